"""A synthetic 70-card deck and helpers that build Rocket states exactly as a test needs them.

The real characters live in scenes/rocket/characters.toml (written separately); these cards have
made-up names so that tests state precisely what they rely on.
"""

from __future__ import annotations

from typing import Any

from timetravel.engine.content import load_model
from timetravel.games.rocket import rules
from timetravel.games.rocket.cards import (
    CATEGORIES,
    PERIODS,
    Character,
    Deck,
    ObjectiveFile,
    PileFile,
    make_deck,
    rocket_dir,
)
from timetravel.games.rocket.game import RocketGame
from timetravel.games.rocket.state import RocketState

NATIONS = ("Italian", "Chinese", "English", "Egyptian", "Indian", "French", "Japanese")


def synthetic_characters() -> list[Character]:
    cards = []
    for p, period in enumerate(PERIODS):
        for i in range(14):
            category = CATEGORIES[i % 5]
            brazilian = (p, i) in ((1, 2), (3, 2), (4, 2))
            cards.append(
                Character(
                    id=f"{period}-{category}-{i}",
                    name=f"{period.title()} {category.title()} {i}",
                    period=period,
                    category=category,
                    points=(i * 2 + p) % 5 + 1,
                    gender="female" if i % 3 == 0 else "male",
                    nationality="Brazilian" if brazilian else NATIONS[(i + p) % len(NATIONS)],
                    note="A made-up person for tests.",
                )
            )
    return cards


def char(cid: str, period: str, category: str, points: int, **extra: Any) -> Character:
    """A named test character (gender male and nationality Italian unless given)."""
    fields = {"gender": "male", "nationality": "Italian", "note": "test"} | extra
    return Character(
        id=cid, name=cid.replace("-", " ").title(), period=period, category=category, points=points, **fields
    )  # type: ignore[arg-type]


def real_piles() -> PileFile:
    return load_model(rocket_dir() / "piles.toml", PileFile)


def real_objectives() -> list:
    return list(load_model(rocket_dir() / "objectives.toml", ObjectiveFile).objectives)


def synthetic_deck(extra: list[Character] = ()) -> Deck:  # type: ignore[assignment]
    return make_deck(synthetic_characters() + list(extra), real_piles(), real_objectives())


def game_with(extra: list[Character] = ()) -> RocketGame:  # type: ignore[assignment]
    return RocketGame(synthetic_deck(extra))


def make_state(
    game: RocketGame,
    seats: int = 2,
    objective: str | None = "seventh-wonder",
    turn: int = 0,
    piles: dict[int, dict[str, int]] | None = None,
    tops: dict[int, list[str]] | None = None,
    teams: dict[int, list[str]] | None = None,
    areas: dict[int, dict[str, int]] | None = None,
    discard: list[str] | None = None,
    rocket_pile: dict[str, int] | None = None,
    totals: list[int] | None = None,
) -> RocketState:
    """A state at the start of `turn`'s turn. Piles not given are empty; given tops are known to `turn`."""
    state = game.new_initial_state(game.make_config(seats))
    state.objective = objective
    state.piles = [dict((piles or {}).get(i, {})) for i in range(5)]
    state.tops = [[[c, [turn]] for c in (tops or {}).get(i, [])] for i in range(5)]
    chars = game.deck.characters
    for seat, cards in (teams or {}).items():
        state.teams[seat] = {chars[c].category: c for c in cards}
    for seat, area in (areas or {}).items():
        state.areas[seat] = dict(area)
    state.discard = list(discard or [])
    state.rocket_pile = dict(rocket_pile if rocket_pile is not None else {"rocket": 7, "rocket2x": 3})
    if totals:
        state.totals = list(totals)
    rules._start_turn(state, turn, [])
    return state
