"""A bot client: one seat played by the local AI from what the host sends that seat, nothing more.

The agent decides from an `AgentView` built of the seat's observation and legal actions as
received (the same view `AgentView.of(state, seat)` gives an AI at the host), so a bot plays as
an AI seat would, without ever holding the true state.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from timetravel.ai.agent import Agent
from timetravel.ai.factory import make_agent
from timetravel.ai.view import AgentView
from timetravel.engine.actions import Action
from timetravel.engine.registry import get_game
from timetravel.net.client import ClientEvent, ClientService
from timetravel.net.protocol import Act, Json, Problem, Result, Update, Welcome

RESEND_AFTER_S = 1.0
REFUSALS = (
    "bad-code",
    "bad-seat",
    "seat-taken",
    "bad-token",
)  # before a Welcome: no seat to play  # a refusal for flooding: the action goes again after this long


class Bot:
    def __init__(
        self, service: ClientService, seat: int, level: str, *, seed: int = 1, think_ms: int = 200
    ) -> None:
        self.service = service
        self.seat = seat
        self.level = level
        self.seed = seed
        self.think_ms = think_ms
        self.agent: Agent | None = None
        self.result: Json | None = None
        self.failure = ""  # why the bot stopped without a result
        self.actions = 0
        self._last: Act | None = None

    def run(
        self, timeout_s: float = 3600.0, on_event: Callable[[ClientEvent], None] | None = None
    ) -> Json | None:
        """Play until the result arrives (returned), or None after `timeout_s`."""
        end = time.monotonic() + timeout_s
        while self.result is None and not self.failure and time.monotonic() < end:
            if self.service.finished:
                self.failure = f"the host was lost ({self.service.last_reason})"
            events = self.service.poll(0.05)
            for event in events:
                if on_event is not None:
                    on_event(event)
                self.take(event)
            latest = [e for e in events if isinstance(e, Update) and e.seat == self.seat]
            if latest and self.result is None:
                self.act(latest[-1])
        return self.result

    def take(self, event: ClientEvent) -> None:
        if isinstance(event, Welcome) and event.seat == self.seat and self.agent is None:
            game = get_game(event.table.game)
            self.agent = make_agent(self.level, game, self.seat, self.seed, self.think_ms)
        elif isinstance(event, Result):
            self.result = event.result
        elif isinstance(event, Problem) and event.code in REFUSALS and self.agent is None:
            self.failure = event.message
        elif isinstance(event, Problem) and event.code == "slow-down" and self._last is not None:
            time.sleep(RESEND_AFTER_S)
            self.service.send(self._last)

    def act(self, update: Update) -> None:
        """Decide on the seat's latest update when it acts there."""
        token = self.service.tokens.get(self.seat)
        if self.agent is None or not update.legal or token is None:
            return
        legal = tuple(Action.parse(text) for text in update.legal)
        view = AgentView(self.agent.game, self.seat, update.observation, legal)
        choice = self.agent.decide(view)
        self._last = Act(seat=self.seat, token=token, step=update.step, action=str(choice))
        self.service.send(self._last)
        self.actions += 1
