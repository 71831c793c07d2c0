"""Time Arena's rules: legal actions, is_legal answered by kind, and apply, the dispatch to the
stage each action belongs to (docs/rules/arena.md; rule ids R1... refer to it). No words (words.py)
and no clock: time enters as actions (clock.py).

The stages, one concept a module: draft.py (R13), turn.py (R2 activations and the end of a turn),
fight.py (R5-R12 rolls and results, bonuses spent), clock.py (R1 time), effects.py (energy,
knock-outs, the end of the game). The queries a board or an AI reuses: reach.py (`reachable`,
`path_to`, `summon_squares`), combat.py (`targets`, `protected`, `hit_chance`, `counter_chance`,
`totem_damage_chances`), wheel.py (`bonuses`), turn.py (`can_end`), state.py (`own_hourglass`),
clock.py (`next_deadline`); the board's geometry is geometry.py.

Actions (stable strings in logs and saves):
  pick:<fighter>                   the draft
  summon:<fighter>,<square>        from its Gate onto a free summoning square ("summon:boxer,b1")
  move:<fighter>,<square>          any square its movement reaches; the event carries the path
  attack:<fighter>,<square|totem>  an enemy fighter's square, or "totem" for the enemy Totem
  bomb:<fighter>                   explode instead of attacking
  bonus:<plus|reroll|step|energy>  spend the charge wheel
  wheel / accept                   after a roll: turn the wheel (critical failure) / keep the roll
  wait                             let time pass until the side's next hourglass runs out
  pass                             team play: hand the side's turn to the partner
  end                              end the turn
  roll:<face>                      chance: the fight die (the attacker's, then a counter's)
  time:<ms>                        time passing (GameState.time_action)
  sand:<ms>                        the hourglasses alone run (logs saved before an AI's pace
                                   ran its clock; still replayed, never made now)
"""

from __future__ import annotations

from functools import cache

from timetravel.engine.actions import Action, interned
from timetravel.engine.errors import IllegalAction
from timetravel.engine.state import CHANCE, TIME_KIND
from timetravel.games.arena.clock import SAND_KIND, pass_time, run_sand, sand_is_legal
from timetravel.games.arena.combat import ROLLS, can_bomb, die_outcomes, targets
from timetravel.games.arena.draft import draft_choices, pick
from timetravel.games.arena.fight import after_attack_roll, rolled, spend
from timetravel.games.arena.geometry import INDEX, NAMES
from timetravel.games.arena.reach import reachable, ready, summon_squares
from timetravel.games.arena.state import (
    NO_ONE,
    TOTEM,
    TOTEM_WORD,
    ArenaState,
    own_hourglass,
    side_of,
    side_seats,
)
from timetravel.games.arena.turn import (
    attack,
    bomb,
    can_end,
    end_turn,
    hand_over,
    may_attack,
    may_move,
    may_summon,
    move,
    summon,
)
from timetravel.games.arena.wheel import bonus_usable, bonuses, turn_wheel


@cache
def actions_to_squares(kind: str, fighter: str) -> tuple[Action, ...]:
    """`kind:fighter,<square>` for every square, by index: built once, shared by every state."""
    return tuple(Action(kind, (fighter, name)) for name in NAMES)


def chance_outcomes(st: ArenaState) -> list[tuple[Action, float]]:
    """The fight die while a roll is due, else nothing."""
    return list(die_outcomes()) if st.to_act() == CHANCE else []


# --- legal actions ---------------------------------------------------------------------------------------
def legal_actions(st: ArenaState) -> list[Action]:
    if st.stage == "draft":
        return [interned("pick", f) for f in draft_choices(st)]
    if st.fight_stage == "decide":
        return _decisions(st)
    found: list[Action] = []
    abilities = st.abilities
    seat, active, acted = st.seat, st.active, st.acted
    for slot in range(st.side * 4, st.side * 4 + 4):
        name = st.team[slot]
        if not name or st.controller(slot) != seat or (slot != active and acted >> slot & 1):
            continue  # not may_start
        if st.at[slot] < 0:
            if ready(st, slot):
                summons = actions_to_squares("summon", name)
                found += [summons[s] for s in summon_squares(st, st.side)]
            continue
        if not (slot == st.active and st.moved):
            moves = actions_to_squares("move", name)
            found += [moves[s] for s in reachable(st, slot)]
        if not (slot == st.active and st.attacked):
            found += [interned("attack", name, _target_arg(st, t)) for t in targets(st, slot)]
            if abilities and st.fighter(slot).ability == "bomb":
                found.append(interned("bomb", name))
    if st.wheel[st.side]:
        found += [interned("bonus", b) for b in bonuses(st, st.side) if bonus_usable(st, b)]
    if own_hourglass(st):
        found.append(interned("wait"))
    if len(side_seats(st.seats, st.side)) == 2:
        found.append(interned("pass"))
    if can_end(st):
        found.append(interned("end"))
    return found


