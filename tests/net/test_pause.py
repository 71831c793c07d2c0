"""The host's screen paused (its pause menu, a hand-off): the table moves nothing, no clock runs, every
friend is told and a friend's move waits; a joined screen's clocks wait too. A seat that is no longer
this computer's (given to an AI, taken back elsewhere) is offered no choice and never asked for again."""

from __future__ import annotations

import time
from collections.abc import Callable

from tests.net.test_table import seated
from timetravel.engine.state import TIME_KIND
from timetravel.net.client import ClientService
from timetravel.net.protocol import Act, Problem, TableInfo
from timetravel.net.remote import RemoteDriver


def test_a_paused_table_moves_nothing_runs_no_clock_and_tells_every_friend() -> None:
    t, tokens = seated("arena", "remote,random")
    for _ in range(500):  # seat 1 plays its first choices until a clock runs (the AI thinks on a thread)
        time.sleep(0.01)
        t.tick(0.05)
        if t.match.pending_ms > 0:
            break
        if t.match.to_act() == 0:
            action = next(a for a in t.match.state.legal_actions() if a.kind != TIME_KIND)
            t.receive(1, Act(seat=0, token=tokens[0], step=t.step(), action=str(action)))
    assert t.match.pending_ms > 0, "a clock runs"
    t.take_outbox()
    t.pause(True)
    told = [out.message for out in t.take_outbox() if out.conn == 1]
    assert any(isinstance(m, TableInfo) and m.paused for m in told)
    steps, clock = len(t.match.log), t.match.pending_ms
    for _ in range(10):
        t.tick(1.0)
    assert (len(t.match.log), t.match.pending_ms) == (steps, clock), "nothing moves while paused"
    if t.match.to_act() == 0:
        action = str(next(a for a in t.match.state.legal_actions() if a.kind != TIME_KIND))
        t.receive(1, Act(seat=0, token=tokens[0], step=t.step(), action=action))
        refused = [m for m in (o.message for o in t.take_outbox()) if isinstance(m, Problem)]
        assert refused and refused[-1].code == "paused" and len(t.match.log) == steps
    t.pause(False)
    assert any(isinstance(o.message, TableInfo) and not o.message.paused for o in t.take_outbox())
    for _ in range(5):
        time.sleep(0.01)
        t.tick(0.5)
    assert (len(t.match.log), t.match.pending_ms) != (steps, clock), "play goes on once resumed"


def driver_of(
    seats: str = "remote,random", clock: Callable[[], float] = time.monotonic
) -> tuple[RemoteDriver, ClientService]:
    t, tokens = seated("arena", seats)
    info = t.info()
    service = ClientService("127.0.0.1", 9, t.code)  # never started: nothing goes out
    service.tokens = dict(tokens)
    return RemoteDriver(service, info, frozenset(tokens), clock), service


def test_a_joined_screens_clocks_wait_while_the_host_is_paused() -> None:
    wall = [100.0]  # the wall's time, moved by hand
    driver, _ = driver_of(clock=lambda: wall[0])
    info = driver.table
    driver.take([info.model_copy(update={"paused": True})])
    driver.update(0.0)
    assert driver.paused
    wall[0] += 2.0
    driver.update(2.0)
    assert driver.clock_s == 0.0, "the clock shown here waits with the host's"
    driver.take([info.model_copy(update={"paused": False})])
    driver.update(0.0)
    wall[0] += 0.5
    driver.update(0.5)
    assert not driver.paused and driver.clock_s == 0.5


def test_a_seat_given_to_an_ai_is_offered_no_choice_and_never_asked_for_again() -> None:
    driver, service = driver_of("remote,remote")
    driver.take([Problem(code="seat-given", message="the host gave seat 1 to an AI", seat=0)])
    driver.update(0.0)
    assert driver.seats_lost == {0: "seat-given"} and driver.humans == frozenset({1})
    assert driver.legal_for(0) == [] and 0 not in service.tokens
    driver.take([Problem(code="replaced", message="seat 2 was taken back with its token", seat=1)])
    driver.update(0.0)
    assert driver.seats_lost[1] == "replaced" and not driver.humans and not service.tokens
