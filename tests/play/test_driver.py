"""The play driver on its own, with no pygame: pacing, clocks, hand-offs, autosaves, undo."""

from __future__ import annotations

import subprocess
import sys

from tests.games.countdown import GAME as COUNTDOWN
from tests.games.tiny_tricks import GAME as TINY
from timetravel.engine.actions import Action
from timetravel.engine.game import Game
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.rng import Rng
from timetravel.engine.state import GameState
from timetravel.play.driver import Handoff, Notice, PlayDriver, Step, ViewerChanged, run_to_end

FRAME = 1 / 60


class FakeThinker:
    """Decides at once (or never): a seeded choice among the legal actions, on the caller's thread."""

    def __init__(self, state: GameState, seed: int, answers: bool) -> None:
        actions = state.legal_actions()
        self.action = actions[Rng(seed).randrange(len(actions))] if answers else None
        self.cancelled = False

    def poll(self) -> Action | None:
        return None if self.cancelled else self.action

    def cancel(self) -> None:
        self.cancelled = True


def fake_thinker(answers: bool = True):
    def start(level: str, game: Game, state: GameState, seat: int, seed: int, think_ms: int) -> FakeThinker:
        return FakeThinker(state, seed, answers)

    return start


def seats(*kinds: str) -> list[SeatSpec]:
    return [
        SeatSpec(name=f"P{i}") if kind == "human" else SeatSpec(name=f"Bot{i}", kind="ai", level="random")
        for i, kind in enumerate(kinds)
    ]


def countdown(*kinds: str, turn_ms: str = "1500") -> Match:
    return Match.new(COUNTDOWN, COUNTDOWN.make_config(len(kinds), {"turn_ms": turn_ms}), seats(*kinds), 1)


def humans(match: Match) -> frozenset[int]:
    return frozenset(i for i, spec in enumerate(match.seats) if spec.is_human)


def driver_for(match: Match, answers: bool = True, **kwargs) -> PlayDriver:
    return PlayDriver(match, humans(match), start_thinker=fake_thinker(answers), **kwargs)


def run(driver: PlayDriver, seconds: float, dt: float = FRAME) -> list:
    reports = []
    for _ in range(round(seconds / dt)):
        reports += driver.update(dt)
    return reports


def seat_moves(match: Match) -> int:
    return sum(1 for entry in match.log if not entry.action.startswith("time:"))


def take_first(driver: PlayDriver) -> None:
    driver.update(0.0)  # the person gets the screen
    assert driver.pending() == driver.match.to_act()
    assert driver.choose(driver.match.state.legal_actions()[0])
    driver.update(0.0)


def test_the_driver_runs_without_pygame() -> None:
    code = "import sys, timetravel.play.driver; assert 'pygame' not in sys.modules, 'pygame was imported'"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_an_ai_move_waits_for_the_pace_and_skipping_plays_it() -> None:
    match = Match.new(TINY, TINY.make_config(2), seats("random", "random"), 3)
    driver = driver_for(match, pace_ms=700)
    while not any(entry.actor >= 0 for entry in match.log):  # the deal, then the first AI move
        driver.update(FRAME)
    moved = len(match.log)
    wait = driver.pace_left  # the pace, and the time to read what the move said
    assert wait >= 0.7
    run(driver, wait - 0.05)  # still within the pace
    assert len(match.log) == moved, "an AI moved before its pace"
    run(driver, 0.2)
    assert len(match.log) > moved, "the AI never moved after its pace"
    moved = len(match.log)
    driver.skip_pace()
    driver.update(0.0)
    assert len(match.log) > moved, "skipping the pace did not play the waiting move"


def test_an_ais_clock_runs_through_its_pace_and_its_thinking() -> None:
    """An AI's clock runs from the start of its turn, exactly as a person's: the pace before its
    move and its thinking are its time (docs/rules/arena.md R1c)."""
    match = countdown("human", "ai")
    driver = driver_for(match, answers=False, pace_ms=700)  # the AI keeps thinking
    take_first(driver)
    assert match.to_act() == 1 and driver.pace_left == 0.7
    run(driver, 0.5)  # within the pace
    driver.flush_clock()
    assert 490 <= match.state.spent_ms <= 510, "the pace did not run the AI's clock"
    run(driver, 0.9)  # the pace is over; the AI still thinks
    driver.flush_clock()
    assert match.state.timeouts == [0, 0] and 1390 <= match.state.spent_ms <= 1410
    run(driver, 0.2)
    assert match.state.timeouts == [0, 1], "the AI's clock never ran out"


def test_a_persons_clock_runs_out_and_the_timeout_is_reported() -> None:
    match = countdown("human", "human", turn_ms="100")
    driver = driver_for(match)
    reports = run(driver, 0.05)
    assert match.state.timeouts == [0, 0]
    reports = run(driver, 0.1)
    assert match.state.timeouts == [1, 0] and match.to_act() == 1
    steps = [r for r in reports if isinstance(r, Step)]
    assert any("ran out of time" in e.words() for s in steps for e in s.events)


