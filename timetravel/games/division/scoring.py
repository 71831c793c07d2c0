"""The end of an era in Time Division: face-down cards turn up, each Influence Area is scored, the
winner (the coin owner in a tie) takes the era, a campaign's VP marker moves; and the outcome."""

from __future__ import annotations

from timetravel.engine.events import RoundEnded, ScoreChanged
from timetravel.engine.outcome import Outcome
from timetravel.games.division import words, words_log
from timetravel.games.division.content import TRACK, load_era
from timetravel.games.division.influence import ScoredCard
from timetravel.games.division.moves import move, turn_face_up
from timetravel.games.division.state import SEATS, DivisionState


def scored_area(st: DivisionState, seat: int) -> tuple[ScoredCard, ...]:
    """Each card of a seat's Influence Area with the influence it scores now."""
    return tuple(ScoredCard(c, c in st.rotated, st.influence_of(c, seat)) for c in st.z[f"influence:{seat}"])


def end_era(st: DivisionState) -> bool:
    """Score the era; True when a campaign goes on to its next era (which the caller sets up)."""
    for card_id, _owner in st.armed:
        move(st, card_id, "past")  # a delayed effect of the last round has no next round
    st.armed = []
    for seat in SEATS:
        for card_id in st.z[f"influence:{seat}"]:
            if card_id in st.facedown:
                turn_face_up(st, card_id, f"influence:{seat}", said_as="face up")
    areas = [scored_area(st, s) for s in SEATS]
    totals = [sum(c.influence for c in area) for area in areas]
    winner = (st.coin or 0) if totals[0] == totals[1] else (0 if totals[0] > totals[1] else 1)
    vp = [0, 0]
    if st.mode == "campaign":
        for seat in SEATS:
            unrotated = [c for c in st.z[f"influence:{seat}"] if st.card(c).traveler and c not in st.rotated]
            vp[seat] = 2 * (seat == winner) + len(unrotated)
        st.standee = max(-TRACK, min(TRACK, st.standee + vp[0] - vp[1]))
    for seat in SEATS:
        st.events.append(
            ScoreChanged(
                seat, totals[seat], totals[seat], **words_log.era_influence(seat, totals[seat], areas[seat])
            )
        )
    breakdown = tuple((s, "influence", totals[s]) for s in SEATS) + tuple((s, "vp", vp[s]) for s in SEATS)
    era = load_era(st.eras[st.era_i])
    st.events.append(RoundEnded(st.era_i + 1, breakdown, **words_log.wins_era(winner, era.name)))
    st.results.append({"era": era.id, "totals": totals, "winner": winner, "vp": vp, "standee": st.standee})
    if st.mode == "campaign" and st.era_i + 1 < len(st.eras):
        st.era_i += 1
        st.coin = winner
        return True
    st.step = "over"
    return False


def outcome(st: DivisionState) -> Outcome | None:
    if st.step != "over":
        return None
    if st.mode == "campaign":
        side = 0 if st.standee > 0 else 1 if st.standee < 0 else (st.coin or 0)
        scores = (float(TRACK + st.standee), float(TRACK - st.standee))
        return Outcome(scores, frozenset({side}), detail=words.marker_words(st))
    last = st.results[-1]
    totals = last["totals"]
    tie = words.tie_words(st, totals[0], last["winner"]) if totals[0] == totals[1] else ""
    return Outcome(tuple(float(x) for x in totals), frozenset({last["winner"]}), detail=tie)
