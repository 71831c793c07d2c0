"""Sharing the GIL with a render loop while an agent thinks in a background thread.

CPython hands the GIL to a waiting thread only every sys.getswitchinterval() (5 ms), and a render
loop waits that long each time it reacquires the GIL after a call that released it. A thinking agent
calls a Yielder often; about every YIELD_INTERVAL_S it sleeps for zero seconds, which lets a waiting
thread in at once. On the main thread (simulate, tests) it does nothing, since nobody waits.
"""

from __future__ import annotations

import threading
import time

YIELD_INTERVAL_S = 0.002  # time.sleep(0) costs about 0.1 ms on a busy machine: keep it rare


class Yielder:
    __slots__ = ("active", "interval", "next_at")

    def __init__(self, interval: float = YIELD_INTERVAL_S) -> None:
        self.active = threading.current_thread() is not threading.main_thread()
        self.interval = interval
        self.next_at = time.perf_counter() + interval

    def __call__(self) -> None:
        if not self.active:
            return
        now = time.perf_counter()
        if now >= self.next_at:
            time.sleep(0)
            self.next_at = time.perf_counter() + self.interval
