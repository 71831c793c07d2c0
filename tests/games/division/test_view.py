"""Division's typed view: the JSON is observe(seat), and the influence it shows is the rules' own."""

from __future__ import annotations

import random

import pytest

from timetravel.engine.events import RoundEnded
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import get_game
from timetravel.games.division.content import card_index
from timetravel.games.division.view import DivisionView, scored_areas, view


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


@pytest.mark.parametrize("options", [{"era": "eighties"}, {"mode": "campaign"}])
def test_an_eras_scoring_events_carry_the_scored_areas(options: dict[str, str]) -> None:
    """The board's scoring shows the rules' figures: each card of each Influence Area as scored, from
    the era's events (no replay of the moves over an earlier view), summing to the era's totals."""
    game = get_game("division")
    match = Match.new(game, game.make_config(2, options), [SeatSpec(name="A"), SeatSpec(name="B")], 7)
    rng = random.Random(7)
    eras = 0
    while not match.is_over:
        before = match.state
        events = (
            match.sample_chance() if match.to_act() < 0 else match.apply(rng.choice(before.legal_actions()))
        )
        if not any(isinstance(e, RoundEnded) for e in events):
            assert scored_areas(events) == {}
            continue
        eras += 1
        areas = scored_areas(events)
        result = view(match.state, 0).results[-1]
        for seat in (0, 1):
            assert sum(c.influence for c in areas[seat]) == result.totals[seat]
            assert all(c.card in card_index() for c in areas[seat])
    assert eras == len(match.state.results) >= 1
