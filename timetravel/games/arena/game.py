"""Time Arena as a Game: its declaration, the factory of its states, and `ArenaPlay`, the state
class that binds the protocol methods needing the rules, the words and the view."""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.engine.game import Game, GameConfig, GameInfo, OptionSpec
from timetravel.engine.outcome import Outcome
from timetravel.engine.rng import Rng
from timetravel.engine.state import Json, ResultsTable
from timetravel.games.arena import rules, words
from timetravel.games.arena.ai import ArenaHooks
from timetravel.games.arena.clock import time_action
from timetravel.games.arena.content import CURRENT_ROSTER, ORIGINAL_ROSTER, ROSTERS, content, load_content
from timetravel.games.arena.draft import draft_choices, start_play
from timetravel.games.arena.state import ArenaState, side_seats
from timetravel.games.arena.view import ArenaView, determinized, observe, view
from timetravel.i18n import N_

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


class ArenaPlay(ArenaState):
    """A Time Arena state with the protocol methods that need the rules, the words and the view."""

    def _legal_actions(self) -> list[Action]:
        return rules.legal_actions(self) if self.to_act() >= 0 else []

    def is_legal(self, action: Action) -> bool:
        return rules.allows(self, action)

    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        return rules.chance_outcomes(self)

    def _apply(self, action: Action) -> list[Event]:
        self.events = []
        rules.apply(self, action)
        events, self.events = self.events, []
        return events

    def time_action(self, elapsed_ms: int) -> Action | None:
        return time_action(self, elapsed_ms)

    def observe(self, seat: int) -> Json:
        return observe(self, seat)  # no secrets: the whole state (view.py's typed view carries it)

    def seat_view(self, seat: int) -> ArenaView:
        return view(self, seat)

    def outcome(self) -> Outcome | None:
        if self.stage != "over":
            return None
        winners = frozenset(side_seats(self.seats, self.winner))
        scores = tuple(1.0 if s in winners else 0.0 for s in range(self.seats))
        return Outcome(scores, winners, detail=words.outcome_detail(self))

    def results_table(self) -> ResultsTable | None:
        """How the game ended (why, the final clocks and Totems) for the results screen."""
        if self.stage != "over":
            return None
        return words.results_table(self)

    def action_words(self, action: Action, viewer: int | None) -> str:
        return words.action_words(self, action)

    def prompt(self, seat: int) -> str:
        choices = draft_choices(self) if self.stage == "draft" and self.to_act() == seat else ()
        return words.prompt(self, seat, choices)

    def progress(self) -> str:
        return words.progress(self)


class ArenaGame(Game):
    menu_position = 2
    info = GameInfo(
        id="arena",
        title=N_("Time Arena"),
        pitch=N_("Four fighters, one Totem and five minutes on the clock: destroy the enemy Totem in time."),
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
                N_("Game"),
                ("first", "full", "expert"),
                "full",
                N_(
                    "The first game plays fixed teams without abilities or charge wheel; the expert game "
                    "adds transporters and a new way to win."
                ),
                choice_labels=(N_("First game"), N_("Full game"), N_("Expert game")),
                first_time="first",  # the rulebook: begin with the first game
            ),
            OptionSpec(
                "clock",
                N_("Clock"),
                CLOCK_MINUTES,
                "5",
                N_("Minutes on each side's clock."),
                choice_labels=(N_("3 minutes"), N_("5 minutes"), N_("10 minutes")),
            ),
            OptionSpec(
                "handicap",
                N_("Handicap"),
                tuple(HANDICAPS),
                "none",
                N_("More or less time for one side."),
                choice_labels=(
                    N_("None"),
                    N_("White +1 minute"),
                    N_("White +2 minutes"),
                    N_("White -1 minute"),
                    N_("Black +1 minute"),
                    N_("Black +2 minutes"),
                    N_("Black -1 minute"),
                ),
            ),
            OptionSpec(
                "roster",
                N_("Fighters' figures"),
                ROSTERS,
                CURRENT_ROSTER,
                N_(
                    "The set of fighter figures the game plays with (scenes/arena/fighters.toml): a new "
                    "game takes the current one, a saved game keeps its own."
                ),
                hidden=True,
                missing=ORIGINAL_ROSTER,  # saves from before rosters played the original figures
            ),
        ),
    )

    def check_content(self) -> None:
        load_content()

    def new_initial_state(self, config: GameConfig) -> ArenaPlay:
        minutes = int(config.options.get("clock", "5")) * 60_000
        extra = HANDICAPS[config.options.get("handicap", "none")]
        mode = config.options.get("mode", "full")
        roster = config.options.get("roster", CURRENT_ROSTER)
        state = ArenaPlay(self, config.seats, mode, (minutes + extra[0], minutes + extra[1]), roster)
        if mode == "first":
            white, black = content().first_game
            state.team = content().faction_team(white) + content().faction_team(black)
            state.picks = 8
            start_play(state)
            state.events = []
        return state

    def state_from_json(self, data: Json) -> ArenaPlay:
        seats = int(data["seats"])
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise ValueError(f"{seats} seats")
        state = ArenaPlay.__new__(ArenaPlay)
        state.game = self
        state.load_json(data)
        return state

    def determinize(self, observation: Json, rng: Rng) -> ArenaPlay:
        return self.state_from_json(determinized(observation))

    def seat_roles(self, seats: int) -> tuple[str, ...]:
        """White or Black for each seat (seats 0 and 2 play White, 1 and 3 Black)."""
        return tuple(words.SIDE_NAMES[seat % 2] for seat in range(seats))

    def ai_hooks(self) -> ArenaHooks:
        return ArenaHooks()

    def chance_words(self) -> str:
        return words.CHANCE_WORDS
