"""A track of spaces laid along a path (a helix, a line, a loop): where each space sits, which one
the pointer is on, and drawing them back to front with per-space highlights.

Game-independent: a board gives the spaces' centres (or builds them with `helix` / `line`) and a
function that paints one space; the track keeps the geometry and the order.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import cast

import pygame

Point = tuple[float, float]
PaintSpace = Callable[[pygame.Surface, int, pygame.Rect, bool], None]  # surface, index, rect, lit


@dataclass(frozen=True)
class Track:
    """Spaces along a path. `rects` are in the board's own pixels; `order` is the drawing order
    (back to front), so a space nearer the viewer covers the one behind it."""

    rects: tuple[pygame.Rect, ...]
    order: tuple[int, ...]

    @classmethod
    def from_centres(cls, centres: Sequence[Point], size: tuple[int, int] | Sequence[tuple[int, int]],
                     depth: Sequence[float] | None = None) -> Track:  # fmt: skip
        """Spaces of `size` (one for all, or one each) centred on `centres`; `depth` orders them (a
        lower depth is further back), by default the path's order."""
        one = isinstance(size[0], int)
        sizes = (
            [cast(tuple[int, int], size)] * len(centres)
            if one
            else list(cast(Sequence[tuple[int, int]], size))
        )
        rects = []
        for (x, y), (w, h) in zip(centres, sizes, strict=True):
            rect = pygame.Rect(0, 0, w, h)
            rect.center = (round(x), round(y))
            rects.append(rect)
        keys = list(depth) if depth is not None else list(range(len(centres)))
        order = tuple(sorted(range(len(centres)), key=lambda i: (keys[i], i)))
        return cls(tuple(rects), order)

    def __len__(self) -> int:
        return len(self.rects)

    def centre(self, index: int) -> tuple[int, int]:
        return self.rects[index].center

    def space_at(self, pos: tuple[int, int]) -> int | None:
        """The frontmost space under `pos`, or None."""
        for index in reversed(self.order):
            if self.rects[index].collidepoint(pos):
                return index
        return None

    def draw(self, surface: pygame.Surface, paint: PaintSpace, lit: Iterable[int] = ()) -> None:
        """Every space, back to front, told whether it is highlighted."""
        highlighted = set(lit)
        for index in self.order:
            paint(surface, index, self.rects[index], index in highlighted)

    def path(self, indices: Sequence[int]) -> list[tuple[int, int]]:
        """The centres of a walk along the track, for an animation to follow."""
        return [self.centre(i) for i in indices]

    def moved(self, dx: int, dy: int) -> Track:
        return Track(tuple(r.move(dx, dy) for r in self.rects), self.order)


def helix(count: int, centre: Point, outer: float, inner: float, turns: float, *, tilt: float = 0.55,
          rise: float = 0.0, start_angle: float = math.pi / 2, even: float = 0.0) -> tuple[list[Point], list[float]]:  # fmt: skip
    """Centres of `count` spaces on a rising spiral seen from above at an angle: the first at the
    outer radius (front, bottom), the last at the inner one, turning `turns` times; `tilt` squashes
    the vertical axis and `rise` lifts each later space. `even` (0 to 1) moves the spaces from equal
    angles toward equal distances along the squashed turn, so those at the sides, seen edge on,
    stand further apart. Also gives each space's depth (nearer the viewer, the larger) for
    `Track.from_centres`."""
    cx, cy = centre
    points, depth = [], []
    angles = _spread_angles(count, start_angle, turns, tilt, even)
    for i in range(count):
        f = i / max(1, count - 1)
        radius = outer + (inner - outer) * f
        angle = angles[i]
        y = cy + math.sin(angle) * radius * tilt - rise * i
        points.append((cx + math.cos(angle) * radius, y))
        depth.append(math.sin(angle) * radius)
    return points, depth


def _spread_angles(count: int, start: float, turns: float, tilt: float, even: float) -> list[float]:
    """Each space's angle: equal steps, blended (by `even`) with equal steps of the squashed path."""
    span = 2 * math.pi * turns
    equal = [start + span * i / max(1, count - 1) for i in range(count)]
    if even <= 0:
        return equal
    samples = 2000
    thetas = [start + span * k / samples for k in range(samples + 1)]
    lengths = [0.0]
    for a, b in zip(thetas, thetas[1:], strict=False):
        lengths.append(
            lengths[-1] + math.hypot(math.cos(b) - math.cos(a), (math.sin(b) - math.sin(a)) * tilt)
        )
    out, k = [], 0
    for i, angle in enumerate(equal):
        wanted = lengths[-1] * i / max(1, count - 1)
        while k < samples and lengths[k + 1] < wanted:
            k += 1
        out.append(angle * (1 - even) + thetas[k] * even)
    return out


def line(count: int, start: Point, end: Point) -> list[Point]:
    """Centres of `count` spaces evenly along a straight line (a score or PA track)."""
    (x0, y0), (x1, y1) = start, end
    steps = max(1, count - 1)
    return [(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps) for i in range(count)]
