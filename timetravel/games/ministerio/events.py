"""The events of El Ministerio that the engine does not have, for its board to animate (the engine's
own CardMoved, PieceMoved, DiceRolled, Revealed ... carry the rest). Their sentences are made in
words_events.py.

Zones: "door:N" (0-based door index), "office", "centre", "pile:<category>", "hand:<seat>",
"table" (the card played this turn), "deck", "slot:N", "box" (out of the game), "agent:<seat>"
(the enemies an agent won).
"""

from __future__ import annotations

from dataclasses import dataclass

from timetravel.engine.events import Event


@dataclass(frozen=True, slots=True)
class PaChanged(Event):
    seat: int
    delta: int
    total: int


@dataclass(frozen=True, slots=True)
class EnemyRevealed(Event):
    tile: str
    door: int


@dataclass(frozen=True, slots=True)
class FightResolved(Event):
    """A fight or a trial: the total reached against the value needed."""

    seat: int
    subject: str  # an enemy tile or a card
    total: int
    needed: int
    won: bool
    trial: bool = False


@dataclass(frozen=True, slots=True)
class Imprisoned(Event):
    seat: int
