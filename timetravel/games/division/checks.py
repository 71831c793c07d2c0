"""Time Division's check bars: the condition that makes one seat orange for a card's effect,
registered in the card-script kit (content.CHECK_NAMES lists them for the content's validation)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from timetravel.engine.script import NoParams, ScriptRegistry, Test
from timetravel.games.division.content import CHECK_NAMES, Card
from timetravel.games.division.state import DivisionState


@dataclass(slots=True)
class Standing:
    """One seat's standing against its rival, for a check bar."""

    st: DivisionState
    seat: int

    def ahead(self, metric: Callable[[int], int]) -> bool:
        """Whether the seat is ahead by `metric`: the coin owner counts as ahead in every tie."""
        mine, theirs = metric(self.seat), metric(1 - self.seat)
        coin = self.st.coin if self.st.coin is not None else 0
        return mine > theirs or (mine == theirs and coin == self.seat)


CHECKS: ScriptRegistry[Standing] = ScriptRegistry("division checks")


@CHECKS.condition("most_cards")
def most_cards(s: Standing, _: NoParams) -> bool:
    return s.ahead(s.st.card_count)


@CHECKS.condition("fewest_cards")
def fewest_cards(s: Standing, _: NoParams) -> bool:
    return not s.ahead(s.st.card_count)


@CHECKS.condition("highest_total")
def highest_total(s: Standing, _: NoParams) -> bool:
    return s.ahead(s.st.play_total)


@CHECKS.condition("lowest_total")
def lowest_total(s: Standing, _: NoParams) -> bool:
    return not s.ahead(s.st.play_total)


@CHECKS.condition("highest_card")
def highest_card(s: Standing, _: NoParams) -> bool:
    return s.ahead(s.st.highest_card)


assert set(CHECKS.conditions) == set(CHECK_NAMES), "content.CHECK_NAMES lists the registered checks"
TESTS: dict[str, Test] = {name: Test(name, NoParams()) for name in CHECKS.conditions}


def orange(st: DivisionState, condition: str) -> int:
    """The seat a check bar's condition makes orange (exactly one seat meets it)."""
    return 0 if CHECKS.holds(Standing(st, 0), TESTS[condition]) else 1


def check_orange(st: DivisionState, card: Card) -> int | None:
    """The player a check bar makes orange. The coin owner counts as higher in every tie."""
    if card.check is None:
        return None
    return orange(st, card.check.condition)
