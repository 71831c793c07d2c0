"""Time Division's effects, run on the engine's card-script Interpreter.

A card's rows compile into steps (program.py) and an effect runs as a kit Frame on the state's
stack: `pick` waits for the chooser's decision when there is more than one option, `draw` waits for
a chance outcome, then the row's verbs (verbs.py) act, and "trigger" pushes the triggered card's
frame on top. Before a frame starts (triggers.py), every row is checked: an effect that cannot be
resolved completely has no effect at all.
"""

from __future__ import annotations

from itertools import product

from timetravel.engine.actions import Action, interned
from timetravel.engine.events import Message
from timetravel.engine.script import Context, Frame, Interpreter, NoParams, Outcome, ScriptRegistry
from timetravel.games.division import knowledge, words_log, words_picks
from timetravel.games.division.content import Place, Row
from timetravel.games.division.program import (
    NO_PICKS,
    ORIGIN,
    PICKED,
    TARGET,
    TZONE,
    Draw,
    chooser,
    place_zones,
    program_of,
    row_of,
    waits_for_chance,
)
from timetravel.games.division.state import DivisionState
from timetravel.games.division.triggers import candidates
from timetravel.games.division.verbs import VERBS

ANSWER, DRAWN = "answer", "drawn"  # what a pick or a draw is told when it runs again (never saved)
Option = tuple[tuple[str, ...], tuple[str, ...]]  # the cards taken, the cards exchanged with


def _groups(st: DivisionState, frame: Frame, place: Place) -> list[tuple[str, ...]]:
    """The alternatives a chooser has for one place: one card each (a random card is drawn later)."""
    if place.spec == "random":
        return [()]
    return [(c,) for c in candidates(st, frame, place)]


def pick_options(st: DivisionState, frame: Frame, row: Row) -> list[Option]:
    if row.take is None:
        return [((), ())]
    takes = _groups(st, frame, row.take)
    tos = _groups(st, frame, row.to) if "exchange" in row.actions and row.to is not None else [()]
    return [(a, b) for a, b in product(takes, tos) if not set(a) & set(b)]


# --- running frames: the steps a row compiles into around its verbs ---------------------------------
FLOW: ScriptRegistry[Context[DivisionState]] = ScriptRegistry("division effects")
FLOW.include(VERBS)
INTERPRETER: Interpreter[DivisionState] = Interpreter(FLOW)


def run(st: DivisionState) -> None:
    """Carry out frames until one waits for a decision or a chance draw, or none are left."""
    INTERPRETER.run(st, st.frames)


def needs(st: DivisionState) -> str:
    """ "" when no frame waits, else "decision" or "chance"."""
    if not st.frames:
        return ""
    return "chance" if waits_for_chance(st.frames) else "decision"


@FLOW.verb("pick")
def pick(ctx: Context[DivisionState], _: NoParams) -> Outcome:
    """The chooser's choice of cards for the row: made at once when there is one option; with none
    the row is skipped."""
    st, frame = ctx.state, ctx.frame
    answer: Option | None = frame.scratch.pop(ANSWER, None)
    if answer is None:
        row = row_of(frame)
        options = pick_options(st, frame, row)
        if not options:
            ctx.goto(program_of(frame).row_end(frame.pc))
            return Outcome.NEXT
        if len(options) > 1:
            _look(st, frame, row)
            return Outcome.WAIT
        answer = options[0]
    take, to = answer
    frame.scratch[PICKED], frame.scratch[TARGET] = take, to
    frame.scratch[ORIGIN] = tuple(st.zone_of(c) for c in take)
    frame.scratch[TZONE] = tuple(st.zone_of(c) for c in to)
    return Outcome.NEXT


@FLOW.verb("draw", Draw)
def draw(ctx: Context[DivisionState], p: Draw) -> Outcome:
    """A random card for one end of the row, once chance has drawn it."""
    card_id: str | None = ctx.frame.scratch.pop(DRAWN, None)
    if card_id is None:
        return Outcome.CHANCE
    cards, zones = (PICKED, ORIGIN) if p.end == "take" else (TARGET, TZONE)
    ctx.frame.scratch[cards], ctx.frame.scratch[zones] = (card_id,), (ctx.state.zone_of(card_id),)
    return Outcome.NEXT


@FLOW.verb("next_row")
def next_row(ctx: Context[DivisionState], _: NoParams) -> None:
    ctx.frame.scratch.update(NO_PICKS)


def random_outcomes(st: DivisionState) -> list[str]:
    frame = st.frames[-1]
    step = frame.steps[frame.pc]
    assert isinstance(step.params, Draw)
    row = row_of(frame)
    place = row.take if step.params.end == "take" else row.to
    assert place is not None
    picked = frame.scratch[PICKED]
    return [c for zone in place_zones(frame, place) for c in st.z[zone] if c not in picked]


def draw_random(st: DivisionState, card_id: str) -> None:
    st.frames[-1].scratch[DRAWN] = card_id
    run(st)


def _look(st: DivisionState, frame: Frame, row: Row) -> None:
    """Choosing in a hand or the Independent Stack lets the chooser look at every card there."""
    seat = chooser(frame)
    for place in (row.take, row.to):
        if place is None or place.spec == "random":
            continue
        for zone in place_zones(frame, place):
            if st.zone_hidden(seat, zone):
                knowledge.know(st, seat, st.z[zone])


# --- actions for the chooser ----------------------------------------------------------------------------
def pick_actions(st: DivisionState) -> list[Action]:
    frame = st.frames[-1]
    options = pick_options(st, frame, row_of(frame))
    actions = [interned("pick", *(st.token(c) for c in (*take, *to))) for take, to in options]
    return sorted(actions, key=str)


def apply_pick(st: DivisionState, action: Action) -> None:
    frame = st.frames[-1]
    wanted = tuple(str(a) for a in action.args)
    for take, to in pick_options(st, frame, row_of(frame)):
        if tuple(st.token(c) for c in (*take, *to)) == wanted:
            what = words_picks.public_pick_words(st, frame, take, to)
            st.events.append(Message(**words_log.chooses(chooser(frame), what)))
            frame.scratch[ANSWER] = (take, to)
            run(st)
            return
    raise AssertionError("a legal pick always matches an option")
