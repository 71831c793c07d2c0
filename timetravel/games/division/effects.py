"""Time Division's effects, run on the engine's card-script Interpreter.

A card's rows compile into steps (program.py) and an effect runs as a kit Frame on the state's
stack: `pick` waits for the chooser's decision when there is more than one option, `draw` waits for
a chance outcome, then the row's verbs (verbs.py) act, and "trigger" pushes the triggered card's
frame on top. Before a frame starts, every row is checked: an effect that cannot be resolved
completely has no effect at all.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING

from timetravel.engine.actions import Action, interned
from timetravel.engine.script import Context, Frame, Interpreter, Msg, NoParams, Outcome, ScriptRegistry
from timetravel.games.division import knowledge
from timetravel.games.division.content import Card, Place, Row
from timetravel.games.division.program import (
    NO_PICKS,
    ORIGIN,
    PICKED,
    TARGET,
    TZONE,
    Draw,
    new_frame,
    part_of,
    program_of,
    row_of,
    rows_of,
)
from timetravel.games.division.verbs import VERBS, Act, orange, say

if TYPE_CHECKING:
    from timetravel.games.division.rules import DivisionState

LOCATION_ZONE = {"temporary": "temp"}
# the rulebook's colours are seat roles of the kit
SIDE_ROLE = {"blue": "self", "red": "rival", "any": "any", "orange": "orange"}
ANSWER, DRAWN = "answer", "drawn"  # what a pick or a draw is told when it runs again (never saved)
Option = tuple[tuple[str, ...], tuple[str, ...]]  # the cards taken, the cards exchanged with


# --- places --------------------------------------------------------------------------------------
def chooser(frame: Frame) -> int:
    """The player who makes the choices of a frame: orange under a check bar, else blue."""
    return frame.seats.named.get("orange", frame.seats.actor)


def is_orange(frame: Frame) -> bool:
    """Whether a check bar made a seat orange for this frame."""
    return "orange" in frame.seats.named


def place_zones(frame: Frame, place: Place) -> list[str]:
    location = LOCATION_ZONE.get(place.location, place.location)
    if place.side is None:
        return [location]
    role = SIDE_ROLE[place.side]
    if role == "orange" and not is_orange(frame):
        role = "self"  # without a check bar the chooser is blue
    return [f"{location}:{s}" for s in frame.seats.resolve(role)]


def candidates(st: DivisionState, frame: Frame, place: Place) -> list[str]:
    """The cards a place's specification can mean, before ties are chosen among."""
    cards = [c for zone in place_zones(frame, place) for c in st.z[zone]]
    valued = [c for c in cards if c not in st.facedown]
    spec = place.spec
    if spec in ("single", "chosen", "random"):
        return cards
    if spec == "value":
        return [c for c in valued if st.card(c).value == place.value]
    if spec == "rotated":
        return [c for c in valued if c in st.rotated]
    if not valued:
        return []
    values = [st.card(c).value for c in valued]
    best = min(values) if spec == "lowest" else max(values)
    return [c for c, v in zip(valued, values, strict=True) if v == best]


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


# --- starting an effect ---------------------------------------------------------------------------
def check_orange(st: DivisionState, card: Card) -> int | None:
    """The player a check bar makes orange. The coin owner counts as higher in every tie."""
    if card.check is None:
        return None
    return orange(st, card.check.condition)


def feasible(st: DivisionState, frame: Frame, rows: tuple[Row, ...]) -> bool:
    """Whether every row can be carried out (a later row may use what an earlier one put down)."""
    filled: set[str] = set()
    for row in rows:
        for place, needed in ((row.take, True), (row.to, "exchange" in row.actions)):
            if place is None or not needed:
                continue
            zones = place_zones(frame, place)
            if not candidates(st, frame, place) and not (
                place.spec in ("chosen", "random") and set(zones) & filled
            ):
                return False
        if row.to is not None:
            filled.update(place_zones(frame, row.to))
    return True


