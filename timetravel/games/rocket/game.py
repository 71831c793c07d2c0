"""Time Machine Rocket as a Game: its declaration, initial state, JSON and determinization."""

from __future__ import annotations

from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.game import Game, GameConfig, GameInfo
from timetravel.engine.rng import Rng
from timetravel.engine.state import Json
from timetravel.games.rocket import rules, view
from timetravel.games.rocket.content import Deck, load_deck
from timetravel.games.rocket.state import RocketState, state_from_json

INFO = GameInfo(
    id="rocket",
    title="Time Machine Rocket",
    pitch="Push your luck through five eras of history and recruit the wildest team of all time.",
    min_seats=2,
    max_seats=4,
    has_chance=True,
    hidden_information=True,
    max_length=8_000,  # 900 random games: longest 640 actions (docs/rules/rocket.md)
    accent=(236, 96, 160),
)


class RocketGame(Game):
    menu_position = 3  # after El Ministerio del Tiempo (1) and Time Arena (2)
    info = INFO

    def __init__(self, deck: Deck | None = None) -> None:
        self._deck = deck

    @property
    def deck(self) -> Deck:
        """The cards, loaded from scenes/rocket/ on first use (tests may pass their own deck)."""
        if self._deck is None:
            self._deck = load_deck()
        return self._deck

    def check_content(self) -> None:
        """Load the cards now (raises ContentError naming file, entry and field)."""
        _ = self.deck

    def new_initial_state(self, config: GameConfig) -> RocketState:
        state = RocketState(self, config.seats)
        rules.new_round_setup(state)
        return state

    def state_from_json(self, data: Json) -> RocketState:
        return state_from_json(self, data)

    def determinize(self, observation: Json, rng: Rng) -> RocketState:
        return view.determinize(self, observation, rng)

    def chance_words(self) -> str:
        return "The cards fall where they may."

    def repeat_text(self, text: str, count: int) -> str | None:
        """A log line said `count` times in a row, as one sentence ("takes two Rockets")."""
        from timetravel.games.rocket.words import repeated

        return repeated(text, count)

    def ai_hooks(self) -> AIHooks:
        from timetravel.games.rocket.ai import RocketHooks

        return RocketHooks()
