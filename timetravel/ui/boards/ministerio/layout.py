"""Where everything sits on the board (the board's own pixels, from its top-left corner): the
staircase as a kit Track on a helix, Salvador's office, the players' panels, the hand and the table."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from timetravel.ui.boards.kit.track import Track, helix, line

DOOR_SIZE = (34, 44)
CARD = (56, 80)
SMALL_CARD = (30, 42)
TILE = (34, 34)
TILT = 0.36  # how flat the staircase's turns look
PA_SPACES = 12  # 0..10, then Huesca
TABLE_W = 200
HAND_TITLE = 14  # the hand's title above its cards
PLATE = (29, 14)  # a door's year plate at least: four digits at 11 px with a margin


def year_plate(door: pygame.Rect) -> pygame.Rect:
    """Where a door's year plate sits: across the foot of its arch, never narrower than its year."""
    plate = pygame.Rect(0, 0, max(PLATE[0], door.w + 4), PLATE[1])
    plate.midbottom = (door.centerx, door.bottom + 2)
    return plate


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    stair: pygame.Rect
    doors: Track
    centre: tuple[int, int]
    well: tuple[int, int, float]  # the stairwell's bottom y, top y and radius
    dice: pygame.Rect
    office: pygame.Rect
    pa_track: Track
    slots: tuple[pygame.Rect, ...]
    office_tiles: tuple[pygame.Rect, ...]
    piles: tuple[pygame.Rect, ...]
    seats: tuple[pygame.Rect, ...]
    table: pygame.Rect  # the card or fight of the turn
    hand: pygame.Rect
    mission: pygame.Rect
    buttons: pygame.Rect


def compute(size: tuple[int, int], seats: int) -> Layout:
    w, h = size
    right = 318
    stair = pygame.Rect(0, 0, w - right - 8, h - 196)
    # two turns of constant radius, each door a little higher: the back of one turn clears the
    # front of the next (2 * radius * tilt - half a turn's rise > a door's height). The doors are
    # spread partly by distance along the turn, so those at the sides, seen edge on, stand apart
    # enough that no door hides a year plate (tests/ui/test_board_ministerio.py checks every door)
    radius = stair.w / 2 - 20
    rise = 8.5
    base = (stair.centerx, round(stair.bottom - DOOR_SIZE[1] / 2 - 12 - radius * TILT))
    points, depth = helix(30, base, outer=radius, inner=radius, turns=2.0, tilt=TILT, rise=rise,
                          start_angle=1.7, even=0.6)  # fmt: skip
    well = (base[1] + 8, round(base[1] - rise * 29 - 8), radius + 16)
    centre = (base[0], well[1])  # the bosses stand on top of the stairwell
    # a door at the side of the drum is seen edge on: narrower (and the neighbours overlap less)
    sizes = [(round(DOOR_SIZE[0] * (0.55 + 0.45 * abs(d) / radius)), DOOR_SIZE[1]) for d in depth]
    doors = Track.from_centres(points, sizes, depth)
    office = pygame.Rect(w - right, 0, right, 300)
    pa = Track.from_centres(
        line(PA_SPACES, (office.x + 18, office.y + 53), (office.right - 18, office.y + 53)), (24, 24)
    )
    slot_w = 50
    slots = tuple(pygame.Rect(office.x + 14 + i * (slot_w + 10), office.y + 98, slot_w, 36) for i in range(5))
    tiles = tuple(pygame.Rect(office.x + 10 + i * 76, office.y + 142, 70, 40) for i in range(4))
    piles = tuple(pygame.Rect(office.x + 16 + i * 76, office.y + 206, *CARD) for i in range(4))
    panel = pygame.Rect(office.x, office.bottom + 6, right, h - office.bottom - 6)
    row = min(110, panel.h // max(1, seats))
    seat_rects = tuple(pygame.Rect(panel.x, panel.y + i * row, right, row - 4) for i in range(seats))
    bottom = pygame.Rect(0, stair.bottom + 6, stair.w, h - stair.bottom - 6)
    # the turn's panel: whose turn, the dice, the card played and the fight or trial beside it
    table = pygame.Rect(bottom.x, bottom.y, TABLE_W, bottom.h)
    mission = pygame.Rect(bottom.right - 58, bottom.y + 14, 54, 76)
    # the hand: its title, the cards and under each its PA badge, clear of the buttons below
    hand = pygame.Rect(table.right + 8, bottom.y + 4, mission.x - table.right - 14, HAND_TITLE + CARD[1] + 14)
    # three rows of buttons across the whole width under the hand and the mission
    buttons = pygame.Rect(table.right + 8, hand.bottom + 2, bottom.right - table.right - 10,
                          bottom.bottom - hand.bottom - 4)  # fmt: skip
    dice = pygame.Rect(table.right - 84, table.y + 7, 76, 34)
    return Layout(size, stair, doors, centre, well, dice, office, pa, slots,
                  tiles, piles, seat_rects, table, hand, mission, buttons)  # fmt: skip
