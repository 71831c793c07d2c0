"""The five character actions, recruited straight from the Game Area: Humanitarian (take), Military
(discard), Creative (look at a pile, keep one, put the rest back in order), Scientist (Rockets from
the Rocket pile or opponents) and Explorer (take from the discard pile).

`s.act` holds the running action: category and points, and per action budget/count (Military),
source/want/look/order/got (Creative), look/order/got (Explorer), want/got (Scientist).
"""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.events import CardMoved, Event, Message, PhaseChanged, Revealed
from timetravel.games.rocket import gains, objectives, rounds, targets, words_events
from timetravel.games.rocket.content import PERIODS
from timetravel.games.rocket.state import RocketState, take_from


def begin_action(s: RocketState, card: str, ev: list[Event]) -> None:
    character = s.deck.characters[card]
    points, seat = character.points, s.turn
    s.act = {"category": character.category, "points": points}
    phase = ""
    if character.category == "humanitarian":
        phase = "humanitarian" if targets.aimed_actions(s, "take", points) else ""
    elif character.category == "military":
        s.act.update(budget=points, count=0)
        phase = "military" if targets.aimed_actions(s, "discard", points) else ""
    elif character.category == "creative":
        phase = "creative_offer" if s.pile_size(s.pile) else ""
    elif character.category == "scientist":
        stealable = any(s.rocket_value(o) for o in s.opponents(seat))
        phase = "scientist_offer" if s.rocket_pile or stealable else ""
    elif s.discard:  # explorer
        count = min(points, len(s.discard))
        look = s.discard[-count:][::-1]  # top card first
        del s.discard[-count:]
        s.act.update(look=look, order=[], got=0)
        ev.append(Message(**words_events.explorer_looks(seat, count)))
        phase = "explorer_take"
    if not phase:
        s.act = {}
        rounds.end_turn(s, ev)
        return
    s.phase = phase
    ev.append(PhaseChanged(phase, text=""))


def on_skip(s: RocketState, action: Action, ev: list[Event]) -> None:
    ev.append(Message(**words_events.action_skipped(s.turn)))
    s.act = {}
    rounds.end_turn(s, ev)


def on_take(s: RocketState, action: Action, ev: list[Event]) -> None:
    other, card = int(action.args[0]), str(action.args[1])
    category = s.deck.characters[card].category
    del s.teams[other][category]
    s.act = {}
    if gains.gain(s, s.turn, card, f"team:{other}", ev):
        return
    rounds.end_turn(s, ev)


def on_discard(s: RocketState, action: Action, ev: list[Event]) -> None:
    other, card = int(action.args[0]), str(action.args[1])
    character = s.deck.characters[card]
    del s.teams[other][character.category]
    s.discard.append(card)
    s.act["budget"] -= character.points
    s.act["count"] += 1
    ev.append(
        CardMoved(
            card,
            f"team:{other}",
            "discard",
            seat=other,
            **words_events.discarded(s, card, other),
        )
    )
    if not targets.aimed_actions(s, "discard", s.act["budget"]):
        _finish_military(s, ev)


def _finish_military(s: RocketState, ev: list[Event]) -> None:
    count = s.act["count"]
    s.act = {}
    if objectives.completes_military(s, count):
        rounds.complete_objective(s, s.turn, ev)
        return
    rounds.end_turn(s, ev)


def on_look(s: RocketState, action: Action, ev: list[Event]) -> None:
    s.act.update(source=s.pile, want=s.act["points"], look=[], order=[], got=0)
    ev.append(Message(**words_events.creative_looks(s)))
    _continue_look(s, ev)


def _continue_look(s: RocketState, ev: list[Event]) -> None:
    """Take known top cards first, then draw the rest by chance, until enough are seen."""
    source, seat, look = s.act["source"], s.turn, s.act["look"]
    while len(look) < s.act["want"] and s.tops[source]:
        card, _ = s.tops[source].pop(0)
        look.append(card)
        ev.append(Revealed(seats=(seat,), **words_events.looks_at_a_card(seat)))
    if len(look) < s.act["want"] and s.piles[source]:
        s.phase = "creative_look"
    elif look:
        s.phase = "creative_take"
    else:
        s.act = {}
        rounds.end_turn(s, ev)


