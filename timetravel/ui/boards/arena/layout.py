"""Where everything sits on Time Arena's table (board-local pixels), for play and for the draft.

Play: the 8x8 arena in the middle with each Totem just off its back row (Black's above, White's
below); on the left each side's clock and four Gates (Black's at the top, White's at the bottom); on
the right each side's charge wheel and, between them, whose turn it is, the fight die and the buttons.
Draft: twelve cards in four columns, one per colour, and each side's team so far underneath.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from timetravel.games.arena.content import COLOURS
from timetravel.ui.boards.kit.grid import SquareGrid

SIDE_COLUMN = 190
WHEEL_H = 150


@dataclass(frozen=True)
class SidePanel:
    """One side's clock, Gates, Totem and wheel."""

    area: pygame.Rect
    name: pygame.Rect
    clock: pygame.Rect
    gates: tuple[pygame.Rect, ...]  # yellow, green, blue, red
    totem: pygame.Rect
    energy: tuple[pygame.Rect, ...]  # the Totem's energy stack, one gem each
    wheel: pygame.Rect


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    grid: SquareGrid
    sides: tuple[SidePanel, SidePanel]  # White, Black
    banner: pygame.Rect
    die: tuple[int, int]
    buttons: pygame.Rect  # where the turn's buttons stack
    cards: tuple[pygame.Rect, ...]  # the draft: 12 cards, column by colour, row by faction
    draft_header: pygame.Rect
    teams: tuple[pygame.Rect, pygame.Rect]  # the draft: each side's Gates so far

    @property
    def cell(self) -> int:
        return self.grid.cell


def compute(size: tuple[int, int], max_energy: int) -> Layout:
    w, h = size
    middle = pygame.Rect(SIDE_COLUMN, 0, w - 2 * SIDE_COLUMN, h)
    cell = max(8, min(middle.w // 8, (h - 150) // 8))
    grid = SquareGrid.fitted(pygame.Rect(middle.x, 75, middle.w, h - 150), 8, 8)
    sides = (_side(grid, size, 0, cell, max_energy), _side(grid, size, 1, cell, max_energy))
    right = pygame.Rect(w - SIDE_COLUMN + 8, 0, SIDE_COLUMN - 12, h)
    banner = pygame.Rect(right.x, WHEEL_H + 16, right.w, 60)
    die = (right.centerx, banner.bottom + 48)
    buttons = pygame.Rect(right.x, banner.bottom + 92, right.w, h - 2 * WHEEL_H - 16 - 60 - 100)
    return Layout(size, grid, sides, banner, die, buttons, *_draft(size))


def _side(grid: SquareGrid, size: tuple[int, int], side: int, cell: int, max_energy: int) -> SidePanel:
    w, h = size
    half = h // 2
    area = pygame.Rect(6, half + 4 if side == 0 else 0, SIDE_COLUMN - 16, half - 6)
    name = pygame.Rect(area.x, area.y + 4, area.w, 22)
    clock = pygame.Rect(area.x, name.bottom + 2, area.w, 64)
    if side == 0:  # White's clock nearest the bottom edge, its Gates above it
        clock.bottom = area.bottom - 4
        name.bottom = clock.top - 2
    gate_w, gate_h = (area.w - 6) // 2, 104
    top = clock.bottom + 8 if side == 1 else area.y + 8
    gates = tuple(
        pygame.Rect(area.x + (i % 2) * (gate_w + 6), top + (i // 2) * (gate_h + 6), gate_w, gate_h)
        for i in range(len(COLOURS))
    )
    totem = pygame.Rect(0, 0, 44, 64)
    edge_y = grid.rect.bottom if side == 0 else grid.rect.top
    totem.center = (grid.rect.centerx, edge_y + 38 if side == 0 else edge_y - 38)
    gem = 14
    energy = tuple(
        pygame.Rect(
            totem.right + 10 + (i % 6) * (gem + 3), totem.centery - gem - 2 + (i // 6) * (gem + 4), gem, gem
        )
        for i in range(max_energy)
    )
    wheel = pygame.Rect(w - SIDE_COLUMN + 8, 8 if side == 1 else h - WHEEL_H - 8, SIDE_COLUMN - 12, WHEEL_H)
    return SidePanel(area, name, clock, gates, totem, energy, wheel)


def _draft(
    size: tuple[int, int],
) -> tuple[tuple[pygame.Rect, ...], pygame.Rect, tuple[pygame.Rect, pygame.Rect]]:
    w, h = size
    header = pygame.Rect(12, 6, w - 24, 50)
    teams_h = 74
    gap = 10
    card_w = (w - 24 - 3 * gap) // 4
    card_h = (h - header.bottom - teams_h - 8 - 3 * gap) // 3
    cards = tuple(
        pygame.Rect(12 + column * (card_w + gap), header.bottom + 4 + row * (card_h + gap), card_w, card_h)
        for column in range(4)
        for row in range(3)
    )
    bottom = h - teams_h
    teams = (
        pygame.Rect(12, bottom, (w - 34) // 2, teams_h - 6),
        pygame.Rect(22 + (w - 34) // 2, bottom, (w - 34) // 2, teams_h - 6),
    )
    return cards, header, teams


def gate_arch(gate: pygame.Rect) -> pygame.Rect:
    """Where a fighter waiting on its Gate stands, inside the Gate's frame (the hourglass beside it)."""
    return pygame.Rect(gate.x + 4, gate.y + 4, gate.w - 34, gate.h - 22)


def gate_glass(gate: pygame.Rect) -> pygame.Rect:
    """The Gate's hourglass, at its right edge."""
    return pygame.Rect(gate.right - 26, gate.y + 12, 20, gate.h - 40)
