"""El Ministerio's own animations: a figure walking door to door, and a brass banner."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import pygame

from timetravel.ui import draw
from timetravel.ui.boards.ministerio import icons
from timetravel.ui.boards.ministerio.theme import BRASS, BRASS_DARK, CREAM, INK, WOOD_DARK
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB
from timetravel.ui.widgets.tween import Animation, ease_in_out, ease_out_cubic, lerp_point

Point = tuple[int, int]


class Walk(Animation):
    """A figure hopping from one spot to the next (a door, the office)."""

    def __init__(self, start: Point, end: Point, colour: RGB | None, hides: Hashable, delay: float,
                 duration: float = 0.2, jump: bool = False) -> None:  # fmt: skip
        super().__init__(duration * (1.6 if jump else 1), delay)
        self.start, self.end, self.colour, self.hides, self.jump = start, end, colour, hides, jump
        self.first = False  # the first hop of a walk shows the figure at its start while it waits

    def draw_waiting(self, surface: pygame.Surface) -> None:
        if self.first:
            self._figure(surface, self.start)

    def draw(self, surface: pygame.Surface) -> None:
        t = ease_in_out(self.t)
        x, y = lerp_point(self.start, self.end, t)
        lift = (60 if self.jump else 14) * 4 * t * (1 - t)
        self._figure(surface, (round(x), round(y - lift)))

    def _figure(self, surface: pygame.Surface, centre: Point) -> None:
        if self.colour is None:
            icons.lola(surface, centre, 9)
        else:
            icons.figure(surface, centre, self.colour, 9)


class Glide(Animation):
    """A picture (a tile, a card) sliding from one spot to another."""

    def __init__(self, start: Point, end: Point, image: pygame.Surface, delay: float, duration: float = 0.35,
                 hides: Hashable | None = None) -> None:  # fmt: skip
        super().__init__(duration, delay)
        self.start, self.end, self.image, self.hides = start, end, image, hides

    def draw(self, surface: pygame.Surface) -> None:
        x, y = lerp_point(self.start, self.end, ease_in_out(self.t))
        draw.blit_centered(surface, self.image, (round(x), round(y)))


class Banner(Animation):
    """A brass plate across the board with a big word and one line of what happened."""

    layer = 1

    def __init__(self, image: pygame.Surface, centre: Point, delay: float, duration: float = 1.0,
                 blocking: bool = True) -> None:  # fmt: skip
        super().__init__(duration, delay)
        self.image, self.centre, self.blocking = image, centre, blocking

    def draw(self, surface: pygame.Surface) -> None:
        grow = ease_out_cubic(min(1.0, self.t / 0.15))
        fade = min(1.0, (1 - self.t) / 0.2)
        if grow <= 0.05 or fade <= 0:
            return
        image = self.image
        if grow < 1:
            w, h = image.get_size()
            image = pygame.transform.scale(image, (max(1, round(w * grow)), max(1, round(h * grow))))
        if fade < 1:
            image = image.copy()
            image.set_alpha(round(255 * fade))
        draw.blit_centered(surface, image, self.centre)


def banner_image(fonts: Fonts, title: str, lines: Sequence[str], colour: RGB = BRASS) -> pygame.Surface:
    big = fonts.render(title, 30, CREAM, True)
    small = [fonts.render(line, 14, INK, True) for line in lines]
    width = max([big.get_width(), *(s.get_width() for s in small)]) + 48
    height = 52 + 22 * len(small)
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = out.get_rect()
    pygame.draw.rect(out, WOOD_DARK, rect, border_radius=12)
    pygame.draw.rect(out, colour, rect, 3, border_radius=12)
    out.blit(big, big.get_rect(midtop=(rect.centerx, 8)))
    y = 48
    for image in small:
        strip = image.get_rect(midtop=(rect.centerx, y)).inflate(14, 2)
        pygame.draw.rect(out, CREAM, strip, border_radius=5)
        pygame.draw.rect(out, BRASS_DARK, strip, 1, border_radius=5)
        out.blit(image, image.get_rect(center=strip.center))
        y += 22
    return out
