"""T.I.M.E Stories as a Game: its declaration and the factory of its states."""

from __future__ import annotations

from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.game import Game, GameConfig, GameInfo, OptionSpec
from timetravel.engine.rng import Rng
from timetravel.engine.state import Json
from timetravel.games.stories.content import (
    MAX_ITEMS,
    MAX_RESOURCES,
    MAX_RUNS,
    MAX_SCRIPT_STEPS,
    MAX_TU,
    load_scenario,
)
from timetravel.games.stories.state import StoriesState

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
    return tuple(load_scenario(s).words(load_scenario(s).meta.title) for s in SCENARIOS)


class StoriesGame(Game):
    menu_position = 5
    info = GameInfo(
        id="stories",
        title="T.I.M.E Stories",
        pitch="Agents in borrowed bodies solve a mystery of the past, run after run.",
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
                "Scenario",
                SCENARIOS,
                DEFAULT_SCENARIO,
                "The mission the agents are sent on.",
                labels_from_content=_scenario_titles,
            ),
        ),
    )

    def check_content(self) -> None:
        for scenario in SCENARIOS:
            load_scenario(scenario)

    def new_initial_state(self, config: GameConfig) -> StoriesState:
        return StoriesState(self, config.seats, config.options.get("scenario", DEFAULT_SCENARIO))

    def state_from_json(self, data: Json) -> StoriesState:
        seats = int(data["seats"])
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise ValueError(f"{seats} seats")
        scenario = str(data["scenario"])
        if scenario not in SCENARIOS:
            raise ValueError(f"no scenario {scenario!r}")
        state = StoriesState.__new__(StoriesState)
        state.game = self
        state.load_json(data)
        return state

    def determinize(self, observation: Json, rng: Rng) -> StoriesState:
        from timetravel.games.stories.observe import determinize

        return determinize(self, observation, rng)

    def ai_hooks(self) -> AIHooks | None:
        from timetravel.games.stories.ai import StoriesHooks

        return StoriesHooks()

    def chance_words(self) -> str:
        return "The dice roll."
