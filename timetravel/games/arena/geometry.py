"""Time Arena's board geometry as data: the 64 squares and their names, distances, neighbours, the
lines of sight between centres, the transporters and Totem edges of each board, and the bit masks
the movement walk grows on. Nothing here knows a state: squares are indices 0 (a1) to 63 (h8).
"""

from __future__ import annotations

from functools import cache

from timetravel.engine.spaces import Grid, crossed
from timetravel.games.arena.content import COLOURS, SIZE, content, square_name

GRID = Grid(SIZE, SIZE)
SQUARES = SIZE * SIZE
NAMES: tuple[str, ...] = tuple(square_name(i) for i in range(SQUARES))
INDEX: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(y * SIZE + x for x, y in GRID.neighbours((i % SIZE, i // SIZE))) for i in range(SQUARES)
)


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


def clear_line(a: int, b: int, occupied: int) -> bool:
    """R8: a line of sight from centre to centre crosses no square holding a fighter (corners graze)."""
    return not any(occupied >> s & 1 for s in between(a, b))


@cache
def totem_edge(board: str, side: int) -> frozenset[int]:
    """The squares from which that side's Totem is attacked."""
    return frozenset(content().boards[board].totem_edge[side])


# --- bit masks for the movement walk -------------------------------------------------------------------
FULL = (1 << SQUARES) - 1
NOT_A_FILE = sum(1 << i for i in range(SQUARES) if i % SIZE != 0)
NOT_H_FILE = sum(1 << i for i in range(SQUARES) if i % SIZE != SIZE - 1)


WINDOW: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(1 << b for b in range(SQUARES) if DISTANCE[a * SQUARES + b] <= reach) for a in range(SQUARES))
    for reach in range(SIZE + 1)
)  # WINDOW[reach][square]: the squares within `reach` king's moves of `square`


def grow(mask: int) -> int:
    """The squares one king's move from `mask`, and `mask` itself."""
    column = mask | (mask << SIZE) | (mask >> SIZE)
    return (column | ((column & NOT_H_FILE) << 1) | ((column & NOT_A_FILE) >> 1)) & FULL


def grow_walk(start: int, steps: int, occupied: int, jump: dict[int, int]) -> dict[int, int]:
    """The free squares within `steps` of `start`, each with its fewest steps."""
    # A breadth-first walk on bit masks: each step grows the reached squares by one king's move
    # (plus the colour's transporter), keeping to free squares.
    free = ~occupied & FULL
    reach = 1 << start
    found: dict[int, int] = {}
    for step in range(1, steps + 1):
        spread = grow(reach) & free
        for a, b in jump.items():
            if reach >> a & 1 and free >> b & 1:
                spread |= 1 << b
        new = spread & ~reach
        if not new:
            break
        reach |= new
        while new:
            low = new & -new
            found[low.bit_length() - 1] = step
            new ^= low
    return found
