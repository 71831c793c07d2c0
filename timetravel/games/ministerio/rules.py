"""El Ministerio's rules: the legal actions of each stage, their effects, and `settle`, which carries
out everything that needs no decision (walking on, revealing a known tile, drawing, the end of a
turn) until a seat or chance must act. Rule ids (M-...) refer to docs/rules/ministerio.md.

Stages of a turn: roll (chance) -> leave (only from the office) -> die -> walk -> play -> reveal
-> enemies (choose_enemy, fight, flee, raze) -> cards (place, trial, urgent, recover, peek) -> end;
entering the office goes from walk (or place) to office, then end.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from timetravel.engine.actions import Action
from timetravel.engine.chance import D6, dice_pool, die, outcomes, uniform
from timetravel.engine.events import TurnStarted
from timetravel.engine.script import Step
from timetravel.games.ministerio import events as ev
from timetravel.games.ministerio import words
from timetravel.games.ministerio.content import CATEGORIES, TRIAL_SKILL
from timetravel.games.ministerio.staircase import KEY_FACES, escape_steps, lola_walk
from timetravel.games.ministerio.state import (
    HAND_SIZE,
    ROUND_LIMIT,
    TURN_DEFAULTS,
    MinisterioState,
    content,
    copy_turn,
    stair,
)
from timetravel.games.ministerio.verbs import URGENT_VERBS, VERBS, Use

CHANCE_STAGES = ("roll", "reveal", "fight_roll", "enemy_roll", "trial_roll", "peek_roll")
ROLL_STAGES = ("fight_roll", "enemy_roll", "trial_roll")


def coloured_doors() -> list[int]:
    return [d for d, colour in enumerate(stair().colours) if colour is not None]


def office_verb(tile_id: str) -> str:
    return content().office[tile_id].front.verb


@cache
def _act(kind: str, *args: int | str) -> Action:
    """Actions are values: each one is made once and shared (legal_actions runs at every step)."""
    return Action(kind, args)


# --- legal actions --------------------------------------------------------------------------------
def legal_actions(st: MinisterioState) -> list[Action]:
    stage, agent = st.stage, st.agent
    if stage == "choose_agent":
        taken = {a.protagonist for a in st.agents}
        return [_act("agent", p) for p in content().protagonists if p not in taken]
    if stage in ("start_door", "leave"):
        kind = "start" if stage == "start_door" else "leave"
        return [_act(kind, d) for d in coloured_doors()]
    if stage == "die":
        dice = st.t["dice"]
        return [_act("die", 0)] + ([_act("die", 1)] if dice[1] != dice[0] else [])
    if stage == "walk":
        return [_walk_action(o) for o in walk_options(st)]
    if stage == "play":
        actions = [_act("play", c) for c in agent.hand]
        actions += [_act("pile", cat) for cat in CATEGORIES if st.piles[cat]]
        return [*actions, _act("investigate"), _act("pass")]
    if stage == "raze":
        return [_act("raze", tile) for tile in st.office_tiles]
    if stage == "choose_enemy":
        return [_act("face", tile) for tile in st.on_door[_door(st)]]
    if stage == "fight":
        first = [_act("fight"), _act("let_go")] if st.t["roll"] is None else [_act("concede")]
        return first + _discards(st)
    if stage == "flee":
        return [_act("flee", d) for d in st.t["flee"][1:]]
    if stage == "place":  # M-PLACE-1, and M-KEY-6: no way back into the office this turn
        return [_act("place_draw")] if st.t["left_office"] else [_act("place_draw"), _act("place_office")]
    if stage == "trial":
        first = [_act("try")] if st.t["roll"] is None else [_act("fail")]
        return first + _discards(st)
    if stage == "urgent":
        return [_act("use"), _act("skip")]
    if stage == "recover":
        return [_act("recover", cat) for cat in CATEGORIES if st.piles[cat]]
    if stage == "peek":
        return [_act("peek", d) for d in st.peekable_doors(st.turn)] + [_act("stop_peek")]
    if stage == "office":
        return office_actions(st)
    return []


def is_legal(st: MinisterioState, action: Action) -> bool:
    """A direct check for the frequent kinds; the others compare with the (short) list."""
    if action.kind == "discard":
        return st.stage in ("fight", "trial") and len(action.args) == 1 and action.args[0] in st.agent.hand
    if action.kind == "play":
        return st.stage == "play" and len(action.args) == 1 and action.args[0] in st.agent.hand
    return action in legal_actions(st)


def _discards(st: MinisterioState) -> list[Action]:
    return [_act("discard", c) for c in st.agent.hand]


def _door(st: MinisterioState) -> int:
    door = st.agent.door
    assert door is not None
    return door


def _walk_action(option: str) -> Action:
    if option.startswith("dir"):
        return _act("dir", int(option[3:]))
    return _act(option)


def walk_options(st: MinisterioState) -> list[str]:
    """The choices at the walker's door: a direction, going on, a jump, the office, or stopping."""
    t, door = st.t, _door(st)
    steps = t["steps"]
    coloured = stair().colours[door] is not None
    options: list[str] = []
    if steps > 0:
        options += ["dir-1", "dir1"] if t["direction"] == 0 else ["go"]
        if coloured and not t["just_jumped"]:
            options.append("jump")  # M-MOVE-3, and the start door counts (M-MOVE-6)
    if t["key"] and coloured and t["hops"] > 0:
        options.append("office")  # M-KEY-2: a coloured door the move reaches
        if steps == 0:
            options.append("stop")
    return options


