"""Countdown, the real-time test game: time enters only through the Match, logs replay, and the
shared tools (simulate, bench, saves) take their real-time branches on it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.games.countdown import GAME, PILE, TICK_MS, CountdownState
from timetravel import bench
from timetravel.ai.simulate import run_simulation
from timetravel.engine.actions import Action
from timetravel.engine.errors import IllegalAction
from timetravel.engine.match import Match, SeatSpec, replay
from timetravel.engine.registry import get_game
from timetravel.engine.state import TIME_KIND

SEATS = [SeatSpec(name="Ada"), SeatSpec(name="Bo")]


def new_match(turn_ms: str = "1500") -> Match:
    return Match.new(GAME, GAME.make_config(2, {"turn_ms": turn_ms}), SEATS, seed=5)


def test_it_is_registered_as_a_real_time_game() -> None:
    assert get_game("countdown") is GAME and GAME.info.real_time


def test_a_turn_times_out_only_when_its_time_is_up() -> None:
    match = new_match()
    assert match.advance_time(TICK_MS - 1) == [] and match.log == []  # gathered, not logged yet
    assert match.advance_time(1000) == []  # the time passes, the turn goes on
    assert [(e.actor, e.action) for e in match.log] == [(0, f"time:{TICK_MS - 1 + 1000}")]
    assert match.state.spent_ms == TICK_MS - 1 + 1000 and match.state.pile == PILE
    events = match.advance_time(1500 - match.state.spent_ms)
    assert events and "ran out of time" in events[0].words()
    assert match.state.pile == PILE - 1 and match.to_act() == 1 and match.state.timeouts == [1, 0]
    assert match.state.spent_ms == 0, "the next seat starts with a full clock"


def test_a_take_resets_the_clock_for_the_next_seat() -> None:
    match = new_match()
    match.advance_time(1400)
    match.apply("take:2")
    match.advance_time(1400)
    assert match.to_act() == 1 and match.state.timeouts == [0, 0]


def test_time_is_no_legal_choice_nor_due_after_the_end() -> None:
    match = new_match()
    assert all(a.kind != TIME_KIND for a in match.state.legal_actions())
    with pytest.raises(IllegalAction):
        match.state.apply(Action(TIME_KIND, (0,)))
    while not match.is_over:
        match.apply(match.state.legal_actions()[-1])
    assert match.advance_time(10_000) == []
    with pytest.raises(IllegalAction):
        match.state.apply(Action(TIME_KIND, (100,)))


def test_a_log_with_timeouts_replays_and_saves(tmp_path: Path) -> None:
    from timetravel.saves.store import load_match, write_save

    match = new_match()
    match.apply("take:2")
    match.advance_time(2000)
    match.apply("take:3")
    match.advance_time(700)
    assert [e.action for e in match.log] == ["take:2", "time:1500", "take:3", "time:700"]
    assert match.state.timeouts == [0, 1] and match.state.spent_ms == 700
    assert replay(GAME, match.config, match.log) == match.state
    resumed = load_match(write_save(match, tmp_path / "countdown.json"))
    assert resumed.state == match.state and resumed.log == match.log


def test_simulate_times_turns_out(monkeypatch: pytest.MonkeyPatch) -> None:
    due: list[int] = []
    real = CountdownState.time_action

    def counting(self: CountdownState, elapsed_ms: int):
        action = real(self, elapsed_ms)
        due.append(action is not None and self.spent_ms + elapsed_ms >= self.turn_ms)
        return action

    monkeypatch.setattr(CountdownState, "time_action", counting)
    result = run_simulation("countdown", 4, ["normal", "random"], seed=3, think_ms=20)
    assert sum(result["wins"]) == 4
    assert any(due), "simulate never let a turn run out of time"


def test_bench_random_play_and_late_game_feed_time() -> None:
    match = bench.late_game_match(GAME, seed=7)
    assert any(match.state.timeouts), "bench's random play never timed a turn out"
    assert bench.random_play_rate(GAME, seed=1, seconds=0.02) > 0
