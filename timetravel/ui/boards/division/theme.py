"""Colours of Time Division: one palette per era, and the two sides (blue = you, red = rival).

Colour is never the only signal: the blue side's icons sit on round badges, the red side's on
square ones, "either player" on a half-and-half badge and the orange (check) side on a hexagon.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from timetravel.ui.palette import RGB


@dataclass(frozen=True)
class EraStyle:
    id: str
    paper: RGB  # card body
    frame: RGB  # card border and title
    ink: RGB  # text on the card
    accent: RGB  # highlights, the value badge
    felt_top: RGB  # the board's cloth
    felt_bottom: RGB
    line: RGB  # printed lines on the board
    emblem: str  # the picture in the card's middle


ERA_STYLES: dict[str, EraStyle] = {
    "egypt": EraStyle(
        id="egypt",
        paper=(232, 210, 160),
        frame=(34, 70, 150),
        ink=(40, 30, 18),
        accent=(212, 164, 52),
        felt_top=(96, 76, 44),
        felt_bottom=(52, 40, 24),
        line=(224, 190, 112),
        emblem="pyramid",
    ),
    "darkages": EraStyle(
        id="darkages",
        paper=(228, 214, 180),
        frame=(112, 28, 32),
        ink=(46, 26, 20),
        accent=(150, 112, 60),
        felt_top=(58, 36, 32),
        felt_bottom=(28, 18, 16),
        line=(196, 168, 120),
        emblem="tower",
    ),
    "eighties": EraStyle(
        id="eighties",
        paper=(20, 14, 30),
        frame=(255, 46, 170),
        ink=(120, 240, 250),
        accent=(0, 226, 240),
        felt_top=(22, 10, 34),
        felt_bottom=(6, 4, 12),
        line=(255, 70, 190),
        emblem="grid",
    ),
}

BLUE: RGB = (56, 132, 236)
RED: RGB = (222, 62, 58)
BLUE_SAFE: RGB = (0, 114, 178)
RED_SAFE: RGB = (213, 94, 0)
NEUTRAL: RGB = (120, 124, 134)
ORANGE: RGB = (242, 140, 28)
PINK: RGB = (236, 96, 178)
DELAY: RGB = (22, 22, 26)
GOLD: RGB = (236, 196, 82)


class ColourSight(Protocol):
    """What side_colour needs of a palette: whether the viewer asked for colour-blind safe colours."""

    @property
    def colour_blind(self) -> bool: ...


def side_colour(side: str | None, palette: ColourSight) -> RGB:
    """The colour of a side as the viewer reads it: blue, red, neutral, or orange."""
    safe = palette.colour_blind
    if side == "blue":
        return BLUE_SAFE if safe else BLUE
    if side == "red":
        return RED_SAFE if safe else RED
    if side == "orange":
        return ORANGE
    return NEUTRAL


def era_style(era_id: str) -> EraStyle:
    return ERA_STYLES.get(era_id, ERA_STYLES["egypt"])
