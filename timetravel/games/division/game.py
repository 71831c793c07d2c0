"""Time Division as a Game: its declaration, options, the factory of its states, and the state
class the engine plays (DivisionPlay: the data of state.py bound to the rules, words and view)."""

from __future__ import annotations

from itertools import permutations

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.engine.game import Game, GameConfig, GameInfo, OptionSpec
from timetravel.engine.outcome import Outcome
from timetravel.engine.rng import Rng
from timetravel.engine.state import Json, ResultsTable
from timetravel.games.division import draft, rules, scoring, view, words
from timetravel.games.division.ai import DivisionHooks
from timetravel.games.division.content import ERAS, check_content, load_era
from timetravel.games.division.state import ROUNDS, DivisionState
from timetravel.games.division.words_log import repeated
from timetravel.i18n import N_

COIN_CHOICES = ("toss", "first", "second")  # who starts: a coin toss, or the more experienced player
ORDERS = tuple("-".join(p) for p in permutations(ERAS))


# An upper bound on steps in a campaign, declared without reading content; a test checks that
# max_actions() of the shipped cards (2532) stays below it.
MAX_LENGTH = 2_600


def _era_labels() -> tuple[str, ...]:
    return tuple(words.era_name(load_era(era_id).name) for era_id in ERAS)


def _order_labels() -> tuple[str, ...]:
    names = dict(zip(ERAS, _era_labels(), strict=True))
    return tuple(words.era_order([names[e] for e in order.split("-")]) for order in ORDERS)


def max_actions() -> int:
    """A safe upper bound on steps (chance included) in a three-era campaign.

    Per era: the coin toss, the traveler deal, 18 draws and 12 draft choices, 2 face-down choices.
    Per round: 2 plays and the coin owner's decision; every card is triggered at most once a round,
    and each triggered card or delayed effect runs at most `rows` rows of at most 2 steps each
    (one pick, and at most two random draws on an exchange: 3 steps).
    """
    worst = 0
    for era_id in ERAS:
        cards = load_era(era_id).cards
        rows = max(len(c.effect) + (len(c.delayed.rows) if c.delayed else 0) for c in cards)
        per_round = 3 + (len(cards) + 2) * rows * 3
        worst = max(worst, 1 + 1 + 18 + 12 + 2 + ROUNDS * per_round)
    return 3 * worst


def build_info() -> GameInfo:
    """The declaration. It reads no content: the era names in the option labels load when the
    setup screen first shows them, so a broken file leaves the game listed (see OptionSpec)."""
    return GameInfo(
        id="division",
        title=N_("Time Division"),
        pitch=N_("Two agents draft the characters of an era and fight over its influence."),
        min_seats=2,
        max_seats=2,
        has_chance=True,
        hidden_information=True,
        max_length=MAX_LENGTH,
        options=(
            OptionSpec(
                "mode",
                N_("Mode"),
                ("single", "campaign"),
                "single",
                N_("One era, or a three-era campaign."),
                choice_labels=(N_("Single era"), N_("Campaign of three eras")),
            ),
            OptionSpec(
                "era",
                N_("Era"),
                ERAS,
                "egypt",
                N_("The era of a single-era game."),
                (("mode", "single"),),
                labels_from_content=_era_labels,
            ),
            OptionSpec(
                "order",
                N_("Campaign order"),
                ORDERS,
                ORDERS[0],
                N_("The order of eras in a campaign."),
                (("mode", "campaign"),),
                labels_from_content=_order_labels,
            ),
            OptionSpec(
                "coin",
                N_("First coin"),
                COIN_CHOICES,
                "toss",
                N_("A coin toss, or the more experienced player takes the coin (the rulebook allows both)."),
                choice_labels=(
                    N_("Toss the coin"),
                    N_("The first player is more experienced and takes it"),
                    N_("The second player is more experienced and takes it"),
                ),
            ),
        ),
        accent=(38, 97, 156),
    )


class DivisionPlay(DivisionState):
    """A Time Division state as the engine plays it: the protocol methods that need the rules, the
    words or the view."""

    def _legal_actions(self) -> list[Action]:
        return rules.legal_actions(self)

    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        return rules.chance_outcomes(self)

    def is_legal(self, action: Action) -> bool:
        return rules.is_legal(self, action)

    def _apply(self, action: Action) -> list[Event]:
        return rules.apply(self, action)

    def outcome(self) -> Outcome | None:
        return scoring.outcome(self)

    def results_table(self) -> ResultsTable | None:
        if self.mode != "campaign" or self.step != "over":
            return None
        return words.results_table(self)

    def observe(self, seat: int) -> Json:
        return view.observe(self, seat)

    def seat_view(self, seat: int) -> view.DivisionView:
        return view.view(self, seat)

    def action_words(self, action: Action, viewer: int | None) -> str:
        return words.action_words(self, action, viewer)

    def handoff_label(self) -> str:
        return words.handoff_label()

    def prompt(self, seat: int) -> str:
        return words.prompt(self, seat)

    def progress(self) -> str:
        return words.progress(self)


class DivisionGame(Game):
    menu_position = 4  # before T.I.M.E Stories (5)
    info = build_info()

    def check_content(self) -> None:
        check_content()

    def _blank(self) -> DivisionPlay:
        state = DivisionPlay.__new__(DivisionPlay)
        state.game = self
        return state

    def new_initial_state(self, config: GameConfig) -> DivisionPlay:
        check_content()
        mode = config.option("mode")
        eras = tuple(config.option("order").split("-")) if mode == "campaign" else (config.option("era"),)
        state = self._blank()
        state.init_data(mode, eras)
        coin = config.options.get("coin", "toss")  # saves from before the option toss the coin
        if coin != "toss":
            draft.give_first_coin(state, COIN_CHOICES.index(coin) - 1)
        return state

    def state_from_json(self, data: Json) -> DivisionPlay:
        check_content()
        state = self._blank()
        state.load_json(data)
        return state

    def determinize(self, observation: Json, rng: Rng) -> DivisionPlay:
        state = self._blank()
        view.determinize(state, observation, rng)
        return state

    def chance_words(self) -> str:
        return words.chance_words()

    def repeat_text(self, text: str, count: int) -> str | None:
        """A log line said `count` times in a row, as one sentence ("draws three cards ...")."""
        return repeated(text, count)

    def ai_hooks(self) -> DivisionHooks:
        return DivisionHooks()
