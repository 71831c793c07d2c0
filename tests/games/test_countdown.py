"""Countdown, the real-time test game: time enters only through the Match, logs replay, and the
shared tools (simulate, bench, saves) take their real-time branches on it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.games.countdown import GAME, TIMEOUT, CountdownState
from timetravel import bench
from timetravel.ai.simulate import run_simulation
from timetravel.engine.errors import IllegalAction
from timetravel.engine.match import Match, SeatSpec, replay
from timetravel.engine.registry import get_game

SEATS = [SeatSpec(name="Ada"), SeatSpec(name="Bo")]


def new_match(turn_ms: str = "1500") -> Match:
    return Match.new(GAME, GAME.make_config(2, {"turn_ms": turn_ms}), SEATS, seed=5)


def test_it_is_registered_as_a_real_time_game() -> None:
    assert get_game("countdown") is GAME and GAME.info.real_time


def test_a_turn_times_out_only_when_its_time_is_up() -> None:
    match = new_match()
    assert match.advance_time(1499) == [] and match.log == []
    events = match.advance_time(1500)
    assert events and "ran out of time" in events[0].text
    assert [(e.actor, e.action) for e in match.log] == [(0, "timeout")]
    assert match.state.pile == 9 and match.to_act() == 1 and match.state.timeouts == [1, 0]


def test_the_timeout_is_no_legal_choice_and_not_after_the_end() -> None:
    match = new_match()
    assert TIMEOUT not in match.state.legal_actions()
    while not match.is_over:
        match.apply(match.state.legal_actions()[-1])
    assert match.advance_time(10_000) == []
    with pytest.raises(IllegalAction):
        match.state.apply(TIMEOUT)


def test_a_log_with_timeouts_replays_and_saves(tmp_path: Path) -> None:
    from timetravel.saves.store import load_match, write_save

    match = new_match()
    match.apply("take:2")
    match.advance_time(2000)
    match.apply("take:3")
    match.advance_time(1600)
    assert [e.action for e in match.log] == ["take:2", "timeout", "take:3", "timeout"]
    assert replay(GAME, match.config, match.log) == match.state
    resumed = load_match(write_save(match, tmp_path / "countdown.json"))
    assert resumed.state == match.state and resumed.log == match.log


def test_simulate_times_turns_out(monkeypatch: pytest.MonkeyPatch) -> None:
    due: list[int] = []
    real = CountdownState.time_action

    def counting(self: CountdownState, elapsed_ms: int):
        action = real(self, elapsed_ms)
        due.append(action is not None)
        return action

    monkeypatch.setattr(CountdownState, "time_action", counting)
    result = run_simulation("countdown", 4, ["normal", "random"], seed=3, think_ms=20)
    assert sum(result["wins"]) == 4
    assert any(due), "simulate never let a turn run out of time"


def test_bench_random_play_and_late_game_feed_time() -> None:
    match = bench.late_game_match(GAME, seed=7)
    assert "timeout" in [e.action for e in match.log], "bench's random play never timed a turn out"
    assert bench.random_play_rate(GAME, seed=1, seconds=0.02) > 0
