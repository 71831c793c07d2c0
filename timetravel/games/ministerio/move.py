"""El Ministerio's move: the dice, the die chosen, the walk door by door (directions, bounces,
transport doors), the office key, and Lola Mendieta walking with the mover's die. Rule ids (M-...)
refer to docs/rules/ministerio.md.
"""

from __future__ import annotations

from collections.abc import Callable

from timetravel.games.ministerio import words_events as ev
from timetravel.games.ministerio.changes import change_pa
from timetravel.games.ministerio.staircase import KEY_FACES, lola_walk, stair
from timetravel.games.ministerio.state import MinisterioState


def _dice(st: MinisterioState, a: int, b: int) -> None:
    st.t["dice"] = [a, b]
    st.events.append(ev.dice(st.turn, (a, b), "move"))
    st.stage = "leave" if st.agent.in_office else "die"


def _leave(st: MinisterioState, door: int) -> None:
    """M-KEY-6: a turn that starts in the office leaves by any coloured door, and not back in."""
    agent = st.agent
    agent.in_office, agent.door = False, door
    st.t["left_office"] = True
    st.events.append(ev.agent_moved(st.turn, "office", f"door:{door}"))
    st.stage = "die"


def _die(st: MinisterioState, index: int) -> None:
    t = st.t
    dice = t["dice"]
    t["die"], t["steps"], t["direction"], t["hops"], t["just_jumped"] = index, dice[index], 0, 0, False
    t["key"] = not t["left_office"] and dice[1 - index] in KEY_FACES  # M-KEY-1, M-KEY-2
    st.stage = "walk"


def _dir(st: MinisterioState, direction: int) -> None:
    st.t["direction"] = direction
    step_once(st)


def _go(st: MinisterioState) -> None:
    step_once(st)


def step_once(st: MinisterioState) -> None:
    """M-MOVE-1, M-MOVE-2: one door on, bouncing at the ends."""
    t, source = st.t, st.here()
    door, direction = stair().step(source, t["direction"])
    st.agent.door = door
    t["direction"], t["steps"], t["hops"], t["just_jumped"] = direction, t["steps"] - 1, t["hops"] + 1, False
    st.events.append(ev.agent_moved(st.turn, f"door:{source}", f"door:{door}"))


def _jump(st: MinisterioState) -> None:
    """M-MOVE-3, M-MOVE-4: one step to the twin door, then a direction again."""
    t, source = st.t, st.here()
    twin = stair().twin(source)
    assert twin is not None
    st.agent.door = twin
    t["steps"], t["hops"], t["just_jumped"], t["direction"] = t["steps"] - 1, t["hops"] + 1, True, 0
    st.events.append(ev.agent_moved(st.turn, f"door:{source}", f"door:{twin}", jump=True))


def _office(st: MinisterioState) -> None:
    """M-KEY-5: entering ends the move; the figure leaves the staircase for the office."""
    agent = st.agent
    source = st.here()
    agent.door, agent.in_office = None, True
    st.events.append(ev.agent_moved(st.turn, f"door:{source}", "office"))
    end_move(st, "office")


def _stop(st: MinisterioState) -> None:
    end_move(st, "play")


def end_move(st: MinisterioState, then: str) -> None:
    move_lola(st, st.t["dice"][st.t["die"]])
    if st.stage not in ("end", "over"):
        st.stage = then


def move_lola(st: MinisterioState, roll: int) -> None:
    """M-SPECIAL-6: Lola walks with the mover's die; everyone on a door she reaches takes 1 PA."""
    if st.lola is None:
        return
    for door in lola_walk(stair(), st.lola, roll):
        st.events.append(ev.lola_moved(st.lola, door))
        st.lola = door
        for seat, agent in enumerate(st.agents):
            if agent.door == door and not agent.prison:
                change_pa(st, seat, 1)
        if st.stage == "over":
            return


HANDLERS: dict[str, Callable[..., None]] = {
    "dice": _dice,
    "leave": _leave,
    "die": _die,
    "dir": _dir,
    "go": _go,
    "jump": _jump,
    "office": _office,
    "stop": _stop,
}
