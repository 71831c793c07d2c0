"""What every part of T.I.M.E Stories' table painter shares: the panels' data (the reading panel,
an ending, the open overlay), the frame being painted (the view, the layout, the legal actions),
its click targets, and small painting helpers (a paper panel, dice dots).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import pygame

from timetravel.engine.actions import Action
from timetravel.games.stories.view import StoriesView
from timetravel.ui.boards.kit.caches import SurfaceCache
from timetravel.ui.boards.kit.targets import ActionIndex, Target
from timetravel.ui.boards.stories import richtext, words
from timetravel.ui.boards.stories.layout import TEXT_LINE, TEXT_SIZE, Layout
from timetravel.ui.boards.stories.theme import (
    GOLD,
    KEYWORD,
    PARCHMENT,
    SEPIA,
)
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette


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


class Painter:
    """The state of one frame being painted and what the table's parts share (table.py's Table
    paints the whole, portraits.py the agents and hosts, overlays.py the overlays and an ending)."""

    v: StoriesView
    layout: Layout
    legal: ActionIndex
    hidden: frozenset[Hashable]
    picked: str | None
    targets: list[Target]
    _portrait_start: int

    def __init__(self, fonts: Fonts, palette: Palette, cache: SurfaceCache, journal: bool) -> None:
        self.fonts, self.palette, self.cache, self.journal = fonts, palette, cache, journal
        self.papers = SurfaceCache(limit=24)  # reading panels by size and text

    def _paper(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        title: str,
        text: str,
        spans: list[tuple[int, int]] | None = None,
        below: int = 0,
    ) -> None:
        """A panel of readable text: a title and the text, its key words lit, leaving `below` pixels
        at its foot (for a hint). Painted once per text and kept (the table is repainted at every
        step, the text read changes far less often)."""
        key = (rect.size, title, text, tuple(spans) if spans is not None else None, self.v.scenario, below)
        paper = self.papers.get(key, lambda: self._paint_paper(rect.size, title, text, spans, below))
        surface.blit(paper, rect.topleft)

    def _paint_paper(
        self,
        size: tuple[int, int],
        title: str,
        text: str,
        spans: list[tuple[int, int]] | None,
        below: int = 0,
    ) -> pygame.Surface:
        paper = pygame.Surface(size, pygame.SRCALPHA)
        rect = paper.get_rect()
        pygame.draw.rect(paper, (30, 27, 24), rect, border_radius=10)
        pygame.draw.rect(paper, SEPIA, rect, 2, border_radius=10)
        fonts = self.fonts
        paper.blit(fonts.render(fonts.fit(title, 16, rect.w - 24, True), 16, GOLD, True), (12, 6))
        if spans is None:
            spans = words.highlights(text, words.key_phrases(self.v.scenario))
        room = rect.h - 30 - 4 - below  # below the title: the whole text, in a smaller type when a language
        for text_size in range(TEXT_SIZE, 12, -1):  # runs longer (Spanish, about a quarter)
            line_h = TEXT_LINE - (TEXT_SIZE - text_size) * 3 // 2
            lines = richtext.wrap(fonts, text, text_size, rect.w - 24, spans)
            if len(lines) * line_h <= room:
                break
        richtext.draw(paper, fonts, lines, (12, 30), text_size, line_h, PARCHMENT, KEYWORD)
        return paper

    def _text(self, key: str) -> str:
        return words.text(self.v.scenario, key)

    def _add(self, rect: pygame.Rect, action: Action | None = None, tip: str = "", kind: str = "",
             card: str | None = None, before: bool = False) -> None:  # fmt: skip
        """A click target; `before` puts it under the targets already listed (a portrait under its
        item chips)."""
        target = Target(pygame.Rect(rect), action, card, tip, kind)
        self.targets.insert(self._portrait_start, target) if before else self.targets.append(target)

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
