"""A client's transport: one websockets connection to a host on its own thread, polled without blocking.

`ClientService(address, port, code)`: `start()` connects, `join(seat, name)` asks for a seat (or
`rejoin(seat, token)` takes one back), `poll()` gives the host's messages (read by the protocol)
and `Link` notes when the connection drops or comes back (`poll_heard()` each with when it came), `send(message)` queues an action,
`close()` ends. A dropped connection is tried again every `RETRY_S` for `reconnect_s` seconds, and
each seat held is taken back with the token the host gave it, so a restarted host or a lost
network costs no seat.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
import time
from dataclasses import dataclass

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from timetravel.net.loop import LoopThread, drain
from timetravel.net.protocol import (
    MAX_MESSAGE_BYTES,
    Act,
    Hello,
    Problem,
    Result,
    TableInfo,
    Update,
    Welcome,
    read_host,
    write,
)

RETRY_S = 0.2
OPEN_TIMEOUT_S = 5.0
PING_S = 2.0  # how often the round trip is measured (a screen shows the delay of the host's clocks)


@dataclass(frozen=True, slots=True)
class Link:
    """The connection came up (`up`) or went down, with the reason."""

    up: bool
    reason: str = ""


ClientEvent = TableInfo | Welcome | Update | Result | Problem | Link


class ClientService:
    def __init__(
        self, address: str, port: int, code: str, *, reconnect_s: float = 60.0, language: str | None = None
    ) -> None:
        self.uri = f"ws://{address}:{port}"
        self.code = code
        self.language = language  # the host words choices and steps in it (None: the host's own)
        self.reconnect_s = reconnect_s
        self.tokens: dict[int, str] = {}  # seat -> token, from the host's Welcome
        self._asks: list[Hello] = []  # seats asked for and not welcomed yet
        self._lock = threading.Lock()
        self._thread = LoopThread("timetravel-client")
        self._inbox: queue.Queue[tuple[ClientEvent, float]] = queue.Queue()  # each with when it came
        self._out: asyncio.Queue[str] | None = None
        self._ws: ClientConnection | None = None
        self._closing = False
        self._task: asyncio.Future[None] | None = None
        self.finished = False  # the service gave up reconnecting (or was closed)
        self.last_reason = ""

    # --- what the caller does -----------------------------------------------------------------------
    def start(self) -> None:
        self._thread.start()
        self._thread.call(self._begin)

    def join(self, seat: int, name: str = "Guest") -> None:
        self._ask(Hello(code=self.code, seat=seat, name=name, language=self.language))

    def rejoin(self, seat: int, token: str) -> None:
        with self._lock:
            self.tokens[seat] = token
        self._ask(Hello(code=self.code, seat=seat, token=token, language=self.language))

    def forget(self, seat: int) -> None:
        """The seat is no longer ours (given to an AI, taken back elsewhere): never ask for it again."""
        with self._lock:
            self.tokens.pop(seat, None)
            self._asks = [h for h in self._asks if h.seat != seat]

    def send(self, message: Act | Hello) -> None:
        self._thread.call(self._queue_out, write(message))

    def send_raw(self, text: str | bytes) -> None:
        """Send anything at all (the tests' hostile client)."""
        self._thread.call(self._queue_raw, text)

    def poll(self, timeout: float = 0.0) -> list[ClientEvent]:
        return [event for event, _ in self.poll_heard(timeout)]

    def poll_heard(self, timeout: float = 0.0) -> list[tuple[ClientEvent, float]]:
        """What came, each with when it came (time.monotonic): Time Arena's clocks run on from then."""
        return drain(self._inbox, timeout)

    def latency_ms(self) -> int:
        """The connection's round trip as last measured by a ping (every PING_S); 0 before the first
        measure or while disconnected."""
        ws = self._ws
        return round(ws.latency * 1000) if ws is not None else 0

    def _heard(self, event: ClientEvent) -> None:
        self._inbox.put((event, time.monotonic()))

    def close(self) -> None:
        """End the connection and the thread (again: nothing)."""
        if self._closing:
            return
        self._closing = True
        with contextlib.suppress(Exception):
            self._thread.run(self._end(), timeout=3.0)
        self._thread.stop()

    def _ask(self, hello: Hello) -> None:
        with self._lock:
            self._asks.append(hello)
        self._thread.call(self._queue_raw, write(hello))  # now if connected, else on connecting

    # --- on the loop's thread -----------------------------------------------------------------------
    def _begin(self) -> None:
        self._out = asyncio.Queue()
        self._task = asyncio.ensure_future(self._run())

    def _queue_out(self, text: str) -> None:
        if self._out is not None:
            self._out.put_nowait(text)

    def _queue_raw(self, text: str | bytes) -> None:
        if self._ws is not None:
            asyncio.ensure_future(self._send_raw(self._ws, text))

    async def _send_raw(self, ws: ClientConnection, text: str | bytes) -> None:
        with contextlib.suppress(ConnectionClosed):
            await ws.send(text)

    async def _end(self) -> None:
        if self._ws is not None:
            await self._ws.close()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(BaseException):
                await self._task  # let it close its connection before the loop stops

    async def _run(self) -> None:
        lost_at: float | None = None
        while not self._closing:
            try:
                async with connect(
                    self.uri, max_size=MAX_MESSAGE_BYTES, open_timeout=OPEN_TIMEOUT_S, compression=None,
                    ping_interval=PING_S,
                ) as ws:
                    self._ws = ws
                    lost_at = None
                    self._heard(Link(True))
                    await self._session(ws)
                reason = "closed by the host"
            except (OSError, InvalidHandshake, ConnectionClosed, TimeoutError) as exc:
                reason = f"{type(exc).__name__}: {exc}"
            except Exception as exc:  # a transport closed twice (websockets on an aborted socket)
                reason = f"{type(exc).__name__}: {exc}"
            self._ws = None
            self.last_reason = reason
            if self._closing:
                break
            lost_at = lost_at if lost_at is not None else time.monotonic()
            self._heard(Link(False, reason))
            if time.monotonic() - lost_at > self.reconnect_s:
                break
            await asyncio.sleep(RETRY_S)
        self.finished = True

    async def _session(self, ws: ClientConnection) -> None:
        for hello in self._hellos():
            await ws.send(write(hello))
        writer = asyncio.ensure_future(self._write(ws))
        try:
            async for raw in ws:
                message = read_host(raw)
                if isinstance(message, Welcome):
                    self._welcomed(message)
                self._heard(message)
        except ConnectionClosed:
            pass
        finally:
            writer.cancel()

    async def _write(self, ws: ClientConnection) -> None:
        assert self._out is not None
        with contextlib.suppress(ConnectionClosed):
            while True:
                text = await self._out.get()
                await ws.send(text)

    def _hellos(self) -> list[Hello]:
        """What to say on (re)connecting: each seat held, by its token, then the seats asked for."""
        with self._lock:
            held = [
                Hello(code=self.code, seat=s, token=t, language=self.language) for s, t in sorted(self.tokens.items())
            ]
            asked = [h for h in self._asks if h.seat not in self.tokens]
        return held + asked

    def _welcomed(self, welcome: Welcome) -> None:
        with self._lock:
            self.tokens[welcome.seat] = welcome.token
            self._asks = [h for h in self._asks if h.seat != welcome.seat]
