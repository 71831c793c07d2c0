"""Time Tricks' components for its player's rules (ui/boards/kit/pictures.py), painted by the board's
own art: cards, a hand seen from across the table, a trick and the whole table of a sample game."""

from __future__ import annotations

import pygame

from timetravel.engine.state import GameState
from timetravel.ui.boards.kit.pictures import Painter, board_snapshot, cut, sample_match, side_by_side
from timetravel.ui.boards.tricks.cards import CardArt
from timetravel.ui.boards.tricks.table import SLOT_CARD
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette

CARD = (110, 154)  # larger than the board's


def _cards(fonts: Fonts, palette: Palette) -> pygame.Surface:
    art = CardArt(fonts)
    return side_by_side(*(art.face(rank, CARD) for rank in (1, 4, 9)))


def _backs(fonts: Fonts, palette: Palette) -> pygame.Surface:
    art = CardArt(fonts)
    return side_by_side(*(art.back(CARD) for _ in range(3)), gap=8)


def _mid_trick(state: GameState) -> bool:
    """Two cards down in the first trick of three seats: one of them takes it so far."""
    return len(state.observe(0)["played"]) == 2  # what every seat sees


def _snapshot(fonts: Fonts, palette: Palette) -> tuple[pygame.Surface, pygame.Rect]:
    match = sample_match("tricks", 3, until=_mid_trick)
    surface, board = board_snapshot(match, fonts, palette)
    slots = board.layout.slots
    return surface, slots[0].unionall(list(slots[1:]))


def _trick(fonts: Fonts, palette: Palette) -> pygame.Surface:
    surface, row = _snapshot(fonts, palette)
    return cut(surface, row.inflate(SLOT_CARD[0] // 2, 16))  # the cards, not the heading above them


def _table(fonts: Fonts, palette: Palette) -> pygame.Surface:
    return _snapshot(fonts, palette)[0]


PICTURES: dict[str, Painter] = {
    "cards": _cards,
    "backs": _backs,
    "trick": _trick,
    "table": _table,
}