def office_actions(st: MinisterioState) -> list[Action]:
    """M-OFFICE-1: one office tile still there, or delivering the mission."""
    agent, actions = st.agent, []
    verbs = {office_verb(tile) for tile in st.office_tiles}
    if "shed_pa" in verbs:
        actions.append(_act("office_pa"))
    if "draw" in verbs:
        actions.append(_act("office_draw"))
    if "convert_enemies" in verbs:
        actions += [_act("convert", n) for n in range(1, len(agent.enemies) + 1)]
    if "replay_discard" in verbs:
        actions += [_act("replay", cat) for cat in CATEGORIES if cat != "place" and st.piles[cat]]
    if not agent.delivered and st.mission_met(st.turn):
        actions.append(_act("deliver"))
    return actions or [_act("rest")]


# --- chance -------------------------------------------------------------------------------------------
@cache
def _named(kind: str, name: str) -> Action:
    """One action per card or tile, made once: draws list every card of the deck at each draw."""
    return Action(kind, (name,))


@cache
def _dice_outcomes() -> tuple[tuple[Action, float], ...]:
    return tuple(outcomes(dice_pool(2, D6), lambda faces: Action("dice", faces)))


@cache
def _die_outcomes() -> tuple[tuple[Action, float], ...]:
    return tuple(outcomes(die(D6), lambda n: Action("roll", (n,))))


def chance_outcomes(st: MinisterioState) -> list[tuple[Action, float]]:
    if st.to_draw:
        share = 1 / len(st.deck)
        return [(_named("draw", c), share) for c in st.deck]
    if st.stage == "deal":
        taken = {a.mission for a in st.agents}
        free = [m for m in content().missions if m not in taken]
        return outcomes(uniform(free), lambda m: _named("mission", m))
    if st.stage == "roll":
        return list(_dice_outcomes())
    if st.stage in ("reveal", "peek_roll"):
        share = 1 / len(st.tile_pool)
        return [(_named("tile", tile), share) for tile in st.tile_pool]
    if st.stage in ROLL_STAGES:
        return list(_die_outcomes())
    return []


# --- apply --------------------------------------------------------------------------------------------
def apply(st: MinisterioState, action: Action) -> None:
    handler = _HANDLERS[action.kind]
    handler(st, *action.args)


