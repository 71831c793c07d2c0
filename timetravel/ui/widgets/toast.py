"""Toasts: short messages stacked in a corner the play area never uses, newest first, fading away.

The game screen gives them the top of its log panel, so they never cover the board or its own
banners; what they say is in the log below them as well. At most three show at once, and a text
already showing is refreshed and moved to the front instead of appearing twice.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from timetravel.ui import draw
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, Palette

LIFE = 3.6  # seconds a toast stays
MAX_SHOWN = 3
_FADE_IN, _FADE_OUT = 0.18, 0.6
_SIZE, _PAD, _GAP, _MAX_LINES = 15, 10, 6, 2
_OLDER_ALPHA = (1.0, 0.82, 0.64)  # toasts further down the stack are fainter


@dataclass
class _Toast:
    text: str
    colour: RGB | None
    age: float = 0.0
    image: pygame.Surface | None = field(default=None, repr=False)
    image_key: object = field(default=None, repr=False)


class Toasts:
    def __init__(self, fonts: Fonts, area: pygame.Rect) -> None:
        """`area` is where the stack may draw: its top edge is the anchor, its width the toasts'."""
        self.fonts = fonts
        self.area = pygame.Rect(area)
        self.items: list[_Toast] = []  # newest first

    @property
    def texts(self) -> list[str]:
        return [item.text for item in self.items]

    def show(self, text: str, colour: RGB | None = None) -> None:
        text = " ".join(str(text).split())
        if not text:
            return
        for item in self.items:
            if item.text == text:  # already showing: refresh it and bring it to the front
                self.items.remove(item)
                break
        self.items.insert(0, _Toast(text, colour))
        del self.items[MAX_SHOWN:]

    def update(self, dt: float) -> None:
        for item in self.items:
            item.age += dt
        self.items = [i for i in self.items if i.age < LIFE]

    def rects(self) -> list[pygame.Rect]:
        """Where each shown toast is drawn, newest first (before its slide-in offset): as many as fit
        in the area (always the newest), so that none hangs over the area's edge half hidden."""
        out: list[pygame.Rect] = []
        y = self.area.y
        for item in self.items:
            image = self._image(item, None)
            rect = pygame.Rect(self.area.x, y, self.area.w, image.get_height())
            if out and rect.bottom > self.area.bottom:
                break
            out.append(rect)
            y = rect.bottom + _GAP
        return out

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        for i, (item, rect) in enumerate(zip(self.items, self.rects(), strict=False)):
            slide = min(1.0, item.age / _FADE_IN)
            fade = min(1.0, (LIFE - item.age) / _FADE_OUT, slide)
            image = self._image(item, palette)
            image.set_alpha(int(255 * fade * _OLDER_ALPHA[min(i, len(_OLDER_ALPHA) - 1)]))
            surface.blit(image, rect.move(int(16 * (1 - slide)), 0))

    def _image(self, item: _Toast, palette: Palette | None) -> pygame.Surface:
        """The toast drawn once per palette (None keeps whatever was drawn, for measuring)."""
        if item.image is not None and (palette is None or item.image_key == palette):
            return item.image
        width = self.area.w - 2 * _PAD - 8
        lines = self.fonts.wrap(item.text, _SIZE, width)
        if len(lines) > _MAX_LINES:  # the whole text is in the log anyway
            rest = " ".join(lines[_MAX_LINES - 1 :])
            lines = lines[: _MAX_LINES - 1] + [self.fonts.fit(rest, _SIZE, width)]
        line_h = self.fonts.get(_SIZE).get_linesize()
        height = 2 * _PAD + line_h * len(lines) - 2
        image = pygame.Surface((self.area.w, height), pygame.SRCALPHA)
        text_colour = palette.text if palette else (236, 232, 222)
        accent = item.colour or (palette.accent if palette else (214, 170, 84))
        if palette is not None:
            draw.panel(
                image, image.get_rect(), palette, fill=(18, 20, 30), border=accent, radius=10, shadow=False
            )
        pygame.draw.rect(
            image, accent, (0, 0, 6, height), border_top_left_radius=10, border_bottom_left_radius=10
        )
        for n, line in enumerate(lines):
            image.blit(self.fonts.render(line, _SIZE, text_colour), (_PAD + 8, _PAD - 1 + n * line_h))
        item.image, item.image_key = image, palette
        return image
