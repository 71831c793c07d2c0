"""The flow of play, without pygame: who acts next, and what happens when they do.

The caller (the game screen, a test) calls `update(dt)` once per frame with the elapsed seconds; the
driver never reads a clock. Each update takes at most one step: a chance node is sampled, an AI
seat's Thinker is polled (its move waits for the pace so a person can follow; `skip_pace` plays it at
once), or the person to act gets their pending decision, which the caller fills with `choose`.
What happened comes back as reports (steps with their engine events, hand-offs, notices) for the
caller to animate, log and put into words; an AI's step carries its reason (engine/reason.py) when
its game gives one.

The pace: after a step, an AI's next move waits `pace_ms`, and in turn-based games longer by the
time to read the words the AI's step (and the dice or cards that followed it) produced, so a person
can read each one. In step mode (`step_mode`, turn-based games) each AI move waits instead until
the person asks for it (`skip_pace`, the game screen's Space).

Real-time games: all the caller's elapsed time runs the match clock (`Match.advance_time`), whoever
acts. An AI seat's clock runs from the start of its turn to its end, its thinking and the pace before
each of its moves included, exactly as a person's clock runs while they think and move; what runs
whoever acts (Time Arena's hourglasses) runs throughout. So the pace is clock-aware: never more
than a hundredth of the AI's clock left (`PACE_SHARE`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Protocol

from timetravel.engine.actions import Action
from timetravel.engine.elapsed import seconds
from timetravel.engine.errors import IllegalAction
from timetravel.engine.events import Event
from timetravel.engine.game import Game
from timetravel.engine.match import Match, replay_steps
from timetravel.engine.reason import Reason
from timetravel.engine.state import CHANCE, TIME_KIND, GameState
from timetravel.i18n import speaking

SIMULTANEOUS_THINK_MS = 200  # an AI's budget for a choice made at the same time as a person's
PACE_SHARE = 100  # real-time games: an AI's pace is at most this fraction (1/100) of its clock left
DEFAULT_PACE_MS = 700  # the settings' default pace, at which the reading times below hold
READING_S_PER_WORD = 0.15  # the wait for each word an AI's step produced (a quick reader's pace)
MOST_READING_S = 4.0  # the longest reading wait after one step
log = logging.getLogger(__name__)


class Thinking(Protocol):
    """A decision in progress (timetravel.ai.Thinker or a stand-in)."""

    def poll(self) -> Action | None: ...

    def cancel(self) -> None: ...


StartThinker = Callable[[str, Game, GameState, int, int, int], Thinking]
Autosave = Callable[[Match], "str | None"]


@dataclass(frozen=True)
class Step:
    """One step of the match: who took it (CHANCE for fate), its public words, its events, and an
    AI's reason for it (None: a person's step, fate's, or a game whose AI gives none)."""

    actor: int
    label: str
    events: list[Event]
    reason: Reason | None = None
    labels: dict[str, str] = field(default_factory=dict)  # the label in other languages, when asked for


@dataclass(frozen=True)
class Handoff:
    """The screen must be hidden and passed to `seat` before they see it (reported once)."""

    seat: int


@dataclass(frozen=True)
class ViewerChanged:
    """The person to act now holds the screen without a hand-off."""

    seat: int


@dataclass(frozen=True)
class Notice:
    """Something to tell the player: a message key and its parameters (`bad` for failures)."""

    key: str
    params: dict[str, object] = field(default_factory=dict)
    bad: bool = False


@dataclass(frozen=True)
class UndoDone:
    """`seat` took back a move (and, when `replies`, the AI moves that answered it)."""

    seat: int
    replies: bool


Report = Step | Handoff | ViewerChanged | Notice


def simultaneous_step(state: GameState) -> bool:
    """A step that all play at once by the rules (Time Division's draft), though the engine takes it
    in turns. The one place the driver asks the state about it."""
    return state.turn_phase().simultaneous


def start_thinker(level: str, game: Game, state: GameState, seat: int, seed: int, think_ms: int) -> Thinking:
    """A started Thinker for an AI seat (a background thread)."""
    from timetravel.ai import Thinker, make_agent

    return Thinker(make_agent(level, game, seat, seed, think_ms), state, seat).start()