def _agent(st: MinisterioState, protagonist: str) -> None:
    st.agent.protagonist = protagonist
    st.events.append(ev.message(words.chose_text(st.turn, protagonist)))
    if all(a.protagonist for a in st.agents):
        st.stage, st.turn = "deal", 0
    else:
        st.turn += 1


def _mission(st: MinisterioState, mission: str) -> None:
    seat = next(s for s, a in enumerate(st.agents) if a.mission is None)
    st.agents[seat].mission = mission
    st.events.append(ev.card_moved(None, "missions", f"mission:{seat}", seat=seat))


def _draw(st: MinisterioState, card: str) -> None:
    seat = st.draw_for
    st.deck.remove(card)
    st.agents[seat].hand = sorted([*st.agents[seat].hand, card])
    st.to_draw -= 1
    st.events.append(ev.card_moved(None, "deck", f"hand:{seat}", seat=seat))


def _start(st: MinisterioState, door: int) -> None:
    st.agent.door = door
    st.events.append(ev.agent_moved(st.turn, "start", f"door:{door}"))
    if st.turn + 1 < st.seats:
        st.turn += 1
    else:
        st.turn = 0
        begin_turn(st)


def _dice(st: MinisterioState, a: int, b: int) -> None:
    st.t["dice"] = [a, b]
    st.events.append(ev.dice(st.turn, (a, b), "move"))
    st.stage = "leave" if st.agent.in_office else "die"


def _leave(st: MinisterioState, door: int) -> None:
    """M-KEY-6: a turn that starts in the office leaves by any coloured door, and not back in."""
    agent = st.agent
    agent.in_office, agent.door = False, door
    st.t["left_office"] = True
    st.events.append(ev.agent_moved(st.turn, "office", f"door:{door}"))
    st.stage = "die"


def _die(st: MinisterioState, index: int) -> None:
    t = st.t
    dice = t["dice"]
    t["die"], t["steps"], t["direction"], t["hops"], t["just_jumped"] = index, dice[index], 0, 0, False
    t["key"] = not t["left_office"] and dice[1 - index] in KEY_FACES  # M-KEY-1, M-KEY-2
    st.stage = "walk"


def _dir(st: MinisterioState, direction: int) -> None:
    st.t["direction"] = direction
    step_once(st)


def _go(st: MinisterioState) -> None:
    step_once(st)


def step_once(st: MinisterioState) -> None:
    """M-MOVE-1, M-MOVE-2: one door on, bouncing at the ends."""
    t, source = st.t, _door(st)
    door, direction = stair().step(source, t["direction"])
    st.agent.door = door
    t["direction"], t["steps"], t["hops"], t["just_jumped"] = direction, t["steps"] - 1, t["hops"] + 1, False
    st.events.append(ev.agent_moved(st.turn, f"door:{source}", f"door:{door}"))


def _jump(st: MinisterioState) -> None:
    """M-MOVE-3, M-MOVE-4: one step to the twin door, then a direction again."""
    t, source = st.t, _door(st)
    twin = stair().twin(source)
    assert twin is not None
    st.agent.door = twin
    t["steps"], t["hops"], t["just_jumped"], t["direction"] = t["steps"] - 1, t["hops"] + 1, True, 0
    st.events.append(ev.agent_moved(st.turn, f"door:{source}", f"door:{twin}", jump=True))


def _office(st: MinisterioState) -> None:
    """M-KEY-5: entering ends the move; the figure leaves the staircase for the office."""
    agent = st.agent
    source = _door(st)
    agent.door, agent.in_office = None, True
    st.events.append(ev.agent_moved(st.turn, f"door:{source}", "office"))
    end_move(st, "office")


def _stop(st: MinisterioState) -> None:
    end_move(st, "play")


