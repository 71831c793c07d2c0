"""Numbers from outside: a frame time or an elapsed time that is NaN, +inf, -inf, negative, huge or
fractional is a clean value (no time, or the cap), never a traceback, in every public entry that
takes a time: App.step, PlayDriver.update, Match.advance_time / let_time_pass and
GameState.after_time. Time steps in the log always hold whole, non-negative milliseconds."""

from __future__ import annotations

import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.games.countdown import GAME as COUNTDOWN
from tests.play.test_driver import countdown, driver_for, run
from timetravel.ai import make_agent
from timetravel.ai.view import AgentView
from timetravel.engine.elapsed import MAX_ELAPSED_MS, whole_ms
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import get_game
from timetravel.engine.state import CHANCE, TIME_KIND

FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
ODD = [math.nan, math.inf, -math.inf, -1.0, -1e300, 1e300, 0.5, 2.0**70]
TIMES = st.floats(allow_nan=True, allow_infinity=True) | st.sampled_from(ODD) | st.integers(-(10**30), 10**30)
NOT_TIME = [math.nan, -math.inf, -5.0, -1e300]  # no time at all


def arena_in_fight(seed: int = 3) -> Match:
    """A Time Arena match played by random agents until its clocks run (after the draft)."""
    game = get_game("arena")
    seats = [SeatSpec(name="A", kind="ai", level="random"), SeatSpec(name="B", kind="ai", level="random")]
    match = Match.new(game, game.make_config(2), seats, seed)
    while not match.state.time_runs() or match.to_act() < 0:
        if match.to_act() == CHANCE:
            match.sample_chance()
        else:
            actor = match.to_act()
            match.apply(make_agent("random", game, actor, seed).decide(AgentView.of(match.state, actor)))
    return match


def matches() -> list[Match]:
    return [countdown("human", "human"), arena_in_fight()]


def time_steps_are_whole(match: Match) -> bool:
    for entry in match.log:
        kind, _, args = entry.action.partition(":")
        if kind == TIME_KIND and not all(part.isdigit() for part in args.split(",") if part):
            return False
    return True


# --- the clean value ----------------------------------------------------------------------------
@given(TIMES)
def test_whole_ms_is_always_a_whole_number_within_the_cap(value: float) -> None:
    ms = whole_ms(value)
    assert isinstance(ms, int) and 0 <= ms <= MAX_ELAPSED_MS


def test_whole_ms_reads_odd_numbers_as_no_time_or_the_cap() -> None:
    assert [whole_ms(v) for v in (math.nan, -math.inf, -3, 0.0, 12.9)] == [0, 0, 0, 0, 12]
    assert whole_ms(math.inf) == whole_ms(10**40) == MAX_ELAPSED_MS


# --- the match ----------------------------------------------------------------------------------
@FUZZ
@given(values=st.lists(TIMES, min_size=1, max_size=6))
def test_match_time_entries_take_any_number(values: list[float]) -> None:
    for match in matches():
        for value in values:
            if match.is_over:
                break
            match.advance_time(value)  # type: ignore[arg-type]
        match.let_time_pass(values[0])  # type: ignore[arg-type]
        assert isinstance(match.pending_ms, int)
        assert time_steps_are_whole(match)


@pytest.mark.parametrize("value", NOT_TIME, ids=str)
def test_no_time_changes_nothing(value: float) -> None:
    for match in matches():
        steps, pending = len(match.log), match.pending_ms
        match.advance_time(value)  # type: ignore[arg-type]
        match.let_time_pass(value)  # type: ignore[arg-type]
        assert match.pending_ms == pending
        assert len(match.log) == steps + (1 if pending else 0), "let_time_pass charges only what was pending"


def test_endless_time_is_the_cap_a_clock_runs_out() -> None:
    match = countdown("human", "human")
    match.let_time_pass(math.inf)  # type: ignore[arg-type]
    assert match.is_over and time_steps_are_whole(match)


@FUZZ
@given(value=TIMES)
def test_after_time_takes_any_number(value: float) -> None:
    for state in (COUNTDOWN.new_initial_state(COUNTDOWN.make_config(2)), arena_in_fight().state):
        after = state.after_time(value)  # type: ignore[arg-type]
        if math.isnan(value) or value <= 0:
            assert after is state


# --- the play driver ----------------------------------------------------------------------------
@FUZZ
@given(values=st.lists(TIMES, min_size=1, max_size=5))
def test_driver_update_takes_any_number(values: list[float]) -> None:
    for match in (countdown("ai", "ai"), arena_in_fight()):
        driver = driver_for(match)
        for value in values:
            driver.update(value)
            driver.update(value, animating=True)
        run(driver, 0.2)
        assert time_steps_are_whole(match)


@pytest.mark.parametrize("value", NOT_TIME, ids=str)
def test_driver_no_time_runs_no_clock(value: float) -> None:
    match = countdown("human", "human")
    driver = driver_for(match)
    driver.update(0.0)
    for _ in range(50):
        driver.update(value)
    driver.flush_clock()
    assert match.log == [], "no time passed, so nothing was charged"
