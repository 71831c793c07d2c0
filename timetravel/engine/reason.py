"""Why an AI seat chose what it did, said so a person can follow it (the game log's reason line).

A reason is data, not words: what the seat does (`kind`), the names it mentions (seats, places,
things: ids or numbers) and the grounds for it, each a reason of its own. The game puts it into
words when it is shown (`GameState.reason_words`, through t()), so it translates like the rest.
Games whose AI gives no reason leave it None.
"""

from __future__ import annotations

from dataclasses import dataclass

Name = str | int


@dataclass(frozen=True, slots=True)
class Reason:
    kind: str
    names: tuple[tuple[str, Name], ...] = ()
    grounds: tuple[Reason, ...] = ()

    @classmethod
    def of(cls, kind: str, *grounds: Reason, **names: Name) -> Reason:
        return cls(kind, tuple(names.items()), tuple(grounds))

    def name(self, key: str) -> Name | None:
        """The name given for `key`, else None."""
        return next((value for k, value in self.names if k == key), None)

    def with_grounds(self, *grounds: Reason) -> Reason:
        return Reason(self.kind, self.names, tuple(grounds))

    def with_names(self, **names: Name) -> Reason:
        """The same reason naming more (a name already given keeps its value)."""
        known = dict(self.names)
        extra = tuple((k, v) for k, v in names.items() if k not in known)
        return Reason(self.kind, self.names + extra, self.grounds)
