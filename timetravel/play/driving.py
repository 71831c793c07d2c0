"""What the game screen asks of the flow of play, whoever runs it: the play driver on this computer
(driver.py: PlayDriver, the match here) or a seat played on a host's table (net/remote.py:
RemoteDriver, a mirror of what the seat receives). The screen reads and tells only this."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

from timetravel.engine.actions import Action
from timetravel.engine.match import Match
from timetravel.play.driver import Notice, Report, Step, UndoDone


class Driving(Protocol):
    match: Match  # the match the screen shows (a remote seat's: its mirror)
    humans: frozenset[int]  # the people at this screen
    pace_ms: int
    step_mode: bool
    think_ms: int
    pace_left: float
    holder: int | None  # the person who last held the screen

    def update(self, dt: float, *, animating: bool = False) -> list[Report]: ...

    def choose(self, action: Action) -> bool: ...

    def handed_to(self, seat: int) -> None: ...

    def simultaneous(self) -> bool: ...

    def stepping(self) -> bool: ...

    def skip_pace(self) -> None: ...

    def flush_clock(self) -> list[Report]: ...

    def autosave(self, *, always: bool = False) -> Notice | None: ...

    def undo_seat(self, viewer: int) -> int: ...

    def undo(self, seat: int) -> UndoDone | None: ...

    def retold(self) -> Iterator[Step]: ...

    def cancel(self) -> None: ...