def _decisions(st: ArenaState) -> list[Action]:
    found = [interned("bonus", b) for b in ("plus", "reroll") if bonus_usable(st, b)]
    found.append(interned("wheel") if st.roll == "miss" else interned("accept"))
    return found


def _target_arg(st: ArenaState, target: int) -> str:
    return TOTEM_WORD if target >= TOTEM else NAMES[st.at[target]]


def allows(st: ArenaState, action: Action) -> bool:
    """The protocol's is_legal: time's `sand` whoever acts, the die's faces while a roll is due, and
    the acting seat's actions by kind."""
    if action.kind == SAND_KIND:
        return sand_is_legal(st, action)
    actor = st.to_act()
    if actor == CHANCE:
        return action.kind == "roll" and action in ROLLS
    return actor >= 0 and is_legal(st, action)


# --- is_legal, kind by kind --------------------------------------------------------------------------------
def is_legal(st: ArenaState, action: Action) -> bool:  # noqa: PLR0911
    kind, args = action.kind, action.args
    if st.stage == "draft":
        return kind == "pick" and len(args) == 1 and args[0] in draft_choices(st)
    if st.stage != "play":
        return False
    if st.fight_stage == "decide":
        return action in _decisions(st)
    if kind == "bonus":
        return len(args) == 1 and isinstance(args[0], str) and bonus_usable(st, args[0])
    if kind in ("end", "wait", "pass"):
        return not args and action in _turn_actions(st)
    if not args or not isinstance(args[0], str):
        return False
    slot = st.slot_of_fighter(args[0])
    if slot == NO_ONE:
        return False
    if kind == "bomb":
        return len(args) == 1 and may_attack(st, slot) and can_bomb(st, slot)
    if len(args) != 2 or not isinstance(args[1], str):
        return False
    if kind == "summon":
        square = INDEX.get(args[1], NO_ONE)
        return may_summon(st, slot) and square in summon_squares(st, st.side)
    if kind == "move":
        return may_move(st, slot) and INDEX.get(args[1], NO_ONE) in reachable(st, slot)
    if kind == "attack":
        target = _parse_target(st, slot, args[1])
        return target != NO_ONE and may_attack(st, slot) and target in targets(st, slot)
    return False


def _turn_actions(st: ArenaState) -> list[Action]:
    found = []
    if own_hourglass(st):
        found.append(interned("wait"))
    if len(side_seats(st.seats, st.side)) == 2:
        found.append(interned("pass"))
    if can_end(st):
        found.append(interned("end"))
    return found


def _parse_target(st: ArenaState, slot: int, arg: str) -> int:
    if arg == TOTEM_WORD:
        return TOTEM + 1 - side_of(slot)
    square = INDEX.get(arg, NO_ONE)
    return NO_ONE if square == NO_ONE else st.occupant(square)


# --- apply ---------------------------------------------------------------------------------------------------
def apply(st: ArenaState, action: Action) -> None:  # noqa: C901, PLR0912
    kind, args = action.kind, action.args
    if kind == TIME_KIND:
        ms = args[0] if len(args) == 1 else None
        if not isinstance(ms, int) or ms <= 0:
            raise IllegalAction(f"{action} lets no time pass")
        pass_time(st, ms)
    elif kind == SAND_KIND:
        run_sand(st, int(args[0]))
    elif kind == "pick":
        pick(st, str(args[0]))
    elif kind == "roll":
        rolled(st, args[0])
    elif kind == "summon":
        summon(st, st.slot_of_fighter(str(args[0])), INDEX[str(args[1])])
    elif kind == "move":
        move(st, st.slot_of_fighter(str(args[0])), INDEX[str(args[1])])
    elif kind == "attack":
        slot = st.slot_of_fighter(str(args[0]))
        attack(st, slot, _parse_target(st, slot, str(args[1])))
    elif kind == "bomb":
        bomb(st, st.slot_of_fighter(str(args[0])))
    elif kind == "bonus":
        spend(st, str(args[0]))
    elif kind == "wheel":
        turn_wheel(st, st.side)
        after_attack_roll(st)
    elif kind == "accept":
        after_attack_roll(st)
    elif kind == "wait":
        pass_time(st, min(own_hourglass(st), st.clock[st.side]))
    elif kind == "pass":
        hand_over(st)
    elif kind == "end":
        end_turn(st)
    else:
        raise IllegalAction(f"{action} is no Time Arena action")
