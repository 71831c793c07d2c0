"""The start of an era in Time Division: the coin, the Time Travelers of a campaign, the draft of
three turns each (draw three, keep one, give one, stack the last) and the campaign's face-down cards."""

from __future__ import annotations

from timetravel.engine.events import PhaseChanged, PieceMoved
from timetravel.games.division import knowledge, rounds, words_log
from timetravel.games.division.content import load_era
from timetravel.games.division.moves import move
from timetravel.games.division.state import DRAFT_TURNS, SEATS, DivisionState


def setup_era(st: DivisionState) -> None:
    """Deal the era's cards into the draw stacks and begin its draft (or its Time Travelers' deal)."""
    era = load_era(st.eras[st.era_i])
    for cards in st.z.values():
        cards.clear()
    st.z["deck"] = sorted(c.id for c in era.cards if not c.traveler)
    st.rotated.clear()
    st.facedown.clear()
    st.seen = [set(), set()]
    st.maybe = [{}, {}]
    st.quota = [[], []]
    st.stack_left = [9, 9]
    st.draft_turns = [0, 0]
    st.drafter = st.coin or 0
    st.draft_stage = "draw"
    st.round = 0
    st.armed, st.frames = [], []
    st.triggered.clear()
    st.blocked.clear()
    st.simultaneous = False
    st.step = "travelers" if st.mode == "campaign" else "draft"
    st.events.append(PhaseChanged(st.step, **words_log.draft_begins(era.name)))


def give_first_coin(st: DivisionState, seat: int) -> None:
    """The rulebook's alternative to the toss: the more experienced player takes the coin."""
    st.coin = seat
    setup_era(st)
    st.events = []


def toss(st: DivisionState, seat: int) -> None:
    st.coin = seat
    st.events.append(PieceMoved("coin", "coin:none", f"coin:{seat}", **words_log.wins_toss(seat)))
    setup_era(st)


def deal_travelers(st: DivisionState, first: str) -> None:
    """The Time Travelers go face down onto the draft piles, `first` onto seat 0's."""
    other = next(c for c in st.travelers() if c != first)
    st.z["front:0"].append(first)
    st.z["front:1"].append(other)
    pair = sorted((first, other))
    for seat in SEATS:  # nobody knows yet which traveler lies in which draft pile
        st.maybe[seat].update({c: {"front:0", "front:1"} for c in pair})
        st.quota[seat] = [[pair, "front:0", 1], [pair, "front:1", 1]]
    st.step = "draft"


def draw(st: DivisionState, card_id: str) -> None:
    move(st, card_id, f"temp:{st.drafter}", frozenset({st.drafter}))
    st.stack_left[st.drafter] -= 1
    if len(st.z[f"temp:{st.drafter}"]) == 3:
        st.draft_stage = "keep"


def distribute(st: DivisionState, kind: str, card_id: str) -> None:
    """Keep a drawn card, or give one to the rival (the last goes to the Independent Stack)."""
    seat = st.drafter
    me = frozenset({seat})
    if kind == "keep":
        move(st, card_id, f"front:{seat}", me)
        st.draft_stage = "give"
        return
    move(st, card_id, f"front:{1 - seat}", me)
    for rest in list(st.z[f"temp:{seat}"]):
        move(st, rest, "independent", me)
    st.draft_turns[seat] += 1
    st.draft_stage = "draw"
    if st.draft_turns[seat] < DRAFT_TURNS:
        return
    if st.draft_turns[1 - seat] < DRAFT_TURNS:
        st.drafter = 1 - seat
        return
    _pick_up_hands(st)


def _pick_up_hands(st: DivisionState) -> None:
    for seat in SEATS:
        cards = st.z[f"front:{seat}"]
        st.z[f"hand:{seat}"] = cards
        st.z[f"front:{seat}"] = []
        knowledge.rename(st, f"front:{seat}", f"hand:{seat}")
    for seat in SEATS:
        knowledge.know(st, seat, st.z[f"hand:{seat}"])
        if st.mode == "campaign":
            knowledge.know(st, seat, st.travelers())  # the other traveler is the rival's
    st.events.append(PhaseChanged("play", **words_log.hands_taken()))
    if st.mode == "campaign":
        st.step = "facedown"
        st.drafter = st.coin or 0
    else:
        rounds.start_round(st)


def place_facedown(st: DivisionState, card_id: str) -> None:
    seat = st.drafter
    move(st, card_id, f"influence:{seat}", frozenset({seat}), face_down=True)
    if seat == st.coin:
        st.drafter = 1 - seat
    else:
        rounds.start_round(st)