def test_a_handoff_is_reported_once_and_the_next_person_waits_for_it() -> None:
    match = Match.new(TINY, TINY.make_config(2), seats("human", "human"), 3)
    driver = driver_for(match)
    reports = run(driver, 0.5)  # the deal, one card a frame
    first = match.to_act()
    assert [r for r in reports if isinstance(r, Handoff)] == [Handoff(first)], "whoever holds it may not see"
    driver.handed_to(first)
    reports = driver.update(FRAME)
    assert driver.pending() == first
    assert driver.choose(match.state.legal_actions()[0])
    reports = run(driver, 0.1)
    assert match.to_act() != first
    handoffs = [r for r in reports if isinstance(r, Handoff)]
    assert handoffs == [Handoff(match.to_act())] and driver.pending() is None


def test_the_same_person_keeps_the_screen_without_a_handoff() -> None:
    match = countdown("human", "ai")
    driver = driver_for(match)
    reports = driver.update(0.0)
    assert reports == [ViewerChanged(0)] and driver.pending() == 0


def test_every_decision_of_a_person_is_autosaved() -> None:
    saved: list[int] = []
    match = countdown("human", "ai")
    driver = driver_for(match, autosave=lambda m: saved.append(len(m.log)))
    take_first(driver)
    assert saved == [1], "a person's decision was not autosaved"
    run(driver, 0.1)  # the AI answers (after the time it took) and the turn passes back
    assert saved == [1, 3], "the AI's move (after the time it took) was not autosaved"


def test_a_failed_autosave_is_told() -> None:
    match = countdown("human", "ai")
    driver = driver_for(match, autosave=lambda m: "disk full")
    driver.update(0.0)
    driver.choose(match.state.legal_actions()[0])
    reports = driver.update(0.0)
    assert Notice("Autosave failed: {error}", {"error": "disk full"}, bad=True) in reports


def test_undo_takes_back_a_move_and_the_ai_replies() -> None:
    match = Match.new(TINY, TINY.make_config(2), seats("human", "ai"), 3)
    driver = driver_for(match)
    while driver.pending() != 0:  # the deal, and the AI's lead if it has one
        driver.update(FRAME)
    dealt = len(match.log)
    before = match.state.to_json()
    assert driver.choose(match.state.legal_actions()[0])
    driver.update(FRAME)
    while match.to_act() != 0 and not match.is_over:
        driver.update(FRAME)  # the AI replies (no pace)
    actors = [e.actor for e in match.log[dealt:]]
    assert actors[:2] == [0, 1] and set(actors[1:]) == {1}
    done = driver.undo(0)
    assert done is not None and done.replies and done.seat == 0
    assert len(match.log) == dealt and match.state.to_json() == before
    assert driver.undo(0) is None


def test_a_game_against_the_clock_offers_no_undo() -> None:
    match = countdown("human", "ai")
    driver = driver_for(match)
    take_first(driver)
    driver.update(0.0)
    assert driver.undo(0) is None and match.log


def test_an_illegal_choice_is_refused() -> None:
    match = countdown("human", "ai")
    driver = driver_for(match)
    driver.update(0.0)
    assert not driver.choose(Action("take", (9,)))
    assert driver.chosen is None


def test_a_whole_game_of_ai_seats_with_a_fake_dt_is_the_same_every_time() -> None:
    logs = []
    for _ in range(2):
        match = Match.new(TINY, TINY.make_config(3), seats("ai", "ai", "ai"), 11)
        updates = run_to_end(driver_for(match, pace_ms=300), FRAME)
        assert match.is_over and updates > 1
        logs.append([(e.actor, e.action) for e in match.log])
    assert logs[0] == logs[1]


def test_a_whole_real_time_game_with_a_failing_ai_falls_back_to_legal_moves() -> None:
    def broken(level: str, game: Game, state: GameState, seat: int, seed: int, think_ms: int):
        class Broken(FakeThinker):
            def poll(self) -> Action | None:
                raise RuntimeError("confused")

        return Broken(state, seed, True)

    match = countdown("ai", "ai")
    driver = PlayDriver(match, frozenset(), start_thinker=broken)
    reports = []
    while not match.is_over:
        reports += driver.update(FRAME)
    assert Notice("The AI got confused and plays a legal move instead.") in reports
    assert match.state.outcome() is not None


def test_frames_of_a_sixtieth_of_a_second_lose_no_time() -> None:
    match = countdown("human", "human")  # 1.5 s a turn
    driver = driver_for(match)
    for _ in range(88):
        driver.update(FRAME)
    assert match.state.timeouts == [0, 0]
    for _ in range(3):  # 91 frames are 1.517 s; at 16 ms a frame they would be 1.456 s
        driver.update(FRAME)
    assert match.state.timeouts == [1, 0]


def test_the_time_a_person_took_is_charged_before_their_move() -> None:
    match = countdown("human", "human")
    driver = driver_for(match)
    driver.update(0.0)
    run(driver, 0.03)  # under Countdown's 50 ms tick: fed in, not yet charged
    assert not match.log
    assert driver.choose(match.state.legal_actions()[0])
    driver.update(0.0)
    kinds = [entry.action.split(":")[0] for entry in match.log]
    assert kinds == ["time", "take"], "the time before the move was lost or charged to the next seat"
    assert 25 <= int(match.log[0].action.split(":")[1]) <= 40
