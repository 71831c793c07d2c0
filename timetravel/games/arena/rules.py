"""Time Arena's rules: legal actions, is_legal answered by kind, apply, and time (docs/rules/arena.md).

The queries a board or an AI reuses are public here: `reachable`, `path_to`, `targets`,
`summon_squares`, `protected`, `hit_chance`, `counter_chance`, `totem_damage_chances`, `bonuses`, `can_end`,
`own_hourglass`, `next_deadline`. Rule ids (R1...) refer to docs/rules/arena.md. No words (words.py)
and no clock: time enters as actions.

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
from timetravel.engine.chance import die, outcomes
from timetravel.engine.errors import IllegalAction
from timetravel.engine.spaces import Grid, crossed
from timetravel.engine.state import TIME_KIND
from timetravel.games.arena import events as ev
from timetravel.games.arena.content import BONUSES, COLOURS, SIZE, content, square_index, square_name
from timetravel.games.arena.state import (
    DRAFT_ORDER,
    HOURGLASS_MS,
    NO_ONE,
    OFF,
    SLOTS,
    TOTEM,
    ArenaState,
    colour_of,
    fighter_of,
    side_of,
    side_seats,
    slot_of,
)

GRID = Grid(SIZE, SIZE)
SQUARES = SIZE * SIZE
NAMES: tuple[str, ...] = tuple(square_name(i) for i in range(SQUARES))
INDEX: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(y * SIZE + x for x, y in GRID.neighbours((i % SIZE, i // SIZE))) for i in range(SQUARES)
)
TOTEM_WORD = "totem"  # an attack's target argument for the enemy Totem
SAND_KIND = "sand"  # hourglasses only: in logs saved when an AI's pace ran no clock (replayed, never made)


@cache
def die_outcomes() -> tuple[tuple[Action, float], ...]:
    """The fight die as chance outcomes, `roll:<face>`, in the order of its faces."""
    return tuple(outcomes(die(content().faces), lambda face: interned("roll", face)))


class _Rolls:
    def __contains__(self, action: object) -> bool:
        return any(action == a for a, _ in die_outcomes())


ROLLS = _Rolls()


# --- geometry ----------------------------------------------------------------------------------------
@cache
def links(board: str, colour: int) -> dict[int, int]:
    """Transporters a fighter of this colour may use on this board: square -> the other square."""
    pair = content().boards[board].transporters.get(COLOURS[colour])
    return {} if pair is None else {pair[0]: pair[1], pair[1]: pair[0]}


@cache
def between(a: int, b: int) -> tuple[int, ...]:
    """The squares a line from the centre of a to the centre of b passes through (spaces.crossed)."""
    found = crossed((a % SIZE, a // SIZE), (b % SIZE, b // SIZE))
    return tuple(y * SIZE + x for x, y in found)


DISTANCE: tuple[int, ...] = tuple(
    max(abs(a % SIZE - b % SIZE), abs(a // SIZE - b // SIZE)) for a in range(SQUARES) for b in range(SQUARES)
)


def chebyshev(a: int, b: int) -> int:
    """Squares between a and b counted like moves (diagonals included)."""
    return DISTANCE[a * SQUARES + b]


def adjacent(a: int, b: int) -> bool:
    return DISTANCE[a * SQUARES + b] == 1


@cache
def actions_to_squares(kind: str, fighter: str) -> tuple[Action, ...]:
    """`kind:fighter,<square>` for every square, by index: built once, shared by every state."""
    return tuple(Action(kind, (fighter, name)) for name in NAMES)


def clear_line(st: ArenaState, a: int, b: int, occupied: int) -> bool:
    """R8: a line of sight from centre to centre crosses no square holding a fighter (corners graze)."""
    return not any(occupied >> s & 1 for s in between(a, b))


# --- movement (R4) -------------------------------------------------------------------------------------
def movement(st: ArenaState, slot: int) -> int:
    return st.fighter(slot).move + (1 if st.step_bonus else 0)


def reachable(st: ArenaState, slot: int) -> dict[int, int]:
    """Squares the fighter can move to now, each with its fewest steps: 8-neighbour steps (and its
    colour's transporter on the expert board) up to its movement, never through or onto a fighter."""
    found = st._reach.get(slot)
    if found is None:
        found = st._reach[slot] = _walk(st, slot, movement(st, slot))
    return found


def _walk(st: ArenaState, slot: int, steps: int) -> dict[int, int]:
    """The squares within `steps` of the fighter, remembered across states: the answer depends only
    on the start, the steps, the transporters and the fighters standing near enough to matter."""
    start = st.at[slot]
    if start < 0:
        return {}
    jump = links(st.board_id, colour_of(slot))
    near = FULL if jump else WINDOW[steps][start]
    key = (start, steps, st.occupied() & near, st.board_id if jump else "", colour_of(slot) if jump else 0)
    found = _WALKS.get(key)
    if found is None:
        if len(_WALKS) >= WALKS_KEPT:
            _WALKS.clear()
        found = _WALKS[key] = _grow_walk(start, steps, st.occupied(), jump)
    return found


WALKS_KEPT = 2_000  # about 1.6 MB at most: the walks a position and its search revisit
_WALKS: dict[tuple[int, int, int, str, int], dict[int, int]] = {}


def _grow_walk(start: int, steps: int, occupied: int, jump: dict[int, int]) -> dict[int, int]:
    # A breadth-first walk on bit masks: each step grows the reached squares by one king's move
    # (plus the colour's transporter), keeping to free squares.
    free = ~occupied & FULL
    reach = 1 << start
    found: dict[int, int] = {}
    for step in range(1, steps + 1):
        grow = _grow(reach) & free
        for a, b in jump.items():
            if reach >> a & 1 and free >> b & 1:
                grow |= 1 << b
        new = grow & ~reach
        if not new:
            break
        reach |= new
        while new:
            low = new & -new
            found[low.bit_length() - 1] = step
            new ^= low
    return found


FULL = (1 << SQUARES) - 1
NOT_A_FILE = sum(1 << i for i in range(SQUARES) if i % SIZE != 0)
NOT_H_FILE = sum(1 << i for i in range(SQUARES) if i % SIZE != SIZE - 1)


WINDOW: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(1 << b for b in range(SQUARES) if DISTANCE[a * SQUARES + b] <= reach) for a in range(SQUARES))
    for reach in range(SIZE + 1)
)  # WINDOW[reach][square]: the squares within `reach` king's moves of `square`


