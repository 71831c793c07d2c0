"""MinisterioBoardView: El Ministerio del Tiempo's board (see timetravel.ui.boards.base).

The kit's KitBoard keeps the still table, painted here from the viewer's typed view
(games/ministerio/view.py), and draws the pulse on what can be clicked, the hover outline and the
animations; this board adds what a die reaches and the way to a door, the doors' year plates, the
spread hand and the large card view.
"""

from __future__ import annotations

from functools import partial

import pygame

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.games.ministerio.content import PRISON_ABOVE, content
from timetravel.games.ministerio.view import MinisterioView
from timetravel.i18n import t
from timetravel.ui.boards.base import BoardContext
from timetravel.ui.boards.kit.board import Directed, Hidden, KitBoard, Painted, WarmJob
from timetravel.ui.boards.kit.targets import Target
from timetravel.ui.boards.ministerio import layout as layout_mod
from timetravel.ui.boards.ministerio import words
from timetravel.ui.boards.ministerio.cards import FastCache, shared_art
from timetravel.ui.boards.ministerio.director import Director
from timetravel.ui.boards.ministerio.hand import HandSpread
from timetravel.ui.boards.ministerio.layout import Layout
from timetravel.ui.boards.ministerio.table import TableRenderer
from timetravel.ui.boards.ministerio.theme import BRASS, GLOW
from timetravel.ui.boards.ministerio.turn import Settled, settle
from timetravel.ui.widgets.card_zoom import ZoomContent, with_click
from timetravel.ui.widgets.choices import ChoiceGroup, Withheld

SOUNDS = ("dice", "flip", "chime")
WARM_CARD_SIZES = ((56, 80), (30, 42), (22, 31))
WARM_TILE_SIZES = ((24, 24), (34, 34))
ZOOM_BASE = {"card": (56, 80), "tile": (40, 40), "door": (40, 40), "office": (70, 40), "agent": (80, 110),
             "mission": (60, 84)}  # fmt: skip


