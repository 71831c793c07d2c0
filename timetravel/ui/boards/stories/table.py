"""Painting T.I.M.E Stories' still table from the viewer's view, and its click targets.

A `Table` paints one frame's worth of still picture into a surface of the board's size and lists
what may be pointed at: the cards (their backs read as one picture until the team has read them),
the pawns above them, the shields of a test below, the reading panel, the status tokens, the
agents' portrait cards, the time line and the overlay buttons; then, over the middle, the overlay
that is open (the HQ cards, the map, the journal) or, at HQ, the hosts to choose from.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import pygame

from timetravel.engine.actions import Action
from timetravel.games.stories.view import AgentView, CardView, HostView, StoriesView
from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.boards.kit.caches import SurfaceCache
from timetravel.ui.boards.kit.targets import ActionIndex, Target
from timetravel.ui.boards.stories import art, icons, richtext, words
from timetravel.ui.boards.stories.layout import SHIELD_R, TEXT_LINE, TEXT_SIZE, Layout
from timetravel.ui.boards.stories.theme import (
    AGENCY,
    AGENCY_DARK,
    EDGE,
    GOLD,
    INK,
    KEYWORD,
    LIFE,
    MUTED,
    PARCHMENT,
    RED,
    SEPIA,
    STEEL,
    STEEL_HI,
    TEXT,
)  # fmt: skip
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette, darken, lighten, mix

BUTTON_WORDS = {"hq": "HQ cards", "map": "Map", "journal": "Journal"}


@dataclass(frozen=True)
class Reading:
    """What the reading panel shows: a title and a scenario text key (or words already made)."""

    title: str
    key: str = ""
    words: str = ""


@dataclass(frozen=True)
class Ending:
    """A card that ended a run or won the mission, on the reading panel until the person closes it:
    the card's name, what the ending is, and what the card said (its texts, the choices made on it)
    followed by the ending's own text."""

    title: str
    heading: str
    paragraphs: tuple[str, ...]
    run: int = 0  # the run it ended (the mission's last run when it was won)
    won: bool = False

    def undone(self, v: StoriesView) -> bool:
        """Whether the table went back to before this ending (a move taken back)."""
        return v.result != "success" if self.won else v.run <= self.run


@dataclass(frozen=True)
class Overlay:
    name: str | None = None  # hq, map, journal
    page: str | None = None  # the journal's location