def _grow(mask: int) -> int:
    """The squares one king's move from `mask`, and `mask` itself."""
    column = mask | (mask << SIZE) | (mask >> SIZE)
    return (column | ((column & NOT_H_FILE) << 1) | ((column & NOT_A_FILE) >> 1)) & FULL


def path_to(st: ArenaState, slot: int, goal: int) -> list[int]:
    """A shortest path from the fighter's square to a reachable `goal`, both included (for the
    slide): back from the goal, each time to the first neighbour one step nearer the start."""
    start = st.at[slot]
    steps = reachable(st, slot)
    jump = links(st.board_id, colour_of(slot))
    path = [goal]
    square = goal
    while steps.get(square, 0) > 1:
        nearer = steps[square] - 1
        hops = NEIGHBOURS[square] + ((jump[square],) if square in jump else ())
        square = next(h for h in hops if steps.get(h) == nearer)
        path.append(square)
    path.append(start)
    return path[::-1]


# --- summoning (R3) ---------------------------------------------------------------------------------------
def summon_squares(st: ArenaState, side: int) -> list[int]:
    """The side's free summoning squares."""
    occupied = st.occupied()
    return [s for s in content().boards[st.board_id].summoning[side] if not occupied >> s & 1]


def ready(st: ArenaState, slot: int) -> bool:
    """On its Gate with its hourglass run out."""
    return st.at[slot] == OFF and st.sand[slot] == 0 and st.team[slot] != ""


# --- attacks (R5-R9) ----------------------------------------------------------------------------------------
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


@cache
def totem_edge(board: str, side: int) -> frozenset[int]:
    """The squares from which that side's Totem is attacked."""
    return frozenset(content().boards[board].totem_edge[side])


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
        and clear_line(st, square, e, occupied)
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
        if distance == 1 or clear_line(st, square, there, occupied):
            found.append(other)
    if square in totem_edge(st.board_id, enemy) or (reach > 1 and totem_in_reach(st, slot, enemy, occupied)):
        found.append(TOTEM + enemy)
    return found


def can_bomb(st: ArenaState, slot: int) -> bool:
    return st.abilities and st.at[slot] >= 0 and st.fighter(slot).ability == "bomb"


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
    counter = _counterer(st, slot, target)
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


# --- activations (R2) -------------------------------------------------------------------------------------
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


