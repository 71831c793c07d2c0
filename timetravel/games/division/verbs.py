"""Time Division's effect verbs, one small function each, registered in the card-script kit.

A row's verbs run in order on the cards its chooser picked (those still where they were picked:
a verb after a move finds none). "trigger" pushes the triggered card's frame, which the kit's
Interpreter runs before the rest of the row.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from timetravel.engine.events import Message, said
from timetravel.engine.script import Context, Frame, NoParams, Outcome, ScriptRegistry, Test

if TYPE_CHECKING:
    from timetravel.games.division.content import Row
    from timetravel.games.division.rules import DivisionState


@dataclass(slots=True)
class Act:
    """What one verb of a row works on (effects.act_of builds it from the verb's context)."""

    st: DivisionState
    frame: Frame
    row: Row
    cards: list[str]
    chooser: int
    knowers: frozenset[int]


VERBS: ScriptRegistry[Context[DivisionState]] = ScriptRegistry("division")


def say(st: DivisionState, key: str, **params: object) -> None:
    st.events.append(Message(**said(key, **params)))


def _act(ctx: Context[DivisionState]) -> Act:
    from timetravel.games.division.effects import act_of

    return act_of(ctx)


@VERBS.verb("trigger")
def trigger(ctx: Context[DivisionState], _: NoParams) -> Outcome:
    from timetravel.games.division.effects import try_trigger

    act = _act(ctx)
    for card_id in act.cards:
        act.st.reveal(card_id)
        depth = len(ctx.stack)
        try_trigger(act.st, card_id, act.frame.seats.actor, own_round=False)
        if len(ctx.stack) > depth:
            break  # the triggered card's frame runs first, then the rest of this row
    return Outcome.NEXT


@VERBS.verb("move")
def move(ctx: Context[DivisionState], _: NoParams) -> None:
    from timetravel.games.division.effects import place_zones

    act = _act(ctx)
    assert act.row.to is not None
    target = place_zones(act.frame, act.row.to)[0]
    for card_id in act.cards:
        act.st.move(card_id, target, act.knowers, face_down=card_id in act.st.facedown)


@VERBS.verb("exchange")
def exchange(ctx: Context[DivisionState], _: NoParams) -> None:
    act = _act(ctx)
    target = act.frame.scratch["target"]
    if act.cards and target and act.st.zone_of(target[0]):
        act.st.exchange(act.cards[0], target[0], act.knowers | frozenset({act.chooser}))


@VERBS.verb("rotate")
def rotate(ctx: Context[DivisionState], _: NoParams) -> None:
    act = _act(ctx)
    for card_id in act.cards:
        act.st.toggle_rotation(card_id)


@VERBS.verb("coin")
def coin(ctx: Context[DivisionState], _: NoParams) -> None:
    act = _act(ctx)
    act.st.give_coin(act.chooser)


@VERBS.verb("no_trigger")
def no_trigger(ctx: Context[DivisionState], _: NoParams) -> None:
    act = _act(ctx)
    act.st.blocked.update(act.cards)
    for card_id in act.cards:
        say(act.st, "{card} cannot be triggered this round.", card=act.st.card(card_id).name)


@VERBS.verb("simultaneous")
def simultaneous(ctx: Context[DivisionState], _: NoParams) -> None:
    ctx.state.simultaneous = True
    say(ctx.state, "This round both players choose their cards at the same time.")


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
