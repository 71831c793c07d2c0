"""What a fighter may attack and how a fight comes out (R5-R11), as queries: the fight die, the
Shield's cover, targets in reach and in sight, the Totem's edge, the counter, a roll's result and
the chances a board and the AI show. The fight's flow (rolls, bonuses, results) is in fight.py."""

from __future__ import annotations

from functools import cache

from timetravel.engine.actions import Action, interned
from timetravel.engine.chance import die, outcomes
from timetravel.games.arena.content import content
from timetravel.games.arena.geometry import (
    DISTANCE,
    NEIGHBOURS,
    SQUARES,
    adjacent,
    chebyshev,
    clear_line,
    totem_edge,
)
from timetravel.games.arena.state import NO_ONE, TOTEM, ArenaState, fighter_of, side_of


@cache
def die_outcomes() -> tuple[tuple[Action, float], ...]:
    """The fight die as chance outcomes, `roll:<face>`, in the order of its faces."""
    return tuple(outcomes(die(content().faces), lambda face: interned("roll", face)))


class _Rolls:
    def __contains__(self, action: object) -> bool:
        return any(action == a for a, _ in die_outcomes())


ROLLS = _Rolls()


# --- the Shield (R10) ------------------------------------------------------------------------------------
def protected(st: ArenaState, slot: int) -> bool:
    """R10 Shield: a Shield bearer of either side, other than this fighter, stands on one of the 8
    squares around it (the Shield covers any other fighter, friend or foe; never its bearer)."""
    return st.abilities and shielded_square(st, st.at[slot], slot)


def shielded_square(st: ArenaState, square: int, slot: int = NO_ONE) -> bool:
    """R10: a fighter (not `slot` itself) on `square` would be covered by a Shield: a Shield bearer
    other than `slot` stands on one of the 8 squares around it."""
    if square < 0:
        return False
    at = st.at
    for bearer in shield_bearers(st):
        there = at[bearer]
        if bearer != slot and there >= 0 and DISTANCE[there * SQUARES + square] == 1:
            return True
    return False


def shield_bearers(st: ArenaState) -> tuple[int, ...]:
    """The slots whose fighter has the Shield (in play or not), in the full and expert games."""
    return _bearers(tuple(st.team), st.roster) if st.abilities else ()


@cache
def _bearers(team: tuple[str, ...], roster: str) -> tuple[int, ...]:
    return tuple(
        slot
        for slot, fighter_id in enumerate(team)
        if fighter_id and fighter_of(fighter_id, roster).ability == "shield"
    )


def shield_cover(st: ArenaState) -> tuple[int, ...]:
    """R10: the squares a Shield covers now, the 8 around each Shield bearer in the arena (for a board)."""
    found: set[int] = set()
    for bearer in shield_bearers(st):
        if st.at[bearer] >= 0:
            found.update(NEIGHBOURS[st.at[bearer]])
    return tuple(sorted(found))


# --- targets (R6, R8) --------------------------------------------------------------------------------------
def totem_in_reach(st: ArenaState, slot: int, enemy: int, occupied: int) -> bool:
    """R6: from an edge square of the enemy's side; R8: a ranged fighter also from up to range - 1
    squares before a free edge square it sees."""
    square = st.at[slot]
    edge = totem_edge(st.board_id, enemy)
    if square in edge:
        return True
    fighter = st.fighter(slot)
    if not st.abilities or fighter.ability != "ranged":
        return False
    return any(
        chebyshev(square, e) <= fighter.range - 1
        and not occupied >> e & 1
        and clear_line(square, e, occupied)
        for e in sorted(edge)
    )


def targets(st: ArenaState, slot: int) -> list[int]:
    """What the fighter can attack from where it stands: enemy slots (not shielded), and TOTEM + enemy."""
    found = st._targets.get(slot)
    if found is None:
        found = st._targets[slot] = _targets(st, slot)
    return found


def _targets(st: ArenaState, slot: int) -> list[int]:
    square = st.at[slot]
    if square < 0:
        return []
    enemy = 1 - side_of(slot)
    fighter = st.fighter(slot)
    abilities = st.abilities
    reach = fighter.range if abilities and fighter.ability == "ranged" else 1
    occupied = st.occupied()
    row = square * SQUARES
    found = []
    at = st.at
    for other in range(enemy * 4, enemy * 4 + 4):
        there = at[other]
        if there < 0:
            continue
        distance = DISTANCE[row + there]
        if distance > reach or (abilities and protected(st, other)):
            continue
        if distance == 1 or clear_line(square, there, occupied):
            found.append(other)
    if square in totem_edge(st.board_id, enemy) or (reach > 1 and totem_in_reach(st, slot, enemy, occupied)):
        found.append(TOTEM + enemy)
    return found


def can_bomb(st: ArenaState, slot: int) -> bool:
    return st.abilities and st.at[slot] >= 0 and st.fighter(slot).ability == "bomb"


def counterer(st: ArenaState, slot: int, target: int) -> int:
    """R9 Counter: a Counter fighter (or, in the full game, the Totem) attacked from a square in
    contact with it strikes back."""
    if not st.abilities:
        return NO_ONE
    if target >= TOTEM:
        return target if st.at[slot] in totem_edge(st.board_id, target - TOTEM) else NO_ONE
    if st.fighter(target).ability == "counter" and adjacent(st.at[slot], st.at[target]):
        return target
    return NO_ONE


# --- a roll's result (R5, R6) and its chances ----------------------------------------------------------------
def beats(face: int | str, attack: int, defence: int) -> bool:
    """R5: KO always knocks out, the critical failure always misses, else die + attack > defence."""
    if face == "KO":
        return True
    if face == "miss":
        return False
    return attack + int(face) > defence


def totem_damage(face: int | str, attack: int) -> int:
    """R6: the difference between die + attack and the Totem's defence; a KO takes one more energy
    and then compares the attack alone."""
    defence = content().totem.defence
    if face == "miss":
        return 0
    if face == "KO":
        return 1 + max(0, attack - defence)
    return max(0, attack + int(face) - defence)


def hit_chance(st: ArenaState, slot: int, target: int) -> float:
    """The chance one roll of this fighter's attack knocks out `target` (a slot), bonuses aside; for
    the Totem, the chance to take at least one energy."""
    attack = st.fighter(slot).attack
    total = 0.0
    for action, p in die_outcomes():
        face = action.args[0]
        if target >= TOTEM:
            total += p if totem_damage(face, attack) > 0 else 0.0
        elif beats(face, attack, st.fighter(target).defence):
            total += p
    return total


def counter_chance(st: ArenaState, slot: int, target: int) -> float:
    """R9: the chance that attacking `target` from where the fighter stands gets it knocked out by
    the counter (a Counter fighter's die or, in the full game, the Totem's, against this fighter's
    defence); 0 when nothing strikes back or a Shield covers the attacker."""
    counter = counterer(st, slot, target)
    if counter == NO_ONE or protected(st, slot):
        return 0.0
    attack = content().totem.attack if counter >= TOTEM else st.fighter(counter).attack
    defence = st.fighter(slot).defence
    return sum(p for action, p in die_outcomes() if beats(action.args[0], attack, defence))


def totem_damage_chances(st: ArenaState, slot: int) -> dict[int, float]:
    """Energy taken from the Totem by one roll of this fighter's attack -> its chance."""
    attack = st.fighter(slot).attack
    found: dict[int, float] = {}
    for action, p in die_outcomes():
        damage = totem_damage(action.args[0], attack)
        found[damage] = found.get(damage, 0.0) + p
    return found
