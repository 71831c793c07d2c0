"""A large view of one card beside the card the pointer rests on: its face at (at least) three times
the size it has on the board, with its name, its facts (value, era, ...) and its effect in words.

Game-independent: a board passes a function that paints the card's face at any size, and the words.
Every board keeps one `HoverZoom` (the kit's KitBoard makes it): the large view drawn this frame,
remembered so the plain tooltip can step aside for it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import pygame

from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, Palette

SCALE = 3  # the face is this many times the card's size on the board
_PAD, _GAP, _COLUMN = 12, 14, 250
_TITLE, _FACT, _WORDS = 20, 14, 14


@dataclass(frozen=True)
class ZoomContent:
    title: str  # the card's name
    facts: Sequence[str]  # short lines under the name: "Influence 5", "Ancient Egypt"
    words: Sequence[str]  # the effect in sentences, then any note (what a click does)


def face_size(board_size: tuple[int, int], bounds: pygame.Rect) -> tuple[int, int]:
    """SCALE times the board size, smaller only where the bounds are too low to hold it."""
    w, h = board_size[0] * SCALE, board_size[1] * SCALE
    room = bounds.h - 2 * _PAD
    if h > room:
        w, h = round(w * room / h), room
    return w, h


def place(anchor: pygame.Rect, size: tuple[int, int], bounds: pygame.Rect) -> pygame.Rect:
    """Beside the anchor on the side with more room, never over it where avoidable, inside bounds."""
    rect = pygame.Rect((0, 0), size)
    if anchor.centerx < bounds.centerx:
        rect.midleft = (anchor.right + 12, anchor.centery)
    else:
        rect.midright = (anchor.x - 12, anchor.centery)
    rect.clamp_ip(bounds)
    return rect


def layout(
    fonts: Fonts, content: ZoomContent, anchor: pygame.Rect, board_size: tuple[int, int], bounds: pygame.Rect
) -> tuple[pygame.Rect, pygame.Rect, list[tuple[str, int, bool]]]:
    """The panel, the face's rect inside it and the text lines (text, size, bold) of the column."""
    fw, fh = face_size(board_size, bounds)
    lines: list[tuple[str, int, bool]] = [
        (line, _TITLE, True) for line in fonts.wrap(content.title, _TITLE, _COLUMN, True)
    ]
    for fact in content.facts:
        lines += [(line, _FACT, True) for line in fonts.wrap(fact, _FACT, _COLUMN, True)]
    for sentence in content.words:
        lines.append(("", 6, False))
        lines += [(line, _WORDS, False) for line in fonts.wrap(sentence, _WORDS, _COLUMN)]
    text_h = sum(fonts.get(size, bold).get_linesize() for _, size, bold in lines)
    panel_size = (fw + _GAP + _COLUMN + 2 * _PAD, max(fh, text_h) + 2 * _PAD)
    panel = place(anchor, panel_size, bounds)
    face = pygame.Rect(panel.x + _PAD, panel.y + _PAD, fw, fh)
    return panel, face, lines


class HoverZoom:
    """The large card view drawn this frame (`panel`), and the card it was drawn for (`anchor`)."""

    def __init__(self) -> None:
        self.panel: pygame.Rect | None = None
        self.anchor: pygame.Rect | None = None

    def clear(self) -> None:
        """A new frame: nothing enlarged yet."""
        self.panel = None

    def shows(self, anchor: pygame.Rect) -> bool:
        """Whether this frame's large view is of the card at `anchor` (its tooltip would repeat it)."""
        return self.panel is not None and self.anchor == anchor

    def show(
        self,
        surface: pygame.Surface,
        fonts: Fonts,
        palette: Palette,
        content: ZoomContent,
        paint_face: Callable[[tuple[int, int]], pygame.Surface],
        anchor: pygame.Rect,
        board_size: tuple[int, int],
        bounds: pygame.Rect,
        accent: RGB | None = None,
    ) -> pygame.Rect:
        """Draw the large view of the card at `anchor` (`board_size` its size on the board, at least),
        inside `bounds`; returns the panel's rect."""
        panel, face, lines = layout(fonts, content, anchor, board_size, bounds)
        pygame.draw.rect(surface, (0, 0, 0), panel.move(5, 7), border_radius=14)
        draw.panel(
            surface,
            panel,
            palette,
            fill=(16, 18, 28),
            border=accent or palette.accent,
            radius=14,
            shadow=False,
        )
        surface.blit(paint_face(face.size), face)
        x, y = face.right + _GAP, panel.y + _PAD
        for text, size, bold in lines:
            if text:
                colour = palette.text if size != _FACT else palette.muted
                surface.blit(fonts.render(text, size, colour, bold), (x, y))
            y += fonts.get(size, bold).get_linesize()
        self.anchor, self.panel = pygame.Rect(anchor), panel
        return panel


def with_click(content: ZoomContent, action_words: str) -> ZoomContent:
    """The card's words followed by what a click on it does."""
    return replace(content, words=(*content.words, t("Click: {action}", action=action_words)))
