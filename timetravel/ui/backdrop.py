"""Procedural backdrops: a time vortex of clock rings and gears for the title, faint rings elsewhere.

Static layers (gradient, stars, spiral) are drawn once and cached; only the rings and gears are
redrawn each frame, which keeps the title screen cheap.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from timetravel.engine.rng import Rng
from timetravel.ui import draw
from timetravel.ui.display import LOGICAL_SIZE
from timetravel.ui.palette import RGB, Palette, darken, lighten, mix

TAU = math.tau


@cache
def faint_rings(accent: RGB) -> pygame.Surface:
    """A quiet watermark of concentric clock rings in the lower right corner."""
    w, h = LOGICAL_SIZE
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    centre = (w - 120, h + 60)
    for i, radius in enumerate((220, 300, 380, 470)):
        colour = (*accent, 16 + 4 * i)
        pygame.draw.circle(out, colour, centre, radius, 1)
        ticks = 12 * (i + 1)
        for k in range(ticks):
            a = TAU * k / ticks
            inner = radius - (10 if k % 3 == 0 else 5)
            p1 = (centre[0] + inner * math.cos(a), centre[1] + inner * math.sin(a))
            p2 = (centre[0] + radius * math.cos(a), centre[1] + radius * math.sin(a))
            pygame.draw.line(out, colour, p1, p2, 1)
    return out


def gear_points(
    centre: tuple[float, float], radius: float, teeth: int, angle: float
) -> list[tuple[float, float]]:
    pts = []
    depth = radius * 0.16
    for i in range(teeth * 4):
        a = angle + TAU * i / (teeth * 4)
        r = radius if (i % 4) in (1, 2) else radius - depth
        pts.append((centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)))
    return pts


class TitleBackdrop:
    """The title screen's animated time vortex."""

    def __init__(self, palette: Palette, centre: tuple[int, int] = (860, 360)) -> None:
        self.palette = palette
        self.centre = centre
        self.static = self._static_layer()

    def _static_layer(self) -> pygame.Surface:
        pal = self.palette
        surface = draw.vertical_gradient(LOGICAL_SIZE, (18, 20, 34), (6, 7, 12)).copy()
        rng = Rng(2024)
        for _ in range(260):  # stars
            x, y = rng.randrange(LOGICAL_SIZE[0]), rng.randrange(LOGICAL_SIZE[1])
            b = 60 + rng.randrange(140)
            surface.set_at((x, y), (b, b, min(255, b + 30)))
        glow = draw.glow(380, pal.accent, 70)
        surface.blit(glow, glow.get_rect(center=self.centre))
        cx, cy = self.centre
        for arm in range(5):  # a logarithmic spiral of fading dots: the vortex
            for i in range(110):
                t = i / 110
                a = arm * TAU / 5 + t * 5.2
                r = 18 + 340 * t**1.35
                colour = mix(lighten(pal.accent, 0.4), (30, 34, 60), t)
                size = max(1, int(4 * (1 - t)) + 1)
                pygame.draw.circle(surface, colour, (cx + r * math.cos(a), cy + r * math.sin(a)), size)
        return surface

    def draw(self, surface: pygame.Surface, time: float) -> None:
        surface.blit(self.static, (0, 0))
        pal = self.palette
        cx, cy = self.centre
        rings = ((150, 60, 0.10), (215, 48, -0.06), (285, 36, 0.035))
        for radius, ticks, speed in rings:
            base = time * speed * TAU
            ring_colour = mix(pal.accent, (40, 44, 70), 0.45)
            pygame.draw.circle(surface, ring_colour, (cx, cy), radius, 2)
            for k in range(ticks):
                a = base + TAU * k / ticks
                long = k % (ticks // 12) == 0
                inner = radius - (16 if long else 7)
                ca, sa = math.cos(a), math.sin(a)
                colour = pal.accent if long else ring_colour
                pygame.draw.line(
                    surface, colour, (cx + inner * ca, cy + inner * sa), (cx + radius * ca, cy + radius * sa),
                    3 if long else 1,
                )  # fmt: skip
        for radius, teeth, speed, offset in ((70, 14, 0.05, (-260, 170)), (46, 10, -0.07, (-188, 246))):
            centre = (cx + offset[0], cy + offset[1])
            pts = gear_points(centre, radius, teeth, time * speed)
            pygame.draw.polygon(surface, darken(pal.accent, 0.55), pts)
            pygame.draw.polygon(surface, mix(pal.accent, (60, 60, 80), 0.3), pts, 2)
            pygame.draw.circle(surface, (14, 16, 26), centre, int(radius * 0.35))
            pygame.draw.circle(surface, pal.accent, centre, int(radius * 0.35), 2)
        self._hands(surface, time)

    def _hands(self, surface: pygame.Surface, time: float) -> None:
        cx, cy = self.centre
        pal = self.palette
        # the hands run backwards: this is a time machine
        for length, width, speed in ((110, 6, -0.02), (135, 3, -0.24)):
            a = -math.pi / 2 + time * speed * TAU
            tip = (cx + length * math.cos(a), cy + length * math.sin(a))
            pygame.draw.line(surface, lighten(pal.accent, 0.3), (cx, cy), tip, width)
        pygame.draw.circle(surface, lighten(pal.accent, 0.5), (cx, cy), 9)
        pygame.draw.circle(surface, darken(pal.accent, 0.4), (cx, cy), 9, 2)
