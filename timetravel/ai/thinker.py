"""Thinking without freezing the UI: a decision runs in a daemon thread that the UI polls.

The Thinker takes the seat's observation and legal actions from the state on the caller's thread,
so the agent never holds the state. Once decided, the agent's reason for the move is worked out on the
same thread (`reason`, for the game log). The hard agent yields the GIL every couple of milliseconds
(timetravel.ai.yielding), so the render loop never waits long for it.
"""

from __future__ import annotations

import threading
import time

from timetravel.ai.agent import Agent, explain
from timetravel.ai.view import AgentView
from timetravel.engine.actions import Action
from timetravel.engine.reason import Reason
from timetravel.engine.state import GameState


class Thinker:
    def __init__(self, agent: Agent, state: GameState, seat: int) -> None:
        self.agent = agent
        self.view = AgentView.of(state, seat)
        self._cancelled = threading.Event()
        self._result: Action | None = None
        self.reason: Reason | None = None  # why, once decided (None: the game gives no reason)
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None
        self.started_at = 0.0
        self.elapsed_ms = 0.0  # the decision's wall time, once done

    def start(self) -> Thinker:
        if self._thread is not None:
            raise RuntimeError("a Thinker starts only once")
        self.started_at = time.perf_counter()
        self._thread = threading.Thread(target=self._run, name="timetravel-ai", daemon=True)
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            action = self.agent.decide(self.view, stop=self._cancelled.is_set)
        except BaseException as exc:  # handed to the UI thread by poll()
            self._error = exc
        else:
            self.reason = explain(self.agent, self.view, action)
            self._result = action
        self.elapsed_ms = (time.perf_counter() - self.started_at) * 1000

    @property
    def done(self) -> bool:
        return self._thread is not None and not self._thread.is_alive()

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
        if self._thread is not None:
            self._thread.join(timeout)
