"""The pictures of the Time Division table painted once and kept: the printed board of an era (cloth,
spaces with their icons and names, the VP track), the standee, and the glow behind a card that can
be chosen."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from timetravel.games.division.content import TRACK, load_era
from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.boards.division import cards as art
from timetravel.ui.boards.division.icons import icon
from timetravel.ui.boards.division.layout import AREA, Geometry
from timetravel.ui.boards.division.theme import GOLD, era_style, side_colour
from timetravel.ui.boards.kit.caches import SurfaceCache
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, darken, lighten, mix

COIN_R = 20  # the coin's radius, and of its printed spaces (a little larger)


def opaque(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    return surface.convert() if pygame.display.get_surface() is not None else surface


_GLOWS = SurfaceCache()
_STANDEES = SurfaceCache()
_BOARDS = SurfaceCache(limit=12)


def glow_rect(size: tuple[int, int]) -> pygame.Surface:
    """A soft gold halo behind a card that can be chosen."""
    return _GLOWS.get(size, lambda: _paint_glow(size))


def _paint_glow(size: tuple[int, int]) -> pygame.Surface:
    out = pygame.Surface(size, pygame.SRCALPHA)
    for i in range(4):
        pygame.draw.rect(
            out, (*GOLD, 40 + 25 * i), out.get_rect().inflate(-2 * i, -2 * i), 2, border_radius=12
        )
    return out


def standee_image(blue: RGB, red: RGB) -> pygame.Surface:
    return _STANDEES.get((blue, red), lambda: _paint_standee(blue, red))


def _paint_standee(blue: RGB, red: RGB) -> pygame.Surface:
    out = pygame.Surface((36, 26), pygame.SRCALPHA)
    pygame.draw.polygon(out, (240, 236, 226), [(2, 13), (12, 2), (24, 2), (34, 13), (24, 24), (12, 24)])
    pygame.draw.polygon(out, (30, 30, 36), [(2, 13), (12, 2), (24, 2), (34, 13), (24, 24), (12, 24)], 2)
    pygame.draw.polygon(out, red, [(12, 6), (24, 6), (18, 12)])
    pygame.draw.polygon(out, blue, [(12, 20), (24, 20), (18, 14)])
    return out


def board_image(
    era: str,
    campaign: bool,
    rect: tuple[int, int, int, int],
    safe: bool,
    names: tuple[str, str],
    fonts: Fonts,
) -> pygame.Surface:
    """The printed board of an era: cloth, spaces with their icons and names, the VP track."""
    key = (era, campaign, rect, safe, names)
    return _BOARDS.get(key, lambda: _paint_board(era, campaign, rect, safe, names, fonts))


def _paint_board(
    era: str,
    campaign: bool,
    rect: tuple[int, int, int, int],
    safe: bool,
    names: tuple[str, str],
    fonts: Fonts,
) -> pygame.Surface:
    style = era_style(era)
    area = pygame.Rect(rect)
    geo = Geometry(pygame.Rect(area))
    off = (-area.x, -area.y)
    out = pygame.Surface(area.size, pygame.SRCALPHA)
    out.blit(
        draw.vertical_gradient(area.size, darken(style.felt_top, 0.45), darken(style.felt_bottom, 0.4)),
        (0, 0),
    )
    pygame.draw.rect(out, mix(style.line, (0, 0, 0), 0.5), out.get_rect(), 2, border_radius=14)
    board = geo.board.move(*off)
    board_img = draw.vertical_gradient(board.size, style.felt_top, style.felt_bottom)
    mask = pygame.Surface(board.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=18)
    body = board_img.copy().convert_alpha()
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(out, (0, 0, 0), board.move(4, 6), border_radius=18)
    out.blit(body, board)
    pygame.draw.rect(out, style.line, board, 3, border_radius=18)
    pygame.draw.rect(out, mix(style.line, style.felt_top, 0.6), board.inflate(-12, -12), 1, border_radius=14)
    ink = mix(style.line, style.felt_top, 0.15)
    label_colour = mix(style.line, (255, 255, 255), 0.2)
    blue, red = side_colour("blue", _Safe(safe)), side_colour("red", _Safe(safe))

    def label(text: str, pos: tuple[int, int], colour: RGB = label_colour, size: int = 13) -> None:
        out.blit(fonts.render(text, size, colour, True), pos)

    # influence areas, with their first spaces printed
    for side, colour in (("rival", red), ("you", blue)):
        r = geo.influence[side].move(*off)
        pygame.draw.rect(out, (*mix(colour, style.felt_top, 0.7), 255), r, border_radius=10)
        pygame.draw.rect(out, colour, r, 2, border_radius=10)
        for i in range(9):
            spot = pygame.Rect(r.x + 6 + i * (AREA[0] + 6), r.y + (r.h - AREA[1]) // 2, *AREA)
            if spot.right > r.right - 206:
                break
            # the campaign's face-down card goes on the first space, which is marked only then
            out.blit(art.slot(AREA, ink, "influence" if i == 0 and campaign else "", ink), spot)
    # the Past, the Independent Stack, Temporary and Decision Spaces
    for rect_, name, glyph in (
        (geo.past, t("The Past"), "past"),
        (geo.independent, t("Independent Stack"), "independent"),
    ):
        r = rect_.move(*off)
        pygame.draw.rect(out, (*darken(style.felt_bottom, 0.3), 255), r, border_radius=10)
        pygame.draw.rect(out, ink, r, 2, border_radius=10)
        out.blit(icon(glyph, 18, label_colour), (r.x + 8, r.y + 5))
        room = r.right - 8 - (r.x + 30)  # inside the frame: a smaller type for a longer name
        size = next((s for s in (13, 12, 11, 10) if fonts.get(s, True).size(name)[0] <= room), 10)
        label(fonts.fit(name, size, room, True), (r.x + 30, r.y + 6 + (13 - size) // 2), size=size)
    for side, colour in (("rival", red), ("you", blue)):
        for rects, glyph, name in (
            (geo.temp, "temporary", t("Temporary")),
            (geo.decision, "decision", t("Decision")),
        ):
            r = rects[side].move(*off)
            out.blit(art.slot(r.size, colour, glyph, mix(colour, (255, 255, 255), 0.3)), r)
            text = fonts.render(name, 11, mix(colour, (255, 255, 255), 0.45), True)
            out.blit(text, text.get_rect(midbottom=(r.centerx, r.bottom - 6)))
        cx, cy = geo.coin[side]
        centre = (cx + off[0], cy + off[1])
        pygame.draw.circle(out, mix(colour, style.felt_top, 0.5), centre, COIN_R + 6)
        pygame.draw.circle(out, colour, centre, COIN_R + 6, 2)
    # who sits where
    for side, colour, name in (("rival", red, names[1]), ("you", blue, names[0])):
        who = t("You") if side == "you" else t("Rival")
        r = geo.influence[side].move(*off)
        x = r.right - 200
        out.blit(fonts.render(who, 12, lighten(colour, 0.45), True), (x, r.centery - 20))
        out.blit(fonts.render(fonts.fit(name, 15, 130, True), 15, (245, 240, 230), True), (x, r.centery - 2))
    # the VP track (campaign) or the era's plaque
    track = geo.track.move(*off)
    if campaign:
        pygame.draw.rect(out, darken(style.felt_bottom, 0.4), track, border_radius=12)
        pygame.draw.rect(out, style.line, track, 2, border_radius=12)
        for pos in range(-TRACK, TRACK + 1):
            x, y = geo.track_space(pos, TRACK)
            colour = blue if pos > 0 else red if pos < 0 else style.line
            pygame.draw.circle(out, mix(colour, style.felt_bottom, 0.35), (x + off[0], y + off[1]), 11)
            pygame.draw.circle(out, colour, (x + off[0], y + off[1]), 11, 2)
        label(t("VP"), (track.x + 9, track.y + 2), style.line, 12)
    else:
        pygame.draw.rect(out, darken(style.felt_bottom, 0.3), track, border_radius=12)
        pygame.draw.rect(out, ink, track, 1, border_radius=12)
        name = t(load_era(era).name)
        text = pygame.transform.rotate(fonts.render(name, 16, label_colour, True), 90)
        draw.blit_centered(out, text, track.center)
    return out


@dataclass(frozen=True)
class _Safe:
    colour_blind: bool
