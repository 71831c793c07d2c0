"""Models of spaces the games move on: a Track of spaces with two ends, a Graph of places, and the
squares of a Grid with their distances and lines of sight. Pure geometry: nothing here remembers
pieces; callers pass what blocks.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction

Square = tuple[int, int]  # (column, row), both from 0
FILES = "abcdefghijklmnopqrstuvwxyz"  # column letters of algebraic names


@dataclass(frozen=True)
class Track:
    """Spaces 0..length-1 in a line. Walking past an end bounces back the other way."""

    length: int

    def step(self, space: int, direction: int) -> tuple[int, int]:
        """One step toward `direction` (-1 or 1): the space arrived at and the direction now."""
        if not 0 <= space + direction < self.length:
            direction = -direction
        return space + direction, direction

    def walk(self, space: int, steps: int, direction: int) -> tuple[int, int]:
        """`steps` steps with bounces at the ends: the space arrived at and the direction now."""
        for _ in range(steps):
            space, direction = self.step(space, direction)
        return space, direction

    def distance(self, a: int, b: int) -> int:
        return abs(a - b)


@dataclass(frozen=True)
class Graph:
    """Places joined by undirected edges."""

    adjacency: Mapping[int, frozenset[int]]

    @classmethod
    def from_edges(cls, nodes: Iterable[int], edges: Iterable[tuple[int, int]]) -> Graph:
        links: dict[int, set[int]] = {n: set() for n in nodes}
        for a, b in edges:
            links[a].add(b)
            links[b].add(a)
        return cls({n: frozenset(s) for n, s in links.items()})

    def neighbours(self, node: int) -> list[int]:
        return sorted(self.adjacency[node])

    def path(self, start: int, goal: int) -> list[int] | None:
        """A shortest path from start to goal, both included (the lowest neighbours first), or None."""
        came: dict[int, int] = {start: start}
        queue = deque([start])
        while queue:
            node = queue.popleft()
            if node == goal:
                path = [node]
                while node != start:
                    node = came[node]
                    path.append(node)
                return path[::-1]
            for nxt in self.neighbours(node):
                if nxt not in came:
                    came[nxt] = node
                    queue.append(nxt)
        return None

    def distance(self, start: int, goal: int) -> int | None:
        """The number of edges on a shortest path, or None when goal cannot be reached."""
        path = self.path(start, goal)
        return None if path is None else len(path) - 1


ORTHOGONAL: tuple[Square, ...] = ((0, -1), (-1, 0), (1, 0), (0, 1))
ALL_DIRECTIONS: tuple[Square, ...] = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))


def chebyshev(a: Square, b: Square) -> int:
    """Moves needed when diagonal steps count as one (a king's distance)."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def manhattan(a: Square, b: Square) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


@dataclass(frozen=True)
class Grid:
    """A width x height board of squares."""

    width: int
    height: int

    def contains(self, square: Square) -> bool:
        return 0 <= square[0] < self.width and 0 <= square[1] < self.height

    def squares(self) -> Iterator[Square]:
        return ((x, y) for y in range(self.height) for x in range(self.width))

    def neighbours(self, square: Square, diagonal: bool = True) -> list[Square]:
        """The squares next to `square` (8-connected, or 4-connected without diagonals), row by row."""
        x, y = square
        steps = ALL_DIRECTIONS if diagonal else ORTHOGONAL
        return [(x + dx, y + dy) for dx, dy in steps if self.contains((x + dx, y + dy))]

    def in_range(self, square: Square, reach: int, diagonal: bool = True) -> list[Square]:
        """Squares other than `square` within `reach` (Chebyshev, or Manhattan without diagonals)."""
        measure = chebyshev if diagonal else manhattan
        return [s for s in self.squares() if s != square and measure(square, s) <= reach]

    def reachable(
        self,
        start: Square,
        steps: int,
        blocked: Collection[Square],
        diagonal: bool = True,
        links: Mapping[Square, Collection[Square]] | None = None,
    ) -> dict[Square, int]:
        """Squares a piece can end on in at most `steps` steps, never entering a blocked square,
        each with the fewest steps to it (start excluded). `links` adds one-step edges between
        squares that are not neighbours (Time Arena's transporters)."""
        found = {start: 0}
        queue = deque([start])
        while queue:
            square = queue.popleft()
            if found[square] == steps:
                continue
            extra = links.get(square, ()) if links else ()
            for nxt in [*self.neighbours(square, diagonal), *extra]:
                if nxt not in found and nxt not in blocked:
                    found[nxt] = found[square] + 1
                    queue.append(nxt)
        del found[start]
        return found

    def line_of_sight(self, a: Square, b: Square, blocked: Collection[Square]) -> bool:
        """Whether the line from the centre of `a` to the centre of `b` crosses no blocked square
        (the ends themselves never block). A line through a square's corner only grazes it: clear."""
        return not any(s in blocked for s in crossed(a, b))


def crossed(a: Square, b: Square) -> list[Square]:
    """The squares strictly between a and b whose inside the centre-to-centre line passes through."""
    xs = range(min(a[0], b[0]), max(a[0], b[0]) + 1)
    ys = range(min(a[1], b[1]), max(a[1], b[1]) + 1)
    return [(x, y) for y in ys for x in xs if (x, y) not in (a, b) and _through(a, b, (x, y))]


def _through(a: Square, b: Square, square: Square) -> bool:
    # Clip the segment to the closed square (Liang-Barsky, exact). Centres sit mid-square, so the
    # line never runs along a square's edge: it passes through the inside when the clipped part has
    # length, and only grazes the square when that part is a single point (a corner).
    ax, ay = Fraction(a[0]) + Fraction(1, 2), Fraction(a[1]) + Fraction(1, 2)
    dx, dy = b[0] - a[0], b[1] - a[1]
    lo, hi = Fraction(0), Fraction(1)
    for start, delta, low, high in ((ax, dx, square[0], square[0] + 1), (ay, dy, square[1], square[1] + 1)):
        if delta == 0:
            if not low <= start <= high:
                return False
            continue
        t1, t2 = (low - start) / delta, (high - start) / delta
        lo, hi = max(lo, min(t1, t2)), min(hi, max(t1, t2))
    return lo < hi


def square_name(square: Square) -> str:
    """A square in algebraic form, as logs and actions write it: (0, 0) is "a1"."""
    return f"{FILES[square[0]]}{square[1] + 1}"


def parse_square(name: str) -> Square:
    """The square of an algebraic name ("c4" -> (2, 3)); ValueError for anything else."""
    if len(name) < 2 or name[0] not in FILES or not name[1:].isdigit() or name[1] == "0":
        raise ValueError(f"not a square: {name!r}")
    return FILES.index(name[0]), int(name[1:]) - 1
