"""Division's typed view: the JSON is observe(seat), and the influence it shows is the rules' own."""

from __future__ import annotations

import random

import pytest

from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import get_game
from timetravel.games.division.view import DivisionView, view


def _states(options: dict[str, str], seed: int, every: int = 7):
    """Every few steps of a random game, to its end."""
    game = get_game("division")
    match = Match.new(game, game.make_config(2, options), [SeatSpec(name="A"), SeatSpec(name="B")], seed)
    rng = random.Random(seed)
    step = 0
    while not match.is_over:
        if step % every == 0:
            yield match.state
        if match.to_act() < 0:
            match.sample_chance()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
        step += 1
    yield match.state


@pytest.mark.parametrize(("options", "seed"), [({"era": "egypt"}, 1), ({"era": "eighties"}, 2),
                                              ({"mode": "campaign"}, 3), ({"era": "darkages"}, 4)])  # fmt: skip
def test_the_view_counts_influence_as_the_rules_do(options: dict[str, str], seed: int) -> None:
    for state in _states(options, seed):
        for seat in (0, 1):
            seen: DivisionView = view(state, seat)
            assert seen.to_json() == state.observe(seat)
            for owner in (0, 1):
                area = state.z[f"influence:{owner}"]
                assert list(seen.influence[owner]) == [state.influence_of(c, owner) for c in area]
                assert seen.influence_totals[owner] == state.score_total(owner)


def test_the_view_is_typed_and_its_json_a_copy() -> None:
    state = next(_states({"era": "egypt"}, 5))
    seen = view(state, 0)
    assert seen.era == "egypt" and seen.seat == 0 and seen.drafting
    assert seen.stack_left == tuple(state.stack_left)
    seen.to_json()["zones"].clear()
    assert seen.to_json() == state.observe(0)


def test_equal_knowledge_gives_equal_views() -> None:
    for state in _states({"mode": "campaign"}, 6, every=13):
        assert view(state, 1) == view(state.clone(), 1)
