"""Toasts: short messages that slide in at the top of the board and fade away."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from timetravel.ui import draw
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, Palette

_LIFE = 3.2


@dataclass
class _Toast:
    text: str
    colour: RGB | None
    age: float = 0.0


class Toasts:
    def __init__(self, fonts: Fonts, centre_x: int = 460, top: int = 70) -> None:
        self.fonts = fonts
        self.items: list[_Toast] = []
        self.centre_x = centre_x
        self.top = top

    def show(self, text: str, colour: RGB | None = None) -> None:
        self.items.append(_Toast(text, colour))
        self.items = self.items[-4:]

    def update(self, dt: float) -> None:
        for item in self.items:
            item.age += dt
        self.items = [i for i in self.items if i.age < _LIFE]

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        y = self.top
        for item in self.items:
            slide = min(1.0, item.age / 0.18)
            fade = min(1.0, (_LIFE - item.age) / 0.5)
            text = self.fonts.render(item.text, 17, palette.text, True)
            rect = pygame.Rect(0, 0, text.get_width() + 40, 40)
            rect.midtop = (self.centre_x, int(y - 20 * (1 - slide)))
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            local = layer.get_rect()
            draw.panel(layer, local.inflate(-2, -2), palette, fill=(18, 20, 30), border=item.colour or palette.accent,
                       radius=20, shadow=False)  # fmt: skip
            layer.blit(text, text.get_rect(center=local.center))
            layer.set_alpha(int(255 * fade))
            surface.blit(layer, rect)
            y += 48