def on_peek(s: RocketState, action: Action, ev: list[Event]) -> None:
    card = str(action.args[0])
    take_from(s.piles[s.act["source"]], card)
    s.act["look"].append(card)
    ev.append(Revealed(seats=(s.turn,), **words_events.looks_at_a_card(s.turn)))
    _continue_look(s, ev)


def on_keep(s: RocketState, action: Action, ev: list[Event]) -> None:
    card = str(action.args[0])
    s.act["look"].remove(card)
    s.act["got"] += 1
    creative = s.phase == "creative_take"
    source = f"pile:{PERIODS[s.act['source']]}" if creative else "discard"
    if gains.gain(s, s.turn, card, source, ev):
        return
    if creative or not s.act["look"]:
        _start_put_back(s, ev)


def on_done(s: RocketState, action: Action, ev: list[Event]) -> None:
    if s.phase == "military":
        _finish_military(s, ev)
    elif s.phase == "scientist_steal":
        s.act = {}
        rounds.end_turn(s, ev)
    else:  # creative_take or explorer_take
        _start_put_back(s, ev)


def _start_put_back(s: RocketState, ev: list[Event]) -> None:
    if len(s.act["look"]) <= 1:
        _finish_put_back(s, ev)
        return
    s.phase = "creative_put" if s.phase == "creative_take" else "explorer_put"


def on_put(s: RocketState, action: Action, ev: list[Event]) -> None:
    card = str(action.args[0])
    s.act["look"].remove(card)
    s.act["order"].append(card)
    if len(s.act["look"]) <= 1:
        _finish_put_back(s, ev)


def on_keep_order(s: RocketState, action: Action, ev: list[Event]) -> None:
    _finish_put_back(s, ev)


def _finish_put_back(s: RocketState, ev: list[Event]) -> None:
    """The chosen order, first card on top, then whatever is left as it was shown."""
    order = s.act["order"] + s.act["look"]
    seat = s.turn
    if "source" in s.act:  # a Creative: only the Creative's seat knows these cards now
        pile = s.act["source"]
        s.tops[pile][:0] = [[card, [seat]] for card in order]
        if order:
            ev.append(
                CardMoved(
                    None,
                    f"look:{seat}",
                    f"pile:{PERIODS[pile]}",
                    face_up=False,
                    seat=seat,
                    **words_events.put_back_on_pile(s, seat, len(order), pile),
                )
            )
    else:  # an Explorer: the discard pile is public
        s.discard.extend(reversed(order))
        if order:
            ev.append(
                CardMoved(
                    None,
                    f"look:{seat}",
                    "discard",
                    seat=seat,
                    **words_events.put_back_on_discard(seat, len(order)),
                )
            )
    s.act = {}
    rounds.end_turn(s, ev)


def on_draw_rockets(s: RocketState, action: Action, ev: list[Event]) -> None:
    s.act.update(want=s.act["points"], got=0)
    _continue_rockets(s, ev)


def _continue_rockets(s: RocketState, ev: list[Event]) -> None:
    if s.act["got"] >= s.act["want"]:
        s.act = {}
        rounds.end_turn(s, ev)
    elif s.rocket_pile:
        s.phase = "scientist_draw"
    elif any(s.rocket_value(o) for o in s.opponents(s.turn)):
        s.phase = "scientist_steal"
        ev.append(Message(**words_events.rocket_pile_empty(s.turn)))
    else:
        s.act = {}
        rounds.end_turn(s, ev)


def on_supply(s: RocketState, action: Action, ev: list[Event]) -> None:
    card = str(action.args[0])
    take_from(s.rocket_pile, card)
    s.act["got"] += 1
    if gains.gain(s, s.turn, card, "rocket_pile", ev):
        return
    _continue_rockets(s, ev)


def on_steal(s: RocketState, action: Action, ev: list[Event]) -> None:
    other, card = int(action.args[0]), str(action.args[1])
    take_from(s.areas[other], card)
    s.act["got"] += 1
    if gains.gain(s, s.turn, card, f"rockets:{other}", ev):
        return
    _continue_rockets(s, ev)
