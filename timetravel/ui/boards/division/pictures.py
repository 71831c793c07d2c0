"""Time Division's components for its rules (ui/boards/kit/pictures.py), painted by the board's art:
cards of an era face up and face down, the coin and the table in the middle of an era."""

from __future__ import annotations

import pygame

from timetravel.engine.state import GameState
from timetravel.games.division.content import load_era
from timetravel.ui.boards.division import cards
from timetravel.ui.boards.division.anims import coin_image
from timetravel.ui.boards.kit.pictures import Painter, board_snapshot, sample_match, side_by_side
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette

ERA = "egypt"
CARD = (110, 154)  # the large card view's proportions, about twice the table's


def _cards(fonts: Fonts, palette: Palette) -> pygame.Surface:
    """A low card with a strong effect and a high card with none."""
    era = load_era(ERA).cards
    low = min((c for c in era if c.effect and cards.bar_tokens(c) is None), key=lambda c: c.value)
    high = max(era, key=lambda c: c.value)
    return side_by_side(*(cards.face(c.id, ERA, CARD, fonts, palette.colour_blind) for c in (low, high)))


def _effect(fonts: Fonts, palette: Palette) -> pygame.Surface:
    """A card whose effect has a coloured bar over its rows."""
    era = load_era(ERA).cards
    barred = next((c for c in era if cards.bar_tokens(c) is not None), era[0])
    return cards.face(barred.id, ERA, (138, 192), fonts, palette.colour_blind)


def _back(fonts: Fonts, palette: Palette) -> pygame.Surface:
    return side_by_side(cards.back(ERA, CARD), coin_image(34, True))


def _mid_era(state: GameState) -> bool:
    """The fourth round under way: cards in both Influence Areas and one just played."""
    return (
        getattr(state, "round", 0) >= 4
        and state.to_act() == 1
        and str(state.legal_actions()[0]).startswith("play:")
    )


def _table(fonts: Fonts, palette: Palette) -> pygame.Surface:
    return board_snapshot(sample_match("division", 2, {"era": ERA}, until=_mid_era), fonts, palette)[0]


PICTURES: dict[str, Painter] = {
    "cards": _cards,
    "effect": _effect,
    "back": _back,
    "table": _table,
}
