"""StoriesBoardView: T.I.M.E Stories' board (see timetravel.ui.boards.base).

The kit's KitBoard keeps the still table, painted here from the viewer's typed view
(games/stories/view.py), the reading panel, the open overlay, the item picked and a run's ending,
and draws the breathing outline on what may be clicked, the hover outline, the animations and the
held dice. The reading panel shows the card under the pointer once read, else the text read last,
else the location's card A.
"""

from __future__ import annotations

from functools import partial

import pygame

from timetravel.engine.actions import Action
from timetravel.engine.events import Event, GameEnded, Message
from timetravel.games.stories.view import StoriesView
from timetravel.games.stories.words_events import CardRead, OptionTaken
from timetravel.i18n import t
from timetravel.ui.boards.base import BoardContext
from timetravel.ui.boards.kit.anims import Flip
from timetravel.ui.boards.kit.board import Directed, Hidden, KitBoard, Painted, WarmJob
from timetravel.ui.boards.kit.caches import SurfaceCache
from timetravel.ui.boards.kit.targets import ActionIndex, Target, target_at
from timetravel.ui.boards.stories import art, words
from timetravel.ui.boards.stories import layout as layout_mod
from timetravel.ui.boards.stories.director import Director
from timetravel.ui.boards.stories.layout import Layout
from timetravel.ui.boards.stories.painter import Ending, Overlay, Reading
from timetravel.ui.boards.stories.table import Table
from timetravel.ui.boards.stories.theme import AGENCY
from timetravel.ui.widgets.choices import ChoiceGroup, Withheld

SOUNDS = ("dice", "flip", "chime")


def journal_setting() -> bool:
    """Whether the player keeps the journal (the settings screen's switch; on by default)."""
    from timetravel.saves.settings import load_settings

    return bool(getattr(load_settings(), "journal", True))


PASSING = ("give", "hand")  # the choices that pass an item or a resource to another agent


