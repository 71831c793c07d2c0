"""The host's own screen over its table: the game screen's driver when this computer hosts.

`HostDriver` satisfies play/driving.py's `Driving`. Each frame it runs the host's loop once
(serve.py: `HostLoop.turn`: what the connections sent, the time passed, what goes out), so the table
plays on at the screen's pace; the table's driver's reports (steps, notices) come back for the
screen to animate and log. A person here plays through `Table.play_local`; the friends' seats through
the network. Several persons here pass the screen as on one computer (a hand-off where their views
differ; the table waits meanwhile). Who holds which
seat is the table's: a friend's connection that drops is told once, and the host may give the seat
to an AI (`give_to_ai`) or wait for the friend to come back with the seat's token.
"""

from __future__ import annotations

import socket
import time
from collections.abc import Callable, Iterator

from timetravel.engine.actions import Action
from timetravel.engine.match import AILevel
from timetravel.i18n import N_
from timetravel.net.host import HostService
from timetravel.net.serve import LINGER_S, WAIT_FOR_ABSENT_S, HostLoop
from timetravel.net.table import Table
from timetravel.play.driver import Handoff, Notice, Report, Step, UndoDone, ViewerChanged, simultaneous_step

DEFAULT_PORT = 8765


def listen(table: Table, port: int | None = None) -> HostDriver:
    """Serve `table` on every address of this computer: on `port` (by default the one it was served
    on before, else DEFAULT_PORT), else on any free port."""
    port = port or table.seating.port or DEFAULT_PORT
    service = HostService("0.0.0.0", port)
    try:
        service.start()
    except OSError:
        service.close()
        service = HostService("0.0.0.0", 0)
        service.start()
    table.served_on(service.port)
    return HostDriver(table, service)


def lan_addresses() -> list[str]:
    """This computer's addresses a friend on the same network may reach (the one its default route
    leaves by; no packet is sent), else none."""
    found: list[str] = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            found.append(str(probe.getsockname()[0]))
    except OSError:
        pass
    return [address for address in found if not address.startswith("127.")]


