"""A card's text wrapped to a width with its key words drawn in another colour (bold)."""

from __future__ import annotations

import re

import pygame

from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB

Piece = tuple[str, bool]  # words, highlighted


def wrap(fonts: Fonts, words: str, size: int, width: int, spans: list[tuple[int, int]]) -> list[list[Piece]]:
    """Lines of pieces: each word keeps whether it lies in a highlighted span."""
    font, bold = fonts.get(size), fonts.get(size, True)
    space = font.size(" ")[0]
    lines: list[list[Piece]] = [[]]
    x = 0
    for match in re.finditer(r"\S+", words):
        lit = any(a < match.end() and match.start() < b for a, b in spans)
        word = match.group()
        w = (bold if lit else font).size(word)[0]
        if lines[-1] and x + space + w > width:
            lines.append([])
            x = 0
        x += (space if lines[-1] else 0) + w
        lines[-1].append((word, lit))
    return lines


def draw(surface: pygame.Surface, fonts: Fonts, lines: list[list[Piece]], topleft: tuple[int, int],
         size: int, line_h: int, colour: RGB, lit_colour: RGB) -> int:  # fmt: skip
    """Draw wrapped lines; returns the y below the last."""
    x0, y = topleft
    space = fonts.get(size).size(" ")[0]
    for line in lines:
        x = x0
        for word, lit in line:
            image = fonts.render(word, size, lit_colour if lit else colour, lit)
            surface.blit(image, (x, y))
            x += image.get_width() + space
        y += line_h
    return y
