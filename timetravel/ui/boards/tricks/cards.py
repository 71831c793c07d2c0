"""Time Tricks' card art: a face (the rank large, the name under it) and a back, made once per size."""

from __future__ import annotations

import pygame

from timetravel.games.tricks.words import card_name
from timetravel.ui.boards.kit.caches import SurfaceCache, fit_text
from timetravel.ui.fonts import Fonts

PAPER = (244, 236, 218)
INK = (46, 38, 30)
BACK = (58, 70, 128)
BACK_LINE = (150, 164, 220)
DIAL = (36, 44, 92)
HANDS = (226, 196, 120)
RADIUS = 8


class CardArt:
    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self._cache = SurfaceCache(limit=64)

    def face(self, rank: int, size: tuple[int, int]) -> pygame.Surface:
        return self._cache.get(("face", rank, size), lambda: self._paint_face(rank, size))

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return self._cache.get(("back", size), lambda: self._paint_back(size))

    def _paint_face(self, rank: int, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        card = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(card, PAPER, card.get_rect(), border_radius=RADIUS)
        pygame.draw.rect(card, INK, card.get_rect(), 2, border_radius=RADIUS)
        number = self.fonts.render(str(rank), max(12, h // 3), INK, True)
        card.blit(number, number.get_rect(center=(w // 2, h * 2 // 5)))
        name = card_name(rank)
        label_size = next(
            (s for s in range(max(9, h // 9), 8, -1) if fit_text(self.fonts, name, s, w - 8) == name), 9
        )
        text = self.fonts.render(fit_text(self.fonts, name, label_size, w - 8), label_size, INK)
        card.blit(text, text.get_rect(center=(w // 2, h * 4 // 5)))
        return card

    def _paint_back(self, size: tuple[int, int]) -> pygame.Surface:
        card = pygame.Surface(size, pygame.SRCALPHA)
        rect = card.get_rect()
        pygame.draw.rect(card, BACK, rect, border_radius=RADIUS)
        pygame.draw.rect(card, BACK_LINE, rect.inflate(-10, -10), 2, border_radius=RADIUS - 3)
        # a clock face: its dial, and hands at ten past ten
        radius = min(size) // 4
        cx, cy = rect.center
        pygame.draw.circle(card, DIAL, rect.center, radius)
        pygame.draw.circle(card, BACK_LINE, rect.center, radius, 2)
        pygame.draw.line(card, HANDS, (cx, cy), (cx - radius * 3 // 5, cy - radius * 2 // 5), 3)
        pygame.draw.line(card, HANDS, (cx, cy), (cx + radius * 4 // 5, cy - radius // 2), 2)
        return card
