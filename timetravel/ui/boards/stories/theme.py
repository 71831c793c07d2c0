"""T.I.M.E Stories' colours: agency technology (cyan glow on steel blue) over a sepia past."""

from __future__ import annotations

from timetravel.ui.palette import RGB

AGENCY: RGB = (70, 190, 230)  # the agency's glow: the time line, what may be clicked
AGENCY_DARK: RGB = (22, 52, 72)
STEEL: RGB = (24, 30, 42)
STEEL_HI: RGB = (36, 46, 62)
EDGE: RGB = (70, 88, 112)
SEPIA: RGB = (214, 190, 148)
SEPIA_DARK: RGB = (120, 92, 60)
PARCHMENT: RGB = (236, 222, 192)
INK: RGB = (44, 34, 26)
KEYWORD: RGB = (255, 206, 120)  # a key word in a card's text
RED: RGB = (220, 70, 60)  # red locations, danger
LIFE: RGB = (226, 76, 84)
GOOD: RGB = (120, 210, 140)
TEXT: RGB = (236, 232, 222)
MUTED: RGB = (156, 164, 184)
SHIELD: RGB = (178, 186, 198)
GOLD: RGB = (232, 190, 90)
