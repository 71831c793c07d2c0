"""Playouts: finish a determinized game with the game's rollout policy and value its end."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from timetravel.ai.agent import sample_chance
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, TERMINAL, GameState

Returns = tuple[float, ...]

DEFAULT_CUTOFF = 200  # playout steps before asking hooks.evaluate (hooks may set `playout_cutoff`)


def cutoff_of(hooks: AIHooks[Any]) -> int:
    return int(getattr(hooks, "playout_cutoff", DEFAULT_CUTOFF))


def playout(
    state: GameState,
    hooks: AIHooks[Any],
    rng: Rng,
    cutoff: int = DEFAULT_CUTOFF,
    pause: Callable[[], None] | None = None,
) -> Returns | None:
    """Per-seat returns in [0, 1] at the end of a playout from `state`.

    From `cutoff` steps on, the hooks are asked at every step to estimate the rest, until they
    give an estimate (a game may decline in the middle of a turn and value the next turn's start);
    if they always decline, the playout goes on to the end. None when the game is still unfinished
    after its declared maximum length (a game bug).
    """
    limit = state.game.info.max_length
    steps = 0
    while True:
        actor = state.to_act()
        if actor == TERMINAL:
            outcome = state.outcome()
            return outcome.returns() if outcome is not None else None
        if steps >= cutoff:
            estimate = hooks.evaluate(state)
            if estimate is not None:
                return tuple(estimate)
        if steps >= limit:
            return None
        if actor == CHANCE:
            state = sample_chance(state, rng)
        else:
            state = state.apply(hooks.rollout_action(state, rng))[0]
        steps += 1
        if pause is not None:
            pause()
