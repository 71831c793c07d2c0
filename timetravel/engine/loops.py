"""Bounded loops for rules code: on an impossible state they raise StuckLoop instead of spinning forever."""

from __future__ import annotations

from collections.abc import Callable, Container, Iterator

from timetravel.engine.errors import StuckLoop


def next_seat(seat: int, seats: int, eligible: Container[int] | Callable[[int], bool]) -> int:
    """The first seat after `seat` (going round the table, `seat` itself last) that is eligible.

    Raises StuckLoop when no seat is, so a state whose seat list was emptied cannot hang the app.
    """
    accepts = eligible if callable(eligible) else eligible.__contains__
    if seats < 1:
        raise StuckLoop(f"a table of {seats} seats has no next seat")
    for step in range(1, seats + 1):
        candidate = (seat + step) % seats
        if accepts(candidate):
            return candidate
    raise StuckLoop(f"no seat of {seats} may take a turn after seat {seat}")


def bounded(limit: int, what: str) -> Iterator[int]:
    """`for _ in bounded(1000, "..."):` replaces `while True:`; StuckLoop after `limit` rounds."""
    yield from range(limit)
    raise StuckLoop(f"{what} did not finish within {limit} steps")
