"""El Ministerio's setting up: each seat chooses its protagonist, the missions are dealt and the
hands drawn (the draws are chance outcomes all game long), and each agent takes a coloured door to start.
"""

from __future__ import annotations

from collections.abc import Callable

from timetravel.games.ministerio import words_events as ev
from timetravel.games.ministerio import words_log as words
from timetravel.games.ministerio.state import MinisterioState
from timetravel.games.ministerio.turn import begin_turn


def _agent(st: MinisterioState, protagonist: str) -> None:
    st.agent.protagonist = protagonist
    st.events.append(ev.message(words.chose_text(st.turn, protagonist)))
    if all(a.protagonist for a in st.agents):
        st.stage, st.turn = "deal", 0
    else:
        st.turn += 1


def _mission(st: MinisterioState, mission: str) -> None:
    seat = next(s for s, a in enumerate(st.agents) if a.mission is None)
    st.agents[seat].mission = mission
    st.events.append(ev.card_moved(None, "missions", f"mission:{seat}", seat=seat))


def _draw(st: MinisterioState, card: str) -> None:
    seat = st.draw_for
    st.deck.remove(card)
    st.agents[seat].hand = sorted([*st.agents[seat].hand, card])
    st.to_draw -= 1
    st.events.append(ev.card_moved(None, "deck", f"hand:{seat}", seat=seat))


def _start(st: MinisterioState, door: int) -> None:
    st.agent.door = door
    st.events.append(ev.agent_moved(st.turn, "start", f"door:{door}"))
    if st.turn + 1 < st.seats:
        st.turn += 1
    else:
        st.turn = 0
        begin_turn(st)


HANDLERS: dict[str, Callable[..., None]] = {
    "agent": _agent,
    "mission": _mission,
    "draw": _draw,
    "start": _start,
}
