"""What the pointer means on the Time Division table: a click on a card or button becomes a legal
action (or selects the first card of a pick of two), and hovering outlines what is under the
pointer and shows a face-up card large."""

from __future__ import annotations

import pygame

from timetravel.engine.actions import Action
from timetravel.games.division.content import card_index, load_era
from timetravel.i18n import t
from timetravel.ui.boards.division.cards import era_of
from timetravel.ui.boards.division.layout import Placed
from timetravel.ui.boards.division.table import DivisionTable
from timetravel.ui.boards.division.theme import GOLD
from timetravel.ui.boards.division.words import Click, card_words
from timetravel.ui.palette import lighten
from timetravel.ui.widgets.card_zoom import HoverZoom, ZoomContent


class DivisionInput:
    """Clicks and hover over the table; `selection` holds the first card of a pick of two."""

    def __init__(self, table: DivisionTable, zoom: HoverZoom) -> None:
        self.table = table
        self.selection: tuple[str, ...] = ()
        self.zoom = zoom  # the board's

    def card_action(self, placed: Placed, legal: list[Action]) -> tuple[Click, tuple[str, ...]]:
        """What a click on this card means, without changing anything: the action, or "select" for
        the first card of a pick of two (with the selection it would make), or None."""
        token = placed.token
        if token is None:
            return None, self.selection
        viewer = self.table.context.viewer
        mine = placed.zone in (f"hand:{viewer}", f"temp:{viewer}")
        for action in legal:
            if action.kind in ("keep", "give", "facedown", "play") and mine and str(action.args[0]) == token:
                return action, ()
            if (
                action.kind == "resolve"
                and placed.zone.startswith("decision")
                and str(action.args[0]) == token
            ):
                return action, ()
        picks = [a for a in legal if a.kind == "pick"]
        if not picks:
            return None, self.selection
        wanted = (*self.selection, token)
        fitting = [a for a in picks if all(w in map(str, a.args) for w in wanted)]
        if not fitting:
            fitting = [a for a in picks if token in map(str, a.args)]
            wanted = (token,)
        if len(fitting) == 1:
            return fitting[0], ()
        if fitting:
            return "select", wanted
        return None, self.selection

    def click(self, pos: tuple[int, int], legal: list[Action]) -> tuple[Action | None, bool]:
        """The legal action a click at `pos` plays, and whether the selection changed."""
        button = self.table.button_at(pos, legal)
        if button is not None:
            return button.action, False
        placed = self.table.placed_at(pos)
        if placed is None:
            changed = bool(self.selection)
            self.selection = ()
            return None, changed
        result, selection = self.card_action(placed, legal)
        if isinstance(result, Action) and result in legal:
            self.selection = ()
            return result, False
        if result == "select":
            self.selection = selection
            return None, True
        return None, False

    def card_words(self, placed: Placed) -> str:
        """The tooltip of a card, with what a click on it does (read as a click would read it)."""
        assert self.table.view is not None
        click, _ = self.card_action(placed, self.table.context.legal_actions())
        return card_words(placed, self.table.view, click, self.table.context.action_words)

    # --- hover -------------------------------------------------------------------------------------------
    def draw_hover(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        self.zoom.clear()
        table = self.table
        button = table.button_at(mouse)
        if button is not None:
            pygame.draw.rect(surface, lighten(GOLD, 0.4), button.rect.inflate(4, 4), 2, border_radius=9)
            return
        placed = table.placed_at(mouse)
        if placed is None:
            return
        clickable = placed.token is not None and placed.token in table.target_tokens(self.selection)
        colour = lighten(GOLD, 0.5) if clickable else (200, 200, 210)
        pygame.draw.rect(surface, colour, placed.rect.inflate(6, 6), 2, border_radius=9)
        if not placed.face_up or placed.card is None:
            return
        self._zoom(surface, placed)

    def _zoom(self, surface: pygame.Surface, placed: Placed) -> None:
        """The large view of a face-up card: its face three times its board size, its value, era
        and effect in words, and what a click on it does."""
        table = self.table
        card = card_index()[str(placed.card)]
        words = self.card_words(placed).split("\n")[1:]  # the first line is the name and value
        era = era_of(card.id)
        content = ZoomContent(t(card.name), (t("Influence {n}", n=card.value), t(load_era(era).name)), words)
        ctx = table.context
        self.zoom.show(
            surface, ctx.fonts, ctx.palette, content,
            lambda size: table.image(placed.card, size, placed.rotated, era),
            placed.rect, placed.rect.size, table.geo.rect.inflate(-6, -6),
        )  # fmt: skip
