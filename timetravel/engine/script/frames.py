"""A frame: the steps of one card's script being carried out, where it is, and for whom."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from timetravel.engine.script.registry import Step
from timetravel.engine.script.roles import Seats


@dataclass(slots=True)
class Frame:
    """`pc` is the next step; `scratch` holds what a waiting verb remembers (JSON values only)."""

    source: str
    steps: tuple[Step, ...]
    seats: Seats
    pc: int = 0
    scratch: dict[str, Any] = field(default_factory=dict)

    @property
    def done(self) -> bool:
        return self.pc >= len(self.steps)

    def clone(self) -> Frame:
        return replace(self, scratch=dict(self.scratch))
