"""An AI seat's clock runs (docs/rules/arena.md R1c): from the start of its turn to its end, its
thinking and the pace before each of its moves included; the hourglasses run throughout."""

from __future__ import annotations

from tests.games.arena.helpers import arena
from timetravel.engine.actions import Action
from timetravel.engine.game import Game
from timetravel.engine.match import Match, SeatSpec, replay
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, GameState
from timetravel.games.arena import GAME
from timetravel.games.arena.effects import knock_out
from timetravel.play.driver import PlayDriver
from timetravel.saves.codec import match_from_save, match_to_save, verify_replay

FRAME = 1 / 60
BLACK_YELLOW = 4  # the Wildling's slot in the helper's teams


class SlowThinker:
    """Answers `end` (else the first legal action) after `polls` polls: one poll a frame, so
    thinking takes polls / 60 s of the caller's time."""

    def __init__(self, state: GameState, polls: int) -> None:
        actions = state.legal_actions()
        self.action = next((a for a in actions if a.kind == "end"), actions[0])
        self.left = polls

    def poll(self) -> Action | None:
        self.left -= 1
        return self.action if self.left < 0 else None

    def cancel(self) -> None:
        self.left = 1 << 30


def slow_thinker(polls: int):
    def start(level: str, game: Game, state: GameState, seat: int, seed: int, think_ms: int) -> SlowThinker:
        return SlowThinker(state, polls)

    return start


def _ai_turn_begins(pace_ms: int, think_polls: int, black_clock_ms: int = 300_000) -> tuple[Match, PlayDriver]:
    """White (a person) has just ended its turn; Black (an AI) is to act, and Black's Wildling waits
    on its Gate with its hourglass running."""
    seats = [SeatSpec(name="Ann"), SeatSpec(name="Bot", kind="ai", level="normal")]
    match = Match.new(GAME, GAME.make_config(2, {"mode": "first"}), seats, 3)
    state = arena(mode="first", at={"boxer": "d4", "wildling": "d6"})
    knock_out(state, BLACK_YELLOW)
    state.clock[1] = black_clock_ms
    state.events = []
    match.state = state
    driver = PlayDriver(match, frozenset({0}), pace_ms=pace_ms, start_thinker=slow_thinker(think_polls))
    driver.update(0.0)  # Ann gets the screen
    for text in ("move:boxer,d5", "end"):
        assert driver.choose(match.state.find_action(text))
        driver.update(0.0)
    assert match.to_act() == 1 and match.state.running == 1
    return match, driver


def _until_black_ends(match: Match, driver: PlayDriver) -> float:
    """Frames until Black's turn is over; the seconds they took."""
    frames = 0
    while match.state.side == 1 and not match.is_over:
        driver.update(FRAME)
        frames += 1
        assert frames < 600, "the AI never ended its turn"
    return frames * FRAME


def test_r1c_an_ais_clock_runs_through_the_pace_before_its_move() -> None:
    match, driver = _ai_turn_begins(pace_ms=700, think_polls=6)  # decided in 0.1 s, waits for the pace
    clock, sand = match.state.clock[1], match.state.sand[BLACK_YELLOW]
    taken = _until_black_ends(match, driver)
    spent = clock - match.state.clock[1]
    moves = sum(1 for entry in match.log if entry.actor == 1 and not entry.action.startswith("time:"))
    assert moves >= 1 and abs(taken - 0.7 * moves) < 0.05, "each move waited for the pace"
    assert abs(spent - taken * 1000) <= 20, f"Black's clock lost {spent} ms in a {taken:.2f} s turn"
    assert match.state.clock[0] == 300_000, "White's clock ran during Black's turn"
    assert sand - match.state.sand[BLACK_YELLOW] == spent, "the hourglass did not run with the clock"
    assert not any(entry.action.startswith("sand:") for entry in match.log), "time went by the side"


def test_r1c_an_ais_clock_runs_while_it_thinks_past_the_pace() -> None:
    match, driver = _ai_turn_begins(pace_ms=300, think_polls=90)  # thinks 1.5 s
    clock = match.state.clock[1]
    driver.update(0.5)  # the pace, and the AI still thinking
    assert clock - (match.state.clock[1] - match.pending_ms) == 500, "the AI's clock stood still"
    taken = 0.5 + _until_black_ends(match, driver)  # 1.5 s more of thinking before each move
    spent = clock - match.state.clock[1]
    assert taken >= 2.0, "the first move came before 1.5 s of thinking"
    assert abs(spent - taken * 1000) <= 20, f"Black's clock lost {spent} ms in a {taken:.2f} s turn"


def test_r1c_the_pace_is_never_more_than_a_hundredth_of_the_ais_clock_left() -> None:
    match, driver = _ai_turn_begins(pace_ms=2000, think_polls=0)
    assert driver.pace_left == 2.0, "with its whole clock left the AI waits the chosen pace"
    match, driver = _ai_turn_begins(pace_ms=2000, think_polls=0, black_clock_ms=30_000)
    assert driver.pace_left == 0.3, "an AI short of time still waited the whole pace"
    clock = match.state.clock[1]
    taken = _until_black_ends(match, driver)
    assert taken < 1.0 and clock - match.state.clock[1] < 1_000
    assert not match.is_over


def test_r1c_an_hourglass_running_out_during_the_pace_frees_its_fighter_at_once() -> None:
    match, driver = _ai_turn_begins(pace_ms=700, think_polls=0)
    state = match.state.clone()
    state.sand[BLACK_YELLOW] = 300
    match.state = state
    for _ in range(24):  # 0.4 s
        driver.update(FRAME)
    assert match.state.sand[BLACK_YELLOW] == 0
    assert 299_600 <= match.state.clock[1] <= 299_700, "the AI's clock did not run with the hourglass"


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


def test_r1c_a_log_saved_with_sand_still_replays_and_round_trips() -> None:
    """Saves made when the pace ran only the hourglasses hold `sand:MS` steps: they still load."""
    match = _random_game_until_an_hourglass_runs(2)
    assert not match.is_over
    sand = list(match.state.sand)
    match.apply("sand:400")
    assert [max(0, ms - 400) for ms in sand] == match.state.sand
    assert replay(GAME, match.config, match.log) == match.state
    save = match_to_save(match)
    assert verify_replay(save) and match_from_save(save).state == match.state


def test_the_draft_logs_no_time() -> None:
    seats = [SeatSpec(name="Ann"), SeatSpec(name="Bob")]
    match = Match.new(GAME, GAME.make_config(2, {"mode": "full"}), seats, 5)
    for _ in range(8):
        match.advance_time(3_000)
        match.flush_time()
        match.apply(match.state.legal_actions()[0])
    assert match.state.stage == "play" and match.state.clock == [300_000, 300_000]
    assert all(entry.action.startswith("pick:") for entry in match.log)


def test_r1c_each_seat_reads_its_own_sides_clock_and_the_draft_none() -> None:
    state = arena(mode="first", seats=4)
    state.clock = [100_000, 200_000]
    assert [state.clock_left_ms(seat) for seat in range(4)] == [100_000, 200_000, 100_000, 200_000]
    draft = GAME.new_initial_state(GAME.make_config(2, {"mode": "full"}))
    assert draft.clock_left_ms(0) is None, "the draft runs no clock, so the pace stays as chosen"
