"""T.I.M.E Stories as a Game: its declaration, the factory of its states, and the concrete state
class that binds the protocol methods needing the rules, words and view."""

from __future__ import annotations

from collections.abc import Sequence

from timetravel.engine.actions import Action
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.events import Event
from timetravel.engine.game import Game, GameConfig, GameInfo, OptionSpec
from timetravel.engine.outcome import Outcome
from timetravel.engine.reason import Reason
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, GameState, Json, ResultsTable
from timetravel.games.stories import rules, view, words, words_reasons
from timetravel.games.stories.ai import StoriesHooks
from timetravel.games.stories.content import (
    MAX_ITEMS,
    MAX_RESOURCES,
    MAX_RUNS,
    MAX_SCRIPT_STEPS,
    MAX_TU,
    load_scenario,
)
from timetravel.games.stories.mirror import carry_read
from timetravel.games.stories.state import StoriesState
from timetravel.i18n import N_, language

SCENARIOS = ("training", "venice")  # the shipped scenarios (folders under scenes/stories/)
DEFAULT_SCENARIO = "venice"  # the full mystery; the training one teaches the rules

# A bound on steps (within the saves' 200,000 log entries). A run spends at most 2 x MAX_TU (TU given
# back in a run add up to one time line at most) on rounds and journeys of 1 TU or more; a journey
# takes fewer steps than a round: the spend, each item passed and used once at most and each
# agent's resource handed once between two spends (fewer than 2 x MAX_ITEMS), an agent named to
# go first before each action, and per agent its action, its chance and, for a roll, up to 8
# special shields of 4 steps (a choice or a roll each). Each card's script (48 steps at most) runs
# once a run.
assert MAX_ITEMS + 4 * MAX_RESOURCES <= 2 * MAX_ITEMS
_ROUNDS = 2 * MAX_TU
_PER_ROUND = 1 + 2 * MAX_ITEMS + 4 + 4 * (1 + 1 + 8 * 4)
_SCRIPTS = 16 * 7 * MAX_SCRIPT_STEPS
MAX_LENGTH = MAX_RUNS * (4 + _ROUNDS * _PER_ROUND + _SCRIPTS)


def _scenario_titles() -> tuple[str, ...]:
    return tuple(load_scenario(s).words(load_scenario(s).meta.title, language()) for s in SCENARIOS)


class StoriesGame(Game):
    menu_position = 5
    info = GameInfo(
        id="stories",
        title=N_("T.I.M.E Stories"),
        pitch=N_("Agents in borrowed bodies solve a mystery of the past, run after run."),
        min_seats=1,
        max_seats=4,
        has_chance=True,
        hidden_information=False,
        cooperative=True,
        max_length=MAX_LENGTH,
        accent=(70, 130, 170),
        options=(
            OptionSpec(
                "scenario",
                N_("Scenario"),
                SCENARIOS,
                DEFAULT_SCENARIO,
                N_("The mission the agents are sent on."),
                labels_from_content=_scenario_titles,
            ),
        ),
    )

    def check_content(self) -> None:
        for scenario in SCENARIOS:
            load_scenario(scenario)

    def new_initial_state(self, config: GameConfig) -> StoriesPlay:
        return StoriesPlay(self, config.seats, config.options.get("scenario", DEFAULT_SCENARIO))

    def state_from_json(self, data: Json) -> StoriesPlay:
        seats = int(data["seats"])
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise ValueError(f"{seats} seats")
        scenario = str(data["scenario"])
        if scenario not in SCENARIOS:
            raise ValueError(f"no scenario {scenario!r}")
        state = StoriesPlay.__new__(StoriesPlay)
        state.game = self
        state.load_json(data)
        return state

    def determinize(self, observation: Json, rng: Rng) -> StoriesPlay:
        return self.state_from_json(view.world(observation))

    def mirror(
        self, observation: Json, rng: Rng, before: GameState | None, events: Sequence[Event]
    ) -> StoriesPlay:
        """`determinize`, with the text read last and the last run's end carried (mirror.py)."""
        state = self.determinize(observation, rng)
        carry_read(state, before if isinstance(before, StoriesState) else None, events)
        return state

    def ai_hooks(self) -> AIHooks[StoriesState]:
        return StoriesHooks()

    def chance_words(self) -> str:
        return N_("The dice roll.")


class StoriesPlay(StoriesState):
    """A T.I.M.E Stories state with the protocol methods that need the rules (rules.py), the words
    (words.py, words_reasons.py) and the view (view.py); the states the game makes are of this class."""

    def _legal_actions(self) -> list[Action]:
        return rules.legal_actions(self) if self.to_act() >= 0 else []

    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        return rules.chance_outcomes(self) if self.to_act() == CHANCE else []

    def is_legal(self, action: Action) -> bool:
        return rules.is_legal(self, action)

    def _apply(self, action: Action) -> list[Event]:
        self.events = []
        rules.apply(self, action)
        rules.settle(self)
        events, self.events = self.events, []
        return events

    def observe(self, seat: int) -> Json:
        return view.observe(self, seat)

    def seat_view(self, seat: int) -> view.StoriesView:
        return view.view(self, seat)

    def outcome(self) -> Outcome | None:
        if self.stage != "over":
            return None
        success = self.result == "success"
        scores = tuple(float(self.run) for _ in range(self.seats))
        winners = frozenset(range(self.seats)) if success else frozenset()
        return Outcome(scores, winners, team_success=success, detail=words.outcome_words(self))

    def results_table(self) -> ResultsTable | None:
        if self.stage != "over":
            return None
        return words.results_table(self)

    def action_words(self, action: Action, viewer: int | None) -> str:
        return words.action_words(self, action)

    def reason_words(self, reason: Reason) -> str:
        return words_reasons.reason_words(self, reason)

    def prompt(self, seat: int) -> str:
        return words.prompt(self, seat)

    def progress(self) -> str:
        return words.progress(self)
