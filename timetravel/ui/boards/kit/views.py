"""The viewer's typed observation, rebuilt only when the state or the viewer changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

from timetravel.engine.state import GameState

V = TypeVar("V")
# a game's view function, (state, seat) -> the seat's typed view. The state is Any: each game's
# function takes its own GameState subclass, which a GameState parameter would refuse.
ViewBuilder = Callable[[Any, int], V]


class ViewCache(Generic[V]):
    """Keeps the game's view of one state for one seat (states are immutable: a new step is a new
    object, so the object itself is the key). `build(state, seat)` is the game's view function."""

    def __init__(self, build: ViewBuilder[V]) -> None:
        self._build = build
        self._key: tuple[int, int] | None = None
        self._state: GameState | None = None  # held so that its id is not reused while cached
        self._view: V | None = None

    def get(self, state: GameState, seat: int) -> V:
        key = (id(state), seat)
        if self._view is None or key != self._key:
            self._view = self._build(state, seat)
            self._key, self._state = key, state
        return self._view

    @property
    def current(self) -> V | None:
        """The view last built, if any (what the table showed before the latest step)."""
        return self._view

    @property
    def key(self) -> tuple[int, int] | None:
        return self._key

    def invalidate(self) -> None:
        self._view = None
        self._key = None
