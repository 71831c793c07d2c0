"""Text laid out for reading, as the rules screen draws it: words wrapped whole (a word longer than
a line broken where it must), runs of bold and coloured words, and tables whose columns share the
page fairly."""

from __future__ import annotations

import pygame

from timetravel.ui.fonts import Fonts
from timetravel.ui.markdown import Block
from timetravel.ui.palette import RGB, Palette, lighten, mix

CELL_SIZE, CELL_PAD = 15, 8  # a table's text size and the room around each cell's text


def wrap_words(fonts: Fonts, text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Lines of at most `width`; a word longer than a line (a file name) is broken where it must."""
    font = fonts.get(size, bold)
    lines: list[str] = []
    for line in fonts.wrap(text, size, width, bold):
        while font.size(line)[0] > width and len(line) > 1:
            cut = len(line) - 1
            while cut > 1 and font.size(line[:cut])[0] > width:
                cut -= 1
            lines.append(line[:cut])
            line = line[cut:]
        lines.append(line)
    return lines or [""]


def wrap_cell(fonts: Fonts, text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Lines of a table cell; a word longer than the column (a file name) is broken where it must."""
    return wrap_words(fonts, text, size, width, bold)


def text_image(fonts: Fonts, text: str, size: int, colour: RGB, width: int, bold: bool = False,
               spacing: int = 5) -> pygame.Surface:  # fmt: skip
    """Text wrapped to `width`, every line whole (see wrap_words)."""
    lines = [fonts.render(line, size, colour, bold) for line in wrap_words(fonts, text, size, width, bold)]
    height = sum(line.get_height() + spacing for line in lines) - spacing
    out = pygame.Surface((max(line.get_width() for line in lines) or 1, max(1, height)), pygame.SRCALPHA)
    y = 0
    for line in lines:
        out.blit(line, (0, y))
        y += line.get_height() + spacing
    return out


Run = tuple[str, bool, tuple[int, int, int]]  # words, bold, colour


def rich_lines(fonts: Fonts, runs: list[Run], size: int, width: int) -> list[list[Run]]:
    """Runs of words in their own weight and colour, wrapped to `width`: each line a list of runs
    (neighbouring words of one style joined). A word longer than a line is broken where it must."""
    space = fonts.get(size).size(" ")[0]
    lines: list[list[Run]] = [[]]
    before_last = 0  # the width of the line's runs but its last, with the spaces after them
    for text, bold, colour in runs:
        font = fonts.get(size, bold)
        for word in text.split():
            pieces = wrap_words(fonts, word, size, width, bold) if font.size(word)[0] > width else [word]
            for piece in pieces:
                line = lines[-1]
                joins = bool(line) and line[-1][1:] == (bold, colour)
                # measured whole, as it is drawn: a space between words of another script (Hangul)
                # is that face's space, wider than the first face's
                if joins:
                    candidate = (line[-1][0] + " " + piece, bold, colour)
                    fits = before_last + font.size(candidate[0])[0] <= width
                else:
                    candidate = (piece, bold, colour)
                    last = fonts.get(size, line[-1][1]).size(line[-1][0])[0] + space if line else 0
                    fits = not line or before_last + last + font.size(piece)[0] <= width
                if not fits:
                    lines.append([(piece, bold, colour)])
                    before_last = 0
                elif joins:
                    line[-1] = candidate
                else:
                    before_last += last
                    line.append(candidate)
    return lines


def rich_image(fonts: Fonts, runs: list[Run], size: int, width: int, spacing: int = 5) -> pygame.Surface:
    """Runs of words wrapped to `width` (see rich_lines), drawn line by line."""
    lines = rich_lines(fonts, runs, size, width)
    space, line_h = fonts.get(size).size(" ")[0], fonts.get(size).get_height()
    out = pygame.Surface((width, max(1, len(lines) * (line_h + spacing) - spacing)), pygame.SRCALPHA)
    for n, line in enumerate(lines):
        x = 0
        for text, bold, colour in line:
            image = fonts.render(text, size, colour, bold)
            out.blit(image, (x, n * (line_h + spacing)))
            x += image.get_width() + space
    return out


def column_widths(natural: list[int], least: list[int], room: int) -> list[int]:
    """Columns at their natural widths when they fit (the last one takes what is left); otherwise
    each starts at its longest word (within a fair share) and they share the rest in proportion to
    what they still lack."""
    if sum(natural) <= room:
        return natural[:-1] + [room - sum(natural[:-1])]
    fair = room // len(natural)
    base = [min(lo, nat, fair) for lo, nat in zip(least, natural, strict=True)]
    lack = [nat - b for nat, b in zip(natural, base, strict=True)]
    spare = room - sum(base)
    total_lack = sum(lack) or 1
    return [b + spare * need // total_lack for b, need in zip(base, lack, strict=True)]


def render_table(
    fonts: Fonts, block: Block, width: int, pal: Palette, size: int = CELL_SIZE
) -> pygame.Surface:
    cols = len(block.rows[0])
    pad = round(CELL_PAD * size / CELL_SIZE)
    natural = [
        max(fonts.get(size, i == 0 and block.header).size(row[c])[0] for i, row in enumerate(block.rows))
        + 2 * pad
        for c in range(cols)
    ]
    least = [
        max(fonts.get(size, True).size(word)[0] for row in block.rows for word in (row[c].split() or [""]))
        + 2 * pad
        for c in range(cols)
    ]
    widths = column_widths(natural, least, width)
    line_h = fonts.get(size).get_linesize()
    rendered = []
    for i, row in enumerate(block.rows):
        bold = i == 0 and block.header
        cells = [wrap_cell(fonts, text, size, w - 2 * pad, bold) for text, w in zip(row, widths, strict=True)]
        rendered.append((bold, cells, max(len(c) for c in cells) * line_h + 2 * pad - 4))
    page = pygame.Surface((width, sum(h for *_, h in rendered)), pygame.SRCALPHA)
    y = 0
    for i, (bold, cells, height) in enumerate(rendered):
        band = pygame.Rect(0, y, width, height)
        if bold:
            pygame.draw.rect(page, mix(pal.panel_hi, pal.accent, 0.3), band)
        elif i % 2 == 0:
            pygame.draw.rect(page, mix(pal.panel, pal.panel_hi, 0.6), band)
        x = 0
        for lines, w in zip(cells, widths, strict=True):
            colour = lighten(pal.accent, 0.4) if bold else pal.text
            for n, line in enumerate(lines):
                page.blit(fonts.render(line, size, colour, bold), (x + pad, y + pad - 2 + n * line_h))
            x += w
            if x < width:
                pygame.draw.line(page, pal.border, (x - 1, y), (x - 1, y + height - 1))
        y += height
        pygame.draw.line(page, pal.border, (0, y - 1), (width, y - 1))
    pygame.draw.rect(page, pal.border, page.get_rect(), 1)
    return page
