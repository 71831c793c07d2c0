"""Rocket's typed view: the JSON is observe(seat); pile sizes, team points and Rocket values are the
rules' own figures, and a pile's size is what the seat can count from its observation."""

from __future__ import annotations

import random

import pytest

from timetravel.engine.match import Match, SeatSpec
from timetravel.games.rocket import GAME
from timetravel.games.rocket.content import PERIODS
from timetravel.games.rocket.view import view


def _states(seats: int, seed: int):
    specs = [SeatSpec(name=f"P{i}") for i in range(seats)]
    match = Match.new(GAME, GAME.make_config(seats), specs, seed)
    rng = random.Random(seed)
    while not match.is_over:
        yield match.state
        if match.to_act() < 0:
            match.sample_chance()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    yield match.state


def _counted(obs: dict, index: int) -> int:
    """A pile's size as a seat counts it from its observation (pools count hidden looked cards back)."""
    size = sum(obs["pools"][index].values()) + sum(1 for card, _ in obs["tops"][index] if card is not None)
    act = obs["act"]
    if act.get("source") == index and act.get("look") is not None and None in act["look"] + act["order"]:
        size -= len(act["look"]) + len(act["order"])
    return size


@pytest.mark.parametrize(("seats", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_the_view_gives_the_rules_figures(seats: int, seed: int) -> None:
    for state in _states(seats, seed):
        for seat in range(seats):
            seen = view(state, seat)
            obs = state.observe(seat)
            assert seen.to_json() == obs
            assert seen.pile_sizes == tuple(state.pile_size(i) for i in range(len(PERIODS)))
            assert seen.pile_sizes == tuple(_counted(obs, i) for i in range(len(PERIODS)))
            assert seen.team_points == tuple(state.team_points(p) for p in range(seats))
            assert seen.rocket_values == tuple(state.rocket_value(p) for p in range(seats))
            assert seen.in_turn == (state.phase not in ("objective", "over"))
