"""El Ministerio's flow between decisions: `settle` carries out everything that needs no decision
(walking on, revealing a known tile, drawing, rebuilding the deck, the end of a turn and of a
round) until a seat or chance must act.
"""

from __future__ import annotations

from timetravel.engine.events import TurnStarted
from timetravel.games.ministerio import words_events as ev
from timetravel.games.ministerio import words_log as words
from timetravel.games.ministerio.changes import finish
from timetravel.games.ministerio.content import CATEGORIES, HAND_SIZE, ROUND_LIMIT, content
from timetravel.games.ministerio.fight import start_fight
from timetravel.games.ministerio.move import end_move, step_once
from timetravel.games.ministerio.state import TURN_DEFAULTS, MinisterioState, copy_turn
from timetravel.games.ministerio.tiles import reveal_tile


def settle(st: MinisterioState) -> None:
    for _ in range(10_000):
        if not _settle_once(st):
            return
    raise RuntimeError("El Ministerio: settle did not come to rest")


def _settle_once(st: MinisterioState) -> bool:
    """One automatic step; False when a seat or chance must act."""
    stage = st.stage
    if stage == "over":
        return False
    if st.to_draw:
        return _settle_draw(st)
    if stage == "deal":
        return _settle_deal(st)
    if stage == "walk":
        options = st.walk_options()
        if options == ["go"]:
            step_once(st)
            return True
        if not options:
            end_move(st, "play")
            return True
        return False
    if stage == "reveal":
        door = st.here()
        if not st.facedown[door]:
            st.stage = "enemies"
            return True
        known = st.peeked.get(str(door))
        if known is not None:
            reveal_tile(st, door, known)
            return True
        return False
    if stage == "enemies":
        here = st.on_door[st.here()]
        if len(here) == 1:
            start_fight(st, here[0])
        else:
            st.stage = "choose_enemy" if here else "cards"
        return True
    if stage == "cards":
        _settle_cards(st)
        return True
    if stage == "end":
        end_turn(st)
        return True
    return False


def _settle_draw(st: MinisterioState) -> bool:
    """M-DECK-1: an empty deck is rebuilt from the discard piles; with none left, the cards are out
    and the game ends with the round (M-END-3, M-END-4)."""
    if st.deck:
        return False
    if any(st.piles.values()):
        st.deck = sorted(c for pile in st.piles.values() for c in pile)
        st.piles = {c: [] for c in CATEGORIES}
        st.events.append(ev.message(words.rebuild_text()))
        return True
    st.to_draw = 0
    st.cards_out = True
    st.ending = st.ending or "cards"
    return True


def _settle_deal(st: MinisterioState) -> bool:
    if any(a.mission is None for a in st.agents):
        return False
    short = [s for s, a in enumerate(st.agents) if len(a.hand) < HAND_SIZE]
    if short and st.cards_left():
        st.start_draw(short[0], HAND_SIZE - len(st.agents[short[0]].hand))
        return True
    st.stage, st.turn = "start_door", 0
    return True


def _settle_cards(st: MinisterioState) -> None:
    played = st.t["played"] or {"pass": True}
    if played.get("investigate"):  # M-CARD-2
        st.start_draw(st.turn, st.stat(st.turn, "research"))
        st.stage = "end"
    elif "card" not in played:
        st.stage = "end"
    elif content().cards[played["card"]].category == "place":
        st.stage = "place"
    else:
        closed = not st.t["faced"] and not st.modifiers(st.turn).get("open_doors")
        st.t.update(trial={"card": played["card"], "closed": closed}, roll=None, bonus=0)
        st.stage = "trial"


def end_turn(st: MinisterioState) -> None:
    """The turn passes; a round ends when play comes back round the table (M-END-1, M-END-3)."""
    if not any(st.facedown) and not st.ending:
        st.ending = "revealed"
    free = st.free_seats()
    if not free:
        finish(st, all_lose="prison")
        return
    after = [s for s in free if s > st.turn]
    nxt = after[0] if after else free[0]
    if not after:
        st.round += 1
        if st.ending or st.round > ROUND_LIMIT:
            st.ending = st.ending or "limit"
            finish(st)
            return
    st.turn = nxt
    begin_turn(st)


def begin_turn(st: MinisterioState) -> None:
    st.t = copy_turn(TURN_DEFAULTS)
    st.stage = "roll"
    st.events.append(TurnStarted(st.turn, **words.turn_text(st.turn, st.round)))
