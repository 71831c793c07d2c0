"""TricksBoardView: Time Tricks' table as a board view on the kit (see timetravel.ui.boards.base).

The still table is painted from the viewer's typed view into one cached surface, repainted only when
the view, the legal actions or what the animations hide change; each frame blits it and adds the
breathing outline on what may be clicked and the running animations."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.games.tricks.view import TricksView
from timetravel.ui.boards.base import BoardContext
from timetravel.ui.boards.kit.anims import draw_animations, hidden_by
from timetravel.ui.boards.kit.board import KitBoard
from timetravel.ui.boards.kit.targets import target_at
from timetravel.ui.boards.tricks import director, table
from timetravel.ui.boards.tricks.cards import CardArt
from timetravel.ui.boards.tricks.table import Layout, TableRenderer

GLOW = (255, 226, 110)


class TricksBoardView(KitBoard[TricksView, Layout]):
    def __init__(self, context: BoardContext) -> None:
        super().__init__(context, TricksView)
        self.art = CardArt(context.fonts)
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple[object, ...] | None = None

    def compute_layout(self, size: tuple[int, int]) -> Layout:
        return table.compute(size, len(self.names))

    def on_events(self, events: list[Event]) -> None:
        self._cache_key = None
        if not events:  # a fresh start, a resume or an undo: the position as it is
            self.animator.skip()
        elif self.layout is not None:
            self._show(
                *director.animations(events, self.observation(), self.layout, self.rect.topleft, self.art)
            )

    def handle_click(self, pos: tuple[int, int]) -> Action | None:
        target = target_at(self.targets, pos)
        return None if target is None else target.clicked(self.context.legal_actions())

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        target = target_at(self.targets, pos)
        return target.tip if target is not None and target.tip else None

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        layout = self._ensure_layout(rect)
        hidden = hidden_by(self.animator)
        legal = self.context.legal_actions()
        seen = self.observation()
        # the position (the context's moment) and the viewer
        ctx = self.context
        key = (ctx.moment(), ctx.viewer, tuple(legal), hidden, ctx.palette, rect.topleft, rect.size)
        if key != self._cache_key or self._cache is None:
            self._repaint(seen, layout, legal, hidden)
            self._cache_key = key
        assert self._cache is not None  # _repaint made it
        surface.blit(self._cache, rect)
        if not self.is_animating():
            self._pulse(surface, GLOW, 6, 3, 10)
        draw_animations(self.animator, surface)

    def _repaint(
        self, seen: TricksView, layout: Layout, legal: list[Action], hidden: frozenset[Hashable]
    ) -> None:
        ctx = self.context
        renderer = TableRenderer(self.art, ctx.fonts, ctx.palette, self.names)
        self._cache, targets = renderer.render(seen, layout, legal, ctx.action_words, hidden)
        for target in targets:
            target.rect = target.rect.move(self.rect.topleft)
        self.targets = targets