def bonuses(st: ArenaState, side: int) -> list[str]:
    """R12: the bonuses the side's charge wheel has reached (the full and expert games)."""
    notch = st.wheel[side]
    if not notch or not st.abilities:
        return []
    return [b for b, at in bonus_notches() if notch >= at]


@cache
def bonus_notches() -> tuple[tuple[str, int], ...]:
    return tuple((b, content().bonus_notch(b)) for b in BONUSES)


def _bonus_usable(st: ArenaState, bonus: str) -> bool:
    if bonus not in bonuses(st, st.side):
        return False
    if st.fight_stage == "decide":
        if bonus == "plus":
            return st.roll not in ("KO", "miss")
        return bonus == "reroll"
    if st.fight_stage:
        return False
    if bonus == "energy":
        return st.energy[st.side] < content().totem.energy
    return bonus == "step" and not st.step_bonus


def own_hourglass(st: ArenaState) -> int:
    """The ms until the acting side's next hourglass runs out (0: none runs)."""
    running = [st.sand[s] for s in range(st.side * 4, st.side * 4 + 4) if st.sand[s] > 0]
    return min(running) if running else 0


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
        found += [interned("bonus", b) for b in bonuses(st, st.side) if _bonus_usable(st, b)]
    if own_hourglass(st):
        found.append(interned("wait"))
    if len(side_seats(st.seats, st.side)) == 2:
        found.append(interned("pass"))
    if can_end(st):
        found.append(interned("end"))
    return found


def _decisions(st: ArenaState) -> list[Action]:
    found = [interned("bonus", b) for b in ("plus", "reroll") if _bonus_usable(st, b)]
    found.append(interned("wheel") if st.roll == "miss" else interned("accept"))
    return found


def _target_arg(st: ArenaState, target: int) -> str:
    return TOTEM_WORD if target >= TOTEM else NAMES[st.at[target]]


def draft_choices(st: ArenaState) -> list[str]:
    """R13: the fighters the picking seat may take: still free, of a colour its Gates lack; at
    Black's second and third picks a colour White can still follow, and at White's answers the
    colour Black just chose (when the seat picking can keep that, else any colour it lacks)."""
    side = DRAFT_ORDER[st.picks]
    open_colours = [c for c in range(4) if st.team[slot_of(side, c)] == "" and _drafts(st, slot_of(side, c))]
    taken = set(st.team)
    free = [
        f.id for f in st.fighters.values() if f.id not in taken and COLOURS.index(f.colour) in open_colours
    ]
    wanted = _paired_colours(st)
    paired = [f for f in free if COLOURS.index(st.fighters[f].colour) in wanted]
    return paired or free


DRAFT_LEADS = (2, 4)  # Black's picks that choose the colour White then takes (AB / BA / BA / AB)
DRAFT_FOLLOWS = (3, 5)


def _paired_colours(st: ArenaState) -> set[int]:
    if st.picks in DRAFT_FOLLOWS:
        return {st.led}
    if st.picks in DRAFT_LEADS:
        leader = DRAFT_ORDER[0]
        return {c for c in range(4) if st.team[slot_of(leader, c)] == ""}
    return set(range(4))


def _drafts(st: ArenaState, slot: int) -> bool:
    return st.controller(slot) == st.seat


def draft_seat(st: ArenaState) -> int:
    """Who makes the next pick: the side's seats take turns over its four picks (team play), each
    filling its own Gates."""
    side = DRAFT_ORDER[st.picks]
    seats = side_seats(st.seats, side)
    made = DRAFT_ORDER[: st.picks].count(side)
    seat = seats[made % len(seats)]
    own = [s for s in range(side * 4, side * 4 + 4) if st.team[s] == "" and st.controller(s) == seat]
    return seat if own else seats[(made + 1) % len(seats)]


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
        return len(args) == 1 and isinstance(args[0], str) and _bonus_usable(st, args[0])
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
        _pick(st, str(args[0]))
    elif kind == "roll":
        _rolled(st, args[0])
    elif kind == "summon":
        _summon(st, st.slot_of_fighter(str(args[0])), INDEX[str(args[1])])
    elif kind == "move":
        _move(st, st.slot_of_fighter(str(args[0])), INDEX[str(args[1])])
    elif kind == "attack":
        slot = st.slot_of_fighter(str(args[0]))
        _attack(st, slot, _parse_target(st, slot, str(args[1])))
    elif kind == "bomb":
        _bomb(st, st.slot_of_fighter(str(args[0])))
    elif kind == "bonus":
        _spend(st, str(args[0]))
    elif kind == "wheel":
        _turn_wheel(st, st.side)
        _after_attack_roll(st)
    elif kind == "accept":
        _after_attack_roll(st)
    elif kind == "wait":
        pass_time(st, min(own_hourglass(st), st.clock[st.side]))
    elif kind == "pass":
        _pass(st)
    elif kind == "end":
        end_turn(st)
    else:
        raise IllegalAction(f"{action} is no Time Arena action")


