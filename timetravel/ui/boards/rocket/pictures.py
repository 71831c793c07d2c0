"""Time Machine Rocket's components for its rules (ui/boards/kit/pictures.py), painted by the board's
art: character cards, the Rockets and the Vortex, an objective, the piles' backs and the table."""

from __future__ import annotations

import pygame

from timetravel.engine.registry import get_game
from timetravel.engine.state import GameState
from timetravel.games.rocket.content import PERIODS, ROCKET, ROCKET_2X, VORTEX
from timetravel.ui.boards.kit.pictures import Painter, board_snapshot, sample_match, side_by_side
from timetravel.ui.boards.rocket.cards import CardArt, deck_of
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette

CARD = (110, 154)  # about twice the board's card


def _art(fonts: Fonts) -> CardArt:
    return CardArt(deck_of(get_game("rocket")), fonts)


def _characters(fonts: Fonts, palette: Palette) -> pygame.Surface:
    art = _art(fonts)
    deck = art.deck
    picked: list[str] = []
    for period in (PERIODS[0], PERIODS[-1]):  # the oldest pile and the newest, two categories
        taken = {deck.characters[c].category for c in picked}
        picked.append(next(c for c, ch in deck.characters.items() if ch.period == period
                           and ch.category not in taken))  # fmt: skip
    return side_by_side(*(art.face(card, CARD) for card in picked))


def _specials(fonts: Fonts, palette: Palette) -> pygame.Surface:
    art = _art(fonts)
    return side_by_side(*(art.face(card, CARD) for card in (ROCKET, ROCKET_2X, VORTEX)))


def _objective(fonts: Fonts, palette: Palette) -> pygame.Surface:
    art = _art(fonts)
    objectives = list(art.deck.objectives)
    return art.objective("santa-claus" if "santa-claus" in objectives else objectives[0], (236, 140))


def _piles(fonts: Fonts, palette: Palette) -> pygame.Surface:
    art = _art(fonts)
    return side_by_side(*(art.back(period, (66, 92)) for period in range(len(PERIODS))), gap=8)


def _recruit_or_skip(state: GameState) -> str | None:
    """The sample game's choices: take the first character revealed, use no action."""
    legal = [str(a) for a in state.legal_actions()]
    return next((a for a in legal if a.startswith("recruit:")), "skip" if "skip" in legal else None)


def _first_reveal_of_round_two(state: GameState) -> bool:
    """Every team has someone, and the first player has just turned up a character."""
    teams = state.observe(0)["teams"]  # public: what any seat sees
    return (
        all(teams)
        and state.to_act() == 0
        and any(str(a).startswith("recruit:") for a in state.legal_actions())
    )


def _table(fonts: Fonts, palette: Palette) -> pygame.Surface:
    match = sample_match("rocket", 3, choose=_recruit_or_skip, until=_first_reveal_of_round_two)
    return board_snapshot(match, fonts, palette)[0]


PICTURES: dict[str, Painter] = {
    "characters": _characters,
    "rockets": _specials,
    "objective": _objective,
    "piles": _piles,
    "table": _table,
}
