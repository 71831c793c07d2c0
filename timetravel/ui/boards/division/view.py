"""DivisionBoard: the Time Division board view on the kit, drawn from the viewer's typed view only.

The kit's KitBoard keeps the still board (painted by the table: layout, printed board, cards,
click targets) until the position, the viewer, the selection or the cards in flight change, opens
every step and draws the running animations. This board glues its own parts to it: the table, the
director (events to animations and sounds), the input (clicks, the pick of two, hover) and the
words (tooltips); each frame it adds the waiting delayed cards' pulse and the hover.
"""

from __future__ import annotations

import pygame

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.games.division.view import DivisionView
from timetravel.ui.boards.base import BoardContext
from timetravel.ui.boards.division.director import DivisionDirector
from timetravel.ui.boards.division.input import DivisionInput
from timetravel.ui.boards.division.layout import Geometry, Placed
from timetravel.ui.boards.division.table import DivisionTable
from timetravel.ui.boards.division.theme import side_colour
from timetravel.ui.boards.division.words import action_tooltip, button_tooltip, space_tooltip
from timetravel.ui.boards.kit.board import Directed, Hidden, KitBoard, Painted
from timetravel.ui.boards.kit.targets import Target
from timetravel.ui.palette import RGB


class DivisionBoard(KitBoard[DivisionView, Geometry]):
    before_across_viewers = True  # the director follows the cards across a hand-off

    def __init__(self, context: BoardContext) -> None:
        super().__init__(context, DivisionView)
        self.table = DivisionTable(context)
        self.director = DivisionDirector(context, self.table)
        self.input = DivisionInput(self.table, self.zoom)
        self.layout = self.table.geo  # laid out on a default rect until first drawn
        self.rect = pygame.Rect(self.table.geo.rect)
        self._laid_out: DivisionView | None = None
        self._positions: dict[str, pygame.Rect] = {}  # where the cards lay before a step

    # --- the viewer's view, laid out ----------------------------------------------------------------
    def observation(self) -> DivisionView:
        """The viewer's view, the table laid out for it."""
        seen = super().observation()
        if seen is not self._laid_out:
            self.table.lay_out(seen)
            self._laid_out = seen
        return seen

    @property
    def view(self) -> DivisionView:
        return self.observation()

    def _ensure_layout(self, rect: pygame.Rect) -> Geometry:
        """The table fitted to `rect` (its geometry is in screen pixels), its cards placed."""
        if self.table.resize(rect):
            self._laid_out = None
        self.layout, self.rect = self.table.geo, pygame.Rect(rect)
        self.observation()
        return self.table.geo

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

    def placed_at(self, pos: tuple[int, int]) -> Placed | None:
        return self.table.placed_at(pos)

    # --- a step ---------------------------------------------------------------------------------------
    def set_viewer(self, seat: int) -> None:
        super().set_viewer(seat)
        self.input.selection = ()
        self.animator.skip()

    def step_views(self) -> tuple[DivisionView | None, DivisionView]:
        self._positions = dict(self.table.positions)  # before the table is laid out for the step
        return super().step_views()

    def follow(self, events: list[Event], before: DivisionView | None, after: DivisionView) -> None:
        self.input.selection = ()

    def direct(
        self, events: list[Event], before: DivisionView | None, after: DivisionView, layout: Geometry
    ) -> Directed:
        if before is None:
            return (), ()
        return self.director.play(events, before, self._positions, after), self.director.sounds

    def seat_colour(self, seat: int) -> RGB:
        """Blue for the viewer, red for the rival, as on the board (the side panel follows)."""
        return side_colour("blue" if seat == self.context.viewer else "red", self.context.palette)

    # --- a frame ----------------------------------------------------------------------------------------
    def table_key(self) -> tuple[object, ...]:
        return (self.selection,)

    def paint_table(self, layout: Geometry, hidden: Hidden) -> Painted:
        """The still board (screen pixels: its clickable parts are the table's, not the kit's targets)."""
        self.table.legal = self.context.legal_actions()
        return self.table.render(self.rect, hidden, self.selection), []

    def draw_under(self, surface: pygame.Surface, layout: Geometry, busy: bool) -> None:
        self.table.draw_pulses(surface, self.clock)

    def draw_hover(self, surface: pygame.Surface, hovered: Target | None) -> None:
        if not self.is_animating():
            self.input.draw_hover(surface, self.context.mouse_pos())

    def handle_click(self, pos: tuple[int, int]) -> Action | None:
        self.observation()  # the table laid out for this state and viewer
        legal = self.context.legal_actions()
        self.table.legal = legal
        action, reselected = self.input.click(pos, legal)
        if reselected:
            self.invalidate()
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
        if self.zoom.shows(placed.rect):
            return None  # the large view beside the card already says all of it
        return self.input.card_words(placed)
