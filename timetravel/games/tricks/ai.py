"""Time Tricks' help for the AI (layer 5): a heuristic read from the seat's view.

The template for a game's AI module: `AIHooks[TricksState]` (generic, so no cast of the state); the
hooks get a determinized state and read it through the seat's typed view, never its secrets. The
normal level averages `action_scores` over a few determinizations; hard searches (ISMCTS) with the
default random playouts, which a game with long turns would guide with `rollout_action`/`evaluate`.
"""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.ai_hooks import AIHooks
from timetravel.games.tricks.state import TricksState
from timetravel.games.tricks.view import view


def card_score(rank: int, best: int | None) -> float:
    """Lead high; following, take the trick with the cheapest card that beats it, else throw the lowest."""
    if best is None:
        return float(rank)
    return 100.0 - rank if rank > best else -float(rank)


class TricksHooks(AIHooks[TricksState]):
    def action_scores(self, state: TricksState, seat: int, actions: list[Action]) -> list[float]:
        seen = view(state, seat)
        best = max((rank for rank in seen.table if rank is not None), default=None)
        return [card_score(int(action.args[0]), best) for action in actions]
