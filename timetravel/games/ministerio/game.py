"""El Ministerio del Tiempo as a Game: its declaration and the factory of its states."""

from __future__ import annotations

from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.game import Game, GameConfig, GameInfo
from timetravel.engine.rng import Rng
from timetravel.engine.state import Json
from timetravel.games.ministerio.content import load_content
from timetravel.games.ministerio.state import ROUND_LIMIT, MinisterioState, content

# a generous bound on steps: per turn at most a few dozen (walking, fights, discards, draws)
MAX_LENGTH = 200 + ROUND_LIMIT * 4 * 250


class MinisterioGame(Game):
    menu_position = 1
    info = GameInfo(
        id="ministerio",
        title="El Ministerio del Tiempo",
        pitch="Agents of the Ministry guard Spanish history door by door on a spiral staircase.",
        min_seats=2,
        max_seats=4,
        has_chance=True,
        hidden_information=True,
        max_length=MAX_LENGTH,
        accent=(150, 40, 40),
    )

    def check_content(self) -> None:
        load_content()

    def new_initial_state(self, config: GameConfig) -> MinisterioState:
        content()
        return MinisterioState(self, config.seats)

    def state_from_json(self, data: Json) -> MinisterioState:
        seats = int(data["seats"])
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise ValueError(f"{seats} seats")
        state = MinisterioState(self, seats)
        state.load_json(data)
        return state

    def determinize(self, observation: Json, rng: Rng) -> MinisterioState:
        from timetravel.games.ministerio.observe import determinize

        return determinize(self, observation, rng)

    def chance_words(self) -> str:
        return "The dice and the cards fall where they may."

    def ai_hooks(self) -> AIHooks | None:
        from timetravel.games.ministerio.ai import MinisterioHooks

        return MinisterioHooks()
