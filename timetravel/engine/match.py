"""A Match: one game being played, with its seats, seeded chance, action log and undo.

The log holds every step (chance outcomes included) as (actor, action string), so replaying it from
the initial state reproduces the game exactly; the Rng's integer state makes a resumed match draw
the same chance outcomes as an uninterrupted one.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from timetravel.engine.actions import Action
from timetravel.engine.elapsed import whole_ms
from timetravel.engine.errors import IllegalAction
from timetravel.engine.events import Event, Revealed
from timetravel.engine.game import Game, GameConfig
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, TERMINAL, TIME_KIND, GameState
from timetravel.i18n import N_

AILevel = Literal["random", "easy", "normal", "hard"]
AI_LEVELS: tuple[AILevel, ...] = ("random", "easy", "normal", "hard")
# the levels in words, as the side panel and the resume list show them through t(level)
AI_LEVEL_WORDS = (N_("random"), N_("easy"), N_("normal"), N_("hard"))
UNDO_LIMIT = 200  # states kept for undo (a long stretch of AI moves without news must not pile up)


class SeatSpec(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=40)
    kind: Literal["human", "ai"] = "human"
    level: AILevel | None = None

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


class LogEntry(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    actor: int  # a seat index, or CHANCE
    action: str


_ENTRIES: dict[tuple[int, str], LogEntry] = {}
ENTRIES_KEPT = 50_000  # shared log entries kept before the table starts afresh


def log_entry(actor: int, action: str) -> LogEntry:
    """The shared, immutable entry for a step: the same steps recur game after game, and building
    a pydantic model is the dearest part of logging one (simulate and the AI's playouts log many)."""
    key = (actor, action)
    entry = _ENTRIES.get(key)
    if entry is None:
        if len(_ENTRIES) >= ENTRIES_KEPT:
            _ENTRIES.clear()
        entry = _ENTRIES[key] = LogEntry(actor=actor, action=action)
    return entry


@dataclass
class Match:
    game: Game
    config: GameConfig
    seats: list[SeatSpec]
    seed: int
    state: GameState
    rng: Rng
    log: list[LogEntry] = field(default_factory=list)
    # states before each log entry since the last point undo may not cross (not saved)
    _undo_stack: list[tuple[GameState, int]] = field(default_factory=list)
    # real-time games: wall time since the current state began, less what time actions consumed
    _pending_ms: int = 0

    @classmethod
    def new(cls, game: Game, config: GameConfig, seats: list[SeatSpec], seed: int) -> Match:
        if len(seats) != config.seats:
            raise ValueError(f"{len(seats)} seat descriptions for {config.seats} seats")
        return cls(game, config, list(seats), seed, game.new_initial_state(config), Rng(seed))

    # --- state of play -------------------------------------------------------------------------
    def to_act(self) -> int:
        return self.state.to_act()

    @property
    def is_over(self) -> bool:
        return self.state.to_act() == TERMINAL

    def acting_seat(self) -> SeatSpec | None:
        actor = self.to_act()
        return self.seats[actor] if actor >= 0 else None

    # --- steps ---------------------------------------------------------------------------------
    def apply(self, action: Action | str) -> list[Event]:
        """Apply a seat's action or a chance outcome; raises IllegalAction and changes nothing."""
        actor = self.to_act()
        if actor == TERMINAL:
            raise IllegalAction("the game is over")
        if isinstance(action, str):
            action = Action.parse(action)
        text = str(action)
        events = self._apply_logged(actor, action, text)
        if not text.startswith(TIME_KIND + ":") and text != TIME_KIND:
            self._pending_ms = 0  # a new state: its time starts now
        return events

    def _apply_logged(self, actor: int, action: Action, text: str) -> list[Event]:
        before = self.state
        new_state, events = before.apply(action)
        self._record_undo_point(before, actor, events)
        self.state = new_state
        self.log.append(log_entry(actor, text))
        return events

    def sample_chance(self) -> list[Event]:
        """At a chance node, draw an outcome with the match's seeded Rng and apply it."""
        outcomes = self.state.chance_outcomes()
        if self.to_act() != CHANCE or not outcomes:
            raise IllegalAction("no chance outcome is due")
        index = self.rng.weighted_index([p for _, p in outcomes])
        return self.apply(outcomes[index][0])

    def advance_time(self, elapsed_ms: int) -> list[Event]:
        """Real-time games: feed elapsed wall time in; the engine never reads a clock itself.

        Time that the state does not turn into an action yet is kept and offered again with the
        next call, so a game may act on whole ticks without every frame landing in the log. Any
        number is taken (engine/elapsed.py: NaN is no time, +inf the cap).
        """
        elapsed_ms = whole_ms(elapsed_ms)
        if self.is_over:
            return []
        if not self.state.time_runs():
            self._pending_ms = 0
            return []
        self._pending_ms += elapsed_ms
        action = self.state.time_action(self._pending_ms)
        if action is None:
            return []
        used = action.args[0] if action.kind == TIME_KIND and action.args else None
        left = max(0, self._pending_ms - used) if isinstance(used, int) else 0
        events = self.apply(action)
        self._pending_ms = left
        return events

    @property
    def pending_ms(self) -> int:
        """Real-time games: wall time fed in that no time action has charged to the state yet."""
        return self._pending_ms

    def flush_time(self) -> list[Event]:
        """Charge all pending time to the state now, due or not: before a decision (so the time a
        seat took is charged to the state it took it in) and before a save."""
        if self.is_over or not self.game.info.real_time or self._pending_ms <= 0:
            return []
        if not self.state.time_runs():
            self._pending_ms = 0  # nothing runs now: the time changes nothing, so it is no step
            return []
        events = self.apply(Action(TIME_KIND, (self._pending_ms,)))
        self._pending_ms = 0
        return events

    def let_time_pass(self, elapsed_ms: int) -> list[Event]:
        """Let `elapsed_ms` pass at once, as virtual time: every deadline within it in turn, then
        the rest (simulate's fixed cost of a decision)."""
        events = self.advance_time(whole_ms(elapsed_ms))
        while not self.is_over:
            steps = len(self.log)
            events += self.advance_time(0)
            if len(self.log) == steps:
                break
        return events + self.flush_time()

    # --- undo ---------------------------------------------------------------------------------
    def _record_undo_point(self, before: GameState, actor: int, events: list[Event]) -> None:
        if self.game.info.real_time or not any(seat.is_human for seat in self.seats):
            self._undo_stack.clear()  # nobody here may undo: keep no states for it (simulate, demo, AIs)
            return
        crosses_barrier = actor == CHANCE or any(isinstance(e, Revealed) for e in events)
        if crosses_barrier:
            self._undo_stack.clear()
            return
        if self.seats[actor].is_human and any(
            seat != actor and self.seats[seat].is_human for _, seat in self._undo_stack
        ):
            self._undo_stack.clear()  # another person decided since: their decision is not ours to take back
        self._undo_stack.append((before, actor))
        del self._undo_stack[:-UNDO_LIMIT]
        # The stack now holds one person's decisions and the AI moves between and after them.

    def undo_depth(self, seat: int) -> int:
        """How many steps undo takes back for `seat`: its last decision and the AI moves after it."""
        for depth, (_, actor) in enumerate(reversed(self._undo_stack), 1):
            if actor == seat:
                return depth
            if self.seats[actor].is_human:
                return 0
        return 0

    def undo_status(self, seat: int) -> tuple[bool, str]:
        """Whether `seat` may undo now, and the reason shown when it may not."""
        if not self.seats[seat].is_human:
            return False, N_("Only a human seat can undo.")
        if self.game.info.real_time:
            return False, N_("A game against the clock cannot be taken back.")
        if not self._undo_stack:
            return False, N_("Nothing to undo since new information appeared or another seat acted.")
        if not self.undo_depth(seat):
            return False, N_("Another seat has acted since your last move.")
        return True, ""

    def undo(self, seat: int) -> bool:
        """Take back `seat`'s last decision and the AI moves that followed it (nothing new was revealed
        since, so the AI may simply play again); False (nothing changes) when undo_status forbids it."""
        allowed, _ = self.undo_status(seat)
        if not allowed:
            return False
        depth = self.undo_depth(seat)
        state = self.state
        for _ in range(depth):
            state, _ = self._undo_stack.pop()
            self.log.pop()
        self.state = state
        self._pending_ms = 0
        return True

    # --- replay --------------------------------------------------------------------------------
    def replay_log(self) -> GameState:
        return replay(self.game, self.config, self.log)


def replay_steps(
    game: Game, config: GameConfig, log: list[LogEntry]
) -> Iterator[tuple[LogEntry, GameState, Action, list[Event]]]:
    """Each logged step again: (entry, the state before it, the action, its events), so a
    resumed game can tell its log in the same words as when it was played."""
    state = game.new_initial_state(config)
    for entry in log:
        if state.to_act() != entry.actor:
            raise IllegalAction(
                f"log step {entry.action!r} was made by {entry.actor}, expected {state.to_act()}"
            )
        before = state
        action = before.find_action(entry.action)
        state, events = before.apply(action)
        yield entry, before, action, events


def replay(game: Game, config: GameConfig, log: list[LogEntry]) -> GameState:
    """The state reached by applying every logged step to a fresh initial state."""
    state = game.new_initial_state(config)
    for entry in log:
        if state.to_act() != entry.actor:
            raise IllegalAction(
                f"log step {entry.action!r} was made by {entry.actor}, expected {state.to_act()}"
            )
        state, _ = state.apply(Action.parse(entry.action))
    return state
