"""Time Arena's AI: a heuristic over activations (normal) and a search over whole turns (hard).

Both read a seat's observation only (the game hides nothing, so a determinized state is the
table). Values are in Totem energy: knocking out a fighter is worth its worth on the board and the
time its Gate keeps it away; a fighter standing where the enemy can hit it next turn loses that
worth times the chance; a fighter that can reach the enemy Totem's edge next turn is worth the
damage it threatens, discounted because the enemy moves first.

normal (`plan`): every fighter the seat may activate is tried on each square it may be summoned
to, with every move and attack in either order; the best activation's first action is played if
its gain beats the time it costs on the clock (more when the clock runs short), else the turn
ends. hard (`ArenaHooks.search`): normal's best first actions each played to the end of the turn on
the real rules (normal finishing it), the turn's first roll weighed face by face, the table at the
end valued with the enemy's answer in view; it keeps normal's choice unless another is clearly
better, drafts by the balance bench's measured picks, and thinks within a budget drawn from its
own clock.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from timetravel.engine.actions import Action
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.rng import Rng
from timetravel.games.arena.ai_plan import draft_value, fight_choice, measured_draft_value, plan
from timetravel.games.arena.ai_search import TurnSearch, search_budget_ms
from timetravel.games.arena.ai_value import standing
from timetravel.games.arena.state import ArenaState

EVAL_SCALE = 3.0  # an evaluation lead that makes a win about 73% likely


class ArenaHooks(AIHooks[ArenaState]):
    """normal's heuristic, hard's whole-turn search, playouts and the cut-off evaluation."""

    playout_cutoff = 40

    def __init__(self) -> None:
        self._cache_key: str | None = None
        self._cache: dict[Action, float] = {}

    def action_scores(self, st: ArenaState, seat: int, actions: list[Action]) -> list[float]:
        if st.stage == "draft":
            return [draft_value(st, str(a.args[0])) for a in actions]
        if st.fight_stage == "decide":
            return [fight_choice(st, a) for a in actions]
        key = repr(st.to_json())
        if key != self._cache_key:
            self._cache_key, self._cache = key, plan(st, seat)
        return [self._cache.get(a, -1.0) for a in actions]

    def normal_choice(self, st: ArenaState, seat: int) -> Action:
        actions = st.legal_actions()
        scores = self.action_scores(st, seat, actions)
        return actions[scores.index(max(scores))]

    def rollout_action(self, st: ArenaState, rng: Rng) -> Action:
        """normal's choice, without the cache (a playout never sees a table twice)."""
        actions = st.legal_actions()
        if st.stage != "play" or st.fight_stage:
            scores = self.action_scores(st, st.to_act(), actions)
        else:
            planned = plan(st, st.to_act())
            scores = [planned.get(a, -1.0) for a in actions]
        best = max(scores)
        return actions[scores.index(best)]

    def evaluate(self, st: ArenaState) -> tuple[float, ...] | None:
        if st.stage != "play" or st.fight_stage:
            return None
        p = 1.0 / (1.0 + math.exp(-standing(st, 0) / EVAL_SCALE))
        return tuple(p if s & 1 == 0 else 1.0 - p for s in range(st.seats))

    def search(
        self,
        st: ArenaState,
        seat: int,
        think_ms: int | None,
        rng: Rng,
        elapsed_ms: Callable[[], float],
        stop: Callable[[], bool] | None = None,
    ) -> Action | None:
        if st.stage == "draft":
            picks = st.legal_actions()
            values = [measured_draft_value(st, str(a.args[0])) for a in picks]
            return picks[values.index(max(values))]
        if st.stage != "play" or st.fight_stage:
            return self.normal_choice(st, seat)  # a roll's bonus: normal's judgement
        return TurnSearch(self, st, seat, rng).run(search_budget_ms(st, think_ms), elapsed_ms, stop)
