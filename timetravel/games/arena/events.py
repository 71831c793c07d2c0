"""The events Time Arena's board animates, each with its sentence for the log (words.py).

Places in events: a square's algebraic name ("e4"), "gate:<side>:<colour>" for a Gate and
"totem:<side>" for a Totem. Pieces are fighter ids.
"""

from __future__ import annotations

from dataclasses import dataclass

from timetravel.engine.events import DiceRolled, Event, GameEnded, PieceMoved, TurnStarted
from timetravel.games.arena import words
from timetravel.games.arena.content import COLOURS, square_name
from timetravel.games.arena.state import TOTEM, ArenaState, side_seats


@dataclass(frozen=True, slots=True)
class Picked(Event):
    side: int
    fighter: str


@dataclass(frozen=True, slots=True)
class FighterMoved(PieceMoved):
    """A move; `path` holds every square of a shortest way, both ends included, for the slide."""

    path: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class KnockedOut(PieceMoved):
    """A fighter flies back to its Gate, whose hourglass turns over with `hourglass_ms`."""

    hourglass_ms: int = 0


@dataclass(frozen=True, slots=True)
class AttackDeclared(Event):
    fighter: str
    target: str  # a fighter id or "totem:<side>"
    ranged: bool  # from further than the squares around it


@dataclass(frozen=True, slots=True)
class BombDeclared(Event):
    fighter: str
    square: str


@dataclass(frozen=True, slots=True)
class FightDieRolled(DiceRolled):
    side: int = 0
    counter: bool = False  # the defender's die striking back


@dataclass(frozen=True, slots=True)
class FightResolved(Event):
    attacker: str
    knocked_out: tuple[str, ...]
    energy_lost: tuple[int, int]  # per side


@dataclass(frozen=True, slots=True)
class EnergyChanged(Event):
    side: int
    delta: int
    total: int


@dataclass(frozen=True, slots=True)
class WheelTurned(Event):
    side: int
    notch: int


@dataclass(frozen=True, slots=True)
class BonusSpent(Event):
    side: int
    bonus: str


@dataclass(frozen=True, slots=True)
class HourglassRanOut(Event):
    side: int
    colour: str
    fighter: str
    seat: int  # the fighter's player: the log marks the line with them, not with whoever acts now


@dataclass(frozen=True, slots=True)
class ClockRanOut(Event):
    side: int


@dataclass(frozen=True, slots=True)
class TurnPassed(Event):
    seat: int


def gate(slot: int) -> str:
    return f"gate:{slot >> 2}:{COLOURS[slot & 3]}"


def picked(st: ArenaState, slot: int) -> Picked:
    return Picked(slot >> 2, st.team[slot], **words.picked_text(st, slot))


def summoned(st: ArenaState, slot: int, square: int) -> PieceMoved:
    name = st.team[slot]
    return PieceMoved(
        name, gate(slot), square_name(square), seat=st.seat, **words.summoned_text(st, slot, square)
    )


def moved(st: ArenaState, slot: int, path: list[str]) -> FighterMoved:
    return FighterMoved(
        st.team[slot],
        path[0],
        path[-1],
        seat=st.seat,
        path=tuple(path),
        **words.moved_text(st, slot, path),
    )


def knocked_out(st: ArenaState, slot: int, source: int) -> KnockedOut:
    return KnockedOut(
        st.team[slot],
        square_name(source) if source >= 0 else gate(slot),
        gate(slot),
        hourglass_ms=st.sand[slot],
        **words.knocked_out_text(st, slot),
    )


def attack_declared(st: ArenaState, slot: int, target: int, ranged: bool) -> AttackDeclared:
    name = f"totem:{target - TOTEM}" if target >= TOTEM else st.team[target]
    return AttackDeclared(st.team[slot], name, ranged, **words.attack_text(st, slot, target))


def bomb_declared(st: ArenaState, slot: int) -> BombDeclared:
    return BombDeclared(st.team[slot], square_name(st.at[slot]), **words.bomb_text(st, slot))


def rolled(st: ArenaState, side: int, face: int | str, counter: bool) -> FightDieRolled:
    return FightDieRolled(
        (face,),
        die="fight",
        seat=None,
        side=side,
        counter=counter,
        **words.rolled_text(st, side, face, counter),
    )


def fight_resolved(
    st: ArenaState, knocked: list[int], energy_lost: list[int], shielded: bool
) -> FightResolved:
    """`shielded`: a Shield covered the attack's target (the log says why nothing happened)."""
    names = tuple(st.team[s] for s in dict.fromkeys(knocked))
    return FightResolved(
        st.team[st.attacker],
        names,
        (energy_lost[0], energy_lost[1]),
        **words.resolved_text(st, knocked, energy_lost, shielded),
    )


def energy_changed(st: ArenaState, side: int, delta: int) -> EnergyChanged:
    return EnergyChanged(side, delta, st.energy[side], **words.energy_text(side, delta, st.energy[side]))


def wheel_turned(st: ArenaState, side: int) -> WheelTurned:
    return WheelTurned(side, st.wheel[side], **words.wheel_text(side, st.wheel[side]))


def bonus_spent(st: ArenaState, side: int, bonus: str) -> BonusSpent:
    return BonusSpent(side, bonus, **words.bonus_text(side, bonus))


def hourglass_out(st: ArenaState, slot: int) -> HourglassRanOut:
    return HourglassRanOut(
        slot >> 2, COLOURS[slot & 3], st.team[slot], st.controller(slot), **words.hourglass_text(st, slot)
    )


def clock_out(st: ArenaState, side: int) -> ClockRanOut:
    return ClockRanOut(side, **words.clock_text(side))


def passed(st: ArenaState) -> TurnPassed:
    return TurnPassed(st.seat, **words.passed_text(st.seat))


def turn_started(st: ArenaState) -> TurnStarted:
    return TurnStarted(st.seat, **words.turn_text(st))


def game_ended(st: ArenaState) -> GameEnded:
    return GameEnded(winners=side_seats(st.seats, st.winner), **words.end_text(st))
