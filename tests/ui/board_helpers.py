"""Boards under test: a board view of any game built over a Match, drawn onto a 1280x720 surface."""

from __future__ import annotations

from typing import Any, TypeVar

import pygame

from timetravel.engine.match import Match, SeatSpec
from timetravel.ui.boards import board_view_for
from timetravel.ui.boards.base import BoardContext
from timetravel.ui.screens.game import BOARD_RECT

View = TypeVar("View")


def new_match(game: Any, seats: int, seed: int = 1, options: dict[str, str] | None = None) -> Match:
    specs = [SeatSpec(name=f"P{i + 1}") for i in range(seats)]
    return Match.new(game, game.make_config(seats, options or {}), specs, seed)


def new_board(app: Any, match: Match, kind: type[View], viewer: int = 0, factor: float = 0.0,
              mouse: tuple[int, int] = (-1, -1)) -> View:  # fmt: skip
    """The game's board view for `viewer`, every seat a person, its first frame's events seen."""
    ctx = app.ctx
    context = BoardContext(
        match, viewer, ctx.fonts, ctx.palette, ctx.sounds, animation_factor=lambda: factor,
        mouse_pos=lambda: mouse, human_seats=frozenset(range(len(match.seats))),
    )  # fmt: skip
    board = board_view_for(match.game.info.id)(context)
    assert isinstance(board, kind)
    board.set_viewer(viewer)
    board.on_events([])
    return board


def render(board: Any) -> pygame.Surface:
    surface = pygame.Surface((1280, 720))
    board.draw(surface, BOARD_RECT)
    return surface


def show_step(board: Any, match: Match, events: list[Any], *later: float) -> None:
    """Show a step to the seat to act: its first frame, a frame after each of `later` seconds, then
    the end at once."""
    board.set_viewer(max(0, match.to_act()))
    board.on_events(events)
    for dt in (0.05, *later):
        board.update(dt)
        render(board)
    board.skip()
