"""T.I.M.E Stories as a Game: its declaration and the factory of its states."""

from __future__ import annotations

from timetravel.engine.game import Game, GameConfig, GameInfo, OptionSpec
from timetravel.engine.rng import Rng
from timetravel.engine.state import Json
from timetravel.games.stories.content import MAX_RUNS, MAX_TU, load_scenario
from timetravel.games.stories.state import StoriesState

SCENARIOS = ("training",)  # the shipped scenarios (folders under scenes/stories/)

# a generous bound on steps: per run, hosts and per TU a spend, each agent's few actions and
# chance, items passed once a TU, choices and travel; TU given back never pass the run's TU
_PER_TU = 1 + 4 * 4 + 40 + 20 + 8
MAX_LENGTH = MAX_RUNS * (4 + 2 * MAX_TU * _PER_TU)


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
                SCENARIOS[0],
                "The mission the agents are sent on.",
                labels_from_content=_scenario_titles,
            ),
        ),
    )

    def check_content(self) -> None:
        for scenario in SCENARIOS:
            load_scenario(scenario)

    def new_initial_state(self, config: GameConfig) -> StoriesState:
        return StoriesState(self, config.seats, config.options.get("scenario", SCENARIOS[0]))

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

    def chance_words(self) -> str:
        return "The dice roll."
