"""Click targets: spots on the table, each tied to the legal action a click there means."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from timetravel.engine.actions import Action


@dataclass
class Target:
    """Something on the table a person can point at or click."""

    rect: pygame.Rect
    action: Action | None = None  # the legal action a click means, if any
    card: str | None = None  # a face-up card: hovering shows it large
    tip: str = ""  # the hover tooltip
    kind: str = ""  # what else a click does, for the board to read ("browse": the discard pile)
    label: str = ""  # the words drawn on it, for a button

    def clicked(self, legal: Sequence[Action]) -> Action | None:
        """The action a click here plays: this target's, if it is legal now."""
        return self.action if self.action is not None and self.action in legal else None


def target_at(targets: Sequence[Target], pos: tuple[int, int]) -> Target | None:
    """The topmost target under `pos` (later targets lie on top)."""
    for target in reversed(targets):
        if target.rect.collidepoint(pos):
            return target
    return None


class ActionIndex:
    """The legal actions looked up by kind and arguments (compared in their string form)."""

    def __init__(self, legal: Sequence[Action]) -> None:
        self._by_key = {(a.kind, tuple(str(x) for x in a.args)): a for a in legal}
        self.kinds = {a.kind for a in legal}

    def get(self, kind: str, *args: object) -> Action | None:
        return self._by_key.get((kind, tuple(str(x) for x in args)))