def end_move(st: MinisterioState, then: str) -> None:
    move_lola(st, st.t["dice"][st.t["die"]])
    if st.stage not in ("end", "over"):
        st.stage = then


def move_lola(st: MinisterioState, roll: int) -> None:
    """M-SPECIAL-6: Lola walks with the mover's die; everyone on a door she reaches takes 1 PA."""
    if st.lola is None:
        return
    for door in lola_walk(stair(), st.lola, roll):
        st.events.append(ev.lola_moved(st.lola, door))
        st.lola = door
        for seat, agent in enumerate(st.agents):
            if agent.door == door and not agent.prison:
                st.change_pa(seat, 1)
        if st.stage == "over":
            return


def _play(st: MinisterioState, card: str) -> None:
    st.agent.hand.remove(card)
    st.events.append(ev.card_moved(card, f"hand:{st.turn}", "table", seat=st.turn))
    play_card(st, card, from_pile=False)


def _pile(st: MinisterioState, category: str) -> None:
    card = st.piles[category].pop()
    st.events.append(ev.card_moved(card, f"pile:{category}", "table", seat=st.turn))
    play_card(st, card, from_pile=True)


def play_card(st: MinisterioState, card: str, from_pile: bool) -> None:
    """M-PA-1, M-PA-2: the played card costs the doors between (the figure stays, M-PA-3)."""
    st.t["played"] = {"card": card, "from_pile": from_pile}
    st.stage = "reveal"
    st.change_pa(st.turn, st.pa_cost(st.turn, card))


def _investigate(st: MinisterioState) -> None:
    st.t["played"] = {"investigate": True}
    st.stage = "reveal"


def _pass(st: MinisterioState) -> None:
    st.t["played"] = {"pass": True}
    st.stage = "reveal"


def _tile(st: MinisterioState, tile: str) -> None:
    st.tile_pool.remove(tile)
    if st.stage == "peek_roll":
        door = st.peek_door
        assert door is not None
        st.peeked[str(door)] = tile
        st.peekers[str(door)] = [st.turn]
        st.events.append(ev.peeked(st.turn, door))
        after_peek(st)
    else:
        reveal_tile(st, _door(st), tile)


def reveal_tile(st: MinisterioState, door: int, tile_id: str) -> None:
    """M-FIGHT-1 and the specials on reveal (M-SPECIAL-1 to -9)."""
    st.facedown[door] = False
    st.peeked.pop(str(door), None)
    st.peekers.pop(str(door), None)
    st.events += ev.revealed(tile_id, door, tuple(range(st.seats)))
    tile = content().enemies[tile_id]
    st.stage = "enemies"
    if tile.kind == "well":  # M-SPECIAL-9
        st.removed.append(tile_id)
        return
    ability = tile.ability
    if ability == "raid_office":  # M-SPECIAL-1
        st.t["faced"] = True
        st.removed.append(tile_id)
        if st.office_tiles:
            st.stage = "raze"
    elif ability in ("steal_oldest_object", "steal_newest_object"):  # M-SPECIAL-2, -3
        st.t["faced"] = True
        steal_object(st, newest=ability == "steal_newest_object")
        st.add_slot(tile_id)
    elif ability == "boss":  # M-SPECIAL-5
        st.t["faced"] = True
        st.bosses.append(tile_id)
        st.events.append(ev.enemy_moved(tile_id, f"door:{door}", "centre"))
    elif ability == "wandering_spy":  # M-SPECIAL-6
        st.t["faced"] = True
        st.removed.append(tile_id)
        st.lola = door
        st.events.append(ev.lola_moved(door, door))
    else:
        st.on_door[door].append(tile_id)


def steal_object(st: MinisterioState, newest: bool) -> None:
    agent = st.agent
    objects = [c for c in agent.controlled if content().cards[c].category == "object"]
    if not objects:
        return
    key = lambda c: (content().cards[c].year, c)  # noqa: E731
    card = max(objects, key=key) if newest else min(objects, key=key)
    agent.controlled.remove(card)
    st.discard(card, f"controlled:{st.turn}")


