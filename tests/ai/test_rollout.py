"""Playouts: the hooks value a cut-off playout, and may decline until a state suits them."""

from __future__ import annotations

from tests.games.tiny_tricks import GAME as TINY
from timetravel.ai.rollout import playout
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.rng import Rng
from timetravel.engine.state import GameState


class Declining(AIHooks):
    """Declines to estimate until it has been asked `declines` times."""

    def __init__(self, declines: int) -> None:
        self.declines = declines
        self.asked: list[int] = []  # cards played when asked

    def evaluate(self, state: GameState) -> tuple[float, ...] | None:
        self.asked.append(len(state.played))  # type: ignore[attr-defined]
        if len(self.asked) <= self.declines:
            return None
        return (0.25, 0.75)


def test_a_declined_estimate_is_asked_again_at_the_next_step() -> None:
    state = TINY.new_initial_state(TINY.make_config(2))
    hooks = Declining(declines=2)
    assert playout(state, hooks, Rng(1), cutoff=1) == (0.25, 0.75)
    assert len(hooks.asked) == 3


def test_a_playout_whose_estimates_are_always_declined_ends_the_game() -> None:
    state = TINY.new_initial_state(TINY.make_config(2))
    returns = playout(state, Declining(declines=10_000), Rng(2), cutoff=0)
    assert returns is not None and sorted(returns) in ([0.0, 1.0], [0.5, 0.5])
