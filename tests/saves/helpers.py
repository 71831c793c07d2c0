"""Shared helpers for the save tests: seeded play, a bulky variant of the tiny game, a v0 writer."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tests.games.tiny_tricks import GAME as TINY
from tests.games.tiny_tricks import TinyState, TinyTricks
from timetravel.engine.game import Game, GameInfo
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, Json
from timetravel.saves.model import SaveFile

SEATS_2 = [SeatSpec(name="Ada"), SeatSpec(name="Bot", kind="ai", level="hard")]
SEATS_3 = [SeatSpec(name="Ada"), SeatSpec(name="Bo", kind="ai", level="easy"), SeatSpec(name="Cy")]


def new_match(seed: int, seats: list[SeatSpec] | None = None, game: Game = TINY) -> Match:
    seats = seats or SEATS_2
    return Match.new(game, game.make_config(len(seats)), seats, seed)


def play(match: Match, chooser: Rng, steps: int | None = None) -> None:
    """Play `steps` steps (or to the end): chance from the match's Rng, choices from `chooser`."""
    done = 0
    while not match.is_over and (steps is None or done < steps):
        if match.to_act() == CHANCE:
            match.sample_chance()
        else:
            match.apply(chooser.choice(match.state.legal_actions()))
        done += 1


def full_length(seed: int, seats: list[SeatSpec] | None = None) -> int:
    match = new_match(seed, seats)
    play(match, Rng(seed + 1))
    return len(match.log)


def downgrade_to_v0(save: SaveFile) -> dict[str, Any]:
    """The pre-release (version 0) layout of a save, as described in timetravel.saves.migrations."""
    return {
        "kind": "timetravel-save",
        "version": 0,
        "game_id": save.game,
        "app": "0.0.1",
        "saved_at": save.updated,
        "seat_count": save.config.seats,
        "options": dict(save.config.options),
        "players": [{"name": s.name, "ai": s.level if s.kind == "ai" else None} for s in save.seats],
        "seed": save.seed,
        "rng": save.rng_state,
        "moves": [f"{e.actor} {e.action}" for e in save.log],
        "state": save.snapshot,
    }


# --- a tiny game with a big state, so that writing one save takes a while ---------------------
PADDING = "0123456789abcdef" * 400_000  # 6.4 MB: slow to write, quick to encode


class BulkyState(TinyState):
    def clone(self) -> BulkyState:
        new = super().clone()
        new.__class__ = BulkyState
        return new  # type: ignore[return-value]

    def to_json(self) -> Json:
        data = super().to_json()
        data["padding"] = PADDING
        return data


class BulkyTricks(TinyTricks):
    info = GameInfo(
        id="bulky",
        title="Bulky Tricks",
        pitch="Tiny Tricks with a large state: a test game.",
        min_seats=2,
        max_seats=3,
        has_chance=True,
        hidden_information=True,
        max_length=18,
    )

    def new_initial_state(self, config: Any) -> BulkyState:
        return BulkyState(self, config.seats)

    def state_from_json(self, data: Json) -> BulkyState:
        state = super().state_from_json(data)
        if data.get("padding") != PADDING:
            raise ValueError("the padding is damaged")
        state.__class__ = BulkyState
        return state  # type: ignore[return-value]


BULKY = BulkyTricks()


Location = tuple[str | int, ...]  # a path into a JSON tree: keys and list indexes


def json_locations(node: Any, prefix: Location = ()) -> Iterator[Location]:
    """Every location in a JSON tree, the root excluded."""
    if prefix:
        yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from json_locations(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from json_locations(value, (*prefix, index))
