"""Time Machine Rocket as a Game: its declaration, initial state, JSON and determinization, and
RocketPlay, the state a game is played with: RocketState's data bound to the rules, the words and
the view."""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.engine.game import Game, GameConfig, GameInfo
from timetravel.engine.rng import Rng
from timetravel.engine.state import Json
from timetravel.games.rocket import rounds, rules, view, words
from timetravel.games.rocket.ai import RocketHooks
from timetravel.games.rocket.content import Deck, load_deck
from timetravel.games.rocket.state import RocketState, state_from_json
from timetravel.i18n import N_

INFO = GameInfo(
    id="rocket",
    title=N_("Time Machine Rocket"),
    pitch=N_("Push your luck through five eras of history and recruit the wildest team of all time."),
    min_seats=2,
    max_seats=4,
    has_chance=True,
    hidden_information=True,
    max_length=8_000,  # 900 random games: longest 640 actions (docs/rules/rocket.md)
    accent=(236, 96, 160),
)


class RocketPlay(RocketState):
    """A Rocket state with the protocol methods that need the rules, the words or the view."""

    # --- the protocol ----------------------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        return rules.legal_actions(self)

    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        return rules.chance_outcomes(self)

    def is_legal(self, action: Action) -> bool:
        return rules.is_legal(self, action)

    def _apply(self, action: Action) -> list[Event]:
        return rules.apply_action(self, action)

    def observe(self, seat: int) -> Json:
        return view.observe(self, seat)

    def seat_view(self, seat: int) -> view.RocketView:
        return view.view(self, seat)

    # --- text for people -------------------------------------------------------------------------
    def action_words(self, action: Action, viewer: int | None) -> str:
        return words.action_words(self, action, viewer)

    def handoff_label(self) -> str:
        # Observations differ only around a Creative's private look (the cards it saw, the known
        # top of a pile), so the default needs_handoff() asks for a hand-off there and nowhere else.
        return words.HANDOFF_LABEL

    def prompt(self, seat: int) -> str:
        return words.prompt(self, seat)

    def progress(self) -> str:
        return words.progress(self)


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

    def new_initial_state(self, config: GameConfig) -> RocketPlay:
        state = RocketPlay(self, config.seats)
        rounds.new_round_setup(state)
        return state

    def state_from_json(self, data: Json) -> RocketPlay:
        return state_from_json(RocketPlay, self, data)

    def determinize(self, observation: Json, rng: Rng) -> RocketState:
        return view.determinize(self, observation, rng)

    def chance_words(self) -> str:
        return words.CHANCE_WORDS

    def repeat_text(self, text: str, count: int) -> str | None:
        """A log line said `count` times in a row, as one sentence ("takes two Rockets")."""
        return words.repeated(text, count)

    def ai_hooks(self) -> RocketHooks:
        return RocketHooks()
