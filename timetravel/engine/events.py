"""Typed events that apply() returns: they drive animation, sound and the game log.

Games use these shared kinds where they fit and may subclass Event for their own. Every event has
a text for the game log (English base, translated by the UI through timetravel.i18n).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Event:
    text: str = field(default="", kw_only=True)


@dataclass(frozen=True, slots=True)
class Message(Event):
    """Something worth announcing (a toast in the UI when important)."""

    important: bool = False


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    """A card went from one zone to another. `card` is None when the card stays hidden."""

    card: str | None
    source: str
    target: str
    face_up: bool = True
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class CardFlipped(Event):
    card: str
    zone: str
    face_up: bool = True


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    faces: tuple[int | str, ...]
    die: str = "d6"
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class ScoreChanged(Event):
    seat: int
    delta: int
    total: int


@dataclass(frozen=True, slots=True)
class PieceMoved(Event):
    piece: str
    source: str
    target: str
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class PhaseChanged(Event):
    phase: str


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    round_number: int
    breakdown: tuple[tuple[int, str, int], ...] = ()  # (seat, reason key such as "team", points)


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    winners: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """Hidden information became known to `seats` through an action (undo cannot cross it)."""

    seats: tuple[int, ...] = ()
