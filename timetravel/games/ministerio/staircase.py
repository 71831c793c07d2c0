"""The helical staircase as pure geometry: moves with bounces and transport jumps, the office key,
anachronism distances, Lola's walk and an escaping enemy's step.

Doors are numbered 0..n-1 in the order of their years. "Left" is toward the older doors (index
going down) and "right" toward the newer ones; Lola's rule (left on an even roll, right on an odd
one) uses the same convention. Nothing here draws, rolls or remembers: every function answers a
question about one position, so the engine and the AI can call it freely.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Literal

from timetravel.engine.spaces import Track
from timetravel.games.ministerio.content import Colour, Door, content

Direction = Literal[-1, 1]
LEFT: Direction = -1
RIGHT: Direction = 1
DIRECTIONS: tuple[Direction, Direction] = (LEFT, RIGHT)
KEY_FACES = frozenset({1, 6})  # a die showing one of these is the key to Salvador's office


@dataclass(frozen=True)
class Staircase:
    years: tuple[int, ...]
    colours: tuple[Colour | None, ...]

    @classmethod
    def from_doors(cls, doors: Sequence[Door]) -> Staircase:
        return cls(tuple(d.year for d in doors), tuple(d.colour for d in doors))

    def __len__(self) -> int:
        return len(self.years)

    def index_of(self, year: int) -> int:
        """The door of `year` (ValueError if no door has it)."""
        return self.years.index(year)

    def twin(self, door: int) -> int | None:
        """The other door of the same colour, or None for an uncoloured (or unpaired) door."""
        colour = self.colours[door]
        if colour is None:
            return None
        return next((i for i, c in enumerate(self.colours) if c == colour and i != door), None)

    def step(self, door: int, direction: Direction) -> tuple[int, Direction]:
        """One step; at an end of the staircase the walker bounces back and carries on the other way."""
        door, turned = Track(len(self)).step(door, direction)
        return door, LEFT if turned < 0 else RIGHT

    def anachronism(self, door: int, year: int) -> int:
        """PA for playing a card of `year` while standing on `door`: the doors between, plus one.

        Counted straight along the staircase; transport doors do not shorten the distance in time.
        """
        return Track(len(self)).distance(self.index_of(year), door)


@cache
def stair() -> Staircase:
    """The staircase of the game's content."""
    return Staircase.from_doors(content().doors)


@dataclass(frozen=True)
class Hop:
    door: int
    jump: bool = False  # arrived through a transport door rather than by a step


@dataclass(frozen=True)
class Route:
    """One legal way to spend a die: the doors arrived at, in order (the start is not included)."""

    start: int
    hops: tuple[Hop, ...]

    @property
    def end(self) -> int:
        return self.hops[-1].door if self.hops else self.start

    @property
    def doors(self) -> tuple[int, ...]:
        return tuple(hop.door for hop in self.hops)


def routes(stair: Staircase, start: int, steps: int, direction: Direction) -> tuple[Route, ...]:
    """Every way to use all `steps` from `start`, setting off in `direction`.

    Each step moves one door (bouncing at the ends). On a coloured door with a step left, the walker
    may spend that step to jump to the door's twin, then set off again either way; a jump must be
    followed by a step, so nobody can burn steps by jumping back and forth.
    """
    found = list(_walk(stair, start, (), steps, direction, just_jumped=False))
    return tuple(Route(start, hops) for hops in found)


def destinations(stair: Staircase, start: int, steps: int, direction: Direction) -> frozenset[int]:
    """The doors where a move of `steps` setting off in `direction` may end."""
    return frozenset(route.end for route in routes(stair, start, steps, direction))


def _walk(
    stair: Staircase,
    door: int,
    hops: tuple[Hop, ...],
    steps: int,
    direction: Direction,
    just_jumped: bool,
) -> Iterator[tuple[Hop, ...]]:
    if steps == 0:
        yield hops
        return
    ahead, new_direction = stair.step(door, direction)
    yield from _walk(stair, ahead, (*hops, Hop(ahead)), steps - 1, new_direction, just_jumped=False)
    twin = stair.twin(door)
    if twin is None or just_jumped:
        return
    jumped = (*hops, Hop(twin, jump=True))
    if steps == 1:
        yield jumped
        return
    for again in DIRECTIONS:
        yield from _walk(stair, twin, jumped, steps - 1, again, just_jumped=True)


# --- Salvador's office ------------------------------------------------------------------------------
def has_key(dice: tuple[int, int]) -> bool:
    return any(face in KEY_FACES for face in dice)


@dataclass(frozen=True, order=True)
class OfficeEntry:
    """Enter the office at coloured `door`, reached while moving with the die showing `move`."""

    move: int
    door: int


def office_entries(stair: Staircase, start: int, dice: tuple[int, int]) -> tuple[OfficeEntry, ...]:
    """Where the office key opens this turn: one die shows 1 or 6 and the other die's move reaches a
    coloured door (arriving there is enough; the rest of the move is forfeited). The door the agent
    starts on does not count: the key opens a door you travel to.
    """
    found: set[OfficeEntry] = set()
    for key, move in (dice, dice[::-1]):
        if key not in KEY_FACES:
            continue
        for direction in DIRECTIONS:
            for route in routes(stair, start, move, direction):
                found.update(OfficeEntry(move, d) for d in route.doors if stair.colours[d] is not None)
    return tuple(sorted(found))


def can_enter_office(stair: Staircase, start: int, dice: tuple[int, int]) -> bool:
    return bool(office_entries(stair, start, dice))


# --- Lola Mendieta and escaping enemies ---------------------------------------------------------------
def lola_walk(stair: Staircase, start: int, roll: int) -> tuple[int, ...]:
    """The doors Lola arrives at when the active agent moves with `roll`: left on an even roll, right
    on an odd one, every step used, bouncing at the ends, never jumping. Every agent on one of these
    doors (passed or stopped on) takes one PA."""
    direction: Direction = LEFT if roll % 2 == 0 else RIGHT
    door, visited = start, []
    for _ in range(roll):
        door, direction = stair.step(door, direction)
        visited.append(door)
    return tuple(visited)


def escape_steps(stair: Staircase, door: int, colour: Colour) -> frozenset[int]:
    """Where an enemy let go on `door` moves: one door toward the nearest door of its colour (two
    answers on a tie, for the agent to pick). Already on such a door, it stays there, which means it
    has arrived and slips into the office."""
    targets = [i for i, c in enumerate(stair.colours) if c == colour]
    nearest = min(abs(t - door) for t in targets)
    if nearest == 0:
        return frozenset({door})
    return frozenset(door + (1 if t > door else -1) for t in targets if abs(t - door) == nearest)
