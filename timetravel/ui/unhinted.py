"""A face drawn at its letters' true weight, without FreeType's hinting (Noto Sans KR)."""

from __future__ import annotations

import io
from collections import OrderedDict

import pygame
from pygame.typing import ColorLike

SUPERSAMPLING = 4  # an unhinted face draws its words this many times larger, then shrinks them
FontFile = str | io.BytesIO | None  # a path, a file in memory (pygame_gui's own) or pygame's default
KEPT_DRAWINGS = 64  # words drawn lately, per font: pygame_gui draws each label again right after measuring it
# (few: every size and style of the face is a font of its own, each keeping its drawings)
KEPT_WIDTHS = 2048  # widths measured lately, per font: wrapping and fitting measure the same words often
DrawingKey = tuple[str, tuple[int, ...], tuple[int, ...] | None, int, tuple[bool, ...]]


class UnhintedFont(pygame.font.Font):
    """A face that draws its letters at their true weight, without FreeType's hinting.

    Noto Sans KR ships without hinting instructions, so FreeType hints it itself: at UI sizes that
    makes the parallel strokes of some syllables two full pixels wide and others one, so a word such
    as 컴퓨터 or 허용해야 looks bold beside its neighbours (at 15 px, words from 3% lighter to 17%
    heavier than their outlines). pygame offers no switch for hinting, so this font measures and
    draws at SUPERSAMPLING times its size, where the grid hardly matters, and shrinks the drawing by
    averaging. Its ascent, descent and height are those of its own size.
    """

    def __init__(self, file: FontFile, size: int) -> None:
        super().__init__(file, size)
        again = io.BytesIO(file.getvalue()) if isinstance(file, io.BytesIO) else file  # (read as it draws)
        self._large_font = pygame.font.Font(again, size * SUPERSAMPLING)
        self._drawn: OrderedDict[DrawingKey, pygame.Surface] = OrderedDict()
        self._widths: dict[tuple[str | bytes, int, bool, bool], int] = {}

    def set_script(self, script: str, /) -> None:
        super().set_script(script)
        self._large_font.set_script(script)

    def set_direction(self, direction: int, /) -> None:
        super().set_direction(direction)
        self._large_font.set_direction(direction)

    def _large(self) -> pygame.font.Font:
        """The large face in this font's size and style of now (pygame_gui sets them as it pleases);
        each is set only when it changed, as setting one empties SDL_ttf's cache of drawn letters."""
        large = self._large_font
        if large.point_size != self.point_size * SUPERSAMPLING:
            large.point_size = self.point_size * SUPERSAMPLING
        for style in ("bold", "italic", "underline", "strikethrough"):
            if getattr(large, style) != getattr(self, style):
                setattr(large, style, getattr(self, style))
        return large

    def size(self, text: str | bytes, /) -> tuple[int, int]:
        key = (text, self.point_size, self.bold, self.italic)
        width = self._widths.get(key)
        if width is None:
            if len(self._widths) >= KEPT_WIDTHS:
                self._widths.clear()
            width = self._widths[key] = -(-self._large().size(text)[0] // SUPERSAMPLING)
        return width, self.get_height()

    def render(
        self,
        text: str | bytes | None,
        antialias: bool,
        color: ColorLike,
        bgcolor: ColorLike | None = None,
        wraplength: int = 0,
    ) -> pygame.Surface:
        if not text or not antialias or wraplength:
            return super().render(text, antialias, color, bgcolor, wraplength)
        words = text.decode() if isinstance(text, bytes) else text
        styles = (self.bold, self.italic, self.underline, self.strikethrough)
        back = None if bgcolor is None else tuple(pygame.Color(bgcolor))
        key = (words, tuple(pygame.Color(color)), back, self.point_size, styles)
        drawn = self._drawn.get(key)
        if drawn is None:
            drawn = self._draw(words, color, bgcolor)
            self._drawn[key] = drawn
            if len(self._drawn) > KEPT_DRAWINGS:
                self._drawn.popitem(last=False)
        else:
            self._drawn.move_to_end(key)
        return drawn.copy()  # the caller may draw on what it is given

    def _draw(self, text: str, color: ColorLike, bgcolor: ColorLike | None) -> pygame.Surface:
        """The words drawn large and shrunk by averaging (see the class)."""
        large_font = self._large()
        large = large_font.render(text, True, color)
        width, height = -(-large.get_width() // SUPERSAMPLING), self.get_height()
        canvas = pygame.Surface((width * SUPERSAMPLING, height * SUPERSAMPLING), pygame.SRCALPHA)
        canvas.fill((*pygame.Color(color)[:3], 0))  # its own colour, clear: the edges shrink unmuddied
        canvas.blit(large, (0, self.get_ascent() * SUPERSAMPLING - large_font.get_ascent()))
        out = pygame.transform.smoothscale(canvas, (width, height))  # each pixel the mean of its square
        if bgcolor is None:
            return out
        backed = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        backed.fill(bgcolor)
        backed.blit(out, (0, 0))
        return backed
