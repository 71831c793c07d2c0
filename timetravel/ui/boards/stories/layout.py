"""Where everything sits on T.I.M.E Stories' board, in the board's own pixels (0,0 is its corner):
the time line across the top with the overlay buttons, the location's name, the panorama with the
pawns above and the shields below, the reading panel and the status tokens, and a portrait card
for each agent along the bottom. Overlays (HQ, map, journal) cover the middle."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from timetravel.ui.boards.kit.panorama import Panorama

TOP_H = 44
BUTTON_W, BUTTON_H = 92, 32
BUTTONS = ("hq", "map", "journal")
CARD_H = 176
MAX_CARD_W = 150
GAP = 6
SHIELD_R = 11
TEXT_SIZE = 16  # a card's text: larger than the side panel's 15
TEXT_LINE = 22


@dataclass
class Layout:
    size: tuple[int, int]
    timeline: pygame.Rect
    buttons: dict[str, pygame.Rect]
    header: pygame.Rect
    pawns_y: int
    panorama: Panorama
    shields_y: int
    reading: pygame.Rect
    tokens: pygame.Rect
    hosts: list[pygame.Rect]
    middle: pygame.Rect  # what an overlay covers, and the host choice
    hosts_choice: list[pygame.Rect]
    dice: tuple[int, int]  # where dice land

    def tu_centre(self, tu: int, full: int) -> tuple[int, int]:
        """The time line's space for `tu` TU left (full on the left, 0 on the right)."""
        line = self.timeline
        step = (line.w - 24) / max(1, full)
        return (round(line.x + 12 + (full - tu) * step), line.centery)


def compute(size: tuple[int, int], seats: int, cards: int, hosts: int) -> Layout:
    w, h = size
    buttons = {
        name: pygame.Rect(w - (len(BUTTONS) - i) * (BUTTON_W + 6), 6, BUTTON_W, BUTTON_H)
        for i, name in enumerate(BUTTONS)
    }
    timeline = pygame.Rect(120, 4, buttons["hq"].x - 132, TOP_H - 8)
    header = pygame.Rect(0, TOP_H + 4, w, 30)
    count = max(1, cards)
    card_w = min(MAX_CARD_W, (w - 16 - GAP * (count - 1)) // count)
    row_w = count * card_w + (count - 1) * GAP
    pawns_y = header.bottom + 18
    panorama = Panorama(((w - row_w) // 2, pawns_y + 18), count, (card_w, CARD_H), GAP)
    shields_y = panorama.rect.bottom + 16
    host_h = 134
    host_top = h - host_h
    lower = shields_y + SHIELD_R + 10
    token_w = 286
    reading = pygame.Rect(0, lower, w - token_w - 8, host_top - lower - 8)
    tokens = pygame.Rect(reading.right + 8, lower, token_w, reading.h)
    slots = max(1, seats)
    host_w = (w - 8 * (slots - 1)) // slots
    host_rects = [pygame.Rect(i * (host_w + 8), host_top, host_w, host_h) for i in range(slots)]
    middle = pygame.Rect(0, TOP_H + 4, w, host_top - TOP_H - 12)
    choices = max(1, hosts)
    choice_w = (w - 8 * (choices - 1)) // choices
    choice_h = middle.h - 150
    hosts_choice = [
        pygame.Rect(i * (choice_w + 8), middle.y + 36, choice_w, choice_h) for i in range(choices)
    ]
    dice = (panorama.rect.centerx, panorama.rect.centery)
    return Layout(size, timeline, buttons, header, pawns_y, panorama, shields_y, reading, tokens,
                  host_rects, middle, hosts_choice, dice)  # fmt: skip
