"""TricksBoardView: Time Tricks' table as a board view on the kit (see timetravel.ui.boards.base).

The kit's KitBoard keeps the still table (painted here from the viewer's typed view), draws the
breathing outline on what may be clicked and the running animations, and opens every step; this
board fills in its layout, its table and its director."""

from __future__ import annotations

from timetravel.engine.events import Event
from timetravel.games.tricks.view import TricksView
from timetravel.ui.boards.base import BoardContext
from timetravel.ui.boards.kit.board import Directed, Hidden, KitBoard, Painted
from timetravel.ui.boards.tricks import director, table
from timetravel.ui.boards.tricks.cards import CardArt
from timetravel.ui.boards.tricks.table import Layout, TableRenderer

GLOW = (255, 226, 110)


class TricksBoardView(KitBoard[TricksView, Layout]):
    pulse = GLOW
    pulse_outline = (6, 3, 10)

    def __init__(self, context: BoardContext) -> None:
        super().__init__(context, TricksView)
        self.art = CardArt(context.fonts)

    def compute_layout(self, size: tuple[int, int]) -> Layout:
        return table.compute(size, len(self.names))

    def direct(
        self, events: list[Event], before: TricksView | None, after: TricksView, layout: Layout
    ) -> Directed:
        return director.animations(events, after, layout, self.rect.topleft, self.art)

    def paint_table(self, layout: Layout, hidden: Hidden) -> Painted:
        ctx = self.context
        renderer = TableRenderer(self.art, ctx.fonts, ctx.palette, self.names)
        return renderer.render(self.observation(), layout, ctx.legal_actions(), ctx.action_words, hidden)
