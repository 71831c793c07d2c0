"""El Ministerio del Tiempo as a Game: its declaration, the factory of its states, and MinisterioPlay,
the state class that binds the protocol to the rules, the words and the view."""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.events import Event
from timetravel.engine.game import Game, GameConfig, GameInfo, OptionSpec
from timetravel.engine.outcome import Outcome
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, Json, ResultsTable
from timetravel.games.ministerio import observe as observing
from timetravel.games.ministerio import rules, words, words_events, words_results
from timetravel.games.ministerio.ai import MinisterioHooks
from timetravel.games.ministerio.content import ROUND_LIMIT, content, load_content
from timetravel.games.ministerio.state import MinisterioState
from timetravel.games.ministerio.turn import settle
from timetravel.games.ministerio.view import MinisterioView, view
from timetravel.i18n import N_

# a generous bound on steps: per turn at most a few dozen (walking, fights, discards, draws)
MAX_LENGTH = 200 + ROUND_LIMIT * 4 * 250


def _first_game_agents() -> dict[str, tuple[str, ...]]:
    """The rulebook's three agents for a first game, by the names the content gives them."""
    return {"agents": tuple(p.name for p in content().protagonists.values() if p.first_game)}


class MinisterioPlay(MinisterioState):
    """El Ministerio's state with the protocol methods that need the rules, the words or the view."""

    def _legal_actions(self) -> list[Action]:
        return rules.legal_actions(self) if self.to_act() >= 0 else []

    def is_legal(self, action: Action) -> bool:
        actor = self.to_act()
        if actor == CHANCE:
            return super().is_legal(action)  # a chance outcome: one of the few on offer
        return actor >= 0 and rules.is_legal(self, action)

    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        return rules.chance_outcomes(self) if self.to_act() == CHANCE else []

    def _apply(self, action: Action) -> list[Event]:
        self.events = []
        rules.apply(self, action)
        settle(self)
        events, self.events = self.events, []
        return words_events.tell(self, events)  # words only: one line for one thing

    def observe(self, seat: int) -> Json:
        return observing.observe(self, seat)

    def seat_view(self, seat: int) -> MinisterioView:
        return view(self, seat)

    def outcome(self) -> Outcome | None:
        if self.stage != "over":
            return None
        scores = tuple(float(self.score(s)) for s in range(self.seats))
        if self.all_lose:
            return Outcome(scores, frozenset(), all_lose=True, detail=words_results.lost_words(self))
        return Outcome(scores, self.winners())

    def action_words(self, action: Action, viewer: int | None) -> str:
        return words.action_words(self, action, viewer)

    def prompt(self, seat: int) -> str:
        return words.prompt(self, seat)

    def progress(self) -> str:
        return words.progress(self)

    def results_table(self) -> ResultsTable | None:
        return words_results.results_table(self) if self.stage == "over" else None


class MinisterioGame(Game):
    menu_position = 1
    info = GameInfo(
        id="ministerio",
        title=N_("El Ministerio del Tiempo"),
        pitch=N_("Agents of the Ministry guard Spanish history door by door on a spiral staircase."),
        min_seats=2,
        max_seats=4,
        has_chance=True,
        hidden_information=True,
        max_length=MAX_LENGTH,
        accent=(150, 40, 40),
        options=(
            OptionSpec(
                "agents",
                N_("Protagonists"),
                ("choose", "first-game"),
                "choose",
                N_("The rulebook suggests {agents} for a first game."),
                choice_labels=(N_("Each player chooses"), N_("First game: {agents}")),
                names_from_content=_first_game_agents,
            ),
        ),
    )

    def check_content(self) -> None:
        load_content()

    def new_initial_state(self, config: GameConfig) -> MinisterioPlay:
        content()
        state = MinisterioPlay(self, config.seats)
        if config.options.get("agents") == "first-game":
            state.give_first_game_agents()
        return state

    def state_from_json(self, data: Json) -> MinisterioPlay:
        seats = int(data["seats"])
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise ValueError(f"{seats} seats")
        state = MinisterioPlay(self, seats)
        state.load_json(data)
        return state

    def determinize(self, observation: Json, rng: Rng) -> MinisterioState:
        return observing.determinize(self.state_from_json, observation, rng)

    def chance_words(self) -> str:
        return N_("The dice and the cards fall where they may.")

    def ai_hooks(self) -> AIHooks[MinisterioState]:
        return MinisterioHooks()
