"""DivisionBoard: the Time Division table, drawn from the viewer's observation only.

The still board (printed spaces, cards, legal-target glows, buttons) is rendered into one cached
surface whenever the state, the viewer, the selection or the set of cards in flight changes; each
frame blits it and adds hover, pulses and the running animations on top.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from timetravel.engine.actions import Action
from timetravel.engine.events import (
    CardFlipped,
    CardMoved,
    Event,
    PieceMoved,
    RoundEnded,
    ScoreChanged,
)
from timetravel.engine.state import GameState
from timetravel.games.division.content import ERAS, Card, card_index, load_era
from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.boards.base import BoardContext, BoardView
from timetravel.ui.boards.division import cards as art
from timetravel.ui.boards.division.anims import (
    CoinFlip,
    Flight,
    Reveal,
    Scoring,
    StandeeMove,
    Turn,
    coin_image,
)
from timetravel.ui.boards.division.describe import card_tooltip, effect_sentences
from timetravel.ui.boards.division.icons import icon
from timetravel.ui.boards.division.layout import AREA, PAST, Geometry, Placed, place_cards
from timetravel.ui.boards.division.scoring import influence_values
from timetravel.ui.boards.division.theme import DELAY, GOLD, ORANGE, era_style, side_colour
from timetravel.ui.palette import RGB, darken, lighten, mix
from timetravel.ui.widgets.card_zoom import ZoomContent, draw_zoom

DEFAULT_RECT = pygame.Rect(16, 60, 888, 644)
COIN_R = 20
TRACK = 4
STEP = 0.24  # seconds between the cards of one effect, so each move can be followed
ARMED_GLOW = 50  # strength of the light behind a waiting delayed card


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    action: Action


class DivisionBoard(BoardView):
    def __init__(self, context: BoardContext) -> None:
        super().__init__(context)
        self.geo = Geometry(pygame.Rect(DEFAULT_RECT))
        self.obs: dict[str, Any] | None = None
        self.placed: list[Placed] = []
        self.positions: dict[str, pygame.Rect] = {}
        self.buttons: list[Button] = []
        self.selection: tuple[str, ...] = ()
        self.legal: list[Action] = []
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple | None = None
        self._obs_key: tuple | None = None
        self._clock = 0.0
        self.zoomed: pygame.Rect | None = None  # the large card view drawn this frame
        self._zoom_anchor: pygame.Rect | None = None

    # --- observation and layout ---------------------------------------------------------------------
    @property
    def era(self) -> str:
        obs = self._observation()
        return str(obs["eras"][obs["era_i"]])

    def _observation(self) -> dict[str, Any]:
        ctx = self.context
        key = (id(ctx.state), ctx.viewer)
        if self.obs is None or key != self._obs_key:
            self.obs = ctx.state.observe(ctx.viewer)
            self._obs_key = key
            self._relayout()
        return self.obs

    def _relayout(self) -> None:
        assert self.obs is not None
        self.placed = place_cards(self.obs, self.geo, self.context.viewer)
        self.positions = {p.card: p.rect for p in self.placed if p.card is not None}

    def set_viewer(self, seat: int) -> None:
        super().set_viewer(seat)
        self.selection = ()
        self._cache_key = None
        self.animator.skip()

    # --- events --------------------------------------------------------------------------------------
    def on_events(self, events: list[Event], state: GameState) -> None:
        old_obs, old_positions = self.obs, dict(self.positions)
        self.selection = ()
        self._cache_key = None
        self._observation()
        if not events or old_obs is None:
            return
        delay = 0.0
        animated: set[str] = set()
        moved: list[CardMoved | CardFlipped] = []
        for event in events:
            if isinstance(event, CardMoved):
                delay = self._fly(event, old_obs, old_positions, animated, delay)
                moved.append(event)
            elif isinstance(event, CardFlipped):
                delay = self._flip(event, old_obs, old_positions, animated, delay)
                moved.append(event)
            elif isinstance(event, PieceMoved) and event.piece == "coin" and event.source == "coin:none":
                self._toss()  # the coin toss: the coin comes from nowhere
            elif isinstance(event, PieceMoved) and event.piece == "coin":
                delay = self._coin_move(event, delay)
            elif isinstance(event, RoundEnded):
                delay = self._scoring(old_obs, moved, events, delay)

    def seat_colour(self, seat: int) -> RGB:
        """Blue for the viewer, red for the rival, as on the board (the side panel follows)."""
        return side_colour("blue" if seat == self.context.viewer else "red", self.context.palette)

    def _seat_side(self, seat: int) -> str:
        return "you" if seat == self.context.viewer else "rival"

    def _zone_anchor(self, zone: str, other: str = "") -> tuple[int, int]:
        kind, _, owner = zone.partition(":")
        geo = self.geo
        if kind == "deck":
            seat = int(other.partition(":")[2] or 0)
            return geo.temp[self._seat_side(seat)].center
        if kind in ("past", "independent"):
            return getattr(geo, kind).center
        side = self._seat_side(int(owner))
        rects = {
            "hand": geo.hand,
            "influence": geo.influence,
            "decision": geo.decision,
            "temp": geo.temp,
            "front": geo.pile,
        }[kind]
        if kind == "influence":
            n = len(self._observation()["zones"][zone])
            area = rects[side]
            return (min(area.right - AREA[0] // 2, area.x + AREA[0] // 2 + n * (AREA[0] + 6)), area.centery)
        return rects[side].center

    def _image(
        self, card: str | None, size: tuple[int, int], rotated: bool = False, era: str | None = None
    ) -> pygame.Surface:
        era = era or self.era
        if card is None:
            return art.back(era, size)
        return art.face(card, era, size, self.context.fonts, self.context.palette.colour_blind, rotated)

    def _arrival(self, event: CardMoved, old_obs, animated: set[str]) -> str | None:
        """The card a hidden move brought into a zone the viewer sees into (their own hand): the one
        card there the viewer knows now and did not know there before."""
        if event.target != f"hand:{self.context.viewer}":
            return None
        now = self._observation()["zones"].get(event.target, [])
        before = old_obs["zones"].get(event.target, [])
        new = [c for c in now if c is not None and c not in before and c not in animated]
        return new[0] if len(new) == 1 else None

    def _fly(self, event: CardMoved, old_obs, old_positions, animated: set[str], delay: float) -> float:
        # a card every seat saw (where it left or where it lands) flies face up; so does one that
        # lands in the viewer's own hand
        card = event.card if event.card is not None else self._arrival(event, old_obs, animated)
        start_rect = old_positions.get(card) if card else None
        start = start_rect.center if start_rect else self._zone_anchor(event.source, event.target)
        end_rect = self.positions.get(card) if card else None
        end = end_rect.center if end_rect else self._zone_anchor(event.target, event.source)
        size = end_rect.size if end_rect else AREA
        rotated = card is not None and card in set(self._observation()["rotated"])
        flight = Flight(start, end, self._image(card, size, rotated), card, delay)
        if card in animated:
            flight.wait_visible = False
        if card:
            animated.add(card)
        self.animator.add(flight)
        self.context.sounds.play("flip")
        quick = event.source == "deck" or card is None
        return delay + (0.1 if quick else STEP)

    def _flip(self, event: CardFlipped, old_obs, old_positions, animated: set[str], delay: float) -> float:
        card = event.card
        was = set(old_obs["rotated"])
        now = set(self._observation()["rotated"])
        rect = old_positions.get(card) or self.positions.get(card)
        if rect is None:
            return delay
        if (card in was) != (card in now):
            self.animator.add(Turn(rect.center, self._image(card, rect.size), card, card in now, delay))
            animated.add(card)
            return delay + 0.45
        rect = self.positions.get(card) or rect
        front = self._image(card, rect.size, card in now)
        self.animator.add(Reveal(rect.center, front, art.back(self.era, rect.size), card, delay))
        animated.add(card)
        self.context.sounds.play("flip")
        return delay + 0.2

    def _coin_move(self, event: PieceMoved, delay: float) -> float:
        seats = [event.source.partition(":")[2], event.target.partition(":")[2]]
        if not all(s.isdigit() for s in seats):
            return delay
        start = self.geo.coin[self._seat_side(int(seats[0]))]
        end = self.geo.coin[self._seat_side(int(seats[1]))]
        self.animator.add(CoinFlip(start, end, COIN_R, delay))
        self.context.sounds.play("tick")
        return delay + 0.4

    def _toss(self) -> None:
        coin = self._observation()["coin"]
        if coin is None:
            return
        end = self.geo.coin[self._seat_side(int(coin))]
        self.animator.add(CoinFlip(self.geo.board.center, end, COIN_R, 0.0, turns=5))

    def _scoring(self, old_obs, moved, events: list[Event], delay: float) -> float:
        """Count up each player's cards as the era ends, then move the standee (campaign)."""
        zones, rotated, hidden = _replay(old_obs, moved)
        obs = self._observation()
        if not obs["results"]:
            return delay
        result = obs["results"][-1]
        totals = {e.seat: e.total for e in events if isinstance(e, ScoreChanged)}
        pal, viewer = self.context.palette, self.context.viewer
        rows = []
        for seat in (1 - viewer, viewer):
            values = influence_values(zones, rotated, hidden, seat)
            images = [
                (self._image(c, PAST, c in rotated, str(result["era"])), v)
                for c, v in zip(zones[f"influence:{seat}"], values, strict=True)
            ]
            who = t("You") if seat == viewer else t("Rival")
            label = f"{who} — {self.context.seat_name(seat)}"
            rows.append((label, lighten(side_colour("blue" if seat == viewer else "red", pal), 0.2), images,
                         totals.get(seat, sum(values))))  # fmt: skip
        era = load_era(str(result["era"])).name
        winner = self.context.seat_name(int(result["winner"]))
        verdict = t("{name} wins {era}.", name=winner, era=era)
        if obs["mode"] == "campaign":
            vp = result["vp"]
            verdict += " " + t("VP: you {a}, your rival {b}.", a=vp[viewer], b=vp[1 - viewer])
        area = pygame.Rect(self.geo.track.right + 8, self.geo.rect.y, 0, self.geo.rect.h)
        area.w = self.geo.rect.right - area.x - 8  # the VP track stays in sight for the standee
        scoring = Scoring(rows, t("Scoring: {era}", era=era), verdict, area, self.context.fonts, delay)
        self.animator.add(scoring)
        self.context.sounds.play("chime")
        delay += scoring.duration - Scoring.HOLD + 0.2
        if obs["mode"] == "campaign":
            before = self._track_pos(int(old_obs["standee"]))
            after = self._track_pos(int(result["standee"]))
            image = _standee(side_colour("blue", pal), side_colour("red", pal))
            self.animator.add(StandeeMove(before, after, image, delay))
            delay += 0.8
        return delay

    def _track_pos(self, standee: int) -> tuple[int, int]:
        toward_viewer = standee if self.context.viewer == 0 else -standee
        return self.geo.track_space(toward_viewer, TRACK)

    # --- frames ----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self._clock += dt

    def skip(self) -> None:
        super().skip()
        self._cache_key = None

    def _hidden(self) -> frozenset[str]:
        return frozenset(a.hides for a in self.animator.items if getattr(a, "hides", None) and not a.done)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        ctx = self.context
        if tuple(rect) != tuple(self.geo.rect):
            self.geo = Geometry(pygame.Rect(rect))
            self.obs = None
        self._observation()
        hidden = self._hidden()
        key = (self._obs_key, tuple(rect), ctx.palette, hidden, self.selection, ctx.match.to_act())
        if key != self._cache_key or self._cache is None:
            self.legal = ctx.legal_actions()
            self._cache = self._render(rect, hidden)
            self._cache_key = key
        surface.blit(self._cache, rect)
        self._draw_pulses(surface)
        mouse = ctx.mouse_pos()
        busy = self.animator.busy
        self.zoomed = None
        if not busy:
            self._draw_hover(surface, mouse)
        for item in self.animator.items:
            if item.elapsed >= item.delay:
                item.draw(surface)
            elif hasattr(item, "draw_waiting"):
                item.draw_waiting(surface)

    # --- the still board --------------------------------------------------------------------------------
    def _render(self, rect: pygame.Rect, hidden: frozenset[str]) -> pygame.Surface:
        out = _opaque(rect.size)  # an opaque layer blits several times faster than an alpha one
        offset = (-rect.x, -rect.y)
        out.blit(self._background(rect), (0, 0))
        obs = self._observation()
        self._draw_stacks(out, obs, offset)
        targets = self._target_tokens()
        self._draw_armed_glow(out, obs, offset, hidden)
        for placed in self.placed:
            if placed.card is not None and placed.card in hidden:
                continue
            self._draw_card(out, placed, offset, targets)
        self._draw_armed(out, obs, offset)
        self._draw_totals(out, obs, offset)
        self._draw_round_marks(out, obs, offset, hidden)
        self._draw_gift_note(out, obs, offset)
        if "coin" not in hidden and obs["coin"] is not None:
            centre = self.geo.coin[self._seat_side(int(obs["coin"]))]
            draw.blit_centered(out, coin_image(COIN_R, True), (centre[0] + offset[0], centre[1] + offset[1]))
        if obs["mode"] == "campaign" and "standee" not in hidden:
            pal = self.context.palette
            pos = self._track_pos(int(obs["standee"]))
            image = _standee(side_colour("blue", pal), side_colour("red", pal))
            draw.blit_centered(out, image, (pos[0] + offset[0], pos[1] + offset[1]))
        self._draw_buttons(out, obs, offset)
        return out

    def _background(self, rect: pygame.Rect) -> pygame.Surface:
        obs = self._observation()
        names = (self.context.seat_name(self.context.viewer), self.context.seat_name(1 - self.context.viewer))
        return _board_image(
            self.era, obs["mode"] == "campaign", tuple(rect), self.context.palette.colour_blind, names,
            self.context.fonts,
        )  # fmt: skip

    def _draw_stacks(self, out: pygame.Surface, obs, offset) -> None:
        """The undrafted stacks lie face down on the Temporary Spaces during the draft."""
        if obs["step"] not in ("flip", "travelers", "draft"):
            return
        for seat in (0, 1):
            left = int(obs["stack_left"][seat])
            if left <= 0:
                continue
            r = self.geo.temp[self._seat_side(seat)].move(*offset)
            for i in range(min(left, 5)):
                out.blit(art.back(self.era, r.size), (r.x - i * 2, r.y - i * 2))
            badge = self.context.fonts.render(str(left), 16, (250, 248, 240), True)
            spot = pygame.Rect(0, 0, 28, 22)
            spot.bottomright = (r.right - 4, r.bottom - 4)
            pygame.draw.rect(out, (10, 10, 14), spot, border_radius=8)
            draw.blit_centered(out, badge, spot.center)

    def _draw_card(self, out: pygame.Surface, placed: Placed, offset, targets: set[str]) -> None:
        r = placed.rect.move(*offset)
        if placed.face_up:
            image = self._image(placed.card, r.size, placed.rotated)
        else:
            image = art.back(self.era, r.size)
        target = placed.token is not None and placed.token in targets
        if target:
            out.blit(_glow_rect(r.inflate(12, 12).size), r.inflate(12, 12))
        out.blit(image, r)
        if placed.facedown and placed.card is not None and placed.zone.endswith(f":{self.context.viewer}"):
            # the viewer's own face-down card: show which it is, small, on its back
            mini = self._image(placed.card, (r.w // 2, r.h // 2))
            out.blit(mini, mini.get_rect(center=r.center))
        if target:
            pygame.draw.rect(out, GOLD, r.inflate(6, 6), 3, border_radius=9)
        if placed.token is not None and placed.token in self.selection:
            pygame.draw.rect(out, (255, 255, 255), r.inflate(8, 8), 3, border_radius=10)

    def _draw_armed_glow(self, out: pygame.Surface, obs, offset, hidden: frozenset[str]) -> None:
        """A soft light behind a waiting delayed card: drawn before the card, so it never covers it."""
        for card_id, _owner in obs["armed"]:
            rect = self.positions.get(card_id)
            if rect is None or card_id in hidden:
                continue
            glow = draw.glow(max(rect.w, rect.h) // 2 + 18, (200, 200, 255), ARMED_GLOW)
            out.blit(glow, glow.get_rect(center=rect.move(*offset).center))

    def _draw_armed(self, out: pygame.Surface, obs, offset) -> None:
        """A delayed card waiting on its Temporary Space wears the black bar's hourglass. It waits
        only from the end of the round it was played in, so the round it is on is the one it acts in."""
        fonts = self.context.fonts
        for card_id, _owner in obs["armed"]:
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

    def _draw_round_marks(self, out: pygame.Surface, obs, offset, hidden: frozenset[str]) -> None:
        """This round's special state, on the board: blocked cards, a round played at once, orange."""
        fonts = self.context.fonts
        for kind, subject, text in round_marks(obs):
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
                area = self.geo.influence[self._seat_side(int(subject))].move(*offset)
                pygame.draw.rect(out, ORANGE, area.inflate(4, 4), 3, border_radius=12)
                label = fonts.render(text, 12, (30, 18, 6), True)
                pill = pygame.Rect(0, 0, label.get_width() + 14, 18)
                pill.bottomright = (area.right - 66, area.bottom - 4)
                pygame.draw.rect(out, ORANGE, pill, border_radius=9)
                draw.blit_centered(out, label, pill.center)

    def _draw_gift_note(self, out: pygame.Surface, obs, offset) -> None:
        """Beside the rival's hand: the cards you know are in it, though not which back is which."""
        note = gift_note(obs, self.context.viewer)
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

    def _draw_totals(self, out: pygame.Surface, obs, offset) -> None:
        fonts, pal, viewer = self.context.fonts, self.context.palette, self.context.viewer
        zones = obs["zones"]
        rotated = set(obs["rotated"])
        down = {zones[z][i] for z, i in obs["facedown"] if zones[z][i] is not None}
        for seat in (0, 1):
            side = self._seat_side(seat)
            total = sum(influence_values(zones, rotated, down, seat))
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

    # --- buttons: draft verbs on the drawn cards, trigger / collect on the played ones -------------------------
    def _draw_buttons(self, out: pygame.Surface, obs, offset) -> None:
        self.buttons = self._buttons()
        fonts = self.context.fonts
        for button in self.buttons:
            r = button.rect.move(*offset)
            pygame.draw.rect(out, (24, 22, 16), r, border_radius=8)
            pygame.draw.rect(out, GOLD, r, 2, border_radius=8)
            text = fonts.render(fonts.fit(button.label, 13, r.w - 8, True), 13, (250, 240, 210), True)
            draw.blit_centered(out, text, r.center)

    def _buttons(self) -> list[Button]:
        out: list[Button] = []
        legal = self.legal
        if not legal:
            return out
        for placed in self.placed:
            for action in legal:
                if (
                    action.kind in ("keep", "give")
                    and placed.zone.startswith("temp")
                    and action.args[0] == placed.card
                ):
                    rect = pygame.Rect(0, 0, placed.rect.w - 8, 22)
                    rect.midtop = (placed.rect.centerx, placed.rect.bottom + 3)
                    out.append(Button(rect, t("Keep") if action.kind == "keep" else t("Give"), action))
        resolves = [a for a in legal if a.kind == "resolve"]
        for placed in self.placed:
            if not placed.zone.startswith("decision") or placed.card is None:
                continue
            for action in resolves:
                trigger, collect = map(str, action.args)
                if placed.card == trigger:
                    rect = pygame.Rect(placed.rect.right + 6, placed.rect.y + 14, 74, 26)
                    blocked = trigger in self._observation()["blocked"]
                    out.append(Button(rect, t("No effect") if blocked else t("Trigger"), action))
                elif placed.card == collect:
                    rect = pygame.Rect(placed.rect.right + 6, placed.rect.y + 60, 74, 26)
                    out.append(Button(rect, t("Collect"), action))
        for action in resolves:
            if action.args == ("none", "none"):
                rect = pygame.Rect(0, 0, 130, 30)
                rect.center = self.geo.board.center
                out.append(Button(rect, t("End the round"), action))
        return out

    # --- what can be clicked --------------------------------------------------------------------------------------
    def _target_tokens(self) -> set[str]:
        """Tokens of the cards a click would play or select right now."""
        tokens: set[str] = set()
        for action in self.legal:
            if (
                action.kind in ("keep", "give", "facedown", "play")
                or action.kind == "resolve"
                and str(action.args[0]) != "none"
            ):
                tokens.add(str(action.args[0]))
            elif action.kind == "pick" and all(s in map(str, action.args) for s in self.selection):
                tokens.update(str(a) for a in action.args if str(a) not in self.selection)
        return tokens

    def _placed_at(self, pos: tuple[int, int]) -> Placed | None:
        for placed in reversed(self.placed):
            if placed.rect.collidepoint(pos):
                return placed
        return None

    def _card_action(
        self, placed: Placed, legal: list[Action]
    ) -> tuple[Action | None | str, tuple[str, ...]]:
        """What a click on this card means, without changing anything: the action, or "select" for
        the first card of a pick of two (with the selection it would make), or None."""
        token = placed.token
        if token is None:
            return None, self.selection
        mine = placed.zone in (f"hand:{self.context.viewer}", f"temp:{self.context.viewer}")
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

    def handle_click(self, pos: tuple[int, int]) -> Action | None:
        self._observation()
        legal = self.context.legal_actions()
        self.legal = legal
        for button in self.buttons:
            if button.rect.collidepoint(pos) and button.action in legal:
                return button.action
        placed = self._placed_at(pos)
        if placed is None:
            if self.selection:
                self.selection = ()
                self._cache_key = None
            return None
        result, selection = self._card_action(placed, legal)
        if isinstance(result, Action) and result in legal:
            self.selection = ()
            return result
        if result == "select":
            self.selection = selection
            self._cache_key = None
        return None

    # --- hover -------------------------------------------------------------------------------------------------------
    def _draw_hover(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        self.zoomed = None
        for button in self.buttons:
            if button.rect.collidepoint(mouse):
                pygame.draw.rect(surface, lighten(GOLD, 0.4), button.rect.inflate(4, 4), 2, border_radius=9)
                return
        placed = self._placed_at(mouse)
        if placed is None:
            return
        clickable = placed.token is not None and placed.token in self._target_tokens()
        colour = lighten(GOLD, 0.5) if clickable else (200, 200, 210)
        pygame.draw.rect(surface, colour, placed.rect.inflate(6, 6), 2, border_radius=9)
        if not placed.face_up or placed.card is None:
            return
        self.zoomed = self._zoom(surface, placed)

    def _zoom(self, surface: pygame.Surface, placed: Placed) -> pygame.Rect:
        """The large view of a face-up card: its face three times its board size, its value, era
        and effect in words, and what a click on it does."""
        card = card_index()[str(placed.card)]
        words = self._card_words(placed).split("\n")[1:]  # the first line is the name and value
        content = ZoomContent(
            card.name, (t("Influence {n}", n=card.value), load_era(era_of(card.id)).name), words
        )
        self._zoom_anchor = pygame.Rect(placed.rect)
        return draw_zoom(
            surface, self.context.fonts, self.context.palette, content,
            lambda size: self._image(placed.card, size, placed.rotated, era_of(card.id)),
            placed.rect, placed.rect.size, self.geo.rect.inflate(-6, -6),
        )  # fmt: skip

    def _draw_pulses(self, surface: pygame.Surface) -> None:
        obs = self.obs
        if not obs or not obs["armed"]:
            return
        # only an outline pulses: the card itself stays readable
        light = mix((110, 110, 130), (235, 235, 245), 0.5 + 0.5 * math.sin(self._clock * 4))
        for card_id, _owner in obs["armed"]:
            rect = self.positions.get(card_id)
            if rect is not None:
                pygame.draw.rect(surface, light, rect.inflate(8, 8), 2, border_radius=9)

    def action_tooltip(self, action: Action) -> str | None:
        """What a choice would do, in words: the effect of the card a resolve would trigger (and
        where the collected card goes), or the effect of the card a draft or play choice names."""
        index = card_index()
        args = [str(arg) for arg in action.args]
        if action.kind == "resolve":
            trigger, collect = args
            parts = []
            if trigger != "none":
                name = index[trigger].name
                if trigger in self._observation()["blocked"]:
                    parts.append(t("{name} cannot be triggered this round: no effect.", name=name))
                else:
                    words = " ".join(effect_sentences(index[trigger]))
                    parts.append(t("Triggering {name}: {words}", name=name, words=words))
            if collect != "none":
                parts.append(
                    t("{name} is collected into its owner's Influence Area.", name=index[collect].name)
                )
            return "\n".join(parts) or None
        if args and args[0] in index and action.kind in ("keep", "give", "play", "facedown"):
            card = index[args[0]]
            return t("{name} (influence {value}): {words}", name=card.name, value=card.value,
                     words=" ".join(effect_sentences(card)))  # fmt: skip
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        self._observation()
        for button in self.buttons:
            if button.rect.collidepoint(pos):
                words = self.action_tooltip(button.action)
                return self.context.action_words(button.action) + ("\n" + words if words else "")
        placed = self._placed_at(pos)
        if placed is None:
            return self._space_tooltip(pos)
        if self.zoomed is not None and self._zoom_anchor == placed.rect:
            return None  # the large view beside the card already says all of it
        return self._card_words(placed)

    def _card_words(self, placed: Placed) -> str:
        """A card's words: its effect, notes, and what a click on it does."""
        # the same reading of a click as handle_click, so the tooltip says what the click does
        action, _ = self._card_action(placed, self.context.legal_actions())
        if placed.face_up and placed.card is not None:
            text = card_tooltip(card_index()[placed.card])
        elif placed.facedown and placed.card is not None and placed.zone.endswith(f":{self.context.viewer}"):
            text = t("Your face-down card: {name}. It counts as a card but has no influence.",
                     name=card_index()[placed.card].name)  # fmt: skip
        else:
            text = t("A face-down card.")
            note = gift_note(self._observation(), self.context.viewer)
            if note is not None and placed.zone == f"hand:{1 - self.context.viewer}":
                text += "\n" + note
        if placed.card is not None and any(c == placed.card for c, _ in self._observation()["armed"]):
            text += "\n" + _armed_words(card_index()[placed.card])
        if isinstance(action, Action):
            text += "\n" + t("Click: {action}", action=self.context.action_words(action))
        elif action == "select":
            text += "\n" + t("Click: select this card, then the card it goes with")
        return text

    def _space_tooltip(self, pos: tuple[int, int]) -> str | None:
        geo = self.geo
        spaces = [
            (geo.past, t("The Past: played and discarded cards, face up.")),
            (geo.independent, t("The Independent Stack: the cards nobody kept.")),
            (geo.influence["you"], t("Your Influence Area: these cards score for you.")),
            (geo.influence["rival"], t("Your rival's Influence Area.")),
            (geo.track, t("The VP track: the standee moves toward the player who wins more VP.")),
        ]
        for rect, text in spaces:
            if rect.collidepoint(pos):
                return text
        return None


# --- what is special this round ---------------------------------------------------------------------------------
def round_marks(obs: dict[str, Any]) -> list[tuple[str, Any, str]]:
    """(kind, subject, words) of what is special about this moment of the round: a card that cannot
    be triggered (its id), a round both play at once, the orange player of a check (their seat)."""
    marks: list[tuple[str, Any, str]] = []
    if obs["step"] not in ("flip", "travelers", "draft", "facedown", "over"):
        marks += [("blocked", card, t("no trigger")) for card in obs["blocked"]]
    if obs["simultaneous"] and obs["step"] == "play":
        marks.append(("together", None, t("This round both play at once")))
    frames = obs["frames"]
    if frames and frames[-1].get("orange") is not None:
        marks.append(("orange", int(frames[-1]["orange"]), t("orange")))
    return marks


def gift_note(obs: dict[str, Any], viewer: int) -> str | None:
    """The cards the viewer knows are in the rival's hand or face-down card (the viewer's gifts, say)
    but can no longer point to, once the rival has laid a card face down."""
    if obs["step"] in ("flip", "travelers", "draft"):
        return None
    hand, area = f"hand:{1 - viewer}", f"influence:{1 - viewer}#"
    cards = [
        str(card)
        for card, places in obs["maybe"]
        if hand in places and all(p == hand or str(p).startswith(area) for p in places)
    ]
    if not cards:
        return None
    names = ", ".join(card_index()[c].name for c in cards)
    return t("Their hand holds {names}; one of them may be their face-down card.", names=names)


# --- module helpers ------------------------------------------------------------------------------------------------
def _armed_words(card: Card) -> str:
    """When a waiting delayed card acts: always in the round it waits in (it is armed at the end of
    the round it was played in)."""
    timing = card.delayed.timing if card.delayed is not None else "after_coin"
    if timing == "before_play":
        return t(
            "Waiting on its Temporary Space: its delayed effect acts this round, as the cards are played."
        )
    return t(
        "Waiting on its Temporary Space: its delayed effect takes place this round, after the coin moves."
    )


def _replay(old_obs, moved) -> tuple[dict[str, list[str | None]], set[str], set[str]]:
    """The zones just before an era's scoring: the old observation with this step's moves applied."""
    zones = {k: list(v) for k, v in old_obs["zones"].items()}
    rotated = set(old_obs["rotated"])
    hidden = {zones[z][i] for z, i in old_obs["facedown"] if zones[z][i] is not None}
    for event in moved:
        if isinstance(event, CardMoved):
            source, target = zones[event.source], zones[event.target]
            card = event.card if event.card in source else None
            if card in source:
                source.remove(card)
            elif None in source:
                source.remove(None)
            target.append(event.card)
        elif event.card in hidden or any(
            event.card not in v and None in v for k, v in zones.items() if k == event.zone
        ):
            area = zones[event.zone]
            if event.card in area:
                hidden.discard(event.card)
            elif None in area:
                area[area.index(None)] = event.card
        else:
            rotated ^= {event.card}
    return zones, rotated, hidden


def _opaque(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    return surface.convert() if pygame.display.get_surface() is not None else surface


_GLOWS: dict[tuple[int, int], pygame.Surface] = {}


def _glow_rect(size: tuple[int, int]) -> pygame.Surface:
    """A soft gold halo behind a card that can be chosen."""
    if size not in _GLOWS:
        out = pygame.Surface(size, pygame.SRCALPHA)
        for i in range(4):
            pygame.draw.rect(out, (*GOLD, 40 + 25 * i), out.get_rect().inflate(-2 * i, -2 * i), 2,
                             border_radius=12)  # fmt: skip
        _GLOWS[size] = out
    return _GLOWS[size]


_STANDEES: dict[tuple, pygame.Surface] = {}


def _standee(blue: RGB, red: RGB) -> pygame.Surface:
    key = (blue, red)
    if key not in _STANDEES:
        out = pygame.Surface((36, 26), pygame.SRCALPHA)
        pygame.draw.polygon(out, (240, 236, 226), [(2, 13), (12, 2), (24, 2), (34, 13), (24, 24), (12, 24)])
        pygame.draw.polygon(out, (30, 30, 36), [(2, 13), (12, 2), (24, 2), (34, 13), (24, 24), (12, 24)], 2)
        pygame.draw.polygon(out, red, [(12, 6), (24, 6), (18, 12)])
        pygame.draw.polygon(out, blue, [(12, 20), (24, 20), (18, 14)])
        _STANDEES[key] = out
    return _STANDEES[key]


_BOARDS: dict[tuple, pygame.Surface] = {}


def _board_image(
    era: str, campaign: bool, rect: tuple, safe: bool, names: tuple[str, str], fonts
) -> pygame.Surface:
    """The printed board of an era: cloth, spaces with their icons and names, the VP track."""
    key = (era, campaign, rect, safe, names)
    if key in _BOARDS:
        return _BOARDS[key]
    if len(_BOARDS) > 12:
        _BOARDS.clear()
    style = era_style(era)
    area = pygame.Rect(rect)
    geo = Geometry(pygame.Rect(area))
    off = (-area.x, -area.y)
    out = pygame.Surface(area.size, pygame.SRCALPHA)
    out.blit(
        draw.vertical_gradient(area.size, darken(style.felt_top, 0.45), darken(style.felt_bottom, 0.4)),
        (0, 0),
    )
    pygame.draw.rect(out, mix(style.line, (0, 0, 0), 0.5), out.get_rect(), 2, border_radius=14)
    board = geo.board.move(*off)
    board_img = draw.vertical_gradient(board.size, style.felt_top, style.felt_bottom)
    mask = pygame.Surface(board.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=18)
    body = board_img.copy().convert_alpha()
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(out, (0, 0, 0), board.move(4, 6), border_radius=18)
    out.blit(body, board)
    pygame.draw.rect(out, style.line, board, 3, border_radius=18)
    pygame.draw.rect(out, mix(style.line, style.felt_top, 0.6), board.inflate(-12, -12), 1, border_radius=14)
    ink = mix(style.line, style.felt_top, 0.15)
    label_colour = mix(style.line, (255, 255, 255), 0.2)
    blue, red = side_colour("blue", _Safe(safe)), side_colour("red", _Safe(safe))

    def label(text: str, pos: tuple[int, int], colour: RGB = label_colour, size: int = 13) -> None:
        out.blit(fonts.render(text, size, colour, True), pos)

    # influence areas, with their first spaces printed
    for side, colour in (("rival", red), ("you", blue)):
        r = geo.influence[side].move(*off)
        pygame.draw.rect(out, (*mix(colour, style.felt_top, 0.7), 255), r, border_radius=10)
        pygame.draw.rect(out, colour, r, 2, border_radius=10)
        for i in range(9):
            spot = pygame.Rect(r.x + 6 + i * (AREA[0] + 6), r.y + (r.h - AREA[1]) // 2, *AREA)
            if spot.right > r.right - 206:
                break
            # the campaign's face-down card goes on the first space, which is marked only then
            out.blit(art.slot(AREA, ink, "influence" if i == 0 and campaign else "", ink), spot)
    # the Past, the Independent Stack, Temporary and Decision Spaces
    for rect_, name, glyph in (
        (geo.past, t("The Past"), "past"),
        (geo.independent, t("Independent Stack"), "independent"),
    ):
        r = rect_.move(*off)
        pygame.draw.rect(out, (*darken(style.felt_bottom, 0.3), 255), r, border_radius=10)
        pygame.draw.rect(out, ink, r, 2, border_radius=10)
        out.blit(icon(glyph, 18, label_colour), (r.x + 8, r.y + 5))
        label(name, (r.x + 30, r.y + 6))
    for side, colour in (("rival", red), ("you", blue)):
        for rects, glyph, name in (
            (geo.temp, "temporary", t("Temporary")),
            (geo.decision, "decision", t("Decision")),
        ):
            r = rects[side].move(*off)
            out.blit(art.slot(r.size, colour, glyph, mix(colour, (255, 255, 255), 0.3)), r)
            text = fonts.render(name, 11, mix(colour, (255, 255, 255), 0.45), True)
            out.blit(text, text.get_rect(midbottom=(r.centerx, r.bottom - 6)))
        cx, cy = geo.coin[side]
        centre = (cx + off[0], cy + off[1])
        pygame.draw.circle(out, mix(colour, style.felt_top, 0.5), centre, COIN_R + 6)
        pygame.draw.circle(out, colour, centre, COIN_R + 6, 2)
    # who sits where
    for side, colour, name in (("rival", red, names[1]), ("you", blue, names[0])):
        who = t("You") if side == "you" else t("Rival")
        r = geo.influence[side].move(*off)
        x = r.right - 200
        out.blit(fonts.render(who, 12, lighten(colour, 0.45), True), (x, r.centery - 20))
        out.blit(fonts.render(fonts.fit(name, 15, 130, True), 15, (245, 240, 230), True), (x, r.centery - 2))
    # the VP track (campaign) or the era's plaque
    track = geo.track.move(*off)
    if campaign:
        pygame.draw.rect(out, darken(style.felt_bottom, 0.4), track, border_radius=12)
        pygame.draw.rect(out, style.line, track, 2, border_radius=12)
        for pos in range(-TRACK, TRACK + 1):
            x, y = geo.track_space(pos, TRACK)
            colour = blue if pos > 0 else red if pos < 0 else style.line
            pygame.draw.circle(out, mix(colour, style.felt_bottom, 0.35), (x + off[0], y + off[1]), 11)
            pygame.draw.circle(out, colour, (x + off[0], y + off[1]), 11, 2)
        label("VP", (track.x + 9, track.y + 2), style.line, 12)
    else:
        pygame.draw.rect(out, darken(style.felt_bottom, 0.3), track, border_radius=12)
        pygame.draw.rect(out, ink, track, 1, border_radius=12)
        name = load_era(era).name
        text = pygame.transform.rotate(fonts.render(name, 16, label_colour, True), 90)
        draw.blit_centered(out, text, track.center)
    _BOARDS[key] = out
    return out


@dataclass(frozen=True)
class _Safe:
    colour_blind: bool


def era_of(card_id: str) -> str:
    """The era a card belongs to (a campaign's hover may show a card of an earlier era)."""
    for era_id in ERAS:
        if any(card.id == card_id for card in load_era(era_id).cards):
            return era_id
    raise KeyError(card_id)
