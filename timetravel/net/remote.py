"""A seat (or several) of a host's table played at this computer's screen: the game screen's driver.

`RemoteDriver` satisfies play/driving.py's `Driving`, as the play driver does, so the game screen,
its board and its side panel run unchanged: what they read of the match is a mirror, made of what
the host sends each seat and nothing more. For each `Update` of a seat held here the seat's mirror is
`game.mirror(observation, ...)` (its `seat_view` is the host's for that seat), its legal actions and
their words are the host's, and the steps' events are read back as the engine's (event_data.py), so
the board animates them and the log tells them in this computer's language. A choice goes to the
host as an `Act`; nothing changes here until the host's next update says so.

Several persons at this screen may hold several seats: the screen then passes between them as in a
game on one screen (a `Handoff` where their views differ). Time Arena's clocks run on the host: each
update brings the host's time since the position began (`clock_ms`), and from when it was heard here
it runs on at the wall's pace (`pending_ms`), so the clocks show the last known time and its delay.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterator

from timetravel.engine.actions import Action
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import get_game
from timetravel.engine.rng import Rng
from timetravel.engine.state import GameState
from timetravel.i18n import N_
from timetravel.net.client import ClientEvent, ClientService, Link
from timetravel.net.event_data import events_from_json
from timetravel.net.protocol import Act, Json, Problem, Result, SeatInfo, TableInfo, Update, Welcome
from timetravel.play.driver import Handoff, Notice, Report, Step, UndoDone, ViewerChanged, simultaneous_step

PROBLEM_WORDS = {  # the host's refusals, in words for the person (the host's own words follow)
    "replaced": N_("This seat was taken back on another computer."),
    "seat-given": N_("The host gave this seat to an AI."),
    "not-your-turn": N_("The host did not take that move: it is not this seat's turn."),
    "stale": N_("The host did not take that move: the game had moved on."),
    "illegal": N_("The host did not take that move: it is not legal now."),
    "over": N_("The game is over."),
    "paused": N_("The host has paused the game: choose again once it resumes."),
    "waiting": N_("The table waits for a friend to come back: choose again once they are back."),
}
AGAIN = ("paused", "waiting")  # refusals after which the same choices are offered again


LOST = ("seat-given", "replaced")  # the host's words for a seat that is no longer this computer's


def seat_specs(plan: list[SeatInfo]) -> list[SeatSpec]:
    """The seats as the table says them: their names, and an AI's level."""
    specs = []
    for info in plan:
        name = (info.name.strip() or f"Player {info.seat + 1}")[:40]
        if info.kind == "ai":
            specs.append(
                SeatSpec.model_validate({"name": name, "kind": "ai", "level": info.level or "normal"})
            )
        else:
            specs.append(SeatSpec(name=name))
    return specs


