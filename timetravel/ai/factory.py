"""make_agent: an agent for a level name."""

from __future__ import annotations

from timetravel.ai.agent import Agent
from timetravel.ai.heuristic import EasyAgent, NormalAgent
from timetravel.ai.ismcts import HardAgent
from timetravel.ai.random_agent import RandomAgent
from timetravel.engine.errors import ConfigError
from timetravel.engine.game import Game

LEVELS = ("random", "easy", "normal", "hard")


def make_agent(
    level: str, game: Game, seat: int, seed: int, think_ms: int = 1000, iterations: int | None = None
) -> Agent:
    """An agent of `level` for `seat`. `think_ms` is hard's budget per decision; with `iterations`
    hard runs exactly that many iterations and ignores the clock (deterministic, for tests)."""
    if level == "random":
        return RandomAgent(game, seat, seed)
    if level == "easy":
        return EasyAgent(game, seat, seed)
    if level == "normal":
        return NormalAgent(game, seat, seed)
    if level == "hard":
        return HardAgent(game, seat, seed, think_ms=None if iterations else think_ms, iterations=iterations)
    raise ConfigError(f"AI level {level!r} is not one of {', '.join(LEVELS)}")
