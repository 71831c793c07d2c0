"""Time Arena's colours: stone for the floor, the Gates' four colours, the two sides' Totems."""

from __future__ import annotations

from timetravel.ui.palette import RGB

STONE: tuple[RGB, RGB] = ((92, 88, 82), (78, 75, 70))  # light and dark floor squares
MORTAR: RGB = (46, 44, 42)
TABLE_TOP: RGB = (30, 28, 34)
TABLE_BOTTOM: RGB = (14, 13, 18)
GATE: dict[str, RGB] = {
    "yellow": (232, 196, 64),
    "green": (86, 178, 96),
    "blue": (78, 134, 224),
    "red": (214, 76, 68),
}
SIDE: tuple[RGB, RGB] = ((240, 236, 222), (34, 32, 40))  # White, Black
SIDE_INK: tuple[RGB, RGB] = ((24, 22, 28), (240, 236, 222))
TOTEM_GLOW: tuple[RGB, RGB] = ((250, 244, 210), (170, 120, 250))
SUMMON: RGB = (120, 200, 230)
EDGE: RGB = (240, 170, 80)
MOVE_LIT: RGB = (120, 230, 160)
ATTACK_LIT: RGB = (250, 90, 80)
SHIELD: RGB = (150, 200, 255)  # the squares a Shield covers, and a fighter it covers
RISK: RGB = (132, 48, 150)  # the badge of a counter's chance to knock the attacker out
SELECT: RGB = (255, 240, 150)
GLOW: RGB = (255, 220, 120)
CLOCK_ON: RGB = (255, 236, 170)
CLOCK_OFF: RGB = (120, 118, 128)
CLOCK_LOW: RGB = (255, 80, 70)
SAND: RGB = (236, 200, 120)
GLASS: RGB = (200, 220, 235)
STAT: dict[str, RGB] = {"move": (64, 150, 140), "attack": (196, 64, 56), "defence": (70, 96, 170)}
FACTION_SHAPE = {"legion": "shield", "wilds": "claw", "stars": "star"}
LOW_CLOCK_MS = 30_000
