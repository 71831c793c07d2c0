"""An asyncio loop on its own daemon thread, so a pygame loop (or a headless one) never blocks on
the network: the services hand work to it with `call` and read what it received from a
thread-safe queue."""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")
START_TIMEOUT_S = 10.0


class LoopThread:
    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def run(self, coro: Coroutine[Any, Any, T], timeout: float = START_TIMEOUT_S) -> T:
        """Run `coro` on the loop and wait for its result (from another thread only)."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def call(self, function: Callable[..., object], *args: object) -> None:
        """Call `function(*args)` on the loop soon (thread-safe; nothing once the loop is closed)."""
        if not self.loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                self.loop.call_soon_threadsafe(function, *args)

    def stop(self) -> None:
        if self.loop.is_closed():
            return
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(START_TIMEOUT_S)
        if not self._thread.is_alive():
            self.loop.close()


def drain(inbox: queue.Queue[T], timeout: float) -> list[T]:
    """Everything in `inbox`, waiting up to `timeout` seconds for the first item."""
    items: list[T] = []
    try:
        items.append(inbox.get(timeout=timeout) if timeout > 0 else inbox.get_nowait())
        while True:
            items.append(inbox.get_nowait())
    except queue.Empty:
        return items
