"""Heuristic priors for the search: the game's action_scores turned into offsets in return units.

With a few hundred iterations per decision, playout returns are too noisy to rank close moves, so
the search starts from the heuristic and lets the playouts overrule it only with enough evidence.
Each child carries an offset d <= 0 (the best-scored action has 0), added to its mean return with
the weight prior_visits / (visits + prior_visits) (see Node.value): it decides while the playouts
are few and fades as they accumulate.

A game may declare on its AIHooks:
- `prior_scale`: returns (win chance) per unit of action score, when its scores have a meaning
  (Rocket's are points). Without it, scores are min-max normalized onto a span of DEFAULT_SPAN.
- `prior_visits`: how many playouts the heuristic's opinion is worth (default PRIOR_VISITS).
"""

from __future__ import annotations

from typing import Any

from timetravel.ai.view import AgentView
from timetravel.engine.actions import Action
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.rng import Rng
from timetravel.engine.state import GameState

DEFAULT_SPAN = 0.1  # the worst action's offset when a game gives no prior_scale
PRIOR_VISITS = 10.0
ROOT_DETERMINIZATIONS = 4  # the root's scores are averaged over this many worlds (as normal does)


def prior_visits(hooks: AIHooks[Any]) -> float:
    return float(getattr(hooks, "prior_visits", PRIOR_VISITS))


def offsets(hooks: AIHooks[Any], scores: list[float]) -> list[float]:
    """Each score's offset from the best one, in return units (0 for the best, negative else)."""
    if not scores:
        return []
    best = max(scores)
    scale = getattr(hooks, "prior_scale", None)
    if scale is None:
        span = best - min(scores)
        scale = DEFAULT_SPAN / span if span > 0 else 0.0
    return [max(-1.0, (s - best) * scale) for s in scores]


def state_offsets(hooks: AIHooks[Any], state: GameState, seat: int, actions: list[Action]) -> list[float]:
    return offsets(hooks, hooks.action_scores(state, seat, actions))


def root_offsets(hooks: AIHooks[Any], view: AgentView, rng: Rng) -> list[float]:
    """Offsets for the view's legal actions, from scores averaged over a few determinizations."""
    actions = list(view.legal_actions)
    totals = [0.0] * len(actions)
    for _ in range(ROOT_DETERMINIZATIONS):
        state = view.game.determinize(view.observation, rng)
        for i, score in enumerate(hooks.action_scores(state, view.seat, actions)):
            totals[i] += score
    return offsets(hooks, [t / ROOT_DETERMINIZATIONS for t in totals])
