"""The Rocket table's own animations: the rocket with its trail, the vortex, banners and the
end-of-round scoring overlay (cards fly with the board kit's Flight). All positions are screen
pixels; images are drawn once at creation.

An animation may name a board spot it `hides` while it runs (the card it carries lands there), so
the table never shows a card twice.
"""

from __future__ import annotations

import math

import pygame

from timetravel.ui import draw
from timetravel.ui.boards.rocket import icons
from timetravel.ui.boards.rocket.icons import CREAM, INK
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, Palette, darken, mix
from timetravel.ui.widgets.tween import Animation, ease_in_out, ease_out_back, lerp_point

Point = tuple[float, float]


class RocketFlight(Animation):
    """The rocket carrying the turn from one pile to an older one, with a smoke trail."""

    def __init__(self, start: Point, end: Point, delay: float = 0.0, duration: float = 0.8) -> None:
        super().__init__(duration, delay)
        self.start, self.end = start, end
        self.hides = ("pilehl",)
        self.sprite = pygame.Surface((90, 50), pygame.SRCALPHA)
        icons.rocket(self.sprite, (45, 25), 80, left=end[0] <= start[0])

    def _at(self, t: float) -> Point:
        x, y = lerp_point(self.start, self.end, ease_in_out(t))
        return (x, y - math.sin(math.pi * t) * 28)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        for k in range(16, 0, -1):  # the trail: puffs left behind, from flame yellow to grey smoke
            past = t - k * 0.03
            if past <= 0:
                continue
            x, y = self._at(past)
            age = k / 16
            colour = mix((255, 220, 90), (150, 144, 176), min(1.0, age * 1.6))
            pygame.draw.circle(surface, colour, (round(x), round(y)), round(3 + 10 * age))
        x, y = self._at(t)
        ahead = self._at(min(1.0, t + 0.02))
        dx, dy = ahead[0] - x, ahead[1] - y
        tilt = math.degrees(math.atan2(dy, abs(dx) + 1e-6))  # nose up while climbing, down while landing
        sprite = pygame.transform.rotate(self.sprite, 0.6 * (-tilt if dx <= 0 else tilt))
        surface.blit(sprite, sprite.get_rect(center=(round(x), round(y))))


class VortexSwirl(Animation):
    """A vortex opening over the card that ended the turn."""

    def __init__(self, centre: Point, delay: float = 0.0) -> None:
        super().__init__(1.0, delay)
        self.centre = centre

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        r = 70 * math.sin(math.pi * min(1.0, t * 1.1))
        if r < 3:
            return
        halo = draw.glow(10 * max(1, round(r * 0.15)), (150, 80, 220), 160)  # a few sizes, each made once
        surface.blit(halo, halo.get_rect(center=(round(self.centre[0]), round(self.centre[1]))))
        icons.vortex(surface, self.centre, r, (170, 110, 240), turn=t * 9)


class Banner(Animation):
    """A comic banner across the board: a big word in a burst and one line saying what happened."""

    layer = 1  # above flying cards

    def __init__(self, image: pygame.Surface, centre: Point, delay: float = 0.0, duration: float = 1.3,
                 blocking: bool = True) -> None:  # fmt: skip
        super().__init__(duration, delay)
        self.blocking = blocking
        self.centre = centre
        self.image = image

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        grow = ease_out_back(min(1.0, t / 0.18))
        fade = min(1.0, (1 - t) / 0.18)
        if grow <= 0.02 or fade <= 0:
            return
        w, h = self.image.get_size()
        if grow == 1 and fade == 1:
            surface.blit(
                self.image, self.image.get_rect(center=(round(self.centre[0]), round(self.centre[1])))
            )
            return
        image = pygame.transform.scale(self.image, (max(1, round(w * grow)), max(1, round(h * grow))))
        if fade < 1:
            image.set_alpha(round(255 * fade))
        surface.blit(image, image.get_rect(center=(round(self.centre[0]), round(self.centre[1]))))