class MinisterioBoardView(KitBoard[MinisterioView, Layout]):
    pulse = GLOW
    hover_outline = (6, 2, 8)

    def __init__(self, context: BoardContext) -> None:
        super().__init__(context, MinisterioView)
        self.art = shared_art(context.fonts)
        self.cache = FastCache(limit=40)
        self._plates: list[tuple[pygame.Surface, pygame.Rect]] = []  # the doors' year plates, on top
        self._spread: HandSpread | None = None  # every card of an overlapped hand (board pixels)
        self.spread_open = False  # shown while the pointer rests on the hand or on the spread
        self.settled: Settled | None = None  # the fight or trial decided last, until the next roll
        context.sounds.warm(SOUNDS)  # synthesized now, while the screen opens, not in a frame of play

    def compute_layout(self, size: tuple[int, int]) -> Layout:
        return layout_mod.compute(size, len(self.names))

    def warm_jobs(self) -> list[WarmJob]:
        """Fonts first, then card faces, then tile faces (popped from the end)."""
        fonts, art = self.context.fonts, self.art
        cards: list[WarmJob] = [
            partial(art.card, c, size) for size in WARM_CARD_SIZES for c in content().cards
        ]
        tiles: list[WarmJob] = [
            partial(art.tile, e, size) for size in WARM_TILE_SIZES for e in content().enemies
        ]
        sizes: list[WarmJob] = [
            partial(fonts.get, size, bold) for size in (8, 10, 11, 12, 13, 14, 15) for bold in (True, False)
        ]
        return (tiles + cards + sizes)[::-1]

    # --- a step ------------------------------------------------------------------------------------------
    def follow(self, events: list[Event], before: MinisterioView | None, after: MinisterioView) -> None:
        self.settled = settle(self.settled, before, events)

    def direct(self, events: list[Event], before: MinisterioView | None, after: MinisterioView,
               layout: Layout) -> Directed:  # fmt: skip
        director = Director(self.art, self.context.fonts, self.context.palette, self.names)
        return list(director.play(events, after, layout, self.rect.topleft)), director.sounds

    def click_targets(self) -> list[Target]:
        """The table's spots, and the spread hand's cards on top while it is shown."""
        spread = self._spread if self.spread_open else None
        return self.targets + (spread.targets if spread is not None else [])

    def handle_click(self, pos: tuple[int, int]) -> Action | None:
        if self.is_animating():
            self.skip()  # a click finishes the show and plays nothing
            return None
        return super().handle_click(pos)

    def action_tooltip(self, action: Action) -> str | None:
        """The card, tile or agent a choice in the action panel is about, in words."""
        zoom = self._action_subject(action)
        return None if zoom is None else "\n".join([zoom.title, *zoom.facts, *zoom.words])

    def panel_order(self, actions: list[Action]) -> list[Action]:
        """The choices that send the agent to Huesca for sure come last (their words say so)."""
        return sorted(actions, key=self._dooms)

    def panel_groups(self, actions: list[Action]) -> list[ChoiceGroup]:
        """The plays that can only end in Huesca at the end, folded under one entry; the office a
        place card would open, greyed with its reason, in a turn that left the office."""
        ordered = self.panel_order(actions)
        doomed = tuple(a for a in ordered if self._dooms(a))
        safe = tuple(a for a in ordered if not self._dooms(a))
        withheld: tuple[Withheld, ...] = ()
        v = self.observation()
        if v.stage == "place" and v.left_office and v.turn == v.seat:
            withheld = (Withheld(t("Go to Salvador's office"), t("you left it this turn")),)
        groups = [ChoiceGroup(safe, withheld=withheld)]
        if doomed:
            groups.append(ChoiceGroup(doomed, t(words.HUESCA_GROUP), folded=True))
        return groups

    def _dooms(self, action: Action) -> bool:
        if action.kind not in ("play", "pile") or not action.args:
            return False
        v = self.observation()
        arg = str(action.args[0])
        card = arg if action.kind == "play" else (v.pile(arg) or ("",))[-1]
        cost = v.cost(card) if card else None
        return cost is not None and v.mover.pa + cost > PRISON_ABOVE

    def _action_subject(self, action: Action) -> ZoomContent | None:
        kind, args = action.kind, action.args
        arg = str(args[0]) if args else ""
        v = self.observation()
        if kind in ("play", "discard"):
            return words.card_words(arg, v.cost(arg), v.mover.pa)
        if kind in ("pile", "recover", "replay") and v.pile(arg):
            top = v.pile(arg)[-1]
            return words.card_words(top, v.cost(top) if kind == "pile" else None, v.mover.pa)
        if kind == "agent":
            return words.protagonist_words(arg)
        if kind in ("face", "flee"):
            return words.tile_words(arg if kind == "face" else str(v.flee[0] if v.flee else ""))
        if kind == "raze":
            return words.office_words(arg)
        return None

    # --- drawing ---------------------------------------------------------------------------------------------
    def draw_under(self, surface: pygame.Surface, layout: Layout, busy: bool) -> None:
        self.spread_open = not busy and self._spread_shown(self.context.mouse_pos())

    def outlined(self, target: Target) -> bool:
        return target.action is not None and target in self.targets

    def draw_hover(self, surface: pygame.Surface, hovered: Target | None) -> None:
        """The outline, and what a die reaches or the way to a door; then the doors' year plates,
        which no outline or path ever crosses, and the spread hand."""
        super().draw_hover(surface, hovered)
        if hovered is not None and self.outlined(hovered):
            assert hovered.action is not None
            if hovered.action.kind == "die":
                self._show_reach(surface, int(str(hovered.action.args[0])))
            if hovered.card is not None and hovered.card.startswith("door:"):
                self._show_path(surface, int(hovered.card[5:]))
        for image, plate in self._plates:
            surface.blit(image, plate.move(self.rect.topleft))
        if self.spread_open and self._spread is not None:
            self._draw_spread(surface, self._spread, hovered)

    def draw_over(self, surface: pygame.Surface, layout: Layout, hovered: Target | None) -> None:
        if hovered is not None and hovered.card is not None and not self._in_spread_hand(hovered):
            self._hover(surface, hovered, self.rect)

    def hover_open(self) -> bool:
        return self.spread_open or self.zoomed is not None

    # --- the spread hand ------------------------------------------------------------------------------------
    def _spread_shown(self, mouse: tuple[int, int]) -> bool:
        """While the pointer rests on an overlapped hand, or on the spread once it shows."""
        spread, layout = self._spread, self.layout
        if spread is None or layout is None:
            return False
        if layout.hand.move(self.rect.topleft).collidepoint(mouse):
            return True
        return self.spread_open and spread.rect.collidepoint(mouse)

    def _in_spread_hand(self, target: Target) -> bool:
        """A card of the hand row while the spread shows it whole above: no large view over the spread."""
        return (
            self.spread_open
            and target in self.targets
            and str(target.card).startswith("card:")
            and (
                self.layout is not None and self.layout.hand.move(self.rect.topleft).colliderect(target.rect)
            )
        )

    def _draw_spread(self, surface: pygame.Surface, spread: HandSpread, hovered: Target | None) -> None:
        surface.blit(spread.surface, spread.rect)
        colour = self.pulse_colour(GLOW)
        card = hovered.card if hovered is not None else None
        for target in spread.targets:
            if target.action is not None:
                pygame.draw.rect(surface, colour, target.rect.inflate(6, 6), 2, border_radius=8)
            if card is not None and target.card == card:  # the card under the pointer, here or in the row
                pygame.draw.rect(surface, (255, 255, 255), target.rect.inflate(6, 6), 2, border_radius=8)

    def _show_reach(self, surface: pygame.Surface, die: int) -> None:
        """While the pointer rests on a die: only the doors that die reaches, ringed in white."""
        assert self.layout is not None
        for reach in self.observation().reach:
            if reach.die != die:
                continue
            for door in reach.doors | reach.office_doors:
                rect = self.layout.doors.rects[door].move(self.rect.topleft).inflate(12, 12)
                pygame.draw.rect(surface, (255, 255, 255), rect, 3, border_radius=rect.w // 2)

    def _show_path(self, surface: pygame.Surface, door: int) -> None:
        """While the pointer rests on a door a move can reach: the way there, bounces and jumps included."""
        assert self.layout is not None
        v = self.observation()
        ways = [reach.paths for reach in v.reach] + [choice.paths for choice in v.walk]
        found = [dict(paths).get(door) for paths in ways]
        path = next((p for p in found if p), None)
        if path is None or len(path) < 2:
            return
        ox, oy = self.rect.topleft
        points = [(x + ox, y + oy + 12) for x, y in self.layout.doors.path(path)]
        pygame.draw.lines(surface, (255, 255, 255), False, points, 3)
        for point in points[1:]:
            pygame.draw.circle(surface, (255, 255, 255), point, 4)

    def paint_table(self, layout: Layout, hidden: Hidden) -> Painted:
        ctx = self.context
        legal = ctx.legal_actions()
        renderer = TableRenderer(self.art, ctx.fonts, ctx.palette, self.names, self.cache)
        said = {a: ctx.action_words(a) for a in legal}
        prompt = ctx.prompt() if legal else ""
        table, local = renderer.render(self.observation(), layout, legal, hidden, said, prompt, self.settled)
        self._plates = renderer.plates
        self._spread = renderer.spread
        if self._spread is not None:  # drawn each frame over the table: screen pixels
            self._spread.rect = self._spread.rect.move(self.rect.topleft)
            for target in self._spread.targets:
                target.rect = target.rect.move(self.rect.topleft)
        return table, local

    # --- the large view ----------------------------------------------------------------------------------------
    def zoom_content(self, thing: str) -> tuple[ZoomContent, str, str] | None:
        """What the large view shows for a target's thing: its words, and the face to paint (kind, id)."""
        kind, _, ident = thing.partition(":")
        v = self.observation()
        if kind == "card":
            return words.card_words(ident, v.cost(ident), v.mover.pa), kind, ident
        if kind == "tile":
            return words.tile_words(ident), kind, ident
        if kind == "door":
            door = v.doors[int(ident)]
            if door.enemies:
                return words.tile_words(door.enemies[0]), "tile", door.enemies[0]
            if door.known_tile is not None:  # a plain face-down tile says no more than its tooltip
                return words.facedown_words(door.known_tile), "tile", door.known_tile
            return None
        if kind == "office":
            return words.office_words(ident), kind, ident
        if kind == "agent":
            return words.protagonist_words(ident), kind, ident
        if kind == "mission":
            lines = v.mission_lines if v.me.mission == ident else ()
            return words.mission_words(ident, lines), kind, ident
        return None

    def _face(self, kind: str, ident: str, size: tuple[int, int]) -> pygame.Surface:
        if kind == "card":
            return self.art.card(ident, size)
        if kind == "tile":
            return self.art.tile(ident, size)
        if kind == "office":
            return self.art.office(ident, size)
        if kind == "agent":
            return self.art.protagonist(ident, size)
        if kind == "mission":
            return self.art.mission(ident, size)
        return self.art.tile_back(size)

    def _hover(self, surface: pygame.Surface, target: Target, rect: pygame.Rect) -> None:
        found = self.zoom_content(str(target.card))
        if found is None:
            return
        content, kind, ident = found
        if target.action is not None:
            content = with_click(content, self.context.action_words(target.action))
        base = ZOOM_BASE.get(kind, (40, 40))
        self.zoom.show(surface, self.context.fonts, self.context.palette, content,
                       lambda size: self._face(kind, ident, size), target.rect, base, rect.inflate(-8, -8), BRASS)  # fmt: skip
