"""Pictures and measured text made once and kept: rendering them is slow next to blitting them."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import lru_cache

import pygame

from timetravel.ui.fonts import Fonts
from timetravel.ui.memory import per_game


class SurfaceCache:
    """Pictures kept under a key, made by `make()` the first time; with a `limit`, the cache starts
    afresh once it holds more (for pictures keyed by things that change all game, like a rect)."""

    def __init__(self, limit: int | None = None) -> None:
        self.limit = limit
        self._items: dict[Hashable, pygame.Surface] = {}

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        image = self._items.get(key)
        if image is None:
            if self.limit is not None and len(self._items) > self.limit:
                self._items.clear()
            image = self._items[key] = make()
        return image

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        self._items.clear()


@per_game
@lru_cache(maxsize=256)
def fit_text(fonts: Fonts, text: str, size: int, width: int, bold: bool = False) -> str:
    """Text shortened to a width, remembered."""
    return fonts.fit(text, size, width, bold)


@per_game
@lru_cache(maxsize=64)
def wrap_text(fonts: Fonts, text: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """Text broken into lines of a width, remembered."""
    return tuple(fonts.wrap(text, size, width, bold))
