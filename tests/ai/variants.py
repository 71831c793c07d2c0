"""Test games for the AI tests: Tiny Tricks without hooks or cooperative, and Peek."""

from __future__ import annotations

import dataclasses

from tests.games.tiny_tricks import TinyState, TinyTricks
from timetravel.engine.actions import Action
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.events import Event
from timetravel.engine.game import Game, GameConfig, GameInfo
from timetravel.engine.outcome import Outcome
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, TERMINAL, GameState, Json


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


class PeekState(GameState):
    """Peek: a one-seat cooperative game. Guess a coin at once (then it is flipped), or peek first:
    the coin is flipped face up and the guess follows, which a seat that plans well never misses."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.peeked = False
        self.guess: str | None = None
        self.coin: str | None = None

    def to_act(self) -> int:
        if self.coin is None and (self.peeked or self.guess is not None):
            return CHANCE
        return TERMINAL if self.guess is not None else 0

    def _legal_actions(self) -> list[Action]:
        if self.to_act() != 0:
            return []
        guesses = [Action("guess", (side,)) for side in ("heads", "tails")]
        return guesses if self.peeked else [Action("peek"), *guesses]

    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.to_act() != CHANCE:
            return []
        return [(Action("coin", (side,)), 0.5) for side in ("heads", "tails")]

    def outcome(self) -> Outcome | None:
        if self.to_act() != TERMINAL:
            return None
        return Outcome((0.0,), frozenset(), team_success=self.guess == self.coin)

    def clone(self) -> PeekState:
        new = PeekState(self.game)
        new.peeked, new.guess, new.coin = self.peeked, self.guess, self.coin
        return new

    def _apply(self, action: Action) -> list[Event]:
        if action.kind == "peek":
            self.peeked = True
        elif action.kind == "guess":
            self.guess = str(action.args[0])
        else:
            self.coin = str(action.args[0])
        return []

    def observe(self, seat: int) -> Json:
        return self.to_json()

    def to_json(self) -> Json:
        return {"peeked": self.peeked, "guess": self.guess, "coin": self.coin}


class Peek(Game):
    info = GameInfo(
        id="peek",
        title="Peek",
        pitch="Look before you guess.",
        min_seats=1,
        max_seats=1,
        has_chance=True,
        hidden_information=False,
        cooperative=True,
        max_length=4,
    )

    def new_initial_state(self, config: GameConfig) -> PeekState:
        return PeekState(self)

    def state_from_json(self, data: Json) -> PeekState:
        state = PeekState(self)
        state.peeked, state.guess, state.coin = bool(data["peeked"]), data["guess"], data["coin"]
        return state

    def determinize(self, observation: Json, rng: Rng) -> PeekState:
        return self.state_from_json(observation)


PEEK = Peek()