def shield_centres(layout: Layout, letter_index: int, count: int) -> list[tuple[int, int]]:
    """Where a card's shields lie, left to right under it."""
    rect = layout.panorama.card_rect(letter_index)
    step = min(2 * SHIELD_R + 4, (rect.w - 4) // max(1, count))
    left = rect.centerx - step * (count - 1) / 2
    return [(round(left + i * step), layout.shields_y) for i in range(count)]


def pawn_centre(layout: Layout, letter_index: int, slot: int, count: int) -> tuple[int, int]:
    rect = layout.panorama.card_rect(letter_index)
    step = min(26, rect.w // max(1, count))
    return (round(rect.centerx + (slot - (count - 1) / 2) * step), layout.pawns_y)


class Table:
    def __init__(self, fonts: Fonts, palette: Palette, cache: SurfaceCache, journal: bool) -> None:
        self.fonts, self.palette, self.cache, self.journal = fonts, palette, cache, journal

    def render(self, v: StoriesView, layout: Layout, legal: ActionIndex, reading: Reading, overlay: Overlay,
               hidden: frozenset[Hashable], picked: str | None = None,
               ending: Ending | None = None) -> tuple[pygame.Surface, list[Target]]:  # fmt: skip
        self.v, self.layout, self.legal, self.hidden, self.picked = v, layout, legal, hidden, picked
        self._portrait_start = 0
        surface = pygame.Surface(layout.size)
        surface.blit(draw.vertical_gradient(layout.size, (20, 26, 38), (8, 10, 16)), (0, 0))
        self.targets: list[Target] = []
        self._timeline(surface)
        self._buttons(surface, overlay)
        if v.stage == "host" and overlay.name is None:
            self._host_choice(surface, reading)
        elif v.location is not None:
            self._header(surface)
            self._panorama(surface)
            self._reading(surface, reading)
            self._tokens(surface)
        for agent in v.agents:
            self._portrait_start = len(self.targets)
            self._portrait(surface, agent, layout.hosts[agent.seat])
        if ending is not None:
            self.targets = [
                x for x in self.targets if x.kind.startswith("overlay:") and x.kind != "overlay:place"
            ]
            self._ending(surface, ending)
        elif overlay.name is not None:
            self.targets = [x for x in self.targets if x.kind.startswith("overlay")]
            {"hq": self._hq, "map": self._map, "journal": self._journal}[overlay.name](surface, overlay)
        return surface, self.targets

    def _ending(self, surface: pygame.Surface, ending: Ending) -> None:
        """The card that ended the run (or won) as a large reading panel over the middle, with a
        Continue button: play waits until the person has read it."""
        rect = self.layout.middle.inflate(-40, -8)
        shade = pygame.Surface(self.layout.middle.size, pygame.SRCALPHA)
        shade.fill((6, 8, 12, 200))
        surface.blit(shade, self.layout.middle)
        pygame.draw.rect(surface, (30, 27, 24), rect, border_radius=12)
        pygame.draw.rect(surface, GOLD, rect, 3, border_radius=12)
        fonts = self.fonts
        surface.blit(
            fonts.render(fonts.fit(ending.title, 20, rect.w - 32, True), 20, GOLD, True),
            (rect.x + 16, rect.y + 10),
        )
        surface.blit(fonts.render(fonts.fit(ending.heading, 17, rect.w - 32, True), 17, KEYWORD, True),
                     (rect.x + 16, rect.y + 38))  # fmt: skip
        button = pygame.Rect(0, 0, 180, 40)
        button.bottomright = (rect.right - 16, rect.bottom - 12)
        phrases = words.key_phrases(self.v.scenario)
        y, bottom = rect.y + 68, button.y - 8
        for n, paragraph in enumerate(ending.paragraphs):
            lines = richtext.wrap(
                fonts, paragraph, TEXT_SIZE, rect.w - 32, words.highlights(paragraph, phrases)
            )
            if y + len(lines) * TEXT_LINE > bottom and n < len(ending.paragraphs) - 1:
                continue  # the ending's own text (last) is always shown; earlier ones give way
            lines = lines[: max(1, (bottom - y) // TEXT_LINE)]
            colour = TEXT if n == len(ending.paragraphs) - 1 else PARCHMENT
            y = (
                richtext.draw(surface, fonts, lines, (rect.x + 16, y), TEXT_SIZE, TEXT_LINE, colour, KEYWORD)
                + 8
            )
        pygame.draw.rect(surface, AGENCY_DARK, button, border_radius=8)
        pygame.draw.rect(surface, AGENCY, button, 2, border_radius=8)
        label = fonts.render(t("Continue"), 17, TEXT, True)
        surface.blit(label, label.get_rect(center=button.center))
        self._add(button, None, t("Close this card and go on."), "overlay:continue")

    def _text(self, key: str) -> str:
        return words.text(self.v.scenario, key)

    def _add(self, rect: pygame.Rect, action: Action | None = None, tip: str = "", kind: str = "",
             card: str | None = None, before: bool = False) -> None:  # fmt: skip
        """A click target; `before` puts it under the targets already listed (a portrait under its
        item chips)."""
        target = Target(pygame.Rect(rect), action, card, tip, kind)
        self.targets.insert(self._portrait_start, target) if before else self.targets.append(target)

    # --- the time line --------------------------------------------------------------------------
    def _timeline(self, surface: pygame.Surface) -> None:
        v, layout, fonts = self.v, self.layout, self.fonts
        label = t("Run {run} of {most}", run=min(v.run, v.max_runs), most=v.max_runs)
        if v.result:
            label = t("Mission won") if v.result == "success" else t("Mission lost")
        surface.blit(fonts.render(fonts.fit(label, 15, 112, True), 15, TEXT, True), (4, 6))
        surface.blit(fonts.render(fonts.fit(t("{tu} TU left", tu=v.tu), 14, 112), 14, AGENCY), (4, 24))
        line = layout.timeline
        pygame.draw.rect(surface, AGENCY_DARK, line, border_radius=line.h // 2)
        start, end = layout.tu_centre(v.full_tu, v.full_tu), layout.tu_centre(v.tu, v.full_tu)
        pygame.draw.line(surface, darken(AGENCY, 0.4), start, end, 6)  # the time spent glows dimmer
        for tu in range(v.full_tu, -1, -1):
            centre = layout.tu_centre(tu, v.full_tu)
            spent = tu > v.tu
            colour = darken(AGENCY, 0.55) if spent else AGENCY
            pygame.draw.circle(surface, colour, centre, 4 if tu % 5 else 6)
        for agent in v.agents:
            if agent.dead and agent.returns_at is not None:
                x, y = layout.tu_centre(agent.returns_at, v.full_tu)
                icons.pawn(surface, (x, y + 2), self.palette.seat_colour(agent.seat), 7)
        token = pygame.Rect(0, 0, 34, 30)
        token.center = end
        if "time" not in self.hidden:
            pygame.draw.rect(surface, STEEL, token, border_radius=8)
            pygame.draw.rect(surface, AGENCY, token, 2, border_radius=8)
            text = fonts.render(str(v.tu), 16, TEXT, True)
            surface.blit(text, text.get_rect(center=token.center))
        spend = self.legal.get("spend")
        self._add(line, None, words.time_tip(self.v))
        if spend is not None:
            self._add(token.inflate(8, 8), spend, self.legal.words(spend))

    def _buttons(self, surface: pygame.Surface, overlay: Overlay) -> None:
        travel = "travel" in self.legal.kinds
        for name, rect in self.layout.buttons.items():
            if name == "journal" and not self.journal:
                continue
            lit = overlay.name == name or (name == "map" and travel)
            fill = AGENCY_DARK if lit else STEEL_HI
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            pygame.draw.rect(surface, AGENCY if lit else EDGE, rect, 2, border_radius=8)
            label = t(BUTTON_WORDS[name])
            text = self.fonts.render(self.fonts.fit(label, 15, rect.w - 8, True), 15, TEXT, True)
            surface.blit(text, text.get_rect(center=rect.center))
            tip = {"hq": t("Reread the HQ cards."), "map": t("The map: where the group may travel."),
                   "journal": t("The journal: what the team has read, run after run.")}[name]  # fmt: skip
            self._add(rect, None, tip, f"overlay:{name}")

    # --- HQ: the hosts to choose from ---------------------------------------------------------
    def _host_choice(self, surface: pygame.Surface, reading: Reading) -> None:
        v, layout, fonts = self.v, self.layout, self.fonts
        title = t("HQ: choose a host for this run")
        surface.blit(fonts.render(title, 20, GOLD, True), (4, layout.middle.y + 4))
        for host, rect in zip(v.hosts, layout.hosts_choice, strict=False):
            self._host_card(surface, host, rect)
        bottom = layout.hosts_choice[0].bottom + 8
        panel = pygame.Rect(0, bottom, layout.size[0], layout.hosts[0].y - bottom - 8)
        self._paper(surface, panel, reading.title, reading.words or self._text(reading.key))

    def _host_card(self, surface: pygame.Surface, host: HostView, rect: pygame.Rect) -> None:
        fonts = self.fonts
        action = self.legal.get("host", host.ident)
        taken = host.taken_by is not None
        pygame.draw.rect(
            surface, PARCHMENT if not taken else mix(PARCHMENT, STEEL, 0.6), rect, border_radius=10
        )
        pygame.draw.rect(surface, AGENCY if action else EDGE, rect, 3 if action else 2, border_radius=10)
        inner = rect.inflate(-14, -12)
        y = inner.y
        for line in fonts.wrap(self._text(host.name), 15, inner.w, True)[:3]:
            surface.blit(fonts.render(line, 15, INK, True), (inner.x, y))
            y += 19
        y += 4
        for attr, count in host.dice:
            name = self._text(dict(self.v.attributes).get(attr, attr))
            surface.blit(fonts.render(fonts.fit(name, 14, inner.w - 52), 14, INK), (inner.x, y))
            self._dice_dots(surface, (inner.right - 4, y + 9), count, INK)
            y += 20
        facts = words.host_lines(self.v, host)
        for line in facts:
            surface.blit(
                fonts.render(fonts.fit(line, 14, inner.w, True), 14, darken(RED, 0.2), True), (inner.x, y)
            )
            y += 19
        y += 2
        for line in fonts.wrap(self._text(host.text), 14, inner.w)[: max(0, (inner.bottom - y) // 18)]:
            surface.blit(fonts.render(line, 14, INK), (inner.x, y))
            y += 18
        if taken:
            note = t("Taken by {name}", name=words.seat(int(host.taken_by or 0)))
            lines = [
                fonts.render(line, 15, TEXT, True) for line in fonts.wrap(note, 15, rect.w - 20, True)[:2]
            ]
            band = pygame.Rect(0, 0, max(x.get_width() for x in lines) + 12, 20 * len(lines) + 8)
            band.center = rect.center
            pygame.draw.rect(surface, STEEL, band, border_radius=6)
            for n, image in enumerate(lines):  # the whole name, on two lines if need be
                surface.blit(image, image.get_rect(midtop=(band.centerx, band.y + 4 + 20 * n)))
        tip = f"{self._text(host.name)}\n{self._text(host.text)}"
        self._add(rect, action, tip, "host", f"host:{host.ident}")

    def _dice_dots(
        self, surface: pygame.Surface, right_mid: tuple[int, int], count: int, colour: tuple[int, int, int]
    ) -> None:
        """`count` small dice ending at `right_mid` (a dash for none)."""
        x, y = right_mid
        if count == 0:
            pygame.draw.line(surface, colour, (x - 14, y), (x - 4, y), 2)
            return
        for i in range(count):
            rect = pygame.Rect(x - (i + 1) * 12, y - 5, 10, 10)
            pygame.draw.rect(surface, (250, 246, 236), rect, border_radius=2)
            pygame.draw.rect(surface, colour, rect, 1, border_radius=2)
            pygame.draw.circle(surface, (200, 60, 40), rect.center, 2)

    # --- the location -----------------------------------------------------------------------------
    def _header(self, surface: pygame.Surface) -> None:
        v, layout, fonts = self.v, self.layout, self.fonts
        header = layout.header
        name = self._text(v.location_name)
        image = fonts.render(fonts.fit(name, 20, 420, True), 20, SEPIA, True)
        surface.blit(image, (4, header.y + 2))
        x = 12 + image.get_width()
        if v.red:
            badge = fonts.render(t("Red: leaving costs 2 TU more"), 14, TEXT, True)
            rect = badge.get_rect(midleft=(x + 6, header.centery)).inflate(14, 6)
            pygame.draw.rect(surface, RED, rect, border_radius=6)
            surface.blit(badge, badge.get_rect(center=rect.center))
            x = rect.right + 8
        captain = pygame.Rect(0, 0, 22, 22)
        label = fonts.render(
            fonts.fit(t("Captain: {name}", name=words.seat(v.captain)), 15, 220, True), 15, GOLD, True
        )
        right = header.right - 4
        captain.midright = (right - label.get_width() - 6, header.centery)
        icons.captain(surface, captain.center, 11)
        surface.blit(label, label.get_rect(midright=(right, header.centery)))
        self._add(captain.union(label.get_rect(midright=(right, header.centery))), None,
                  t("The captain spends the TU and rolls the die on each journey; the role passes on at each new location."))  # fmt: skip
        waiting = [a.seat for a in v.agents if a.card is None and not a.dead and a.host is not None]
        px = captain.x - 18
        for seat in reversed(waiting):  # agents not on a card yet wait by the captain
            centre = (px, header.centery + 2)
            if ("pawn", seat) not in self.hidden:
                icons.pawn(
                    surface, centre, self.palette.seat_colour(seat), 9, str(seat + 1), fonts.get(11, True)
                )
            self._add(
                pygame.Rect(centre[0] - 10, centre[1] - 12, 20, 24), None, words.agent_tip(v, v.agents[seat])
            )
            px -= 24

    def _panorama(self, surface: pygame.Surface) -> None:
        v, layout = self.v, self.layout
        pano = layout.panorama
        picture = self.picture(v, layout)
        frame = pano.rect.inflate(10, 10)
        pygame.draw.rect(surface, (4, 5, 8), frame.move(3, 5), border_radius=8)
        pygame.draw.rect(surface, STEEL, frame, border_radius=8)
        revealed = {i for i, c in enumerate(v.cards) if c.seen}
        hidden = {i for i, c in enumerate(v.cards) if ("card", c.letter) in self.hidden}
        pano.draw(surface, picture, revealed, self._face, hidden)
        explore = self.legal.get("explore")
        for index, card in enumerate(v.cards):
            rect = pano.card_rect(index)
            if index not in revealed and index not in hidden:
                self._back_marks(surface, card, rect)
            if card.gone:
                draw.dim(surface.subsurface(rect), 170)
                note = self.fonts.render(self.fonts.fit(t("Set aside"), 14, rect.w - 6, True), 14, TEXT, True)
                surface.blit(note, note.get_rect(center=rect.center))
            action = self.legal.get("place", card.letter) or self.legal.get("move", card.letter) or explore
            self._add(rect, action, words.card_tip(v, card), "card", f"card:{card.letter}")
            self._pawns(surface, index, card)
            self._shields(surface, index, card)

    def _back_marks(self, surface: pygame.Surface, card: CardView, rect: pygame.Rect) -> None:
        """The letter, symbol and seal printed on a face-down card."""
        badge = pygame.Rect(rect.x + 4, rect.y + 4, 24, 24)
        pygame.draw.rect(surface, STEEL, badge, border_radius=6)
        pygame.draw.rect(surface, AGENCY, badge, 1, border_radius=6)
        letter = self.fonts.render(card.letter, 16, TEXT, True)
        surface.blit(letter, letter.get_rect(center=badge.center))
        self._marks(surface, card, rect)

    def _marks(self, surface: pygame.Surface, card: CardView, rect: pygame.Rect) -> None:
        if card.test is not None:  # the test under way: which attribute it asks for
            name = self._text(dict(self.v.attributes).get(card.test.attribute, card.test.attribute))
            label = (
                t("Test: {attribute}, locked", attribute=name)
                if card.test.lock
                else t("Test: {attribute}", attribute=name)
            )
            lines = self.fonts.wrap(label, 14, rect.w - 8, True)[:2]  # a narrow card: on two lines
            band = pygame.Rect(rect.x, 0, rect.w, 4 + 18 * len(lines))
            band.bottom = rect.bottom - 32
            pygame.draw.rect(surface, (60, 24, 24), band)
            for n, line in enumerate(lines):
                image = self.fonts.render(line, 14, TEXT, True)
                surface.blit(image, image.get_rect(midtop=(band.centerx, band.y + 2 + 18 * n)))
        if card.symbol != "none":
            icons.symbol(surface, card.symbol, (rect.right - 16, rect.bottom - 16), 12)
        if card.sealed:
            icons.seal(surface, (rect.x + 16, rect.bottom - 16), 11, card.open)

    def card_face(self, v: StoriesView, index: int, size: tuple[int, int]) -> pygame.Surface:
        """A read card's face on its own (for the card turning over when it is first read)."""
        self.v = v
        face = pygame.Surface(size, pygame.SRCALPHA)
        self._face(face, index, face.get_rect())
        return face

    def picture(self, v: StoriesView, layout: Layout) -> pygame.Surface:
        """The location's panorama picture, made once for the row's size."""
        pano = layout.panorama
        return self.cache.get(("picture", v.location, pano.rect.size),
                              lambda: art.picture(str(v.location), words.text(v.scenario, v.panorama), v.red,
                                                  pano.rect.w / pano.rect.h))  # fmt: skip

    def _face(self, surface: pygame.Surface, index: int, rect: pygame.Rect) -> None:
        """A card the team has read: parchment, its letter, the first words of its text."""
        card = self.v.cards[index]
        pygame.draw.rect(surface, PARCHMENT, rect, border_radius=6)
        pygame.draw.rect(surface, SEPIA, rect, 2, border_radius=6)
        fonts = self.fonts
        surface.blit(fonts.render(card.letter, 22, INK, True), (rect.x + 6, rect.y + 2))
        tick = fonts.render(t("Read"), 14, darken(AGENCY, 0.4), True)
        surface.blit(tick, tick.get_rect(topright=(rect.right - 6, rect.y + 7)))
        text = self._text(card.intro) if card.intro else t("Nothing more to find here.")
        y = rect.y + 34
        lines = fonts.wrap(text, 14, rect.w - 12)
        room = max(1, (rect.bottom - 36 - y) // 18)
        for n, line in enumerate(lines[:room]):
            shown = line if n < room - 1 or len(lines) <= room else fonts.fit(line + "…", 14, rect.w - 12)
            surface.blit(fonts.render(shown, 14, INK), (rect.x + 6, y))
            y += 18
        self._marks(surface, card, rect)

    def _pawns(self, surface: pygame.Surface, index: int, card: CardView) -> None:
        for slot, seat in enumerate(card.agents):
            centre = pawn_centre(self.layout, index, slot, len(card.agents))
            if ("pawn", seat) in self.hidden:
                continue
            colour = self.palette.seat_colour(seat)
            if self.v.to_act == seat:
                pygame.draw.circle(surface, AGENCY, (centre[0], centre[1] - 2), 14, 2)
            icons.pawn(surface, centre, colour, 10, str(seat + 1), self.fonts.get(11, True))
            idle = self.legal.get("idle") if seat == self.v.seat else None
            self._add(
                pygame.Rect(centre[0] - 11, centre[1] - 14, 22, 26),
                idle,
                words.agent_tip(self.v, self.v.agents[seat]),
            )

    def _shields(self, surface: pygame.Surface, index: int, card: CardView) -> None:
        test = card.test
        if test is None:
            return
        centres = shield_centres(self.layout, index, len(test.shields))
        roll = self.legal.get("roll", test.attribute) if self.v.seat in card.agents else None
        for n, (kind, centre) in enumerate(zip(test.shields, centres, strict=True)):
            if ("shield", card.letter, n) in self.hidden:
                continue
            icons.shield(surface, kind, centre, SHIELD_R)
            self._add(pygame.Rect(centre[0] - SHIELD_R, centre[1] - SHIELD_R, 2 * SHIELD_R, 2 * SHIELD_R + 4),
                      roll, words.shield_tip(kind) + "\n" + words.test_words(self.v, card))  # fmt: skip

    def _paper(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        title: str,
        text: str,
        spans: list[tuple[int, int]] | None = None,
    ) -> None:
        """A panel of readable text: a title and the text, its key words lit."""
        pygame.draw.rect(surface, (30, 27, 24), rect, border_radius=10)
        pygame.draw.rect(surface, SEPIA, rect, 2, border_radius=10)
        fonts = self.fonts
        surface.blit(
            fonts.render(fonts.fit(title, 16, rect.w - 24, True), 16, GOLD, True), (rect.x + 12, rect.y + 6)
        )
        if spans is None:
            spans = words.highlights(text, words.key_phrases(self.v.scenario))
        lines = richtext.wrap(fonts, text, TEXT_SIZE, rect.w - 24, spans)
        richtext.draw(
            surface, fonts, lines, (rect.x + 12, rect.y + 30), TEXT_SIZE, TEXT_LINE, PARCHMENT, KEYWORD
        )

    def _reading(self, surface: pygame.Surface, reading: Reading) -> None:
        text = reading.words or self._text(reading.key)
        rect = self.layout.reading
        self._paper(surface, rect, reading.title, text)
        hint = self._hint()
        if hint:
            image = self.fonts.render(self.fonts.fit(hint, 15, rect.w - 24, True), 15, AGENCY, True)
            surface.blit(image, (rect.x + 12, rect.bottom - 8 - image.get_height()))
        self._add(rect, None, "", "reading")

    def _hint(self) -> str:
        """What the viewer may do now on the table, in a line (a new player's first question)."""
        kinds = self.legal.kinds
        if self.picked:
            name = words.item_name(self.v.scenario, self.picked)
            if self.legal.get("use", self.picked):
                return t("Click a lit portrait to pass {item}, or Use to use it.", item=name)
            return t("Click a lit portrait to pass {item}.", item=name)
        if "choose" in kinds:
            return t("Choose what to do in the panel on the right.")
        if "reward" in kinds:
            return t("The test is won: choose in the panel on the right who takes the reward.")
        if "explore" in kinds:
            return t("Click a card to explore this location, or open the Map to travel.")
        if "place" in kinds:
            return t("Click the card your agent enters.")
        if "spend" in kinds:
            return t("Click the time token to spend 1 TU (everyone acts), or open the Map.")
        if "roll" in kinds:
            return t("Click the shields to roll, another card to move, or your pawn to wait.")
        if "idle" in kinds:
            return t("Click another card to move there, or your pawn to do nothing.")
        return ""

    def _tokens(self, surface: pygame.Surface) -> None:
        rect, fonts, v = self.layout.tokens, self.fonts, self.v
        pygame.draw.rect(surface, STEEL, rect, border_radius=10)
        pygame.draw.rect(surface, EDGE, rect, 2, border_radius=10)
        surface.blit(fonts.render(t("Status tokens"), 15, GOLD, True), (rect.x + 10, rect.y + 6))
        y = rect.y + 30
        room = (rect.bottom - y - 4) // 20
        shown = v.tokens if len(v.tokens) <= room else v.tokens[: room - 1]
        for _, key in shown:
            icons.star(surface, (rect.x + 18, y + 9), 7, GOLD)
            surface.blit(
                fonts.render(fonts.fit(self._text(key), 14, rect.w - 40), 14, TEXT), (rect.x + 30, y)
            )
            y += 20
        if len(shown) < len(v.tokens):
            more = t("and {n} more", n=len(v.tokens) - len(shown))
            surface.blit(fonts.render(more, 14, MUTED), (rect.x + 30, y))
        if not v.tokens:
            surface.blit(fonts.render(t("None yet."), 14, MUTED), (rect.x + 12, y))
        tip = "\n".join(self._text(key) for _, key in v.tokens) or t("The team has no status token yet.")
        self._add(rect, None, tip, "tokens")

    # --- the agents -------------------------------------------------------------------------------
    def _portrait(self, surface: pygame.Surface, agent: AgentView, rect: pygame.Rect) -> None:
        v, fonts = self.v, self.fonts
        colour = self.palette.seat_colour(agent.seat)
        acting = v.to_act == agent.seat
        pygame.draw.rect(surface, STEEL_HI if acting else STEEL, rect, border_radius=10)
        pygame.draw.rect(surface, colour, pygame.Rect(rect.x, rect.y, 8, rect.h), border_top_left_radius=10,
                         border_bottom_left_radius=10)  # fmt: skip
        pygame.draw.rect(surface, AGENCY if acting else EDGE, rect, 3 if acting else 1, border_radius=10)
        x, y, width = rect.x + 16, rect.y + 6, rect.w - 24
        host = next((h for h in v.hosts if h.ident == agent.host), None)
        name = words.seat(agent.seat) + (f" · {self._text(host.name).split(',')[0]}" if host else "")
        surface.blit(fonts.render(fonts.fit(name, 15, width - 30, True), 15, TEXT, True), (x, y))
        if v.captain == agent.seat:
            icons.captain(surface, (rect.right - 16, rect.y + 16), 10)
        y += 22
        if host is None:
            surface.blit(fonts.render(t("Choosing a host…"), 14, MUTED), (x, y))
            self._add(rect, None, words.agent_tip(v, agent), "agent")
            return
        for i in range(agent.most_life):
            icons.heart(surface, (x + 8 + i * 18, y + 8), 7, LIFE, empty=i >= agent.life)
        res = pygame.Rect(0, 0, 18, 18)
        res.topright = (rect.right - 40, y)
        icons.shield(surface, "normal", (res.centerx, res.centery - 1), 8)
        surface.blit(fonts.render(str(agent.resistance), 14, TEXT, True), (res.right + 3, y))
        y += 20
        col = width // max(1, len(agent.dice))
        for i, (attr, count) in enumerate(agent.dice):
            name = self._text(dict(v.attributes).get(attr, attr))
            said = f"{name} {count}"
            if fonts.get(14).size(said)[0] > col - 4:  # four portraits: the name's first letters
                said = f"{name[:3]}. {count}"
            label = fonts.render(fonts.fit(said, 14, col - 4), 14, lighten(AGENCY, 0.3))
            surface.blit(label, (x + i * col, y))
        y += 20
        y = self._items(surface, agent, pygame.Rect(x, y, width, 0))
        money = ", ".join(
            words.resource_amount(v.scenario, r, count) for r, count in agent.resources if count
        )
        if money:
            surface.blit(fonts.render(fonts.fit(money, 14, width), 14, GOLD), (x, y))
        if agent.acted and not agent.dead and v.stage == "act":
            done = fonts.render(t("Acted"), 14, MUTED, True)
            surface.blit(done, done.get_rect(bottomright=(rect.right - 8, rect.bottom - 4)))
        if agent.dead:
            draw.dim(surface.subsurface(rect), 150)
            line = (t("Dead: back at {tu} TU", tu=agent.returns_at) if agent.returns_at is not None
                    else t("Dead for this run"))  # fmt: skip
            label = fonts.render(fonts.fit(line, 15, rect.w - 16, True), 15, LIFE, True)
            surface.blit(label, label.get_rect(center=rect.center))
        first = self.legal.get("first", agent.seat)
        give = self.legal.get("give", self.picked, agent.seat) if self.picked else None
        if give is not None:
            pygame.draw.rect(surface, GOLD, rect, 3, border_radius=10)
        self._add(rect, give or first, words.agent_tip(v, agent), "agent", None, before=True)

    def _items(self, surface: pygame.Surface, agent: AgentView, row: pygame.Rect) -> int:
        """The agent's items as chips, in two rows at most; a chip that may be passed or used is a
        click target that picks it (then a portrait takes it, or its Use chip uses it). Returns the
        y below them."""
        fonts, v = self.fonts, self.v
        if not agent.items:
            surface.blit(fonts.render(t("No items"), 14, MUTED), (row.x, row.y))
            return row.y + 19
        x, y, rows = row.x, row.y, 1
        chips = [(item, words.item_name(v.scenario, item)) for item in agent.items]
        use = self.legal.get("use", self.picked) if self.picked in agent.items else None
        if use is not None:
            chips.insert(agent.items.index(str(self.picked)) + 1, ("", t("Use")))
        for n, (item, name) in enumerate(chips):
            label = fonts.render(fonts.fit(name, 14, row.w - 12), 14, INK if item else TEXT, bool(not item))
            chip = pygame.Rect(x, y, label.get_width() + 12, 19)
            if chip.right > row.right and x > row.x:
                if rows == 2:  # no room: the tooltip lists them all
                    more = fonts.render(t("+{n}", n=len(chips) - n), 14, SEPIA, True)
                    surface.blit(more, (min(x, row.right - more.get_width()), y))
                    break
                x, y, rows = row.x, y + 21, rows + 1
                chip.topleft = (x, y)
            picked = item == self.picked
            fill = AGENCY_DARK if not item else (GOLD if picked else PARCHMENT)
            pygame.draw.rect(surface, fill, chip, border_radius=6)
            surface.blit(label, (chip.x + 6, chip.y))
            pickable = bool(item) and bool(self._item_actions(item))
            if not item:
                self._add(chip, use, words.item_line(v.scenario, str(self.picked)), "item")
            elif pickable:
                pygame.draw.rect(surface, AGENCY, chip, 2, border_radius=6)
                tip = (
                    words.item_line(v.scenario, item)
                    + "\n"
                    + t("Click to pass it (then a portrait) or use it.")
                )
                self._add(chip, None, tip, f"pick:{item}")
            else:
                self._add(chip, None, words.item_line(v.scenario, item), "item")
            x = chip.right + 4
        return y + 21

    def _item_actions(self, item: str) -> list[Action]:
        """The legal actions that pass or use `item`."""
        found = [self.legal.get("use", item), *(self.legal.get("give", item, a.seat) for a in self.v.agents)]
        return [a for a in found if a is not None]

    # --- overlays ---------------------------------------------------------------------------------
    def _overlay_frame(self, surface: pygame.Surface, title: str) -> pygame.Rect:
        rect = self.layout.middle
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((6, 8, 12, 235))
        surface.blit(shade, rect)
        pygame.draw.rect(surface, AGENCY, rect, 2, border_radius=10)
        surface.blit(self.fonts.render(title, 20, GOLD, True), (rect.x + 14, rect.y + 8))
        close = pygame.Rect(rect.right - 100, rect.y + 8, 88, 30)
        pygame.draw.rect(surface, STEEL_HI, close, border_radius=8)
        pygame.draw.rect(surface, AGENCY, close, 2, border_radius=8)
        label = self.fonts.render(t("Close"), 15, TEXT, True)
        surface.blit(label, label.get_rect(center=close.center))
        self._add(close, None, t("Back to the table."), "overlay:close")
        return rect

    def _hq(self, surface: pygame.Surface, overlay: Overlay) -> None:
        rect = self._overlay_frame(surface, t("The HQ cards"))
        y = rect.y + 46
        count = max(1, len(self.v.hq))
        height = (rect.bottom - y - 8) // count
        for key in self.v.hq:
            panel = pygame.Rect(rect.x + 10, y, rect.w - 20, height - 8)
            self._paper(surface, panel, t("HQ card {n}", n=self.v.hq.index(key) + 1), self._text(key))
            y += height

    def _map(self, surface: pygame.Surface, overlay: Overlay) -> None:
        v, fonts = self.v, self.fonts
        rect = self._overlay_frame(surface, t("The map: click where the group goes"))
        columns = max(1, len(v.maps))
        width = (rect.w - 20 - 8 * (columns - 1)) // columns
        for i, card in enumerate(v.maps):
            column = pygame.Rect(rect.x + 10 + i * (width + 8), rect.y + 48, width, rect.h - 58)
            pygame.draw.rect(surface, PARCHMENT if card.open else STEEL, column, border_radius=8)
            pygame.draw.rect(surface, SEPIA, column, 2, border_radius=8)
            title = self._text(card.name) if card.open else t("Not found yet")
            surface.blit(fonts.render(fonts.fit(title, 16, width - 16, True), 16, INK if card.open else MUTED, True),
                         (column.x + 8, column.y + 8))  # fmt: skip
            if not card.open:
                continue
            y = column.y + 40
            for place in card.places:
                height = 88 if place.red else 70  # a red place's warning may need a second line
                self._place(
                    surface,
                    pygame.Rect(column.x + 6, y, width - 12, height),
                    place.ident,
                    place.name,
                    place.red,
                )
                y += height + 6

    def _place(self, surface: pygame.Surface, rect: pygame.Rect, ident: str, name: str, red: bool) -> None:
        v, fonts = self.v, self.fonts
        action = self.legal.get("travel", ident)
        fill = lighten(PARCHMENT, 0.3) if action else mix(PARCHMENT, STEEL, 0.25)
        pygame.draw.rect(surface, fill, rect, border_radius=6)
        pygame.draw.rect(surface, RED if red else SEPIA, rect, 3 if red else 1, border_radius=6)
        y = rect.y + 4
        for line in fonts.wrap(self._text(name), 15, rect.w - 12, True)[:2]:
            surface.blit(fonts.render(line, 15, INK, True), (rect.x + 6, y))
            y += 19
        note = ""
        if ident == v.location:
            note = t("The group is here")
        elif ident in v.destinations:
            note = t("Travel: 1 to 3 TU")
        else:
            note = t("Just left") if v.location else ""
        surface.blit(
            fonts.render(fonts.fit(note, 14, rect.w - 12), 14, darken(AGENCY, 0.45)), (rect.x + 6, y + 2)
        )
        if red:
            warning = t("Red: leaving costs 2 TU more")
            for n, line in enumerate(fonts.wrap(warning, 14, rect.w - 12, True)[:2]):
                surface.blit(fonts.render(line, 14, RED, True), (rect.x + 6, y + 20 + 18 * n))
        tip = t("Leaving a red location costs 2 TU more.") if red else ""
        self._add(rect, action, tip, "overlay:place")

    def _journal(self, surface: pygame.Surface, overlay: Overlay) -> None:
        v, fonts = self.v, self.fonts
        rect = self._overlay_frame(surface, t("The journal: what the team has read"))
        if not v.journal:
            surface.blit(fonts.render(t("Nothing yet: every card the team reads is noted here."), 16, MUTED),
                         (rect.x + 14, rect.y + 52))  # fmt: skip
            return
        page = next((e for e in v.journal if e.location == overlay.page), v.journal[0])
        y = rect.y + 48
        for entry in v.journal:
            tab = pygame.Rect(rect.x + 10, y, 200, 34)
            on = entry is page
            pygame.draw.rect(surface, AGENCY_DARK if on else STEEL_HI, tab, border_radius=6)
            pygame.draw.rect(surface, AGENCY if on else EDGE, tab, 2, border_radius=6)
            label = fonts.render(fonts.fit(self._text(entry.name), 15, tab.w - 12, on), 15, TEXT, on)
            surface.blit(label, label.get_rect(midleft=(tab.x + 8, tab.centery)))
            self._add(tab, None, "", f"overlay:journal:{entry.location}")
            y += 38
        paper = pygame.Rect(rect.x + 220, rect.y + 48, rect.w - 230, rect.h - 56)
        pygame.draw.rect(surface, PARCHMENT, paper, border_radius=8)
        x, y, width = paper.x + 12, paper.y + 8, paper.w - 24
        phrases = words.key_phrases(v.scenario)
        for letter, key in (("A", page.text), *page.cards):
            text = self._text(key)
            lines = richtext.wrap(
                fonts, f"{letter}: {text}", 15, width, words.highlights(f"{letter}: {text}", phrases)
            )
            if y + len(lines) * 20 > paper.bottom - 4:
                surface.blit(
                    fonts.render(t("(more in the reading panel: hover a card)"), 14, darken(AGENCY, 0.4)),
                    (x, y),
                )
                break
            y = richtext.draw(surface, fonts, lines, (x, y), 15, 20, INK, darken(RED, 0.1)) + 6
