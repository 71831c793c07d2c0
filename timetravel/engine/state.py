"""The game state protocol: who acts, what is legal, pure apply, what each seat may know.

A concrete game subclasses GameState and implements the abstract methods. apply() is pure from the
outside: it checks legality, clones, and lets the clone change itself in `_apply`, so games can
write plain in-place rules code while callers only ever see new states.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Self

from timetravel.engine.actions import Action
from timetravel.engine.errors import IllegalAction
from timetravel.engine.events import Event
from timetravel.engine.outcome import Outcome
from timetravel.engine.phases import Phase
from timetravel.engine.rng import Rng

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
    note under it); `totals[seat]` is what the last column shows under `total_heading`.
    """

    columns: tuple[str, ...]
    cells: tuple[tuple[tuple[str, str], ...], ...]
    totals: tuple[str, ...]
    total_heading: str = "Total"


class GameState(ABC):
    """One moment of one game. Subclasses hold plain data; `game` is the Game that made them."""

    game: Game

    # --- who acts and what they may do -------------------------------------------------------
    @abstractmethod
    def to_act(self) -> int:
        """The seat that acts now, CHANCE, or TERMINAL."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """The acting seat's legal actions in a deterministic order; [] at chance and terminal."""

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """At a chance node, each outcome with its probability (summing to 1)."""
        return []

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
        legal = self._matching_action(action)
        new = self.clone()
        events = new._apply(legal)
        return new, events

    def find_action(self, text: str) -> Action:
        """The legal action (or chance outcome) whose string form is `text`, with its label."""
        for candidate in self.candidate_actions():
            if str(candidate) == text:
                return candidate
        if text.partition(":")[0] == TIME_KIND and self.game.info.real_time and not self.is_terminal():
            return Action.parse(text)  # a time action, legal as in _matching_action (a log names it)
        raise IllegalAction(f"{text!r} is not legal now")

    def _matching_action(self, action: Action) -> Action:
        # Equal actions have equal string forms, so equality finds the labelled legal action
        # without formatting every candidate; a game's own find_action stays the fallback.
        for candidate in self.candidate_actions():
            if candidate == action:
                return candidate
        if action.kind == TIME_KIND and self.game.info.real_time and not self.is_terminal():
            return action
        return self.find_action(str(action))

    def candidate_actions(self) -> list[Action]:
        """Legal actions, or the chance outcomes at a chance node."""
        actor = self.to_act()
        if actor == CHANCE:
            return [a for a, _ in self.chance_outcomes()]
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

    # --- hidden information --------------------------------------------------------------------
    @abstractmethod
    def observe(self, seat: int) -> Json:
        """What `seat` may know, as JSON-compatible data (equal for equal knowledge)."""

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
        return "I am {name}: show my view"

    # --- serialization -------------------------------------------------------------------------
    @abstractmethod
    def to_json(self) -> Json:
        """The whole state as JSON-compatible data; game.state_from_json() restores it."""

    # --- text for people -----------------------------------------------------------------------
    def prompt(self, seat: int) -> str:
        """What `seat` should do now, in a short sentence for the side panel."""
        return "Choose an action." if self.to_act() == seat else "Waiting."

    def public_label(self, action: Action) -> str:
        """The words every seat may read in the game log for `action` taken in this state.

        The default is the action's label; a game overrides it where a label names something only
        the acting seat knows (a card put back face down, a secret choice).
        """
        return action.text

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

    __hash__ = None  # type: ignore[assignment]
