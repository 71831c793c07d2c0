"""Salvador's office: a word with Salvador, the archive, the debriefing, the evidence room, and
delivering a mission (M-OFFICE-...).
"""

from __future__ import annotations

from collections.abc import Callable

from timetravel.games.ministerio import words_events as ev
from timetravel.games.ministerio import words_log as words
from timetravel.games.ministerio.changes import change_pa
from timetravel.games.ministerio.state import MinisterioState


def _office_pa(st: MinisterioState) -> None:
    st.events.append(ev.message(words.office_text(st.turn, "shed_pa")))
    st.stage = "end"
    change_pa(st, st.turn, -4)


def _office_draw(st: MinisterioState) -> None:
    st.events.append(ev.message(words.office_text(st.turn, "draw")))
    st.start_draw(st.turn, 4)
    st.stage = "end"


def _convert(st: MinisterioState, count: int) -> None:
    """M-OFFICE-4: debriefed tiles are 1 VP each and no longer enemies."""
    agent = st.agent
    moved, agent.enemies = agent.enemies[:count], agent.enemies[count:]
    agent.converted += moved
    st.events.append(ev.message(words.convert_text(st.turn, count)))
    st.stage = "end"


def _replay(st: MinisterioState, category: str) -> None:
    """M-OFFICE-5: the top card of a pile, no PA, its trial on no door (never closed)."""
    card = st.piles[category].pop()
    st.events.append(ev.card_moved(card, f"pile:{category}", "table", seat=st.turn))
    st.t["played"] = {"card": card, "from_pile": True}
    st.t.update(trial={"card": card, "closed": False}, roll=None, bonus=0)
    st.stage = "trial"


def _deliver(st: MinisterioState) -> None:
    """M-OFFICE-6, M-END-1: delivering ends the game with this round; the first earns 2 VP."""
    agent = st.agent
    agent.delivered = True
    agent.first_delivery = not any(a.first_delivery for a in st.agents)
    st.ending = st.ending or "delivered"
    st.events.append(ev.message(words.deliver_text(st.turn, agent.first_delivery)))
    st.stage = "end"


def _rest(st: MinisterioState) -> None:
    st.stage = "end"


HANDLERS: dict[str, Callable[..., None]] = {
    "office_pa": _office_pa,
    "office_draw": _office_draw,
    "convert": _convert,
    "replay": _replay,
    "deliver": _deliver,
    "rest": _rest,
}
