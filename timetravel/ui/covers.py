"""Procedurally drawn game covers in each game's accent colour (cached per game and size).

Each game has its own emblem in the corner of its cover (four of the five titles start with "Time",
so an initial would not tell them apart): a rocket, a split coin, a door, an hourglass on a grid, an
eye in a ring; any other game gets a medallion with the first letter of its id.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from timetravel.engine.game import GameInfo
from timetravel.engine.rng import Rng
from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.backdrop import gear_points
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, Palette, darken, lighten, mix
from timetravel.ui.widgets.fitted import fitted_lines


def _seed(text: str) -> int:
    return sum((i + 1) * ord(c) for i, c in enumerate(text))


@cache
def cover_art(info: GameInfo, size: tuple[int, int]) -> pygame.Surface:
    """The picture part of a cover: a night gradient in the accent, a clock motif, a gear."""
    w, h = size
    accent = info.accent
    art = draw.vertical_gradient(size, mix(accent, (14, 16, 26), 0.55), (10, 11, 18)).copy()
    rng = Rng(_seed(info.id))
    for _ in range(40):
        art.set_at((rng.randrange(w), rng.randrange(h)), lighten(accent, 0.5 + 0.5 * rng.random()))
    cx, cy = w * (0.35 + 0.3 * rng.random()), h * (0.45 + 0.15 * rng.random())
    halo = draw.glow(int(h * 0.6), accent, 90)
    art.blit(halo, halo.get_rect(center=(cx, cy)))
    for i in range(3 + rng.randrange(3)):
        r = 22 + i * 17
        pygame.draw.circle(art, mix(accent, (20, 22, 34), 0.25 + 0.15 * i), (cx, cy), r, 2)
        ticks = 12
        for k in range(ticks):
            a = math.tau * k / ticks + i * 0.2
            p1 = (cx + (r - 5) * math.cos(a), cy + (r - 5) * math.sin(a))
            p2 = (cx + r * math.cos(a), cy + r * math.sin(a))
            pygame.draw.line(art, lighten(accent, 0.2), p1, p2, 1)
    a = rng.random() * math.tau
    pygame.draw.line(art, lighten(accent, 0.6), (cx, cy), (cx + 30 * math.cos(a), cy + 30 * math.sin(a)), 3)
    pygame.draw.circle(art, lighten(accent, 0.6), (cx, cy), 4)
    gx, gy = w - 30 - rng.randrange(20), h - 26
    pygame.draw.polygon(art, darken(accent, 0.35), gear_points((gx, gy), 30, 11, rng.random()))
    pygame.draw.circle(art, (12, 13, 20), (gx, gy), 10)
    return art


EMBLEM_SIZE = 56
Point = tuple[float, float]


def emblem(game_id: str, size: int, colour: RGB, fonts: Fonts) -> pygame.Surface:
    """The game's emblem on a transparent square of `size` pixels (cached)."""
    key = (game_id, size, colour)
    cached = _emblems.get(key)
    if cached is None:
        cached = pygame.Surface((size, size), pygame.SRCALPHA)
        draw_mark = _EMBLEMS.get(game_id)
        if draw_mark is None:
            _medallion(cached, size, colour, fonts, game_id[:1].upper() or "?")
        else:
            draw_mark(cached, size, colour)
        _emblems[key] = cached
    return cached


_emblems: dict[tuple[str, int, RGB], pygame.Surface] = {}


def _scaled(points: list[Point], size: int) -> list[Point]:
    """Points drawn on a 0..1 square, scaled to the emblem."""
    return [(x * size, y * size) for x, y in points]


