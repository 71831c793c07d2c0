"""Countdown: a real-time game that lives only in tests, to drive the real-time branches of the shared
layers (the conformance suite, simulate, bench, the Match's advance_time and saves).

A pile of tokens; seats take turns taking 1, 2 or 3 of them, and whoever takes the last token wins.
Each turn has a time limit. Time enters only as time actions ("time:MS", the engine's TIME_KIND):
Match.advance_time gathers elapsed wall time and time_action turns it into one once at least
TICK_MS have passed. The state adds it to the time spent on the current turn; when that reaches
the limit, the turn times out and the clock takes a single token for the slow seat (the next seat
starts with a full clock). The state never reads a clock, so replaying the log reproduces the game.
"""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.errors import IllegalAction
from timetravel.engine.events import Event, Message, ScoreChanged
from timetravel.engine.game import Game, GameConfig, GameInfo, OptionSpec
from timetravel.engine.outcome import Outcome
from timetravel.engine.rng import Rng
from timetravel.engine.state import TERMINAL, TIME_KIND, GameState, Json

PILE = 10
MOST = 3  # the most tokens a seat may take in one turn
TICK_MS = 50  # less time than this is left to gather (so not every frame lands in the log)
# The default limit is no longer than the time simulate and bench let pass before each decision, so
# their real-time branches really do time turns out; the conformance suite feeds 20-2000 ms.
TURN_MS = {"100": 100, "1500": 1500}


class CountdownState(GameState):
    def __init__(self, game: Game, seats: int, turn_ms: int) -> None:
        self.game = game
        self.seats = seats
        self.turn_ms = turn_ms
        self.pile = PILE
        self.turn = 0
        self.spent_ms = 0  # time spent on the current turn
        self.winner: int | None = None
        self.timeouts = [0] * seats

    def to_act(self) -> int:
        return TERMINAL if self.winner is not None else self.turn

    def _legal_actions(self) -> list[Action]:
        if self.winner is not None:
            return []
        return [Action("take", (n,)) for n in range(1, min(MOST, self.pile) + 1)]

    def action_words(self, action: Action, viewer: int | None) -> str:
        if action.kind == TIME_KIND:
            return f"{action.args[0]} ms pass"
        return f"Take {action.args[0]}"

    def time_action(self, elapsed_ms: int) -> Action | None:
        left = self.turn_ms - self.spent_ms  # the deadline: never let time run past a timeout
        if self.winner is not None or elapsed_ms < min(TICK_MS, left):
            return None
        return Action(TIME_KIND, (min(elapsed_ms, left),))

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        scores = tuple(1.0 if seat == self.winner else 0.0 for seat in range(self.seats))
        return Outcome(scores, frozenset({self.winner}))

    def clone(self) -> CountdownState:
        new = CountdownState.__new__(CountdownState)
        new.game, new.seats, new.turn_ms = self.game, self.seats, self.turn_ms
        new.pile, new.turn, new.winner = self.pile, self.turn, self.winner
        new.spent_ms = self.spent_ms
        new.timeouts = list(self.timeouts)
        return new

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        events: list[Event] = []
        if action.kind == TIME_KIND:
            elapsed = action.args[0] if action.args else None
            if not isinstance(elapsed, int) or elapsed <= 0:
                raise IllegalAction(f"{action} lets no time pass")  # raised on the clone: nothing changes
            self.spent_ms += elapsed
            if self.spent_ms < self.turn_ms:
                return []
            self.timeouts[seat] += 1
            taken = 1
            events.append(Message(important=True, text=f"Seat {seat + 1} ran out of time: the clock takes 1"))
        else:
            taken = action.args[0]
            assert isinstance(taken, int)
            events.append(Message(text=f"Seat {seat + 1} takes {taken}"))
        self.spent_ms = 0
        self.pile -= taken
        if self.pile == 0:
            self.winner = seat
            events.append(ScoreChanged(seat, 1, 1, text=f"Seat {seat + 1} takes the last token"))
        else:
            self.turn = (seat + 1) % self.seats
        return events

    def observe(self, seat: int) -> Json:
        return {"seat": seat, **self.to_json()}

    def to_json(self) -> Json:
        return {
            "seats": self.seats,
            "turn_ms": self.turn_ms,
            "pile": self.pile,
            "turn": self.turn,
            "spent_ms": self.spent_ms,
            "winner": self.winner,
            "timeouts": list(self.timeouts),
        }

    def prompt(self, seat: int) -> str:
        if self.to_act() != seat:
            return "Waiting."
        left = self.turn_ms - self.spent_ms
        return f"{self.pile} tokens left: take 1 to {min(MOST, self.pile)} within {left} ms."

    def progress(self) -> str:
        return f"{self.pile} tokens left"


class CountdownHooks(AIHooks):
    def action_scores(self, state: GameState, seat: int, actions: list[Action]) -> list[float]:
        pile = getattr(state, "pile", 0)
        # leaving a multiple of MOST + 1 wins the two-seat game
        return [1.0 if (pile - int(a.args[0])) % (MOST + 1) == 0 else 0.0 for a in actions]


class Countdown(Game):
    info = GameInfo(
        id="countdown",
        title="Countdown",
        pitch="Take one to three tokens before your time runs out: a real-time test game.",
        min_seats=2,
        max_seats=3,
        has_chance=False,
        hidden_information=False,
        real_time=True,
        # every turn ends in a take or a timeout, after at most one time action per tick of its limit
        max_length=PILE * (max(TURN_MS.values()) // TICK_MS + 1),
        options=(
            OptionSpec("turn_ms", "Time per turn", tuple(TURN_MS), "100", choice_labels=("0.1 s", "1.5 s")),
        ),
    )

    def new_initial_state(self, config: GameConfig) -> CountdownState:
        return CountdownState(self, config.seats, TURN_MS[config.option("turn_ms")])

    def state_from_json(self, data: Json) -> CountdownState:
        seats = int(data["seats"])
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise ValueError(f"{seats} seats")
        state = CountdownState(self, seats, int(data["turn_ms"]))
        state.pile, state.turn = int(data["pile"]), int(data["turn"])
        state.spent_ms = int(data["spent_ms"])
        state.winner = None if data["winner"] is None else int(data["winner"])
        state.timeouts = [int(n) for n in data["timeouts"]]
        if not 0 <= state.pile <= PILE or not 0 <= state.turn < seats or len(state.timeouts) != seats:
            raise ValueError("the pile, turn or timeouts do not fit the game")
        if not 0 <= state.spent_ms < state.turn_ms:
            raise ValueError("more time spent on the turn than it has")
        return state

    def determinize(self, observation: Json, rng: Rng) -> CountdownState:
        return self.state_from_json({k: v for k, v in observation.items() if k != "seat"})

    def ai_hooks(self) -> AIHooks:
        return CountdownHooks()


GAME = Countdown()
