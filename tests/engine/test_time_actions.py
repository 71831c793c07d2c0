"""find_action knows time actions as apply does: a logged "time:MS" step can be looked up again
(the game screen names every step it logs), in real-time games only and never after the end."""

from __future__ import annotations

import pytest

from tests.games.countdown import GAME as COUNTDOWN
from tests.games.tiny_tricks import GAME as TINY
from timetravel.engine.actions import Action
from timetravel.engine.errors import IllegalAction
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.state import TIME_KIND


def test_a_real_time_state_finds_a_time_action() -> None:
    state = COUNTDOWN.new_initial_state(COUNTDOWN.make_config(2))
    assert state.find_action(f"{TIME_KIND}:64") == Action(TIME_KIND, (64,))


def test_other_games_and_finished_games_refuse_it() -> None:
    with pytest.raises(IllegalAction):
        TINY.new_initial_state(TINY.make_config(2)).find_action(f"{TIME_KIND}:64")
    state = COUNTDOWN.new_initial_state(COUNTDOWN.make_config(2))
    while not state.is_terminal():
        state = state.apply(state.legal_actions()[-1])[0]
    with pytest.raises(IllegalAction):
        state.find_action(f"{TIME_KIND}:64")


def countdown_match(turn_ms: str = "1500") -> Match:
    seats = [SeatSpec(name="Ada"), SeatSpec(name="Bo")]
    return Match.new(COUNTDOWN, COUNTDOWN.make_config(2, {"turn_ms": turn_ms}), seats, seed=1)


def test_flush_time_charges_time_that_is_not_due_yet() -> None:
    match = countdown_match()
    match.advance_time(30)  # under Countdown's 50 ms tick: kept, not logged
    assert match.pending_ms == 30 and not match.log
    match.flush_time()
    assert [entry.action for entry in match.log] == ["time:30"]
    assert match.pending_ms == 0 and match.state.spent_ms == 30
    assert match.flush_time() == [] and len(match.log) == 1, "nothing pending: nothing logged"


def test_let_time_pass_crosses_every_deadline_within_it() -> None:
    match = countdown_match(turn_ms="100")
    match.let_time_pass(250)  # two 100 ms turns time out, then 50 ms of the third
    assert match.state.timeouts == [1, 1]
    assert match.state.spent_ms == 50 and match.pending_ms == 0


def test_after_time_matches_let_time_pass() -> None:
    match = countdown_match(turn_ms="100")
    state = match.state.after_time(250)
    match.let_time_pass(250)
    assert state.to_json() == match.state.to_json()


def test_a_game_against_the_clock_cannot_be_taken_back() -> None:
    match = countdown_match()
    match.apply("take:1")
    allowed, reason = match.undo_status(0)
    assert not allowed and "clock" in reason
    assert not match.undo(0) and len(match.log) == 1
