"""Variants of Tiny Tricks for the AI tests: without hooks, and cooperative."""

from __future__ import annotations

import dataclasses

from tests.games.tiny_tricks import TinyState, TinyTricks
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.game import GameConfig
from timetravel.engine.outcome import Outcome
from timetravel.engine.rng import Rng
from timetravel.engine.state import Json


class NoHooksTiny(TinyTricks):
    """The same game with no AI hooks: normal falls back to its lookahead."""

    info = dataclasses.replace(TinyTricks.info, id="tiny-nohooks")

    def ai_hooks(self) -> AIHooks | None:
        return None


class CoopState(TinyState):
    """The team succeeds when seat 0 takes at least two tricks; `runs` counts tricks taken."""

    def clone(self) -> CoopState:
        new = super().clone()
        new.__class__ = CoopState
        return new

    @property
    def runs(self) -> int:
        return sum(self.tricks)

    def outcome(self) -> Outcome | None:
        plain = super().outcome()
        if plain is None:
            return None
        return Outcome(plain.scores, frozenset(), team_success=self.tricks[0] >= 2)


class CoopTiny(TinyTricks):
    info = dataclasses.replace(TinyTricks.info, id="tiny-coop", cooperative=True)

    def new_initial_state(self, config: GameConfig) -> CoopState:
        state = super().new_initial_state(config)
        state.__class__ = CoopState
        return state  # type: ignore[return-value]

    def state_from_json(self, data: Json) -> CoopState:
        state = super().state_from_json(data)
        state.__class__ = CoopState
        return state  # type: ignore[return-value]

    def determinize(self, observation: Json, rng: Rng) -> CoopState:
        state = super().determinize(observation, rng)
        state.__class__ = CoopState
        return state  # type: ignore[return-value]


NO_HOOKS = NoHooksTiny()
COOP = CoopTiny()
