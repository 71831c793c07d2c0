"""Words for people: seat and card names, actions in words, the prompt, the progress line and
log lines said several times in a row. The sentences of the events the rules emit are in
words_events.py.

Every string goes through timetravel.i18n.t so that other languages need only data.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from timetravel.engine.actions import Action
from timetravel.engine.script.messages import Msg
from timetravel.games.rocket.content import ROCKET_VALUE, VORTEX
from timetravel.i18n import N_, NT_, Seat, SeatList, t
from timetravel.plural import counted, sentence_subject

if TYPE_CHECKING:
    from timetravel.games.rocket.state import RocketState

CHANCE_WORDS = N_("The cards fall where they may.")  # who decides at a chance node
HANDOFF_LABEL = N_("I am {name}: show the table")  # the hot-seat hand-off button, a t() template

_CATEGORY_NAMES = {
    "humanitarian": N_("Humanitarian"),
    "military": N_("Military"),
    "creative": N_("Creative"),
    "scientist": N_("Scientist"),
    "explorer": N_("Explorer"),
}


def player(seat: int) -> Seat:
    """A seat in a sentence: its chosen name when the sentence is put into words."""
    return Seat(seat)


def players(seats: list[int]) -> SeatList:
    return SeatList(tuple(seats))


def category_name(category: str) -> str:
    return t(_CATEGORY_NAMES[category])


def card_text(s: RocketState, card: str) -> str | Msg:
    """'Hypatia (Scientist 4)' for a character, the plain name for a Rocket or Vortex; a parameter
    put into words (its category translated) when its sentence is shown."""
    character = s.deck.characters.get(card)
    if character is None:
        return Msg.of(s.deck.card_name(card))
    category = Msg.of(_CATEGORY_NAMES[character.category])
    return Msg.of(
        N_("{name} ({category} {points})"),
        name=Msg.of(character.name),
        category=category,
        points=character.points,
    )


# --- actions in words ---------------------------------------------------------------------------
def action_words(s: RocketState, action: Action, viewer: int | None) -> str:
    """`action`, legal (or just taken) in `s`, in words for `viewer` (None: every seat)."""
    if viewer is None or viewer != s.to_act():
        secret = _public_put_words(s, action)
        if secret is not None:
            return secret
    words = _WORDS.get(action.kind)
    return words(s, action) if words is not None else str(action)


def _public_put_words(s: RocketState, action: Action) -> str | None:
    # Cards a Creative puts back come from the pile: only the acting seat saw them.
    if s.phase != "creative_put":
        return None
    if action.kind == "put":
        return t("Put a card back on top of the pile")
    if action.kind == "keep_order":
        return t("Put the cards back on top of the pile")
    return None


def _done_words(s: RocketState, action: Action) -> str:
    started = s.act["count"] > 0 if s.phase == "military" else s.act.get("got", 0) > 0
    return t("Stop here") if started else t("Don't use the action")


def _card(action: Action, i: int = 0) -> str:
    return str(action.args[i])


_WORDS: dict[str, Callable[[RocketState, Action], str]] = {
    "objective": lambda s, a: objective_label(s, _card(a)),
    "reveal": lambda s, a: reveal_label(s, first=s.phase == "start"),
    "use": lambda s, a: use_label(s, _card(a)),
    "recruit": lambda s, a: recruit_label(s, _card(a)),
    "take": lambda s, a: target_label(s, "take", int(a.args[0]), _card(a, 1)),
    "discard": lambda s, a: target_label(s, "discard", int(a.args[0]), _card(a, 1)),
    "look": lambda s, a: look_label(s),
    "keep": lambda s, a: keep_label(s, _card(a)),
    "put": lambda s, a: put_label(s, _card(a)),
    "keep_order": lambda s, a: keep_order_label(s),
    "draw_rockets": lambda s, a: draw_rockets_label(s),
    "steal": lambda s, a: steal_label(s, int(a.args[0]), _card(a, 1)),
    "skip": lambda s, a: t("Don't use the action"),
    "done": _done_words,
}


def reveal_label(s: RocketState, first: bool = False) -> str:
    period = Msg.of(s.deck.period_name(s.pile))
    if first:
        return t("Reveal the top card of the {period} pile", period=period)
    return t("Reveal the next card of the {period} pile", period=period)


def use_label(s: RocketState, card: str) -> str:
    target = Msg.of(s.deck.period_name(max(0, s.pile - ROCKET_VALUE[card])))
    return t("Use a {card} (start in the {period})", card=Msg.of(s.deck.card_name(card)), period=target)


def recruit_label(s: RocketState, card: str) -> str:
    return t("Recruit {card}", card=card_text(s, card))


def target_label(s: RocketState, kind: str, other: int, card: str) -> str:
    if kind == "take":
        return t("Take {card} from {player}", card=card_text(s, card), player=player(other))
    return t("Discard {card} from {player}", card=card_text(s, card), player=player(other))


def look_label(s: RocketState) -> str:
    period = Msg.of(s.deck.period_name(s.pile))
    return counted(
        s.act["points"],
        "Look at the top card of the {period}",
        "Look at the top {n} cards of the {period}",
        period=period,
    )


def keep_label(s: RocketState, card: str) -> str:
    if card == VORTEX:
        return t("Take the Vortex (for The Temporal Paradox)")
    return t("Take {card}", card=card_text(s, card))


def put_label(s: RocketState, card: str) -> str:
    """The whole consequence of a put-back choice: with two cards left, where the other one goes."""
    rest = list(s.act["look"])
    rest.remove(card)
    started = bool(s.act["order"])
    if len(rest) == 1:  # plain names, so the whole order fits the button
        names = {"card": Msg.of(s.deck.card_name(card)), "other": Msg.of(s.deck.card_name(rest[0]))}
        if started:
            return t("Put {card} back next, then {other} under it", **names)
        return t("Put {card} back on top, then {other} under it", **names)
    if started:
        return t("Put {card} back next", card=card_text(s, card))
    return t("Put {card} back on top", card=card_text(s, card))


def keep_order_label(s: RocketState) -> str:
    look = s.act["look"]
    if s.act["order"]:
        return t("Put the rest back in the order shown, {card} first", card=Msg.of(s.deck.card_name(look[0])))
    return t("Put them back in the order shown, {card} on top", card=Msg.of(s.deck.card_name(look[0])))


def draw_rockets_label(s: RocketState) -> str:
    if s.rocket_pile:
        return counted(
            s.act["points"], "Take {n} Rocket from the Rocket pile", "Take {n} Rockets from the Rocket pile"
        )
    return counted(
        s.act["points"], "Take up to {n} Rocket from opponents", "Take up to {n} Rockets from opponents"
    )


def steal_label(s: RocketState, other: int, card: str) -> str:
    return t("Take a {card} from {player}", card=Msg.of(s.deck.card_name(card)), player=player(other))


def objective_label(s: RocketState, objective_id: str) -> str:
    return t("Reveal the objective {name}", name=Msg.of(s.deck.objectives[objective_id].name))


# --- side panel ----------------------------------------------------------------------------------
_PROMPTS = {
    "start": N_("Reveal the top card, or spend Rockets first to start further in the past."),
    "decide": N_("Recruit {card}, or push your luck and reveal the next card."),
    "humanitarian": N_("Choose an opponent's character worth {points} or less to take, or skip."),
    "military": N_("Discard opposing characters worth {budget} points in all, or stop."),
    "creative_offer": NT_(
        "Look at the top card of the {period}, or skip.",
        "Look at the top {n} cards of the {period}, or skip.",
    ),
    "creative_take": N_("Take one of the cards you see, or none; then you order the rest."),
    "creative_put": N_("Choose which card goes back on top of the {period} pile."),
    "scientist_offer": NT_("Take {n} Rocket, or skip.", "Take {n} Rockets, or skip."),
    "scientist_steal": N_("The Rocket pile is empty: take Rockets from opponents, or stop."),
    "explorer_take": N_("Take any of the cards from the discard pile, one at a time, then stop."),
    "explorer_put": N_("Choose which card goes back on top of the discard pile."),
}


def prompt(s: RocketState, seat: int) -> str:
    if s.phase == "over":
        return t("The game is over: {players} won.", players=players(s.winners or []))
    if s.to_act() != seat:
        if s.to_act() < 0:
            return t("Waiting for the cards.")
        return t("Waiting for {player}.", player=player(s.turn))
    template = _PROMPTS.get(s.phase, "Choose an action.")
    if not isinstance(template, str):  # a counted prompt: the count in words, the noun agreeing
        return counted(s.act.get("points", 0), *template, period=Msg.of(s.deck.period_name(s.pile)))
    values = {
        "card": card_text(s, s.last) if s.last else "",
        "points": s.act.get("points", 0),
        "budget": s.act.get("budget", 0),
        "period": Msg.of(s.deck.period_name(s.act.get("source", s.pile))),
    }
    return t(template, **values)


def progress(s: RocketState) -> str:
    scores = "/".join(str(total) for total in s.totals)
    if s.phase == "over":
        return t("Finished after round {n}: scores {scores}", n=s.round_number, scores=scores)
    if s.final_rounds:
        return t("Final round {n}: scores {scores}", n=s.round_number, scores=scores)
    return t("Round {n} — scores {scores}", n=s.round_number, scores=scores)


# --- log lines said several times in a row --------------------------------------------------------
# As one counted sentence ("Nova takes two Rockets", "Ann looks at three cards"), never "(two times)".
LOOKS_AT_A_CARD = N_("{player} looks at a card")  # said by words_events, counted here
TAKES_A_CARD = N_("{player} takes a {card}")
_ROCKETS = {  # the Rocket pile's card names, one and many
    "Rocket": NT_("{player} takes {n} Rocket", "{player} takes {n} Rockets"),
    "2X Rocket": NT_("{player} takes {n} 2X Rocket", "{player} takes {n} 2X Rockets"),
}


def repeated(text: str, count: int) -> str | None:
    player = sentence_subject(LOOKS_AT_A_CARD, text)
    if player is not None:
        return counted(count, "{player} looks at {n} card", "{player} looks at {n} cards", player=player)
    for card, (one, many) in _ROCKETS.items():
        player = sentence_subject(TAKES_A_CARD, text, card=t(card))
        if player is not None:
            return counted(count, one, many, player=player)
    return None
