"""Time Arena's AI values, in Totem energy (the reasoning is in ai.py's docstring): the fight die's
chances, a fighter's worth and the cost of losing it, the enemy's threats next turn, the value of a
fighter's place, of an attack and of an explosion, and a side's standing at the end of a turn."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from timetravel.games.arena.combat import beats, die_outcomes, shielded_square, totem_damage
from timetravel.games.arena.content import Fighter, content
from timetravel.games.arena.geometry import SQUARES, adjacent, chebyshev
from timetravel.games.arena.reach import summon_squares
from timetravel.games.arena.state import HOURGLASS_MS, OFF, TOTEM, ArenaState, side_of

ENEMY_NEXT = 0.6  # the enemy moves next: what it threatens mostly happens
OURS_NEXT = 0.5  # what we threaten happens only if the enemy lets it
PRESENCE = 0.35  # a fighter in the arena, per point of worth, over one on its Gate
PROGRESS = 0.08  # per square nearer the enemy Totem's edge than its Gate, per point of attack + 1
GATE_DISTANCE = 7  # how far a Gate is from the enemy Totem's edge, in squares
KO_COST_BASE = 0.7  # a knocked-out fighter's cost, per point of worth, before its hourglass's time
LETHAL = 0.8  # the side playing next finishing the other Totem: this share of a sure win
GUARD = 0.3  # standing on our own Totem's edge while the enemy threatens it
WIN = 30.0  # a sure win, in energy
DECISION_COST = 0.03  # what one more decision costs with a full clock, in energy
CLOCK_SHORT_MS = 60_000  # below this, each decision costs more: fewer, surer actions
SHORT_COST = 0.4  # a decision's cost with the clock at zero


# --- the fight die ----------------------------------------------------------------------------------------
def _faces() -> tuple[tuple[int | str, float], ...]:
    return tuple((a.args[0], p) for a, p in die_outcomes())


@cache
def p_knock(attack: int, defence: int) -> float:
    """The chance one roll of `attack` beats `defence` (R5)."""
    return sum(p for face, p in _faces() if beats(face, attack, defence))


@cache
def mean_damage(attack: int) -> float:
    """The energy one roll of `attack` takes from a Totem, on average (R6)."""
    return sum(p * totem_damage(face, attack) for face, p in _faces())


@cache
def p_damage_at_least(attack: int, energy: int) -> float:
    return sum(p for face, p in _faces() if totem_damage(face, attack) >= energy)


@cache
def zone(square: int, radius: int) -> int:
    """The squares within `radius` of `square` (Chebyshev), as a bit mask."""
    mask = 0
    for other in range(SQUARES):
        if chebyshev(square, other) <= radius:
            mask |= 1 << other
    return mask


def worth(fighter: Fighter) -> float:
    """A fighter's worth on the board, in energy."""
    ability = {"counter": 0.15, "ranged": 0.2, "shield": 0.2, "restoration": 0.1, "bomb": 0.1}
    return (
        0.4
        + 0.25 * fighter.attack
        + 0.15 * fighter.defence
        + 0.06 * fighter.move
        + ability.get(fighter.ability, 0.0)
    )


def ko_cost(st: ArenaState, slot: int) -> float:
    """What losing this fighter to its Gate costs its side: its worth while it waits."""
    return worth(st.fighter(slot)) * (KO_COST_BASE + HOURGLASS_MS[slot & 3] / 90_000)


def reach(st: ArenaState, slot: int) -> int:
    fighter = st.fighter(slot)
    return fighter.range if st.abilities and fighter.ability == "ranged" else 1