def banner_image(fonts: Fonts, title: str, subtitle: str, colour: RGB) -> pygame.Surface:
    """The banner's picture (the director keeps them: the same few banners come back all game)."""
    big = fonts.render(title, 40, CREAM, True)
    shadow = fonts.render(title, 40, INK, True)
    small = fonts.render(subtitle, 17, INK, True) if subtitle else None
    width = max(big.get_width() + 90, (small.get_width() + 60) if small else 0)
    height = 74 + (34 if small else 0)
    out = pygame.Surface((width + 20, height + 20), pygame.SRCALPHA)
    burst = icons.starburst((out.get_width() / 2, 46), width / 2 + 4, width / 2 - 22, 16)
    burst = [(x, 46 + (y - 46) * 0.38) for x, y in burst]  # flattened into a wide comic burst
    pygame.draw.polygon(out, INK, [(x + 4, y + 5) for x, y in burst])
    pygame.draw.polygon(out, colour, burst)
    pygame.draw.polygon(out, INK, burst, 3)
    out.blit(shadow, shadow.get_rect(center=(out.get_width() / 2 + 3, 46 + 3)))
    out.blit(big, big.get_rect(center=(out.get_width() / 2, 46)))
    if small is not None:
        strip = pygame.Rect(0, 0, small.get_width() + 30, 30)
        strip.midtop = (out.get_width() // 2, 84)
        pygame.draw.rect(out, CREAM, strip, border_radius=6)
        pygame.draw.rect(out, INK, strip, 2, border_radius=6)
        out.blit(small, small.get_rect(center=strip.center))
    return out


class RoundSummary(Animation):
    """The end of a round: each seat's team points plus objective points, and the new totals.

    It waits a few seconds (or until a click skips it) so everyone can read the scores.
    """

    layer = 2

    def __init__(
        self, image: pygame.Surface, centre: Point, delay: float = 0.0, duration: float = 4.5
    ) -> None:
        super().__init__(duration, delay)
        self.image = image
        self.centre = centre

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        rise = ease_out_back(min(1.0, t / 0.08)) if t < 0.08 else 1.0
        fade = min(1.0, (1 - t) / 0.05)
        self.image.set_alpha(round(255 * fade) if fade < 1 else None)
        rect = self.image.get_rect(center=(round(self.centre[0]), round(self.centre[1] + 40 * (1 - rise))))
        surface.blit(self.image, rect)


def summary_image(fonts: Fonts, palette: Palette, title: str, reason: str, rows: list[tuple[int, str, int, int, int]],
                  headings: tuple[str, str, str, str], hint: str) -> pygame.Surface:  # fmt: skip
    """rows: (seat, name, team points, objective points, new total)."""
    width, row_h = 560, 36
    height = 128 + row_h * len(rows) + 30
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = out.get_rect().inflate(-8, -8)
    pygame.draw.rect(out, (8, 6, 16), rect.move(4, 4), border_radius=16)
    pygame.draw.rect(out, (38, 32, 66), rect, border_radius=16)
    pygame.draw.rect(out, (255, 212, 64), rect, 3, border_radius=16)
    head = fonts.render(title, 26, (255, 212, 64), True)
    out.blit(head, head.get_rect(midtop=(rect.centerx, rect.y + 12)))
    if reason:
        line = fonts.render(fonts.fit(reason, 15, rect.w - 30), 15, CREAM)
        out.blit(line, line.get_rect(midtop=(rect.centerx, rect.y + 48)))
    columns = (rect.x + 250, rect.x + 335, rect.x + 420, rect.x + 505)
    y = rect.y + 84
    for text, x in zip(headings, columns, strict=True):
        image = fonts.render(text, 12, (180, 170, 220), True)
        out.blit(image, image.get_rect(midtop=(x, y)))
    y += 24
    best = max((r[4] for r in rows), default=0)
    for seat, name, team, bonus, total in rows:
        band = pygame.Rect(rect.x + 12, y, rect.w - 24, row_h - 4)
        pygame.draw.rect(out, darken(palette.seat_colour(seat), 0.7), band, border_radius=8)
        draw.seat_marker(out, (band.x + 18, band.centery), seat, palette, fonts, r=10)
        out.blit(fonts.render(fonts.fit(name, 17, 170, True), 17, CREAM, True), (band.x + 36, band.y + 5))
        cells = (str(team), f"+{bonus}" if bonus else "—", f"= {team + bonus}", str(total))
        for k, (text, x) in enumerate(zip(cells, columns, strict=True)):
            colour = (255, 212, 64) if (k == 1 and bonus) or (k == 3 and total == best) else CREAM
            image = fonts.render(text, 18 if k == 3 else 16, colour, True)
            out.blit(image, image.get_rect(center=(x, band.centery)))
        y += row_h
    note = fonts.render(hint, 12, (150, 140, 180))
    out.blit(note, note.get_rect(midbottom=(rect.centerx, rect.bottom - 8)))
    return out
