"""A row of face-down cards whose backs form one wide picture (T.I.M.E Stories' panorama): where
each card lies, which one the pointer is on, and drawing each back as its slice of the picture
or, once revealed, as the card's own face.

Game-independent: a board gives the picture (any size: it is scaled to the row) and a function
that paints a revealed card; the panorama keeps the geometry and the slices.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field

import pygame

PaintFace = Callable[[pygame.Surface, int, pygame.Rect], None]  # surface, card index, rect


@dataclass
class Panorama:
    """`count` cards of `card` size in a row from `topleft`, `gap` pixels apart. The picture runs
    across the cards as if the gaps were not there, so the backs read as one scene."""

    topleft: tuple[int, int]
    count: int
    card: tuple[int, int]
    gap: int = 8
    _slices: list[pygame.Surface] = field(default_factory=list, repr=False)
    _picture_id: int | None = field(default=None, repr=False)

    @property
    def rect(self) -> pygame.Rect:
        width = self.count * self.card[0] + (self.count - 1) * self.gap
        return pygame.Rect(self.topleft, (width, self.card[1]))

    def card_rect(self, index: int) -> pygame.Rect:
        x = self.topleft[0] + index * (self.card[0] + self.gap)
        return pygame.Rect((x, self.topleft[1]), self.card)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for index in range(self.count):
            if self.card_rect(index).collidepoint(pos):
                return index
        return None

    def slices(self, picture: pygame.Surface) -> list[pygame.Surface]:
        """The picture cut into one back per card (made once per picture)."""
        if self._picture_id != id(picture) or len(self._slices) != self.count:
            width, height = self.card[0] * self.count, self.card[1]
            scaled = pygame.transform.smoothscale(picture, (width, height))
            self._slices = [
                scaled.subsurface(pygame.Rect(i * self.card[0], 0, *self.card)).copy()
                for i in range(self.count)
            ]
            self._picture_id = id(picture)
        return self._slices

    def draw(self, surface: pygame.Surface, picture: pygame.Surface, revealed: Collection[int] = (),
             paint_face: PaintFace | None = None, hidden: Collection[int] = ()) -> None:  # fmt: skip
        """Every card: its slice of the picture while face down, its face once revealed (when a
        painter is given); `hidden` cards are left out (an animation stands for them)."""
        backs = self.slices(picture)
        for index in range(self.count):
            if index in hidden:
                continue
            rect = self.card_rect(index)
            if index in revealed and paint_face is not None:
                paint_face(surface, index, rect)
            else:
                surface.blit(backs[index], rect)
