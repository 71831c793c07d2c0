"""What one seat sees of Time Arena (everything: the game has no secrets) and the typed view a board reads.

`view(state, seat)` is a frozen ArenaView whose `to_json()` is exactly `observe(seat)`, plus what a
board shows that the rules work out: each fighter's reachable squares and targets with their hit
chances and the risk of a counter, the squares a Shield covers, the free summoning squares, the
bonuses on offer, the clocks and hourglasses. `determinized` turns an observation back into a
state's JSON (the game hides nothing). The events a board animates are named here too (from
events.py), so a board reads this module, content and words, never a rules module.
"""

from __future__ import annotations

from dataclasses import dataclass

from timetravel.engine.state import Json
from timetravel.games.arena.combat import can_bomb, counter_chance, hit_chance, protected, shield_cover
from timetravel.games.arena.combat import targets as attack_targets
from timetravel.games.arena.content import COLOURS, CURRENT_ROSTER, Fighter, content
from timetravel.games.arena.draft import draft_choices
from timetravel.games.arena.events import AttackDeclared as AttackDeclared
from timetravel.games.arena.events import BombDeclared as BombDeclared
from timetravel.games.arena.events import EnergyChanged as EnergyChanged
from timetravel.games.arena.events import FightDieRolled as FightDieRolled
from timetravel.games.arena.events import FighterMoved as FighterMoved
from timetravel.games.arena.events import FightResolved as FightResolved
from timetravel.games.arena.events import HourglassRanOut as HourglassRanOut
from timetravel.games.arena.events import KnockedOut as KnockedOut
from timetravel.games.arena.events import Picked as Picked
from timetravel.games.arena.events import TurnPassed as TurnPassed
from timetravel.games.arena.events import WheelTurned as WheelTurned
from timetravel.games.arena.geometry import NAMES
from timetravel.games.arena.reach import reachable, summon_squares
from timetravel.games.arena.state import (
    HOURGLASS_MS,
    NO_ONE,
    SLOTS,
    TOTEM,
    TOTEM_WORD,
    ArenaState,
    own_hourglass,
    side_of,
    side_seats,
)
from timetravel.games.arena.turn import can_end, may_attack, may_move, may_summon
from timetravel.games.arena.wheel import bonuses


@dataclass(frozen=True)
class TargetView:
    target: str  # the square of an enemy fighter, or "totem"
    fighter: str | None  # the enemy fighter there (None: the Totem)
    chance: float  # the chance one roll knocks it out (the Totem: takes at least one energy)
    counter_chance: float = 0.0  # the chance its counter (or the Totem's) knocks the attacker out


@dataclass(frozen=True)
class FighterView:
    slot: int
    id: str  # "" while the draft has not filled its Gate
    side: int
    colour: str
    seat: int  # the seat that activates it
    square: str | None  # None: on its Gate
    hourglass_ms: int  # 0: ready
    hourglass_total_ms: int
    acted: bool  # activated this turn
    active: bool  # its activation is under way
    protected: bool  # a Shield covers it
    moves: tuple[str, ...]  # squares it may move to now (the acting seat's fighters only)
    summons: tuple[str, ...]  # squares it may be summoned to now
    targets: tuple[TargetView, ...]  # what it may attack now
    can_bomb: bool
    name: str  # the fighter's name as content gives it ("" while undrafted)
    move: int  # its movement now (one more after the step bonus)
    attack: int
    defence: int
    ability: str  # "", counter, ranged, shield, restoration, bomb ("" in the first game)
    range: int


@dataclass(frozen=True)
class ArenaView:
    seat: int
    data: Json  # observe(seat)
    mode: str
    stage: str  # draft, play, over
    side: int  # whose turn
    acting_seat: int  # the seat to decide (-1: the die, -2: over)
    my_turn: bool
    fighters: tuple[FighterView, ...]
    clocks_ms: tuple[int, int]
    running: int  # the side whose clock runs, -1 none
    energy: tuple[int, int]
    max_energy: int
    wheel: tuple[int, int]
    notches: int
    bonuses: tuple[tuple[str, ...], tuple[str, ...]]  # reached per side
    draft_choices: tuple[str, ...]
    fight_stage: str
    roll: str
    counter_roll: str
    summoning: tuple[tuple[str, ...], tuple[str, ...]]
    totem_edge: tuple[tuple[str, ...], tuple[str, ...]]
    transporters: tuple[tuple[str, str, str], ...]  # (colour, square, square)
    winner: int
    reason: str  # why the game ended: totem, clock, blockade ("" while it goes on)
    can_end: bool  # the acting side may end its turn now
    wait_ms: int  # how long `wait` would let pass (0: not on offer)
    step_bonus: bool  # the next move goes one square further
    attacker: str  # the fighter whose fight is being resolved ("" none)
    target: str  # its target: a fighter id, "totem:<side>", or "" (a bomb)
    counter: str  # who strikes back: a fighter id, "totem:<side>", or ""
    side_seats: tuple[tuple[int, ...], tuple[int, ...]]  # the seats playing White and Black
    shield_cover: tuple[str, ...] = ()  # R10: the squares a Shield covers now (the 8 around each bearer)
    roster: str = CURRENT_ROSTER  # the fighters' figures this game plays with

    def figures(self, fighter_id: str) -> Fighter:
        """A fighter with its figures in this game's roster (drafted or not)."""
        return content().roster(self.roster)[fighter_id]

    def to_json(self) -> Json:
        return self.data

    def fighter(self, fighter_id: str) -> FighterView | None:
        return next((f for f in self.fighters if f.id == fighter_id), None)


