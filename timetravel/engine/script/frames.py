"""A frame: the steps of one card's script being carried out, where it is, and for whom."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from timetravel.engine.script.registry import Step
from timetravel.engine.script.roles import Seats


class Outcome(Enum):
    """What a verb returns: NEXT (or None) goes on; WAIT stops for a decision of the frame's chooser
    and CHANCE for a chance outcome, with the step still to run again once the answer is in the
    frame's scratch."""

    NEXT = "next"
    WAIT = "wait"
    CHANCE = "chance"


@dataclass(slots=True)
class Frame:
    """`pc` is the next step; `scratch` holds what a waiting verb remembers (JSON-like values that
    are never changed in place, so a clone may share them); `kind` says why the frame runs, in the
    game's own terms; `waiting` is what it stopped for (WAIT, CHANCE) or None while it runs."""

    source: str
    steps: tuple[Step, ...]
    seats: Seats
    pc: int = 0
    scratch: dict[str, Any] = field(default_factory=dict)
    kind: str = ""
    waiting: Outcome | None = None

    @property
    def done(self) -> bool:
        return self.pc >= len(self.steps)

    def clone(self) -> Frame:
        return replace(self, scratch=dict(self.scratch))