class HostDriver:
    def __init__(self, table: Table, service: HostService) -> None:
        self.table = table
        self.service = service
        self.loop = HostLoop(table, service)
        self.match = table.match
        self.humans = frozenset(i for i, plan in enumerate(table.seating.plans) if plan.kind == "person")
        self.pace_ms = 0
        self.step_mode = False
        self.think_ms = 1000
        self.pace_left = 0.0
        self.holder: int | None = None  # the person the screen shows
        self.handoff_for: int | None = None  # the person a hand-off was reported for
        self._held = set(table.holders)  # remote seats held at the last look
        self._reports: list[Report] = []
        self._dropped: set[int] = set()  # seats whose friend's connection dropped (not back yet)
        self._over_at: float | None = None  # when serving after the result began
        self.clock: Callable[[], float] = time.monotonic  # the wall's time, which the table's clocks run on
        self.served_at = self.clock()  # the last pass of the host's loop: the table's time is as of then

    @property
    def port(self) -> int:
        return self.service.port

    # --- the table's seats ----------------------------------------------------------------------------
    def open_seats(self) -> list[int]:
        """The friends' seats nobody holds now (not joined yet, or their connection dropped)."""
        return [seat for seat in self.table.remote_seats() if seat not in self.table.holders]

    def begin(self) -> bool:
        """The host presses Start: the table starts and every friend is told at once, so that the
        first position's clocks run from the same moment here and there (False: a seat is open)."""
        if not self.table.begin():
            return False
        self.serve(0.0)
        return True

    def give_to_ai(self, seat: int, level: AILevel = "normal") -> bool:
        return self.table.give_to_ai(seat, level)

    def pause(self, paused: bool) -> None:
        """The host's screen is paused (its pause menu, a hand-off) or resumed: the table waits
        meanwhile, and the friends are told at once."""
        if paused != self.table.paused:
            self.table.pause(paused)
            self.serve(0.0)

    # --- the flow -------------------------------------------------------------------------------------
    def serve(self, dt: float) -> None:
        """One pass of the host's loop; what the table's driver reported, and who came and went,
        waits for the screen's next update."""
        self.table.driver.pace_ms = self.pace_ms
        self.table.driver.think_ms = self.think_ms
        now = self.clock()
        # The table's clocks run on the wall's time, as the friends' screens count it (not the frame's
        # dt, which the app caps): a long frame (the game screen opening, a busy machine) must not
        # give the side to play free time.
        moved = self.loop.turn(max(0.0, now - self.served_at))
        # a position that began during the pass (its update just went out) runs from the pass's end
        self.served_at = self.clock() if moved else now
        self.pace_left = self.table.driver.pace_left
        self._reports += self.table.take_reports() + self._comings()

    def linger(self, dt: float) -> bool:
        """After the result (the results screen's frames): serve on until every friend who held a
        seat has been sent the result (one whose connection blinked at the end comes back for it),
        or for WAIT_FOR_ABSENT_S at most, as the headless host does; False once done."""
        self.serve(dt)
        now = time.monotonic()
        self._over_at = self._over_at if self._over_at is not None else now
        waited = now - self._over_at
        return waited < (LINGER_S if self.table.everyone_told() else WAIT_FOR_ABSENT_S)

    def forget_reports(self) -> None:
        """The steps taken so far are told already (a game screen opened now retells the log)."""
        self._reports = [r for r in self._reports if isinstance(r, Notice)]

    def update(self, dt: float, *, animating: bool = False) -> list[Report]:
        self.serve(dt)
        reports: list[Report] = [r for r in self._reports if not isinstance(r, ViewerChanged)]
        self._reports = []
        return reports + self._turn()

    def _turn(self) -> list[Report]:
        """A person here acts: they hold the screen, after a hand-off where their view differs from
        the person's who held it (as the play driver does on one screen)."""
        actor = self.match.to_act()
        if actor not in self.humans or actor == self.holder:
            return []
        holder = self.holder
        if holder is not None and self.match.state.needs_handoff(holder, actor):
            if self.handoff_for != actor:
                self.handoff_for = actor
                return [Handoff(actor)]
            return []
        self.holder = actor
        return [ViewerChanged(actor)]

    def _comings(self) -> list[Report]:
        """A word when a friend's connection drops or comes back (once the table has started)."""
        held = set(self.table.holders)
        gone, back = self._held - held, (held - self._held) & self._dropped
        self._held = held
        self._dropped = (self._dropped | gone) - back
        if not self.table.started:
            return []
        names = self.match.seats
        reports: list[Report] = [
            Notice(N_("{name} lost the connection; the seat waits."), {"name": names[seat].name}, bad=True)
            for seat in sorted(gone)
            if seat in self.table.remote_seats()
        ]
        reports += [Notice(N_("{name} is back."), {"name": names[seat].name}) for seat in sorted(back)]
        return reports

    def choose(self, action: Action) -> bool:
        seat = self.match.to_act()
        if seat not in self.humans or seat != self.holder:
            return False
        self.serve(0.0)  # the time until this click is charged first: it was decided in that position
        if not self.table.play_local(seat, action):
            return False
        self.served_at = self.clock()  # the new position runs from now,
        self.serve(0.0)  # and the friends are told now: their clocks count from the update's coming
        return True

    def handed_to(self, seat: int) -> None:
        self.holder = seat
        self.handoff_for = None

    def simultaneous(self) -> bool:
        return bool(self.humans) and simultaneous_step(self.match.state)

    def stepping(self) -> bool:
        return False

    def skip_pace(self) -> None:
        self.table.driver.skip_pace()

    def flush_clock(self) -> list[Report]:
        return []  # the table's clock runs as the loop passes time

    def autosave(self, *, always: bool = False) -> Notice | None:
        return self.table.driver.autosave(always=always)

    def undo_seat(self, viewer: int) -> int:
        return self.holder if self.holder is not None else viewer

    def undo(self, seat: int) -> UndoDone | None:
        return None  # friends have seen the move: a hosted table takes none back

    def retold(self) -> Iterator[Step]:
        return self.table.driver.retold()

    def cancel(self) -> None:
        self.table.driver.cancel()

    def close(self) -> None:
        self.table.driver.cancel()
        self.service.close()
