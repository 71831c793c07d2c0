"""Where everything sits on the board (the board's own pixels, from its top-left corner): the
staircase as a kit Track on a helix, Salvador's office, the players' panels, the hand and the table."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from timetravel.ui.boards.kit.track import Track, helix, line

DOOR_SIZE = (38, 48)
CARD = (56, 80)
SMALL_CARD = (30, 42)
TILE = (34, 34)
PA_SPACES = 12  # 0..10, then Huesca


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    stair: pygame.Rect
    doors: Track
    centre: tuple[int, int]
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
    centre = (stair.centerx, stair.centery + 14)
    points, depth = helix(30, centre, outer=stair.w / 2 - 26, inner=96, turns=1.72, tilt=0.56, rise=2.2)
    doors = Track.from_centres(points, DOOR_SIZE, depth)
    office = pygame.Rect(w - right, 0, right, 300)
    pa = Track.from_centres(
        line(PA_SPACES, (office.x + 18, office.y + 44), (office.right - 18, office.y + 44)), (24, 24)
    )
    slot_w = 50
    slots = tuple(pygame.Rect(office.x + 14 + i * (slot_w + 10), office.y + 80, slot_w, 38) for i in range(5))
    tiles = tuple(pygame.Rect(office.x + 10 + i * 76, office.y + 134, 70, 40) for i in range(4))
    piles = tuple(pygame.Rect(office.x + 16 + i * 76, office.y + 200, *CARD) for i in range(4))
    panel = pygame.Rect(office.x, office.bottom + 6, right, h - office.bottom - 6)
    row = min(110, panel.h // max(1, seats))
    seat_rects = tuple(pygame.Rect(panel.x, panel.y + i * row, right, row - 4) for i in range(seats))
    bottom = pygame.Rect(0, stair.bottom + 6, stair.w, h - stair.bottom - 6)
    table = pygame.Rect(bottom.x, bottom.y, 176, bottom.h)
    mission = pygame.Rect(bottom.right - 64, bottom.y + 8, 60, 84)
    hand = pygame.Rect(table.right + 8, bottom.y + 8, mission.x - table.right - 16, CARD[1] + 22)
    buttons = pygame.Rect(
        table.right + 8, hand.bottom + 8, bottom.right - table.right - 12, bottom.bottom - hand.bottom - 12
    )
    return Layout(size, stair, doors, centre, pygame.Rect(stair.x + 8, stair.y + 8, 150, 60), office, pa, slots,
                  tiles, piles, seat_rects, table, hand, mission, buttons)  # fmt: skip
