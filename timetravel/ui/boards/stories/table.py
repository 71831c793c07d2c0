"""Painting T.I.M.E Stories' still table from the viewer's view, and its click targets.

A `Table` paints one frame's worth of still picture into a surface of the board's size and lists
what may be pointed at: the cards (their backs read as one picture until the team has read them),
the pawns above them, the shields of a test below, the reading panel, the status tokens, the
agents' portrait cards, the time line and the overlay buttons; then, over the middle, the overlay
that is open (the HQ cards, the map, the journal) or, at HQ, the hosts to choose from.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from timetravel.games.stories.view import CardView, StoriesView
from timetravel.i18n import N_, t
from timetravel.ui import draw
from timetravel.ui.boards.kit.targets import ActionIndex, Target
from timetravel.ui.boards.stories import art, icons, words
from timetravel.ui.boards.stories.layout import SHIELD_R, Layout
from timetravel.ui.boards.stories.overlays import Overlays
from timetravel.ui.boards.stories.painter import Ending, Overlay, Reading
from timetravel.ui.boards.stories.portraits import Portraits
from timetravel.ui.boards.stories.theme import (
    AGENCY,
    AGENCY_DARK,
    EDGE,
    GOLD,
    INK,
    MUTED,
    PARCHMENT,
    RED,
    SEPIA,
    STEEL,
    STEEL_HI,
    TEXT,
)  # fmt: skip
from timetravel.ui.palette import darken
from timetravel.ui.widgets.fitted import fitting_size

BUTTON_WORDS = {"hq": N_("HQ cards"), "map": N_("Map"), "journal": N_("Journal")}


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


class Table(Portraits, Overlays):
    """The whole still table: the time line, the buttons, the location (header, panorama, reading
    panel, tokens), the portraits, then the open overlay or an ending."""

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

    # --- the time line --------------------------------------------------------------------------
    def _timeline(self, surface: pygame.Surface) -> None:
        v, layout, fonts = self.v, self.layout, self.fonts
        left = max(0, v.tu)  # a journey dearer than the time left ends the run at none left
        label = t("Run {run} of {most}", run=min(v.run, v.max_runs), most=v.max_runs)
        if v.result:
            label = t("Mission won") if v.result == "success" else t("Mission lost")
        size = fitting_size(fonts, label, 112, (15, 14, 13, 12), True)  # "Misión superada": smaller
        surface.blit(
            fonts.render(fonts.fit(label, size, 112, True), size, TEXT, True), (4, 6 + (15 - size) // 2)
        )
        left_words = t("{tu} TU left", tu=left)
        size = fitting_size(fonts, left_words, 112, (14, 13, 12))
        surface.blit(fonts.render(fonts.fit(left_words, size, 112), size, AGENCY), (4, 24))
        line = layout.timeline
        pygame.draw.rect(surface, AGENCY_DARK, line, border_radius=line.h // 2)
        start, end = layout.tu_centre(v.full_tu, v.full_tu), layout.tu_centre(left, v.full_tu)
        pygame.draw.line(surface, darken(AGENCY, 0.4), start, end, 6)  # the time spent glows dimmer
        for tu in range(v.full_tu, -1, -1):
            centre = layout.tu_centre(tu, v.full_tu)
            spent = tu > left
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
            text = fonts.render(str(left), 16, TEXT, True)
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
            self._button_label(surface, t(BUTTON_WORDS[name]), rect)
            tip = {"hq": t("Reread the HQ cards."), "map": t("The map: where the group may travel."),
                   "journal": t("The journal: what the team has read, run after run.")}[name]  # fmt: skip
            self._add(rect, None, tip, f"overlay:{name}")

    def _button_label(self, surface: pygame.Surface, label: str, rect: pygame.Rect) -> None:
        """A button's words whole: on one line, in a smaller type if need be, else on two (Spanish
        'Cartas de la Base')."""
        fonts, room = self.fonts, rect.w - 8
        size = next((s for s in (15, 14, 13, 12) if fonts.get(s, True).size(label)[0] <= room), 0)
        lines = [label] if size else fonts.wrap(label, 12, room, True)[:2]
        size = size or 12
        step = fonts.get(size, True).get_height() - 3
        top = rect.centery - step * len(lines) // 2
        for k, line in enumerate(lines):
            text = fonts.render(fonts.fit(line, size, room, True), size, TEXT, True)
            surface.blit(text, text.get_rect(center=(rect.centerx, top + step * k + step // 2)))

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
                              lambda: art.picture(str(v.location), words.english_text(v.scenario, v.panorama), v.red,
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

    def _reading(self, surface: pygame.Surface, reading: Reading) -> None:
        text = reading.words or self._text(reading.key)
        rect = self.layout.reading
        hint = self._hint()
        room = rect.w - 24  # the hint whole: a smaller type, then two lines (Spanish runs longer)
        size = fitting_size(self.fonts, hint, room, (15, 14, 13), True)
        fits = self.fonts.get(size, True).size(hint)[0] <= room
        lines = ([hint] if fits else self.fonts.wrap(hint, 13, room, True)) if hint else []
        lines = lines if len(lines) <= 2 else [lines[0], " ".join(lines[1:])]
        step = self.fonts.get(size, True).get_height()
        self._paper(surface, rect, reading.title, text, below=step * len(lines))
        if lines:
            for k, line in enumerate(reversed(lines)):
                image = self.fonts.render(self.fonts.fit(line, size, room, True), size, AGENCY, True)
                surface.blit(image, (rect.x + 12, rect.bottom - 8 - image.get_height() - k * step))
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
