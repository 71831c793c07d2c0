"""A round of play in Time Division: both play a card (at once in a round an effect says so), the
higher card takes the coin, delayed effects take place, and the coin owner chooses which card is
triggered and which is collected."""

from __future__ import annotations

from timetravel.engine.events import Message, PhaseChanged
from timetravel.games.division import triggers, words_log
from timetravel.games.division.moves import give_coin, move, turn_face_up
from timetravel.games.division.state import SEATS, DivisionState


def start_round(st: DivisionState) -> None:
    st.round += 1
    st.first = st.coin or 0
    st.triggered.clear()
    st.blocked.clear()
    st.simultaneous = False
    st.step = "pre"
    st.events.append(PhaseChanged("play", **words_log.round_begins(st.round, st.first)))
    _start_delayed(st, "before_play")


def _start_delayed(st: DivisionState, timing: str) -> None:
    """The delayed effects waiting for this moment of the round take place."""
    for card_id, owner in st.armed:
        card = st.card(card_id)
        if card.delayed is not None and card.delayed.timing == timing:
            st.events.append(Message(**words_log.delayed_effect(card.name)))
            triggers.start(st, card_id, int(owner), "delayed")


def play(st: DivisionState, card_id: str) -> None:
    seat = st.to_act()
    hidden = st.simultaneous and seat == st.first
    move(st, card_id, f"decision:{seat}", frozenset({seat}), face_down=hidden)
    if seat == st.first:
        return
    for other in SEATS:
        for played in st.z[f"decision:{other}"]:
            if played in st.facedown:
                turn_face_up(st, played, f"decision:{other}")
    finish_delayed(st, "before_play")
    _compare(st)
    st.step = "mid"
    _start_delayed(st, "after_coin")


def _compare(st: DivisionState) -> None:
    values = [st.card(st.z[f"decision:{s}"][0]).value for s in SEATS]
    if values[0] != values[1]:
        give_coin(st, 0 if values[0] > values[1] else 1)
    else:
        st.events.append(Message(**words_log.equal_influence()))


def finish_delayed(st: DivisionState, timing: str) -> None:
    """Delayed cards whose effect took place at `timing` go to The Past."""
    keep = []
    for card_id, owner in st.armed:
        card = st.card(card_id)
        if card.delayed is not None and card.delayed.timing == timing:
            move(st, card_id, "past")
        else:
            keep.append([card_id, owner])
    st.armed = keep


def resolve(st: DivisionState, trigger: str, collect: str) -> None:
    owners = {c: s for s in SEATS for c in st.z[f"decision:{s}"]}
    st.resolving = [trigger, owners.get(trigger, 0), collect, owners.get(collect, 0)]
    st.step = "resolve"
    if trigger != "none":
        triggers.try_trigger(st, trigger, owners[trigger], own_round=True)


def after_trigger(st: DivisionState) -> None:
    trigger, t_owner, collect, c_owner = st.resolving
    if trigger != "none":
        card = st.card(trigger)
        if card.delayed is not None and trigger in st.z[f"temp:{t_owner}"]:
            st.armed.append([trigger, t_owner])
        elif trigger in st.z[f"decision:{t_owner}"]:
            move(st, trigger, "past")
    # Collecting takes whatever still lies on a Decision Space: a card an effect exchanged into
    # it is collected in place of the one it replaced.
    for seat in (c_owner, 1 - c_owner):
        for card_id in list(st.z[f"decision:{seat}"]):
            move(st, card_id, f"influence:{seat}")
    st.resolving = ["", 0, "", 0]