def _rocket(surface: pygame.Surface, size: int, colour: RGB) -> None:
    body = [(0.5, 0.04), (0.64, 0.22), (0.64, 0.66), (0.36, 0.66), (0.36, 0.22)]
    left_fin = [(0.36, 0.44), (0.2, 0.7), (0.36, 0.66)]
    right_fin = [(0.64, 0.44), (0.8, 0.7), (0.64, 0.66)]
    flame = [(0.4, 0.7), (0.5, 0.97), (0.6, 0.7)]
    pygame.draw.polygon(surface, darken(colour, 0.1), _scaled(flame, size))
    for part in (left_fin, right_fin, body):
        pygame.draw.polygon(surface, colour, _scaled(part, size))
    window = (size * 0.5, size * 0.36)
    pygame.draw.circle(surface, (12, 14, 22), window, size * 0.075)
    pygame.draw.circle(surface, colour, window, size * 0.075, max(1, size // 28))


def _split_coin(surface: pygame.Surface, size: int, colour: RGB) -> None:
    """A coin broken along a zigzag, its halves drawn apart."""
    r, cy = size * 0.4, size * 0.5
    zigzag = [(0.0, -1.0), (0.18, -0.5), (-0.16, 0.0), (0.16, 0.5), (0.0, 1.0)]
    for side, shift in ((-1, -0.06), (1, 0.06)):
        cx = size * (0.5 + shift)
        arc = [
            (cx + side * r * math.sin(a), cy - r * math.cos(a)) for a in (math.pi * k / 16 for k in range(17))
        ]
        edge = [(cx + r * 0.25 * dx, cy + r * dy) for dx, dy in reversed(zigzag)]
        pygame.draw.polygon(surface, colour, arc + edge)
        pygame.draw.circle(
            surface, darken(colour, 0.4), (cx + side * r * 0.45, cy), r * 0.22, max(1, size // 28)
        )


def _door(surface: pygame.Surface, size: int, colour: RGB) -> None:
    """An arched door standing ajar, light spilling from the gap."""
    frame = pygame.Rect(size * 0.2, size * 0.22, size * 0.6, size * 0.72)
    width = max(2, size // 18)
    pygame.draw.rect(surface, colour, frame, width)
    pygame.draw.arc(
        surface, colour, (frame.x, size * 0.04, frame.w, frame.w * 0.62), 0, math.pi, width
    )  # the arch above the frame
    leaf = [(0.26, 0.26), (0.48, 0.32), (0.48, 0.9), (0.26, 0.92)]
    pygame.draw.polygon(surface, darken(colour, 0.25), _scaled(leaf, size))
    pygame.draw.circle(surface, (12, 14, 22), (size * 0.43, size * 0.6), max(2, size // 22))
    light = [(0.5, 0.28), (0.76, 0.28), (0.76, 0.92), (0.5, 0.92)]
    pygame.draw.polygon(surface, lighten(colour, 0.5), _scaled(light, size))


def _hourglass_grid(surface: pygame.Surface, size: int, colour: RGB) -> None:
    """An hourglass standing on the squares of an arena."""
    grid = darken(colour, 0.45)
    for k in range(5):
        at = size * (0.1 + 0.2 * k)
        pygame.draw.line(surface, grid, (at, size * 0.1), (at, size * 0.9), 1)
        pygame.draw.line(surface, grid, (size * 0.1, at), (size * 0.9, at), 1)
    glass = [(0.3, 0.12), (0.7, 0.12), (0.52, 0.5), (0.7, 0.88), (0.3, 0.88), (0.48, 0.5)]
    pygame.draw.polygon(surface, colour, _scaled(glass, size), max(2, size // 20))
    sand = [(0.38, 0.88), (0.62, 0.88), (0.5, 0.7)]
    pygame.draw.polygon(surface, colour, _scaled(sand, size))
    for y in (0.1, 0.9):
        pygame.draw.line(
            surface, colour, (size * 0.24, size * y), (size * 0.76, size * y), max(2, size // 14)
        )


def _eye_ring(surface: pygame.Surface, size: int, colour: RGB) -> None:
    """An open eye inside a ring of ticks: the agents who watch across time."""
    centre = (size * 0.5, size * 0.5)
    pygame.draw.circle(surface, colour, centre, size * 0.46, max(2, size // 20))
    for k in range(12):
        a = math.tau * k / 12
        inner, outer = size * 0.36, size * 0.42
        pygame.draw.line(
            surface, colour,
            (centre[0] + inner * math.cos(a), centre[1] + inner * math.sin(a)),
            (centre[0] + outer * math.cos(a), centre[1] + outer * math.sin(a)), 1,
        )  # fmt: skip
    upper = [
        (size * (0.2 + 0.6 * k / 12), size * (0.5 - 0.17 * math.sin(math.pi * k / 12))) for k in range(13)
    ]
    lower = [(x, size - y) for x, y in reversed(upper)]
    pygame.draw.polygon(surface, colour, upper + lower)
    pygame.draw.circle(surface, (12, 14, 22), centre, size * 0.1)
    pygame.draw.circle(
        surface, lighten(colour, 0.6), (centre[0] + size * 0.03, centre[1] - size * 0.03), size * 0.03
    )


def _medallion(surface: pygame.Surface, size: int, colour: RGB, fonts: Fonts, letter: str) -> None:
    centre = (size * 0.5, size * 0.5)
    pygame.draw.circle(surface, colour, centre, size * 0.46, max(2, size // 20))
    pygame.draw.circle(surface, darken(colour, 0.5), centre, size * 0.38, 1)
    text = fonts.render(letter, int(size * 0.5), colour, True)
    surface.blit(text, text.get_rect(center=centre))


_EMBLEMS = {
    "rocket": _rocket,
    "division": _split_coin,
    "ministerio": _door,
    "arena": _hourglass_grid,
    "stories": _eye_ring,
}


def draw_cover(
    surface: pygame.Surface,
    rect: pygame.Rect,
    info: GameInfo,
    fonts: Fonts,
    palette: Palette,
    *,
    hovered: bool = False,
    seats_text: str = "",
) -> None:
    """A whole cover card: art, title, pitch and seat range, framed in the accent."""
    accent = info.accent
    if hovered:
        halo = draw.glow(rect.w // 2 + 40, accent, 60)
        surface.blit(halo, halo.get_rect(center=rect.center))
    draw.panel(
        surface, rect, palette, border=accent if hovered else mix(accent, palette.border, 0.6), radius=12
    )
    art_h, titles, size, lines = _cover_words(fonts, info, rect)
    art_rect = pygame.Rect(rect.x + 8, rect.y + 8, rect.w - 16, art_h)
    surface.blit(cover_art(info, art_rect.size), art_rect)
    pygame.draw.rect(surface, mix(accent, palette.border, 0.3), art_rect, 1, border_radius=4)
    mark = emblem(info.id, EMBLEM_SIZE, lighten(accent, 0.7), fonts)
    surface.blit(mark, (art_rect.x + 10, art_rect.y + 8))
    y = art_rect.bottom + 10
    for line in titles:
        surface.blit(fonts.render(line, 19, palette.text, True), (rect.x + 12, y))
        y += 24
    for line in lines:
        surface.blit(fonts.render(line, size, palette.muted), (rect.x + 12, y + 2))
        y += fonts.get(size).get_linesize()
    badge = fonts.render(seats_text, 13, darken(accent, 0.75), True)
    brect = pygame.Rect(0, 0, badge.get_width() + 18, 22)
    brect.bottomleft = (rect.x + 12, rect.bottom - 10)
    pygame.draw.rect(surface, accent, brect, border_radius=11)
    surface.blit(badge, badge.get_rect(center=brect.center))


def _cover_words(fonts: Fonts, info: GameInfo, rect: pygame.Rect) -> tuple[int, list[str], int, list[str]]:
    """The art's height, the title's lines (two at most), and the pitch's type size and lines: the
    pitch whole above the seat badge, in a smaller type, then under a shorter picture, when a
    language needs more lines (Spanish runs about a quarter longer than English)."""
    titles = fonts.wrap(t(info.title), 19, rect.w - 24, bold=True)[:2]
    pitch = t(info.pitch)
    for share in (0.44, 0.40, 0.36, 0.32, 0.28):
        art_h = int(rect.h * share)
        room = rect.h - 8 - art_h - 10 - 24 * len(titles) - 38
        for size in (14, 13, 12):
            lines = fonts.wrap(pitch, size, rect.w - 24)
            if len(lines) * fonts.get(size).get_linesize() <= room:
                return art_h, titles, size, lines
    size, lines = fitted_lines(fonts, pitch, rect.w - 24, room, (12,))
    return art_h, titles, size, lines