def start(st: DivisionState, card_id: str, blue: int, kind: str = "nested") -> None:
    """Push the frame of `card_id` resolved by `blue`, if it can be resolved at all. `kind` is why it
    runs: "round" (triggered in its own round), "nested" (by another card) or "delayed" (its delayed
    effect)."""
    card = st.card(card_id)
    part = part_of(kind)
    seat = check_orange(st, card) if part == "effect" else None
    rows = rows_of(card, part)
    if not rows:
        say(st, "{card} has no effect.", card=card.name)
        return
    if seat is not None:
        say(st, "{card}: {player} is orange.", card=card.name, player=st.seat_name(seat))
    frame = new_frame(card_id, blue, kind, seat)
    if not feasible(st, frame, rows):
        say(st, "{card} cannot be resolved completely: no effect.", card=card.name)
        return
    st.frames.append(frame)


def try_trigger(st: DivisionState, card_id: str, blue: int, own_round: bool) -> None:
    """Trigger a card for `blue`, or explain why it is triggered for no effect."""
    card = st.card(card_id)
    name: object = card.name if card_id not in st.facedown else Msg.of("The face-down card")
    reason = ""
    if card_id in st.triggered:
        reason = "{card} was already triggered this round: no effect."
    elif card_id in st.facedown:
        reason = "{card} stays face down: no effect."
    elif not own_round and card.ignore:
        reason = "{card} ignores other cards' effects: no effect."
    elif not own_round and card.delayed is not None:
        reason = "{card} works only when its owner plays it: no effect."
    elif card_id in st.blocked:
        reason = "{card} cannot be triggered this round: no effect."
    st.triggered.add(card_id)
    if reason:
        say(st, reason, card=name)
        return
    say(st, "{player} triggers {card}.", player=st.seat_name(blue), card=card.name)
    start(st, card_id, blue, "round" if own_round else "nested")


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
    return "chance" if waits_for_chance(st) else "decision"


def waits_for_chance(st: DivisionState) -> bool:
    return Interpreter.waiting(st.frames) is Outcome.CHANCE


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


def act_of(ctx: Context[DivisionState]) -> Act:
    """What a verb of the frame's row works on: the picked cards still where they were picked."""
    st, frame = ctx.state, ctx.frame
    row = row_of(frame)
    seat = chooser(frame)
    knowers = frozenset({seat}) if row.take is not None and row.take.spec != "random" else frozenset()
    picked = zip(frame.scratch[PICKED], frame.scratch[ORIGIN], strict=True)
    return Act(st, frame, row, [c for c, z in picked if c in st.z[z]], seat, knowers)


# --- actions for the chooser ----------------------------------------------------------------------------
def token(st: DivisionState, card_id: str) -> str:
    """How an action names a card: its id, or its space when it lies face down."""
    if card_id not in st.facedown:
        return card_id
    zone = st.zone_of(card_id)
    return f"fd_{zone.replace(':', '')}_{st.z[zone].index(card_id)}"


def from_token(st: DivisionState, text: str) -> str:
    if not text.startswith("fd_"):
        return text
    _, zone, index = text.split("_")
    name = zone[:-1] + ":" + zone[-1] if zone[-1].isdigit() else zone
    return st.z[name][int(index)]


def pick_actions(st: DivisionState) -> list[Action]:
    frame = st.frames[-1]
    options = pick_options(st, frame, row_of(frame))
    actions = [interned("pick", *(token(st, c) for c in (*take, *to))) for take, to in options]
    return sorted(actions, key=str)


def apply_pick(st: DivisionState, action: Action) -> None:
    frame = st.frames[-1]
    wanted = tuple(str(a) for a in action.args)
    for take, to in pick_options(st, frame, row_of(frame)):
        if tuple(token(st, c) for c in (*take, *to)) == wanted:
            who = st.seat_name(chooser(frame))
            say(st, "{player} chooses {what}", player=who, what=public_pick_words(st, frame, take, to))
            frame.scratch[ANSWER] = (take, to)
            run(st)
            return
    raise AssertionError("a legal pick always matches an option")


