"""The result of a finished game, as data."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Outcome:
    scores: tuple[float, ...]
    winners: frozenset[int]
    all_lose: bool = False  # El Ministerio del Tiempo: nobody wins
    team_success: bool | None = None  # cooperative games: did the team succeed
    detail: str = ""

    @property
    def is_draw(self) -> bool:
        return len(self.winners) > 1 and not self.all_lose

    def returns(self) -> tuple[float, ...]:
        """Utility per seat in [0, 1]: a win shared among winners; cooperative games share success."""
        n = len(self.scores)
        if self.team_success is not None:
            return tuple(1.0 if self.team_success else 0.0 for _ in range(n))
        if self.all_lose or not self.winners:
            return tuple(0.0 for _ in range(n))
        share = 1.0 / len(self.winners)
        return tuple(share if seat in self.winners else 0.0 for seat in range(n))
