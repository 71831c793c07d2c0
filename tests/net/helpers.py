"""A host and bot clients on this machine's loopback, each on a thread of its own, for the net tests."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path

from timetravel.engine.match import replay
from timetravel.net.bot import Bot
from timetravel.net.client import ClientEvent, ClientService
from timetravel.net.host import HostService
from timetravel.net.protocol import Json
from timetravel.net.seating import parse_plans
from timetravel.net.serve import HostLoop, open_table, reopen_table
from timetravel.net.table import Table
from timetravel.net.views import result_json
from timetravel.saves.store import load_match

LOOPBACK = "127.0.0.1"
GAME_S = 60.0  # no game here takes nearly this long; a hang fails instead of blocking the suite


@dataclass
class Hosted:
    """A table served on loopback by the headless host's loop, on a thread."""

    table: Table
    service: HostService
    port: int
    result: dict[str, Json | None] = field(default_factory=dict)
    thread: threading.Thread | None = None
    loop: HostLoop | None = None

    def run(self) -> Hosted:
        self.loop = loop = HostLoop(self.table, self.service)
        self.thread = threading.Thread(target=lambda: self.result.update(r=loop.run(GAME_S)), daemon=True)
        self.thread.start()
        return self

    def wait(self) -> Json | None:
        assert self.thread is not None
        self.thread.join(GAME_S + 5)
        self.service.close()
        return self.result.get("r")

    def kill(self) -> None:
        """Stop serving at once, as a killed host does: nothing more is played, said or saved."""
        assert self.loop is not None and self.thread is not None
        self.loop.stop()
        self.thread.join(5)
        self.service.close()


def host(
    game: str,
    seats: str,
    options: dict[str, str] | None = None,
    seed: int = 1,
    port: int = 0,
    pace_ms: int = 0,
) -> Hosted:
    table = open_table(game, parse_plans(seats), options or {}, seed, think_ms=50, pace_ms=pace_ms)
    service = HostService(LOOPBACK, port)
    return Hosted(table, service, service.start()).run()


def rehost(save: Path, port: int) -> Hosted:
    table = reopen_table(save, think_ms=50)
    service = HostService(LOOPBACK, port)
    return Hosted(table, service, service.start()).run()


@dataclass
class Player:
    """A bot client playing one seat on a thread; `events` is every message it received."""

    service: ClientService
    bot: Bot
    events: list[ClientEvent] = field(default_factory=list)
    result: dict[str, Json | None] = field(default_factory=dict)
    thread: threading.Thread | None = None

    def wait(self) -> Json | None:
        assert self.thread is not None
        self.thread.join(GAME_S + 5)
        self.service.close()
        return self.result.get("r")


def player(
    port: int,
    code: str,
    seat: int,
    level: str = "random",
    token: str | None = None,
    reconnect_s: float = 20.0,
) -> Player:
    service = ClientService(LOOPBACK, port, code, reconnect_s=reconnect_s)
    service.start()
    if token is None:
        service.join(seat, f"Bot {seat + 1}")
    else:
        service.rejoin(seat, token)
    bot = Bot(service, seat, level, seed=seat + 1, think_ms=50)
    one = Player(service, bot)
    one.thread = threading.Thread(
        target=lambda: one.result.update(r=bot.run(GAME_S, on_event=one.events.append)), daemon=True
    )
    one.thread.start()
    return one


def saved_result(save: Path) -> Json:
    """The result the host's saved log replays to."""
    match = load_match(save)
    state = replay(match.game, match.config, match.log)
    return result_json(match.game.info.id, state.outcome())