def public_pick_words(st: DivisionState, frame: Frame, take: tuple[str, ...], to: tuple[str, ...]) -> Msg:
    """ "Vizier from The Past for Potter." or "a card from the hand of Ada, to swap with ..." """
    seat = chooser(frame)
    first = _and([_public_words(st, seat, c) for c in take])
    name = st.card(frame.source).name
    if to:
        other = _and([_public_words(st, seat, c) for c in to])
        return Msg.of("{first} for {card}, to swap with {other}.", first=first, card=name, other=other)
    return Msg.of("{first} for {card}.", first=first, card=name)


def _and(parts: list[Msg]) -> Msg:
    """ "A and B and C" (a pick takes one or two cards)."""
    said = parts[0]
    for part in parts[1:]:
        said = Msg.of("{a} and {b}", a=said, b=part)
    return said


def _public_words(st: DivisionState, seat: int, card_id: str) -> Msg:
    from timetravel.games.division.state import own_zone_phrase, zone_phrase

    zone = st.zone_of(card_id)
    kind, _, owner = zone.partition(":")
    where = zone_phrase(zone) if owner != str(seat) else own_zone_phrase(kind)
    if card_id in st.facedown:
        n = st.z[zone].index(card_id) + 1
        return Msg.of("the face-down card in space {n} of {where}", n=n, where=where)
    # the chooser looked at the place (a hand, the Independent Stack); the others see it or not
    if all(other == seat or st.visible(other, zone, card_id) for other in (0, 1)):
        return Msg.of("{card} from {where}", card=st.card(card_id).name, where=where)
    return Msg.of("a card from {where}", where=where)


_CONDITION_WORDS = {
    "most_cards": "most cards",
    "fewest_cards": "fewest cards",
    "highest_total": "highest total",
    "lowest_total": "lowest total",
    "highest_card": "highest card",
}
_SPEC_WORDS = {
    "single": "the card",
    "chosen": "a card",
    "lowest": "the lowest card",
    "highest": "the highest card",
    "rotated": "a turned card",
}


def choice_prompt(st: DivisionState) -> str:
    """What the chooser of the waiting frame picks, short enough for two lines of the side panel;
    under a check bar it says instead that the chooser is orange and why."""
    frame = st.frames[-1]
    seat = chooser(frame)
    row = row_of(frame)
    card = st.card(frame.source)
    head = f"{card.name}: "
    if is_orange(frame) and card.check is not None:
        condition = card.check.condition
        metric = {"most_cards": st.card_count, "fewest_cards": st.card_count, "highest_card": st.highest_card}
        values = [metric.get(condition, st.play_total)(s) for s in (0, 1)]
        why = ", by the coin" if values[0] == values[1] else ""
        head = f"You are orange ({_CONDITION_WORDS[condition]}{why}): "
    if row.take is None:
        return f"{head}choose."
    what = _place_words(row.take, frame, seat)
    if "exchange" in row.actions and row.to is not None:
        other = _place_words(row.to, frame, seat).replace("a card in", "one in")
        return f"{head}swap {what} for {other}."
    return f"{head}pick {what}."


_SHORT_PLACE = {
    "past": "The Past",
    "independent": "the Stack",
    "hand": "hand",
    "influence": "area",
    "decision": "Decision Space",
    "temporary": "Temporary Space",
}


def _place_words(place: Place, frame: Frame, seat: int) -> str:
    """A place and its specification in few words: "a card in your hand", "your rival's lowest card"."""
    where = _SHORT_PLACE[place.location]
    whose = ""
    if place.side == "any":
        where = f"either {where}"
    elif place.side is not None:
        owner = int(place_zones(frame, place)[0].partition(":")[2])
        whose = "your" if owner == seat else "your rival's"
        where = f"{whose} {where}"
    if place.spec == "random":
        return f"one at random in {where}"
    if place.spec in ("lowest", "highest") and place.location == "influence" and whose:
        return f"{whose} {place.spec} card"  # an area's card: "your lowest card"
    noun = f"a {place.value}" if place.spec == "value" else _SPEC_WORDS[place.spec]
    if place.location == "decision" and whose:
        return f"{whose} played card" if place.spec == "single" else f"{whose} played card ({noun})"
    return f"{noun} in {where}"
