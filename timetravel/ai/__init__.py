"""Agents that play any game through the engine protocol, from a seat's observation only."""

from timetravel.ai.agent import Agent
from timetravel.ai.factory import LEVELS, make_agent
from timetravel.ai.heuristic import EasyAgent, NormalAgent
from timetravel.ai.ismcts import HardAgent
from timetravel.ai.random_agent import RandomAgent
from timetravel.ai.thinker import Thinker
from timetravel.ai.view import AgentView

__all__ = [
    "LEVELS",
    "Agent",
    "AgentView",
    "EasyAgent",
    "HardAgent",
    "NormalAgent",
    "RandomAgent",
    "Thinker",
    "make_agent",
]
