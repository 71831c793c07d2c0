"""Real-time games: time reaches the engine only as actions the Match makes from elapsed time."""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.events import Event, Message
from timetravel.engine.game import Game, GameConfig, GameInfo
from timetravel.engine.match import Match, SeatSpec, replay
from timetravel.engine.outcome import Outcome
from timetravel.engine.rng import Rng
from timetravel.engine.state import TERMINAL, TIME_KIND, GameState, Json

TICK_MS = 100


class TickerState(GameState):
    """Seat 0 must press before 300 ms pass; time is handed over in whole ticks of 100 ms."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.left_ms = 300
        self.pressed = False

    def to_act(self) -> int:
        return TERMINAL if self.pressed or self.left_ms <= 0 else 0

    def _legal_actions(self) -> list[Action]:
        return [Action("press")] if self.to_act() == 0 else []

    def time_action(self, elapsed_ms: int) -> Action | None:
        ticks = elapsed_ms // TICK_MS
        return Action(TIME_KIND, (ticks * TICK_MS,)) if ticks else None

    def outcome(self) -> Outcome | None:
        if self.to_act() != TERMINAL:
            return None
        return Outcome((1.0 if self.pressed else 0.0,), frozenset({0}) if self.pressed else frozenset())

    def clone(self) -> TickerState:
        new = TickerState(self.game)
        new.left_ms, new.pressed = self.left_ms, self.pressed
        return new

    def _apply(self, action: Action) -> list[Event]:
        if action.kind == TIME_KIND:
            self.left_ms -= int(action.args[0])
            return [Message(text=f"{self.left_ms} ms left")]
        self.pressed = True
        return []

    def observe(self, seat: int) -> Json:
        return self.to_json()

    def to_json(self) -> Json:
        return {"left_ms": self.left_ms, "pressed": self.pressed}


class Ticker(Game):
    info = GameInfo(
        id="ticker", title="Ticker", pitch="", min_seats=1, max_seats=1,
        has_chance=False, hidden_information=False, real_time=True, max_length=10,
    )  # fmt: skip

    def new_initial_state(self, config: GameConfig) -> TickerState:
        return TickerState(self)

    def state_from_json(self, data: Json) -> TickerState:
        state = TickerState(self)
        state.left_ms, state.pressed = int(data["left_ms"]), bool(data["pressed"])
        return state

    def determinize(self, observation: Json, rng: Rng) -> TickerState:
        return self.state_from_json(observation)


def new_match() -> Match:
    game = Ticker()
    return Match.new(game, game.make_config(1), [SeatSpec(name="Ada")], seed=1)


def test_frames_shorter_than_a_tick_add_up_without_filling_the_log() -> None:
    match = new_match()
    for _ in range(5):
        assert match.advance_time(16) == []  # 80 ms: no whole tick yet
    events = match.advance_time(16)  # 96 ms
    assert events == [] and match.log == []
    events = match.advance_time(16)  # 112 ms: one tick
    assert [e.words() for e in events] == ["200 ms left"]
    assert [e.action for e in match.log] == ["time:100"]
    match.advance_time(90)  # the 12 ms left over and 90 more make a second whole tick
    assert [e.action for e in match.log] == ["time:100", "time:100"]


def test_time_actions_are_legal_for_the_acting_seat_and_replay_exactly() -> None:
    match = new_match()
    match.advance_time(250)
    match.apply("press")
    assert match.is_over and match.state.outcome().winners == {0}
    assert replay(match.game, match.config, match.log) == match.state


def test_time_can_run_out() -> None:
    match = new_match()
    for _ in range(40):
        match.advance_time(16)
    assert match.is_over and match.state.outcome().winners == frozenset()
    assert match.advance_time(1000) == []
