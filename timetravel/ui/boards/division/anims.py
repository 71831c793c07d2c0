"""Time Division's own animations: the coin, the era's scoring, the standee (cards fly, flip and
turn with the board kit's animations).

Each animation that stands for a piece names it in `hides`, so the still board leaves that piece
out until the animation has put it down.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from timetravel.ui import draw
from timetravel.ui.boards.division.icons import icon
from timetravel.ui.boards.division.theme import GOLD
from timetravel.ui.boards.kit.caches import SurfaceCache
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, darken, lighten
from timetravel.ui.widgets.tween import Animation, ease_in_out, ease_out_back, ease_out_cubic, lerp_point


def coin_image(radius: int, heads: bool) -> pygame.Surface:
    return _coin(radius, heads)


_COINS = SurfaceCache()


def _coin(radius: int, heads: bool) -> pygame.Surface:
    return _COINS.get((radius, heads), lambda: _paint_coin(radius, heads))


def _paint_coin(radius: int, heads: bool) -> pygame.Surface:
    size = radius * 2 + 4
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    face = GOLD if heads else darken(GOLD, 0.18)
    pygame.draw.circle(out, darken(GOLD, 0.55), (c[0] + 1, c[1] + 2), radius)
    pygame.draw.circle(out, face, c, radius)
    pygame.draw.circle(out, lighten(GOLD, 0.4), c, radius - 3, 1)
    pygame.draw.circle(out, darken(GOLD, 0.45), c, radius, 2)
    glyph = icon("past" if heads else "temporary", int(radius * 1.1), darken(GOLD, 0.55))
    draw.blit_centered(out, glyph, c)
    return out


class CoinFlip(Animation):
    """The coin spinning over to its new space (or tossed in place at the start)."""

    def __init__(
        self, start: tuple[int, int], end: tuple[int, int], radius: int, delay: float = 0.0, turns: int = 3
    ) -> None:
        super().__init__(0.55 + 0.12 * turns, delay)
        self.start, self.end, self.radius, self.turns = start, end, radius, turns
        self.hides = "coin"

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        x, y = lerp_point(self.start, self.end, ease_in_out(t))
        y -= math.sin(math.pi * t) * 60
        spin = math.cos(math.pi * self.turns * 2 * t)
        image = _coin(self.radius, spin >= 0)
        w = max(2, int(image.get_width() * abs(spin)))
        scaled = pygame.transform.scale(image, (w, image.get_height()))
        draw.blit_centered(surface, scaled, (int(x), int(y)))


class StandeeMove(Animation):
    def __init__(
        self, start: tuple[int, int], end: tuple[int, int], image: pygame.Surface, delay: float
    ) -> None:
        super().__init__(0.7, delay)
        self.start, self.end, self.image = start, end, image
        self.hides = "standee"

    def draw(self, surface: pygame.Surface) -> None:
        x, y = lerp_point(self.start, self.end, ease_out_back(self.t))
        draw.blit_centered(surface, self.image, (int(x), int(y)))

    def draw_waiting(self, surface: pygame.Surface) -> None:
        draw.blit_centered(surface, self.image, self.start)


class Scoring(Animation):
    """End of an era: each player's cards light up one by one while their totals count up."""

    PER_CARD = 0.28
    HOLD = 1.6

    def __init__(
        self,
        rows: list[tuple[str, RGB, list[tuple[pygame.Surface, int]], int]],
        title: str,
        verdict: str,
        rect: pygame.Rect,
        fonts: Fonts,
        delay: float,
        extra: Callable[[pygame.Surface, float], None] | None = None,
    ):
        longest = max((len(r[2]) for r in rows), default=0)
        super().__init__(longest * self.PER_CARD + 0.5 + self.HOLD, delay)
        self.rows, self.title, self.verdict, self.rect, self.fonts = rows, title, verdict, rect, fonts
        self.longest = longest

    def draw(self, surface: pygame.Surface) -> None:
        seconds = self.t * self.duration
        appear = ease_out_cubic(min(1.0, seconds / 0.25))
        panel = pygame.Rect(self.rect.x, 0, self.rect.w, 150 + 118 * len(self.rows))
        panel.centery = self.rect.centery + int((1 - appear) * 30)
        shade = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        shade.fill((4, 5, 10, 120))
        surface.blit(shade, self.rect)
        pygame.draw.rect(surface, (12, 12, 18), panel, border_radius=14)
        pygame.draw.rect(surface, GOLD, panel, 2, border_radius=14)
        fonts = self.fonts
        head = fonts.render(self.title, 26, GOLD, True)
        surface.blit(head, head.get_rect(midtop=(panel.centerx, panel.y + 12)))
        shown = seconds / self.PER_CARD
        y = panel.y + 56
        for label, colour, cards, total in self.rows:
            surface.blit(fonts.render(label, 18, colour, True), (panel.x + 20, y))
            running = 0
            x = panel.x + 20
            for i, (image, value) in enumerate(cards):
                if i < shown:
                    running += value
                    surface.blit(image, (x, y + 26))
                    tag = fonts.render(f"+{value}", 15, lighten(colour, 0.3), True)
                    surface.blit(
                        tag, tag.get_rect(midtop=(x + image.get_width() // 2, y + 28 + image.get_height()))
                    )
                x += image.get_width() + 6
            value = total if shown >= len(cards) + 1 else running
            big = fonts.render(str(value), 40, colour, True)
            surface.blit(big, big.get_rect(topright=(panel.right - 24, y + 30)))
            y += 118
        if shown >= self.longest + 1:
            text = fonts.render(self.verdict, 22, (240, 236, 226), True)
            surface.blit(text, text.get_rect(midbottom=(panel.centerx, panel.bottom - 14)))