# --- time (R1) -------------------------------------------------------------------------------------------------
def next_deadline(st: ArenaState) -> int:
    """The ms until the running clock reaches 0 or the next running hourglass runs out (0: none)."""
    if st.stage != "play":
        return 0
    deadlines = [ms for ms in st.sand if ms > 0]
    if st.running >= 0:
        deadlines.append(st.clock[st.running])
    return min(deadlines) if deadlines else 0


def time_action(st: ArenaState, elapsed_ms: int) -> Action | None:
    due = next_deadline(st)
    if due <= 0 or elapsed_ms < due:
        return None
    return Action(TIME_KIND, (due,))


def sand_is_legal(st: ArenaState, action: Action) -> bool:
    """A `sand` action may come whoever acts (the die included) while the game is in play."""
    args = action.args
    return st.stage == "play" and len(args) == 1 and isinstance(args[0], int) and args[0] > 0


def run_sand(st: ArenaState, ms: int) -> None:
    """Every running hourglass loses `ms` (never below 0); the clocks stay as they are."""
    if st.stage != "play":
        return
    for slot in range(SLOTS):
        left = st.sand[slot]
        if left > 0:
            st.sand[slot] = max(0, left - ms)
            if st.sand[slot] == 0:
                st.events.append(ev.hourglass_out(st, slot))
    st.forget_geometry()


def pass_time(st: ArenaState, ms: int) -> None:
    """The running clock and every running hourglass lose `ms` (never below 0); the clock at 0 loses."""
    if st.stage != "play":
        return
    run_sand(st, ms)
    if st.running >= 0:
        side = st.running
        st.clock[side] = max(0, st.clock[side] - ms)
        if st.clock[side] == 0:
            st.events.append(ev.clock_out(st, side))
            finish(st, 1 - side, "clock")
    st.forget_geometry()


# --- the draft (R13) ----------------------------------------------------------------------------------------------
def _pick(st: ArenaState, fighter_id: str) -> None:
    side = DRAFT_ORDER[st.picks]
    colour = COLOURS.index(st.fighters[fighter_id].colour)
    slot = slot_of(side, colour)
    st.team[slot] = fighter_id
    st.led = colour if st.picks in DRAFT_LEADS else NO_ONE
    st.picks += 1
    st.events.append(ev.picked(st, slot))
    if st.picks == len(DRAFT_ORDER):
        start_play(st)
    else:
        st.seat = draft_seat(st)


def start_play(st: ArenaState) -> None:
    st.stage = "play"
    st.side = 0
    st.seat = side_seats(st.seats, 0)[0]
    st.running = 0
    st.events.append(ev.turn_started(st))


# --- activations ------------------------------------------------------------------------------------------------
def _begin(st: ArenaState, slot: int) -> None:
    """R2: the first action of a fighter starts its activation and ends the one before."""
    if st.active != slot:
        st.active = slot
        st.acted |= 1 << slot
        st.moved = st.attacked = False


def _summon(st: ArenaState, slot: int, square: int) -> None:
    _begin(st, slot)
    st.at[slot] = square
    st.forget_geometry()
    st.events.append(ev.summoned(st, slot, square))


def _move(st: ArenaState, slot: int, square: int) -> None:
    _begin(st, slot)
    path = path_to(st, slot, square)
    st.at[slot] = square
    st.moved = True
    st.step_bonus = False
    st.forget_geometry()
    st.events.append(ev.moved(st, slot, [NAMES[s] for s in path]))


def _attack(st: ArenaState, slot: int, target: int) -> None:
    _begin(st, slot)
    st.attacked = True
    st.fight, st.fight_stage = "attack", "roll"
    st.attacker, st.target = slot, target
    st.counter = _counterer(st, slot, target)
    ranged = target < TOTEM and not adjacent(st.at[slot], st.at[target])
    st.events.append(ev.attack_declared(st, slot, target, ranged))


