"""The random level: a uniform choice among the legal actions."""

from __future__ import annotations

from timetravel.ai.agent import Agent, StopFlag, check_view
from timetravel.ai.view import AgentView
from timetravel.engine.actions import Action


class RandomAgent(Agent):
    level = "random"

    def decide(self, view: AgentView, stop: StopFlag | None = None) -> Action:
        check_view(view)
        return self.rng.choice(view.legal_actions)
