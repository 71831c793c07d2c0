"""How a finished match was scored, read back from its steps' events: points per round and the last news.

The history keeps what the events said, step by step: each RoundEnded closes a round (its breakdown
names where the points came from, such as a team or an objective), each ScoreChanged adds to the
round's points, and the important Messages of the steps that end a round explain how it ended.
A game played here replays its log once (`score_history`); a seat joined at another computer's table
has a mirror with no log, and reads the same events from the steps the host told it (`told_history`).
A joiner who came in after the first step (its app restarted mid-game, or its connection dropped while
steps went by) was told only part of the game: its first round would read short and the rounds would
not add up to the totals, so it keeps the news but no rounds, and the screen shows only the totals.
A log that cannot be replayed gives an empty history, and the screen shows only the totals.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from timetravel.engine.actions import Action
from timetravel.engine.events import Event, Message, RoundEnded, ScoreChanged
from timetravel.engine.match import Match

log = logging.getLogger(__name__)


@dataclass
class RoundScore:
    number: int
    points: dict[int, int] = field(default_factory=dict)  # seat -> points scored this round
    parts: dict[int, list[tuple[str, int]]] = field(default_factory=dict)  # seat -> (reason, points)
    text: str = ""


@dataclass
class ScoreHistory:
    rounds: list[RoundScore] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # the important news, oldest first

    def extras(self, round_index: int, seat: int) -> list[tuple[str, int]]:
        """The parts of a round's score after the first (the first is what the number mostly is)."""
        parts = self.rounds[round_index].parts.get(seat, [])
        return [(reason, points) for reason, points in parts[1:] if points]


def score_history(match: Match) -> ScoreHistory:
    """A match played here: its log replayed from the initial state."""
    return _history(_replayed(match))


def told_history(steps: Iterable[list[Event]], *, from_start: bool) -> ScoreHistory:
    """A seat joined at another computer's table: the events of the steps told to it, in order.
    `from_start`: they begin at the game's first step and miss none; else only the news is kept."""
    history = _history(steps)
    return history if from_start else ScoreHistory(notes=history.notes)


def _history(steps: Iterable[list[Event]]) -> ScoreHistory:
    try:
        return _rounds(steps)
    except Exception as exc:  # a history is a nicety: the totals are shown whatever happens
        log.warning("score history unavailable: %s", exc)
        return ScoreHistory()


def _replayed(match: Match) -> Iterator[list[Event]]:
    """Each logged step's events, the log replayed from the initial state."""
    state = match.game.new_initial_state(match.config)
    for entry in match.log:
        state, events = state.apply(Action.parse(entry.action))
        yield events


def _rounds(steps: Iterable[list[Event]]) -> ScoreHistory:
    history = ScoreHistory()
    current = RoundScore(1)
    for events in steps:
        current = _take(history, current, events)
    if current.points:
        history.rounds.append(current)  # points scored after the last round ended (a final tally)
    return history


def _is_news(event: Event, events: list[Event]) -> bool:
    """An important message of a step that ends a round (why it ended, a tie, a final round);
    news from the middle of a round and GameEnded (the headline says it) are left out."""
    ends_round = any(isinstance(e, RoundEnded) for e in events)
    return ends_round and isinstance(event, Message) and event.important and bool(event.text)


def _take(history: ScoreHistory, current: RoundScore, events: list[Event]) -> RoundScore:
    for event in events:
        if isinstance(event, ScoreChanged):
            current.points[event.seat] = current.points.get(event.seat, 0) + event.delta
        elif isinstance(event, RoundEnded):
            current.number = event.round_number
            current.text = event.words()
            for seat, reason, points in event.breakdown:
                current.parts.setdefault(seat, []).append((reason, points))
            history.rounds.append(current)
            current = RoundScore(event.round_number + 1)
        elif _is_news(event, events):
            history.notes.append(event.words())
    return current
