"""From the engine's events of one step to the animations and sounds that show them on the
Time Division table, in order, each card flying from where it lay to where it now lies.

Only events and the viewer's views (before and after the step) are read: never the hidden state.
The figures an era's scoring shows come with its events (view.scored_areas).
"""

from __future__ import annotations

import pygame

from timetravel.engine.events import CardFlipped, CardMoved, Event, PieceMoved, RoundEnded
from timetravel.games.division.content import load_era
from timetravel.games.division.view import DivisionView, scored_areas
from timetravel.i18n import t
from timetravel.ui.boards.base import BoardContext
from timetravel.ui.boards.division import cards as art
from timetravel.ui.boards.division.anims import CoinFlip, Scoring, StandeeMove
from timetravel.ui.boards.division.board_art import COIN_R, standee_image
from timetravel.ui.boards.division.layout import AREA, PAST
from timetravel.ui.boards.division.table import DivisionTable
from timetravel.ui.boards.division.theme import side_colour
from timetravel.ui.boards.kit.anims import Flight, Flip, Shadow, Turn
from timetravel.ui.palette import lighten
from timetravel.ui.widgets.tween import Animation

STEP = 0.24  # seconds between the cards of one effect, so each move can be followed
SHADOW = Shadow((4, 4, 8), (5, 8), 6)  # a flying card's shadow on the cloth
ARC = 36


class DivisionDirector:
    def __init__(self, context: BoardContext, table: DivisionTable) -> None:
        self.context, self.table = context, table
        self.out: list[Animation] = []
        self.sounds: list[str] = []

    def play(
        self,
        events: list[Event],
        before: DivisionView,
        positions: dict[str, pygame.Rect],
        after: DivisionView,
    ) -> list[Animation]:
        """The animations of one step, in order (their sounds in `sounds`): `before` and `positions`
        are the table as it was, `after` as it is now."""
        self.before, self.positions, self.after = before, positions, after
        self.out, self.sounds = [], []
        delay = 0.0
        animated: set[str] = set()
        for event in events:
            if isinstance(event, CardMoved):
                delay = self._fly(event, animated, delay)
            elif isinstance(event, CardFlipped):
                delay = self._flip(event, animated, delay)
            elif isinstance(event, PieceMoved) and event.piece == "coin" and event.source == "coin:none":
                self._toss()  # the coin toss: the coin comes from nowhere
            elif isinstance(event, PieceMoved) and event.piece == "coin":
                delay = self._coin_move(event, delay)
            elif isinstance(event, RoundEnded):
                delay = self._scoring(events, delay)
        return self.out

    def _arrival(self, event: CardMoved, animated: set[str]) -> str | None:
        """The card a hidden move brought into a zone the viewer sees into (their own hand): the one
        card there the viewer knows now and did not know there before."""
        if event.target != f"hand:{self.context.viewer}":
            return None
        now = self.after.zones.get(event.target, ())
        before = self.before.zones.get(event.target, ())
        new = [c for c in now if c is not None and c not in before and c not in animated]
        return new[0] if len(new) == 1 else None

    def _fly(self, event: CardMoved, animated: set[str], delay: float) -> float:
        # a card every seat saw (where it left or where it lands) flies face up; so does one that
        # lands in the viewer's own hand
        table = self.table
        card = event.card if event.card is not None else self._arrival(event, animated)
        start_rect = self.positions.get(card) if card else None
        start = start_rect.center if start_rect else table.zone_anchor(event.source, event.target)
        end_rect = table.positions.get(card) if card else None
        end = end_rect.center if end_rect else table.zone_anchor(event.target, event.source)
        size = end_rect.size if end_rect else AREA
        rotated = card is not None and card in self.after.rotated
        image = table.image(card, size, rotated)
        self.out.append(Flight(start, end, image, delay=delay, hides=card, arc=ARC, shadow=SHADOW,
                                 wait_visible=card not in animated))  # fmt: skip
        if card:
            animated.add(card)
        self.sounds.append("flip")
        quick = event.source == "deck" or card is None
        return delay + (0.1 if quick else STEP)

    def _flip(self, event: CardFlipped, animated: set[str], delay: float) -> float:
        table = self.table
        card = event.card
        was, now = self.before.rotated, self.after.rotated
        rect = self.positions.get(card) or table.positions.get(card)
        if rect is None:
            return delay
        if (card in was) != (card in now):
            self.out.append(Turn(rect.center, table.image(card, rect.size), card, card in now, delay))
            animated.add(card)
            return delay + 0.45
        rect = table.positions.get(card) or rect
        front = table.image(card, rect.size, card in now)
        self.out.append(Flip(rect.center, front, art.back(table.era, rect.size), card, delay))
        animated.add(card)
        self.sounds.append("flip")
        return delay + 0.2

    def _coin_move(self, event: PieceMoved, delay: float) -> float:
        seats = [event.source.partition(":")[2], event.target.partition(":")[2]]
        if not all(s.isdigit() for s in seats):
            return delay
        geo, side = self.table.geo, self.table.seat_side
        start, end = geo.coin[side(int(seats[0]))], geo.coin[side(int(seats[1]))]
        self.out.append(CoinFlip(start, end, COIN_R, delay))
        self.sounds.append("tick")
        return delay + 0.4

    def _toss(self) -> None:
        coin = self.after.coin
        if coin is None:
            return
        geo = self.table.geo
        end = geo.coin[self.table.seat_side(coin)]
        self.out.append(CoinFlip(geo.board.center, end, COIN_R, 0.0, turns=5))

    def _scoring(self, events: list[Event], delay: float) -> float:
        """Count up each player's cards as the era ends, with the figures the rules scored (carried by
        the events), then move the standee (campaign)."""
        areas = scored_areas(events)
        after, table = self.after, self.table
        if not after.results:
            return delay
        result = after.results[-1]
        pal, viewer = self.context.palette, self.context.viewer
        rows = []
        for seat in (1 - viewer, viewer):
            scored = areas.get(seat, ())
            images = [(table.image(c.card, PAST, c.rotated, result.era), c.influence) for c in scored]
            who = t("You") if seat == viewer else t("Rival")
            label = f"{who} — {self.context.seat_name(seat)}"
            rows.append((label, lighten(side_colour("blue" if seat == viewer else "red", pal), 0.2), images,
                         result.totals[seat]))  # fmt: skip
        era = t(load_era(result.era).name)
        winner = self.context.seat_name(result.winner)
        verdict = t("{name} wins {era}.", name=winner, era=era)
        if after.campaign:
            vp = result.vp
            verdict += " " + t("VP: you {a}, your rival {b}.", a=vp[viewer], b=vp[1 - viewer])
        geo = table.geo
        area = pygame.Rect(geo.track.right + 8, geo.rect.y, 0, geo.rect.h)
        area.w = geo.rect.right - area.x - 8  # the VP track stays in sight for the standee
        scoring = Scoring(rows, t("Scoring: {era}", era=era), verdict, area, self.context.fonts, delay)
        self.out.append(scoring)
        self.sounds.append("chime")
        delay += scoring.duration - Scoring.HOLD + 0.2
        if after.campaign:
            start = table.track_pos(self.before.standee)
            end = table.track_pos(result.standee)
            image = standee_image(side_colour("blue", pal), side_colour("red", pal))
            self.out.append(StandeeMove(start, end, image, delay))
            delay += 0.8
        return delay
