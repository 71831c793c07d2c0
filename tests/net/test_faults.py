"""Faults on loopback: a client killed and back with its token, the host killed and restarted from its
autosave, and a hostile client (garbage, a wrong seat, an oversized message, a flood): the table keeps
playing, and the result is the one the host's saved log replays to."""

from __future__ import annotations

import time

from tests.net.helpers import GAME_S, LOOPBACK, host, player, rehost, saved_result
from timetravel.net.client import ClientService, Link
from timetravel.net.protocol import Act, Hello, Problem, write
from timetravel.net.table import Table


def wait_for_steps(table: Table, steps: int) -> None:
    end = time.monotonic() + GAME_S
    while len(table.match.log) < steps and not table.match.is_over and time.monotonic() < end:
        time.sleep(0.01)
    assert len(table.match.log) >= steps, "the game did not get that far"


def dropped(service: ClientService, seen: list[object] | None = None) -> bool:
    """Whether the service's connection went down within a few seconds (what it received kept)."""
    end = time.monotonic() + 5.0
    while time.monotonic() < end:
        events = service.poll(0.05)
        if seen is not None:
            seen += events
        if any(isinstance(e, Link) and not e.up for e in events):
            return True
    return False


def test_a_client_killed_mid_game_takes_its_seat_back_with_its_token() -> None:
    hosted = host("rocket", "remote,remote", seed=21)
    first = player(hosted.port, hosted.table.code, 0)
    second = player(hosted.port, hosted.table.code, 1)
    wait_for_steps(hosted.table, 40)
    token = second.service.tokens[1]
    second.service.close()  # killed: its connection drops and its seat waits
    assert second.wait() is None
    back = player(hosted.port, hosted.table.code, 1, token=token)
    result = hosted.wait()
    assert result is not None and first.wait() == result and back.wait() == result
    assert hosted.table.save_path is not None and saved_result(hosted.table.save_path) == result


def test_the_host_killed_mid_game_reopens_its_table_from_the_autosave() -> None:
    hosted = host("division", "remote,remote", seed=22)
    players = [player(hosted.port, hosted.table.code, seat) for seat in (0, 1)]
    wait_for_steps(hosted.table, 20)
    hosted.kill()
    save = hosted.table.save_path
    assert save is not None
    again = rehost(save, hosted.port)
    assert again.table.code == hosted.table.code and len(again.table.match.log) >= 1
    result = again.wait()
    assert result is not None and all(one.wait() == result for one in players)
    assert saved_result(save) == result


def connected(service: ClientService) -> ClientService:
    """The service once its connection is up (what it received meanwhile is dropped)."""
    service.start()
    end = time.monotonic() + 5.0
    while time.monotonic() < end:
        if any(isinstance(e, Link) and e.up for e in service.poll(0.05)):
            return service
    raise AssertionError("no connection to the host")


def problems(service: ClientService, wanted: set[str]) -> set[str]:
    """The Problem codes the service receives within a few seconds, until all `wanted` came."""
    codes: set[str] = set()
    end = time.monotonic() + 5.0
    while not wanted <= codes and time.monotonic() < end:
        codes |= {e.code for e in service.poll(0.05) if isinstance(e, Problem)}
    return codes


def test_a_hostile_client_never_changes_the_game() -> None:
    hosted = host("rocket", "remote,normal", seed=23, pace_ms=15)  # the AI's pace makes it last
    players = [player(hosted.port, hosted.table.code, 0, level="normal")]
    wait_for_steps(hosted.table, 10)
    hostile = connected(ClientService(LOOPBACK, hosted.port, hosted.table.code, reconnect_s=0))
    for garbage in ("", "{", "null", '{"type": "act"}', b"\x00\xff" * 50, "[" * 50_000):
        hostile.send_raw(garbage)
    steps = len(hosted.table.match.log)
    hostile.send_raw(write(Act(seat=0, token="a" * 32, step=steps, action="end")))  # a seat it does not hold
    hostile.send_raw(write(Hello(code=hosted.table.code, seat=0)))  # a seat that is held
    wanted = {"malformed", "not-your-seat", "seat-taken"}
    assert wanted <= problems(hostile, wanted)
    hostile.send_raw("x" * 100_000_000)  # 100 MB: over websockets' max_size, the connection ends
    assert dropped(hostile), "an oversized message did not end its connection"
    hostile.close()

    flooder = connected(ClientService(LOOPBACK, hosted.port, hosted.table.code, reconnect_s=0))
    spam = write(Act(seat=0, token="b" * 32, step=0, action="end"))
    start = time.monotonic()
    for sent in range(3000):  # 1,000 messages a second until it is cut (at most three seconds)
        if flooder.finished:
            break
        flooder.send_raw(spam)
        time.sleep(max(0.0, start + (sent + 1) / 1000 - time.monotonic()))
    seen: list[object] = []
    assert dropped(flooder, seen), "the flooder was not cut"
    flooded_at = len(hosted.table.match.log)
    assert any(isinstance(e, Problem) and e.code == "slow-down" for e in seen)
    flooder.close()

    result = hosted.wait()
    assert result is not None and all(one.wait() == result for one in players)
    assert hosted.table.save_path is not None and saved_result(hosted.table.save_path) == result
    assert len(hosted.table.match.log) > flooded_at > steps, "the game went on through it all"