def _counterer(st: ArenaState, slot: int, target: int) -> int:
    """R9 Counter: a Counter fighter (or, in the full game, the Totem) attacked from a square in
    contact with it strikes back."""
    if not st.abilities:
        return NO_ONE
    if target >= TOTEM:
        return target if st.at[slot] in totem_edge(st.board_id, target - TOTEM) else NO_ONE
    if st.fighter(target).ability == "counter" and adjacent(st.at[slot], st.at[target]):
        return target
    return NO_ONE


def _bomb(st: ArenaState, slot: int) -> None:
    _begin(st, slot)
    st.attacked = True
    st.fight, st.fight_stage = "bomb", "roll"
    st.attacker, st.target, st.counter = slot, NO_ONE, NO_ONE
    st.events.append(ev.bomb_declared(st, slot))


def _pass(st: ArenaState) -> None:
    seats = side_seats(st.seats, st.side)
    st.seat = seats[1] if st.seat == seats[0] else seats[0]
    st.active = NO_ONE
    st.events.append(ev.passed(st))


# --- the fight ------------------------------------------------------------------------------------------------------
def _rolled(st: ArenaState, face: int | str) -> None:
    if st.fight_stage == "counter":
        st.counter_roll = str(face)
        st.events.append(ev.rolled(st, _counter_side(st), face, counter=True))
        if face == "miss":
            _turn_wheel(st, _counter_side(st))
        _resolve(st)
        return
    st.roll = str(face)
    st.events.append(ev.rolled(st, st.side, face, counter=False))
    if _worth_deciding(st):
        st.fight_stage = "decide"
        return
    if face == "miss":
        _turn_wheel(st, st.side)
    _after_attack_roll(st)


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


def _after_attack_roll(st: ArenaState) -> None:
    if st.counter != NO_ONE:
        st.fight_stage = "counter"
    else:
        _resolve(st)


def _spend(st: ArenaState, bonus: str) -> None:
    side = st.side
    st.wheel[side] = 0
    st.events.append(ev.bonus_spent(st, side, bonus))
    if bonus == "plus":
        st.plus += 1
        _after_attack_roll(st)
    elif bonus == "reroll":
        st.roll = ""
        st.fight_stage = "roll"
    elif bonus == "step":
        st.step_bonus = True
        st.forget_geometry()
    elif bonus == "energy":
        _change_energy(st, side, 1)


def _turn_wheel(st: ArenaState, side: int) -> None:
    """R12: a critical failure turns the side's wheel one notch (the full and expert games)."""
    if st.abilities and st.wheel[side] < content().wheel.notches:
        st.wheel[side] += 1
        st.events.append(ev.wheel_turned(st, side))


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
    st.events.append(ev.fight_resolved(st, knocked, energy_lost))
    for slot in dict.fromkeys(knocked):
        knock_out(st, slot)
    st.clear_fight()
    for side in (0, 1):
        if energy_lost[side]:
            _change_energy(st, side, -energy_lost[side])
    for side in (0, 1):
        if st.energy[side] == 0 and st.stage == "play":
            finish(st, 1 - side, "totem")


def knock_out(st: ArenaState, slot: int) -> None:
    """R7: back to its Gate, whose hourglass is turned over."""
    source = st.at[slot]
    st.at[slot] = OFF
    st.sand[slot] = HOURGLASS_MS[colour_of(slot)]
    if st.active == slot:
        st.active = NO_ONE
    st.forget_geometry()
    st.events.append(ev.knocked_out(st, slot, source))


def _change_energy(st: ArenaState, side: int, delta: int) -> None:
    before = st.energy[side]
    st.energy[side] = max(0, min(content().totem.energy, before + delta))
    if st.energy[side] != before:
        st.events.append(ev.energy_changed(st, side, st.energy[side] - before))


# --- the end of a turn and of the game ----------------------------------------------------------------------------
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
            _change_energy(st, side, 1)


def blockade(st: ArenaState, side: int) -> bool:
    """R15 (expert): every enemy fighter is knocked out and this side holds all their summoning squares."""
    enemy = 1 - side
    if st.on_board(enemy):
        return False
    mine = {st.at[s] for s in st.on_board(side)}
    return all(square in mine for square in content().boards[st.board_id].summoning[enemy])


def finish(st: ArenaState, winner: int, reason: str) -> None:
    if st.stage == "over":
        return
    st.stage = "over"
    st.winner = winner
    st.reason = reason
    st.running = NO_ONE
    st.clear_fight()
    st.events.append(ev.game_ended(st))


def square_arg(name: str) -> int:
    return square_index(name)