class RemoteDriver:
    def __init__(
        self,
        service: ClientService,
        table: TableInfo,
        mine: frozenset[int],
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.service = service
        self.clock = clock  # the wall's time (the service says when messages came by time.monotonic)
        self.table = table
        self.game = get_game(table.game)
        config = self.game.make_config(table.seats, dict(table.options))
        self.match = Match.new(self.game, config, seat_specs(table.plan), seed=0)  # a stand-in till updates
        self.humans = mine
        self.pace_ms = 0
        self.step_mode = False
        self.think_ms = 0
        self.pace_left = 0.0
        self.holder: int | None = None
        self.handoff_for: int | None = None
        self.mirrors: dict[int, GameState] = {}
        self.updates: dict[int, Update] = {}
        self.legal: dict[int, list[Action]] = {}
        self.words: dict[int, dict[Action, str]] = {}
        self.result: Json | None = None
        self.connected = True
        self.paused = False  # the host's screen is paused: nothing moves, the clocks wait
        self.seats_lost: dict[int, str] = {}  # seat -> "seat-given" or "replaced": no longer ours
        self.watching: int | None = None  # the seat lost that this screen follows (no seat left here)
        self.clock_s = 0.0  # seconds since the last update was heard (Time Arena's clocks run on between)
        self._clock_at = clock()  # when clock_s was last run on
        self.heard_at: float | None = None  # when the latest update came off the network
        self._last: tuple[int, str] | None = None  # the last step: its actor and, when ours, the action
        self._backlog: deque[tuple[ClientEvent, float]] = deque()  # each with when it was heard here
        self.history: list[Step] = []  # every step told here, to tell again in another language
        self.told_whole = True  # `history` is the whole game so far (see `_follow`)
        self._told_to: int | None = None  # the host's step counter after the last steps told here

    # --- what the screen reads ------------------------------------------------------------------------
    @property
    def lost(self) -> bool:
        """The connection is gone for good (the service gave up trying again)."""
        return self.service.finished

    def legal_for(self, seat: int) -> list[Action]:
        """The seat's legal actions as the host gave them (none while its choice is on its way)."""
        return list(self.legal.get(seat, []))

    def words_for(self, seat: int, action: Action) -> str | None:
        return self.words.get(seat, {}).get(action)

    def last_step(self) -> tuple[int, str] | None:
        return self._last

    def absent(self) -> list[int]:
        """The friends' seats (not ours) whose connection is gone, once the game has started."""
        if not self.table.started or self.match.is_over:
            return []
        return [s.seat for s in self.table.plan
                if s.kind == "remote" and s.taken and not s.held and s.seat not in self.humans]  # fmt: skip

    def waiting_for(self) -> list[int]:
        """The absent seats the game waits for: any, in a real-time game (the host's clocks stop);
        else the one that acts."""
        absent = self.absent()
        if self.game.info.real_time:
            return absent
        return [seat for seat in absent if seat == self.match.to_act()]

    def pending_ms(self) -> int:
        """Real-time games: the host's time since the position began, run on since it said so."""
        if self.match.is_over or not self.updates:
            return 0
        latest = max(self.updates.values(), key=lambda u: u.step)
        return latest.clock_ms + int(self.clock_s * 1000)

    def delay_ms(self) -> int:
        """How late what the host says arrives here: half the connection's round trip."""
        return self.service.latency_ms() // 2

    def simultaneous(self) -> bool:
        return bool(self.humans) and simultaneous_step(self.match.state)

    def stepping(self) -> bool:
        return False

    def undo_seat(self, viewer: int) -> int:
        return self.holder if self.holder is not None else viewer

    # --- what the screen tells ------------------------------------------------------------------------
    def choose(self, action: Action) -> bool:
        """Send the choice of the person holding the screen to the host (False: not theirs now)."""
        actor = self.match.to_act()
        token = self.service.tokens.get(actor)
        update = self.updates.get(actor)
        if actor not in self.humans or actor != self.holder or token is None or update is None:
            return False
        if action not in self.legal.get(actor, []):
            return False
        self.service.send(Act(seat=actor, token=token, step=update.step, action=str(action)))
        self.legal[actor] = []  # until the host answers: no second choice
        self._last = (actor, str(action))
        return True

    def handed_to(self, seat: int) -> None:
        self.holder = seat
        self.handoff_for = None
        self._show_mirror()

    def skip_pace(self) -> None:
        self.pace_left = 0.0

    def flush_clock(self) -> list[Report]:
        return []  # the clocks run on the host

    def autosave(self, *, always: bool = False) -> Notice | None:
        return None  # the host keeps the table

    def undo(self, seat: int) -> UndoDone | None:
        return None  # a move sent to the host is played

    def retold(self) -> Iterator[Step]:
        """The steps told since this screen joined (the log told again in another language)."""
        return iter(list(self.history))

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        self.service.close()

    def reconnect(self) -> None:
        """A new connection to the same host, taking each seat held back with its token."""
        old = self.service
        tokens = dict(old.tokens)
        old.close()
        address, _, port = old.uri.removeprefix("ws://").rpartition(":")
        self.service = ClientService(
            address.strip("[]"), int(port), old.code, reconnect_s=old.reconnect_s, language=old.language
        )
        self.service.start()
        for seat, token in sorted(tokens.items()):
            self.service.rejoin(seat, token)

    def run_clock(self) -> None:
        """Time Arena's clocks run on between updates at the wall's pace, as the host's do (also
        while this app's own pause menu covers the screen: the host's clocks never wait for it); a
        long frame (this screen opening, a busy machine) counts whole."""
        now = self.clock()
        if not self.paused and not self.waiting_for():  # the host's clocks wait: so do these
            self.clock_s += max(0.0, now - self._clock_at)
        self._clock_at = now

    def take(self, events: list[ClientEvent], heard_at: float | None = None) -> None:
        """Messages the join screen received before this driver ran: played as if they came now,
        though the clocks count from when they were heard (`heard_at`, time.monotonic)."""
        at = self.clock() if heard_at is None else heard_at
        self._backlog.extend((event, at) for event in events)

    # --- the flow -------------------------------------------------------------------------------------------
    def update(self, dt: float, *, animating: bool = False) -> list[Report]:
        """Take what the host sent (one step's update a frame while the board animates the last)."""
        self.run_clock()
        self._backlog.extend(self.service.poll_heard())
        reports: list[Report] = []
        while self._backlog:
            event, heard_at = self._backlog[0]
            if (
                isinstance(event, Update)
                and event.steps
                and (animating or any(isinstance(r, Step) for r in reports))
            ):
                break  # one step at a time, as the board shows them
            self._backlog.popleft()
            reports += self._take(event, heard_at)
        return reports + self._turn()

    def _turn(self) -> list[Report]:
        """A person here acts: they hold the screen, after a hand-off where views differ."""
        actor = self.match.to_act()
        if actor not in self.humans or actor == self.holder or actor not in self.mirrors:
            return []
        holder = self.holder
        if (
            holder is not None
            and holder in self.mirrors
            and self.mirrors[holder].needs_handoff(holder, actor)
        ):
            if self.handoff_for != actor:
                self.handoff_for = actor
                return [Handoff(actor)]
            return []
        self.holder = actor
        self._show_mirror()
        return [ViewerChanged(actor)]

    def _take(self, event: ClientEvent, heard_at: float) -> list[Report]:
        if isinstance(event, Update):
            return self._update(event, heard_at)
        if isinstance(event, Welcome):
            self.humans = self.humans | {event.seat}
            return self._table(event.table)
        if isinstance(event, TableInfo):
            return self._table(event)
        if isinstance(event, Result):
            self.result = event.result
            return []
        if isinstance(event, Problem):
            if event.code in LOST and event.seat is not None:
                self._lose(event.seat, event.code)
                return []  # the game screen shows what happened and the way out
            if event.code in AGAIN:  # the choice was not taken: it may be made again
                self.legal.update({s: [Action.parse(a) for a in u.legal] for s, u in self.updates.items()})
            key = PROBLEM_WORDS.get(event.code, N_("The host says: {message}"))
            return [Notice(key, {"message": event.message}, bad=True)]
        return self._link(event)

    def _update(self, update: Update, heard_at: float) -> list[Report]:
        if update.seat not in self.humans and update.seat != self.watching:
            return []
        steps = [(step, events_from_json(self.game.info.id, step.events)) for step in update.steps]
        before = self.mirrors.get(update.seat)
        every = [event for _, events in steps for event in events]
        self.mirrors[update.seat] = self.game.mirror(update.observation, Rng(update.step), before, every)
        self.updates[update.seat] = update
        legal = [Action.parse(text) for text in update.legal]
        self.legal[update.seat] = legal
        self.words[update.seat] = dict(zip(legal, update.words, strict=False))
        self.heard_at = heard_at
        waits = self.paused or self.waiting_for()
        self.clock_s = 0.0 if waits else max(0.0, self._clock_at - heard_at)  # run on since heard
        self._show_mirror()
        if update.seat != min(self.humans, default=self.watching):
            return []  # every seat here gets the same steps: the first seat's tell them
        self._follow(update)
        reports: list[Report] = []
        for step, events in steps:
            if self._last is None or self._last[0] != step.actor:
                self._last = (step.actor, "")
            reports.append(Step(step.actor, step.label, events))
        self.history += [r for r in reports if isinstance(r, Step)]
        return reports

    def _follow(self, update: Update) -> None:
        """Whether the steps told here are still the whole game: the first update came at the game's
        first step (not after an app restarted mid-game), and each one's steps follow the last's (none
        went by while the connection was down). A real-time game's time steps that changed nothing
        are counted by the host but never told, so there only the first update is checked."""
        start = update.step - len(update.steps)
        if self._told_to is None:
            self.told_whole = start == 0
        elif start != self._told_to and not self.game.info.real_time:
            self.told_whole = False
        self._told_to = update.step

    def _lose(self, seat: int, code: str) -> None:
        """A seat held here is no longer ours: no choice is offered for it, nor asked for again."""
        if seat not in self.humans:
            return
        self.seats_lost[seat] = code
        self.humans = self.humans - {seat}
        self.legal.pop(seat, None)
        self.service.forget(seat)
        if not self.humans:  # the host sends a connection with no seat left that seat's view
            self.watching = seat
        if self.holder == seat:
            self.holder = None
            self.handoff_for = None

    def _show_mirror(self) -> None:
        """The screen shows the mirror of the seat holding it (else the first seat here)."""
        seat = self.holder if self.holder in self.mirrors else min(self.mirrors, default=None)
        if seat is not None:
            self.match.state = self.mirrors[seat]

    def _table(self, info: TableInfo) -> list[Report]:
        """Who holds which seat now: names as chosen, and a word when a friend's connection drops."""
        before = {s.seat: s for s in self.table.plan}
        self.table = info
        self.match.seats = seat_specs(info.plan)
        reports: list[Report] = []
        if info.paused != self.paused:
            self.paused = info.paused
            if not info.paused:  # (while paused, the game screen shows a panel over the board)
                reports.append(Notice(N_("The host resumed the game.")))
        for seat in info.plan:
            was = before.get(seat.seat)
            if seat.kind != "remote" or seat.seat in self.humans or was is None or not seat.taken:
                continue
            if was.held and not seat.held:
                reports.append(Notice(N_("{name} lost the connection; the seat waits."), {"name": seat.name}))
            elif was.taken and not was.held and seat.held:
                reports.append(Notice(N_("{name} is back."), {"name": seat.name}))
        return reports

    def _link(self, link: Link) -> list[Report]:
        if link.up == self.connected:
            return []
        self.connected = link.up
        if link.up:
            return [Notice(N_("Connected to the host again."))]
        self.legal = {}  # a choice can no longer reach the host: the seat's view on rejoining offers them
        return [Notice(N_("The connection to the host is lost; trying again…"), bad=True)]
