"""The pace before an AI's move (docs/rules/arena.md R1c): the hourglasses run, no clock does."""

from __future__ import annotations

from tests.games.arena.helpers import arena
from tests.play.test_driver import fake_thinker
from timetravel.engine.match import Match, SeatSpec, replay
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE
from timetravel.games.arena import GAME
from timetravel.games.arena.rules import knock_out
from timetravel.play.driver import PlayDriver
from timetravel.saves.codec import match_from_save, match_to_save, verify_replay

FRAME = 1 / 60
BLACK_YELLOW = 4  # the Wildling's slot in the helper's teams


def _ai_turn_after_a_pace(pace_ms: int) -> tuple[Match, PlayDriver]:
    """White (a person) has just ended its turn; Black (a normal AI still thinking) is to act, and
    Black's Wildling waits on its Gate with its hourglass running."""
    seats = [SeatSpec(name="Ann"), SeatSpec(name="Bot", kind="ai", level="normal")]
    match = Match.new(GAME, GAME.make_config(2, {"mode": "first"}), seats, 3)
    state = arena(mode="first", at={"boxer": "d4", "wildling": "d6"})
    knock_out(state, BLACK_YELLOW)
    state.events = []
    match.state = state
    driver = PlayDriver(match, frozenset({0}), pace_ms=pace_ms, start_thinker=fake_thinker(answers=False))
    driver.update(0.0)  # Ann gets the screen
    for text in ("move:boxer,d5", "end"):
        assert driver.choose(match.state.find_action(text))
        driver.update(0.0)
    assert match.to_act() == 1 and driver.pace_left == pace_ms / 1000
    return match, driver


def _run(driver: PlayDriver, seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        driver.update(FRAME)


def test_the_pace_runs_the_hourglasses_but_not_the_ais_clock() -> None:
    match, driver = _ai_turn_after_a_pace(700)
    clocks, sand = list(match.state.clock), match.state.sand[BLACK_YELLOW]
    _run(driver, 0.5)  # within the pace
    assert match.state.clock == clocks and match.pending_ms == 0, "the pace ran a clock"
    assert 499 <= match.pending_watch_ms <= 500, "the pace time was not kept for the hourglasses"
    _run(driver, 0.2)  # the pace ends: its time runs the hourglasses
    assert match.state.clock[1] + match.pending_ms >= clocks[1] - 17, "the pace was charged to the AI"
    ran = sand - match.state.sand[BLACK_YELLOW]
    assert 699 <= ran <= 700, f"the hourglass ran {ran} ms during a 700 ms pace"
    assert any(e.action.startswith("sand:") for e in match.log)
    _run(driver, 1.0)  # now the AI's own clock runs, and the hourglass with it
    driver.flush_clock()
    spent = clocks[1] - match.state.clock[1]
    assert 990 <= spent <= 1010
    assert abs((sand - match.state.sand[BLACK_YELLOW]) - (spent + ran)) <= 1


def test_an_hourglass_running_out_during_the_pace_frees_its_fighter_at_once() -> None:
    match, driver = _ai_turn_after_a_pace(700)
    state = match.state.clone()
    state.sand[BLACK_YELLOW] = 300
    match.state = state
    _run(driver, 0.4)
    assert match.state.sand[BLACK_YELLOW] == 0 and match.state.clock[1] == 300_000
    assert [e.action for e in match.log if e.action.startswith("sand:")] == ["sand:300"]


def _random_game_until_an_hourglass_runs(seed: int) -> Match:
    seats = [SeatSpec(name="Ann"), SeatSpec(name="Bob")]
    match = Match.new(GAME, GAME.make_config(2, {"mode": "full"}), seats, seed)
    rng = Rng(seed)
    while not match.is_over and not any(match.state.sand):
        if match.to_act() == CHANCE:
            match.sample_chance()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    return match


def test_a_log_with_sand_replays_and_its_save_round_trips() -> None:
    match = _random_game_until_an_hourglass_runs(2)
    assert not match.is_over
    sand = list(match.state.sand)
    match.watch_time(400)
    match.flush_time()
    assert [e.action for e in match.log[-1:]] == ["sand:400"]
    assert [max(0, ms - 400) for ms in sand] == match.state.sand
    assert replay(GAME, match.config, match.log) == match.state
    save = match_to_save(match)
    assert verify_replay(save) and match_from_save(save).state == match.state


def test_the_draft_logs_no_time() -> None:
    seats = [SeatSpec(name="Ann"), SeatSpec(name="Bob")]
    match = Match.new(GAME, GAME.make_config(2, {"mode": "full"}), seats, 5)
    for _ in range(8):
        match.advance_time(3_000)
        match.watch_time(700)
        match.flush_time()
        match.apply(match.state.legal_actions()[0])
    assert match.state.stage == "play" and match.state.clock == [300_000, 300_000]
    assert all(entry.action.startswith("pick:") for entry in match.log)