# --- what threatens what next turn ---------------------------------------------------------------------------
@dataclass
class Threats:
    """The enemy's reach next turn, seen from `side` (the side deciding)."""

    st: ArenaState
    side: int
    zones: list[tuple[int, int]] = field(default_factory=list)  # (enemy slot, squares it may hit)
    totem_threat: float = 0.0  # energy the enemy may take from our Totem next turn

    @classmethod
    def of(cls, st: ArenaState, side: int) -> Threats:
        threats = cls(st, side)
        enemy = 1 - side
        starts_ready = summon_squares(st, enemy)
        for slot in range(enemy * 4, enemy * 4 + 4):
            if not st.team[slot]:
                continue
            fighter = st.fighter(slot)
            radius = fighter.move + reach(st, slot)
            if st.at[slot] >= 0:
                starts = [st.at[slot]]
            elif st.sand[slot] == 0:
                starts = starts_ready
            else:
                continue
            mask = 0
            for start in starts:
                mask |= zone(start, radius)
            threats.zones.append((slot, mask))
            if st.at[slot] >= 0 and reaches_totem(st, slot, st.at[slot], side):
                threats.totem_threat += mean_damage(fighter.attack)
        return threats

    def danger(self, square: int, slot: int) -> float:
        """The chance our fighter on `square` is knocked out before our next turn."""
        if shielded_at(self.st, slot, square):
            return 0.0
        defence = self.st.fighter(slot).defence
        safe = 1.0
        for enemy, mask in self.zones:
            if mask >> square & 1:
                safe *= 1.0 - p_knock(self.st.fighter(enemy).attack, defence)
        return 1.0 - safe


def shielded_at(st: ArenaState, slot: int, square: int) -> bool:
    """R10: our fighter standing on `square` would be covered by a Shield, its side's or the enemy's."""
    return shielded_square(st, square, slot)


def reaches_totem(st: ArenaState, slot: int, square: int, enemy: int) -> bool:
    """Whether a fighter on `square` could attack the `enemy` Totem after one move."""
    fighter = st.fighter(slot)
    radius = fighter.move + (reach(st, slot) - 1)
    occupied = st.occupied() & ~(1 << st.at[slot]) if st.at[slot] >= 0 else st.occupied()
    edge = content().boards[st.board_id].totem_edge[enemy]
    return any(chebyshev(square, e) <= radius and (e == square or not occupied >> e & 1) for e in edge)


def edge_distance(st: ArenaState, square: int, enemy: int) -> int:
    return min(chebyshev(square, e) for e in content().boards[st.board_id].totem_edge[enemy])


# --- the value of a fighter's place and of an attack ----------------------------------------------------------
def place_value(st: ArenaState, threats: Threats, slot: int, square: int, first: bool = False) -> float:
    """Our fighter standing on `square` at the end of our turn, against staying on its Gate; with
    `first`, its side plays next (so it strikes first and may step away)."""
    fighter = st.fighter(slot)
    enemy = 1 - side_of(slot)
    danger = threats.danger(square, slot)
    hit, struck = (ENEMY_NEXT, OURS_NEXT) if not first else (OURS_NEXT / 2, ENEMY_NEXT)
    value = PRESENCE * worth(fighter) - hit * danger * ko_cost(st, slot)
    if reaches_totem(st, slot, square, enemy):
        value += struck * (1.0 - danger * hit) * mean_damage(fighter.attack)
    value += PROGRESS * (fighter.attack + 1) * (GATE_DISTANCE - edge_distance(st, square, enemy))
    if threats.totem_threat and square in content().boards[st.board_id].totem_edge[side_of(slot)]:
        value += GUARD * threats.totem_threat
    return value


def attack_value(st: ArenaState, slot: int, square: int, target: int) -> float:
    """The expected gain of our fighter on `square` attacking `target` (a slot or TOTEM + side)."""
    fighter = st.fighter(slot)
    if target >= TOTEM:
        enemy = target - TOTEM
        energy = st.energy[enemy]
        gain = mean_damage(fighter.attack) + WIN * p_damage_at_least(fighter.attack, energy)
        edge = content().boards[st.board_id].totem_edge[enemy]
        if st.abilities and square in edge and not shielded_at(st, slot, square):
            gain -= p_knock(content().totem.attack, fighter.defence) * ko_cost(st, slot)
        return gain
    other = st.fighter(target)
    gain = p_knock(fighter.attack, other.defence) * (ko_cost(st, target) + _threat_of(st, target))
    counters = st.abilities and other.ability == "counter" and adjacent(square, st.at[target])
    if counters and not shielded_at(st, slot, square):
        gain -= p_knock(other.attack, fighter.defence) * ko_cost(st, slot)
    return gain


