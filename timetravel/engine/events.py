"""Typed events that apply() returns: they drive animation, sound and the game log.

Games use these shared kinds where they fit and may subclass Event for their own. An event's words
for the game log are a message key (`text`, the English template that is the t() key) and its
`params`; `words()` puts them together in the current language when they are shown, so seats
(`timetravel.i18n.Seat`) read as the names people chose and the language is that of the moment.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TypedDict

from timetravel.i18n import say

_NO_PARAMS: Mapping[str, object] = MappingProxyType({})


class Said(TypedDict):
    """An event's words as constructor arguments: `CardMoved(..., **said("{player} draws", player=Seat(0)))`."""

    text: str
    params: Mapping[str, object]


def said(key: str, /, **params: object) -> Said:
    return Said(text=key, params=MappingProxyType(params))


@dataclass(frozen=True, slots=True)
class Event:
    text: str = field(default="", kw_only=True)
    params: Mapping[str, object] = field(default_factory=lambda: _NO_PARAMS, kw_only=True, hash=False)

    def words(self) -> str:
        """The log's sentence in the current language, seat names filled in ("" when silent)."""
        if not self.text:
            return ""
        sentence = say(self.text, self.params)
        # a sentence that begins with a number in words ("two shields removed") begins in capitals
        return sentence[:1].upper() + sentence[1:] if sentence[:1].islower() else sentence


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
