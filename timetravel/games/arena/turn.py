"""A side's turn (R2): which fighter the acting seat may activate and what it may still do, the
actions of an activation (summon, move, attack, explode), handing the turn to a partner, and the
end of the turn with Restoration (R11) and the expert game's blockade (R15)."""

from __future__ import annotations

from timetravel.games.arena import events as ev
from timetravel.games.arena.combat import can_bomb, counterer, targets
from timetravel.games.arena.content import content
from timetravel.games.arena.effects import change_energy, finish
from timetravel.games.arena.geometry import NAMES, adjacent
from timetravel.games.arena.reach import path_to, reachable, ready, summon_squares
from timetravel.games.arena.state import NO_ONE, TOTEM, ArenaState, side_of, side_seats


# --- what the acting seat may do (R2) ---------------------------------------------------------------
def may_start(st: ArenaState, slot: int) -> bool:
    """The acting seat may use this fighter now: it is the seat's, and it is the activation under
    way or one not yet activated this turn."""
    if st.team[slot] == "" or side_of(slot) != st.side or st.controller(slot) != st.seat:
        return False
    return slot == st.active or not st.acted >> slot & 1


def may_move(st: ArenaState, slot: int) -> bool:
    return may_start(st, slot) and st.at[slot] >= 0 and not (slot == st.active and st.moved)


def may_attack(st: ArenaState, slot: int) -> bool:
    return may_start(st, slot) and st.at[slot] >= 0 and not (slot == st.active and st.attacked)


def may_summon(st: ArenaState, slot: int) -> bool:
    return may_start(st, slot) and ready(st, slot)


def can_act(st: ArenaState, slot: int) -> bool:
    """The fighter could be activated now (for the rule that a turn activates at least one)."""
    if st.team[slot] == "" or st.acted >> slot & 1:
        return False
    if st.at[slot] < 0:
        return ready(st, slot) and bool(summon_squares(st, side_of(slot)))
    return bool(reachable(st, slot)) or bool(targets(st, slot)) or can_bomb(st, slot)


def can_end(st: ArenaState) -> bool:
    """R2: a side ends its turn once it activated a fighter, or when none of its fighters can be."""
    side = st.side
    if st.acted >> (side * 4) & 15:
        return True
    return not any(can_act(st, s) for s in range(side * 4, side * 4 + 4))


# --- an activation ----------------------------------------------------------------------------------
def begin(st: ArenaState, slot: int) -> None:
    """R2: the first action of a fighter starts its activation and ends the one before."""
    if st.active != slot:
        st.active = slot
        st.acted |= 1 << slot
        st.moved = st.attacked = False


def summon(st: ArenaState, slot: int, square: int) -> None:
    begin(st, slot)
    st.at[slot] = square
    st.forget_geometry()
    st.events.append(ev.summoned(st, slot, square))


def move(st: ArenaState, slot: int, square: int) -> None:
    begin(st, slot)
    path = path_to(st, slot, square)
    st.at[slot] = square
    st.moved = True
    st.step_bonus = False
    st.forget_geometry()
    st.events.append(ev.moved(st, slot, [NAMES[s] for s in path]))


def attack(st: ArenaState, slot: int, target: int) -> None:
    begin(st, slot)
    st.attacked = True
    st.fight, st.fight_stage = "attack", "roll"
    st.attacker, st.target = slot, target
    st.counter = counterer(st, slot, target)
    ranged = target < TOTEM and not adjacent(st.at[slot], st.at[target])
    st.events.append(ev.attack_declared(st, slot, target, ranged))


def bomb(st: ArenaState, slot: int) -> None:
    begin(st, slot)
    st.attacked = True
    st.fight, st.fight_stage = "bomb", "roll"
    st.attacker, st.target, st.counter = slot, NO_ONE, NO_ONE
    st.events.append(ev.bomb_declared(st, slot))


def hand_over(st: ArenaState) -> None:
    """Team play: the side's turn goes to the partner."""
    seats = side_seats(st.seats, st.side)
    st.seat = seats[1] if st.seat == seats[0] else seats[0]
    st.active = NO_ONE
    st.events.append(ev.passed(st))


# --- the end of a turn --------------------------------------------------------------------------------
def end_turn(st: ArenaState) -> None:
    side = st.side
    _restore(st, side)
    if st.mode == "expert" and blockade(st, side):
        finish(st, side, "blockade")
        return
    st.turns += 1
    st.side = st.running = 1 - side
    st.seat = side_seats(st.seats, st.side)[0]
    st.acted = 0
    st.active = NO_ONE
    st.moved = st.attacked = st.step_bonus = False
    st.forget_geometry()
    st.events.append(ev.turn_started(st))


def _restore(st: ArenaState, side: int) -> None:
    """R11 Restoration: still in play at the end of its side's turn with no enemy fighter on the
    board, it gives the Totem back one lost energy."""
    if not st.abilities or st.on_board(1 - side):
        return
    for slot in st.on_board(side):
        if st.fighter(slot).ability == "restoration" and st.energy[side] < content().totem.energy:
            change_energy(st, side, 1)


def blockade(st: ArenaState, side: int) -> bool:
    """R15 (expert): every enemy fighter is knocked out and this side holds all their summoning squares."""
    enemy = 1 - side
    if st.on_board(enemy):
        return False
    mine = {st.at[s] for s in st.on_board(side)}
    return all(square in mine for square in content().boards[st.board_id].summoning[enemy])
