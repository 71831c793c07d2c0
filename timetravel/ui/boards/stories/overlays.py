"""T.I.M.E Stories' overlays over the middle of the table: the HQ cards, the map (where the group
may travel), the journal (what the team has read), and the card that ended a run or won.
"""

from __future__ import annotations

import pygame

from timetravel.i18n import pt, t
from timetravel.ui.boards.stories import richtext, words
from timetravel.ui.boards.stories.layout import TEXT_LINE, TEXT_SIZE
from timetravel.ui.boards.stories.painter import Ending, Overlay, Painter
from timetravel.ui.boards.stories.theme import (
    AGENCY,
    AGENCY_DARK,
    EDGE,
    GOLD,
    INK,
    KEYWORD,
    MUTED,
    PARCHMENT,
    RED,
    SEPIA,
    STEEL,
    STEEL_HI,
    TEXT,
)
from timetravel.ui.palette import darken, lighten, mix


class Overlays(Painter):
    """The overlays' painting (a part of table.py's Table)."""

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
        label = fonts.render(pt("reading", "Continue"), 17, TEXT, True)
        surface.blit(label, label.get_rect(center=button.center))
        self._add(button, None, t("Close this card and go on."), "overlay:continue")
