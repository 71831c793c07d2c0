"""El Ministerio's contests: a fight against an enemy and the trial of a card, their rolls, the
discards that add their bonus, and an enemy let go running toward the office.
"""

from __future__ import annotations

from collections.abc import Callable

from timetravel.games.ministerio import words_events as ev
from timetravel.games.ministerio.changes import add_slot, change_pa, discard
from timetravel.games.ministerio.content import content
from timetravel.games.ministerio.staircase import escape_steps, stair
from timetravel.games.ministerio.state import MinisterioState
from timetravel.games.ministerio.verbs import URGENT_VERBS


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


def check_fight(st: MinisterioState) -> None:
    """M-FIGHT-2: die + combat (+ discards) reaching the enemy's value wins the tile."""
    tile = st.t["enemy"]
    needed = st.enemy_combat(tile)
    total = st.fight_total()
    if total < needed:
        return
    st.events.append(ev.fight(st.turn, tile, total, needed, True))
    st.take_from_door(st.here(), tile)
    st.agent.enemies.append(tile)
    st.events.append(ev.enemy_moved(tile, f"door:{st.here()}", f"agent:{st.turn}"))
    _clear_fight(st)
    st.stage = "enemies"


def _clear_fight(st: MinisterioState) -> None:
    st.t.update(enemy=None, roll=None, bonus=0, enemy_roll=None)


def _discard(st: MinisterioState, card: str) -> None:
    """M-FIGHT-3: a card from the hand to its pile adds its discard bonus, before or after the roll."""
    st.agent.hand.remove(card)
    discard(st, card, f"hand:{st.turn}")
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
    tile_id, door = st.t["enemy"], st.here()
    tile = content().enemies[tile_id]
    if lost:
        st.events.append(ev.fight(st.turn, tile_id, st.fight_total(), st.enemy_combat(tile_id), False))
    _clear_fight(st)
    st.stage = "enemies"
    st.take_from_door(door, tile_id)
    if tile.ability == "beat_at_once":
        add_slot(st, tile_id)
        return
    assert tile.colour is not None
    ways = sorted(escape_steps(stair(), door, tile.colour))
    if ways == [door]:
        add_slot(st, tile_id)
    elif len(ways) == 1:
        move_enemy(st, tile_id, door, ways[0])
    else:
        st.put_on_door(door, tile_id)  # it waits on the door while the agent picks its way
        st.t["flee"] = [tile_id, *ways]
        st.stage = "flee"
    if lost and tile.ability == "costs_pa_on_loss" and st.stage != "over":
        change_pa(st, st.turn, 1)


def move_enemy(st: MinisterioState, tile_id: str, source: int, target: int) -> None:
    st.events.append(ev.enemy_moved(tile_id, f"door:{source}", f"door:{target}"))
    if stair().colours[target] == content().enemies[tile_id].colour:
        add_slot(st, tile_id)
    else:
        st.put_on_door(target, tile_id)


def _flee(st: MinisterioState, target: int) -> None:
    tile_id = st.t["flee"][0]
    st.take_from_door(st.here(), tile_id)
    st.t["flee"] = []
    st.stage = "enemies"
    move_enemy(st, tile_id, st.here(), target)


def _roll_trial(st: MinisterioState) -> None:
    st.stage = "trial_roll"


def check_trial(st: MinisterioState) -> None:
    card = st.t["trial"]["card"]
    total, needed = st.trial_total(), st.trial_needed()
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
    st.events.append(ev.fight(st.turn, card, st.trial_total(), st.trial_needed(), False, trial=True))
    st.t.update(trial=None, roll=None, bonus=0, played={"failed": card})
    discard(st, card, "table")
    st.stage = "end"


HANDLERS: dict[str, Callable[..., None]] = {
    "fight": _fight,
    "roll": _roll,
    "discard": _discard,
    "let_go": _let_go,
    "concede": _concede,
    "flee": _flee,
    "try": _roll_trial,
    "fail": _fail,
}