class StoriesBoardView(KitBoard[StoriesView, Layout]):
    holds_dice = True  # the captain's die and the action dice stay in view after they land
    announces_events = True  # status tokens and a run's end have their banners on the table
    pulse = AGENCY
    hover_outline = (6, 2, 8)

    def __init__(self, context: BoardContext) -> None:
        super().__init__(context, StoriesView)
        self.cache = SurfaceCache(limit=24)
        self.journal = journal_setting()
        self.overlay = Overlay()
        self.picked: str | None = None  # an item clicked on a portrait, to pass or use next
        self.ending: Ending | None = None  # the card that ended a run or won, until closed
        self._pages: dict[str, list[str]] = {}  # card -> what it said this run (texts, choices made)
        self._reading = Reading("")  # what the reading panel shows, read as the table is painted
        context.sounds.warm(SOUNDS)

    def compute_layout(self, size: tuple[int, int]) -> Layout:
        v = self.observation()
        return layout_mod.compute(size, len(v.agents), max(1, len(v.cards)), len(v.hosts))

    def _ensure_layout(self, rect: pygame.Rect) -> Layout:
        cards = max(1, len(self.observation().cards))
        if self.layout is not None and self.layout.panorama.count != cards:
            self.layout = None  # a new location with another number of cards
        return super()._ensure_layout(rect)

    def warm_jobs(self) -> list[WarmJob]:
        fonts = self.context.fonts
        return [partial(fonts.get, size, bold) for size in (14, 15, 16, 20) for bold in (True, False)]

    # --- a step ------------------------------------------------------------------------------------
    def follow(self, events: list[Event], before: StoriesView | None, after: StoriesView) -> None:
        self.picked = None
        self._remember_reading(events, after)
        if self.ending is not None and self.ending.undone(after):
            self.ending = None

    def direct(
        self, events: list[Event], before: StoriesView | None, after: StoriesView, layout: Layout
    ) -> Directed:
        layout = self._ensure_layout(self.rect)
        director = Director(self.context.fonts, self.context.palette)
        animations = [*director.play(events, before, after, layout, self.rect.topleft),
                      *self._flips(before, after, layout)]  # fmt: skip
        return animations, director.sounds

    def _flips(self, before: StoriesView | None, after: StoriesView, layout: Layout) -> list[Flip]:
        """Cards the team reads for the first time turn over where they lie."""
        if before is None or before.location != after.location or not after.cards:
            return []
        ctx = self.context
        table = Table(ctx.fonts, ctx.palette, self.cache, self.journal)
        backs = layout.panorama.slices(table.picture(after, layout))
        flips = []
        for index, (old, new) in enumerate(zip(before.cards, after.cards, strict=False)):
            if new.seen and not old.seen:
                rect = layout.panorama.card_rect(index).move(self.rect.topleft)
                front = table.card_face(after, index, rect.size)
                flips.append(Flip(rect.center, front, backs[index], ("card", new.letter), delay=0.2))
        return flips

    def _remember_reading(self, events: list[Event], after: StoriesView) -> None:
        """Keep what each card said this run (its texts and the choices made on it), and hold play
        on a card that ended the run or won the mission until the person closes it."""
        last = ""  # the card read last in this step
        for event in events:
            if isinstance(event, CardRead | OptionTaken) and event.card:
                last = event.card
                self._pages.setdefault(event.card, []).append(self._page_words(event, after.scenario))
            if isinstance(event, Message) and event.text.startswith("Run {run} fails"):
                run = int(str(event.params.get("run", 0)) or 0)
                heading = t("Run {run} is over", run=run)
                title = words.card_title(after.scenario, last) if last else t("How run {run} ended", run=run)
                self.ending = self._ending(last, title, heading, str(event.params.get("text", "")), run)
                self._pages = {}
            if isinstance(event, GameEnded) and after.result == "success":
                end = words.text(after.scenario, words.success_key(after.scenario))
                title = words.card_title(after.scenario, last) if last else t("The mission's end")
                self.ending = self._ending(last, title, t("Mission accomplished"), end, after.run, won=True)

    @staticmethod
    def _page_words(event: CardRead | OptionTaken, scenario: str) -> str:
        if isinstance(event, CardRead):
            return event.words()
        chosen = words.text(scenario, event.label)
        if not event.others:
            return t("Chosen: {option}", option=chosen)
        others = " / ".join(words.text(scenario, label) for label in event.others)
        return t("Chosen: {option} (the other choices: {others})", option=chosen, others=others)

    def _ending(self, card: str, title: str, heading: str, end: str, run: int, won: bool = False) -> Ending:
        return Ending(title, heading, (*self._pages.get(card, []), end), run, won)

    def holds(self) -> bool:
        """A card that ended the run or won the mission waits for the person's Continue."""
        return self.ending is not None

    def release_hold(self) -> None:
        self.close_ending()

    def close_ending(self) -> None:
        self.ending = None
        self.animator.skip()
        self.invalidate()

    def handle_key(self, key: int) -> Action | None:
        if self.ending is not None and key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close_ending()
        return None

    def reading(self) -> Reading:
        """What the reading panel shows now, always naming the card its text is on."""
        v = self.observation()
        if v.stage == "host":  # at HQ: how the last run ended, else the briefing
            if v.last_end is not None:
                run, end, _, read = v.last_end
                said = " ".join(x for x in (words.text(v.scenario, read), words.text(v.scenario, end)) if x)
                return Reading(t("How run {run} ended", run=run), words=said)
            return Reading(t("HQ card 1: the briefing"), v.hq[0] if v.hq else "")
        hovered = target_at(self.targets, self.context.mouse_pos()) if self.overlay.name is None else None
        if hovered is not None and hovered.card and hovered.card.startswith("card:"):
            card = v.card(hovered.card[5:])
            if card is not None and card.seen and card.intro:
                return Reading(words.card_title(v.scenario, card.ident), card.intro)
        if v.last_read is not None:
            read, key = v.last_read
            if not read:
                return Reading(t("An item's text"), key)
            if read.split(".")[0] == v.location:
                return Reading(words.card_title(v.scenario, read), key)
        mine = v.card(v.agent_card(v.seat) or "")
        if mine is not None and mine.intro:
            return Reading(words.card_title(v.scenario, mine.ident), mine.intro)
        name = words.text(v.scenario, v.location_name)
        return Reading(t("{place}: card A", place=name), v.location_text)

    def handle_click(self, pos: tuple[int, int]) -> Action | None:
        if self.ending is not None:
            target = target_at(self.targets, pos)
            if target is not None and target.kind == "overlay:continue":
                self.close_ending()
            elif self.is_animating():
                self.skip()
            return None
        if self.is_animating():
            self.skip()
            return None
        target = target_at(self.targets, pos)
        picked, self.picked = self.picked, None  # any click but on an item lets a picked one go
        self.invalidate()
        if target is None:
            return None
        if target.kind.startswith("overlay:") and target.action is None:
            self._overlay_clicked(target.kind.split(":", 1)[1])
            return None
        if target.kind.startswith("pick:"):
            item = target.kind.split(":", 1)[1]
            self.picked = None if item == picked else item
            return None
        action = target.clicked(self.context.legal_actions())
        if action is not None and action.kind == "travel":
            self.overlay = Overlay()
            self.invalidate()
        return action

    def _overlay_clicked(self, what: str) -> None:
        if what == "close":
            self.overlay = Overlay()
        elif what.startswith("journal:"):
            self.overlay = Overlay("journal", what.split(":", 1)[1])
        elif what in ("hq", "map", "journal"):
            self.overlay = Overlay() if self.overlay.name == what else Overlay(what)
        self.invalidate()

    def close_top(self) -> bool:
        """Escape: the HQ, map or journal panel open over the board."""
        if self.overlay.name is None:
            return False
        self.open_overlay(None)
        return True

    def open_overlay(self, name: str | None) -> None:
        """Open an overlay (hq, map, journal) or close it (None)."""
        self.overlay = Overlay(name)
        self.invalidate()

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        target = target_at(self.targets, pos)
        if target is None or not target.tip:
            return None
        if target.card and target.card.startswith("card:"):
            card = self.observation().card(target.card[5:])
            if card is not None and card.seen:
                return None  # the reading panel shows it
        return target.tip

    def panel_groups(self, actions: list[Action]) -> list[ChoiceGroup]:
        """The choices open now, those the team cannot take yet greyed with why (a card's option that
        needs what nobody holds, a roll the host has no dice for); passing an item or handing a
        resource comes and goes as things change hands: a group of its own under the main list, so
        the choices above never shift under the pointer."""
        withheld = tuple(Withheld(said, why) for said, why in self.observation().withheld)
        ordered = self.panel_order(actions)
        main = tuple(a for a in ordered if a.kind not in PASSING)
        passing = tuple(a for a in ordered if a.kind in PASSING)
        return [
            ChoiceGroup(main, withheld=withheld),
            *([ChoiceGroup(passing, t("Pass to another agent"))] if passing else []),
        ]

    def action_tooltip(self, action: Action) -> str | None:
        v = self.observation()
        kind, args = action.kind, action.args
        if kind in ("place", "move"):
            card = v.card(str(args[0]))
            return words.card_tip(v, card) if card else None
        if kind == "host":
            host = next((h for h in v.hosts if h.ident == str(args[0])), None)
            if host is None:
                return None
            return "\n".join([words.text(v.scenario, host.text), *words.host_lines(v, host)])
        if kind == "travel":
            place = next((p for m in v.maps for p in m.places if p.ident == str(args[0])), None)
            extra = t("Leaving here costs 2 TU more.") if v.red else ""
            red = t("A red location: leaving it costs 2 TU more.") if place and place.red else ""
            return "\n".join(x for x in (t("The captain rolls the die: 1 to 3 TU."), extra, red) if x)
        if kind == "roll":
            letter = v.agent_card(v.seat)
            card = v.card(letter) if letter else None
            return words.test_words(v, card) if card and card.test else None
        if kind == "use" or kind == "give":
            return words.item_line(v.scenario, str(args[0]))
        return None

    # --- drawing -------------------------------------------------------------------------------------
    def table_key(self) -> tuple[object, ...]:
        """The reading panel, the open overlay, the item picked and a run's ending."""
        self._reading = self.reading()
        return (self._reading, self.overlay, self.picked, self.ending)

    def outlined(self, target: Target) -> bool:
        return target.action is not None or target.kind.startswith("overlay")

    def dice_shown(self) -> bool:
        return self.overlay.name is None  # an open panel (HQ, map, journal) covers the table's dice

    def paint_table(self, layout: Layout, hidden: Hidden) -> Painted:
        ctx = self.context
        legal = ActionIndex(ctx.legal_actions(), ctx.action_words)
        table = Table(ctx.fonts, ctx.palette, self.cache, self.journal)
        if not self.journal and self.overlay.name == "journal":
            self.overlay = Overlay()
        if self.picked is not None and not any(a.args[:1] == (self.picked,) for a in ctx.legal_actions()):
            self.picked = None  # no longer the viewer's to pass or use
        return table.render(
            self.observation(), layout, legal, self._reading, self.overlay, hidden, self.picked, self.ending
        )


__all__ = ["StoriesBoardView", "art"]
