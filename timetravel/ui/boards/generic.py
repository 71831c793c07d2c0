"""GenericBoardView: any game, drawn from the viewer's observation.

The observation's top-level entries become framed zones: per-seat lists become a table with each
seat's marker and name, lists of cards become chips (the viewer's hand as small cards), numbers
and words become big values, nested data becomes tidy rows. A chip that stands for exactly one legal
action glows and plays it when clicked. Engine events animate between the zones they name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from timetravel.engine.actions import Action
from timetravel.engine.events import CardFlipped, CardMoved, DiceRolled, Event, PieceMoved, ScoreChanged
from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.boards.base import BoardContext, BoardView
from timetravel.ui.palette import darken, lighten, mix
from timetravel.ui.widgets.card import CardFace, CardSprite, FlipInPlace, FlyingCard, card_back, card_face
from timetravel.ui.widgets.dice import DiceRoll
from timetravel.ui.widgets.popups import ScorePopup

_PAD = 14
_HEADER = 46
_ZONE_TITLE = 30
_ROW = 30
_CHIP = (46, 58)
_CARD = (72, 102)
_HANDLIKE = ("hand", "cards", "tableau", "reserve")
_NOT_PER_SEAT = ("hand", "played", "deck", "discard", "pile", "cards", "history", "log")
_SCORELIKE = ("score", "trick", "point", "vp", "gold", "coins")
_PER_SEAT_HINTS = ("size", "count", "score", "trick", "point", "table", "seat", "player")
_SEAT_VALUED = ("leader", "turn", "dealer", "current", "active", "first", "to_act", "winner")

Offset = tuple[int, int]  # from screen to the board surface's own coordinates
# draws one zone on the board surface: (surface, zone, its rect there, legal actions, actor, offset)
ZoneDrawer = Callable[[pygame.Surface, "Zone", pygame.Rect, list[Action], int, Offset], None]


@dataclass
class Zone:
    key: str
    kind: str  # "seats", "cards", "value", "rows"
    data: Any
    rect: pygame.Rect = field(default_factory=pygame.Rect)


@dataclass
class Target:
    rect: pygame.Rect
    value: Any
    action: Action | None
    sprite: CardSprite | None = None


def humanize(key: str) -> str:
    return t(key.replace("_", " ").strip().capitalize())


def compact(value: Any, limit: int = 60) -> str:
    """A short readable form of any JSON value."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return t("yes") if value else t("no")
    if isinstance(value, str | int | float):
        text = str(value)
    elif isinstance(value, list):
        text = ", ".join(compact(v, 20) for v in value) or "—"
    elif isinstance(value, dict):
        text = "; ".join(f"{k}: {compact(v, 20)}" for k, v in value.items()) or "—"
    else:
        text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def classify(key: str, value: Any, seats: int) -> str:
    lowered = key.lower()
    scalars = isinstance(value, list) and all(
        v is None or isinstance(v, int | float | str | bool) for v in value
    )
    hinted = any(w in lowered for w in _PER_SEAT_HINTS) or not any(w in lowered for w in _NOT_PER_SEAT)
    if scalars and len(value) == seats and seats > 1 and hinted:
        return "seats"
    if (
        isinstance(value, int)
        and not isinstance(value, bool)
        and 0 <= value < seats
        and lowered in _SEAT_VALUED
    ):
        return "seat"
    if scalars:
        return "cards"
    if isinstance(value, int | float | str | bool) or value is None:
        return "value"
    return "rows"


def action_for(value: Any, actions: list[Action]) -> Action | None:
    """The one legal action whose arguments include this value, if exactly one does."""
    matches = [
        a
        for a in actions
        if value in a.args or (isinstance(value, int | str) and str(value) in map(str, a.args))
    ]
    return matches[0] if len(matches) == 1 else None


