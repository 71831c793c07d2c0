"""The remote driver on loopback, without a window: its mirror is the seat's view the host sent, a
choice reaches the host, Time Arena's clocks read within 200 ms of the host's, and the steps told
make the same round-by-round history as the host's log (only when they are the whole game)."""

from __future__ import annotations

import time
from collections.abc import Callable

from tests.net.helpers import LOOPBACK, host
from timetravel.engine.actions import Action
from timetravel.net.client import ClientEvent, ClientService, Link
from timetravel.net.protocol import TableInfo, Update
from timetravel.net.remote import RemoteDriver
from timetravel.net.views import result_json
from timetravel.ui.score_history import ScoreHistory, score_history, told_history

CLOCK_MS = 200


def joined(game: str, seats: str) -> tuple[object, RemoteDriver]:
    """A table hosted on a thread, and seat 1 joined by a RemoteDriver once the table started."""
    hosted = host(game, seats, seed=2)
    service = ClientService(LOOPBACK, hosted.port, hosted.table.code)
    service.start()
    service.join(0, "Ada")
    events: list[ClientEvent] = []
    end = time.monotonic() + 10
    while time.monotonic() < end and not any(isinstance(e, Update) for e in events):
        events += service.poll(0.05)
    info = [e for e in events if isinstance(e, TableInfo)][-1]
    driver = RemoteDriver(service, info, frozenset({0}))
    driver.take(events)
    return hosted, driver


def test_time_arenas_clocks_read_within_200_ms_of_the_hosts() -> None:
    hosted, driver = joined("arena", "remote,random")
    table = hosted.table  # type: ignore[attr-defined]
    try:
        compared, last = 0, time.monotonic()
        end, acted = last + 4.0, last
        driver.handed_to(0)
        while time.monotonic() < end:
            time.sleep(0.01)
            now = time.monotonic()
            driver.update(now - last)
            last = now
            if driver.legal_for(0) and now - acted > 0.3:  # seat 1 plays its first choice now and then
                driver.choose(driver.legal_for(0)[0])
                acted = now
            update = driver.updates.get(0)
            if update is None or update.step != len(table.match.log) or table.match.is_over:
                continue
            if getattr(driver.mirrors[0].seat_view(0), "stage", "") != "play":
                continue  # the clocks run (and show) in play only
            if table.match.state.seat_view(0) != driver.mirrors[0].seat_view(0):
                continue  # a time step the update has not told yet
            assert abs(driver.pending_ms() - table.match.pending_ms) <= CLOCK_MS
            compared += 1
        assert compared > 50
    finally:
        driver.close()
        hosted.loop.stop()  # type: ignore[attr-defined]
        hosted.service.close()  # type: ignore[attr-defined]


def test_a_choice_goes_to_the_host_and_the_mirror_follows() -> None:
    hosted, driver = joined("rocket", "remote,random")
    table = hosted.table  # type: ignore[attr-defined]
    try:
        end = time.monotonic() + 10
        while time.monotonic() < end and not driver.legal_for(0):
            driver.update(0.016)
            time.sleep(0.01)
        assert driver.match.state.seat_view(0) == table.match.state.seat_view(0)
        driver.handed_to(0)
        steps = len(table.match.log)
        assert driver.choose(driver.legal_for(0)[0]) and driver.legal_for(0) == []
        while time.monotonic() < end and len(table.match.log) == steps:
            time.sleep(0.01)
        assert len(table.match.log) > steps and table.match.log[steps].actor == 0
    finally:
        driver.close()
        hosted.loop.stop()  # type: ignore[attr-defined]
        hosted.service.close()  # type: ignore[attr-defined]


def test_no_choice_is_offered_while_the_host_is_out_of_reach() -> None:
    """The choices a lost connection could not send are withdrawn; the seat's view from the host,
    once back, offers them again (a click in between would be from a past view)."""
    hosted, driver = joined("rocket", "remote,random")
    try:
        end = time.monotonic() + 10
        while time.monotonic() < end and not driver.legal_for(0):
            driver.update(0.016)
            time.sleep(0.01)
        assert driver.legal_for(0)
        driver.take([Link(up=False, reason="gone")])
        driver.update(0.016)
        assert driver.legal_for(0) == [] and not driver.connected
        driver.handed_to(0)
        assert not driver.choose(Action.parse("stop"))
    finally:
        driver.close()
        hosted.loop.stop()  # type: ignore[attr-defined]
        hosted.service.close()  # type: ignore[attr-defined]


