"""From the engine's events of one step to the animations that show it, in order.

The director follows the Game Area and the current pile through the step (a reveal appends a card,
a Rocket moves the turn one pile back, the end of a turn clears the area) so each flight starts and
ends where the card really is. Only events and the seat's views are read: never the hidden state.
"""

from __future__ import annotations

import pygame

from timetravel.engine.events import (
    CardFlipped,
    CardMoved,
    Event,
    GameEnded,
    RoundEnded,
    ScoreChanged,
    TurnStarted,
)
from timetravel.games.rocket.content import PERIODS, ROCKET_VALUE, SPECIAL_CARDS, VORTEX
from timetravel.games.rocket.view import RocketView
from timetravel.i18n import t
from timetravel.ui.boards.kit.anims import Flight
from timetravel.ui.boards.rocket.anims import (
    Banner,
    RocketFlight,
    RoundSummary,
    VortexSwirl,
    banner_image,
    summary_image,
)
from timetravel.ui.boards.rocket.cards import CardArt, category_name
from timetravel.ui.boards.rocket.layout import Layout
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, Palette
from timetravel.ui.widgets.popups import ScorePopup
from timetravel.ui.widgets.tween import Animation

Obs = RocketView
Point = tuple[int, int]
ROCKET_BLUE = (58, 150, 226)
VORTEX_PURPLE = (130, 70, 190)
FORCED_RED = (222, 58, 72)
GOLD = (255, 196, 40)
HOLD = ("hold",)  # while hidden, the table keeps showing the position before the step


class Hold(Animation):
    """Draws nothing: while it runs the table shows the round that just ended, not the next one."""

    blocking = False
    hides = HOLD


