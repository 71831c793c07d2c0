"""The events El Ministerio's board will animate, each with its sentence for the log (words.py).

Zones: "door:N" (0-based door index), "office", "centre", "pile:<category>", "hand:<seat>",
"table" (the card played this turn), "deck", "slot:N", "box" (out of the game), "agent:<seat>"
(the enemies an agent won).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from timetravel.engine.events import (
    CardMoved,
    DiceRolled,
    Event,
    GameEnded,
    PieceMoved,
    Revealed,
    Said,
    ScoreChanged,
)
from timetravel.games.ministerio import words

if TYPE_CHECKING:
    from timetravel.games.ministerio.state import MinisterioState


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


def dice(seat: int, faces: tuple[int, ...], why: str) -> DiceRolled:
    return DiceRolled(faces, seat=seat, **words.dice_text(seat, faces, why))


def agent_moved(seat: int, source: str, target: str, jump: bool = False) -> PieceMoved:
    return PieceMoved(f"agent:{seat}", source, target, seat=seat, **words.moved_text(seat, target, jump))


def lola_moved(source: int, target: int) -> PieceMoved:
    return PieceMoved("lola", f"door:{source}", f"door:{target}", **words.lola_text(target))


def pa_changed(seat: int, delta: int, total: int) -> PaChanged:
    return PaChanged(seat, delta, total, **words.pa_text(seat, delta, total))


def imprisoned(seat: int) -> Imprisoned:
    return Imprisoned(seat, **words.prison_text(seat))


def revealed(tile: str, door: int, seats: tuple[int, ...]) -> list[Event]:
    return [EnemyRevealed(tile, door, **words.reveal_text(tile, door)), Revealed(seats=seats)]


def peeked(seat: int, door: int) -> Revealed:
    return Revealed(seats=(seat,), **words.peek_text(seat, door))


def card_moved(card: str | None, source: str, target: str, seat: int | None = None) -> CardMoved:
    face_up = card is not None
    return CardMoved(
        card, source, target, face_up=face_up, seat=seat, **words.card_text(card, source, target)
    )


def enemy_moved(tile: str, source: str, target: str) -> PieceMoved:
    return PieceMoved(f"enemy:{tile}", source, target, **words.enemy_move_text(tile, source, target))


def into_office(tile: str, slot: int) -> PieceMoved:
    return PieceMoved(f"enemy:{tile}", "staircase", f"slot:{slot}", **words.slot_text(tile, slot))


def fight(seat: int, subject: str, total: int, needed: int, won: bool, trial: bool = False) -> FightResolved:
    return FightResolved(
        seat,
        subject,
        total,
        needed,
        won,
        trial,
        **words.fight_text(seat, subject, total, needed, won, trial),
    )


def message(text: Said) -> Event:
    from timetravel.engine.events import Message

    return Message(**text)


def game_ended(state: MinisterioState) -> Event:
    outcome = state.outcome()
    winners = tuple(sorted(outcome.winners)) if outcome is not None else ()
    return GameEnded(winners=winners, **words.end_text(state))


def scores(state: MinisterioState) -> list[Event]:
    return [
        ScoreChanged(s, state.score(s), state.score(s), **words.score_text(state, s))
        for s in range(state.seats)
    ]
