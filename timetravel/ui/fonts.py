"""Fonts and a cache of rendered text, so steady frames never re-render the same words.

The UI face is Noto Sans as bundled with pygame_gui (SIL OFL 1.1, see assets/fonts/README.md), with a
fallback chain by script (`CHAIN`): each line is split into runs by the face that has its letters
(`runs`), so a Korean name in the English interface shows in Hangul, and Arabic, Hebrew, Devanagari,
Georgian, Japanese and Chinese show their own glyphs. Every font the screens get (`Fonts.get`) is such
a `ChainFont`, so its size() and render() follow the chain too. A font file in assets/fonts/ of the
same name wins over pygame_gui's. Hangul is drawn unhinted (`UnhintedFont`), so every word keeps the
weight of its letters.
"""

from __future__ import annotations

import contextlib
import io
import unicodedata
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pygame
from pygame.typing import ColorLike

from timetravel.ui.unhinted import FontFile, UnhintedFont

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
    combining marks that do not compose on Latin letters (those of Devanagari, Hebrew or Arabic stay,
    three at most in a row); other spaces become plain spaces. Emoji and other symbols
    stay here; the renderer replaces those its font cannot draw.
    """
    if text.isascii() and text.isprintable():
        return text
    out: list[str] = []
    marks = 0  # combining marks kept in a row
    for ch in unicodedata.normalize("NFC", str(text)):
        category = unicodedata.category(ch)
        if category in ("Mn", "Me") and out and _carries_marks(out[-1], marks):
            marks += 1
            out.append(ch)  # a vowel sign or virama of Devanagari, Hebrew points, Arabic vowels
            continue
        marks = 0
        if ch == "\n" and keep_newlines:
            out.append(ch)
        elif ch == "\t":
            out.append(" ")
        elif category in _DROPPED_CATEGORIES or ord(ch) in _SKIN_TONES:
            continue
        elif unicodedata.category(ch) == "Zs":
            out.append(" ")
        else:
            out.append(ch)
    return "".join(out)


# the fallback chain by script: the first face that draws a letter draws it (Latin, Greek and Cyrillic
# in Noto Sans; Hangul, kana and Han in the Noto Sans KR/JP/SC that pygame_gui bundles; Arabic, Hebrew
# and Georgian likewise; Noto Sans draws Devanagari too). Each face: regular file, bold file (or None:
# drawn bold by pygame), the script and direction for SDL_ttf's shaping (None: left to right, Latin),
# and whether it is drawn unhinted (`UnhintedFont`).
@dataclass(frozen=True, slots=True)
class Face:
    regular: str
    bold: str | None
    script: str | None = None
    rtl: bool = False
    unhinted: bool = False


CHAIN: tuple[Face, ...] = (
    Face("NotoSans-Regular.ttf", "NotoSans-Bold.ttf"),
    Face("NotoSansKR-Regular.ttf", "NotoSansKR-Bold.ttf", "Hang", unhinted=True),
    Face("NotoSansJP-Regular.otf", "NotoSansJP-Bold.otf", "Jpan"),
    Face("NotoSansSC-Regular.otf", "NotoSansSC-Bold.otf", "Hans"),
    Face("NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf", "Arab", rtl=True),
    Face("NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf", "Hebr", rtl=True),
    Face("NotoSansGeorgian-Regular.ttf", "NotoSansGeorgian-Bold.ttf", "Geor"),
    Face("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "Deva"),  # Noto Sans again, shaping Devanagari
)
_DEVANAGARI = len(CHAIN) - 1


def font_file(name: str) -> Path | None:
    """A face's file: assets/fonts/ first (it wins), then pygame_gui's data folder."""
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


def _carries_marks(base: str, marks: int) -> bool:
    """Whether a combining mark after `base` is part of writing (a letter of a script that writes
    with marks), not a mark left over on Latin text after NFC; never more than three in a row."""
    return marks < 3 and not base.isascii() and unicodedata.category(base)[0] in "LM"


def _font_path(bold: bool) -> Path | None:
    face = CHAIN[0]
    return font_file(face.bold if bold and face.bold else face.regular)


_SUBSTITUTES = {"→": "->", "←": "<-", "⇒": "=>", "↔": "<->", "✓": "+", "✗": "x", "★": "*"}


_MISSING_PROBE = "\U0010fffd"  # a private-use code point no UI font draws: its glyph is the empty box
_missing_cache: dict[tuple[int, str], bool] = {}
_PROBE_SIZE = 16


def _lacks(font: pygame.font.Font, ch: str) -> bool:
    """Whether `font` draws `ch` as its empty box (pygame reports the box's metrics, not None)."""
    key = (id(font), ch)
    known = _missing_cache.get(key)
    if known is None:
        try:
            box = pygame.font.Font.render(font, _MISSING_PROBE, True, (255, 255, 255))
            glyph = pygame.font.Font.render(font, ch, True, (255, 255, 255))
        except (pygame.error, ValueError, UnicodeError):  # zero width or unencodable: not drawable
            known = True
        else:
            known = glyph.get_size() == box.get_size() and pygame.image.tobytes(glyph, "RGBA") == (
                pygame.image.tobytes(box, "RGBA")
            )
        _missing_cache[key] = known
    return known


class _Probes:
    """One small font per face, to ask which face draws a letter (the answer is the same at any size)."""

    def __init__(self) -> None:
        self._fonts: dict[int, pygame.font.Font | None] = {}
        self._has: dict[tuple[int, str], bool] = {}

    def has(self, face: int, ch: str) -> bool:
        key = (face, ch)
        known = self._has.get(key)
        if known is None:
            if face not in self._fonts:
                path = font_file(CHAIN[face].regular)
                self._fonts[face] = pygame.font.Font(str(path), _PROBE_SIZE) if path else None
            font = self._fonts[face]
            known = self._has[key] = font is not None and not _lacks(font, ch)
        return known


_probes: _Probes | None = None


def _forget_probes() -> None:
    global _probes
    _probes = None
    _missing_cache.clear()


def _face_of(ch: str, current: int) -> int | None:
    """The face that draws `ch`: a letter its script's first face, a space, digit or sign the face of
    the run it is in when that face has it (so "카드 3장" stays one run); None when no face has it."""
    global _probes
    if _probes is None:
        _probes = _Probes()
        pygame.register_quit(_forget_probes)  # fonts die with pygame's font module
    letter = unicodedata.category(ch)[0] in "LM"
    if not letter and CHAIN[current].rtl:  # spaces and signs after right-to-left words go left to right
        current = 0
    if ch.isascii():
        return current if current and not letter and _probes.has(current, ch) else 0
    if 0x900 <= ord(ch) < 0x980:
        return _DEVANAGARI
    if not letter and _probes.has(current, ch):
        return current
    return next((face for face in range(len(CHAIN)) if _probes.has(face, ch)), None)


def runs(text: str) -> list[tuple[int, str]]:
    """`text` split into runs by the face that draws them: (face index in CHAIN, text). A letter no
    face draws becomes a plain substitute ("?"), never an empty box."""
    if text.isascii():
        return [(0, text)] if text else []
    return list(_runs(text))


def visual_runs(text: str) -> list[tuple[int, str]]:
    """The runs in the order they are drawn, left to right. A line whose first letter is of a
    right-to-left script (Arabic, Hebrew) is a right-to-left paragraph: its runs go right to left, the
    spaces between them kept between (SDL_ttf draws each right-to-left run's letters itself)."""
    parts = runs(text)
    first = next((face for face, part in parts if any(ch.isalpha() for ch in part)), 0)
    if not CHAIN[first].rtl:
        return parts
    moved = [(face, part.lstrip(" ") + " " * (len(part) - len(part.lstrip(" ")))) for face, part in parts]
    return moved[::-1]


@lru_cache(maxsize=4096)  # wrapping measures the same words again and again
def _runs(text: str) -> tuple[tuple[int, str], ...]:
    out: list[tuple[int, str]] = []
    current = 0
    for ch in text:
        face = _face_of(ch, current)
        if face is None:
            ch, face = _SUBSTITUTES.get(ch, "?"), current
        if out and out[-1][0] == face:
            out[-1] = (face, out[-1][1] + ch)
        else:
            out.append((face, ch))
        current = face
    return tuple(out)


def _printable(font: pygame.font.Font, text: str) -> str:
    """Clean text, cut to the longest line any screen shows, with the signs that have a plain ASCII
    form in it when the main face lacks them (the other faces' arrows look foreign beside it)."""
    text = clean_text(text)[:MAX_LINE_CHARS]
    if text.isascii():
        return text
    return "".join(_SUBSTITUTES[ch] if ch in _SUBSTITUTES and _lacks(font, ch) else ch for ch in text)


@lru_cache(maxsize=1)
def _unhinted_families() -> frozenset[str]:
    paths = (font_file(name) for face in CHAIN if face.unhinted for name in (face.regular, face.bold) if name)
    return frozenset(str(pygame.font.Font(str(path), _PROBE_SIZE).name) for path in paths if path)


def gui_font(file: FontFile, size: int) -> pygame.font.Font:
    """A font as pygame_gui opens one (theme.py hands it this in place of pygame.font.Font): the faces
    of the chain that are drawn unhinted are drawn so in its buttons, lists and fields too."""
    font = pygame.font.Font(file, size)
    if font.name not in _unhinted_families():
        return font
    return UnhintedFont(io.BytesIO(file.getvalue()) if isinstance(file, io.BytesIO) else file, size)


class ChainFont(pygame.font.Font):
    """A pygame Font of the first face that, for text with letters it lacks, measures and draws each
    run with the face of the chain that has them (baselines aligned), so any script shows its glyphs."""

    def __init__(self, path: Path | None, size: int, bold: bool) -> None:
        super().__init__(str(path) if path else None, size)
        if path is None and bold:
            self.set_bold(True)
        self._size, self._bold = size, bold
        self._others: dict[int, pygame.font.Font] = {}

    def face(self, index: int) -> pygame.font.Font:
        if index == 0:
            return self
        font = self._others.get(index)
        if font is None:
            face = CHAIN[index]
            bold_path = font_file(face.bold) if self._bold and face.bold else None
            path = bold_path or font_file(face.regular)  # (the app ships some faces without their bold)
            opened = UnhintedFont if face.unhinted else pygame.font.Font
            font = opened(str(path) if path else None, self._size)
            if self._bold and not bold_path:
                font.set_bold(True)
            if face.script:
                with contextlib.suppress(pygame.error, AttributeError):
                    font.set_script(face.script)
                    if face.rtl:
                        font.set_direction(pygame.DIRECTION_RTL)
            self._others[index] = font
        return font

    def _runs(self, text: str) -> list[tuple[pygame.font.Font, str]]:
        return [(self.face(face), part) for face, part in visual_runs(text)]

    def size(self, text: str | bytes) -> tuple[int, int]:
        if isinstance(text, bytes) or text.isascii():
            return super().size(text)
        parts = self._runs(text)
        if len(parts) == 1 and parts[0][0] is self:
            return super().size(text)
        width = sum(self._face_size(font, part)[0] for font, part in parts)
        return width, self._height(parts)

    def _face_size(self, font: pygame.font.Font, part: str) -> tuple[int, int]:
        """A run's size by its own face (this font's own runs by the plain Font, not the chain)."""
        return pygame.font.Font.size(self, part) if font is self else font.size(part)

    def _face_render(
        self, font: pygame.font.Font, part: str, antialias: bool, color: ColorLike
    ) -> pygame.Surface:
        """A run drawn by its own face (this font's own runs by the plain Font, not the chain)."""
        if font is self:
            return pygame.font.Font.render(self, part, antialias, color)
        return font.render(part, antialias, color)

    def _height(self, parts: list[tuple[pygame.font.Font, str]]) -> int:
        ascent = max(font.get_ascent() for font, _ in parts)
        descent = max(-font.get_descent() for font, _ in parts)
        return max(self.get_height(), ascent + descent)

    def render(
        self,
        text: str | bytes | None,
        antialias: bool,
        color: ColorLike,
        bgcolor: ColorLike | None = None,
        wraplength: int = 0,
    ) -> pygame.Surface:
        if not isinstance(text, str) or text.isascii():
            return super().render(text, antialias, color, bgcolor, wraplength)
        parts = self._runs(text)
        if len(parts) == 1 and parts[0][0] is self:
            return super().render(text, antialias, color, bgcolor, wraplength)
        surfaces = [(font, self._face_render(font, part, antialias, color)) for font, part in parts]
        ascent = max(font.get_ascent() for font, _ in surfaces)
        out = pygame.Surface(
            (max(1, sum(s.get_width() for _, s in surfaces)), self._height(parts)), pygame.SRCALPHA
        )
        if bgcolor is not None:
            out.fill(bgcolor)
        x = 0
        for font, surface in surfaces:
            out.blit(surface, (x, ascent - font.get_ascent()))
            x += surface.get_width()
        return out


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
            font = self._fonts[key] = ChainFont(self._paths[bold], size, bold)
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
