"""Turn phases as data: which seats may act now, and whether they decide at once.

The engine still takes one action at a time (to_act() names the seat whose action comes next);
a Phase says what the rules mean by the moment, so a screen can treat a simultaneous decision
(Time Division's draft, later team play) as one: an AI's choice there need not wait for a pace.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Phase:
    name: str
    acting: frozenset[int]  # the seats that may act in this phase (empty at chance and at the end)
    simultaneous: bool = False  # the acting seats decide at once by the rules

    @classmethod
    def turn(cls, seat: int, name: str = "turn") -> Phase:
        """One seat's turn; no seat for a negative `seat` (CHANCE, TERMINAL)."""
        return cls(name, frozenset({seat}) if seat >= 0 else frozenset())
