"""The rulebook lets the more experienced player take the coin instead of tossing it."""

from __future__ import annotations

import pytest

from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.state import CHANCE
from timetravel.games.division import GAME


def _start(coin: str, mode: str = "single"):
    return GAME.new_initial_state(GAME.make_config(2, {"mode": mode, "coin": coin}))


def test_the_setup_offers_the_coin_option_with_a_toss_by_default() -> None:
    spec = next(o for o in GAME.info.options if o.key == "coin")
    assert spec.default == "toss"
    assert set(spec.choices) == {"toss", "first", "second"}
    labels = dict(zip(spec.choices, spec.choice_labels, strict=True))
    assert "experienced" in labels["first"] and "experienced" in labels["second"]


def test_the_toss_is_a_chance_step() -> None:
    state = _start("toss")
    assert state.to_act() == CHANCE and state.coin is None
    assert {str(a) for a, _ in state.chance_outcomes()} == {"flip:0", "flip:1"}


@pytest.mark.parametrize(("coin", "seat"), [("first", 0), ("second", 1)])
@pytest.mark.parametrize("mode", ["single", "campaign"])
def test_the_more_experienced_player_holds_the_coin_without_a_toss(coin: str, seat: int, mode: str) -> None:
    state = _start(coin, mode)
    assert state.coin == seat
    assert state.step == ("travelers" if mode == "campaign" else "draft")
    assert all(not str(a).startswith("flip") for a, _ in state.chance_outcomes())
    assert state.drafter == seat


def test_a_match_with_the_coin_given_replays_from_its_log() -> None:
    config = GAME.make_config(2, {"coin": "second"})
    match = Match.new(GAME, config, [SeatSpec(name="A"), SeatSpec(name="B")], 5)
    for _ in range(12):
        if match.to_act() == CHANCE:
            match.sample_chance()
        else:
            match.apply(match.state.legal_actions()[0])
    assert match.state.coin == 1
    replay = GAME.new_initial_state(config)
    for entry in match.log:
        replay, _ = replay.apply(replay.find_action(entry.action))
    assert replay.to_json() == match.state.to_json()
