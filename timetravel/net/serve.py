"""The headless host: a table opened (or reopened from its autosave) and served until its result.

`open_table` sets a new table up, `reopen_table` brings one back from the autosave a killed host
left (the same code and tokens), and `HostLoop.run` is the loop a window's frame would run: poll the
service, hand the table what came in, let real time pass (`Table.tick`, so Time Arena's clocks run on
the host), send what the table answered.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Callable
from pathlib import Path

from timetravel.engine.errors import SaveError, TimetravelError
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import get_game
from timetravel.i18n import use_seat_names
from timetravel.net.host import HostService, Joined, Left, Received
from timetravel.net.protocol import Json, Problem
from timetravel.net.seating import Seating, SeatPlan, new_code, read_seating, write_seating
from timetravel.net.table import Table
from timetravel.saves.store import autosave, load_match

POLL_S = 0.002  # the loop waits this long for a message before letting time pass again
LINGER_S = 0.3  # after the result, the time given to the last messages to leave
WAIT_FOR_ABSENT_S = 30.0  # after the result, how long a seat that was away may come back for it
log = logging.getLogger(__name__)


def seat_specs(plans: list[SeatPlan]) -> list[SeatSpec]:
    specs: list[SeatSpec] = []
    for index, plan in enumerate(plans):
        if plan.kind == "ai":
            specs.append(SeatSpec(name=f"AI {index + 1} ({plan.level})", kind="ai", level=plan.level))
        else:
            specs.append(SeatSpec(name=f"Player {index + 1}"))
    return specs


def open_table(
    game_id: str, plans: list[SeatPlan], options: dict[str, str], seed: int | None = None, **kw: int
) -> Table:
    """A new table for `game_id` (a TimetravelError when the game, seats or options do not fit)."""
    game = get_game(game_id)
    config = game.make_config(len(plans), options)
    seed = secrets.randbits(63) if seed is None else seed
    match = Match.new(game, config, seat_specs(plans), seed)
    seating = Seating(code=new_code(), plans=plans)
    return _table(match, seating, True, **kw)


def table_for(match: Match, plans: list[SeatPlan], *, think_ms: int = 200, pace_ms: int = 0) -> Table:
    """A new table around a match set up in the app (its setup screen): it starts when the host
    presses Start in its lobby (`Table.begin`), with a fresh code."""
    seating = Seating(code=new_code(), plans=plans)
    return _table(match, seating, False, think_ms=think_ms, pace_ms=pace_ms)


def reopen_table(save: Path, *, auto_start: bool = True, **kw: int) -> Table:
    """The table a host left in its autosave `save`, for the same code and tokens (from the app,
    `auto_start=False`: it goes on when the host presses Start once its friends are back)."""
    seating = read_seating(save)
    match = load_match(save)
    if len(seating.plans) != len(match.seats):
        raise SaveError(f"the table kept for {save.name} does not fit its save")
    return _table(match, seating, auto_start, **kw)


def has_table(save: Path) -> bool:
    """Whether `save` is a hosted table's autosave that may be opened to its friends again."""
    try:
        seating = read_seating(save)
    except SaveError:
        return False
    return any(plan.kind == "remote" for plan in seating.plans)


def _table(match: Match, seating: Seating, auto_start: bool, **kw: int) -> Table:
    saved: dict[str, Path] = {}
    written: dict[str, str] = {}  # the seating as last written beside the autosave

    def keep(match: Match) -> str | None:
        try:
            saved["path"] = path = autosave(match)
            now = seating.model_dump_json() + str(path)
            if written.get("seating") != now:  # the seating changes rarely: a token, a new file
                write_seating(seating, path)
                written["seating"] = now
        except (TimetravelError, OSError) as exc:
            return str(exc)
        return None

    def keep_seating(seating: Seating) -> None:
        keep(match)

    table = Table(match, seating, autosave=keep, on_seating=keep_seating, auto_start=auto_start, **kw)
    keep(match)  # the table is kept from the start, so a host killed at once can reopen it
    table.save_path = saved.get("path")
    return table


class HostLoop:
    """The host's loop over a table and its service, until the result (or a time limit)."""

    def __init__(
        self, table: Table, service: HostService, on_line: Callable[[Json], None] | None = None
    ) -> None:
        self.table = table
        self.service = service
        self.on_line = on_line
        self.stopped = False

    def run(self, timeout_s: float = 3600.0) -> Json | None:
        last = start = time.monotonic()
        done_at: float | None = None
        while time.monotonic() - start < timeout_s and not self.stopped:
            now = time.monotonic()
            moved = self.turn(now - last)  # the time since the last pass, its wait for messages included
            last = time.monotonic() if moved else now  # a position begun in the pass runs from its end
            result = self.table.result()
            if result is not None:
                done_at = done_at or last
                # the last messages need a moment to leave; a seat away now may come back for it
                if last - done_at >= (LINGER_S if self.table.everyone_told() else WAIT_FOR_ABSENT_S):
                    return result.result
        return None

    def stop(self) -> None:
        """End `run` at its next pass (from another thread; the table is left as it is)."""
        self.stopped = True

    def turn(self, dt: float) -> bool:
        """One pass: the time passed, what came in, what goes out; True when what came in moved the
        table (a move, the start). The time is charged first, to the position it passed in: a move
        that came meanwhile was decided in it (and a table that starts now began no earlier)."""
        use_seat_names([seat.name for seat in self.table.match.seats])  # the events' words name them
        self.table.tick(dt)
        before = (self.table.started, self.table.step())
        for event in self.service.poll(POLL_S):
            if isinstance(event, Received):
                self._receive(event)
            elif isinstance(event, Left):
                self.table.dropped(event.conn)
            elif isinstance(event, Joined) and self.on_line is not None:
                self.on_line({"type": "connected", "conn": event.conn, "address": event.address})
        for out in self.table.take_outbox():
            self.service.send(out.conn, out.message)
        return (self.table.started, self.table.step()) != before

    def _receive(self, event: Received) -> None:
        """One message to the table; a fault of ours it meets is that connection's problem only."""
        try:
            self.table.receive(event.conn, event.message)
        except Exception:
            log.exception("the table failed on a message from connection %s", event.conn)
            self.service.send(
                event.conn, Problem(code="internal", message="the host could not take that message")
            )