def _raze(st: MinisterioState, tile: str) -> None:
    st.office_tiles.remove(tile)
    st.events.append(ev.message(words.raze_text(tile)))
    st.stage = "enemies"


def _face(st: MinisterioState, tile: str) -> None:
    start_fight(st, tile)


def start_fight(st: MinisterioState, tile: str) -> None:
    st.t.update(enemy=tile, roll=None, bonus=0, enemy_roll=None, faced=True)
    rolled = content().enemies[tile].ability == "rolled_strength"
    st.stage = "enemy_roll" if rolled else "fight"  # M-SPECIAL-7: Napoleon's die first


def _fight(st: MinisterioState) -> None:
    st.stage = "fight_roll"


def _roll(st: MinisterioState, n: int) -> None:
    if st.stage == "enemy_roll":
        st.t["enemy_roll"] = n
        st.events.append(ev.dice(st.turn, (n,), "napoleon"))
        st.stage = "fight"
        return
    st.t["roll"] = n
    if st.stage == "fight_roll":
        st.events.append(ev.dice(st.turn, (n,), "fight"))
        st.stage = "fight"
        check_fight(st)
    else:
        st.events.append(ev.dice(st.turn, (n,), "trial"))
        st.stage = "trial"
        check_trial(st)


def fight_total(st: MinisterioState) -> int:
    return int(st.t["roll"]) + st.stat(st.turn, "combat") + int(st.t["bonus"])


def check_fight(st: MinisterioState) -> None:
    """M-FIGHT-2: die + combat (+ discards) reaching the enemy's value wins the tile."""
    tile = st.t["enemy"]
    needed = st.enemy_combat(tile)
    total = fight_total(st)
    if total < needed:
        return
    st.events.append(ev.fight(st.turn, tile, total, needed, True))
    st.on_door[_door(st)].remove(tile)
    st.agent.enemies.append(tile)
    st.events.append(ev.enemy_moved(tile, f"door:{_door(st)}", f"agent:{st.turn}"))
    _clear_fight(st)
    st.stage = "enemies"


def _clear_fight(st: MinisterioState) -> None:
    st.t.update(enemy=None, roll=None, bonus=0, enemy_roll=None)


def _discard(st: MinisterioState, card: str) -> None:
    """M-FIGHT-3: a card from the hand to its pile adds its discard bonus, before or after the roll."""
    st.agent.hand.remove(card)
    st.discard(card, f"hand:{st.turn}")
    st.t["bonus"] += content().cards[card].bonus
    if st.t["roll"] is not None:
        (check_fight if st.stage == "fight" else check_trial)(st)


def _let_go(st: MinisterioState) -> None:
    escape(st, lost=False)


def _concede(st: MinisterioState) -> None:
    escape(st, lost=True)


def escape(st: MinisterioState, lost: bool) -> None:
    """M-FIGHT-4: the enemy let go steps toward the nearest door of its colour (the agent picks on
    a tie) and slips into the office on arriving; Heinrich goes straight in (M-SPECIAL-4), and a
    lost fight against Moran costs a PA (M-SPECIAL-8)."""
    tile_id, door = st.t["enemy"], _door(st)
    tile = content().enemies[tile_id]
    if lost:
        st.events.append(ev.fight(st.turn, tile_id, fight_total(st), st.enemy_combat(tile_id), False))
    _clear_fight(st)
    st.stage = "enemies"
    st.on_door[door].remove(tile_id)
    if tile.ability == "beat_at_once":
        st.add_slot(tile_id)
        return
    assert tile.colour is not None
    ways = sorted(escape_steps(stair(), door, tile.colour))
    if ways == [door]:
        st.add_slot(tile_id)
    elif len(ways) == 1:
        move_enemy(st, tile_id, door, ways[0])
    else:
        st.on_door[door].append(tile_id)  # it waits on the door while the agent picks its way
        st.t["flee"] = [tile_id, *ways]
        st.stage = "flee"
    if lost and tile.ability == "costs_pa_on_loss" and st.stage != "over":
        st.change_pa(st.turn, 1)