def _threat_of(st: ArenaState, enemy_slot: int) -> float:
    """What an enemy fighter threatens our Totem with next turn (removed when it is knocked out)."""
    ours = 1 - side_of(enemy_slot)
    if reaches_totem(st, enemy_slot, st.at[enemy_slot], ours):
        return ENEMY_NEXT * mean_damage(st.fighter(enemy_slot).attack)
    return 0.0


def bomb_value(st: ArenaState, slot: int, square: int) -> float:
    side = side_of(slot)
    attack = st.fighter(slot).attack
    gain = -ko_cost(st, slot)
    for other in range(8):
        there = st.at[other] if other != slot else OFF
        if there < 0 or not adjacent(square, there) or shielded_at(st, other, there):
            continue
        value = p_knock(attack, st.fighter(other).defence) * ko_cost(st, other)
        gain += value if side_of(other) != side else -value
    for totem_side in (0, 1):
        if square in content().boards[st.board_id].totem_edge[totem_side]:
            damage = mean_damage(attack) + WIN * p_damage_at_least(attack, st.energy[totem_side])
            gain += damage if totem_side != side else -damage
    return gain


def decision_cost(st: ArenaState, side: int) -> float:
    """What one more decision costs on the clock, in energy: little with time to spare, much when
    the clock runs short (fewer, surer actions)."""
    left = st.clock[side]
    if left >= CLOCK_SHORT_MS:
        return DECISION_COST
    return DECISION_COST + SHORT_COST * (1.0 - left / CLOCK_SHORT_MS)


def clock_trouble(ms: int) -> float:
    """What a short clock costs, in energy: nothing with a minute left, a lost game at zero."""
    short = max(0.0, 1.0 - ms / CLOCK_SHORT_MS)
    return WIN * short**3


def standing(st: ArenaState, side: int) -> float:
    """`side`'s lead in energy: the Totems, the fighters in the arena and what they threaten. The
    side whose turn comes next strikes first: its threats count more, its fighters' danger less."""
    lead = float(st.energy[side] - st.energy[1 - side])
    lead += clock_trouble(st.clock[1 - side]) - clock_trouble(st.clock[side])
    for who, sign in ((side, 1.0), (1 - side, -1.0)):
        threats = Threats.of(st, who)
        first = st.side == who
        for slot in st.on_board(who):
            lead += sign * place_value(st, threats, slot, st.at[slot], first)
        lead -= sign * sum(waiting(st, slot) for slot in range(who * 4, who * 4 + 4))
    mover = st.side
    lead += (1.0 if mover == side else -1.0) * LETHAL * WIN * finishing_chance(st, mover)
    return lead


def finishing_chance(st: ArenaState, side: int) -> float:
    """The chance `side`, playing next, takes the enemy Totem's last energy: any of its fighters
    that can reach the Totem's edge rolls enough (each tried on its own)."""
    enemy = 1 - side
    energy = st.energy[enemy]
    safe = 1.0
    for slot in st.on_board(side):
        if reaches_totem(st, slot, st.at[slot], enemy):
            safe *= 1.0 - p_damage_at_least(st.fighter(slot).attack, energy)
    return 1.0 - safe


def waiting(st: ArenaState, slot: int) -> float:
    """What a knocked-out fighter still waiting on its Gate costs its side beyond its absence from
    the arena: with its hourglass full, as much as normal counts a knockout (`ko_cost`)."""
    if st.at[slot] >= 0 or not st.sand[slot] or not st.team[slot]:
        return 0.0
    return worth(st.fighter(slot)) * (KO_COST_BASE - PRESENCE + st.sand[slot] / 90_000)
