"""El Ministerio's enemy tiles: revealing the tile behind a door (and what the specials do at once),
facing an enemy, and looking at face-down tiles.
"""

from __future__ import annotations

from collections.abc import Callable

from timetravel.games.ministerio import words_events as ev
from timetravel.games.ministerio import words_log as words
from timetravel.games.ministerio.changes import add_slot, discard
from timetravel.games.ministerio.content import content
from timetravel.games.ministerio.fight import start_fight
from timetravel.games.ministerio.state import MinisterioState


def _tile(st: MinisterioState, tile: str) -> None:
    """A tile drawn from the pool (chance): for the door being looked at, or behind the mover's door."""
    st.tile_pool.remove(tile)
    if st.stage == "peek_roll":
        door = st.peek_door
        assert door is not None
        st.peeked[str(door)] = tile
        st.peekers[str(door)] = [st.turn]
        st.events.append(ev.peeked(st.turn, door))
        after_peek(st)
    else:
        reveal_tile(st, st.here(), tile)


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
        add_slot(st, tile_id)
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
        st.put_on_door(door, tile_id)


def steal_object(st: MinisterioState, newest: bool) -> None:
    agent = st.agent
    objects = [c for c in agent.controlled if content().cards[c].category == "object"]
    if not objects:
        return
    key = lambda c: (content().cards[c].year, c)  # noqa: E731
    card = max(objects, key=key) if newest else min(objects, key=key)
    agent.controlled.remove(card)
    discard(st, card, f"controlled:{st.turn}")


def _raze(st: MinisterioState, tile: str) -> None:
    st.office_tiles.remove(tile)
    st.events.append(ev.message(words.raze_text(tile)))
    st.stage = "enemies"


def _face(st: MinisterioState, tile: str) -> None:
    start_fight(st, tile)


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


HANDLERS: dict[str, Callable[..., None]] = {
    "tile": _tile,
    "raze": _raze,
    "face": _face,
    "peek": _peek,
    "stop_peek": _stop_peek,
}
