"""Time Division as a Game: its declaration, options, and the factory of its states."""

from __future__ import annotations

from itertools import permutations

from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.game import Game, GameConfig, GameInfo, OptionSpec
from timetravel.engine.rng import Rng
from timetravel.engine.state import Json
from timetravel.games.division import observe
from timetravel.games.division.content import ERAS, load_era
from timetravel.games.division.rules import ROUNDS, DivisionState

COIN_CHOICES = ("toss", "first", "second")  # who starts: a coin toss, or the more experienced player
ORDERS = tuple("-".join(p) for p in permutations(ERAS))


def _era_names() -> dict[str, str]:
    return {era_id: load_era(era_id).name for era_id in ERAS}


ERA_NAMES = _era_names()
ORDER_NAMES = tuple(", then ".join(ERA_NAMES[e] for e in order.split("-")) for order in ORDERS)


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


class DivisionGame(Game):
    info = GameInfo(
        id="division",
        title="Time Division",
        pitch="Two agents draft the characters of an era and fight over its influence.",
        min_seats=2,
        max_seats=2,
        has_chance=True,
        hidden_information=True,
        max_length=max_actions(),
        options=(
            OptionSpec(
                "mode",
                "Mode",
                ("single", "campaign"),
                "single",
                "One era, or a three-era campaign.",
                choice_labels=("Single era", "Campaign of three eras"),
            ),
            OptionSpec(
                "era",
                "Era",
                ERAS,
                "egypt",
                "The era of a single-era game.",
                (("mode", "single"),),
                choice_labels=tuple(ERA_NAMES[e] for e in ERAS),
            ),
            OptionSpec(
                "order",
                "Campaign order",
                ORDERS,
                ORDERS[0],
                "The order of eras in a campaign.",
                (("mode", "campaign"),),
                choice_labels=ORDER_NAMES,
            ),
            OptionSpec(
                "coin",
                "First coin",
                COIN_CHOICES,
                "toss",
                "Toss the coin, or give it to the more experienced player, as the rulebook allows.",
                choice_labels=(
                    "Toss the coin",
                    "The first player is more experienced and takes it",
                    "The second player is more experienced and takes it",
                ),
            ),
        ),
        accent=(38, 97, 156),
    )

    def new_initial_state(self, config: GameConfig) -> DivisionState:
        mode = config.option("mode")
        eras = tuple(config.option("order").split("-")) if mode == "campaign" else (config.option("era"),)
        state = DivisionState.__new__(DivisionState)
        state.game = self
        state.init_data(mode, eras)
        coin = config.options.get("coin", "toss")  # saves from before the option toss the coin
        if coin != "toss":
            state.give_first_coin(COIN_CHOICES.index(coin) - 1)
        return state

    def state_from_json(self, data: Json) -> DivisionState:
        state = DivisionState.__new__(DivisionState)
        state.game = self
        state.load_json(data)
        return state

    def determinize(self, observation: Json, rng: Rng) -> DivisionState:
        return observe.determinize(self, observation, rng)

    def chance_words(self) -> str:
        return "The coin and the cards fall where they may."

    def repeat_text(self, text: str, count: int) -> str | None:
        """A log line said `count` times in a row, as one sentence ("draws three cards ...")."""
        from timetravel.games.division.log_text import repeated

        return repeated(text, count)

    def ai_hooks(self) -> AIHooks:
        from timetravel.games.division.ai import DivisionHooks

        return DivisionHooks()