def observe(st: ArenaState, seat: int) -> Json:
    return {"seat": seat, **st.to_json()}


def determinized(observation: Json) -> Json:
    """The state an observation shows, as JSON: the whole state without the seat (no secrets)."""
    return {k: v for k, v in observation.items() if k != "seat"}


def view(st: ArenaState, seat: int) -> ArenaView:
    board = content().boards[st.board_id]
    names = NAMES
    acting = st.to_act()
    return ArenaView(
        seat=seat,
        data=observe(st, seat),
        mode=st.mode,
        stage=st.stage,
        side=st.side,
        acting_seat=acting,
        my_turn=acting == seat,
        fighters=tuple(_fighter(st, slot) for slot in range(SLOTS)),
        clocks_ms=(st.clock[0], st.clock[1]),
        running=st.running,
        energy=(st.energy[0], st.energy[1]),
        max_energy=content().totem.energy,
        wheel=(st.wheel[0], st.wheel[1]),
        notches=content().wheel.notches,
        bonuses=(tuple(bonuses(st, 0)), tuple(bonuses(st, 1))),
        draft_choices=tuple(draft_choices(st)) if st.stage == "draft" else (),
        fight_stage=st.fight_stage,
        roll=st.roll,
        counter_roll=st.counter_roll,
        summoning=(tuple(names[s] for s in board.summoning[0]), tuple(names[s] for s in board.summoning[1])),
        totem_edge=(
            tuple(names[s] for s in board.totem_edge[0]),
            tuple(names[s] for s in board.totem_edge[1]),
        ),
        transporters=tuple((c, names[a], names[b]) for c, (a, b) in sorted(board.transporters.items())),
        winner=st.winner,
        reason=st.reason,
        can_end=st.stage == "play" and not st.fight_stage and can_end(st),
        wait_ms=own_hourglass(st) if st.stage == "play" and not st.fight_stage else 0,
        step_bonus=st.step_bonus,
        attacker=st.team[st.attacker] if st.attacker >= 0 else "",
        target=_who(st, st.target),
        counter=_who(st, st.counter),
        side_seats=(side_seats(st.seats, 0), side_seats(st.seats, 1)),
        shield_cover=tuple(names[s] for s in shield_cover(st)) if st.stage == "play" else (),
        roster=st.roster,
    )


def _who(st: ArenaState, code: int) -> str:
    if code < 0:
        return ""
    return f"totem:{code - TOTEM}" if code >= TOTEM else st.team[code]


def _fighter(st: ArenaState, slot: int) -> FighterView:
    fighter_id = st.team[slot]
    stats = st.fighter(slot) if fighter_id else None
    square = st.at[slot]
    usable = bool(fighter_id) and st.stage == "play" and not st.fight_stage and st.to_act() >= 0
    moves: tuple[str, ...] = ()
    summons: tuple[str, ...] = ()
    targets: tuple[TargetView, ...] = ()
    bomb = False
    if usable and may_move(st, slot):
        moves = tuple(NAMES[s] for s in sorted(reachable(st, slot)))
    if usable and may_summon(st, slot):
        summons = tuple(NAMES[s] for s in summon_squares(st, side_of(slot)))
    if usable and may_attack(st, slot):
        targets = tuple(_target(st, slot, t) for t in attack_targets(st, slot))
        bomb = can_bomb(st, slot)
    return FighterView(
        slot=slot,
        id=fighter_id,
        side=side_of(slot),
        colour=COLOURS[slot & 3],
        seat=st.controller(slot),
        square=NAMES[square] if square >= 0 else None,
        hourglass_ms=st.sand[slot],
        hourglass_total_ms=HOURGLASS_MS[slot & 3],
        acted=bool(st.acted >> slot & 1),
        active=st.active == slot and st.active != NO_ONE,
        protected=bool(fighter_id) and protected(st, slot),
        moves=moves,
        summons=summons,
        targets=targets,
        can_bomb=bomb,
        name=stats.name if stats else "",
        move=(stats.move + (1 if st.step_bonus and side_of(slot) == st.side else 0)) if stats else 0,
        attack=stats.attack if stats else 0,
        defence=stats.defence if stats else 0,
        ability=stats.ability if stats and st.abilities else "",
        range=stats.range if stats and st.abilities else 0,
    )


def _target(st: ArenaState, slot: int, target: int) -> TargetView:
    chance = hit_chance(st, slot, target)
    risk = counter_chance(st, slot, target)
    if target >= TOTEM:
        return TargetView(TOTEM_WORD, None, chance, risk)
    return TargetView(NAMES[st.at[target]], st.team[target], chance, risk)
