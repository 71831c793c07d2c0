"""Building El Ministerio positions for rule tests: a table set by hand, then actions by their text."""

from __future__ import annotations

from collections.abc import Sequence

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.games.ministerio import GAME
from timetravel.games.ministerio.state import MinisterioState, content, stair


def door(year: int) -> int:
    return stair().index_of(year)


def table(
    agents: Sequence[str] = ("amelia", "alonso"),
    years: Sequence[int] = (1815, 1492),
    hands: Sequence[Sequence[str]] = (),
    missions: Sequence[str] = (),
) -> MinisterioState:
    """Agents on the doors of `years`, seat 0 about to roll; the given hands are taken from the deck."""
    st = GAME.new_initial_state(GAME.make_config(len(agents)))
    for seat, (protagonist, year) in enumerate(zip(agents, years, strict=True)):
        agent = st.agents[seat]
        agent.protagonist, agent.door = protagonist, door(year)
        agent.mission = missions[seat] if seat < len(missions) else sorted(content().missions)[seat]
        agent.hand = sorted(hands[seat]) if seat < len(hands) else []
        st.deck = [c for c in st.deck if c not in agent.hand]
    st.stage, st.turn = "roll", 0
    return st


def act(st: MinisterioState, *texts: str) -> tuple[MinisterioState, list[Event]]:
    """Apply actions (or chance outcomes) given as strings; returns the state and all their events."""
    events: list[Event] = []
    for text in texts:
        st, more = st.apply(Action.parse(text))
        events += more
    return st, events


def legal(st: MinisterioState) -> list[str]:
    return [str(a) for a in st.candidate_actions()]


def at_play(st: MinisterioState, seat: int = 0) -> MinisterioState:
    """Skip the move: the turn goes straight to phase two on the agent's current door."""
    st = st.clone()
    st.turn, st.stage = seat, "play"
    st.t["dice"], st.t["die"] = [2, 3], 0
    return st
