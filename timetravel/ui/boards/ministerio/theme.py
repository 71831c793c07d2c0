"""The ministry's colours: dark wood, brass and parchment under a deep navy, and the door colours."""

from __future__ import annotations

from timetravel.i18n import NP_
from timetravel.ui.palette import RGB

NAVY_TOP: RGB = (22, 28, 46)
NAVY_BOTTOM: RGB = (9, 12, 22)
WOOD_DARK: RGB = (58, 36, 24)
WOOD: RGB = (104, 66, 40)
WOOD_LIGHT: RGB = (146, 98, 60)
BRASS: RGB = (214, 170, 84)
BRASS_DARK: RGB = (140, 104, 44)
PARCHMENT: RGB = (238, 226, 196)
PARCHMENT_DARK: RGB = (206, 188, 150)
INK: RGB = (36, 28, 22)
CREAM: RGB = (246, 238, 220)
MUTED: RGB = (170, 160, 140)
GLOW: RGB = (255, 220, 120)
DANGER: RGB = (214, 72, 60)
GOOD: RGB = (110, 196, 120)

DOOR_COLOURS: dict[str, RGB] = {"blue": (62, 120, 220), "red": (208, 64, 56), "green": (64, 168, 96)}
# colour is never the only signal: a door's colour has its letter too, the colour word's initial in
# the language (shown through pt(DOOR_LETTER, ...): Spanish A, R, V; Korean 파, 빨, 초)
DOOR_LETTER = "door colour letter"
DOOR_LETTERS = {
    "blue": NP_("door colour letter", "B"),
    "red": NP_("door colour letter", "R"),
    "green": NP_("door colour letter", "G"),
}

CATEGORY_COLOURS: dict[str, RGB] = {
    "place": (92, 128, 84),
    "object": (72, 104, 150),
    "character": (150, 70, 70),
    "event": (146, 108, 48),
}
CATEGORY_LETTERS = {"place": "L", "object": "O", "character": "P", "event": "E"}

TILE_BACK: RGB = (70, 44, 30)
ENEMY_RED: RGB = (120, 36, 36)
SPECIAL_PURPLE: RGB = (92, 52, 118)
WELL_TEAL: RGB = (40, 98, 104)
