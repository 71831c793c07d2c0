"""Time in Time Arena (R1): the chess clocks and the Gates' hourglasses. Time enters as actions
(`time:<ms>`, and `sand:<ms>` from old logs); this module says when the next deadline falls and
what time passing does. Only the running side's clock loses time; every running hourglass does."""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.state import TIME_KIND
from timetravel.games.arena import events as ev
from timetravel.games.arena.effects import finish
from timetravel.games.arena.state import SLOTS, ArenaState

SAND_KIND = "sand"  # hourglasses only: in logs saved when an AI's pace ran no clock (replayed, never made)


def next_deadline(st: ArenaState) -> int:
    """The ms until the running clock reaches 0 or the next running hourglass runs out (0: none)."""
    if st.stage != "play":
        return 0
    deadlines = [ms for ms in st.sand if ms > 0]
    if st.running >= 0:
        deadlines.append(st.clock[st.running])
    return min(deadlines) if deadlines else 0


def time_action(st: ArenaState, elapsed_ms: int) -> Action | None:
    due = next_deadline(st)
    if due <= 0 or elapsed_ms < due:
        return None
    return Action(TIME_KIND, (due,))


def sand_is_legal(st: ArenaState, action: Action) -> bool:
    """A `sand` action may come whoever acts (the die included) while the game is in play."""
    args = action.args
    return st.stage == "play" and len(args) == 1 and isinstance(args[0], int) and args[0] > 0


def run_sand(st: ArenaState, ms: int) -> None:
    """Every running hourglass loses `ms` (never below 0); the clocks stay as they are."""
    if st.stage != "play":
        return
    for slot in range(SLOTS):
        left = st.sand[slot]
        if left > 0:
            st.sand[slot] = max(0, left - ms)
            if st.sand[slot] == 0:
                st.events.append(ev.hourglass_out(st, slot))
    st.forget_geometry()


def pass_time(st: ArenaState, ms: int) -> None:
    """The running clock and every running hourglass lose `ms` (never below 0); the clock at 0 loses."""
    if st.stage != "play":
        return
    run_sand(st, ms)
    if st.running >= 0:
        side = st.running
        st.clock[side] = max(0, st.clock[side] - ms)
        if st.clock[side] == 0:
            st.events.append(ev.clock_out(st, side))
            finish(st, 1 - side, "clock")
    st.forget_geometry()
