"""`timetravel host` and `timetravel join`: a game between three processes on loopback with --json
(the table first, the same result last on each), --resume of the host's autosave, and bad arguments
as usage messages without a traceback."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Sequence
from typing import Any

import pytest

from tests.test_cli import ROOT, run_main

BAD = {
    "person-headless": (["host", "rocket", "--port", "0", "--seats", "person,remote"], "person"),
    "unknown-seat": (["host", "rocket", "--port", "0", "--seats", "remote,wizard"], "wizard"),
    "no-seats": (["host", "rocket", "--port", "0"], "--seats"),
    "no-game": (["host", "--port", "0", "--seats", "remote,normal"], "game"),
    "resume-and-game": (["host", "rocket", "--resume", "x.json"], "--resume"),
    "unknown-game": (["host", "nogame", "--port", "0", "--seats", "remote,normal"], "nogame"),
    "bad-option": (["host", "rocket", "--port", "0", "--seats", "remote,normal", "--option", "a=b"], "a"),
    "too-many-seats": (["host", "division", "--port", "0", "--seats", "remote,remote,remote"], "seats"),
    "bad-port": (["host", "rocket", "--port", "70000", "--seats", "remote,normal"], "70000"),
    "resume-missing": (["host", "--resume", "no-such-save.json", "--port", "0"], "no-such-save"),
    "join-no-port": (["join", "localhost", "--code", "ABC", "--seat", "1"], "ADDRESS:PORT"),
    "join-no-code": (["join", "localhost:8765", "--seat", "1"], "--code"),
    "join-seat-0": (["join", "localhost:8765", "--code", "ABC", "--seat", "0"], "seat"),
    "join-bad-level": (["join", "localhost:8765", "--code", "ABC", "--seat", "1", "--ai", "god"], "god"),
}


@pytest.mark.parametrize("argv,named", BAD.values(), ids=BAD.keys())
def test_bad_arguments_are_usage_errors(
    argv: list[str], named: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_main(argv) == 2
    captured = capsys.readouterr()
    assert f"usage: timetravel {argv[0]}" in captured.err and named in captured.err
    assert "Traceback" not in captured.err + captured.out


def test_join_without_a_host_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_main(["join", "127.0.0.1:9", "--code", "ABC", "--seat", "1", "--wait", "1"]) == 1
    assert "host" in capsys.readouterr().err


def start(*args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-m", "timetravel", *args], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True
    )


def lines(process: subprocess.Popen[str]) -> list[Any]:
    out, _ = process.communicate(timeout=60)
    assert process.returncode == 0
    return [json.loads(line) for line in out.splitlines()]


def table_line(process: subprocess.Popen[str]) -> Any:
    assert process.stdout is not None
    return json.loads(process.stdout.readline())


def joins(port: object, code: object, seats: Sequence[int]) -> list[subprocess.Popen[str]]:
    address = f"127.0.0.1:{port}"
    return [
        start("join", address, "--code", str(code), "--seat", str(s), "--ai", "random", "--json")
        for s in seats
    ]


def test_a_hosted_game_between_three_processes_prints_one_result_everywhere() -> None:
    hosting = start("host", "division", "--port", "0", "--seats", "remote,remote", "--seed", "4", "--json")
    table = table_line(hosting)
    assert table["type"] == "table" and table["game"] == "division" and len(str(table["code"])) == 6
    assert [s["kind"] for s in table["seats"]] == ["remote", "remote"]
    clients = [lines(p) for p in joins(table["port"], table["code"], (1, 2))]
    hosted = lines(hosting)
    result = hosted[-1]
    assert result["type"] == "result" and result["result"]["finished"]
    for seat, client in enumerate(clients, 1):
        assert (
            client[0]["type"] == "table" and client[0]["code"] == table["code"] and client[0]["number"] == seat
        )
        assert client[0]["seat"] == seat - 1  # the engine's index, as in every line's seats
        assert client[-1] == result
    again = start("host", "--resume", str(table["save"]), "--port", "0", "--json")
    reopened = lines(again)
    assert reopened[0]["code"] == table["code"] and reopened[-1] == result


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_killed_joiner_comes_back_with_its_token() -> None:
    hosting = start("host", "rocket", "--port", "0", "--seats", "remote,normal", "--pace-ms", "15", "--json")
    table = table_line(hosting)
    [joiner] = joins(table["port"], table["code"], (1,))
    first = table_line(joiner)
    time.sleep(0.5)
    joiner.send_signal(signal.SIGKILL)  # no goodbye: the host sees the connection drop
    joiner.wait(10)
    assert joiner.stdout is not None and "result" not in joiner.stdout.read(), "it was killed mid-game"
    address = f"127.0.0.1:{table['port']}"
    back = start("join", address, "--code", table["code"], "--seat", "1", "--token", first["token"], "--json")
    result = lines(hosting)[-1]
    assert result["type"] == "result" and lines(back)[-1] == result


def test_a_killed_host_reopens_its_table_and_the_joiners_play_on() -> None:
    port = str(free_port())
    hosting = start("host", "rocket", "--port", port, "--seats", "remote,normal", "--pace-ms", "15", "--json")
    table = table_line(hosting)
    [joiner] = joins(port, table["code"], (1,))
    table_line(joiner)
    time.sleep(0.5)
    hosting.send_signal(signal.SIGKILL)
    hosting.wait(10)
    assert hosting.stdout is not None and "result" not in hosting.stdout.read(), "it was killed mid-game"
    again = start("host", "--resume", table["save"], "--port", port, "--pace-ms", "15", "--json")
    reopened = lines(again)
    assert reopened[0]["code"] == table["code"] and reopened[-1]["type"] == "result"
    assert lines(joiner)[-1] == reopened[-1]


def test_seat_zero_says_seats_count_from_one_and_what_the_table_line_calls_them(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run_main(["join", "localhost:8765", "--code", "ABC", "--seat", "0"]) == 2
    err = capsys.readouterr().err
    assert "seats count from 1" in err and '"number"' in err and '"seat"' in err


def test_the_hosts_table_line_gives_each_seat_its_index_and_its_number() -> None:
    from timetravel.net.commands import table_line as host_line
    from timetravel.net.seating import SeatPlan
    from timetravel.net.serve import open_table

    table = open_table("rocket", [SeatPlan(kind="remote"), SeatPlan(kind="ai", level="normal")], {}, 3)
    seats = host_line(table, 8765)["seats"]
    assert [(s["seat"], s["number"]) for s in seats] == [(0, 1), (1, 2)]
