"""The changes several stages of play make to the table: a Totem's energy, a fighter knocked out to
its Gate (R7) and the end of the game, each with its event."""

from __future__ import annotations

from timetravel.games.arena import events as ev
from timetravel.games.arena.content import content
from timetravel.games.arena.state import HOURGLASS_MS, NO_ONE, OFF, ArenaState, colour_of


def knock_out(st: ArenaState, slot: int) -> None:
    """R7: back to its Gate, whose hourglass is turned over."""
    source = st.at[slot]
    st.at[slot] = OFF
    st.sand[slot] = HOURGLASS_MS[colour_of(slot)]
    if st.active == slot:
        st.active = NO_ONE
    st.forget_geometry()
    st.events.append(ev.knocked_out(st, slot, source))


def change_energy(st: ArenaState, side: int, delta: int) -> None:
    before = st.energy[side]
    st.energy[side] = max(0, min(content().totem.energy, before + delta))
    if st.energy[side] != before:
        st.events.append(ev.energy_changed(st, side, st.energy[side] - before))


def finish(st: ArenaState, winner: int, reason: str) -> None:
    if st.stage == "over":
        return
    st.stage = "over"
    st.winner = winner
    st.reason = reason
    st.running = NO_ONE
    st.clear_fight()
    st.events.append(ev.game_ended(st))
