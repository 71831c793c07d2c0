"""The game state protocol: who acts, what is legal, pure apply, what each seat may know.

A concrete game subclasses GameState and implements the abstract methods. apply() is pure from the
outside: it checks legality (is_legal), clones, and lets the clone change itself in `_apply`, so
games can write plain in-place rules code while callers only ever see new states. The base keeps
each state's legal actions and chance outcomes once worked out (a state never changes after).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Self

from timetravel.engine.actions import Action
from timetravel.engine.elapsed import whole_ms
from timetravel.engine.errors import IllegalAction
from timetravel.engine.events import Event
from timetravel.engine.outcome import Outcome
from timetravel.engine.phases import Phase
from timetravel.engine.reason import Reason
from timetravel.engine.rng import Rng
from timetravel.i18n import N_

if TYPE_CHECKING:
    from timetravel.engine.game import Game

CHANCE = -1  # to_act() when the next step is a chance outcome that the Match samples
TERMINAL = -2  # to_act() when nobody acts any more
TIME_KIND = "time"  # the kind of the action by which a real-time game lets time pass

Json = dict[str, Any]


@dataclass(frozen=True)
class ResultsTable:
    """A game's own breakdown of a finished game for the results screen (see GameState.results_table).

    `columns` are the headings (e.g. era names); `cells[seat][column]` is (the number shown, a short
    note under it); `totals[seat]` is what the last column shows under `total_heading`. `story` is
    how the game ended, in paragraphs of words (a mission's ending text, the final clocks), shown
    under the headline.
    """

    columns: tuple[str, ...]
    cells: tuple[tuple[tuple[str, str], ...], ...]
    totals: tuple[str, ...]
    total_heading: str = "Total"
    story: tuple[str, ...] = ()


class GameState(ABC):
    """One moment of one game. Subclasses hold plain data; `game` is the Game that made them."""

    game: Game

    # A state handed out is never changed again (apply works on a fresh clone), so its options are
    # worked out once and kept here; clone() must not carry them over (see forget_options).
    _legal_cache: tuple[Action, ...] | None = None
    _chance_cache: tuple[tuple[Action, float], ...] | None = None

    # --- who acts and what they may do -------------------------------------------------------
    @abstractmethod
    def to_act(self) -> int:
        """The seat that acts now, CHANCE, or TERMINAL."""

    def legal_actions(self) -> list[Action]:
        """The acting seat's legal actions in a deterministic order; [] at chance and terminal.
        Worked out once per state by the game's `_legal_actions`; each caller gets its own list."""
        cached = self._legal_cache
        if cached is None:
            cached = self._legal_cache = tuple(self._legal_actions())
        return list(cached)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """At a chance node, each outcome with its probability (summing to 1); once per state."""
        return list(self._kept_chance_outcomes())

    def _kept_chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        cached = self._chance_cache
        if cached is None:
            cached = self._chance_cache = tuple(self._chance_outcomes())
        return cached

    @abstractmethod
    def _legal_actions(self) -> list[Action]:
        """The game's legal actions now (see legal_actions, which keeps them)."""

    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        """The game's chance outcomes now (see chance_outcomes); a game with chance overrides it."""
        return []

    def forget_options(self) -> None:
        """Drop the kept legal actions and chance outcomes: a clone that copies its original's fields
        wholesale calls it, apply() calls it on the changed clone, and so does a test that changes a
        state by hand."""
        self._legal_cache = self._chance_cache = None

    def is_legal(self, action: Action) -> bool:
        """Whether `action` is a legal action here (or a chance outcome at a chance node). A game
        with many actions per state answers it directly, without building them all."""
        return action in self.candidate_actions()

    def turn_phase(self) -> Phase:
        """The phase of the turn with the seats that may act; by default just to_act()'s turn.
        A game overrides it for a decision its rules have several seats take at once."""
        return Phase.turn(self.to_act())

    def acting_seats(self) -> frozenset[int]:
        return self.turn_phase().acting

    def is_terminal(self) -> bool:
        return self.to_act() == TERMINAL

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """Scores and winners once terminal, else None."""

    # --- transitions ---------------------------------------------------------------------------
    def apply(self, action: Action) -> tuple[Self, list[Event]]:
        """The state after `action` and the events it caused. Raises IllegalAction otherwise."""
        if not (self.is_legal(action) or self._is_time_action(action)):
            raise IllegalAction(f"{str(action)!r} is not legal now")
        new = self.clone()
        events = new._apply(action)
        new.forget_options()  # the rules may have asked for options half way through
        return new, events

    def find_action(self, text: str) -> Action:
        """The legal action (or chance outcome, or due time action) whose string form is `text`."""
        action = Action.parse(text)
        if str(action) != text or not (self.is_legal(action) or self._is_time_action(action)):
            raise IllegalAction(f"{text!r} is not legal now")
        return action

    def _is_time_action(self, action: Action) -> bool:
        # legal whenever a real-time game is not over, whoever acts (see time_action)
        return action.kind == TIME_KIND and self.game.info.real_time and not self.is_terminal()

    def candidate_actions(self) -> list[Action]:
        """Legal actions, or the chance outcomes at a chance node."""
        actor = self.to_act()
        if actor == CHANCE:
            return [a for a, _ in self._kept_chance_outcomes()]
        if actor == TERMINAL:
            return []
        return self.legal_actions()

    @abstractmethod
    def clone(self) -> Self:
        """An independent copy (deep enough that changing it never touches self)."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Change self by a legal action; only ever called on a fresh clone."""

    def time_action(self, elapsed_ms: int) -> Action | None:
        """Real-time games: the action that lets elapsed_ms pass, if the game wants it now.

        Its kind is TIME_KIND; it is legal whenever the game is real-time and not over, whoever is
        to act, so it need not (and should not) appear among a seat's legal actions.
        """
        return None

    def time_runs(self) -> bool:
        """Real-time games: whether time passing changes anything now (Time Arena's draft runs no
        clock). Time fed in while it does not is dropped, never logged as a step."""
        return True

    def clock_left_ms(self, seat: int) -> int | None:
        """Real-time games: the time left on `seat`'s own clock (Time Arena's chess clocks), which
        the play driver reads to shorten an AI's pace when its clock runs low. None: no such clock."""
        return None

    def after_time(self, elapsed_ms: int) -> GameState:
        """The state once `elapsed_ms` have passed as virtual time: each deadline within it in
        turn, then the rest (bench's random play; a Match logs the same with `let_time_pass`)."""
        state: GameState = self
        left = whole_ms(elapsed_ms)  # any number: NaN is no time, +inf the cap (engine/elapsed.py)
        while left > 0 and not state.is_terminal():
            due = state.time_action(left)
            if due is None:
                return state.apply(Action(TIME_KIND, (left,)))[0]
            state = state.apply(due)[0]
            used = due.args[0] if due.args else left
            left -= used if isinstance(used, int) and used > 0 else left
        return state

    # --- hidden information --------------------------------------------------------------------
    @abstractmethod
    def observe(self, seat: int) -> Json:
        """What `seat` may know, as JSON-compatible data (equal for equal knowledge)."""

    def seat_view(self, seat: int) -> object:
        """The typed view of what `seat` may know: all a board (and an AI) reads of a state.

        A game's concrete state class (its `Play` in games/<id>/game.py) returns its own view type,
        a frozen dataclass built from (state, seat) in games/<id>/view.py, with `to_json`. The
        default is the observation JSON, which is what the generic board draws."""
        return self.observe(seat)

    def determinize(self, seat: int, rng: Rng) -> GameState:
        """A full state consistent with observe(seat), every hidden part resampled."""
        return self.game.determinize(self.observe(seat), rng)

    # --- hot-seat: when one person hands the screen to another ----------------------------------
    def private_view(self, seat: int) -> Json:
        """What the screen would show `seat` that may differ from what another seat is shown.

        The default is observe(seat) without its "seat" field, which is sound for any game whose
        observations say only what the seat knows; a game overrides it to name just what its
        board shows in private (a hand of cards, a secret look), so hand-offs come no more often.
        """
        observation = dict(self.observe(seat))
        observation.pop("seat", None)
        return observation

    def needs_handoff(self, from_seat: int, to_seat: int) -> bool:
        """Whether the screen must be hidden while it passes from one person to another: the next
        person would see something the last one must not, or the last one the next one's secrets."""
        if from_seat == to_seat or not self.game.info.hidden_information:
            return False
        return self.private_view(from_seat) != self.private_view(to_seat)

    def handoff_label(self) -> str:
        """The hand-off button's words, a t() template with {name}: fit them to what gets shown."""
        return N_("I am {name}: show my view")

    # --- serialization -------------------------------------------------------------------------
    @abstractmethod
    def to_json(self) -> Json:
        """The whole state as JSON-compatible data; game.state_from_json() restores it."""

    # --- text for people -----------------------------------------------------------------------
    def prompt(self, seat: int) -> str:
        """What `seat` should do now, in a short sentence for the side panel."""
        return "Choose an action." if self.to_act() == seat else "Waiting."

    def action_words(self, action: Action, viewer: int | None) -> str:
        """Words for a person about `action`, legal (or just taken) in this state, as `viewer` may
        read them (None: every seat), put through t() now. The default is the string form."""
        return str(action)

    def public_label(self, action: Action) -> str:
        """The words every seat may read in the game log for `action` taken in this state: by
        default action_words(action, None); a game may override it for a secret it keeps there."""
        return self.action_words(action, None)

    def reason_words(self, reason: Reason) -> str:
        """An AI seat's reason (engine/reason.py) in a sentence for the game log, put through t()
        now; "" (the default) says nothing."""
        return ""

    def progress(self) -> str:
        """A short progress line for the load screen (round, scores)."""
        return ""

    def results_table(self) -> ResultsTable | None:
        """Once terminal, the game's own results breakdown; None (the default) lets the results
        screen build one from the log's round scores."""
        return None

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, GameState) and type(other) is type(self) and self.to_json() == other.to_json()
        )

    # defining __eq__ leaves __hash__ None: a state is not hashable (it changes while the rules build it)
