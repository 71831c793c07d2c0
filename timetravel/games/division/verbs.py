"""Time Division's effect verbs, one small function each, registered in the card-script kit.

A row's verbs run in order on the cards its chooser picked (`cards`, those still where they were
picked). A verb returns Outcome.WAIT when the card it triggered pushed a frame that must run first.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from timetravel.engine.events import Message, said
from timetravel.engine.script import NoParams, Outcome, ScriptRegistry, Step, Test

if TYPE_CHECKING:
    from timetravel.games.division.content import Row
    from timetravel.games.division.rules import DivisionState


@dataclass(slots=True)
class Act:
    """What one verb of a row works on."""

    st: DivisionState
    frame: dict[str, Any]  # keys: see effects.start
    row: Row
    cards: list[str]
    chooser: int
    knowers: frozenset[int]


VERBS: ScriptRegistry[Act] = ScriptRegistry("division")
STEPS: dict[str, Step] = {}  # the verbs take no parameters: one step value each


def say(st: DivisionState, key: str, **params: object) -> None:
    st.events.append(Message(**said(key, **params)))


@VERBS.verb("trigger")
def trigger(act: Act, _: NoParams) -> Outcome:
    from timetravel.games.division.effects import try_trigger

    for card_id in act.cards:
        act.st.reveal(card_id)
        depth = len(act.st.frames)
        try_trigger(act.st, card_id, int(act.frame["blue"]), own_round=False)
        if len(act.st.frames) > depth:
            return Outcome.WAIT
    return Outcome.NEXT


@VERBS.verb("move")
def move(act: Act, _: NoParams) -> None:
    from timetravel.games.division.effects import place_zones

    assert act.row.to is not None
    target = place_zones(act.frame, act.row.to)[0]
    for card_id in act.cards:
        act.st.move(card_id, target, act.knowers, face_down=card_id in act.st.facedown)


@VERBS.verb("exchange")
def exchange(act: Act, _: NoParams) -> None:
    target = act.frame["target"]
    if act.cards and target and act.st.zone_of(target[0]):
        act.st.exchange(act.cards[0], target[0], act.knowers | frozenset({act.chooser}))


@VERBS.verb("rotate")
def rotate(act: Act, _: NoParams) -> None:
    for card_id in act.cards:
        act.st.toggle_rotation(card_id)


@VERBS.verb("coin")
def coin(act: Act, _: NoParams) -> None:
    act.st.give_coin(act.chooser)


@VERBS.verb("no_trigger")
def no_trigger(act: Act, _: NoParams) -> None:
    act.st.blocked.update(act.cards)
    for card_id in act.cards:
        say(act.st, "{card} cannot be triggered this round.", card=act.st.card(card_id).name)


@VERBS.verb("simultaneous")
def simultaneous(act: Act, _: NoParams) -> None:
    act.st.simultaneous = True
    say(act.st, "This round both players choose their cards at the same time.")


STEPS.update({name: Step(name, NoParams()) for name in VERBS.verbs})


# --- check bars: the condition that makes a seat orange --------------------------------------------
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


TESTS: dict[str, Test] = {name: Test(name, NoParams()) for name in CHECKS.conditions}


def orange(st: DivisionState, condition: str) -> int:
    """The seat a check bar's condition makes orange (exactly one seat meets it)."""
    return 0 if CHECKS.holds(Standing(st, 0), TESTS[condition]) else 1
