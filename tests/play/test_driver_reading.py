"""The driver lets a person follow AI teammates: an AI step carries its reason, the pause after it
grows with the words it produced (reading time), and in step mode each AI move waits for the person."""

from __future__ import annotations

from tests.games.tiny_tricks import GAME as TINY
from tests.play.test_driver import FRAME, countdown, driver_for, run, seats, take_first
from timetravel.engine.actions import Action
from timetravel.engine.game import Game
from timetravel.engine.match import Match
from timetravel.engine.reason import Reason
from timetravel.engine.state import CHANCE, GameState
from timetravel.games.stories.game import StoriesGame
from timetravel.play.driver import DEFAULT_PACE_MS, MOST_READING_S, READING_S_PER_WORD, PlayDriver, Step

STORIES = StoriesGame()


class ReasonedThinker:
    """Decides the first legal action at once, with a reason (or none)."""

    def __init__(self, state: GameState, reason: Reason | None) -> None:
        self.action = state.legal_actions()[0]
        self.reason = reason

    def poll(self) -> Action | None:
        return self.action

    def cancel(self) -> None:
        pass


def stories_driver(reason: Reason | None, kinds: tuple[str, ...] = ("ai", "ai"), **kwargs) -> PlayDriver:
    match = Match.new(STORIES, STORIES.make_config(len(kinds)), seats(*kinds), 1)

    def start(
        level: str, game: Game, state: GameState, seat: int, seed: int, think_ms: int
    ) -> ReasonedThinker:
        return ReasonedThinker(state, reason)

    humans = frozenset(i for i, kind in enumerate(kinds) if kind == "human")
    return PlayDriver(match, humans, start_thinker=start, **kwargs)


HOST_REASON = Reason.of("host", Reason.of("complements", attribute="learning"), agent=0, host="anselmo")


def first_ai_step(driver: PlayDriver) -> Step:
    for _ in range(100):
        steps = [r for r in driver.update(FRAME) if isinstance(r, Step) and r.actor >= 0]
        if steps:
            return steps[0]
    raise AssertionError("no AI step")


def test_an_ai_step_carries_its_reason_to_the_report() -> None:
    step = first_ai_step(stories_driver(HOST_REASON))
    assert step.reason == HOST_REASON
    assert step.label.startswith("Take the host")


def test_the_pause_after_an_ai_step_grows_with_the_words_it_produced() -> None:
    plain, reasoned = stories_driver(None, pace_ms=700), stories_driver(HOST_REASON, pace_ms=700)
    first_ai_step(plain)
    first_ai_step(reasoned)
    words = len(reasoned.match.state.reason_words(HOST_REASON).split())
    assert words >= 8  # "Player 1 takes Brother Anselmo as host: the team lacks Learning."
    assert plain.pace_left > 0.7  # the step's own words ("... takes ... as host") are read too
    assert abs(reasoned.pace_left - plain.pace_left - words * READING_S_PER_WORD) < 1e-6


def test_the_reading_time_follows_the_pace_set() -> None:
    slow, none = (
        stories_driver(HOST_REASON, pace_ms=2 * DEFAULT_PACE_MS),
        stories_driver(HOST_REASON, pace_ms=0),
    )
    normal = stories_driver(HOST_REASON, pace_ms=DEFAULT_PACE_MS)
    for driver in (slow, none, normal):
        first_ai_step(driver)
    assert none.pace_left == 0.0, "no pace: no reading time either"
    assert abs(slow.pace_left - 2 * normal.pace_left) < 1e-6


def test_a_real_time_games_pace_has_no_reading_time() -> None:
    match = countdown("ai", "human")
    driver = driver_for(match, pace_ms=700)
    while not any(entry.actor == 0 for entry in match.log):
        driver.update(FRAME)
    assert driver.pace_left == 0.7


def test_in_step_mode_each_ai_move_waits_for_the_person() -> None:
    driver = stories_driver(HOST_REASON, ("ai", "ai", "ai"), pace_ms=0)
    driver.step_mode = True
    match = driver.match
    run(driver, 5.0)
    assert len(match.log) == 0 and driver.stepping(), "an AI moved without being asked"
    for moves in (1, 2):
        driver.skip_pace()
        run(driver, 5.0)
        assert sum(1 for e in match.log if e.actor >= 0) == moves, "one key, one AI move"
        assert driver.stepping()


def test_step_mode_never_holds_a_person_nor_a_real_time_game() -> None:
    driver = stories_driver(None, ("human", "ai"), pace_ms=0)
    driver.step_mode = True
    driver.update(FRAME)
    assert driver.pending() == 0 and not driver.stepping()
    driver.skip_pace()  # Space on a person's own turn does not let the next AI move go unasked
    take_first(driver)
    run(driver, 2.0)
    assert driver.match.state.agents[1].host is None and driver.stepping()
    clock = countdown("human", "ai")
    timed = driver_for(clock, pace_ms=0)
    timed.step_mode = True
    take_first(timed)
    run(timed, 0.5)
    assert any(entry.actor == 1 for entry in clock.log), "a real-time game's AI must not wait for a key"


def test_chance_steps_in_a_row_never_wait_longer_than_one_steps_longest_reading() -> None:
    match = Match.new(TINY, TINY.make_config(2), seats("random", "random"), 3)
    driver = driver_for(match, pace_ms=DEFAULT_PACE_MS)
    driver.update(FRAME)  # the deal: chance steps, one a frame, each with its words
    while match.to_act() == CHANCE:
        driver.update(0.0)
    assert driver.pace_left <= DEFAULT_PACE_MS / 1000 + MOST_READING_S