def move_enemy(st: MinisterioState, tile_id: str, source: int, target: int) -> None:
    st.events.append(ev.enemy_moved(tile_id, f"door:{source}", f"door:{target}"))
    if stair().colours[target] == content().enemies[tile_id].colour:
        st.add_slot(tile_id)
    else:
        st.on_door[target].append(tile_id)


def _flee(st: MinisterioState, target: int) -> None:
    tile_id = st.t["flee"][0]
    st.on_door[_door(st)].remove(tile_id)
    st.t["flee"] = []
    st.stage = "enemies"
    move_enemy(st, tile_id, _door(st), target)


def _place_draw(st: MinisterioState) -> None:
    """M-PLACE-1: draw 3 and lose 2 PA."""
    put_place_back(st)
    st.start_draw(st.turn, 3)
    st.change_pa(st.turn, -2)
    if st.stage != "over":
        st.stage = "end"


def _place_office(st: MinisterioState) -> None:
    """M-PLACE-1: or go to the office and use it."""
    put_place_back(st)
    agent = st.agent
    st.events.append(ev.agent_moved(st.turn, f"door:{_door(st)}", "office"))
    agent.door, agent.in_office = None, True
    st.stage = "office"


def put_place_back(st: MinisterioState) -> None:
    """M-PLACE-2: on top of the places' pile, or underneath if it came from that pile."""
    played = st.t["played"]
    st.discard(played["card"], "table", bottom=played["from_pile"])
    st.t["played"] = {"placed": played["card"]}  # off the table: a rebuilt deck may hold it


def _roll_trial(st: MinisterioState) -> None:
    st.stage = "trial_roll"


def trial_needed(st: MinisterioState) -> int:
    """M-CARD-3, M-FIGHT-5: the card's requirement, +2 on a closed door."""
    trial = st.t["trial"]
    requirement = content().cards[trial["card"]].requirement
    assert requirement is not None
    return requirement + (2 if trial["closed"] else 0)


def trial_total(st: MinisterioState) -> int:
    skill = TRIAL_SKILL[content().cards[st.t["trial"]["card"]].category]
    assert skill is not None
    return int(st.t["roll"]) + st.stat(st.turn, skill) + int(st.t["bonus"])


def check_trial(st: MinisterioState) -> None:
    card = st.t["trial"]["card"]
    total, needed = trial_total(st), trial_needed(st)
    if total < needed:
        return
    st.events.append(ev.fight(st.turn, card, total, needed, True, trial=True))
    st.agent.controlled.append(card)
    st.events.append(ev.card_moved(card, "table", f"controlled:{st.turn}", seat=st.turn))
    st.t.update(trial=None, roll=None, bonus=0)
    effect = content().cards[card].effect
    st.stage = "urgent" if effect is not None and effect.verb in URGENT_VERBS else "end"
    st.t["played"] = {"card": card, "controlled": True}


def _fail(st: MinisterioState) -> None:
    """M-CARD-4: a failed trial discards the card."""
    card = st.t["trial"]["card"]
    st.events.append(ev.fight(st.turn, card, trial_total(st), trial_needed(st), False, trial=True))
    st.t.update(trial=None, roll=None, bonus=0, played={"failed": card})
    st.discard(card, "table")
    st.stage = "end"


def _use(st: MinisterioState) -> None:
    """M-CARD-5: an URGENTE effect once, now."""
    effect: Step | None = content().cards[st.t["played"]["card"]].effect
    assert effect is not None
    st.stage = "end"
    st.events.append(ev.message(words.effect_text(st.turn, st.t["played"]["card"])))
    VERBS.perform(Use(st, st.turn), effect)


