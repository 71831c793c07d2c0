"""A board of squares on screen: where each square sits, which one the pointer is on, and drawing
them with per-square highlights.

Game-independent: squares are `engine.spaces.Square` (column, row), both from 0, with row 0 at the
bottom as a player sitting on that side sees it. `flipped` turns the board half a circle, for the
player sitting on the other side.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass

import pygame

from timetravel.engine.spaces import FILES, Square

PaintSquare = Callable[[pygame.Surface, Square, pygame.Rect, bool], None]  # surface, square, rect, lit


@dataclass(frozen=True)
class SquareGrid:
    """`columns` x `rows` squares of `cell` pixels; `origin` is the grid's top-left corner on screen."""

    origin: tuple[int, int]
    columns: int
    rows: int
    cell: int
    flipped: bool = False

    @classmethod
    def fitted(cls, area: pygame.Rect, columns: int, rows: int, *, flipped: bool = False) -> SquareGrid:
        """The largest grid of whole-pixel squares centred in `area`."""
        cell = max(1, min(area.w // columns, area.h // rows))
        left = area.x + (area.w - cell * columns) // 2
        top = area.y + (area.h - cell * rows) // 2
        return cls((left, top), columns, rows, cell, flipped)

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.origin, (self.columns * self.cell, self.rows * self.cell))

    def squares(self) -> Iterator[Square]:
        return ((c, r) for r in range(self.rows) for c in range(self.columns))

    def contains(self, square: Square) -> bool:
        return 0 <= square[0] < self.columns and 0 <= square[1] < self.rows

    def square_rect(self, square: Square) -> pygame.Rect:
        column, row = square
        if self.flipped:
            column, row = self.columns - 1 - column, self.rows - 1 - row
        x = self.origin[0] + column * self.cell
        y = self.origin[1] + (self.rows - 1 - row) * self.cell
        return pygame.Rect(x, y, self.cell, self.cell)

    def centre(self, square: Square) -> tuple[int, int]:
        return self.square_rect(square).center

    def square_at(self, pos: tuple[int, int]) -> Square | None:
        x, y = pos[0] - self.origin[0], pos[1] - self.origin[1]
        if not (0 <= x < self.columns * self.cell and 0 <= y < self.rows * self.cell):
            return None
        column, row = x // self.cell, self.rows - 1 - y // self.cell
        if self.flipped:
            column, row = self.columns - 1 - column, self.rows - 1 - row
        return column, row

    def draw(self, surface: pygame.Surface, paint: PaintSquare, lit: Collection[Square] = ()) -> None:
        """Every square, told whether it is highlighted."""
        for square in self.squares():
            paint(surface, square, self.square_rect(square), square in lit)

    def path(self, squares: Sequence[Square]) -> list[tuple[int, int]]:
        """The centres of a walk over squares, for an animation to follow."""
        return [self.centre(s) for s in squares]

    def edge_labels(self) -> Iterator[tuple[str, pygame.Rect, str]]:
        """Coordinates around the board, as chess prints them: ("file", the column's bottom margin
        rect, "a"), ("rank", the row's left margin rect, "1"), in screen order."""
        bottom, left = self.rect.bottom, self.rect.left
        for column in range(self.columns):
            square_rect = self.square_rect((column, 0 if not self.flipped else self.rows - 1))
            yield "file", pygame.Rect(square_rect.x, bottom, self.cell, self.cell // 3), FILES[column]
        for row in range(self.rows):
            square_rect = self.square_rect((0 if not self.flipped else self.columns - 1, row))
            width = self.cell // 3
            yield "rank", pygame.Rect(left - width, square_rect.y, width, self.cell), str(row + 1)
