"""Handing memory back to the system when a game ends.

Pictures and measured text made for one game (its log's lines, its cards at the sizes it drew them)
are of little use to the next, and caches that keep them until a limit fills grew the process by
0.3 to 0.8 MB a game over thirty games. So caches of such things register with `per_game` and are
emptied when a game screen leaves (`forget_game_caches`); the next game makes what it needs again
in its first frames. Pictures made once for every game (a board's table) are not registered.

A finished game's screen and board are mostly freed by reference counting, but a few cycles remain
and glibc's allocator keeps freed pages for itself, so the process grew by about 14 MB per Rocket game
over a long session. Collecting and asking the allocator to trim its free lists when a game screen
leaves (a moment between screens, where a pause of some milliseconds is not felt) keeps the resident
size flat; where there is no glibc only the collection runs.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

_Cached = TypeVar("_Cached")
_game_caches: list[Callable[[], object]] = []


def per_game(cached: _Cached) -> _Cached:
    """Register a cache (an lru_cache'd function, or anything with clear() or cache_clear()) to be
    emptied between games; returns it, so it can decorate a function on top of @lru_cache."""
    found: Any = cached
    clear: Callable[[], object] = getattr(found, "cache_clear", None) or found.clear
    _game_caches.append(clear)
    return cached


def forget_game_caches() -> None:
    """Empty every cache registered with `per_game` (a game screen leaving)."""
    for clear in _game_caches:
        clear()


@cache
def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim: Callable[[int], int] = libc.malloc_trim
        return trim
    except (OSError, AttributeError):  # musl and other C libraries have no malloc_trim
        return None


def release_freed_memory() -> bool:
    """Return the allocator's free pages to the system; True where the platform can."""
    gc.collect()  # the few cycles a game leaves (pygame_gui's elements and their theme hold some)
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
