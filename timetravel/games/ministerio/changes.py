"""The changes to El Ministerio's table that the stages of a turn and the card verbs share, each with
its event: PA and Huesca, a card to its discard pile, an intruder in the office, the end of the game.
"""

from __future__ import annotations

from timetravel.games.ministerio import words_events as ev
from timetravel.games.ministerio.content import PRISON_ABOVE, SLOTS, content
from timetravel.games.ministerio.state import MinisterioState


def change_pa(st: MinisterioState, seat: int, delta: int) -> None:
    """Add (or take off) PA; above 10, even for a moment, the agent goes to Huesca."""
    agent = st.agents[seat]
    if agent.prison or delta == 0:
        return
    agent.pa = max(0, agent.pa + delta)
    st.events.append(ev.pa_changed(seat, delta, agent.pa))
    if agent.pa > PRISON_ABOVE:
        imprison(st, seat)


def imprison(st: MinisterioState, seat: int) -> None:
    agent = st.agents[seat]
    agent.prison = True
    for card_id in sorted(agent.hand + agent.controlled):
        discard(st, card_id, f"hand:{seat}")
    agent.hand, agent.controlled = [], []
    st.removed += agent.enemies + agent.converted
    agent.enemies, agent.converted = [], []
    agent.mission, agent.door, agent.in_office = None, None, False
    st.events.append(ev.imprisoned(seat))
    if not st.free_seats():
        finish(st, all_lose="prison")
    elif seat == st.turn and st.stage not in ("over",):
        played = st.t["played"] or {}
        if st.t["trial"]:
            discard(st, st.t["trial"]["card"], "table")
        elif "card" in played and not played.get("controlled") and st.stage != "place":
            discard(st, played["card"], "table")
        st.t["trial"], st.t["played"] = None, None
        st.to_draw = 0 if st.draw_for == seat else st.to_draw
        st.stage = "end"


def discard(st: MinisterioState, card_id: str, source: str, bottom: bool = False) -> None:
    pile = st.piles[content().cards[card_id].category]
    if bottom:
        pile.insert(0, card_id)
    else:
        pile.append(card_id)
    st.events.append(ev.card_moved(card_id, source, f"pile:{content().cards[card_id].category}"))


def add_slot(st: MinisterioState, tile_id: str) -> None:
    st.slots.append(tile_id)
    st.events.append(ev.into_office(tile_id, len(st.slots)))
    if len(st.slots) >= SLOTS:
        finish(st, all_lose="ministry")


def finish(st: MinisterioState, all_lose: str = "") -> None:
    if st.stage == "over":
        return
    st.stage = "over"
    st.all_lose = all_lose
    st.to_draw = 0
    st.events += ev.scores(st)
    st.events.append(ev.game_ended(st))
