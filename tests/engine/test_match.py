"""Match: seeded chance, the log, replay, and the rules of undo."""

from __future__ import annotations

import pytest

from tests.games.tiny_tricks import GAME as TINY
from timetravel.engine.actions import Action
from timetravel.engine.errors import IllegalAction
from timetravel.engine.events import Event, Message, Revealed
from timetravel.engine.game import Game, GameConfig, GameInfo
from timetravel.engine.match import LogEntry, Match, SeatSpec, replay
from timetravel.engine.outcome import Outcome
from timetravel.engine.rng import Rng
from timetravel.engine.state import TERMINAL, GameState, Json

SCHEDULE = (0, 0, 1, 0, 0, 1)  # who acts at each step of the Steps game


class StepsState(GameState):
    """A deterministic test game: seats act in SCHEDULE order; "peek" reveals something."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.history: list[str] = []

    def to_act(self) -> int:
        return SCHEDULE[len(self.history)] if len(self.history) < len(SCHEDULE) else TERMINAL

    def _legal_actions(self) -> list[Action]:
        return [] if self.to_act() < 0 else [Action("step"), Action("peek")]

    def outcome(self) -> Outcome | None:
        return Outcome((0.0, 0.0), frozenset()) if self.to_act() == TERMINAL else None

    def clone(self) -> StepsState:
        new = StepsState(self.game)
        new.history = list(self.history)
        return new

    def _apply(self, action: Action) -> list[Event]:
        self.history.append(action.kind)
        return [Revealed(seats=(0, 1))] if action.kind == "peek" else [Message()]

    def observe(self, seat: int) -> Json:
        return self.to_json()

    def to_json(self) -> Json:
        return {"history": list(self.history)}


class Steps(Game):
    info = GameInfo("steps", "Steps", "A test of undo.", 2, 2, has_chance=False, hidden_information=False)

    def new_initial_state(self, config: GameConfig) -> StepsState:
        return StepsState(self)

    def state_from_json(self, data: Json) -> StepsState:
        state = StepsState(self)
        state.history = list(data["history"])
        return state

    def determinize(self, observation: Json, rng: Rng) -> StepsState:
        return self.state_from_json(observation)


STEPS = Steps()
HUMANS = [SeatSpec(name="Ada"), SeatSpec(name="Ben")]


def steps_match(seats: list[SeatSpec] = HUMANS) -> Match:
    return Match.new(STEPS, STEPS.make_config(2), seats, seed=1)


def tiny_match(seed: int = 5) -> Match:
    seats = [SeatSpec(name="Ada"), SeatSpec(name="Bot", kind="ai", level="random")]
    return Match.new(TINY, TINY.make_config(2), seats, seed)


def play_out(match: Match, rng: Rng) -> None:
    while not match.is_over:
        if match.to_act() < 0:
            match.sample_chance()
        else:
            match.apply(rng.choice(match.state.legal_actions()))


# --- construction and steps --------------------------------------------------------------------


def test_a_match_needs_one_seat_spec_per_seat() -> None:
    with pytest.raises(ValueError):
        Match.new(STEPS, STEPS.make_config(2), HUMANS[:1], seed=1)


def test_seat_specs_are_validated() -> None:
    with pytest.raises(ValueError):
        SeatSpec(name="")
    with pytest.raises(ValueError):
        SeatSpec(name="X", kind="ai", level="godlike")  # type: ignore[arg-type]
    assert SeatSpec(name="X").is_human and not SeatSpec(name="Y", kind="ai", level="hard").is_human


def test_steps_are_logged_with_their_actor() -> None:
    match = steps_match()
    match.apply(Action("step"))
    match.apply("peek")  # the string form works too
    assert match.log == [LogEntry(actor=0, action="step"), LogEntry(actor=0, action="peek")]


def test_an_illegal_step_changes_nothing() -> None:
    match = steps_match()
    match.apply("step")
    before, log = match.state, list(match.log)
    with pytest.raises(IllegalAction):
        match.apply("jump")
    assert match.state is before and match.log == log
    assert match.undo_status(0)[0], "a refused step must not clear undo either"


def test_no_chance_outside_chance_nodes_and_no_steps_after_the_end() -> None:
    match = steps_match()
    with pytest.raises(IllegalAction):
        match.sample_chance()
    for _ in SCHEDULE:
        match.apply("step")
    assert match.is_over and match.acting_seat() is None
    with pytest.raises(IllegalAction):
        match.apply("step")
    assert match.advance_time(1000) == []


def test_acting_seat_follows_the_state() -> None:
    match = steps_match()
    assert match.acting_seat() == HUMANS[0]
    match.apply("step")
    match.apply("step")
    assert match.acting_seat() == HUMANS[1]


# --- seeded chance and replay --------------------------------------------------------------------


def test_the_same_seed_gives_the_same_match() -> None:
    a, b = tiny_match(9), tiny_match(9)
    play_out(a, Rng(1))
    play_out(b, Rng(1))
    assert a.log == b.log and a.state == b.state
    c = tiny_match(10)
    play_out(c, Rng(1))
    assert c.log != a.log


def test_a_match_resumed_from_its_rng_state_draws_the_same_chance() -> None:
    whole = tiny_match(3)
    whole.sample_chance()
    whole.sample_chance()
    resumed = Match(whole.game, whole.config, whole.seats, whole.seed, whole.state, Rng(whole.rng.state))
    for _ in range(4):
        whole.sample_chance()
        resumed.sample_chance()
    assert resumed.log == whole.log[2:] and resumed.state == whole.state


def test_replaying_the_log_gives_the_state() -> None:
    match = tiny_match(4)
    play_out(match, Rng(2))
    assert replay(TINY, match.config, match.log) == match.state
    assert match.replay_log().to_json() == match.state.to_json()


def test_replay_refuses_a_log_with_the_wrong_actor_or_an_illegal_step() -> None:
    match = tiny_match(4)
    play_out(match, Rng(2))
    wrong_actor = [LogEntry(actor=1, action=match.log[0].action), *match.log[1:]]
    with pytest.raises(IllegalAction):
        replay(TINY, match.config, wrong_actor)
    illegal = [*match.log[:6], LogEntry(actor=match.log[6].actor, action="play:99")]
    with pytest.raises(IllegalAction):
        replay(TINY, match.config, illegal)


# --- undo ---------------------------------------------------------------------------------------


def test_a_human_undoes_their_own_consecutive_actions() -> None:
    match = steps_match()
    start = match.state
    match.apply("step")
    match.apply("step")  # seat 0 acted twice; now seat 1 is to act
    assert match.undo_status(0) == (True, "")
    assert match.undo(0) and match.undo(0)
    assert match.state is start and match.log == []
    assert not match.undo(0)


def test_undo_is_refused_once_another_seat_has_acted() -> None:
    match = steps_match()
    match.apply("step")
    match.apply("step")
    match.apply("step")  # seat 1
    allowed, reason = match.undo_status(0)
    assert not allowed and "Another seat" in reason
    state, log = match.state, list(match.log)
    assert not match.undo(0)
    assert match.state is state and match.log == log
    assert match.undo(1), "seat 1 may take back its own move"
    assert not match.undo_status(0)[0], "seat 0's earlier moves stay done"


def test_undo_cannot_cross_revealed_information() -> None:
    match = steps_match()
    match.apply("step")
    match.apply("peek")
    allowed, reason = match.undo_status(0)
    assert not allowed and "new information" in reason
    assert not match.undo(0) and len(match.log) == 2


def test_undo_cannot_cross_a_chance_outcome() -> None:
    match = tiny_match(6)
    while match.to_act() < 0:
        match.sample_chance()
    assert not match.undo_status(0)[0]
    seat = match.to_act()
    match.apply(match.state.legal_actions()[0])
    if match.seats[seat].is_human:
        assert match.undo(seat) and match.to_act() == seat


def test_ai_seats_cannot_undo() -> None:
    seats = [SeatSpec(name="Bot", kind="ai", level="easy"), HUMANS[1]]
    match = steps_match(seats)
    match.apply("step")
    allowed, reason = match.undo_status(0)
    assert not allowed and "human" in reason


def test_a_table_of_ai_seats_keeps_no_states_for_undo() -> None:
    """Nobody at it may undo, so no state is kept for it (simulate and the demo play thousands)."""
    bots = [SeatSpec(name="A", kind="ai", level="random"), SeatSpec(name="B", kind="ai", level="random")]
    match = steps_match(bots)
    for _ in range(3):
        match.apply("step")
    assert match._undo_stack == []
    people = steps_match()
    people.apply("step")
    assert len(people._undo_stack) == 1


def test_log_entries_are_shared_and_equal_to_fresh_ones() -> None:
    match = steps_match()
    match.apply("step")
    other = steps_match()
    other.apply("step")
    assert match.log[0] is other.log[0] and match.log[0] == LogEntry(actor=0, action="step")
