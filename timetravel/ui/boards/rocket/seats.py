"""One seat's panel on the Rocket table: its name, chips and score, its team of five slots and its
Rocket area (Rockets, 2X Rockets and Vortexes kept), with the click targets they offer."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from timetravel.games.rocket.content import ROCKET, ROCKET_2X, VORTEX
from timetravel.games.rocket.view import RocketView
from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.boards.kit.caches import SurfaceCache, fit_text
from timetravel.ui.boards.kit.targets import ActionIndex, Target
from timetravel.ui.boards.rocket import icons
from timetravel.ui.boards.rocket.cards import CardArt, category_name, shrink_to_fit
from timetravel.ui.boards.rocket.icons import CREAM, INK
from timetravel.ui.boards.rocket.layout import CATEGORY_ORDER, TOKEN_KINDS, SeatLayout
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, Palette, lighten, mix

Hidden = frozenset[Hashable]  # what running animations stand for, left out of the still table


class SeatPainter:
    def __init__(self, art: CardArt, fonts: Fonts, palette: Palette, names: list[str]) -> None:
        self.art = art
        self.fonts = fonts
        self.palette = palette
        self.names = names

    def paint(self, out: pygame.Surface, obs: RocketView, seat: int, sl: SeatLayout, viewer: int,
              index: ActionIndex, targets: list[Target], hidden: Hidden) -> None:  # fmt: skip
        """The seat's panel: name, chips and score, then its team slots and Rocket area tokens."""
        fonts, pal = self.fonts, self.palette
        colour = pal.seat_colour(seat)
        playing = seat in obs.active
        turn = obs.turn == seat and obs.in_turn
        fill = mix((32, 28, 56), colour, 0.16 if turn else 0.06)
        if turn:
            out.blit(_halo(sl.panel.size, colour), sl.panel.move(-8, -8))
        draw.panel(out, sl.panel, pal, fill=fill, border=colour if turn else mix(colour, (70, 64, 110), 0.6),
                   radius=12, width=3 if turn else 2)  # fmt: skip
        draw.seat_marker(out, (sl.header.x + 20, sl.header.centery + 2), seat, pal, fonts, r=10)
        name = fit_text(fonts, self.names[seat], 16, sl.header.w - 250, True)
        name_img = fonts.render(name, 16, CREAM if playing else (140, 130, 160), True)
        out.blit(name_img, (sl.header.x + 36, sl.header.y + 4))
        x = sl.header.x + 44 + name_img.get_width()
        for text, chip_colour in self._seat_chips(obs, seat, viewer, turn):
            image = fonts.render(text, 11, INK, True)
            chip = pygame.Rect(x, sl.header.y + 7, image.get_width() + 12, 17)
            pygame.draw.rect(out, chip_colour, chip, border_radius=8)
            out.blit(image, image.get_rect(center=chip.center))
            x = chip.right + 5
        score = fonts.render(str(obs.totals[seat]), 20, lighten(colour, 0.3), True)
        out.blit(score, score.get_rect(topright=(sl.score.right - 2, sl.header.y + 1)))
        team_pts = obs.team_points[seat]
        small = fonts.render(t("team {n} · total", n=team_pts), 12, (170, 160, 200))
        out.blit(
            small, small.get_rect(bottomright=(sl.score.right - score.get_width() - 8, sl.header.y + 22))
        )
        team = obs.teams[seat]
        for category in CATEGORY_ORDER:
            self._slot(out, seat, category, team.get(category), sl.slots[category], index, targets, hidden)
        area = obs.areas[seat]
        for kind in TOKEN_KINDS:
            self._token(out, seat, kind, area.get(kind, 0), sl.tokens[kind], viewer, index, targets)

    def _seat_chips(self, obs: RocketView, seat: int, viewer: int, turn: bool) -> list[tuple[str, RGB]]:
        chips: list[tuple[str, RGB]] = []
        if turn:
            chips.append((t("TURN"), (255, 212, 64)))
        if seat == viewer:
            chips.append((t("YOU"), (150, 220, 255)))
        if seat not in obs.active:
            chips.append((t("OUT"), (150, 140, 160)))
        return chips

    def _slot(self, out: pygame.Surface, seat: int, category: str, card: str | None, rect: pygame.Rect,
              index: ActionIndex, targets: list[Target], hidden: Hidden) -> None:  # fmt: skip
        if card is None or ("team", seat, category) in hidden:
            out.blit(self._empty_slot(category, rect.size), rect)
            targets.append(
                Target(rect, None, None, t("{category} slot: empty", category=category_name(category)))
            )
            return
        out.blit(self.art.face(card, rect.size), rect)
        action = index.get("take", seat, card) or index.get("discard", seat, card)
        targets.append(Target(rect, action, card, index.words(action) if action else ""))

    def _empty_slot(self, category: str, size: tuple[int, int]) -> pygame.Surface:
        return self.art.cached(("empty", category, size), lambda: self._paint_empty_slot(category, size))

    def _paint_empty_slot(self, category: str, size: tuple[int, int]) -> pygame.Surface:
        image = pygame.Surface(size, pygame.SRCALPHA)
        rect = image.get_rect()
        pygame.draw.rect(image, (24, 20, 42), rect, border_radius=7)
        _dashed_rect(image, rect, mix(icons.CATEGORY_COLOURS[category], (60, 56, 90), 0.5))
        icons.category_icon(image, category, (rect.centerx, rect.centery - 8), rect.w * 0.26, faint=True)
        font_size, label = shrink_to_fit(self.fonts, category_name(category), 10, rect.w - 6)
        text = self.fonts.render(label, font_size, (150, 140, 180), True)
        image.blit(text, text.get_rect(midbottom=(rect.centerx, rect.bottom - 5)))
        return image

    def _token(self, out: pygame.Surface, seat: int, kind: str, count: int, rect: pygame.Rect, viewer: int, index: ActionIndex,
               targets: list[Target]) -> None:  # fmt: skip
        r = min(rect.h // 2, 15)
        badge = self.art.token(kind, r, faint=not count)
        centre = (rect.x + r + 2, rect.centery)
        out.blit(badge, badge.get_rect(center=centre))
        text = self.fonts.render(f"×{count}", 15, CREAM if count else (110, 100, 140), True)
        out.blit(text, (centre[0] + r + 4, rect.centery - text.get_height() // 2))
        action = None
        if kind != VORTEX:
            action = index.get("use", kind) if seat == viewer else index.get("steal", seat, kind)
        name = {ROCKET: t("Rockets"), ROCKET_2X: t("2X Rockets"), VORTEX: t("Vortexes")}[kind]
        tip = t("{name}: {n}", name=name, n=count)
        targets.append(Target(rect, action, None, index.words(action) + "\n" + tip if action else tip))


def _dashed_rect(out: pygame.Surface, rect: pygame.Rect, colour: RGB) -> None:
    for x in range(rect.x + 6, rect.right - 6, 8):
        pygame.draw.line(out, colour, (x, rect.y), (min(x + 4, rect.right - 6), rect.y), 2)
        pygame.draw.line(out, colour, (x, rect.bottom - 1), (min(x + 4, rect.right - 6), rect.bottom - 1), 2)
    for y in range(rect.y + 6, rect.bottom - 6, 8):
        pygame.draw.line(out, colour, (rect.x, y), (rect.x, min(y + 4, rect.bottom - 6)), 2)
        pygame.draw.line(out, colour, (rect.right - 1, y), (rect.right - 1, min(y + 4, rect.bottom - 6)), 2)


_HALOS = SurfaceCache()


def _halo(size: tuple[int, int], colour: RGB) -> pygame.Surface:
    """A soft glow around the panel of the seat whose turn it is."""
    return _HALOS.get((size, colour), lambda: _paint_halo(size, colour))


def _paint_halo(size: tuple[int, int], colour: RGB) -> pygame.Surface:
    halo = pygame.Surface((size[0] + 16, size[1] + 16), pygame.SRCALPHA)
    for k in range(8):
        rect = halo.get_rect().inflate(-2 * k, -2 * k)
        pygame.draw.rect(halo, (*colour, 10 + 14 * k), rect, 2, border_radius=16)
    return halo
