"""A fight's flow (R5-R12): the attacker's roll, the decision a bonus could change, the counter's
roll, and the results applied at once; the charge wheel's bonuses spent."""

from __future__ import annotations

from timetravel.games.arena import events as ev
from timetravel.games.arena.combat import beats, protected, totem_damage
from timetravel.games.arena.content import content
from timetravel.games.arena.effects import change_energy, finish, knock_out
from timetravel.games.arena.geometry import adjacent, totem_edge
from timetravel.games.arena.state import NO_ONE, SLOTS, TOTEM, ArenaState
from timetravel.games.arena.wheel import bonuses, turn_wheel


def rolled(st: ArenaState, face: int | str) -> None:
    if st.fight_stage == "counter":
        st.counter_roll = str(face)
        st.events.append(ev.rolled(st, _counter_side(st), face, counter=True))
        if face == "miss":
            turn_wheel(st, _counter_side(st))
        _resolve(st)
        return
    st.roll = str(face)
    st.events.append(ev.rolled(st, st.side, face, counter=False))
    if _worth_deciding(st):
        st.fight_stage = "decide"
        return
    if face == "miss":
        turn_wheel(st, st.side)
    after_attack_roll(st)


def _worth_deciding(st: ArenaState) -> bool:
    """R12: stop for the attacker when a bonus could change the roll just made."""
    have = bonuses(st, st.side)
    if st.roll == "miss":
        return "reroll" in have
    if st.roll == "KO" or not ("plus" in have or "reroll" in have):
        return False
    return st.fight == "bomb" or st.target >= TOTEM or not _attack_hits(st)


def _counter_side(st: ArenaState) -> int:
    return 1 - st.side


def after_attack_roll(st: ArenaState) -> None:
    if st.counter != NO_ONE:
        st.fight_stage = "counter"
    else:
        _resolve(st)


def spend(st: ArenaState, bonus: str) -> None:
    """R12: the side's charge wheel spent on a bonus, back to its first notch."""
    side = st.side
    st.wheel[side] = 0
    st.events.append(ev.bonus_spent(st, side, bonus))
    if bonus == "plus":
        st.plus += 1
        after_attack_roll(st)
    elif bonus == "reroll":
        st.roll = ""
        st.fight_stage = "roll"
    elif bonus == "step":
        st.step_bonus = True
        st.forget_geometry()
    elif bonus == "energy":
        change_energy(st, side, 1)


def _face(text: str) -> int | str:
    return text if text in ("KO", "miss") else int(text)


def _attack_hits(st: ArenaState) -> bool:
    face = _face(st.roll)
    attack = st.fighter(st.attacker).attack + (st.plus if face not in ("KO", "miss") else 0)
    return beats(face, attack, st.fighter(st.target).defence)


def _resolve(st: ArenaState) -> None:
    """Both rolls are in: every result is applied at once (R9: a counter is simultaneous)."""
    attacker, face = st.attacker, _face(st.roll)
    attack = st.fighter(attacker).attack + (st.plus if face not in ("KO", "miss") else 0)
    knocked: list[int] = []
    energy_lost = [0, 0]
    if st.fight == "bomb":
        square = st.at[attacker]
        for other in range(SLOTS):
            there = st.at[other]
            hit = there >= 0 and adjacent(square, there) and not protected(st, other)
            if hit and beats(face, attack, st.fighter(other).defence):
                knocked.append(other)
        for side in (0, 1):
            if square in totem_edge(st.board_id, side):
                energy_lost[side] += totem_damage(face, attack)
        knocked.append(attacker)  # R11: the bomber is knocked out whatever the result
    elif st.target >= TOTEM:
        energy_lost[st.target - TOTEM] += totem_damage(face, attack)
    elif beats(face, attack, st.fighter(st.target).defence) and not protected(st, st.target):
        knocked.append(st.target)
    if st.counter != NO_ONE and st.counter_roll:
        counter_attack = content().totem.attack if st.counter >= TOTEM else st.fighter(st.counter).attack
        struck = beats(_face(st.counter_roll), counter_attack, st.fighter(attacker).defence)
        if struck and not protected(st, attacker):
            knocked.append(attacker)
    missed = not knocked and not any(energy_lost)
    shielded = missed and 0 <= st.target < TOTEM and protected(st, st.target)  # for the log's why
    st.events.append(ev.fight_resolved(st, knocked, energy_lost, shielded))
    for slot in dict.fromkeys(knocked):
        knock_out(st, slot)
    st.clear_fight()
    for side in (0, 1):
        if energy_lost[side]:
            change_energy(st, side, -energy_lost[side])
    for side in (0, 1):
        if st.energy[side] == 0 and st.stage == "play":
            finish(st, 1 - side, "totem")