def play_seat_one(driver: RemoteDriver, until: Callable[[], bool]) -> None:
    """Seat 1 plays its last choice whenever it acts, until `until` (or the game's time is up)."""
    end = time.monotonic() + 60
    while time.monotonic() < end and not until():
        driver.update(0.016)
        actor = driver.match.to_act()
        if actor == 0 and driver.legal_for(0):
            driver.handed_to(0)
            driver.choose(driver.legal_for(0)[-1])
        time.sleep(0.002)


def told_rounds(driver: RemoteDriver) -> ScoreHistory:
    """The history a joined seat's results screen shows (remote_game.py: RemoteGameScreen)."""
    return told_history((step.events for step in driver.retold()), from_start=driver.told_whole)


def test_a_whole_game_played_through_the_remote_driver_ends_with_the_hosts_result() -> None:
    hosted, driver = joined("rocket", "remote,random")
    table = hosted.table  # type: ignore[attr-defined]
    try:
        play_seat_one(driver, lambda: driver.result is not None)
        assert driver.result is not None and driver.match.is_over
        mirror_result = result_json("rocket", driver.match.state.outcome())
        assert mirror_result == driver.result  # the results screen (the mirror's) says the host's result
        # the rounds as the steps were told here are the rounds of the host's log, replayed
        assert driver.told_whole and len(driver.history) == len(table.match.log)
        history = score_history(table.match)
        assert len(history.rounds) > 1 and told_rounds(driver) == history
        last = driver.updates[0]  # an update after steps this seat was never told (its connection dropped)
        driver.take([last.model_copy(update={"step": last.step + 3, "steps": []})])
        driver.update(0.016)
        assert not driver.told_whole and told_rounds(driver).rounds == []
    finally:
        driver.close()
        hosted.loop.stop()  # type: ignore[attr-defined]
        hosted.service.close()  # type: ignore[attr-defined]


def test_a_seat_taken_back_mid_game_was_not_told_the_whole_game() -> None:
    """An app restarted mid-game takes its seat back with its token: the steps told to it begin
    there, so its results show no rounds (the first would read short), only the totals and news."""
    hosted, first = joined("rocket", "remote,random")
    again: RemoteDriver | None = None
    try:
        play_seat_one(first, lambda: len(first.history) > 6)
        assert first.told_whole
        service = ClientService(LOOPBACK, hosted.port, hosted.table.code)  # type: ignore[attr-defined]
        service.start()
        service.rejoin(0, first.service.tokens[0])
        first.close()
        events: list[ClientEvent] = []
        end = time.monotonic() + 10
        while time.monotonic() < end and not any(isinstance(e, Update) for e in events):
            events += service.poll(0.05)
        info = [e for e in events if isinstance(e, TableInfo)][-1]
        again = rejoined = RemoteDriver(service, info, frozenset({0}))
        rejoined.take(events)
        play_seat_one(rejoined, lambda: rejoined.result is not None)
        assert rejoined.match.is_over and rejoined.history and not rejoined.told_whole
        assert told_rounds(rejoined).rounds == []
    finally:
        if again is not None:
            again.close()
        first.close()
        hosted.loop.stop()  # type: ignore[attr-defined]
        hosted.service.close()  # type: ignore[attr-defined]


def test_the_delay_of_the_hosts_word_is_measured() -> None:
    hosted, driver = joined("arena", "remote,random")
    try:
        end = time.monotonic() + 10
        ws = driver.service._ws
        while time.monotonic() < end and (ws is None or ws.latency == 0):
            time.sleep(0.1)
            ws = driver.service._ws
        assert ws is not None and ws.latency > 0, "a ping measured the round trip"
        assert driver.delay_ms() == driver.service.latency_ms() // 2 >= 0
    finally:
        driver.close()
        hosted.loop.stop()  # type: ignore[attr-defined]
        hosted.service.close()  # type: ignore[attr-defined]
