"""The host's transport: a websockets server on its own thread, polled without blocking.

`HostService.start()` listens and returns the port; `poll()` gives what connections did (`Joined`,
`Received` with a message already read by the protocol, `Left`); `send(conn, message)` queues a
message for one connection; `close()` stops. The table (table.py) never sees a socket.

Hostile input stays on this thread: a message over the size limit ends its connection (websockets'
`max_size`), a malformed one is answered with a Problem here, and a connection that sends faster
than `RATE` messages a second (beyond a burst) has the extra messages dropped and, past
`STRIKES_CUT` of them or `BAD_CUT` malformed ones, is cut. A client that reads nothing is cut once
`OUTBOX_CUT` messages wait for it, and past `MAX_PEERS` connections a new one is turned away.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import queue
import time
from dataclasses import dataclass, field

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from timetravel.net.loop import LoopThread, drain
from timetravel.net.protocol import MAX_MESSAGE_BYTES, Act, Hello, Problem, read_client, write
from timetravel.net.table import HostMessage

RATE = 200.0  # messages a second a connection may send, on average
BURST = 400.0  # and at once
STRIKES_CUT = 200  # messages dropped for flooding before the connection is cut
BAD_CUT = 50  # malformed messages before the connection is cut
MAX_PEERS = 64  # connections at once (a table has at most 8 seats): more are turned away
OUTBOX_CUT = 5_000  # messages waiting for a client that reads nothing before it is cut
log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Joined:
    conn: int
    address: str


@dataclass(frozen=True, slots=True)
class Received:
    conn: int
    message: Hello | Act | Problem


@dataclass(frozen=True, slots=True)
class Left:
    conn: int
    reason: str = ""


HostEvent = Joined | Received | Left


@dataclass
class Bucket:
    """A token bucket: `take()` is False once a sender goes over its rate."""

    rate: float = RATE
    burst: float = BURST
    level: float = BURST
    at: float = field(default_factory=time.monotonic)

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1.0:
            return False
        self.level -= 1.0
        return True


@dataclass
class _Peer:
    ws: ServerConnection
    out: asyncio.Queue[str | None]
    bucket: Bucket = field(default_factory=Bucket)
    strikes: int = 0
    bad: int = 0
    warned_at: float = 0.0


class HostService:
    def __init__(self, host: str = "0.0.0.0", port: int = 0) -> None:
        self.host = host
        self.port = port
        self._thread = LoopThread("timetravel-host")
        self._inbox: queue.Queue[HostEvent] = queue.Queue()
        self._peers: dict[int, _Peer] = {}
        self._ids = itertools.count(1)
        self._server: Server | None = None
        self._closed = False

    # --- what the caller does -----------------------------------------------------------------------
    def start(self) -> int:
        """Listen; returns the port (the one asked for, or a free one for port 0)."""
        self._thread.start()
        self.port = self._thread.run(self._listen())
        return self.port

    def poll(self, timeout: float = 0.0) -> list[HostEvent]:
        """What happened since the last poll (waiting up to `timeout` seconds for something)."""
        return drain(self._inbox, timeout)

    def send(self, conn: int, message: HostMessage) -> None:
        self._thread.call(self._queue_out, conn, write(message))

    def disconnect(self, conn: int) -> None:
        self._thread.call(self._queue_out, conn, None)

    def close(self) -> None:
        """Stop listening and close every connection (what is queued is sent first, briefly); once."""
        if self._closed:
            return
        self._closed = True
        with contextlib.suppress(Exception):
            self._thread.run(self._shutdown(), timeout=5.0)
        self._thread.stop()

    # --- on the loop's thread -----------------------------------------------------------------------
    async def _listen(self) -> int:
        self._server = await serve(
            self._serve, self.host, self.port, max_size=MAX_MESSAGE_BYTES, max_queue=32, compression=None
        )
        return int(self._server.sockets[0].getsockname()[1])

    async def _shutdown(self) -> None:
        for peer in list(self._peers.values()):
            peer.out.put_nowait(None)
        await asyncio.sleep(0.05)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    def _queue_out(self, conn: int, text: str | None) -> None:
        peer = self._peers.get(conn)
        if peer is None:
            return
        if peer.out.qsize() >= OUTBOX_CUT:
            text = None  # it reads nothing: cut it rather than hold its messages forever
        peer.out.put_nowait(text)

    async def _serve(self, ws: ServerConnection) -> None:
        if len(self._peers) >= MAX_PEERS:
            await ws.close(1013, "too many connections")
            return
        conn = next(self._ids)
        peer = _Peer(ws, asyncio.Queue())
        self._peers[conn] = peer
        address = ws.remote_address
        self._inbox.put(Joined(conn, f"{address[0]}:{address[1]}" if address else "?"))
        writer = asyncio.create_task(self._write(peer))
        reason = ""
        try:
            async for raw in ws:
                reason = self._read(conn, peer, raw)
                if reason:
                    await ws.close(1008, reason)
                    break
        except ConnectionClosed as exc:
            reason = reason or f"closed ({exc.rcvd.code if exc.rcvd else 'no code'})"
        except Exception:  # never let one connection's trouble reach the loop
            log.exception("connection %s failed", conn)
            reason = "failed"
        finally:
            writer.cancel()
            self._peers.pop(conn, None)
            self._inbox.put(Left(conn, reason))

    def _read(self, conn: int, peer: _Peer, raw: str | bytes) -> str:
        """Take one message from a peer; the reason to cut it, or ""."""
        if not peer.bucket.take():
            peer.strikes += 1
            now = time.monotonic()
            if now - peer.warned_at > 1.0:
                peer.warned_at = now
                peer.out.put_nowait(write(Problem(code="slow-down", message="too many messages: slow down")))
            return "flooding" if peer.strikes > STRIKES_CUT else ""
        message = read_client(raw)
        if isinstance(message, Problem):
            peer.bad += 1
            peer.out.put_nowait(write(message))
            return "malformed messages" if peer.bad > BAD_CUT else ""
        self._inbox.put(Received(conn, message))
        return ""

    async def _write(self, peer: _Peer) -> None:
        try:
            while True:
                text = await peer.out.get()
                if text is None:
                    await peer.ws.close()
                    return
                await peer.ws.send(text)
        except ConnectionClosed:
            return
