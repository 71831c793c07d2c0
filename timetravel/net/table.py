"""The table: the host's Match as the only authority, with its seats, code, tokens and checks.

No sockets and no threads: the caller (the headless host's loop, a test, later the host's game
screen) hands it each message a connection sent (`receive`), tells it when a connection is gone
(`dropped`) and lets real time pass (`tick`); it answers with messages for connections in `outbox`.
The flow of play is the play driver's (chance, the AI seats on their Thinkers, Time Arena's clocks
from the caller's elapsed time, autosave), so a table plays exactly as a game on one screen does.

A table opened from the app's lobby starts when the host presses Start (`begin`) once every friend's
seat is held; a headless table (`auto_start`) starts by itself then. Once started, a friend's seat
whose connection dropped waits for its token: in a real-time game (Time Arena) nothing moves
meanwhile, clocks included (`waiting`), so nobody loses time to a broken cable. A connection whose
seat was given to an AI, or taken back elsewhere with its token, may watch on: it is sent that seat's
view, never its choices (`watchers`).

Every incoming action is checked before the driver sees it: the token proves the seat, the seat
acts now, the step it saw is the step now (a replayed message is refused), and its string form is
legal here (`find_action`, never a time action). A refusal is a `Problem` for that connection
alone; the game never changes because of it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from timetravel.engine.actions import Action
from timetravel.engine.errors import IllegalAction, TimetravelError
from timetravel.engine.match import AILevel, Match, SeatSpec
from timetravel.engine.state import TIME_KIND
from timetravel.i18n import language, speaking
from timetravel.net.protocol import (
    Act,
    Hello,
    LastStep,
    Problem,
    Result,
    SeatInfo,
    TableInfo,
    Update,
    Welcome,
)
from timetravel.net.seating import Seating, SeatPlan
from timetravel.net.views import last_step, result_json, seat_update
from timetravel.play.driver import Autosave, PlayDriver, Report, Step

HostMessage = TableInfo | Welcome | Update | Result | Problem
MAX_STEPS_PER_TICK = 64  # steps taken at once (chance after chance) before the loop comes back


@dataclass(frozen=True, slots=True)
class Outgoing:
    conn: int
    message: HostMessage


class Table:
    def __init__(
        self,
        match: Match,
        seating: Seating,
        *,
        autosave: Autosave | None = None,
        on_seating: Callable[[Seating], None] | None = None,
        pace_ms: int = 0,
        think_ms: int = 200,
        auto_start: bool = True,
    ) -> None:
        if len(seating.plans) != len(match.seats):
            raise ValueError(f"{len(seating.plans)} seat plans for {len(match.seats)} seats")
        self.match = match
        self.seating = seating
        self._on_seating = on_seating  # told whenever a token is handed out (to keep it for a restart)
        people = frozenset(i for i, plan in enumerate(seating.plans) if plan.kind != "ai")
        self.driver = PlayDriver(match, people, pace_ms=pace_ms, think_ms=think_ms, autosave=autosave)
        self.holders: dict[int, int] = {}  # seat -> the connection holding it now
        self.watchers: dict[int, int] = {}  # connection -> the seat it lost and watches on
        self.auto_start = auto_start  # start once every friend's seat is held, without `begin`
        self.started = not self.remote_seats()  # a table of AIs (and people here) starts at once
        self.paused = False  # the host's screen is paused: no step, no clock, until it resumes
        self.outbox: list[Outgoing] = []
        self._pending: list[tuple[LastStep, dict[str, str]]] = []  # steps since the last updates, their labels
        self.languages: dict[int, str] = {}  # connection -> the language its Hello asked the words in
        self._sent_step = -1
        self._result_sent = False
        self.told: set[int] = set()  # the remote seats whose holders were sent the result
        self.joined: set[int] = set()  # the remote seats held at some time by this host
        self.save_path: Path | None = None  # where the host keeps the table (serve.py sets it)
        self.reports: list[Report] = []  # what the driver reported, for a host's own screen to show

    # --- what anyone may know of the table ------------------------------------------------------
    @property
    def code(self) -> str:
        return self.seating.code

    def step(self) -> int:
        """The step counter an action must name: the log's length now."""
        return len(self.match.log)

    def remote_seats(self) -> list[int]:
        return [i for i, plan in enumerate(self.seating.plans) if plan.kind == "remote"]

    def ready(self) -> bool:
        """Every friend's seat is held: the game may start."""
        return all(seat in self.holders for seat in self.remote_seats())

    def absent(self) -> list[int]:
        """The friends' seats taken once whose connection is gone now (they may come back)."""
        return [s for s in self.remote_seats() if s in self.seating.tokens and s not in self.holders]

    def waiting(self) -> list[int]:
        """The absent seats the game waits for now: any, in a real-time game (its clocks stop);
        else the one that acts."""
        if not self.started or self.match.is_over:
            return []
        absent = self.absent()
        if self.match.game.info.real_time:
            return absent
        return [seat for seat in absent if seat == self.match.to_act()]

    def info(self) -> TableInfo:
        plan = [
            SeatInfo(
                seat=i,
                name=self.match.seats[i].name,
                kind=p.kind,
                level=p.level,
                held=i in self.holders,
                taken=i in self.seating.tokens,
            )
            for i, p in enumerate(self.seating.plans)
        ]
        config = self.match.config
        return TableInfo(
            code=self.code,
            game=self.match.game.info.id,
            seats=config.seats,
            options=dict(config.options),
            plan=plan,
            started=self.started,
            paused=self.paused,
        )

    def result(self) -> Result | None:
        if not self.match.is_over:
            return None
        return Result(result=result_json(self.match.game.info.id, self.match.state.outcome()))

    # --- connections ------------------------------------------------------------------------------
    def receive(self, conn: int, message: Hello | Act | Problem) -> None:
        """One message from a connection (already read by protocol.read_client)."""
        if isinstance(message, Problem):
            self._send(conn, message)
        elif isinstance(message, Hello):
            self._hello(conn, message)
        else:
            self._act(conn, message)

    def dropped(self, conn: int) -> None:
        """The connection is gone: its seats wait for their tokens to come back."""
        self.watchers.pop(conn, None)
        self.languages.pop(conn, None)
        gone = [seat for seat, holder in self.holders.items() if holder == conn]
        for seat in gone:
            del self.holders[seat]
        if gone:
            self._broadcast(self.info())

    def _hello(self, conn: int, hello: Hello) -> None:
        if not self.seating.code_matches(hello.code):
            self._send(conn, Problem(code="bad-code", message="there is no table with that code here"))
            return
        if hello.language is not None:
            self.languages[conn] = hello.language
            self.driver.label_languages = frozenset(self.languages.values()) - {language()}
        if hello.seat is None and hello.token is None:  # a look at the table before taking a seat
            self._send(conn, self.info())
            return
        seat = self._seat_for(conn, hello)
        if seat is None:
            return
        old = self.holders.get(seat)
        if old is not None and old != conn:  # the token's holder came back on a new connection
            self._send(
                old,
                Problem(code="replaced", message=f"seat {seat + 1} was taken back with its token", seat=seat),
            )
        self.watchers.pop(conn, None)
        self.holders[seat] = conn
        if old is not None and old != conn:
            self._watch(old, seat)
        self.joined.add(seat)
        if hello.token is None:
            self._rename(seat, hello.name)
        token = self.seating.tokens[seat]
        self._send(conn, Welcome(table=self.info(), seat=seat, token=token))
        self._broadcast(self.info())
        if not self._start():
            self._send(conn, self._update_for(seat, [], conn))
            result = self.result()
            if result is not None:
                self._send(conn, result)
                self.told.add(seat)

    def begin(self) -> bool:
        """The host starts the game (its lobby's Start): True once started, False while a friend's
        seat is not held yet."""
        return self.started or self._start(by_host=True)

    def _start(self, *, by_host: bool = False) -> bool:
        """Start once every remote seat is held (and the host said so, unless it starts by itself);
        True when it started now."""
        if self.started or not self.ready() or not (by_host or self.auto_start):
            return False
        self.started = True
        self._broadcast(self.info())
        self._send_updates(force=True)
        return True

    def give_to_ai(self, seat: int, level: AILevel) -> bool:
        """The host gives a remote seat to an AI (its person is gone, or nobody came): its token
        holds nothing from now on. False when the seat is no remote seat."""
        if self.seating.plans[seat].kind != "remote":
            return False
        self.seating.plans[seat] = SeatPlan(kind="ai", level=level)
        self.seating.tokens.pop(seat, None)
        old = self.holders.pop(seat, None)
        if old is not None:
            given = f"the host gave seat {seat + 1} to an AI"
            self._send(old, Problem(code="seat-given", message=given, seat=seat))
            self._watch(old, seat)
        self.match.seats[seat] = SeatSpec(name=self.match.seats[seat].name, kind="ai", level=level)
        self.driver.humans = self.driver.humans - {seat}
        if self._on_seating is not None:
            self._on_seating(self.seating)
        self._broadcast(self.info())
        self._start()
        return True

    def served_on(self, port: int) -> None:
        """The table listens on `port`: kept with the seating, so that a reopened table tries it first
        (friends' apps keep trying the address and port they knew)."""
        if self.seating.port != port:
            self.seating.port = port
            if self._on_seating is not None:
                self._on_seating(self.seating)

    def _watch(self, conn: int, seat: int) -> None:
        """A connection lost `seat`: with no other seat held, it watches on from that seat."""
        if conn not in self.holders.values():
            self.watchers[conn] = seat

    def pause(self, paused: bool) -> None:
        """The host's screen paused (its pause menu, a hand-off between its persons) or resumed:
        the AI seats and the clocks wait meanwhile, and every friend is told."""
        if paused == self.paused:
            return
        self.paused = paused
        self._broadcast(self.info())

    def _seat_for(self, conn: int, hello: Hello) -> int | None:
        """The seat a Hello may take (a Problem sent when none), issuing its token when fresh."""
        if hello.token is not None:
            seat = self.seating.seat_of(hello.token)
            if seat is None or (hello.seat is not None and hello.seat != seat):
                self._send(conn, Problem(code="bad-token", message="that token holds no seat here"))
                return None
            return seat
        seat = hello.seat
        if seat is None or seat >= len(self.seating.plans):
            self._send(conn, Problem(code="bad-seat", message="name a seat of this table"))
            return None
        if self.seating.plans[seat].kind != "remote":
            self._send(conn, Problem(code="bad-seat", message=f"seat {seat + 1} is not open to join"))
            return None
        if seat in self.seating.tokens:
            self._send(conn, Problem(code="seat-taken", message=f"seat {seat + 1} is taken"))
            return None
        self.seating.issue(seat)
        if self._on_seating is not None:
            self._on_seating(self.seating)
        return seat

    def _rename(self, seat: int, name: str) -> None:
        spec = self.match.seats[seat]
        with contextlib.suppress(ValueError):  # a name the save would not take keeps the seat's own
            self.match.seats[seat] = SeatSpec(
                name=name.strip() or spec.name, kind=spec.kind, level=spec.level
            )

    # --- actions ------------------------------------------------------------------------------------
    def _act(self, conn: int, act: Act) -> None:
        problem = self._check(conn, act)
        if problem is not None:
            self._send(conn, problem)
            if problem.code == "stale":  # chosen from a view that is past: here is the game now
                self._send(conn, self._update_for(act.seat, [], conn))
            return
        action = Action.parse(act.action)
        if not self.driver.choose(action):
            self._send(conn, Problem(code="illegal", message=f"{act.action!r} is not legal now"))
            return
        self.driver.handed_to(act.seat)
        self.tick(0.0)

    def _check(self, conn: int, act: Act) -> Problem | None:
        """Why this action may not be played now, or None when it may."""
        if self.holders.get(act.seat) != conn or self.seating.seat_of(act.token) != act.seat:
            return Problem(code="not-your-seat", message=f"this connection does not hold seat {act.seat + 1}")
        if not self.started:
            return Problem(code="not-started", message="the table waits for every seat to be taken")
        if self.paused:
            return Problem(code="paused", message="the host has paused the game")
        if self.waiting():
            return Problem(code="waiting", message="the table waits for a friend to come back")
        if self.match.is_over:
            return Problem(code="over", message="the game is over")
        if self.match.to_act() != act.seat:
            return Problem(code="not-your-turn", message=f"seat {act.seat + 1} does not act now")
        if act.step != self.step():
            return Problem(
                code="stale", message=f"step {act.step} is past; the game is at step {self.step()}"
            )
        try:
            action = self.match.state.find_action(act.action)
        except (IllegalAction, TimetravelError, ValueError):
            return Problem(code="illegal", message=f"{act.action!r} is not legal now")
        if action.kind == TIME_KIND:
            return Problem(code="illegal", message="time passes on the host only")
        return None

    def play_local(self, seat: int, action: Action) -> bool:
        """A person at the host's screen plays `action` for their seat (False: not legal now)."""
        if self.seating.plans[seat].kind != "person" or self.match.to_act() != seat:
            return False
        if not self.driver.choose(action):
            return False
        self.driver.handed_to(seat)
        self.tick(0.0)
        return True

    # --- time and the flow of play ------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """Let `dt` seconds of real time pass and take the steps due, then tell every seat."""
        if not self.started or self.match.is_over or self.paused or self.waiting():
            self._finish()
            return
        for index in range(MAX_STEPS_PER_TICK):
            actor = self.match.to_act()
            if actor in self.driver.humans and self.driver.holder != actor:
                self.driver.handed_to(actor)  # each computer shows its own seats: no hand-off
            steps = self.step()
            reports = self.driver.update(dt if index == 0 else 0.0)
            self.reports += reports
            self._pending += [
                (last_step(r.actor, r.label, r.events), r.labels) for r in reports if isinstance(r, Step)
            ]
            if self.step() == steps or self.match.is_over:
                break
        self._send_updates()
        self._finish()

    def _finish(self) -> None:
        result = self.result()
        if result is None or self._result_sent:
            return
        self._result_sent = True
        self.driver.autosave(always=True)
        self._broadcast(result)
        self.told |= set(self.holders)

    def everyone_told(self) -> bool:
        """Whether the result went to the holder of every seat that was held here (one that went
        away before the end may come back for it)."""
        return self._result_sent and self.joined & set(self.remote_seats()) <= self.told

    def _send_updates(self, *, force: bool = False) -> None:
        if self.step() == self._sent_step and not force:
            return
        steps, self._pending = self._pending, []
        self._sent_step = self.step()
        for seat, conn in sorted(self.holders.items()):
            self._send(conn, self._update_for(seat, steps, conn))
        for conn, seat in sorted(self.watchers.items()):
            self._send(conn, self._update_for(seat, steps, conn, watcher=True))

    def _update_for(
        self, seat: int, steps: list[tuple[LastStep, dict[str, str]]], conn: int, *, watcher: bool = False
    ) -> Update:
        """The seat's view after the steps, worded in the connection's language; a watcher's copy
        offers no choice (an AI plays it)."""
        clock = self.match.pending_ms if self.match.game.info.real_time else 0
        words_in = self.languages.get(conn, language())
        told = [step.model_copy(update={"label": labels.get(words_in, step.label)}) for step, labels in steps]
        with speaking(words_in):
            update = seat_update(self.match.state, seat, self.step(), told, clock)
        return update.model_copy(update={"legal": [], "words": []}) if watcher else update

    # --- the outbox -------------------------------------------------------------------------------------
    def _send(self, conn: int, message: HostMessage) -> None:
        self.outbox.append(Outgoing(conn, message))

    def _broadcast(self, message: HostMessage) -> None:
        for conn in sorted(set(self.holders.values()) | set(self.watchers)):
            self._send(conn, message)

    def take_reports(self) -> list[Report]:
        """The driver's reports since the last call (a host's own screen animates and logs them)."""
        reports, self.reports = self.reports, []
        return reports

    def take_outbox(self) -> list[Outgoing]:
        out, self.outbox = self.outbox, []
        return out
