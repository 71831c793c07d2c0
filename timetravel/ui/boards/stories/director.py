"""From the engine's events of one step to the animations that show it, in order: the action dice
tumbling to their faces, the shields falling as hits land, the counter-attack and penalties (life
and TU popping from where they are lost), the captain die on a journey, pawns gliding to their
cards, banners for a new location, a host's death and a run's end. It reads only the events and the
views before and after the step."""

from __future__ import annotations

from timetravel.engine.events import DiceRolled, Event, GameEnded, Message, PieceMoved, Revealed
from timetravel.games.stories.view import StoriesView
from timetravel.games.stories.words_events import LifeChanged, TestChanged, TimeSpent
from timetravel.i18n import t
from timetravel.ui.boards.stories import words
from timetravel.ui.boards.stories.anims import (
    ActionDice,
    Banner,
    PawnGlide,
    ShieldDrop,
    ShieldFall,
    banner_image,
    faces_for,
)  # fmt: skip
from timetravel.ui.boards.stories.layout import SHIELD_R, Layout
from timetravel.ui.boards.stories.table import pawn_centre, shield_centres
from timetravel.ui.boards.stories.theme import GOLD, GOOD, LIFE, RED
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette
from timetravel.ui.widgets.dice import DiceRoll, DieStyle
from timetravel.ui.widgets.popups import ScorePopup
from timetravel.ui.widgets.tween import Animation

Point = tuple[int, int]
CAPTAIN_DIE = DieStyle(body=(40, 120, 160), ink=(240, 244, 250))


