"""Tooltips drawn on top of everything, kept inside the screen."""

from __future__ import annotations

import pygame

from timetravel.ui import draw
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette


def draw_tooltip(
    surface: pygame.Surface, text: str, pos: tuple[int, int], fonts: Fonts, palette: Palette, width: int = 280
) -> None:
    body = fonts.render_wrapped(text, 14, palette.text, width)
    rect = pygame.Rect(0, 0, body.get_width() + 20, body.get_height() + 14)
    rect.topleft = (pos[0] + 16, pos[1] + 18)
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    draw.panel(surface, rect, palette, fill=(14, 16, 24), border=palette.accent, radius=6, shadow=True)
    surface.blit(body, (rect.x + 10, rect.y + 7))


def draw_tooltip_beside(
    surface: pygame.Surface, text: str, target: pygame.Rect, fonts: Fonts, palette: Palette, width: int = 300
) -> pygame.Rect:
    """A tooltip beside `target` (left of it where there is room, else right), top-aligned with it,
    so it never covers the thing it explains or its neighbours in a list."""
    body = fonts.render_wrapped(text, 14, palette.text, width)
    rect = pygame.Rect(0, 0, body.get_width() + 20, body.get_height() + 14)
    if target.x - 10 - rect.w >= 8:
        rect.topright = (target.x - 10, target.y)
    else:
        rect.topleft = (target.right + 10, target.y)
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    draw.panel(surface, rect, palette, fill=(14, 16, 24), border=palette.accent, radius=6, shadow=True)
    surface.blit(body, (rect.x + 10, rect.y + 7))
    return rect
