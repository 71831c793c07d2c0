"""Time Division's effect verbs, one small function each, registered in the card-script kit
(content.VERB_NAMES lists them for the content's validation).

A row's verbs run in order on the cards its chooser picked (those still where they were picked:
a verb after a move finds none). "trigger" pushes the triggered card's frame, which the kit's
Interpreter runs before the rest of the row.
"""

from __future__ import annotations

from dataclasses import dataclass

from timetravel.engine.events import Message
from timetravel.engine.script import Context, Frame, NoParams, Outcome, ScriptRegistry
from timetravel.games.division import moves, words_log
from timetravel.games.division.content import VERB_NAMES, Row
from timetravel.games.division.program import ORIGIN, PICKED, chooser, place_zones, row_of
from timetravel.games.division.state import DivisionState
from timetravel.games.division.triggers import try_trigger


@dataclass(slots=True)
class Act:
    """What one verb of a row works on: the picked cards still where they were picked."""

    st: DivisionState
    frame: Frame
    row: Row
    cards: list[str]
    chooser: int
    knowers: frozenset[int]


def act_of(ctx: Context[DivisionState]) -> Act:
    """What a verb of the frame's row works on: the picked cards still where they were picked."""
    st, frame = ctx.state, ctx.frame
    row = row_of(frame)
    seat = chooser(frame)
    knowers = frozenset({seat}) if row.take is not None and row.take.spec != "random" else frozenset()
    picked = zip(frame.scratch[PICKED], frame.scratch[ORIGIN], strict=True)
    return Act(st, frame, row, [c for c, z in picked if c in st.z[z]], seat, knowers)


VERBS: ScriptRegistry[Context[DivisionState]] = ScriptRegistry("division")


@VERBS.verb("trigger")
def trigger(ctx: Context[DivisionState], _: NoParams) -> Outcome:
    act = act_of(ctx)
    for card_id in act.cards:
        moves.reveal(act.st, card_id)
        depth = len(ctx.stack)
        try_trigger(act.st, card_id, act.frame.seats.actor, own_round=False)
        if len(ctx.stack) > depth:
            break  # the triggered card's frame runs first, then the rest of this row
    return Outcome.NEXT


@VERBS.verb("move")
def move(ctx: Context[DivisionState], _: NoParams) -> None:
    act = act_of(ctx)
    assert act.row.to is not None
    target = place_zones(act.frame, act.row.to)[0]
    for card_id in act.cards:
        moves.move(act.st, card_id, target, act.knowers, face_down=card_id in act.st.facedown)


@VERBS.verb("exchange")
def exchange(ctx: Context[DivisionState], _: NoParams) -> None:
    act = act_of(ctx)
    target = act.frame.scratch["target"]
    if act.cards and target and act.st.zone_of(target[0]):
        moves.exchange(act.st, act.cards[0], target[0], act.knowers | frozenset({act.chooser}))


@VERBS.verb("rotate")
def rotate(ctx: Context[DivisionState], _: NoParams) -> None:
    act = act_of(ctx)
    for card_id in act.cards:
        moves.toggle_rotation(act.st, card_id)


@VERBS.verb("coin")
def coin(ctx: Context[DivisionState], _: NoParams) -> None:
    act = act_of(ctx)
    moves.give_coin(act.st, act.chooser)


@VERBS.verb("no_trigger")
def no_trigger(ctx: Context[DivisionState], _: NoParams) -> None:
    act = act_of(ctx)
    act.st.blocked.update(act.cards)
    for card_id in act.cards:
        act.st.events.append(Message(**words_log.not_triggerable(act.st.card(card_id).name)))


@VERBS.verb("simultaneous")
def simultaneous(ctx: Context[DivisionState], _: NoParams) -> None:
    ctx.state.simultaneous = True
    ctx.state.events.append(Message(**words_log.played_together()))


assert set(VERBS.verbs) == set(VERB_NAMES), "content.VERB_NAMES lists the registered verbs"
