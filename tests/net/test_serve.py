"""The host's loop: a fault the table meets on one message is that connection's problem only."""

from __future__ import annotations

from typing import Any

import pytest

from timetravel.net.host import HostEvent, HostService, Received
from timetravel.net.protocol import Hello, Problem
from timetravel.net.seating import parse_plans
from timetravel.net.serve import HostLoop, open_table


class FakeService(HostService):
    def __init__(self, events: list[HostEvent]) -> None:
        super().__init__("127.0.0.1", 0)
        self.events = events
        self.sent: list[tuple[int, Any]] = []

    def poll(self, timeout: float = 0.0) -> list[HostEvent]:
        events, self.events = self.events, []
        return events

    def send(self, conn: int, message: Any) -> None:
        self.sent.append((conn, message))


def test_a_fault_on_one_message_never_stops_the_host(monkeypatch: pytest.MonkeyPatch) -> None:
    table = open_table("division", parse_plans("remote,remote"), {}, seed=1)
    service = FakeService(
        [Received(1, Hello(code=table.code, seat=0)), Received(2, Hello(code=table.code, seat=1))]
    )

    def broken(conn: int, message: object) -> None:
        raise RuntimeError("a bug of ours")

    monkeypatch.setattr(table, "receive", broken)
    HostLoop(table, service).turn(0.01)
    assert [(conn, m.code) for conn, m in service.sent if isinstance(m, Problem)] == [
        (1, "internal"),
        (2, "internal"),
    ]
    assert not table.match.log
