"""DivisionBoard: the Time Division board view, drawn from the viewer's typed view only.

It glues the board's parts together: the table (layout, still board, click targets), the director
(events to animations and sounds), the input (clicks and hover) and the words (tooltips). The still
board is painted once whenever the state, the viewer, the selection or the cards in flight change;
each frame blits it and adds pulses, hover and the running animations on top.
"""

from __future__ import annotations

import pygame

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.games.division.view import DivisionView
from timetravel.ui.boards.base import BoardContext, BoardView
from timetravel.ui.boards.division.director import DivisionDirector
from timetravel.ui.boards.division.input import DivisionInput
from timetravel.ui.boards.division.layout import Geometry, Placed
from timetravel.ui.boards.division.table import DivisionTable
from timetravel.ui.boards.division.theme import side_colour
from timetravel.ui.boards.division.words import action_tooltip, button_tooltip, space_tooltip
from timetravel.ui.boards.kit.anims import draw_animations, hidden_by
from timetravel.ui.boards.kit.targets import Target
from timetravel.ui.palette import RGB


class DivisionBoard(BoardView):
    def __init__(self, context: BoardContext) -> None:
        super().__init__(context)
        self._shown: DivisionView | None = None  # the view last read (before a step: the old position)
        self.table = DivisionTable(context)
        self.director = DivisionDirector(context, self.table, self.animator)
        self.input = DivisionInput(self.table)
        self.clock = 0.0
        self._laid_out: DivisionView | None = None
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple[object, ...] | None = None

    # --- the viewer's view, laid out ----------------------------------------------------------------
    @property
    def view(self) -> DivisionView:
        seen = self.context.view()
        if not isinstance(seen, DivisionView):
            raise TypeError(f"{type(seen).__name__} is not Time Division's view")
        self._shown = seen
        if seen is not self._laid_out:
            self.table.lay_out(seen)
            self._laid_out = seen
        return seen

    @property
    def geo(self) -> Geometry:
        return self.table.geo

    @property
    def placed(self) -> list[Placed]:
        return self.table.placed

    @property
    def positions(self) -> dict[str, pygame.Rect]:
        return self.table.positions

    @property
    def buttons(self) -> list[Target]:
        return self.table.buttons

    @property
    def selection(self) -> tuple[str, ...]:
        return self.input.selection

    @selection.setter
    def selection(self, value: tuple[str, ...]) -> None:
        self.input.selection = value

    @property
    def zoomed(self) -> pygame.Rect | None:
        """The large card view drawn this frame, if any."""
        return self.input.zoom.panel

    def placed_at(self, pos: tuple[int, int]) -> Placed | None:
        return self.table.placed_at(pos)

    # --- protocol ---------------------------------------------------------------------------------------
    def set_viewer(self, seat: int) -> None:
        super().set_viewer(seat)
        self.input.selection = ()
        self._cache_key = None
        self.animator.skip()

    def on_events(self, events: list[Event]) -> None:
        before, positions = self._shown, dict(self.table.positions)
        self.input.selection = ()
        self._cache_key = None
        after = self.view
        if events and before is not None:
            self.director.play(events, before, positions, after)

    def seat_colour(self, seat: int) -> RGB:
        """Blue for the viewer, red for the rival, as on the board (the side panel follows)."""
        return side_colour("blue" if seat == self.context.viewer else "red", self.context.palette)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt

    def skip(self) -> None:
        super().skip()
        self._cache_key = None

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        ctx = self.context
        if self.table.resize(rect):
            self._laid_out = None
        self.view  # noqa: B018 - lays the table out for this state and viewer
        hidden = hidden_by(self.animator)
        key = (ctx.moment(), ctx.viewer, tuple(rect), ctx.palette, hidden, self.selection, ctx.to_act())
        if key != self._cache_key or self._cache is None:
            self.table.legal = ctx.legal_actions()
            self._cache = self.table.render(rect, hidden, self.selection)
            self._cache_key = key
        surface.blit(self._cache, rect)
        self.table.draw_pulses(surface, self.clock)
        self.input.zoom.clear()
        if not self.animator.busy:
            self.input.draw_hover(surface, ctx.mouse_pos())
        draw_animations(self.animator, surface)

    def handle_click(self, pos: tuple[int, int]) -> Action | None:
        self.view  # noqa: B018 - lays the table out for this state and viewer
        legal = self.context.legal_actions()
        self.table.legal = legal
        action, reselected = self.input.click(pos, legal)
        if reselected:
            self._cache_key = None
        return action

    # --- words ---------------------------------------------------------------------------------------------
    def action_tooltip(self, action: Action) -> str | None:
        return action_tooltip(action, self.view)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        seen = self.view
        button = self.table.button_at(pos)
        if button is not None and button.action is not None:
            return button_tooltip(button.action, seen, self.context.action_words)
        placed = self.table.placed_at(pos)
        if placed is None:
            return space_tooltip(self.table.geo, pos)
        if self.input.zoom.shows(placed.rect):
            return None  # the large view beside the card already says all of it
        return self.input.card_words(placed)