class Director:
    def __init__(self, art: CardArt, fonts: Fonts, palette: Palette, names: list[str]) -> None:
        self.art, self.fonts, self.palette, self.names = art, fonts, palette, names
        self.deck = art.deck

    def play(self, events: list[Event], before: Obs | None, after: Obs, layout: Layout,
             offset: Point) -> list[Animation]:  # fmt: skip
        self.layout, self.offset, self.after = layout, offset, after
        self.area: list[str] = list(before.area) if before else []
        self.pile: int = before.pile if before else after.pile
        self.flipped: set[str] = set()
        self.delay = 0.0
        self.out: list[Animation] = []
        self.before = before
        for event in events:
            self._event(event)
        return self.out

    # --- where things are (screen pixels) ---------------------------------------------------------
    def _at(self, rect: pygame.Rect) -> Point:
        return (rect.centerx + self.offset[0], rect.centery + self.offset[1])

    def _area_spot(self, index: int) -> Point:
        count = max(index + 1, len(self.after.area))
        return self._at(self.layout.area_slots(count)[index])

    def _zone(self, zone: str, card: str | None) -> Point:
        base, _, arg = zone.partition(":")
        if base == "pile":
            return self._at(self.layout.piles[PERIODS.index(arg)])
        if base == "team" and card in self.deck.characters:
            return self._at(self.layout.seats[int(arg)].slots[self.deck.characters[card].category])
        if base in ("team", "rockets"):
            seat = self.layout.seats[int(arg)]
            kind = card if card in SPECIAL_CARDS else "rocket"
            return self._at(seat.tokens[kind] if base == "rockets" else seat.header)
        if base == "game_area":
            index = self.area.index(card) if card in self.area else max(0, len(self.area) - 1)
            return self._area_spot(index)
        if base == "look":
            return self._at(self.layout.look_rect())
        if base == "rocket_pile":
            return self._at(self.layout.rocket_pile)
        if base == "objective":
            return self._at(self.layout.objective)
        return self._at(self.layout.discard)

    def _face(self, card: str | None, small: bool = False) -> pygame.Surface:
        size = self.layout.area_card if not small else (46, 64)
        if card is None:
            return self.art.back(max(0, self.pile), size)
        if card in SPECIAL_CARDS and small:
            return self.art.token(card, 16)
        return self.art.face(card, size)

    def _add(self, animation: Animation, step: float) -> None:
        self.out.append(animation)
        self.delay += step

    def _banner(self, title: str, subtitle: str, colour: RGB, duration: float = 1.3) -> None:
        centre = self._at(self.layout.area)
        self._add(
            Banner(self._banner_image(title, subtitle, colour), centre, delay=self.delay, duration=duration),
            duration * 0.75,  # what follows waits until the banner has been read
        )

    def _banner_image(self, title: str, subtitle: str, colour: RGB) -> pygame.Surface:
        key = ("banner", title, subtitle, colour)
        return self.art.cached(key, lambda: banner_image(self.fonts, title, subtitle, colour))

    # --- one event ---------------------------------------------------------------------------------
    def _event(self, event: Event) -> None:
        if isinstance(event, TurnStarted):
            self.area, self.pile, self.flipped = [], len(PERIODS) - 1, set()
        elif isinstance(event, CardFlipped):
            self._flipped(event)
        elif isinstance(event, CardMoved):
            self._moved(event)
        elif isinstance(event, ScoreChanged) and event.delta:
            seat = self.layout.seats[event.seat]
            pos = (seat.score.centerx + self.offset[0], seat.score.centery + self.offset[1])
            self.out.append(
                ScorePopup(self.fonts, pos, event.delta, self.palette.seat_colour(event.seat), self.delay)
            )
        elif isinstance(event, RoundEnded):
            self._round_ended(event)
        elif isinstance(event, GameEnded):
            names = ", ".join(self.names[s] for s in event.winners)
            line = (
                t("{names} wins!", names=names) if len(event.winners) == 1 else t("{names} win!", names=names)
            )
            self._banner(t("GAME OVER"), line, GOLD, 2.0)

    def _flipped(self, event: CardFlipped) -> None:
        card, zone = event.card, event.zone
        if zone == "objective":
            target = self._at(self.layout.objective)
            start = (self.offset[0] + self.layout.size[0] // 2, self.offset[1] - 40)
            image = self.art.objective(card, self.layout.objective.size)
            self._add(Flight(start, target, image, duration=0.5, delay=self.delay, hides=("objective",)), 0.5)
            return
        pile = PERIODS.index(zone.partition(":")[2])
        self.pile = pile
        index = len(self.area)
        self.area.append(card)
        after_area = self.after.area
        hides = ("area", index) if index < len(after_area) and after_area[index] == card else None
        back = self.art.back(pile, self.layout.area_card)
        self._add(Flight(self._zone(zone, card), self._area_spot(index), self._face(card), back=back,
                         duration=0.45, delay=self.delay, hides=hides,
                         start_size=self.layout.piles[pile].size), 0.42)  # fmt: skip
        if card in ROCKET_VALUE and pile > 0:
            self._rocket(pile, pile - 1)
        elif card == VORTEX:
            self.out.append(VortexSwirl(self._area_spot(index), delay=self.delay))
            self._banner(t("VORTEX!"), t("{name} loses the rest of the turn", name=self.names[self.after_turn()]),
                         VORTEX_PURPLE)  # fmt: skip
        elif card in self.deck.characters:
            self.flipped.add(card)

    def after_turn(self) -> int:
        return self.before.turn if self.before else self.after.turn

    def _rocket(self, start: int, end: int) -> None:
        a, b = self._at(self.layout.piles[start]), self._at(self.layout.piles[end])
        self._add(RocketFlight(a, b, delay=self.delay), 0.75)
        self.pile = end
        period = t(self.deck.period_name(end))
        self._banner(t("ROCKET!"), t("The turn jumps back to the {period}", period=period), ROCKET_BLUE, 1.1)

    def _moved(self, event: CardMoved) -> None:
        card, source, target = event.card, event.source, event.target
        if source == "game_area" and card is None:  # the area is cleared at the end of a turn
            end = self._at(self.layout.discard)
            for i, old in enumerate(self.area):
                self.out.append(Flight(self._area_spot(i), end, self._face(old), duration=0.36,
                                       delay=self.delay + 0.05 * i))  # fmt: skip
            self.delay += 0.3 if self.area else 0
            self.area = []
            return
        start = self._zone(source, card)
        if source.startswith("rockets") and target == "game_area" and card is not None:  # a Rocket spent
            self._add(Flight(start, self._area_spot(len(self.area)), self._face(card), duration=0.35,
                             delay=self.delay, hides=("area", len(self.area))), 0.3)  # fmt: skip
            self.area.append(card)
            self._rocket(self.pile, max(0, self.pile - ROCKET_VALUE.get(card, 1)))
            return
        if source.startswith("pile") and target == "discard" and card in self.area:
            start = self._area_spot(self.area.index(card))  # revealed only to complete the objective
        elif source.startswith("pile") or source == "discard":
            start = self._at(self.layout.look_rect())  # taken from the cards seen with a Creative/Explorer
        end = self._zone(target, card)
        hides = None
        if target.startswith("team") and card in self.deck.characters:
            hides = ("team", int(target.partition(":")[2]), self.deck.characters[card].category)
        small = card in SPECIAL_CARDS and target.startswith("rockets")
        self._add(
            Flight(start, end, self._face(card, small), duration=0.42, delay=self.delay, hides=hides), 0.3
        )
        if source == "game_area" and card in self.area:
            self.area.remove(card)
        if source == "game_area" and target.startswith("team") and card in self.flipped:
            self._forced(card, int(target.partition(":")[2]))

    def _forced(self, card: str, seat: int) -> None:
        character = self.deck.characters[card]
        subtitle = t("A second {category} this turn: {name} must recruit {card}",
                     category=category_name(character.category), name=self.names[seat], card=t(character.name))  # fmt: skip
        self._banner(t("FORCED RECRUIT!"), subtitle, FORCED_RED)

    # --- the end of a round ------------------------------------------------------------------------
    def _round_ended(self, event: RoundEnded) -> None:
        objective_word = "objective"  # the engine's stable breakdown key
        team = {seat: 0 for seat in range(len(self.names))}
        bonus = {seat: 0 for seat in range(len(self.names))}
        playing = []
        for seat, reason, points in event.breakdown:
            if seat not in playing:
                playing.append(seat)
            if reason == objective_word:
                bonus[seat] += points
            else:
                team[seat] += points
        done = [seat for seat in playing if bonus[seat]]
        objective = self.deck.objectives.get(self.before.objective or "") if self.before else None
        if done and objective is not None:
            name = t(objective.name)
            self._banner(
                t("OBJECTIVE!"), t("{player} completes {name}", player=self.names[done[0]], name=name), GOLD
            )
            reason = t("{player} completes {name} (+{points})", player=self.names[done[0]], name=name,
                       points=objective.points)  # fmt: skip
        elif full := [seat for seat in playing if seat in self.after.full_teams]:
            reason = t("{player} has a full team of five", player=self.names[full[0]])
        else:
            reason = t("The {period} pile ran out of cards", period=t(self.deck.period_name(self.pile)))
        totals = self.after.totals
        rows = [(seat, self.names[seat], team[seat], bonus[seat], totals[seat]) for seat in playing]
        headings = (t("Team"), t("Objective"), t("Round"), t("Total"))
        image = summary_image(self.fonts, self.palette, t("Round {n} is over", n=event.round_number), reason,
                              rows, headings, t("Click to continue"))  # fmt: skip
        summary = RoundSummary(image, self._at(pygame.Rect((0, 0), self.layout.size)), delay=self.delay)
        self.out.append(Hold(self.delay + summary.duration))
        self._add(summary, summary.duration)
        if self.before and self.after.final_rounds > self.before.final_rounds:
            names = ", ".join(self.names[s] for s in self.after.active)
            self._banner(t("TIE!"), t("{names} play a final round", names=names), GOLD, 1.6)
