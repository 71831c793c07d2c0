"""The enlarged hover card (ui/widgets/card_zoom.py) as the boards use it: drawn beside the card
under the pointer, remembered for the frame so the plain tooltip can step aside for it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from timetravel.i18n import t
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, Palette
from timetravel.ui.widgets.card_zoom import SCALE, ZoomContent, draw_zoom

__all__ = ["SCALE", "HoverZoom", "ZoomContent", "with_click"]


class HoverZoom:
    """The large card view drawn this frame (`panel`), and the card it was drawn for (`anchor`)."""

    def __init__(self) -> None:
        self.panel: pygame.Rect | None = None
        self.anchor: pygame.Rect | None = None

    def clear(self) -> None:
        """A new frame: nothing enlarged yet."""
        self.panel = None

    def show(self, surface: pygame.Surface, fonts: Fonts, palette: Palette, content: ZoomContent,
             paint_face: Callable[[tuple[int, int]], pygame.Surface], anchor: pygame.Rect,
             board_size: tuple[int, int], bounds: pygame.Rect, accent: RGB | None = None) -> pygame.Rect:  # fmt: skip
        self.anchor = pygame.Rect(anchor)
        self.panel = draw_zoom(
            surface, fonts, palette, content, paint_face, anchor, board_size, bounds, accent
        )
        return self.panel

    def shows(self, anchor: pygame.Rect) -> bool:
        """Whether this frame's large view is of the card at `anchor` (its tooltip would repeat it)."""
        return self.panel is not None and self.anchor == anchor


def with_click(content: ZoomContent, action_words: str) -> ZoomContent:
    """The card's words followed by what a click on it does."""
    return replace(content, words=(*content.words, t("Click: {action}", action=action_words)))
