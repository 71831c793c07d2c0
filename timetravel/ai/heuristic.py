"""The normal and easy levels: the game's heuristic averaged over a few guesses at hidden cards.

A game without a heuristic (no hooks, or hooks that keep the default action_scores) gets a one-ply
lookahead instead: every action is tried in a few determinizations and played out at random.
"""

from __future__ import annotations

import time

from timetravel.ai.agent import Agent, StopFlag, check_view, determinized, has_heuristic, hooks_of
from timetravel.ai.rollout import cutoff_of, playout
from timetravel.ai.view import AgentView
from timetravel.ai.yielding import Yielder
from timetravel.engine.actions import Action
from timetravel.engine.game import Game

DETERMINIZATIONS = 4
LOOKAHEAD_PLAYOUTS = 8  # per action, at most
LOOKAHEAD_BUDGET_S = 0.08  # the lookahead stops early after this (normal's median target is 100 ms)
EASY_NOISE = 0.6  # added to min-max normalized scores, so easy often misses a close second best
EASY_BLUNDER = 0.15  # chance that easy plays a uniformly random action


class NormalAgent(Agent):
    level = "normal"

    def __init__(self, game: Game, seat: int, seed: int, determinizations: int = DETERMINIZATIONS) -> None:
        super().__init__(game, seat, seed)
        self.determinizations = determinizations
        self.hooks = hooks_of(game)
        self.heuristic = has_heuristic(game)

    def decide(self, view: AgentView, stop: StopFlag | None = None) -> Action:
        check_view(view)
        if len(view.legal_actions) == 1:
            return view.legal_actions[0]
        return view.legal_actions[self._pick(self.scores(view, stop))]

    def scores(self, view: AgentView, stop: StopFlag | None = None) -> list[float]:
        """A preference per legal action (higher is better)."""
        if self.heuristic:
            return self._heuristic_scores(view)
        return self._lookahead_scores(view, stop)

    def _pick(self, scores: list[float]) -> int:
        best = max(scores)
        ties = [i for i, s in enumerate(scores) if s >= best - 1e-12]
        return self.rng.choice(ties)

    def _heuristic_scores(self, view: AgentView) -> list[float]:
        actions = list(view.legal_actions)
        totals = [0.0] * len(actions)
        for _ in range(self.determinizations):
            state = determinized(view, self.rng)
            for i, score in enumerate(self.hooks.action_scores(state, view.seat, actions)):
                totals[i] += score
        return [t / self.determinizations for t in totals]

    def _lookahead_scores(self, view: AgentView, stop: StopFlag | None) -> list[float]:
        actions = view.legal_actions
        totals = [0.0] * len(actions)
        counts = [0] * len(actions)
        deadline = time.perf_counter() + LOOKAHEAD_BUDGET_S
        pause = Yielder()
        for _ in range(LOOKAHEAD_PLAYOUTS):
            for i, action in enumerate(actions):
                state = determinized(view, self.rng)
                after = state.apply(action)[0]
                returns = playout(after, self.hooks, self.rng, cutoff_of(self.hooks), pause)
                totals[i] += returns[view.seat] if returns else 0.0
                counts[i] += 1
            if time.perf_counter() > deadline or (stop is not None and stop()):
                break
        return [t / c if c else 0.0 for t, c in zip(totals, counts, strict=True)]


class EasyAgent(NormalAgent):
    """Normal's preferences blurred by noise, with an occasional blunder."""

    level = "easy"

    def _pick(self, scores: list[float]) -> int:
        if self.rng.random() < EASY_BLUNDER:
            return self.rng.randrange(len(scores))
        low, high = min(scores), max(scores)
        span = high - low or 1.0
        noisy = [(s - low) / span + EASY_NOISE * self.rng.random() for s in scores]
        return max(range(len(scores)), key=noisy.__getitem__)
