"""How a card's effect starts: which cards a row's places can mean, whether every row can be
carried out, and a card triggered in its own round, by another card or for its delayed effect.

An effect that cannot be resolved completely has no effect at all; a card triggered for no effect
says why in the log.
"""

from __future__ import annotations

from timetravel.engine.events import Message
from timetravel.engine.script import Frame
from timetravel.games.division import words_log
from timetravel.games.division.checks import check_orange
from timetravel.games.division.content import Place, Row
from timetravel.games.division.program import new_frame, part_of, place_zones, rows_of
from timetravel.games.division.state import DivisionState


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
        st.events.append(Message(**words_log.no_effect(card.name)))
        return
    if seat is not None:
        st.events.append(Message(**words_log.is_orange(card.name, seat)))
    frame = new_frame(card_id, blue, kind, seat)
    if not feasible(st, frame, rows):
        st.events.append(Message(**words_log.not_resolvable(card.name)))
        return
    st.frames.append(frame)


def _void_reason(st: DivisionState, card_id: str, own_round: bool) -> str:
    """Why triggering a card has no effect ("" when it has one)."""
    card = st.card(card_id)
    if card_id in st.triggered:
        return "again"
    if card_id in st.facedown:
        return "face_down"
    if not own_round and card.ignore:
        return "ignores"
    if not own_round and card.delayed is not None:
        return "own_only"
    if card_id in st.blocked:
        return "blocked"
    return ""


def try_trigger(st: DivisionState, card_id: str, blue: int, own_round: bool) -> None:
    """Trigger a card for `blue`, or explain why it is triggered for no effect."""
    card = st.card(card_id)
    reason = _void_reason(st, card_id, own_round)
    st.triggered.add(card_id)
    if reason:
        name = card.name if card_id not in st.facedown else None
        st.events.append(Message(**words_log.void_trigger(reason, name)))
        return
    st.events.append(Message(**words_log.triggers(blue, card.name)))
    start(st, card_id, blue, "round" if own_round else "nested")
