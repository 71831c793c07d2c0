"""Seat roles: who "self", "rival", "each" or "owner" is, seen from the seat that resolves a frame."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

BUILT_IN = ("self", "rival", "each", "any", "owner")


@dataclass(frozen=True, slots=True)
class Seats:
    """The seats of a frame: `actor` resolves it; `named` holds a game's own roles (e.g. "orange")."""

    actor: int
    count: int
    owner: int | None = None
    named: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))

    def resolve(self, role: str) -> tuple[int, ...]:
        """The seats a role means, in seat order. "any" means every seat the chooser may pick from."""
        if role == "self":
            return (self.actor,)
        if role == "rival":
            return tuple(s for s in range(self.count) if s != self.actor)
        if role in ("each", "any"):
            return tuple(range(self.count))
        if role == "owner":
            if self.owner is None:
                raise KeyError("this frame has no owner")
            return (self.owner,)
        if role in self.named:
            return (self.named[role],)
        raise KeyError(f"unknown seat role {role!r}")

    def one(self, role: str) -> int:
        """The single seat of a role that names one (raises for "each" with several seats)."""
        seats = self.resolve(role)
        if len(seats) != 1:
            raise ValueError(f"role {role!r} names {len(seats)} seats here")
        return seats[0]
