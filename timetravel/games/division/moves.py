"""The primitive card moves of Time Division, with what each seat learns from them and the events
that announce them: every rule that moves, turns, reveals a card or passes the coin goes through here.
"""

from __future__ import annotations

from timetravel.engine.events import CardFlipped, CardMoved, PieceMoved, Revealed
from timetravel.games.division import knowledge, words_log
from timetravel.games.division.state import SEATS, DivisionState


def move(
    st: DivisionState,
    card_id: str,
    target: str,
    knowers: frozenset[int] = frozenset(),
    face_down: bool = False,
) -> None:
    """Put `card_id` on top of (at the end of) `target`; `knowers` are the seats that moved it knowingly."""
    source = st.zone_of(card_id)
    was_down = card_id in st.facedown
    st.z[source].remove(card_id)
    st.z[target].append(card_id)
    _settle(st, card_id, target, face_down)
    _learn(st, card_id, source, target, knowers, was_down)
    _announce(st, card_id, source, target, was_down)


def exchange(st: DivisionState, a: str, b: str, knowers: frozenset[int]) -> None:
    """Swap two cards in place (each takes the other's space), at the same time."""
    za, zb = st.zone_of(a), st.zone_of(b)
    ia, ib = st.z[za].index(a), st.z[zb].index(b)
    down = {c: c in st.facedown for c in (a, b)}
    st.z[za][ia], st.z[zb][ib] = b, a
    for card_id, target in ((a, zb), (b, za)):
        _settle(st, card_id, target, False)
    for card_id, source, target in ((a, za, zb), (b, zb, za)):
        _learn(st, card_id, source, target, knowers, down[card_id])
        _announce(st, card_id, source, target, down[card_id])


def _settle(st: DivisionState, card_id: str, target: str, face_down: bool) -> None:
    kind = target.partition(":")[0]
    if face_down:
        st.facedown.add(card_id)
    elif kind in ("hand", "independent", "deck", "front", "temp"):
        # Back in a hand or a stack a card is an ordinary card again: upright and face up.
        st.facedown.discard(card_id)
        st.rotated.discard(card_id)


def _learn(
    st: DivisionState, card_id: str, source: str, target: str, knowers: frozenset[int], was_down: bool
) -> None:
    """Update each seat's knowledge after `card_id` went from `source` to `target`.

    A seat knows the card's new place if it moved the card knowingly (never a face-down one),
    followed it in the open, or sees it at the target. Otherwise it only saw a card leave a
    place (a zone it cannot see into, or a face-down space) for another.
    """
    now_down = card_id in st.facedown
    for seat in SEATS:
        if (
            (seat in knowers and not was_down)
            or (not st.zone_hidden(seat, source) and (not was_down or card_id in st.seen[seat]))
            or st.visible(seat, target, card_id)
        ):
            if card_id not in st.seen[seat] or card_id in st.maybe[seat]:
                knowledge.know(st, seat, (card_id,))
            continue
        src = f"{knowledge.FD}{card_id}" if was_down else source
        dst = f"{knowledge.FD}{card_id}" if now_down else target
        if src != dst:
            knowledge.lose_track(st, seat, card_id, src, dst)


def _announce(st: DivisionState, card_id: str, source: str, target: str, was_down: bool = False) -> None:
    """A CardMoved event; the card is named when every seat saw it, where it left or where it lies."""
    public = st.visible(0, target, card_id) and st.visible(1, target, card_id)
    left_open = not was_down and not st.zone_hidden(0, source) and not st.zone_hidden(1, source)
    shown = card_id if public or left_open else None
    name = st.card(card_id).name if shown else None
    text = words_log.move_text(name, source, target, face_down=card_id in st.facedown)
    st.events.append(CardMoved(shown, source, target, face_up=public, **text))


def give_coin(st: DivisionState, seat: int) -> None:
    if st.coin != seat:
        st.events.append(PieceMoved("coin", f"coin:{st.coin}", f"coin:{seat}", **words_log.takes_coin(seat)))
    st.coin = seat


def toggle_rotation(st: DivisionState, card_id: str) -> None:
    turned = card_id not in st.rotated
    (st.rotated.add if turned else st.rotated.discard)(card_id)
    st.events.append(
        CardFlipped(card_id, st.zone_of(card_id), **words_log.turned(st.card(card_id).name, turned))
    )


def reveal(st: DivisionState, card_id: str) -> None:
    """Every seat now knows where a face-up card lies (a Revealed event for the seats that did not)."""
    if card_id in st.facedown:
        return
    fresh = tuple(s for s in SEATS if card_id not in st.seen[s])
    for seat in SEATS:
        knowledge.know(st, seat, (card_id,))
    if fresh:
        st.events.append(Revealed(fresh, **words_log.revealed(st.card(card_id).name)))


def turn_face_up(st: DivisionState, card_id: str, zone: str, said_as: str = "revealed") -> None:
    """A face-down card turned face up where it lies, for every seat to see."""
    st.facedown.discard(card_id)
    reveal(st, card_id)
    name = st.card(card_id).name
    text = words_log.revealed(name) if said_as == "revealed" else words_log.turned_face_up(name)
    st.events.append(CardFlipped(card_id, zone, **text))
