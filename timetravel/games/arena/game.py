"""Time Arena as a Game: its declaration and the factory of its states."""

from __future__ import annotations

from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.game import Game, GameConfig, GameInfo, OptionSpec
from timetravel.engine.rng import Rng
from timetravel.engine.state import Json
from timetravel.games.arena.content import CURRENT_ROSTER, ORIGINAL_ROSTER, ROSTERS, content, load_content
from timetravel.games.arena.state import ArenaState

CLOCK_MINUTES = ("3", "5", "10")
# handicap choices: which side's clock changes and by how many seconds
HANDICAPS: dict[str, tuple[int, int]] = {
    "none": (0, 0),
    "white+60": (60_000, 0),
    "white+120": (120_000, 0),
    "white-60": (-60_000, 0),
    "black+60": (0, 60_000),
    "black+120": (0, 120_000),
    "black-60": (0, -60_000),
}
# Random play lets 500 ms pass per decision in simulate: a side's clock of at most 12 minutes lasts
# 1,440 decisions, each followed by at most a time action and two dice; the draft adds eight picks.
# Without time passing (the conformance suite's random games) a game still ends well within it.
MAX_LENGTH = 40_000


class ArenaGame(Game):
    menu_position = 2
    info = GameInfo(
        id="arena",
        title="Time Arena",
        pitch="Four fighters, one Totem and five minutes on the clock: destroy the enemy Totem in time.",
        min_seats=2,
        max_seats=4,
        has_chance=True,
        hidden_information=False,
        real_time=True,
        max_length=MAX_LENGTH,
        accent=(70, 150, 200),
        options=(
            OptionSpec(
                "mode",
                "Game",
                ("first", "full", "expert"),
                "full",
                "The first game plays fixed teams without abilities or charge wheel; the expert game "
                "adds transporters and a new way to win.",
                choice_labels=("First game", "Full game", "Expert game"),
                first_time="first",  # the rulebook: begin with the first game
            ),
            OptionSpec(
                "clock",
                "Clock",
                CLOCK_MINUTES,
                "5",
                "Minutes on each side's clock.",
                choice_labels=("3 minutes", "5 minutes", "10 minutes"),
            ),
            OptionSpec(
                "handicap",
                "Handicap",
                tuple(HANDICAPS),
                "none",
                "More or less time for one side.",
                choice_labels=(
                    "None",
                    "White +1 minute",
                    "White +2 minutes",
                    "White -1 minute",
                    "Black +1 minute",
                    "Black +2 minutes",
                    "Black -1 minute",
                ),
            ),
            OptionSpec(
                "roster",
                "Fighters' figures",
                ROSTERS,
                CURRENT_ROSTER,
                "The set of fighter figures the game plays with (scenes/arena/fighters.toml): a new "
                "game takes the current one, a saved game keeps its own.",
                hidden=True,
                missing=ORIGINAL_ROSTER,  # saves from before rosters played the original figures
            ),
        ),
    )

    def check_content(self) -> None:
        load_content()

    def new_initial_state(self, config: GameConfig) -> ArenaState:
        from timetravel.games.arena.rules import start_play

        minutes = int(config.options.get("clock", "5")) * 60_000
        extra = HANDICAPS[config.options.get("handicap", "none")]
        mode = config.options.get("mode", "full")
        roster = config.options.get("roster", CURRENT_ROSTER)
        state = ArenaState(self, config.seats, mode, (minutes + extra[0], minutes + extra[1]), roster)
        if mode == "first":
            white, black = content().first_game
            state.team = content().faction_team(white) + content().faction_team(black)
            state.picks = 8
            start_play(state)
            state.events = []
        return state

    def state_from_json(self, data: Json) -> ArenaState:
        seats = int(data["seats"])
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise ValueError(f"{seats} seats")
        state = ArenaState.__new__(ArenaState)
        state.game = self
        state.load_json(data)
        return state

    def determinize(self, observation: Json, rng: Rng) -> ArenaState:
        return self.state_from_json({k: v for k, v in observation.items() if k != "seat"})

    def seat_roles(self, seats: int) -> tuple[str, ...]:
        """White or Black for each seat (seats 0 and 2 play White, 1 and 3 Black)."""
        return tuple("White" if seat % 2 == 0 else "Black" for seat in range(seats))

    def ai_hooks(self) -> AIHooks:
        from timetravel.games.arena.ai import ArenaHooks

        return ArenaHooks()

    def chance_words(self) -> str:
        return "The fight die tumbles."
