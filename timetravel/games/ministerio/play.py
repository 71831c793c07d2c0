"""El Ministerio's cards played: a card from the hand or a pile (its PA of anachronism), investigating,
a place card's choice, an URGENTE effect and a card taken back from a pile.
"""

from __future__ import annotations

from collections.abc import Callable

from timetravel.engine.script import Step
from timetravel.games.ministerio import words_events as ev
from timetravel.games.ministerio import words_log as words
from timetravel.games.ministerio.changes import change_pa, discard
from timetravel.games.ministerio.content import content
from timetravel.games.ministerio.state import MinisterioState
from timetravel.games.ministerio.verbs import VERBS, Use


def _play(st: MinisterioState, card: str) -> None:
    st.agent.hand.remove(card)
    st.events.append(ev.card_moved(card, f"hand:{st.turn}", "table", seat=st.turn))
    play_card(st, card, from_pile=False)


def _pile(st: MinisterioState, category: str) -> None:
    card = st.piles[category].pop()
    st.events.append(ev.card_moved(card, f"pile:{category}", "table", seat=st.turn))
    play_card(st, card, from_pile=True)


def play_card(st: MinisterioState, card: str, from_pile: bool) -> None:
    """M-PA-1, M-PA-2: the played card costs the doors between (the figure stays, M-PA-3)."""
    st.t["played"] = {"card": card, "from_pile": from_pile}
    st.stage = "reveal"
    change_pa(st, st.turn, st.pa_cost(st.turn, card))


def _investigate(st: MinisterioState) -> None:
    st.t["played"] = {"investigate": True}
    st.stage = "reveal"


def _pass(st: MinisterioState) -> None:
    st.t["played"] = {"pass": True}
    st.stage = "reveal"


def _place_draw(st: MinisterioState) -> None:
    """M-PLACE-1: draw 3 and lose 2 PA."""
    put_place_back(st)
    st.start_draw(st.turn, 3)
    change_pa(st, st.turn, -2)
    if st.stage != "over":
        st.stage = "end"


def _place_office(st: MinisterioState) -> None:
    """M-PLACE-1: or go to the office and use it."""
    put_place_back(st)
    agent = st.agent
    st.events.append(ev.agent_moved(st.turn, f"door:{st.here()}", "office"))
    agent.door, agent.in_office = None, True
    st.stage = "office"


def put_place_back(st: MinisterioState) -> None:
    """M-PLACE-2: on top of the places' pile, or underneath if it came from that pile."""
    played = st.t["played"]
    discard(st, played["card"], "table", bottom=played["from_pile"])
    st.t["played"] = {"placed": played["card"]}  # off the table: a rebuilt deck may hold it


def _use(st: MinisterioState) -> None:
    """M-CARD-5: an URGENTE effect once, now."""
    effect: Step | None = content().cards[st.t["played"]["card"]].effect
    assert effect is not None
    st.stage = "end"
    st.events.append(ev.message(words.effect_text(st.turn, st.t["played"]["card"])))
    VERBS.perform(Use(seat=st.turn, state=st, change_pa=change_pa), effect)


def _skip(st: MinisterioState) -> None:
    st.stage = "end"


def _recover(st: MinisterioState, category: str) -> None:
    card = st.piles[category].pop()
    st.agent.hand = sorted([*st.agent.hand, card])
    st.events.append(ev.card_moved(card, f"pile:{category}", f"hand:{st.turn}", seat=st.turn))
    st.stage = "end"


HANDLERS: dict[str, Callable[..., None]] = {
    "play": _play,
    "pile": _pile,
    "investigate": _investigate,
    "pass": _pass,
    "place_draw": _place_draw,
    "place_office": _place_office,
    "use": _use,
    "skip": _skip,
    "recover": _recover,
}
