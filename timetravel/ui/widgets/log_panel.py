"""The game log: a scrollable list of event texts with the acting seat's marker.

Lines are wrapped and rendered once; the panel surface is recomposed only when entries arrive or
the view scrolls. Repeats of the same line collapse into one with a count.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from timetravel.i18n import t
from timetravel.plural import number_word
from timetravel.ui import draw
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette

_SIZE = 14
_LINE = 19
_TOP, _BOTTOM = 34, 8  # the heading above the lines, the margin below them
MIN_LINES = 6  # the log never shows fewer lines than this, however much else the side panel holds
LOG_MIN_HEIGHT = _TOP + _BOTTOM + MIN_LINES * _LINE


@dataclass
class LogEntry:
    text: str
    seat: int | None
    count: int = 1
    muted: bool = False


def repeat_sentence(text: str, count: int) -> str:
    """A line said `count` times in a row, as words ("... (three times)"), never "×3"."""
    if count == 1:
        return text
    return t("{text} ({n} times)", text=text.rstrip("."), n=number_word(count))


class LogPanel:
    def __init__(
        self,
        rect: pygame.Rect,
        fonts: Fonts,
        repeat: Callable[[str, int], str | None] | None = None,
    ) -> None:
        self.rect = rect
        self.fonts = fonts
        self.repeat = repeat  # a game's own words for a repeated line, else repeat_sentence()
        self.entries: list[LogEntry] = []
        self.scroll = 0  # lines scrolled up from the newest
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple[object, ...] | None = None
        self._lines: list[tuple[str, int | None, bool, bool]] = []  # text, seat, first line, muted
        self._deferred = False  # while a resumed game retells its log, wrap the lines once at the end

    @property
    def inner(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 10, self.rect.y + _TOP, self.rect.w - 20, self.rect.h - _TOP - _BOTTOM)

    def add(self, text: str, seat: int | None = None, muted: bool = False) -> None:
        last = self.entries[-1] if self.entries else None
        same = last is not None and last.text == text and last.seat == seat
        # a run of quiet chance steps (deals, shuffles) reads as one line with a count
        quiet_run = last is not None and muted and last.muted and seat is None and last.seat is None
        if last is not None and (same or quiet_run):
            last.text = text
            last.count += 1
            self._relayout()
            return
        self.entries.append(LogEntry(text, seat, muted=muted))
        self.entries = self.entries[-400:]
        self.scroll = 0
        self._relayout()

    def defer_layout(self, on: bool) -> None:
        self._deferred = on
        if not on:
            self._relayout()

    def clear(self) -> None:
        self.entries.clear()
        self._relayout()

    def _relayout(self) -> None:
        if self._deferred:
            return
        width = self.inner.w - 30
        lines = []
        for entry in self.entries:
            text = self._counted(entry)
            for i, line in enumerate(self.fonts.wrap(text, _SIZE, width)):
                lines.append((line, entry.seat, i == 0, entry.muted))
        self._lines = lines
        self._cache = None

    def _counted(self, entry: LogEntry) -> str:
        if entry.count == 1:
            return entry.text
        own = self.repeat(entry.text, entry.count) if self.repeat is not None else None
        return own or repeat_sentence(entry.text, entry.count)

    @property
    def visible_lines(self) -> int:
        return max(1, self.inner.h // _LINE)

    def handle_wheel(self, pos: tuple[int, int], dy: int) -> bool:
        if not self.rect.collidepoint(pos):
            return False
        limit = max(0, len(self._lines) - self.visible_lines)
        self.scroll = max(0, min(limit, self.scroll + dy * 3))
        return True

    def draw(self, surface: pygame.Surface, palette: Palette, title: str) -> None:
        key = (len(self._lines), self.scroll, palette, title, id(self._lines), tuple(self.rect))
        if self._cache is None or key != self._cache_key:
            self._cache = self._compose(palette, title)
            self._cache_key = key
        surface.blit(self._cache, self.rect)

    def _compose(self, palette: Palette, title: str) -> pygame.Surface:
        out = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        local = out.get_rect()
        draw.panel(out, local.inflate(-4, -6).move(-2, -3), palette, radius=10, shadow=False)
        out.blit(self.fonts.render(title, 14, palette.muted, True), (12, 9))
        inner = self.inner.move(-self.rect.x, -self.rect.y)
        count = self.visible_lines
        end = len(self._lines) - self.scroll
        start = max(0, end - count)
        shown = self._lines[start:end]
        skip = 0  # an entry cut at the top would start mid-sentence: leave its tail out
        while start and skip < len(shown) - 1 and not shown[skip][2]:
            skip += 1
        shown = shown[skip:]
        y = inner.y + skip * _LINE
        for text, seat, first, muted in shown:
            if seat is not None and first:
                draw.seat_marker(out, (inner.x + 8, y + 10), seat, palette, self.fonts, r=7)
            colour = palette.muted if muted else palette.text
            out.blit(self.fonts.render(text, _SIZE, colour), (inner.x + 22, y))
            y += _LINE
        if len(self._lines) > count:  # a slim scroll indicator
            track = pygame.Rect(local.right - 10, inner.y, 4, inner.h)
            pygame.draw.rect(out, palette.panel_hi, track, border_radius=2)
            frac = count / len(self._lines)
            h = max(16, int(track.h * frac))
            pos = 1 - (self.scroll + count) / len(self._lines)
            thumb = pygame.Rect(track.x, track.y + int((track.h - h) * pos / max(1e-6, 1 - frac)), 4, h)
            pygame.draw.rect(out, palette.accent, thumb, border_radius=2)
        return out
