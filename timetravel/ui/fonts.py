"""Fonts and a cache of rendered text, so steady frames never re-render the same words.

The UI face is Noto Sans as bundled with pygame_gui (SIL OFL 1.1, see assets/fonts/README.md);
pygame-ce's own default font is the fallback. A font file in assets/fonts/ of the same name wins.
"""

from __future__ import annotations

import unicodedata
from collections import OrderedDict
from pathlib import Path

import pygame

Colour = tuple[int, int, int] | tuple[int, int, int, int]

_CACHE_LIMIT = 1500
MAX_LINE_CHARS = 400  # a longer line is cut: no screen shows more, and a huge surface is never made

# control, format (zero-width joiner, BOM, bidi overrides, soft hyphen), surrogate, private-use and
# unassigned code points, combining marks left over after NFC, line/paragraph separators
_DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Mn", "Me", "Zl", "Zp"})
_SKIN_TONES = range(0x1F3FB, 0x1F400)


def clean_text(text: str, keep_newlines: bool = False) -> str:
    """Text that every font call accepts: the one gate where any text enters rendering.

    Drops NUL and other control characters, zero-width and format characters, lone surrogates and
    combining marks that do not compose; other spaces become plain spaces. Emoji and other symbols
    stay here; the renderer replaces those its font cannot draw.
    """
    if text.isascii() and text.isprintable():
        return text
    out = []
    for ch in unicodedata.normalize("NFC", str(text)):
        if ch == "\n" and keep_newlines:
            out.append(ch)
        elif ch == "\t":
            out.append(" ")
        elif unicodedata.category(ch) in _DROPPED_CATEGORIES or ord(ch) in _SKIN_TONES:
            continue
        elif unicodedata.category(ch) == "Zs":
            out.append(" ")
        else:
            out.append(ch)
    return "".join(out)


def _font_path(bold: bool) -> Path | None:
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    try:
        from timetravel.resources import assets_dir

        local = assets_dir() / "fonts" / name
        if local.is_file():
            return local
    except FileNotFoundError:
        pass
    try:
        import pygame_gui

        bundled = Path(pygame_gui.__file__).parent / "data" / name
        if bundled.is_file():
            return bundled
    except ImportError:
        pass
    return None


_SUBSTITUTES = {"→": "->", "←": "<-", "⇒": "=>", "↔": "<->", "✓": "+", "✗": "x", "★": "*"}


_MISSING_PROBE = "\U0010fffd"  # a private-use code point no UI font draws: its glyph is the empty box
_missing_cache: dict[tuple[int, str], bool] = {}


def _lacks(font: pygame.font.Font, ch: str) -> bool:
    """Whether `font` draws `ch` as its empty box (pygame reports the box's metrics, not None)."""
    key = (id(font), ch)
    known = _missing_cache.get(key)
    if known is None:
        try:
            box = font.render(_MISSING_PROBE, True, (255, 255, 255))
            glyph = font.render(ch, True, (255, 255, 255))
        except (pygame.error, ValueError, UnicodeError):  # zero width or unencodable: not drawable
            known = True
        else:
            known = glyph.get_size() == box.get_size() and pygame.image.tobytes(glyph, "RGBA") == (
                pygame.image.tobytes(box, "RGBA")
            )
        _missing_cache[key] = known
    return known


def _printable(font: pygame.font.Font, text: str) -> str:
    """Clean text with glyphs the font lacks replaced by plain ones (never an empty box)."""
    text = clean_text(text)[:MAX_LINE_CHARS]
    if text.isascii():
        return text
    return "".join(ch if ch.isascii() or not _lacks(font, ch) else _SUBSTITUTES.get(ch, "?") for ch in text)


class Fonts:
    def __init__(self) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._text: OrderedDict[tuple[str, int, bool, Colour], pygame.Surface] = OrderedDict()
        self._paths = {False: _font_path(False), True: _font_path(True)}
        self._wrapped: dict[tuple[str, int, int, bool], list[str]] = {}
        self._fitted: dict[tuple[str, int, int, bool], str] = {}

    def forget_text(self) -> None:
        """Drop the rendered, wrapped and fitted text kept so far (between games: ui/memory.py)."""
        self._text.clear()
        self._wrapped.clear()
        self._fitted.clear()

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        font = self._fonts.get(key)
        if font is None:
            path = self._paths[bold]
            font = pygame.font.Font(str(path) if path else None, size)
            if path is None and bold:
                font.set_bold(True)
            self._fonts[key] = font
        return font

    def render(self, text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
        """A cached, antialiased rendering of one line of text."""
        key = (text, size, bold, colour)
        surface = self._text.get(key)
        if surface is not None:
            self._text.move_to_end(key)
            return surface
        font = self.get(size, bold)
        try:
            surface = font.render(_printable(font, text), True, colour)
        except (pygame.error, ValueError, UnicodeError):  # never a reason to fail: show nothing instead
            surface = pygame.Surface((0, font.get_height()), pygame.SRCALPHA)
        if len(colour) == 4:
            surface.set_alpha(colour[3])
        self._text[key] = surface
        if len(self._text) > _CACHE_LIMIT:
            self._text.popitem(last=False)
        return surface

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Split text into lines that fit `width` pixels (explicit newlines are kept)."""
        key = (text, size, width, bold)
        cached = self._wrapped.get(key)
        if cached is None:
            if len(self._wrapped) > _CACHE_LIMIT:
                self._wrapped.clear()
            cached = self._wrapped[key] = self._wrap(text, size, width, bold)
        return list(cached)

    def _wrap(self, text: str, size: int, width: int, bold: bool) -> list[str]:
        font = self.get(size, bold)
        text = clean_text(text, keep_newlines=True)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            words = paragraph.split(" ")
            line = ""
            for word in words:
                word = word[:MAX_LINE_CHARS]
                candidate = f"{line} {word}" if line else word
                if font.size(candidate)[0] <= width or not line:
                    line = candidate
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines

    def render_wrapped(
        self, text: str, size: int, colour: Colour, width: int, bold: bool = False, spacing: int = 2
    ) -> pygame.Surface:
        lines = [self.render(line, size, colour, bold) for line in self.wrap(text, size, width, bold)]
        height = sum(s.get_height() + spacing for s in lines) - spacing if lines else 0
        out = pygame.Surface(
            (max((s.get_width() for s in lines), default=1), max(1, height)), pygame.SRCALPHA
        )
        y = 0
        for line in lines:
            out.blit(line, (0, y))
            y += line.get_height() + spacing
        return out

    def fit(self, text: str, size: int, width: int, bold: bool = False) -> str:
        """The text, shortened with an ellipsis if it is wider than `width`."""
        key = (text, size, width, bold)
        cached = self._fitted.get(key)
        if cached is None:
            if len(self._fitted) > _CACHE_LIMIT:
                self._fitted.clear()
            cached = self._fitted[key] = self._fit(text, size, width, bold)
        return cached

    def _fit(self, text: str, size: int, width: int, bold: bool) -> str:
        font = self.get(size, bold)
        text = clean_text(text)[:MAX_LINE_CHARS]
        if font.size(text)[0] <= width:
            return text
        while text and font.size(text + "…")[0] > width:
            text = text[:-1]
        return text + "…"