def _skip(st: MinisterioState) -> None:
    st.stage = "end"


def _recover(st: MinisterioState, category: str) -> None:
    card = st.piles[category].pop()
    st.agent.hand = sorted([*st.agent.hand, card])
    st.events.append(ev.card_moved(card, f"pile:{category}", f"hand:{st.turn}", seat=st.turn))
    st.stage = "end"


def _peek(st: MinisterioState, door: int) -> None:
    key = str(door)
    if key in st.peeked:  # another agent looked first: the tile is already there
        st.peekers[key] = sorted({*st.peekers[key], st.turn})
        st.events.append(ev.peeked(st.turn, door))
        after_peek(st)
    else:
        st.peek_door = door
        st.stage = "peek_roll"


def after_peek(st: MinisterioState) -> None:
    st.peek_door = None
    st.peeks_left -= 1
    st.stage = "peek" if st.peeks_left > 0 and st.peekable_doors(st.turn) else "end"
    if st.stage == "end":
        st.peeks_left = 0


def _stop_peek(st: MinisterioState) -> None:
    st.peeks_left = 0
    st.stage = "end"


def _office_pa(st: MinisterioState) -> None:
    st.events.append(ev.message(words.office_text(st.turn, "shed_pa")))
    st.stage = "end"
    st.change_pa(st.turn, -4)


def _office_draw(st: MinisterioState) -> None:
    st.events.append(ev.message(words.office_text(st.turn, "draw")))
    st.start_draw(st.turn, 4)
    st.stage = "end"


def _convert(st: MinisterioState, count: int) -> None:
    """M-OFFICE-4: debriefed tiles are 1 VP each and no longer enemies."""
    agent = st.agent
    moved, agent.enemies = agent.enemies[:count], agent.enemies[count:]
    agent.converted += moved
    st.events.append(ev.message(words.convert_text(st.turn, count)))
    st.stage = "end"


def _replay(st: MinisterioState, category: str) -> None:
    """M-OFFICE-5: the top card of a pile, no PA, its trial on no door (never closed)."""
    card = st.piles[category].pop()
    st.events.append(ev.card_moved(card, f"pile:{category}", "table", seat=st.turn))
    st.t["played"] = {"card": card, "from_pile": True}
    st.t.update(trial={"card": card, "closed": False}, roll=None, bonus=0)
    st.stage = "trial"


def _deliver(st: MinisterioState) -> None:
    """M-OFFICE-6, M-END-1: delivering ends the game with this round; the first earns 2 VP."""
    agent = st.agent
    agent.delivered = True
    agent.first_delivery = not any(a.first_delivery for a in st.agents)
    st.ending = st.ending or "delivered"
    st.events.append(ev.message(words.deliver_text(st.turn, agent.first_delivery)))
    st.stage = "end"


def _rest(st: MinisterioState) -> None:
    st.stage = "end"


_HANDLERS: dict[str, Callable[..., None]] = {
    "agent": _agent,
    "mission": _mission,
    "draw": _draw,
    "start": _start,
    "dice": _dice,
    "leave": _leave,
    "die": _die,
    "dir": _dir,
    "go": _go,
    "jump": _jump,
    "office": _office,
    "stop": _stop,
    "play": _play,
    "pile": _pile,
    "investigate": _investigate,
    "pass": _pass,
    "tile": _tile,
    "raze": _raze,
    "face": _face,
    "fight": _fight,
    "roll": _roll,
    "discard": _discard,
    "let_go": _let_go,
    "concede": _concede,
    "flee": _flee,
    "place_draw": _place_draw,
    "place_office": _place_office,
    "try": _roll_trial,
    "fail": _fail,
    "use": _use,
    "skip": _skip,
    "recover": _recover,
    "peek": _peek,
    "stop_peek": _stop_peek,
    "office_pa": _office_pa,
    "office_draw": _office_draw,
    "convert": _convert,
    "replay": _replay,
    "deliver": _deliver,
    "rest": _rest,
}