class PlayDriver:
    def __init__(
        self,
        match: Match,
        humans: frozenset[int],
        *,
        pace_ms: int = 0,
        think_ms: int = 1000,
        start_thinker: StartThinker = start_thinker,
        autosave: Autosave | None = None,
    ) -> None:
        self.match = match
        self.humans = humans
        self.pace_ms = pace_ms
        self.think_ms = think_ms
        self._start_thinker = start_thinker
        self._autosave = autosave
        self.holder: int | None = None  # the person who last held the screen
        self.handoff_for: int | None = None  # the person a hand-off was reported for
        self.pace_left = 0.0  # seconds an AI's move still waits so a person can follow
        self.step_mode = False  # each AI move waits for the person's `skip_pace` (turn-based games)
        self._released = False  # step mode: the person asked for the next AI move
        self.chosen: Action | None = None
        self._thinker: Thinking | None = None
        self._thinker_state: GameState | None = None
        self._clock_ms = 0.0  # real-time games: elapsed time not yet handed to the match
        self.label_languages: frozenset[str] = frozenset()  # each step's label also in these (a table's friends)

    # --- what the caller reads ----------------------------------------------------------------------
    def simultaneous(self) -> bool:
        """Whether the step now is one that all play at once, with a person among them."""
        return bool(self.humans) and simultaneous_step(self.match.state)

    def pending(self) -> int | None:
        """The person whose decision is awaited now (holding the screen), else None."""
        actor = self.match.to_act()
        return actor if actor in self.humans and actor == self.holder else None

    def needs_handoff(self, actor: int) -> bool:
        """Whether the screen must be hidden before `actor` sees it, as the state says now."""
        state = self.match.state
        if self.holder is not None:
            return state.needs_handoff(self.holder, actor)
        # Nobody has played at this screen yet (a new or resumed game): whoever holds it may be
        # any of the people, so hide it if any of them would see what the acting one must not.
        return any(state.needs_handoff(other, actor) for other in self.humans if other != actor)

    def undo_seat(self, viewer: int) -> int:
        return self.holder if self.holder is not None else viewer

    # --- what the caller tells ----------------------------------------------------------------------
    def choose(self, action: Action) -> bool:
        """Fill the pending decision with one of the legal actions; False when it is not legal now."""
        if self.match.to_act() not in self.humans or action not in self.match.state.legal_actions():
            return False
        self.chosen = action
        return True

    def handed_to(self, seat: int) -> None:
        """The hand-off is accepted: `seat` holds the screen (a later hand-off to the same person is
        a new one, so the one reported is forgotten)."""
        self.holder = seat
        self.handoff_for = None

    def stepping(self) -> bool:
        """Step mode: whether an AI's move now waits for the person to ask for it."""
        actor = self.match.to_act()
        return (
            self.step_mode
            and not self.match.game.info.real_time
            and actor >= 0
            and actor not in self.humans
            and not self.simultaneous()
            and not self._released
        )

    def skip_pace(self) -> None:
        """The person is done reading: the AI's move comes now (in step mode, that one move)."""
        self.pace_left = 0.0
        if self.stepping():
            self._released = True

    def autosave(self, *, always: bool = False) -> Notice | None:
        """Save the match through the callback: once anything was played, or `always` (leaving a
        game just begun still keeps it, so Continue resumes the game played last)."""
        if self._autosave is None or not (self.match.log or always):
            return None
        error = self._autosave(self.match)
        return Notice("Autosave failed: {error}", {"error": error}, bad=True) if error else None

    def undo(self, seat: int) -> UndoDone | None:
        handoff_pending = self.handoff_for is not None and self.handoff_for != self.holder
        steps = len(self.match.log)
        if not self.match.undo(seat):
            return None
        self.cancel()
        self.handoff_for = None
        if handoff_pending:
            # Undo was asked from the hand-off, so the next player may already hold the screen:
            # hand it back to the player who takes the move back before showing their cards.
            self.holder = None
        self.chosen = None
        return UndoDone(seat, replies=steps - len(self.match.log) > 1)

    def cancel(self) -> None:
        """Stop any AI thinking (leaving the screen, undoing)."""
        if self._thinker is not None:
            self._thinker.cancel()
        self._thinker = None
        self._thinker_state = None

    # --- the flow ----------------------------------------------------------------------------------
    def update(self, dt: float, *, animating: bool = False) -> list[Report]:
        """Let `dt` seconds pass and take the next step if one is due. While the caller is still
        `animating` the last step, nobody moves (except an AI choosing at the same time as a person).
        Any number is taken: NaN, negatives and -inf are no time, +inf the cap (engine/elapsed.py)."""
        reports: list[Report] = []
        dt = seconds(dt)
        self.pace_left = max(0.0, self.pace_left - dt)
        if self.match.is_over:
            return reports
        if self.match.game.info.real_time:
            reports += self._advance_clock(dt)
            if self.match.is_over:
                return reports
        actor = self.match.to_act()
        if animating and not (self.simultaneous() and actor not in self.humans):
            return reports
        if actor == CHANCE:
            self.cancel()
            reports += self._step(CHANCE, None)
        elif actor in self.humans:
            reports += self._human_turn(actor)
        else:
            reports += self._ai_turn(actor)
        return reports

    def _advance_clock(self, dt: float) -> list[Report]:
        self._clock_ms += max(0.0, dt) * 1000
        whole = int(self._clock_ms)
        self._clock_ms -= whole  # keep the fraction: frames of 16.7 ms must not lose time
        return self._time_step(lambda: self.match.advance_time(whole))

    def flush_clock(self) -> list[Report]:
        """Real-time games: charge the time fed in so far to the state now (before a decision, a
        pause or a save), reported as a step when it changed anything."""
        return self._time_step(self.match.flush_time)

    def _labels(self, before: GameState, action: Action) -> dict[str, str]:
        """The step's public label in each language asked for (friends at other computers read the
        log in theirs); none when nobody asked."""
        labels = {}
        for language in sorted(self.label_languages):
            with speaking(language):
                labels[language] = before.public_label(action)
        return labels

    def _time_step(self, run: Callable[[], list[Event]]) -> list[Report]:
        """Let time pass in the match; a Step report when it logged a step that changed anything."""
        before = self.match.state
        steps = len(self.match.log)
        events = run()
        if len(self.match.log) == steps or not events:
            return []
        entry = self.match.log[-1]
        action = Action.parse(entry.action)
        return [Step(entry.actor, before.public_label(action), events, labels=self._labels(before, action))]

    def _human_turn(self, actor: int) -> list[Report]:
        reports: list[Report] = []
        if actor != self.holder:
            if self.needs_handoff(actor):
                if self.handoff_for != actor:
                    self.handoff_for = actor
                    return [Handoff(actor)]
                return []
            self.holder = actor
            reports.append(ViewerChanged(actor))
        if self.chosen is None:
            return reports
        action, self.chosen = self.chosen, None
        return reports + self._step(actor, action)

    def _ai_turn(self, actor: int) -> list[Report]:
        state = self.match.state
        reports: list[Report] = []
        if self._thinker is None or self._thinker_state is not state:
            self.cancel()
            seat = self.match.seats[actor]
            think_ms = min(self.think_ms, SIMULTANEOUS_THINK_MS) if self.simultaneous() else self.think_ms
            seed = (self.match.seed * 1_000_003 + len(self.match.log)) % (1 << 63)
            self._thinker = self._start_thinker(
                seat.level or "normal", self.match.game, state, actor, seed, think_ms
            )
            self._thinker_state = state
        action: Action | None
        try:
            action = self._thinker.poll()
        except Exception:  # an AI failure must not end the game: fall back to a legal move
            log.exception("AI seat %s failed to decide", actor)
            reports.append(Notice("The AI got confused and plays a legal move instead."))
            action = state.legal_actions()[0]
        if action is None or (self.pace_left > 0 and not self.simultaneous()) or self.stepping():
            return reports
        reason = getattr(self._thinker, "reason", None)  # a stand-in Thinker may give none
        self.cancel()
        return reports + self._step(actor, action, reason if isinstance(reason, Reason) else None)

    def _step(self, actor: int, action: Action | None, reason: Reason | None = None) -> list[Report]:
        reports: list[Report] = []
        if action is not None and self.match.game.info.real_time:
            reports += self.flush_clock()  # the time taken is charged to the state it was taken in
            if self.match.to_act() != actor or not self.match.state.is_legal(action):
                return reports  # the clock changed the position meanwhile: decide again
        before = self.match.state
        try:
            events = self.match.sample_chance() if action is None else self.match.apply(action)
        except IllegalAction as exc:
            return [Notice(str(exc))]
        # the log is read by every seat: use the words the game makes public for this action
        done = Action.parse(self.match.log[-1].action)
        step = Step(actor, before.public_label(done), events, reason, self._labels(before, done))
        reports.append(step)
        if actor == CHANCE:  # the dice or cards a move brought are read too, within the longest wait
            longest = self.pace_ms / 1000 + MOST_READING_S * self.pace_ms / DEFAULT_PACE_MS
            self.pace_left = min(self.pace_left + self._reading(step), max(self.pace_left, longest))
        if actor >= 0:
            self._released = False
            self.pace_left = self._pace(actor) + (0.0 if actor in self.humans else self._reading(step))
            if actor in self.humans or self.match.to_act() != actor:
                notice = self.autosave()  # every decision of a person: Continue never asks for it again
                reports += [notice] if notice else []
        return reports

    def _pace(self, actor: int) -> float:
        """The seconds the next AI move waits after `actor`'s step. An AI's pace runs its own clock
        (real-time games), so it is clock-aware: never more than a hundredth of the clock it has
        left, which the pace alone can never run out, however slow the setting."""
        pace = self.pace_ms / 1000
        nxt = self.match.to_act()
        seat = nxt if nxt >= 0 else actor  # after an attack the die rolls, then the attacker goes on
        if seat in self.humans or not self.match.game.info.real_time:
            return pace
        left = self.match.state.clock_left_ms(seat)
        return pace if left is None else min(pace, left / 1000 / PACE_SHARE)

    def _reading(self, step: Step) -> float:
        """The time to read the words a step produced, at the pace set (none in real-time games,
        whose clocks run meanwhile)."""
        if self.match.game.info.real_time or self.pace_ms <= 0:
            return 0.0
        texts = [e.words() for e in step.events if e.text] or [step.label]
        if step.reason is not None:
            texts.append(self.match.state.reason_words(step.reason))
        words = sum(len(text.split()) for text in texts)
        return min(MOST_READING_S, words * READING_S_PER_WORD) * self.pace_ms / DEFAULT_PACE_MS

    def retold(self) -> Iterator[Step]:
        """A resumed game's log, step by step, with the same words as during play (raises when the
        log no longer replays)."""
        for entry, before, action, events in replay_steps(self.match.game, self.match.config, self.match.log):
            if not events and _passes_time(before, action):
                continue  # as during play: time that changed nothing is no step to tell
            yield Step(
                entry.actor,
                before.public_label(action),
                events,
                self._retold_reason(entry.actor, before, action),
            )

    def _retold_reason(self, actor: int, before: GameState, action: Action) -> Reason | None:
        """An AI seat's reason for a logged move, worked out again as during play (ai.agent.reason_for)."""
        from timetravel.ai.agent import gives_reasons, reason_for
        from timetravel.ai.view import AgentView

        seat = self.match.seats[actor] if actor >= 0 else None
        if seat is None or seat.kind != "ai" or not gives_reasons(self.match.game):
            return None
        return reason_for(self.match.game, seat.level or "", AgentView.of(before, actor), action)


def _passes_time(state: GameState, action: Action) -> bool:
    """A time action, or a game's own action for time passing (one no seat could choose)."""
    return action.kind == TIME_KIND or action not in state.candidate_actions()


def run_to_end(driver: PlayDriver, dt: float, limit: int = 100_000) -> int:
    """Drive a match of AI seats to its end with a fixed `dt`; returns the updates taken."""
    for count in range(1, limit + 1):
        driver.update(dt)
        if driver.match.is_over:
            return count
    raise RuntimeError(f"the match did not end within {limit} updates")
