"""Where everything sits on the Rocket table, in board-local pixels, for 2 to 4 seats.

Top to bottom: the score track; the five period piles (oldest left), the Rocket pile and the
objective; the Game Area and the discard pile; one panel per seat with five category slots and a
Rocket area. The table is designed for the game screen's 888x644 board and scales with it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

CARD_RATIO = 1.4  # height / width of every card
CATEGORY_ORDER = ("humanitarian", "military", "creative", "scientist", "explorer")
TOKEN_KINDS = ("rocket", "rocket2x", "vortex")


@dataclass
class SeatLayout:
    panel: pygame.Rect
    header: pygame.Rect
    slots: dict[str, pygame.Rect]
    tokens: dict[str, pygame.Rect]  # the Rocket area: one badge per kind
    score: pygame.Rect


@dataclass
class Layout:
    size: tuple[int, int]
    track: pygame.Rect
    pile_slots: list[pygame.Rect]  # the column of each period pile (label, card, count)
    piles: list[pygame.Rect]  # the card of each period pile
    rocket_pile: pygame.Rect
    objective: pygame.Rect
    area: pygame.Rect  # the Game Area panel
    area_card: tuple[int, int]
    discard_panel: pygame.Rect
    discard: pygame.Rect  # the top card of the discard pile
    seats: list[SeatLayout] = field(default_factory=list)

    def area_slots(self, count: int) -> list[pygame.Rect]:
        """Rects of `count` cards in the Game Area, overlapping when they would not fit."""
        w, h = self.area_card
        inner = self.area.inflate(-24, 0)
        step = w + 10
        if count > 1 and count * step - 10 > inner.w:
            step = (inner.w - w) // (count - 1)
        total = (count - 1) * step + w if count else 0
        x0 = inner.x + max(0, (inner.w - total) // 2)
        y = self.area.bottom - h - 10
        return [pygame.Rect(x0 + i * step, y, w, h) for i in range(count)]

    def look_rect(self) -> pygame.Rect:
        """The floating panel of cards seen with a Creative or an Explorer (over the Game Area)."""
        return self.area.inflate(-40, 16)


def card_size(height: int) -> tuple[int, int]:
    return (round(height / CARD_RATIO), height)


def compute(size: tuple[int, int], seats: int) -> Layout:
    w, h = size
    pad = 10
    track = pygame.Rect(pad, 6, w - 2 * pad, 40)
    # --- the row of piles
    row_top = track.bottom + 8
    pile_h = 112
    pile_w = round(pile_h / CARD_RATIO)
    col_w = 100
    pile_slots = [pygame.Rect(pad + i * (col_w + 4), row_top, col_w, 156) for i in range(5)]
    piles = []
    for slot in pile_slots:
        card = pygame.Rect(0, 0, pile_w, pile_h)
        card.midtop = (slot.centerx, slot.y + 20)
        piles.append(card)
    rocket_x = pile_slots[-1].right + 10
    rocket_pile = pygame.Rect(rocket_x + 8, row_top + 30, 62, 88)
    objective = pygame.Rect(rocket_x + 92, row_top, w - pad - (rocket_x + 92), 156)
    # --- seat panels: two columns, one or two rows
    rows = 1 if seats <= 2 else 2
    panel_h = 186 if rows == 1 else 130
    seats_top = h - pad - rows * panel_h - (rows - 1) * 8
    col = (w - 2 * pad - 10) // 2
    seat_layouts = []
    for seat in range(seats):
        r, c = divmod(seat, 2)
        x = pad + c * (col + 10)
        if seats == 3 and seat == 2:
            x = (w - col) // 2
        panel = pygame.Rect(x, seats_top + r * (panel_h + 8), col, panel_h)
        seat_layouts.append(_seat_layout(panel))
    # --- the middle band: Game Area and discard
    mid_top = row_top + 164
    mid = pygame.Rect(pad, mid_top, w - 2 * pad, seats_top - 8 - mid_top)
    discard_w = 190
    area = pygame.Rect(mid.x, mid.y, mid.w - discard_w - 10, mid.h)
    discard_panel = pygame.Rect(area.right + 10, mid.y, discard_w, mid.h)
    card_h = min(150, mid.h - 40)
    discard = pygame.Rect((0, 0), card_size(card_h))
    discard.bottomleft = (discard_panel.x + 14, discard_panel.bottom - 12)
    return Layout(
        size, track, pile_slots, piles, rocket_pile, objective, area, card_size(card_h), discard_panel,
        discard, seat_layouts,
    )  # fmt: skip


def _seat_layout(panel: pygame.Rect) -> SeatLayout:
    header = pygame.Rect(panel.x, panel.y, panel.w, 28)
    score = pygame.Rect(panel.right - 86, panel.y + 3, 80, 22)
    tall = panel.h >= 170  # one row of panels: the Rocket area goes under the slots
    token_col = 0 if tall else 62
    token_row = 34 if tall else 0
    room_w = panel.w - token_col - 20
    room_h = panel.bottom - header.bottom - 8 - token_row
    card_w = min((room_w - 4 * 6) // 5, round(room_h / CARD_RATIO))
    card_h = round(card_w * CARD_RATIO)
    slots = {}
    x = panel.x + 10 + (room_w - 5 * card_w - 24) // 2
    y = header.bottom + max(2, (room_h - card_h) // 2)
    for category in CATEGORY_ORDER:
        slots[category] = pygame.Rect(x, y, card_w, card_h)
        x += card_w + 6
    tokens = {}
    if tall:
        for i, kind in enumerate(TOKEN_KINDS):
            tokens[kind] = pygame.Rect(panel.x + 10 + i * 96, panel.bottom - token_row - 4, 88, token_row - 2)
        return SeatLayout(panel, header, slots, tokens, score)
    token_x = panel.right - token_col - 4
    token_h = min(36, (room_h - 8) // 3)
    ty = header.bottom + max(2, (room_h - 3 * token_h - 8) // 2)
    for kind in TOKEN_KINDS:
        tokens[kind] = pygame.Rect(token_x, ty, token_col, token_h)
        ty += token_h + 4
    return SeatLayout(panel, header, slots, tokens, score)
