"""The choices of an effect in words: what the chooser is asked to pick (the side panel's prompt)
and a pick as every seat may read it in the game log."""

from __future__ import annotations

from timetravel.engine.script import Frame
from timetravel.engine.script.messages import Msg
from timetravel.games.division.content import Place
from timetravel.games.division.program import chooser, is_orange, place_zones, row_of
from timetravel.games.division.state import SEATS, DivisionState
from timetravel.games.division.words_places import own_zone_phrase, zone_phrase
from timetravel.i18n import N_


# --- a pick in the log -----------------------------------------------------------------------------
def public_pick_words(st: DivisionState, frame: Frame, take: tuple[str, ...], to: tuple[str, ...]) -> Msg:
    """ "Vizier from The Past for Potter." or "a card from the hand of Ada, to swap with ..." """
    seat = chooser(frame)
    first = _and([_public_words(st, seat, c) for c in take])
    name = Msg.of(st.card(frame.source).name)
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
    zone = st.zone_of(card_id)
    kind, _, owner = zone.partition(":")
    where = zone_phrase(zone) if owner != str(seat) else own_zone_phrase(kind)
    if card_id in st.facedown:
        n = st.z[zone].index(card_id) + 1
        return Msg.of("the face-down card in space {n} of {where}", n=n, where=where)
    # the chooser looked at the place (a hand, the Independent Stack); the others see it or not
    if all(other == seat or st.visible(other, zone, card_id) for other in SEATS):
        return Msg.of("{card} from {where}", card=Msg.of(st.card(card_id).name), where=where)
    return Msg.of("a card from {where}", where=where)


# --- what the chooser is asked ------------------------------------------------------------------------
_CONDITION_WORDS = {
    "most_cards": N_("most cards"),
    "fewest_cards": N_("fewest cards"),
    "highest_total": N_("highest total"),
    "lowest_total": N_("lowest total"),
    "highest_card": N_("highest card"),
}
_SPEC_WORDS = {
    "single": N_("the card"),
    "chosen": N_("a card"),
    "lowest": N_("the lowest card"),
    "highest": N_("the highest card"),
    "rotated": N_("a turned card"),
}
_SHORT_PLACE = {
    "past": N_("The Past"),
    "independent": N_("the Stack"),
    "hand": N_("hand"),
    "influence": N_("area"),
    "decision": N_("Decision Space"),
    "temporary": N_("Temporary Space"),
}
# (the chooser's own or the rival's, what) -> words
_WHOSE = {
    (True, "place"): N_("your {place}"),
    (False, "place"): N_("your rival's {place}"),
    (True, "lowest"): N_("your lowest card"),
    (False, "lowest"): N_("your rival's lowest card"),
    (True, "highest"): N_("your highest card"),
    (False, "highest"): N_("your rival's highest card"),
    (True, "played"): N_("your played card"),
    (False, "played"): N_("your rival's played card"),
    (True, "played_as"): N_("your played card ({noun})"),
    (False, "played_as"): N_("your rival's played card ({noun})"),
}
# what the chooser does -> (the card's name heads the prompt, the chooser is orange)
_PROMPTS = {
    "choose": (N_("{card}: choose."), N_("You are orange ({why}): choose.")),
    "pick": (N_("{card}: pick {what}."), N_("You are orange ({why}): pick {what}.")),
    "swap": (N_("{card}: swap {what} for {other}."), N_("You are orange ({why}): swap {what} for {other}.")),
}


def choice_prompt(st: DivisionState) -> Msg:
    """What the chooser of the waiting frame picks, short enough for two lines of the side panel;
    under a check bar it says instead that the chooser is orange and why."""
    frame = st.frames[-1]
    seat = chooser(frame)
    row = row_of(frame)
    card = st.card(frame.source)
    orange = is_orange(frame) and card.check is not None
    why: Msg | None = None
    if card.check is not None and orange:
        condition = Msg.of(_CONDITION_WORDS[card.check.condition])
        metric = st.check_metric(card.check.condition)
        tied = metric(0) == metric(1)
        why = Msg.of("{condition}, by the coin", condition=condition) if tied else condition
    params: dict[str, object] = {"card": Msg.of(card.name), "why": why}
    if row.take is None:
        kind = "choose"
    else:
        params["what"] = _place_words(row.take, frame, seat)
        kind = "pick"
        if "exchange" in row.actions and row.to is not None:
            params["other"] = _place_words(row.to, frame, seat, other_end=True)
            kind = "swap"
    return Msg.of(_PROMPTS[kind][1 if orange else 0], **params)


def _place_words(place: Place, frame: Frame, seat: int, other_end: bool = False) -> Msg:
    """A place and its specification in few words: "a card in your hand", "your rival's lowest card";
    the other end of a swap says "one in ..." for "a card in ..."."""
    where = Msg.of(_SHORT_PLACE[place.location])
    mine: bool | None = None
    if place.side == "any":
        where = Msg.of("either {place}", place=where)
    elif place.side is not None:
        mine = int(place_zones(frame, place)[0].partition(":")[2]) == seat
        where = Msg.of(_WHOSE[(mine, "place")], place=where)
    if place.spec == "random":
        return Msg.of("one at random in {where}", where=where)
    if place.spec in ("lowest", "highest") and place.location == "influence" and mine is not None:
        return Msg.of(_WHOSE[(mine, place.spec)])  # an area's card: "your lowest card"
    noun = (
        Msg.of("a {value}", value=place.value) if place.spec == "value" else Msg.of(_SPEC_WORDS[place.spec])
    )
    if place.location == "decision" and mine is not None:
        if place.spec == "single":
            return Msg.of(_WHOSE[(mine, "played")])
        return Msg.of(_WHOSE[(mine, "played_as")], noun=noun)
    if other_end and place.spec == "chosen":
        return Msg.of("one in {where}", where=where)
    return Msg.of("{noun} in {where}", noun=noun, where=where)
