"""AI teammates for T.I.M.E Stories, deciding only from what the team knows (knowledge.py).

Every choice is valued in "worth" (a card read for the first time is worth EXPLORE; a card's gains
by what the team wants them for) against its price in TU and life. normal (`action_scores`):
explore what is unexplored, join tests where the host has the dice, pass items to whoever rolls
their attribute, stop doing nothing where it costs life, travel when the location has nothing
left, and never risk a host's death needlessly. hard (`search`): the same, led by a plan
(plan.py): once the team has read a card whose script can end the mission in success, it goes for
the cards that give what that success asks for, and values exploring little. easy is normal with
noise (the shared way). A choice's options are valued as the team knows them (knowledge.py): an
option taken before by where it led, one a read card tells of by that (success, right, wrong), one
nobody knows as worth a try (a success behind it only a hope), one seen failing never again.

The hooks answer every decision themselves (hard never falls back to ISMCTS): Stories'
determinization is the state itself and the scenario holds every card, so a search through
playouts would read cards the team has not.
"""

from __future__ import annotations

from collections.abc import Callable

from timetravel.engine.actions import Action
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.reason import Reason
from timetravel.engine.rng import Rng
from timetravel.games.stories.ai_policy import Policy
from timetravel.games.stories.ai_reasons import reason
from timetravel.games.stories.state import StoriesState


class StoriesHooks(AIHooks[StoriesState]):
    def action_scores(self, state: StoriesState, seat: int, actions: list[Action]) -> list[float]:
        return Policy(state, seat, planning=False).scores(actions)

    def search(
        self,
        state: StoriesState,
        seat: int,
        think_ms: int | None,
        rng: Rng,
        elapsed_ms: Callable[[], float],
        stop: Callable[[], bool] | None = None,
    ) -> Action | None:
        actions = state.legal_actions()
        scores = Policy(state, seat, planning=True).scores(actions)
        return actions[max(range(len(actions)), key=scores.__getitem__)]

    def reason(self, state: StoriesState, seat: int, action: Action, level: str) -> Reason | None:
        return reason(state, seat, action, planning=level == "hard")
