"""Where a fighter may go (R3 summoning, R4 movement): the free summoning squares, the squares a
fighter reaches with its fewest steps (remembered across states), and the path of a move."""

from __future__ import annotations

from timetravel.games.arena.content import content
from timetravel.games.arena.geometry import FULL, NEIGHBOURS, WINDOW, grow_walk, links
from timetravel.games.arena.state import OFF, ArenaState, colour_of


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
        found = _WALKS[key] = grow_walk(start, steps, st.occupied(), jump)
    return found


WALKS_KEPT = 2_000  # about 1.6 MB at most: the walks a position and its search revisit
_WALKS: dict[tuple[int, int, int, str, int], dict[int, int]] = {}


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
