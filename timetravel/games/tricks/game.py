"""Time Tricks as a Game (layer 6, top): its declaration, the factory of its states, and the concrete
state class that binds the protocol to the rules, the words and the view.

The template for a game's game module. `TricksState` (state.py) holds the data; `TricksPlay` adds
the protocol methods that need the layers above it, by plain top-level imports, so no module of the
package imports a sibling inside a function and the imports form no cycle. Every state the game
makes is a `TricksPlay`.
"""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.engine.game import Game, GameConfig, GameInfo
from timetravel.engine.outcome import Outcome
from timetravel.engine.rng import Rng
from timetravel.engine.state import Json
from timetravel.games.tricks import rules, view, words
from timetravel.games.tricks.ai import TricksHooks
from timetravel.games.tricks.content import GAME_ID, HAND_SIZE, MAX_SEATS, MIN_SEATS, load_content
from timetravel.games.tricks.state import TricksState
from timetravel.i18n import N_


class TricksPlay(TricksState):
    """A Time Tricks state with its rules, words and view bound to the protocol."""

    def _legal_actions(self) -> list[Action]:
        return rules.legal_actions(self)

    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        return rules.chance_outcomes(self)

    def is_legal(self, action: Action) -> bool:
        return rules.is_legal(self, action)

    def _apply(self, action: Action) -> list[Event]:
        return rules.apply(self, action)

    def outcome(self) -> Outcome | None:
        return rules.outcome(self)

    def observe(self, seat: int) -> Json:
        return view.observe(self, seat)

    def seat_view(self, seat: int) -> view.TricksView:
        return view.view(self, seat)

    def action_words(self, action: Action, viewer: int | None) -> str:
        return words.action_words(action, viewer)

    def prompt(self, seat: int) -> str:
        return words.prompt(self, seat)

    def progress(self) -> str:
        return words.progress(self)

    def handoff_label(self) -> str:
        return words.HANDOFF


class TricksGame(Game):
    info = GameInfo(
        id=GAME_ID,
        title=N_("Time Tricks"),
        pitch=N_("Three tricks with nine timepieces: the template game, to copy."),
        min_seats=MIN_SEATS,
        max_seats=MAX_SEATS,
        has_chance=True,
        hidden_information=True,
        max_length=2 * HAND_SIZE * MAX_SEATS,  # every card dealt, then played
        template=True,  # never listed for players (see GameInfo.template)
    )

    def check_content(self) -> None:
        """Load the content now, so a broken file is reported with the game (engine/registry.py)."""
        load_content()

    def new_initial_state(self, config: GameConfig) -> TricksPlay:
        return TricksPlay(self, config.seats)

    def state_from_json(self, data: Json) -> TricksPlay:
        state = TricksPlay.__new__(TricksPlay)
        state.game = self
        state.load_json(data)
        return state

    def determinize(self, observation: Json, rng: Rng) -> TricksPlay:
        return self.state_from_json(view.world(observation, rng))

    def ai_hooks(self) -> TricksHooks:
        return TricksHooks()

    def chance_words(self) -> str:
        return words.CHANCE_WORDS
