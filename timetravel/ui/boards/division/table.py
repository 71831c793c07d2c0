"""The Time Division table for one viewer: where every card and space lies, the buttons and cards a
click can choose, and the still board painted from the viewer's typed view (over the printed board
of board_art.py).

The still board (printed spaces, cards, legal-target glows, buttons) is painted into one surface
that the board view keeps until the state, the viewer, the selection or the cards in flight change.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import pygame

from timetravel.engine.actions import Action
from timetravel.games.division.content import TRACK
from timetravel.games.division.view import DivisionView
from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.boards.base import BoardContext
from timetravel.ui.boards.division import cards as art
from timetravel.ui.boards.division.anims import coin_image
from timetravel.ui.boards.division.board_art import COIN_R, board_image, glow_rect, opaque, standee_image
from timetravel.ui.boards.division.icons import icon
from timetravel.ui.boards.division.layout import AREA, Geometry, Placed, place_cards
from timetravel.ui.boards.division.theme import DELAY, GOLD, ORANGE, side_colour
from timetravel.ui.boards.division.words import gift_note, round_marks
from timetravel.ui.boards.kit.targets import Target
from timetravel.ui.palette import darken, lighten, mix

DEFAULT_RECT = pygame.Rect(16, 60, 888, 644)
ARMED_GLOW = 50  # strength of the light behind a waiting delayed card
Offset = tuple[int, int]


class DivisionTable:
    """Layout, drawing and click targets of the table as one viewer sees it (screen pixels)."""

    def __init__(self, context: BoardContext) -> None:
        self.context = context
        self.geo = Geometry(pygame.Rect(DEFAULT_RECT))
        self.view: DivisionView | None = None
        self.placed: list[Placed] = []
        self.positions: dict[str, pygame.Rect] = {}
        self.buttons: list[Target] = []
        self.legal: list[Action] = []

    # --- layout ------------------------------------------------------------------------------------------
    def resize(self, rect: pygame.Rect) -> bool:
        """Fit the table to `rect`; True when it moved (the cards must be placed again)."""
        if tuple(rect) == tuple(self.geo.rect):
            return False
        self.geo = Geometry(pygame.Rect(rect))
        return True

    def lay_out(self, view: DivisionView) -> None:
        self.view = view
        self.placed = place_cards(view, self.geo)
        self.positions = {p.card: p.rect for p in self.placed if p.card is not None}

    @property
    def era(self) -> str:
        assert self.view is not None
        return self.view.era

    def seat_side(self, seat: int) -> str:
        return "you" if seat == self.context.viewer else "rival"

    def zone_anchor(self, zone: str, other: str = "") -> tuple[int, int]:
        """Where a card of `zone` lies when it has no place of its own (a hidden zone, a new card)."""
        kind, _, owner = zone.partition(":")
        geo = self.geo
        if kind == "deck":
            seat = int(other.partition(":")[2] or 0)
            return geo.temp[self.seat_side(seat)].center
        if kind in ("past", "independent"):
            return (geo.past if kind == "past" else geo.independent).center
        side = self.seat_side(int(owner))
        rects = {
            "hand": geo.hand,
            "influence": geo.influence,
            "decision": geo.decision,
            "temp": geo.temp,
            "front": geo.pile,
        }[kind]
        if kind == "influence":
            assert self.view is not None
            n = len(self.view.zones[zone])
            area = rects[side]
            return (min(area.right - AREA[0] // 2, area.x + AREA[0] // 2 + n * (AREA[0] + 6)), area.centery)
        return rects[side].center

    def track_pos(self, standee: int) -> tuple[int, int]:
        toward_viewer = standee if self.context.viewer == 0 else -standee
        return self.geo.track_space(toward_viewer, TRACK)

    def image(
        self, card: str | None, size: tuple[int, int], rotated: bool = False, era: str | None = None
    ) -> pygame.Surface:
        era = era or self.era
        if card is None:
            return art.back(era, size)
        return art.face(card, era, size, self.context.fonts, self.context.palette.colour_blind, rotated)

    # --- what can be clicked -----------------------------------------------------------------------------
    def placed_at(self, pos: tuple[int, int]) -> Placed | None:
        for placed in reversed(self.placed):
            if placed.rect.collidepoint(pos):
                return placed
        return None

    def button_at(self, pos: tuple[int, int], legal: list[Action] | None = None) -> Target | None:
        """The first button under `pos` (buttons never overlap), or the first whose action is legal."""
        for button in self.buttons:
            if button.rect.collidepoint(pos) and (legal is None or button.clicked(legal) is not None):
                return button
        return None

    def target_tokens(self, selection: tuple[str, ...]) -> set[str]:
        """Tokens of the cards a click would play or select right now."""
        tokens: set[str] = set()
        for action in self.legal:
            if (
                action.kind in ("keep", "give", "facedown", "play")
                or action.kind == "resolve"
                and str(action.args[0]) != "none"
            ):
                tokens.add(str(action.args[0]))
            elif action.kind == "pick" and all(s in map(str, action.args) for s in selection):
                tokens.update(str(a) for a in action.args if str(a) not in selection)
        return tokens

    def _buttons(self) -> list[Target]:
        """Draft verbs under the drawn cards, Trigger / Collect beside the played ones."""
        out: list[Target] = []
        legal = self.legal
        if not legal:
            return out
        assert self.view is not None
        for placed in self.placed:
            for action in legal:
                if (
                    action.kind in ("keep", "give")
                    and placed.zone.startswith("temp")
                    and action.args[0] == placed.card
                ):
                    rect = pygame.Rect(0, 0, placed.rect.w - 8, 22)
                    rect.midtop = (placed.rect.centerx, placed.rect.bottom + 3)
                    out.append(Target(rect, action, label=t("Keep") if action.kind == "keep" else t("Give")))
        resolves = [a for a in legal if a.kind == "resolve"]
        for placed in self.placed:
            if not placed.zone.startswith("decision") or placed.card is None:
                continue
            for action in resolves:
                trigger, collect = map(str, action.args)
                if placed.card == trigger:
                    rect = pygame.Rect(placed.rect.right + 6, placed.rect.y + 14, 74, 26)
                    blocked = trigger in self.view.blocked
                    out.append(Target(rect, action, label=t("No effect") if blocked else t("Trigger")))
                elif placed.card == collect:
                    rect = pygame.Rect(placed.rect.right + 6, placed.rect.y + 60, 74, 26)
                    out.append(Target(rect, action, label=t("Collect")))
        for action in resolves:
            if action.args == ("none", "none"):
                rect = pygame.Rect(0, 0, 130, 30)
                rect.center = self.geo.board.center
                out.append(Target(rect, action, label=t("End the round")))
        return out

    # --- the still board ------------------------------------------------------------------------------------
    def render(
        self, rect: pygame.Rect, hidden: frozenset[Hashable], selection: tuple[str, ...]
    ) -> pygame.Surface:
        assert self.view is not None
        view = self.view
        out = opaque(rect.size)  # an opaque layer blits several times faster than an alpha one
        offset = (-rect.x, -rect.y)
        out.blit(self._background(rect), (0, 0))
        self._draw_stacks(out, offset)
        targets = self.target_tokens(selection)
        self._draw_armed_glow(out, offset, hidden)
        for placed in self.placed:
            if placed.card is not None and placed.card in hidden:
                continue
            self._draw_card(out, placed, offset, targets, selection)
        self._draw_armed(out, offset)
        self._draw_totals(out, offset)
        self._draw_round_marks(out, offset, hidden)
        self._draw_gift_note(out, offset)
        if "coin" not in hidden and view.coin is not None:
            centre = self.geo.coin[self.seat_side(view.coin)]
            draw.blit_centered(out, coin_image(COIN_R, True), (centre[0] + offset[0], centre[1] + offset[1]))
        if view.campaign and "standee" not in hidden:
            pal = self.context.palette
            pos = self.track_pos(view.standee)
            image = standee_image(side_colour("blue", pal), side_colour("red", pal))
            draw.blit_centered(out, image, (pos[0] + offset[0], pos[1] + offset[1]))
        self._draw_buttons(out, offset)
        return out

    def _background(self, rect: pygame.Rect) -> pygame.Surface:
        assert self.view is not None
        ctx = self.context
        names = (ctx.seat_name(ctx.viewer), ctx.seat_name(1 - ctx.viewer))
        area = (rect.x, rect.y, rect.w, rect.h)
        return board_image(self.era, self.view.campaign, area, ctx.palette.colour_blind, names, ctx.fonts)

    def _draw_stacks(self, out: pygame.Surface, offset: Offset) -> None:
        """The undrafted stacks lie face down on the Temporary Spaces during the draft."""
        assert self.view is not None
        if not self.view.drafting:
            return
        for seat in (0, 1):
            left = int(self.view.stack_left[seat])
            if left <= 0:
                continue
            r = self.geo.temp[self.seat_side(seat)].move(*offset)
            for i in range(min(left, 5)):
                out.blit(art.back(self.era, r.size), (r.x - i * 2, r.y - i * 2))
            badge = self.context.fonts.render(str(left), 16, (250, 248, 240), True)
            spot = pygame.Rect(0, 0, 28, 22)
            spot.bottomright = (r.right - 4, r.bottom - 4)
            pygame.draw.rect(out, (10, 10, 14), spot, border_radius=8)
            draw.blit_centered(out, badge, spot.center)

    def _draw_card(
        self,
        out: pygame.Surface,
        placed: Placed,
        offset: Offset,
        targets: set[str],
        selection: tuple[str, ...],
    ) -> None:
        r = placed.rect.move(*offset)
        if placed.face_up:
            image = self.image(placed.card, r.size, placed.rotated)
        else:
            image = art.back(self.era, r.size)
        target = placed.token is not None and placed.token in targets
        if target:
            out.blit(glow_rect(r.inflate(12, 12).size), r.inflate(12, 12))
        out.blit(image, r)
        if placed.facedown and placed.card is not None and placed.zone.endswith(f":{self.context.viewer}"):
            # the viewer's own face-down card: show which it is, small, on its back
            mini = self.image(placed.card, (r.w // 2, r.h // 2))
            out.blit(mini, mini.get_rect(center=r.center))
        if target:
            pygame.draw.rect(out, GOLD, r.inflate(6, 6), 3, border_radius=9)
        if placed.token is not None and placed.token in selection:
            pygame.draw.rect(out, (255, 255, 255), r.inflate(8, 8), 3, border_radius=10)

    def _draw_armed_glow(self, out: pygame.Surface, offset: Offset, hidden: frozenset[Hashable]) -> None:
        """A soft light behind a waiting delayed card: drawn before the card, so it never covers it."""
        assert self.view is not None
        for card_id, _owner in self.view.armed:
            rect = self.positions.get(card_id)
            if rect is None or card_id in hidden:
                continue
            glow = draw.glow(max(rect.w, rect.h) // 2 + 18, (200, 200, 255), ARMED_GLOW)
            out.blit(glow, glow.get_rect(center=rect.move(*offset).center))

    def _draw_armed(self, out: pygame.Surface, offset: Offset) -> None:
        """A delayed card waiting on its Temporary Space wears the black bar's hourglass. It waits
        only from the end of the round it was played in, so the round it is on is the one it acts in."""
        assert self.view is not None
        fonts = self.context.fonts
        for card_id, _owner in self.view.armed:
            rect = self.positions.get(card_id)
            if rect is None:
                continue
            r = rect.move(*offset)
            tag = pygame.Rect(0, 0, r.w + 8, 20)
            tag.midtop = (r.centerx, r.bottom + 2)
            pygame.draw.rect(out, DELAY, tag, border_radius=6)
            pygame.draw.rect(out, (200, 200, 210), tag, 1, border_radius=6)
            out.blit(icon("past", 14, (240, 240, 240)), (tag.x + 4, tag.y + 3))
            text = fonts.render(t("this round"), 12, (240, 240, 240), True)
            out.blit(text, (tag.x + 20, tag.y + 2))

    def _draw_round_marks(self, out: pygame.Surface, offset: Offset, hidden: frozenset[Hashable]) -> None:
        """This round's special state, on the board: blocked cards, a round played at once, orange."""
        assert self.view is not None
        fonts = self.context.fonts
        for kind, subject, text in round_marks(self.view):
            if kind == "blocked":
                rect = self.positions.get(subject)
                if rect is None or subject in hidden:
                    continue
                r = rect.move(*offset)
                tag = pygame.Rect(0, 0, r.w + 4, 18)
                tag.center = (r.centerx, r.centery + 6)
                pygame.draw.rect(out, (120, 24, 24), tag, border_radius=5)
                pygame.draw.rect(out, (250, 200, 190), tag, 1, border_radius=5)
                label = fonts.render(fonts.fit(text, 11, tag.w - 4, True), 11, (255, 240, 236), True)
                draw.blit_centered(out, label, tag.center)
            elif kind == "together":
                box = self._together_rect().move(*offset)
                lines = fonts.wrap(text, 12, box.w - 30, True)[:3]
                box.h, box.centery = 10 + 15 * len(lines), box.centery
                pygame.draw.rect(out, (16, 16, 22), box, border_radius=8)
                pygame.draw.rect(out, (220, 220, 235), box, 1, border_radius=8)
                out.blit(icon("temporary", 14, (235, 235, 245)), (box.x + 7, box.centery - 7))
                y = box.y + 5
                for line in lines:
                    out.blit(fonts.render(line, 12, (235, 235, 245), True), (box.x + 26, y))
                    y += 15
            elif kind == "orange":
                area = self.geo.influence[self.seat_side(int(subject))].move(*offset)
                pygame.draw.rect(out, ORANGE, area.inflate(4, 4), 3, border_radius=12)
                label = fonts.render(text, 12, (30, 18, 6), True)
                pill = pygame.Rect(0, 0, label.get_width() + 14, 18)
                pill.bottomright = (area.right - 66, area.bottom - 4)
                pygame.draw.rect(out, ORANGE, pill, border_radius=9)
                draw.blit_centered(out, label, pill.center)

    def _draw_gift_note(self, out: pygame.Surface, offset: Offset) -> None:
        """Beside the rival's hand: the cards you know are in it, though not which back is which."""
        assert self.view is not None
        note = gift_note(self.view)
        if note is None:
            return
        fonts = self.context.fonts
        hand = [p.rect for p in self.placed if p.zone == f"hand:{1 - self.context.viewer}"]
        left = max((r.right for r in hand), default=self.geo.hand["rival"].x) + 12
        box = pygame.Rect(left, self.geo.hand["rival"].y, self.geo.pile["rival"].x - left - 8, 60)
        y = box.y + 4
        for line in fonts.wrap(note, 12, box.w)[:4]:
            out.blit(fonts.render(line, 12, (214, 208, 196)), (box.x + offset[0], y + offset[1]))
            y += 15

    def _together_rect(self) -> pygame.Rect:
        """Beside the coin spaces, between them: where a round played at once is announced."""
        left = self.geo.decision["you"].right + 8
        box = pygame.Rect(left, 0, self.geo.independent.x - left - 8, 50)
        box.centery = (self.geo.coin["you"][1] + self.geo.coin["rival"][1]) // 2
        return box

    def _draw_totals(self, out: pygame.Surface, offset: Offset) -> None:
        """Each Influence Area's total as scoring would count it now (the rules' figure)."""
        assert self.view is not None
        fonts, pal, viewer = self.context.fonts, self.context.palette, self.context.viewer
        for seat in (0, 1):
            side = self.seat_side(seat)
            total = self.view.influence_totals[seat]
            area = self.geo.influence[side].move(*offset)
            colour = side_colour("blue" if seat == viewer else "red", pal)
            badge = pygame.Rect(0, 0, 58, 40)
            badge.midright = (area.right - 2, area.centery)
            pygame.draw.rect(out, darken(colour, 0.55), badge, border_radius=10)
            pygame.draw.rect(out, colour, badge, 2, border_radius=10)
            text = fonts.render(str(total), 22, (250, 248, 240), True)
            draw.blit_centered(out, text, (badge.centerx, badge.centery - 4))
            small = fonts.render(t("influence"), 9, lighten(colour, 0.5))
            draw.blit_centered(out, small, (badge.centerx, badge.bottom - 8))

    def _draw_buttons(self, out: pygame.Surface, offset: Offset) -> None:
        self.buttons = self._buttons()
        fonts = self.context.fonts
        for button in self.buttons:
            r = button.rect.move(*offset)
            pygame.draw.rect(out, (24, 22, 16), r, border_radius=8)
            pygame.draw.rect(out, GOLD, r, 2, border_radius=8)
            text = fonts.render(fonts.fit(button.label, 13, r.w - 8, True), 13, (250, 240, 210), True)
            draw.blit_centered(out, text, r.center)

    # --- each frame, over the still board -----------------------------------------------------------------
    def draw_pulses(self, surface: pygame.Surface, clock: float) -> None:
        """A waiting delayed card's outline breathes: only the outline, the card stays readable."""
        view = self.view
        if view is None or not view.armed:
            return
        light = mix((110, 110, 130), (235, 235, 245), 0.5 + 0.5 * math.sin(clock * 4))
        for card_id, _owner in view.armed:
            rect = self.positions.get(card_id)
            if rect is not None:
                pygame.draw.rect(surface, light, rect.inflate(8, 8), 2, border_radius=9)
