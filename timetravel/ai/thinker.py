"""Thinking without freezing the UI: a decision runs on a background thread that the UI polls.

Decisions run one after another on one long-lived daemon thread (`WORKER`): starting a thread per
decision cost the frame that started it a millisecond or more (Thread.start waits for the new
thread to run), which showed in the frame times of every AI turn.

The Thinker takes the seat's observation and legal actions from the state on the caller's thread,
so the agent never holds the state. Once decided, the agent's reason for the move is worked out on the
same thread (`reason`, for the game log). The hard agent yields the GIL every couple of milliseconds
(timetravel.ai.yielding), so the render loop never waits long for it.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable

from timetravel.ai.agent import Agent, explain
from timetravel.ai.view import AgentView
from timetravel.engine.actions import Action
from timetravel.engine.reason import Reason
from timetravel.engine.state import GameState


class Worker:
    """One daemon thread running jobs in the order given; it starts with the first job."""

    def __init__(self, name: str = "timetravel-ai") -> None:
        self.name = name
        self._jobs: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._pending = 0

    def submit(self, job: Callable[[], None]) -> None:
        with self._lock:
            self._pending += 1
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._loop, name=self.name, daemon=True)
                self._thread.start()
        self._jobs.put(job)

    @property
    def busy(self) -> bool:
        """Whether a job is queued or running."""
        return self._pending > 0

    def _loop(self) -> None:
        while True:
            job = self._jobs.get()
            try:
                job()
            finally:
                with self._lock:
                    self._pending -= 1


WORKER = Worker()


class Thinker:
    def __init__(self, agent: Agent, state: GameState, seat: int) -> None:
        self.agent = agent
        self.view = AgentView.of(state, seat)
        self._cancelled = threading.Event()
        self._result: Action | None = None
        self.reason: Reason | None = None  # why, once decided (None: the game gives no reason)
        self._error: BaseException | None = None
        self._started = False
        self._finished = threading.Event()
        self.started_at = 0.0
        self.elapsed_ms = 0.0  # the decision's wall time, once done

    def start(self, worker: Worker = WORKER) -> Thinker:
        if self._started:
            raise RuntimeError("a Thinker starts only once")
        self._started = True
        self.started_at = time.perf_counter()
        worker.submit(self._run)
        return self

    def _run(self) -> None:
        try:
            if self._cancelled.is_set():
                return  # dropped before its turn on the worker came
            action = self.agent.decide(self.view, stop=self._cancelled.is_set)
        except BaseException as exc:  # handed to the UI thread by poll()
            self._error = exc
        else:
            self.reason = explain(self.agent, self.view, action)
            self._result = action
        finally:
            self.elapsed_ms = (time.perf_counter() - self.started_at) * 1000
            self._finished.set()

    @property
    def done(self) -> bool:
        return self._finished.is_set()

    def poll(self) -> Action | None:
        """The chosen action once the agent is done, else None. Re-raises the agent's error."""
        if self._cancelled.is_set() or not self.done:
            return None
        if self._error is not None:
            raise self._error
        return self._result

    def cancel(self) -> None:
        """Stop thinking soon and drop the result (poll() returns None from now on)."""
        self._cancelled.set()

    def join(self, timeout: float | None = None) -> None:
        if self._started:
            self._finished.wait(timeout)