class GenericBoardView(BoardView):
    def __init__(self, context: BoardContext) -> None:
        super().__init__(context)
        self.zones: list[Zone] = []
        self.targets: list[Target] = []
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple[object, ...] | None = None
        self._rect = pygame.Rect(0, 0, 0, 0)
        self._seats = context.seat_count

    # --- protocol --------------------------------------------------------------------------------
    def set_viewer(self, seat: int) -> None:
        super().set_viewer(seat)
        self._cache_key = None

    def on_events(self, events: list[Event]) -> None:
        self._cache_key = None
        if not self._rect.w:
            return
        self._layout(self.context.observation(), self._rect)
        delay = 0.0
        for event in events:
            delay = self._animate(event, delay)

    def handle_click(self, pos: tuple[int, int]) -> Action | None:
        legal = self.context.legal_actions()
        for target in self.targets:
            if target.rect.collidepoint(pos) and target.action is not None and target.action in legal:
                return target.action
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for target in self.targets:
            if target.rect.collidepoint(pos):
                if target.action is not None:
                    return self.context.action_words(target.action)
                return None
        return None

    # --- layout -----------------------------------------------------------------------------------
    def _layout(self, observation: dict[str, Any], rect: pygame.Rect) -> None:
        seats = self._seats
        zones = [
            Zone(k, classify(k, v, seats), v)
            for k, v in observation.items()
            if k not in ("seat", "seats", "viewer")
        ]
        hands = [z for z in zones if z.kind == "cards" and any(w in z.key.lower() for w in _HANDLIKE)]
        others = [z for z in zones if z not in hands]
        inner = rect.inflate(-2 * _PAD, -2 * _PAD)
        bottom = inner.bottom
        for zone in reversed(hands):  # the viewer's cards along the bottom edge, full width
            height = self._zone_height(zone, inner.w)
            zone.rect = pygame.Rect(inner.x, bottom - height, inner.w, height)
            bottom -= height + _PAD
        for columns in (2, 3, 4):  # as many columns as it takes to fit above the hands
            col_w = (inner.w - (columns - 1) * _PAD) // columns
            tops = [inner.y + _HEADER] * columns
            for zone in others:
                col = tops.index(min(tops))
                height = self._zone_height(zone, col_w)
                zone.rect = pygame.Rect(inner.x + col * (col_w + _PAD), tops[col], col_w, height)
                tops[col] += height + _PAD
            if max(tops) - _PAD <= bottom:
                break
        self.zones = others + hands

    def _zone_height(self, zone: Zone, width: int) -> int:
        if zone.kind == "seats":
            return _ZONE_TITLE + _ROW * len(zone.data) + 8
        if zone.kind in ("value", "seat"):
            return _ZONE_TITLE + 40
        if zone.kind == "cards":
            if not zone.data:
                return _ZONE_TITLE + 26
            w, h = self._chip_size(zone)
            per_row = max(1, (width - 20) // (w + 8))
            chip_rows = max(1, -(-len(zone.data) // per_row))
            return _ZONE_TITLE + chip_rows * (h + 8) + 8
        rows = self._rows(zone)
        return _ZONE_TITLE + 22 * len(rows) + 10

    def _chip_size(self, zone: Zone) -> tuple[int, int]:
        return _CARD if any(w in zone.key.lower() for w in _HANDLIKE) else _CHIP

    @staticmethod
    def _rows(zone: Zone) -> list[str]:
        data = zone.data
        if isinstance(data, dict):
            rows = [f"{humanize(str(k))}: {compact(v)}" for k, v in data.items()]
        elif isinstance(data, list):
            rows = [compact(v) for v in data]
        else:
            rows = [compact(data)]
        return rows[:12] or ["—"]

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        ctx = self.context
        legal = ctx.legal_actions()
        key = (ctx.moment(), ctx.viewer, tuple(map(str, legal)), ctx.palette, tuple(rect))
        if key != self._cache_key or self._cache is None:
            self._rect = pygame.Rect(rect)
            self._layout(ctx.observation(), rect)
            self._cache = self._render(rect, legal, ctx.to_act())
            self._cache_key = key
        surface.blit(self._cache, rect)
        mouse = ctx.mouse_pos()
        hovered = next((tg for tg in self.targets if tg.rect.collidepoint(mouse)), None)
        if hovered is not None and hovered.action is not None:
            pygame.draw.rect(
                surface, lighten(ctx.palette.accent, 0.45), hovered.rect.inflate(6, 6), 3, border_radius=9
            )
        self.animator.draw(surface)
        if hovered is not None and hovered.sprite is not None and not self.animator.busy:
            hovered.sprite.draw_hover(surface, ctx.fonts, ctx.palette, mouse)

    def _render(self, rect: pygame.Rect, legal: list[Action], actor: int) -> pygame.Surface:
        ctx = self.context
        pal, fonts = ctx.palette, ctx.fonts
        out = pygame.Surface(rect.size, pygame.SRCALPHA)
        local = out.get_rect()
        out.blit(draw.vertical_gradient(rect.size, mix(pal.accent, (16, 18, 28), 0.86), (12, 13, 20)), (0, 0))
        pygame.draw.rect(out, mix(pal.accent, pal.border, 0.55), local, 2, border_radius=14)
        ox, oy = -rect.x, -rect.y
        draw.seat_marker(out, (_PAD + 16, _PAD + 18), ctx.viewer, pal, fonts, r=12)
        seen = t("Seen by {name}", name=ctx.seat_name(ctx.viewer))
        out.blit(fonts.render(seen, 18, pal.text, True), (_PAD + 38, _PAD + 6))
        self.targets = []
        for zone in self.zones:
            zr = zone.rect.move(ox, oy)
            draw.panel(out, zr, pal, fill=mix(pal.panel, pal.accent, 0.05), radius=10, shadow=True)
            out.blit(
                fonts.render(humanize(zone.key), 14, lighten(pal.accent, 0.25), True), (zr.x + 12, zr.y + 7)
            )
            self._drawers[zone.kind](out, zone, zr, legal, actor, (ox, oy))
        return out

    @property
    def _drawers(self) -> dict[str, ZoneDrawer]:
        """How each kind of zone (see classify) is drawn."""
        return {
            "seats": self._draw_seats,
            "seat": self._draw_seat,
            "value": self._draw_value,
            "rows": self._draw_rows,
            "cards": self._draw_cards,
        }

    def _draw_seats(
        self,
        out: pygame.Surface,
        zone: Zone,
        zr: pygame.Rect,
        legal: list[Action],
        actor: int,
        offset: Offset,
    ) -> None:
        pal, fonts = self.context.palette, self.context.fonts
        for seat, value in enumerate(zone.data):
            row = pygame.Rect(zr.x + 6, zr.y + _ZONE_TITLE + seat * _ROW, zr.w - 12, _ROW - 2)
            if seat == actor:
                pygame.draw.rect(out, mix(pal.panel_hi, pal.seat_colour(seat), 0.18), row, border_radius=6)
            draw.seat_marker(out, (row.x + 14, row.centery), seat, pal, fonts, r=9)
            name = fonts.fit(self.context.seat_name(seat), 15, row.w - 110)
            out.blit(fonts.render(name, 15, pal.text), (row.x + 30, row.y + 4))
            text = fonts.render(compact(value, 14), 17, pal.text if value is not None else pal.muted, True)
            out.blit(text, (row.right - text.get_width() - 8, row.y + 3))

    def _draw_value(
        self,
        out: pygame.Surface,
        zone: Zone,
        zr: pygame.Rect,
        legal: list[Action],
        actor: int,
        offset: Offset,
    ) -> None:
        pal, fonts = self.context.palette, self.context.fonts
        text = fonts.render(fonts.fit(compact(zone.data), 26, zr.w - 24, True), 26, pal.text, True)
        out.blit(text, (zr.x + 12, zr.y + _ZONE_TITLE + 2))

    def _draw_seat(
        self,
        out: pygame.Surface,
        zone: Zone,
        zr: pygame.Rect,
        legal: list[Action],
        actor: int,
        offset: Offset,
    ) -> None:
        pal, fonts = self.context.palette, self.context.fonts
        seat = int(zone.data)
        draw.seat_marker(out, (zr.x + 24, zr.y + _ZONE_TITLE + 17), seat, pal, fonts, r=12)
        name = fonts.fit(self.context.seat_name(seat), 20, zr.w - 60, True)
        out.blit(fonts.render(name, 20, pal.text, True), (zr.x + 44, zr.y + _ZONE_TITLE + 3))

    def _draw_rows(
        self,
        out: pygame.Surface,
        zone: Zone,
        zr: pygame.Rect,
        legal: list[Action],
        actor: int,
        offset: Offset,
    ) -> None:
        pal, fonts = self.context.palette, self.context.fonts
        for i, line in enumerate(self._rows(zone)):
            out.blit(
                fonts.render(fonts.fit(line, 14, zr.w - 24), 14, pal.text),
                (zr.x + 12, zr.y + _ZONE_TITLE + i * 22),
            )

    def _draw_cards(
        self,
        out: pygame.Surface,
        zone: Zone,
        zr: pygame.Rect,
        legal: list[Action],
        actor: int,
        offset: Offset,
    ) -> None:
        ctx = self.context
        pal, fonts = ctx.palette, ctx.fonts
        w, h = self._chip_size(zone)
        big = (w, h) == _CARD
        per_row = max(1, (zr.w - 20) // (w + 8))
        if not zone.data:
            out.blit(fonts.render(t("empty"), 14, pal.muted), (zr.x + 12, zr.y + _ZONE_TITLE + 4))
        for i, value in enumerate(zone.data):
            r, c = divmod(i, per_row)
            chip = pygame.Rect(zr.x + 10 + c * (w + 8), zr.y + _ZONE_TITLE + r * (h + 8), w, h)
            action = action_for(value, legal) if value is not None else None
            screen_rect = chip.move(-offset[0], -offset[1])
            sprite = None
            if big and value is not None:
                words = isinstance(value, str) and not value.lstrip("-").isdigit()
                face = CardFace(
                    title=compact(value, 24) if words else "",
                    number="" if words else compact(value, 6),
                    category=zone.key,
                    accent=pal.accent,
                )
                sprite = CardSprite(
                    face, chip, pal.accent, tooltip=self.context.action_words(action) if action else ""
                )
                sprite.legal = action is not None
                sprite.draw(out, fonts)
                sprite.rect = screen_rect
            else:
                self._chip(out, chip, value, action is not None)
            self.targets.append(Target(screen_rect, value, action, sprite))

    def _chip(self, out: pygame.Surface, chip: pygame.Rect, value: Any, legal: bool) -> None:
        pal, fonts = self.context.palette, self.context.fonts
        if value is None:
            pygame.draw.rect(out, pal.panel_hi, chip, 1, border_radius=7)
            return
        fill = lighten(pal.panel_hi, 0.06)
        pygame.draw.rect(out, fill, chip, border_radius=7)
        pygame.draw.rect(
            out, pal.accent if legal else mix(pal.accent, pal.border, 0.6), chip, 2, border_radius=7
        )
        text = fonts.render(fonts.fit(compact(value, 8), 17, chip.w - 6, True), 17, pal.text, True)
        out.blit(text, text.get_rect(center=chip.center))

    # --- animation ------------------------------------------------------------------------------------
    def _zone(self, name: str) -> Zone | None:
        base = name.partition(":")[0].lower()
        for zone in self.zones:
            if zone.key.lower() == base:
                return zone
        for zone in self.zones:
            key = zone.key.lower()
            if key.startswith(base) or base.startswith(key):
                return zone
        return None

    def _seat_row(self, seat: int, prefer: str = "") -> tuple[int, int] | None:
        tables = [z for z in self.zones if z.kind == "seats"]
        tables.sort(key=lambda z: 0 if prefer and z.key.lower().startswith(prefer) else 1)
        if not tables or seat >= len(tables[0].data):
            return None
        zr = tables[0].rect
        return (zr.centerx, zr.y + _ZONE_TITLE + seat * _ROW + _ROW // 2)

    def anchor(self, name: str, seat: int | None = None) -> tuple[int, int]:
        """Where a zone named in an event ("hand:1", "table", "deck") sits on screen."""
        base, _, index = name.partition(":")
        owner = int(index) if index.lstrip("-").isdigit() else seat
        zone = self._zone(name)
        if zone is not None and zone.kind == "seats" and owner is not None and 0 <= owner < len(zone.data):
            return (zone.rect.centerx, zone.rect.y + _ZONE_TITLE + owner * _ROW + _ROW // 2)
        if zone is not None and (owner is None or owner == self.context.viewer or zone.kind != "cards"):
            return zone.rect.center
        if owner is not None:
            row = self._seat_row(owner, base.lower())
            if row is not None:
                return row
        return (self._rect.x + 60, self._rect.y + 90)

    def _animate(self, event: Event, delay: float) -> float:
        ctx = self.context
        pal, fonts = ctx.palette, ctx.fonts
        if isinstance(event, CardMoved):
            start = self.anchor(event.source, event.seat)
            end = self.anchor(event.target, event.seat)
            back = card_back(pal.accent, (54, 76))
            image = back
            if event.card is not None and event.face_up:
                image = card_face(
                    CardFace(title="", number=str(event.card), accent=pal.accent), (54, 76), fonts
                )
            self.animator.add(FlyingCard(start, end, image, duration=0.34, delay=delay))
            ctx.sounds.play("flip")
            return delay + 0.08
        if isinstance(event, PieceMoved):
            start, end = self.anchor(event.source, event.seat), self.anchor(event.target, event.seat)
            token = pygame.Surface((26, 26), pygame.SRCALPHA)
            colour = pal.seat_colour(event.seat) if event.seat is not None else pal.accent
            pygame.draw.circle(token, colour, (13, 13), 12)
            pygame.draw.circle(token, darken(colour, 0.5), (13, 13), 12, 2)
            self.animator.add(FlyingCard(start, end, token, duration=0.3, delay=delay))
            return delay + 0.05
        if isinstance(event, CardFlipped):
            centre = self.anchor(event.zone)
            front = card_face(CardFace(title="", number=event.card, accent=pal.accent), (54, 76), fonts)
            self.animator.add(FlipInPlace(centre, front, card_back(pal.accent, (54, 76)), event.face_up))
            ctx.sounds.play("flip")
            return delay
        if isinstance(event, DiceRolled):
            seed = hash(event.faces) & 0xFFFF
            sides = tuple(range(1, 7)) if event.die == "d6" else tuple(event.faces)
            self.animator.add(DiceRoll(tuple(event.faces), self._rect.center, fonts, sides=sides, seed=seed))
            ctx.sounds.play("dice")
            return delay + 0.4
        if isinstance(event, ScoreChanged):
            row = None
            for word in _SCORELIKE:
                zone = next((z for z in self.zones if z.kind == "seats" and word in z.key.lower()), None)
                if zone is not None and event.seat < len(zone.data):
                    row = (zone.rect.right - 40, zone.rect.y + _ZONE_TITLE + event.seat * _ROW + _ROW // 2)
                    break
            pos = row or (self._rect.centerx, self._rect.y + 80)
            self.animator.add(
                ScorePopup(fonts, pos, event.delta, lighten(pal.seat_colour(event.seat), 0.2), delay)
            )
            ctx.sounds.play("chime")
        return delay


BOARD = GenericBoardView
