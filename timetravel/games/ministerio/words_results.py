"""El Ministerio's results in words: each agent's score by its sources, why the game ended and
every secret mission, revealed; and why everybody lost, when they did.
"""

from __future__ import annotations

from timetravel.engine.state import ResultsTable
from timetravel.games.ministerio.content import content
from timetravel.games.ministerio.state import MinisterioState
from timetravel.games.ministerio.words import player
from timetravel.games.ministerio.words_log import end_text
from timetravel.i18n import t
from timetravel.plural import counted


def lost_words(st: MinisterioState) -> str:
    """Why everybody lost, in words, for the results screen."""
    ending = end_text(st)
    return t(ending["text"], **ending["params"])


# --- results -------------------------------------------------------------------------------------
def results_table(st: MinisterioState) -> ResultsTable:
    """Each agent's score by its sources (a note under each says what it counts), and the story of
    the game's end: why it ended, then every agent's secret mission, revealed, and how far it got."""
    keys = ("mission", "first", "cards", "converted", "pa")
    heads = (t("Mission"), t("First"), t("Cards"), t("Debriefed"), t("PA"))
    cells = []
    for seat in range(st.seats):
        parts = st.score_parts(seat)
        notes = _score_notes(st, seat)
        cells.append(tuple((str(parts[k]), notes[k]) for k in keys))
    totals = tuple(str(st.score(s)) for s in range(st.seats))
    ending = () if st.all_lose else (_ending_words(st),)  # everybody lost: the headline says why
    story = (*ending, *(_mission_story(st, seat) for seat in range(st.seats)))
    return ResultsTable(heads, tuple(cells), totals, t("VP"), story)


def _score_notes(st: MinisterioState, seat: int) -> dict[str, str]:
    """The words under each number of a row of the results: where the points came from."""
    agent = st.agents[seat]
    lines = st.requirement_counts(seat)
    met = sum(1 for have, need in lines if have >= need)
    if agent.mission is None:
        mission = ""
    elif agent.delivered:
        mission = t("delivered")
    elif lines and met == len(lines):
        mission = t("achieved")
    else:
        mission = t("{a} of {b} lines", a=met, b=len(lines))
    cards = counted(len(agent.controlled), "{n} card", "{n} cards") if agent.controlled else ""
    tiles = counted(len(agent.converted), "{n} tile", "{n} tiles") if agent.converted else ""
    return {
        "mission": mission,
        "first": t("first to deliver") if agent.first_delivery else "",
        "cards": cards,
        "converted": tiles,
        "pa": t("Huesca") if agent.prison else (t("penalty") if agent.pa else ""),
    }


def _ending_words(st: MinisterioState) -> str:
    """Why the game ended, for the results."""
    first = next((s for s, a in enumerate(st.agents) if a.first_delivery), None)
    if st.ending == "delivered" and first is not None:
        return t("{player} delivered a secret mission first; the round was played out and the game scored.",
                 player=player(first))  # fmt: skip
    if st.ending == "revealed":
        return t("Every enemy tile was revealed; the round was played out and the game scored.")
    if st.ending == "cards":
        return t("The cards ran out; the round was played out and the game scored.")
    return t("The game stopped after round {n} and was scored.", n=st.round)


def _mission_story(st: MinisterioState, seat: int) -> str:
    """One agent's secret mission, revealed, and whether it was achieved."""
    agent = st.agents[seat]
    who = t(content().protagonists[agent.protagonist].name) if agent.protagonist else ""
    if agent.prison or agent.mission is None:
        return t("{player} ({agent}) was locked up in Huesca; the secret mission went back to the box unread.",
                 player=player(seat), agent=who)  # fmt: skip
    mission = t(content().missions[agent.mission].name)
    vp = st.mission_vp(seat)
    lines = st.requirement_counts(seat)
    met = sum(1 for have, need in lines if have >= need)
    if agent.delivered:
        return t("{player} ({agent}) delivered the secret mission “{mission}”: {vp} VP.", player=player(seat),
                 agent=who, mission=mission, vp=vp)  # fmt: skip
    if met == len(lines):
        return t("{player} ({agent}) achieved the secret mission “{mission}” without delivering it: {vp} VP.",
                 player=player(seat), agent=who, mission=mission, vp=vp)  # fmt: skip
    if met:
        return t("{player} ({agent}) met {a} of the {b} lines of the secret mission “{mission}”: {vp} VP.",
                 player=player(seat), agent=who, a=met, b=len(lines), mission=mission, vp=vp)  # fmt: skip
    return t("{player} ({agent}) met none of the {b} lines of the secret mission “{mission}”: no VP.",
             player=player(seat), agent=who, b=len(lines), mission=mission)  # fmt: skip
