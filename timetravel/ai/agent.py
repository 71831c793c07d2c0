"""The agent interface, and helpers every agent shares."""

from __future__ import annotations

import logging
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from timetravel.ai.view import AgentView
from timetravel.engine.actions import Action
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.game import Game
from timetravel.engine.reason import Reason
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, GameState

StopFlag = Callable[[], bool]  # returns True once the decision should end as soon as it can
log = logging.getLogger(__name__)


class Agent(ABC):
    """Chooses one of a view's legal actions. Agents are seeded: same seed, same choices."""

    level: str = ""

    def __init__(self, game: Game, seat: int, seed: int) -> None:
        self.game = game
        self.seat = seat
        self.rng = Rng(seed)

    @abstractmethod
    def decide(self, view: AgentView, stop: StopFlag | None = None) -> Action:
        """One of view.legal_actions. `stop` lets a caller end thinking early (best so far)."""


def hooks_of(game: Game) -> AIHooks[Any]:
    return game.ai_hooks() or AIHooks[Any]()


def has_heuristic(game: Game) -> bool:
    """Whether the game overrides action_scores (else the default all-zero scores are useless)."""
    hooks = game.ai_hooks()
    return hooks is not None and type(hooks).action_scores is not AIHooks.action_scores


def sample_chance(state: GameState, rng: Rng) -> GameState:
    outcomes = state.chance_outcomes()
    index = rng.weighted_index([p for _, p in outcomes])
    return state.apply(outcomes[index][0])[0]


def resolve_chance(state: GameState, rng: Rng) -> GameState:
    """Sample chance outcomes until a seat acts or the game ends."""
    while state.to_act() == CHANCE:
        state = sample_chance(state, rng)
    return state


def determinized(view: AgentView, rng: Rng) -> GameState:
    """A full state drawn from the view's observation: one guess at everything hidden."""
    return view.game.determinize(view.observation, rng)


def check_view(view: AgentView) -> None:
    if not view.legal_actions:
        raise ValueError(f"seat {view.seat} has no legal action to choose from")


# a reason is worked out on one fixed guess at what is hidden, so that a resumed game's log tells the
# very reasons that were shown during play (PlayDriver.retold)
REASON_SEED = 0


def explain(agent: Agent, view: AgentView, action: Action) -> Reason | None:
    """Why the agent took `action` (see reason_for)."""
    return reason_for(agent.game, agent.level, view, action)


def gives_reasons(game: Game) -> bool:
    hooks = game.ai_hooks()
    return hooks is not None and type(hooks).reason is not AIHooks.reason


def reason_for(game: Game, level: str, view: AgentView, action: Action) -> Reason | None:
    """Why an AI of `level` at the view's seat took `action`, as its game's hooks say from the seat's
    view (None when the game gives no reason, or its reasoning failed: a reason is never worth a
    lost move)."""
    if not gives_reasons(game):
        return None
    try:
        state = determinized(view, Rng(REASON_SEED))
        return hooks_of(game).reason(state, view.seat, action, level)
    except Exception:
        log.exception("no reason for seat %s's %s", view.seat, action)
        return None
