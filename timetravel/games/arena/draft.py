"""The draft (R13): the eight picks in the order AB / BA / BA / AB, the fighters a seat may pick,
who picks next in team play, and the start of play once every Gate has its fighter."""

from __future__ import annotations

from timetravel.games.arena import events as ev
from timetravel.games.arena.content import COLOURS
from timetravel.games.arena.state import (
    DRAFT_FOLLOWS,
    DRAFT_LEADS,
    DRAFT_ORDER,
    NO_ONE,
    ArenaState,
    side_seats,
    slot_of,
)


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


def pick(st: ArenaState, fighter_id: str) -> None:
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