class Director:
    def __init__(self, fonts: Fonts, palette: Palette) -> None:
        self.fonts, self.palette = fonts, palette
        self.sounds: list[str] = []

    def play(self, events: list[Event], before: StoriesView | None, after: StoriesView, layout: Layout,
             offset: Point) -> list[Animation]:  # fmt: skip
        self.before, self.after, self.layout, self.offset = before, after, layout, offset
        self.delay = 0.0
        self.out: list[Animation] = []
        self.sounds = []
        self.shields = {c.letter: list(c.test.shields) for c in before.cards if c.test} if before else {}
        for event in events:
            self._event(event)
        return self.out

    def _at(self, point: Point) -> Point:
        return (point[0] + self.offset[0], point[1] + self.offset[1])

    def _add(self, animation: Animation, step: float) -> None:
        self.out.append(animation)
        self.delay += step

    def _banner(self, title: str, lines: list[str], colour: tuple[int, int, int] | None = None,
                duration: float = 1.1) -> None:  # fmt: skip
        image = banner_image(self.fonts, title, lines, *((colour,) if colour else ()))
        centre = (
            self.layout.panorama.rect.centerx,
            self.layout.reading.y + 50,
        )  # dice and shields stay in sight
        self._add(Banner(image, self._at(centre), self.delay, duration), duration * 0.8)

    def _wrapped(self, words: str) -> list[str]:
        """A long sentence in a banner's lines (three at most, at the banner's own size)."""
        return self.fonts.wrap(words, 16, 700)[:3]

    def _index(self, letter: str) -> int | None:
        return next((i for i, c in enumerate(self.after.cards) if c.letter == letter), None)

    # --- one event --------------------------------------------------------------------------------
    def _event(self, event: Event) -> None:
        if isinstance(event, DiceRolled):
            self._dice(event)
        elif isinstance(event, TestChanged):
            self._test(event)
        elif isinstance(event, LifeChanged):
            rect = self.layout.hosts[event.seat]
            colour = GOOD if event.delta > 0 else LIFE
            self.out.append(
                ScorePopup(self.fonts, self._at((rect.x + 60, rect.y + 36)), event.delta, colour, self.delay)
            )
        elif isinstance(event, TimeSpent) and event.spent:
            centre = self.layout.tu_centre(event.left, self.after.full_tu)
            popup = ScorePopup(
                self.fonts, self._at((centre[0], centre[1] + 30)), -event.spent, RED, self.delay
            )
            self.out.append(popup)
        elif (
            isinstance(event, Revealed)
            and event.seats
            and ("enters card" in event.text or "again" in event.text)
        ):
            self._enter(event)
        elif isinstance(event, Revealed) and not event.seats and "arrives" in event.text:
            name = words.text(self.after.scenario, self.after.location_name)
            self._banner(
                name, [t("Red location: leaving costs 2 TU more")] if self.after.red else [], duration=1.0
            )
        elif isinstance(event, PieceMoved) and event.piece.startswith("agent:") and event.source == "card":
            self._banner(t("A host dies"), [event.words()], RED, 1.2)
        elif isinstance(event, Message) and event.text.startswith("Counter-attack"):
            self._banner(t("Counter-attack!"), [event.words()], RED, 1.1)
        elif isinstance(event, Message) and event.text.startswith("Run {run} fails"):
            self._banner(t("Run {run} is over", run=self.after.run - 1), self._wrapped(str(event.params.get("text", ""))),
                         RED, 2.2)  # fmt: skip
        elif isinstance(event, Message) and event.text.startswith("The team gains the status"):
            self._banner(t("Status gained"), [event.words()], GOLD, 1.3)
        elif isinstance(event, GameEnded):
            title = t("Mission accomplished") if self.after.result == "success" else t("Mission lost")
            self._banner(title, [], GOOD if self.after.result == "success" else RED, 1.6)

    def _dice(self, event: DiceRolled) -> None:
        centre = self._at(self.layout.dice)
        if event.die == "captain":
            value = int(event.faces[0])
            roll = DiceRoll((value,), centre, self.fonts, style=CAPTAIN_DIE, sides=(1, 2, 3), size=56,
                            seed=value + len(self.out), start=(centre[0] + 220, centre[1] + 100))  # fmt: skip
            roll.delay, roll.duration = self.delay, 0.9
            self._add(roll, 0.6)  # the banner says the cost as the die lands
            self._banner(t("Captain die: {n}", n=value), [event.words()], duration=1.0)
        else:
            hits, skulls = int(event.faces[0]), int(event.faces[1])
            dice = (
                self.before.rolling
                if self.before is not None and self.before.rolling
                else max(1, hits + skulls)
            )
            seat = event.seat if event.seat is not None else 0
            letter = self.after.agent_card(seat)
            index = self._index(letter) if letter else None
            if index is not None:
                rect = self.layout.panorama.card_rect(index)
                centre = self._at((max(140, min(self.layout.size[0] - 140, rect.centerx)), rect.centery))
            self._add(
                ActionDice(
                    faces_for(dice, hits, skulls),
                    centre,
                    self.fonts,
                    self.delay,
                    hits * 7 + skulls,
                    event.words(),
                ),
                1.2,
            )
        self.sounds.append("dice")

    def _test(self, event: TestChanged) -> None:
        letter = event.card.rpartition(".")[2]
        index = self._index(letter)
        if index is None:
            return
        before = self.shields.get(letter, [])
        after = list(event.shields)
        if not before and after:  # laid
            for n, (kind, centre) in enumerate(
                zip(after, shield_centres(self.layout, index, len(after)), strict=True)
            ):
                self.out.append(
                    ShieldDrop(kind, self._at(centre), SHIELD_R, self.delay + 0.06 * n, ("shield", letter, n))
                )
            self.delay += 0.3
        elif (
            before
            and len(after) < len(before)
            and (after or "passed" in event.text or "defeated" in event.text)
        ):
            fallen = before[: len(before) - len(after)]
            centres = shield_centres(self.layout, index, len(before))
            for n, kind in enumerate(fallen):
                self.out.append(ShieldFall(kind, self._at(centres[n]), SHIELD_R, self.delay + 0.12 * n))
            self.delay += 0.55
            if not after:
                self._banner(t("Test won"), [event.words()], GOOD, 1.0)
                self.sounds.append("chime")
        self.shields[letter] = after

    def _enter(self, event: Revealed) -> None:
        seat = event.seats[0]
        letter = self.after.agent_card(seat)
        index = self._index(letter) if letter else None
        if index is None:
            return
        card = self.after.cards[index]
        slot = card.agents.index(seat) if seat in card.agents else 0
        end = self._at(pawn_centre(self.layout, index, slot, len(card.agents)))
        start = self._start_of(seat) or (end[0], end[1] - 40)
        colour = self.palette.seat_colour(seat)
        self._add(PawnGlide(start, end, colour, str(seat + 1), self.fonts, self.delay, ("pawn", seat)), 0.3)

    def _start_of(self, seat: int) -> Point | None:
        if self.before is None or self.before.location != self.after.location:
            return None
        letter = self.before.agent_card(seat)
        if letter is None:
            return None
        index = next((i for i, c in enumerate(self.before.cards) if c.letter == letter), None)
        if index is None:
            return None
        card = self.before.cards[index]
        slot = card.agents.index(seat) if seat in card.agents else 0
        return self._at(pawn_centre(self.layout, index, slot, len(card.agents)))
