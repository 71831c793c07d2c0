"""The one interpreter of effect rows.

An effect runs as a frame on a stack: frames wait for a chooser's pick or a chance draw, and a
"trigger" action pushes the triggered card's frame on top. Before a frame starts, every row is
checked: an effect that cannot be resolved completely has no effect at all.
"""

from __future__ import annotations

from itertools import product
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from timetravel.engine.actions import Action, interned
from timetravel.engine.script import Msg, Outcome, Seats
from timetravel.games.division import knowledge
from timetravel.games.division.content import Card, Place, Row
from timetravel.games.division.verbs import STEPS, VERBS, Act, orange, say

if TYPE_CHECKING:
    from timetravel.games.division.rules import DivisionState

LOCATION_ZONE = {"temporary": "temp"}
# the rulebook's colours are seat roles of the kit
SIDE_ROLE = {"blue": "self", "red": "rival", "any": "any", "orange": "orange"}


# --- places --------------------------------------------------------------------------------------
def resolver(frame: dict[str, Any]) -> int:
    """The player who makes the choices of a frame: orange under a check bar, else blue."""
    orange = frame.get("orange")
    return int(orange) if orange is not None else int(frame["blue"])


def place_zones(frame: dict[str, Any], place: Place) -> list[str]:
    location = LOCATION_ZONE.get(place.location, place.location)
    if place.side is None:
        return [location]
    return [f"{location}:{s}" for s in seats(frame).resolve(SIDE_ROLE[place.side])]


def seats(frame: dict[str, Any]) -> Seats:
    """The frame's seat roles: "self" resolves it, "rival" is the other, "orange" the chooser."""
    return Seats(actor=int(frame["blue"]), count=2, named=MappingProxyType({"orange": resolver(frame)}))


def candidates(st: DivisionState, frame: dict[str, Any], place: Place) -> list[str]:
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


def _groups(st: DivisionState, frame: dict[str, Any], place: Place) -> list[tuple[str, ...]]:
    """The alternatives a chooser has for one place: one card each (a random card is drawn later)."""
    if place.spec == "random":
        return [()]
    return [(c,) for c in candidates(st, frame, place)]


def pick_options(st: DivisionState, frame: dict[str, Any], row: Row) -> list[tuple[tuple[str, ...], ...]]:
    if row.take is None:
        return [((), ())]
    takes = _groups(st, frame, row.take)
    tos = _groups(st, frame, row.to) if "exchange" in row.actions and row.to is not None else [()]
    return [(a, b) for a, b in product(takes, tos) if not set(a) & set(b)]


# --- starting an effect ---------------------------------------------------------------------------
def rows_of(st: DivisionState, frame: dict[str, Any]) -> tuple[Row, ...]:
    card = st.card(frame["card"])
    if frame["part"] == "delayed":
        assert card.delayed is not None
        return card.delayed.rows
    return card.effect


def check_orange(st: DivisionState, card: Card) -> int | None:
    """The player a check bar makes orange. The coin owner counts as higher in every tie."""
    if card.check is None:
        return None
    return orange(st, card.check.condition)


def feasible(st: DivisionState, frame: dict[str, Any], rows: tuple[Row, ...]) -> bool:
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


def start(st: DivisionState, card_id: str, blue: int, part: str = "effect", kind: str = "nested") -> None:
    """Push the frame of `card_id`'s effect resolved by `blue`, if it can be resolved at all."""
    card = st.card(card_id)
    frame: dict[str, Any] = {
        "card": card_id,
        "blue": blue,
        "part": part,
        "kind": kind,
        "row": 0,
        "act": 0,
        "phase": "pick",
        "picked": [],
        "target": [],
        "origin": [],
        "tzone": [],
        "orange": check_orange(st, card) if part == "effect" else None,
    }
    rows = rows_of(st, frame)
    if not rows:
        say(st, "{card} has no effect.", card=card.name)
        return
    if frame["orange"] is not None:
        say(st, "{card}: {player} is orange.", card=card.name, player=st.seat_name(frame["orange"]))
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
    start(st, card_id, blue, "effect", "round" if own_round else "nested")


# --- running frames ---------------------------------------------------------------------------------
def run(st: DivisionState) -> None:
    """Carry out frames until one waits for a decision or a chance draw, or none are left."""
    while st.frames:
        frame = st.frames[-1]
        rows = rows_of(st, frame)
        if frame["row"] >= len(rows):
            st.frames.pop()
            continue
        row = rows[frame["row"]]
        if frame["phase"] == "pick":
            options = pick_options(st, frame, row)
            if not options:
                _next_row(frame)
                continue
            if len(options) > 1:
                _look(st, frame, row)
                return
            choose(st, frame, options[0])
            continue
        if frame["phase"] in ("rand_take", "rand_to"):
            return
        if not _act(st, frame, row):
            return


def needs(st: DivisionState) -> str:
    """ "" when no frame waits, else "decision" or "chance"."""
    if not st.frames:
        return ""
    return "chance" if st.frames[-1]["phase"] in ("rand_take", "rand_to") else "decision"


