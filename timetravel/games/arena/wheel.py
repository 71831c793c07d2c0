"""The charge wheel (R12): the bonuses a side's wheel has reached, which may be spent now, and the
notch a critical failure turns it. Spending a bonus is part of the fight's flow (fight.py)."""

from __future__ import annotations

from functools import cache

from timetravel.games.arena import events as ev
from timetravel.games.arena.content import BONUSES, content
from timetravel.games.arena.state import ArenaState


def bonuses(st: ArenaState, side: int) -> list[str]:
    """R12: the bonuses the side's charge wheel has reached (the full and expert games)."""
    notch = st.wheel[side]
    if not notch or not st.abilities:
        return []
    return [b for b, at in bonus_notches() if notch >= at]


@cache
def bonus_notches() -> tuple[tuple[str, int], ...]:
    return tuple((b, content().bonus_notch(b)) for b in BONUSES)


def bonus_usable(st: ArenaState, bonus: str) -> bool:
    if bonus not in bonuses(st, st.side):
        return False
    if st.fight_stage == "decide":
        if bonus == "plus":
            return st.roll not in ("KO", "miss")
        return bonus == "reroll"
    if st.fight_stage:
        return False
    if bonus == "energy":
        return st.energy[st.side] < content().totem.energy
    return bonus == "step" and not st.step_bonus


def turn_wheel(st: ArenaState, side: int) -> None:
    """R12: a critical failure turns the side's wheel one notch (the full and expert games)."""
    if st.abilities and st.wheel[side] < content().wheel.notches:
        st.wheel[side] += 1
        st.events.append(ev.wheel_turned(st, side))
