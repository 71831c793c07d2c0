"""A synthetic 70-card deck and helpers that build Rocket states exactly as a test needs them.

The real characters live in scenes/rocket/characters.toml (written separately); these cards have
made-up names so that tests state precisely what they rely on.
"""

from __future__ import annotations

from typing import Any

from timetravel.engine.actions import Action
from timetravel.engine.content import load_model
from timetravel.games.rocket import rounds
from timetravel.games.rocket.content import (
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
    rounds.start_turn(state, turn, [])
    return state


# Named characters that tests rely on, added to the synthetic deck.
EXTRA = [
    char("hum1", "postwar", "humanitarian", 1),
    char("hum3", "modern", "humanitarian", 3),
    char("hum4", "contemporary", "humanitarian", 4),
    char("hum5", "contemporary", "humanitarian", 5),
    char("mil1", "postwar", "military", 1),
    char("mil2", "modern", "military", 2),
    char("mil3", "middle", "military", 3),
    char("mil5", "modern", "military", 5),
    char("cre1", "postwar", "creative", 1),
    char("cre2", "contemporary", "creative", 2),
    char("cre3", "middle", "creative", 3),
    char("sci1", "postwar", "scientist", 1),
    char("sci3", "modern", "scientist", 3),
    char("sci4", "modern", "scientist", 4, gender="female"),
    char("exp1", "ancient", "explorer", 1),
    char("exp2", "postwar", "explorer", 2),
    char("exp3", "postwar", "explorer", 3),
    char("anc-hum2", "ancient", "humanitarian", 2),
    char("anc-mil1", "ancient", "military", 1),
    char("bra-cre2", "modern", "creative", 2, nationality="Brazilian"),
    char("bra-sci1", "postwar", "scientist", 1, nationality="Brazilian"),
    char("woman-hum2", "middle", "humanitarian", 2, gender="female"),
]


def do(state: RocketState, *steps: str) -> tuple[RocketState, list]:
    """Apply action strings (player actions or chance outcomes) in order; returns the events too."""
    events: list = []
    for text in steps:
        state, new_events = state.apply(Action.parse(text))
        events += new_events
    return state, events


def strings(state: RocketState) -> list[str]:
    return [str(a) for a in state.candidate_actions()]


def end_round_now(state: RocketState) -> list:
    """Score the round as it stands (for scoring and tie-break tests)."""
    events: list = []
    rounds.end_round(state, events)
    return events