def choose(st: DivisionState, frame: dict[str, Any], option: tuple[tuple[str, ...], ...]) -> None:
    rows = rows_of(st, frame)
    row = rows[frame["row"]]
    take, to = option
    frame["picked"], frame["target"] = list(take), list(to)
    frame["origin"] = [st.zone_of(c) for c in take]
    frame["tzone"] = [st.zone_of(c) for c in to]
    if row.take is not None and row.take.spec == "random":
        frame["phase"] = "rand_take"
    elif row.to is not None and row.to.spec == "random" and "exchange" in row.actions:
        frame["phase"] = "rand_to"
    else:
        frame["phase"] = "act"


def random_outcomes(st: DivisionState) -> list[str]:
    frame = st.frames[-1]
    row = rows_of(st, frame)[frame["row"]]
    place = row.take if frame["phase"] == "rand_take" else row.to
    assert place is not None
    return [c for zone in place_zones(frame, place) for c in st.z[zone] if c not in frame["picked"]]


def draw_random(st: DivisionState, card_id: str) -> None:
    frame = st.frames[-1]
    row = rows_of(st, frame)[frame["row"]]
    if frame["phase"] == "rand_take":
        frame["picked"] = [card_id]
        frame["origin"] = [st.zone_of(card_id)]
        random_to = row.to is not None and row.to.spec == "random" and "exchange" in row.actions
        frame["phase"] = "rand_to" if random_to else "act"
    else:
        frame["target"] = [card_id]
        frame["tzone"] = [st.zone_of(card_id)]
        frame["phase"] = "act"
    run(st)


def _look(st: DivisionState, frame: dict[str, Any], row: Row) -> None:
    """Choosing in a hand or the Independent Stack lets the chooser look at every card there."""
    chooser = resolver(frame)
    for place in (row.take, row.to):
        if place is None or place.spec == "random":
            continue
        for zone in place_zones(frame, place):
            if st.zone_hidden(chooser, zone):
                knowledge.know(st, chooser, st.z[zone])


def _next_row(frame: dict[str, Any]) -> None:
    frame["row"] += 1
    frame["act"] = 0
    frame["phase"] = "pick"
    frame["picked"], frame["target"], frame["origin"], frame["tzone"] = [], [], [], []


def _still_there(st: DivisionState, frame: dict[str, Any]) -> list[str]:
    return [c for c, z in zip(frame["picked"], frame["origin"], strict=True) if c in st.z[z]]


def _act(st: DivisionState, frame: dict[str, Any], row: Row) -> bool:
    """Carry out the row's verbs from frame['act']; a verb that waits leaves a triggered frame on top."""
    chooser = resolver(frame)
    knowers = frozenset({chooser}) if row.take is not None and row.take.spec != "random" else frozenset()
    while frame["act"] < len(row.actions):
        step = STEPS[row.actions[frame["act"]]]
        frame["act"] += 1
        act = Act(st, frame, row, _still_there(st, frame), chooser, knowers)
        if VERBS.perform(act, step) is Outcome.WAIT:
            return True
    _next_row(frame)
    return True


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
    row = rows_of(st, frame)[frame["row"]]
    options = pick_options(st, frame, row)
    actions = [interned("pick", *(token(st, c) for c in (*take, *to))) for take, to in options]
    return sorted(actions, key=str)


def apply_pick(st: DivisionState, action: Action) -> None:
    frame = st.frames[-1]
    row = rows_of(st, frame)[frame["row"]]
    wanted = tuple(str(a) for a in action.args)
    for take, to in pick_options(st, frame, row):
        if tuple(token(st, c) for c in (*take, *to)) == wanted:
            who = st.seat_name(resolver(frame))
            say(st, "{player} chooses {what}", player=who, what=public_pick_words(st, frame, take, to))
            choose(st, frame, (take, to))
            run(st)
            return
    raise AssertionError("a legal pick always matches an option")


def public_pick_words(
    st: DivisionState, frame: dict[str, Any], take: tuple[str, ...], to: tuple[str, ...]
) -> Msg:
    """ "Vizier from The Past for Potter." or "a card from the hand of Ada, to swap with ..." """
    chooser = resolver(frame)
    first = _and([_public_words(st, chooser, c) for c in take])
    name = st.card(frame["card"]).name
    if to:
        other = _and([_public_words(st, chooser, c) for c in to])
        return Msg.of("{first} for {card}, to swap with {other}.", first=first, card=name, other=other)
    return Msg.of("{first} for {card}.", first=first, card=name)


def _and(parts: list[Msg]) -> Msg:
    """ "A and B and C" (a pick takes one or two cards)."""
    said = parts[0]
    for part in parts[1:]:
        said = Msg.of("{a} and {b}", a=said, b=part)
    return said


def _public_words(st: DivisionState, chooser: int, card_id: str) -> Msg:
    from timetravel.games.division.state import own_zone_phrase, zone_phrase

    zone = st.zone_of(card_id)
    kind, _, owner = zone.partition(":")
    where = zone_phrase(zone) if owner != str(chooser) else own_zone_phrase(kind)
    if card_id in st.facedown:
        n = st.z[zone].index(card_id) + 1
        return Msg.of("the face-down card in space {n} of {where}", n=n, where=where)
    # the chooser looked at the place (a hand, the Independent Stack); the others see it or not
    if all(seat == chooser or st.visible(seat, zone, card_id) for seat in (0, 1)):
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
    seat = resolver(frame)
    row = rows_of(st, frame)[frame["row"]]
    card = st.card(frame["card"])
    head = f"{card.name}: "
    if frame["orange"] is not None and card.check is not None:
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


def _place_words(place: Place, frame: dict[str, Any], seat: int) -> str:
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
