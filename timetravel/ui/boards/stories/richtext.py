"""A card's text wrapped to a width with its key words drawn in another colour (bold)."""

from __future__ import annotations

import re

import pygame

from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB

Piece = tuple[str, bool, bool]  # words, highlighted, glued to the piece before (no space)


def _pieces(word: str, start: int, spans: list[tuple[int, int]]) -> list[tuple[str, bool]]:
    """A word cut where a highlighted span begins or ends: "Vecchio.'" lights "Vecchio" only."""
    cuts = sorted({0, len(word), *(min(max(p - start, 0), len(word)) for span in spans for p in span)})
    out = []
    for a, b in zip(cuts, cuts[1:], strict=False):
        if a < b:
            lit = any(x <= start + a and start + b <= y for x, y in spans)
            out.append((word[a:b], lit))
    return out


def wrap(fonts: Fonts, words: str, size: int, width: int, spans: list[tuple[int, int]]) -> list[list[Piece]]:
    """Lines of pieces: each word, cut where a highlighted span begins or ends, keeps whether it
    lies in one."""
    font, bold = fonts.get(size), fonts.get(size, True)
    space = font.size(" ")[0]
    lines: list[list[Piece]] = [[]]
    x = 0
    for match in re.finditer(r"\S+", words):
        pieces = _pieces(match.group(), match.start(), spans)
        w = sum((bold if lit else font).size(text)[0] for text, lit in pieces)
        if lines[-1] and x + space + w > width:
            lines.append([])
            x = 0
        x += (space if lines[-1] else 0) + w
        lines[-1] += [(text, lit, n > 0) for n, (text, lit) in enumerate(pieces)]
    return lines


def draw(surface: pygame.Surface, fonts: Fonts, lines: list[list[Piece]], topleft: tuple[int, int],
         size: int, line_h: int, colour: RGB, lit_colour: RGB) -> int:  # fmt: skip
    """Draw wrapped lines; returns the y below the last."""
    x0, y = topleft
    space = fonts.get(size).size(" ")[0]
    for line in lines:
        x = x0
        for n, (word, lit, glued) in enumerate(line):
            x += space if n and not glued else 0
            image = fonts.render(word, size, lit_colour if lit else colour, lit)
            surface.blit(image, (x, y))
            x += image.get_width()
        y += line_h
    return y
