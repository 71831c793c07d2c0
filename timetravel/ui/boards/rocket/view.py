"""RocketBoardView: the Time Machine Rocket table as a board view (see timetravel.ui.boards.base).

The kit's KitBoard keeps the still table, painted here from the viewer's typed view
(games/rocket/view.py), and draws the pulse on legal targets, the hover outline and the
animations; this board adds its layout, its director, the hover card (the kit's HoverZoom) and the
discard browser.
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.games.rocket.view import RocketView
from timetravel.i18n import t
from timetravel.plural import counted
from timetravel.ui import draw
from timetravel.ui.boards.base import BoardContext
from timetravel.ui.boards.kit.anims import hidden_by
from timetravel.ui.boards.kit.board import Directed, KitBoard, Painted, WarmJob
from timetravel.ui.boards.kit.targets import Target, target_at
from timetravel.ui.boards.rocket import layout as layout_mod
from timetravel.ui.boards.rocket.cards import CardArt, deck_of
from timetravel.ui.boards.rocket.director import HOLD, Director
from timetravel.ui.boards.rocket.icons import CREAM
from timetravel.ui.boards.rocket.layout import Layout, card_size
from timetravel.ui.boards.rocket.seats import Hidden
from timetravel.ui.boards.rocket.table import TableRenderer
from timetravel.ui.boards.rocket.words import card_words
from timetravel.ui.widgets.card_zoom import SCALE, with_click

HOVER_SIZE = (200, 286)
GOLD_EDGE = (255, 212, 64)
GLOW = (255, 226, 110)
WARM_FONTS = ((40, True), (30, True), (26, True), (18, True), (17, True), (16, True), (15, True), (12, True),
              (15, False), (13, False), (12, False))  # fmt: skip


class RocketBoardView(KitBoard[RocketView, Layout]):
    # The board announces Vortexes, Rockets, forced recruits and objectives itself with banners;
    # a host may read this to skip its own toasts for the same important messages.
    announces_events = True
    before_across_viewers = True  # the director follows the cards across a hand-off
    pulse = GLOW
    pulse_outline = (8, 3, 10)
    hover_outline = (6, 3, 9)

    def __init__(self, context: BoardContext) -> None:
        super().__init__(context, RocketView)
        self.art = CardArt(deck_of(context.game), context.fonts)
        self.browsing = False
        self.browse_targets: list[Target] = []
        self._held: RocketView | None = None  # the table kept on show while a round's end is told

    def compute_layout(self, size: tuple[int, int]) -> Layout:
        return layout_mod.compute(size, len(self.names))

    def warm_jobs(self) -> list[WarmJob] | None:
        """Fonts first, then card faces and objectives (popped from the end); once laid out."""
        if self.layout is None:
            return None
        art, fonts = self.art, self.context.fonts
        sizes = [self.layout.area_card, self.layout.seats[0].slots["explorer"].size]
        cards = list(art.deck.characters) + ["rocket", "rocket2x", "vortex"]
        faces: list[WarmJob] = [partial(art.face, card, size) for size in sizes for card in cards]
        objective_size = self.layout.objective.size
        faces += [partial(art.objective, objective, objective_size) for objective in art.deck.objectives]
        warm_fonts: list[WarmJob] = [partial(fonts.get, size, bold) for size, bold in WARM_FONTS]
        return faces[::-1] + warm_fonts[::-1]

    # --- a step ----------------------------------------------------------------------------------------
    def follow(self, events: list[Event], before: RocketView | None, after: RocketView) -> None:
        self._held = before  # kept on show, dimmed, while a round's end is told

    def direct(
        self, events: list[Event], before: RocketView | None, after: RocketView, layout: Layout
    ) -> Directed:
        director = Director(self.art, self.context.fonts, self.context.palette, self.names)
        return director.play(events, before, after, layout, self.rect.topleft), ()

    def close_top(self) -> bool:
        """Escape: the discard pile's browser."""
        if self.browsing:
            self.browsing = False
            return True
        return False

    def handle_click(self, pos: tuple[int, int]) -> Action | None:
        if self.browsing:
            self.browsing = False
            return None
        target = self._target_at(pos)
        if target is None:
            return None
        if target.kind == "browse":
            self.browsing = bool(self.observation().discard)
            return None
        return target.clicked(self.context.legal_actions())

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if self.browsing:
            return None
        target = self._target_at(pos)
        if target is None or not target.tip:
            return None
        if (
            self.zoomed is not None
            and target.card is not None
            and target.rect.collidepoint(self.context.mouse_pos())
        ):
            return None  # the large card view beside it says it all
        return target.tip

    def _target_at(self, pos: tuple[int, int]) -> Target | None:
        return target_at(self.targets, pos)

    # --- drawing ----------------------------------------------------------------------------------------
    def hidden(self) -> Hidden:
        return hidden_by(self.animator)

    def hovered(self, mouse: tuple[int, int]) -> Target | None:
        return None if self.browsing else self._target_at(mouse)

    def draw_over(self, surface: pygame.Surface, layout: Layout, hovered: Target | None) -> None:
        if self.browsing:
            self._browser(surface, self.rect, self.context.mouse_pos())
        elif hovered is not None and hovered.card is not None:
            self._hover_card(surface, hovered, self.rect)

    def paint_table(self, layout: Layout, hidden: Hidden) -> Painted:
        ctx = self.context
        renderer = TableRenderer(self.art, ctx.fonts, ctx.palette, self.names, ctx.human_seats)
        held = self._held if HOLD in hidden else None
        if held is not None:  # the round just ended: its final table stays, dimmed under the scoring
            obs, legal = held, []
        else:
            obs, legal = self.observation(), ctx.legal_actions()
        table, local = renderer.render(obs, layout, legal, ctx.viewer, hidden, ctx.action_words)
        if held is not None:
            draw.dim(table, 150)
        return table, local

    def _hover_card(self, surface: pygame.Surface, target: Target, rect: pygame.Rect) -> None:
        """The large card view (ui/widgets/card_zoom.py): the face at least three times its size on
        the table (never smaller than before), its category, points and period, and its action."""
        card = str(target.card)
        size = card_size(target.rect.h)  # a target may be wider than its card (the discard pile's)
        if size[0] * SCALE < HOVER_SIZE[0]:  # a small slot card: as large as the old hover card
            size = (HOVER_SIZE[0] // SCALE, HOVER_SIZE[1] // SCALE)
        content = card_words(self.art.deck, card)
        if target.action is not None:  # what a click does, as the tooltip said it
            content = with_click(content, self.context.action_words(target.action))
        self.zoom.show(
            surface, self.context.fonts, self.context.palette, content,
            lambda face: self.art.face(card, face), target.rect, size, rect.inflate(-8, -8), GOLD_EDGE,
        )  # fmt: skip

    # --- the discard browser ----------------------------------------------------------------------------
    def _browser(self, surface: pygame.Surface, rect: pygame.Rect, mouse: tuple[int, int]) -> None:
        fonts = self.context.fonts
        discard = list(reversed(self.observation().discard))  # top first
        draw.dim(surface, 190)
        panel = rect.inflate(-24, -24)
        draw.panel(surface, panel, self.context.palette, fill=(30, 26, 54), border=(255, 212, 64), radius=16)
        title = counted(
            len(discard), "The discard pile: {n} card", "The discard pile: {n} cards, the top one first"
        )
        surface.blit(fonts.render(title, 20, CREAM, True), (panel.x + 18, panel.y + 12))
        hint = fonts.render(t("Click anywhere to close"), 13, (170, 160, 210))
        surface.blit(hint, hint.get_rect(topright=(panel.right - 18, panel.y + 18)))
        area = pygame.Rect(panel.x + 16, panel.y + 50, panel.w - 32, panel.h - 64)
        size = self._browse_card_size(area, len(discard))
        columns = max(1, (area.w + 8) // (size[0] + 8))
        hovered: Target | None = None
        for i, card in enumerate(discard):
            r, c = divmod(i, columns)
            spot = pygame.Rect(area.x + c * (size[0] + 8), area.y + r * (size[1] + 8), *size)
            surface.blit(self.art.face(card, size), spot)
            if spot.collidepoint(mouse):
                hovered = Target(spot, None, card)
        if hovered is not None:
            self._hover_card(surface, hovered, rect)

    @staticmethod
    def _browse_card_size(area: pygame.Rect, count: int) -> tuple[int, int]:
        for height in (126, 112, 98, 84, 74, 64, 56):
            w, h = card_size(height)
            columns = max(1, (area.w + 8) // (w + 8))
            if math.ceil(count / columns) * (h + 8) <= area.h:
                return (w, h)
        return card_size(50)
