"""Colours of the app, seat colours and the shapes that back them up.

Colour is never the only signal: every seat also has a shape and its number. The colour-blind-safe
palette (Okabe & Ito) swaps the hues; the shapes and numbers stay.
"""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]

# Seats 1 and 2 are neither red nor blue: Time Division's table shows every viewer as blue and the
# rival as red, so menus and results that badge seats by number must not suggest the opposite.
_SEATS_STANDARD: tuple[RGB, ...] = (
    (240, 196, 72),
    (96, 196, 128),
    (184, 120, 226),
    (72, 204, 214),
    (242, 146, 64),
    (236, 120, 180),
    (232, 96, 84),
    (84, 152, 240),
)
_SEATS_SAFE: tuple[RGB, ...] = (
    (240, 228, 66),
    (204, 121, 167),
    (0, 158, 115),
    (86, 180, 233),
    (230, 159, 0),
    (200, 200, 200),
    (213, 94, 0),
    (0, 114, 178),
)
SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star", "pentagon", "cross")

MENU_ACCENT: RGB = (214, 170, 84)  # brass, the app's own accent outside a game


@dataclass(frozen=True)
class Palette:
    colour_blind: bool = False
    accent: RGB = MENU_ACCENT
    bg_top: RGB = (20, 23, 34)
    bg_bottom: RGB = (9, 10, 16)
    panel: RGB = (28, 32, 46)
    panel_hi: RGB = (38, 43, 61)
    border: RGB = (58, 64, 88)
    text: RGB = (236, 232, 222)
    muted: RGB = (150, 156, 178)
    good: RGB = (110, 200, 140)
    bad: RGB = (235, 110, 100)

    def seat_colour(self, seat: int) -> RGB:
        colours = _SEATS_SAFE if self.colour_blind else _SEATS_STANDARD
        return colours[seat % len(colours)]

    @staticmethod
    def seat_shape(seat: int) -> str:
        return SEAT_SHAPES[seat % len(SEAT_SHAPES)]

    def with_accent(self, accent: RGB) -> Palette:
        return Palette(colour_blind=self.colour_blind, accent=accent)

    def accent_dim(self, factor: float = 0.45) -> RGB:
        return mix(self.accent, self.panel, 1 - factor)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Linear blend: t=0 gives a, t=1 gives b."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def lighten(c: RGB, t: float) -> RGB:
    return mix(c, (255, 255, 255), t)


def darken(c: RGB, t: float) -> RGB:
    return mix(c, (0, 0, 0), t)


def hex_colour(c: RGB | tuple[int, int, int, int]) -> str:
    return "#" + "".join(f"{v:02x}" for v in c)