# --- settle: everything that needs no decision ------------------------------------------------------
def settle(st: MinisterioState) -> None:
    for _ in range(10_000):
        if not _settle_once(st):
            return
    raise RuntimeError("El Ministerio: settle did not come to rest")


def _settle_once(st: MinisterioState) -> bool:
    """One automatic step; False when a seat or chance must act."""
    stage = st.stage
    if stage == "over":
        return False
    if st.to_draw:
        return _settle_draw(st)
    if stage == "deal":
        return _settle_deal(st)
    if stage == "walk":
        options = walk_options(st)
        if options == ["go"]:
            step_once(st)
            return True
        if not options:
            end_move(st, "play")
            return True
        return False
    if stage == "reveal":
        door = _door(st)
        if not st.facedown[door]:
            st.stage = "enemies"
            return True
        known = st.peeked.get(str(door))
        if known is not None:
            reveal_tile(st, door, known)
            return True
        return False
    if stage == "enemies":
        here = st.on_door[_door(st)]
        if len(here) == 1:
            start_fight(st, here[0])
        else:
            st.stage = "choose_enemy" if here else "cards"
        return True
    if stage == "cards":
        _settle_cards(st)
        return True
    if stage == "end":
        end_turn(st)
        return True
    return False


def _settle_draw(st: MinisterioState) -> bool:
    """M-DECK-1: an empty deck is rebuilt from the discard piles; with none left, the cards are out
    and the game ends with the round (M-END-3, M-END-4)."""
    if st.deck:
        return False
    if any(st.piles.values()):
        st.deck = sorted(c for pile in st.piles.values() for c in pile)
        st.piles = {c: [] for c in CATEGORIES}
        st.events.append(ev.message(words.rebuild_text()))
        return True
    st.to_draw = 0
    st.cards_out = True
    st.ending = st.ending or "cards"
    return True


def _settle_deal(st: MinisterioState) -> bool:
    if any(a.mission is None for a in st.agents):
        return False
    short = [s for s, a in enumerate(st.agents) if len(a.hand) < HAND_SIZE]
    if short and st.cards_left():
        st.start_draw(short[0], HAND_SIZE - len(st.agents[short[0]].hand))
        return True
    st.stage, st.turn = "start_door", 0
    return True


def _settle_cards(st: MinisterioState) -> None:
    played = st.t["played"] or {"pass": True}
    if played.get("investigate"):  # M-CARD-2
        st.start_draw(st.turn, st.stat(st.turn, "research"))
        st.stage = "end"
    elif "card" not in played:
        st.stage = "end"
    elif content().cards[played["card"]].category == "place":
        st.stage = "place"
    else:
        closed = not st.t["faced"] and not st.modifiers(st.turn).get("open_doors")
        st.t.update(trial={"card": played["card"], "closed": closed}, roll=None, bonus=0)
        st.stage = "trial"


def end_turn(st: MinisterioState) -> None:
    """The turn passes; a round ends when play comes back round the table (M-END-1, M-END-3)."""
    if not any(st.facedown) and not st.ending:
        st.ending = "revealed"
    free = st.free_seats()
    if not free:
        st.finish(all_lose="prison")
        return
    after = [s for s in free if s > st.turn]
    nxt = after[0] if after else free[0]
    if not after:
        st.round += 1
        if st.ending or st.round > ROUND_LIMIT:
            st.ending = st.ending or "limit"
            st.finish()
            return
    st.turn = nxt
    begin_turn(st)


def begin_turn(st: MinisterioState) -> None:
    st.t = copy_turn(TURN_DEFAULTS)
    st.stage = "roll"
    st.events.append(TurnStarted(st.turn, **words.turn_text(st.turn, st.round)))
