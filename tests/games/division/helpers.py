"""Build Time Division states in the middle of a round, so each test shows one rule or card."""

from __future__ import annotations

from collections.abc import Iterable

from timetravel.engine.actions import Action
from timetravel.engine.state import CHANCE
from timetravel.games.division import GAME, draft, rounds, rules, scoring
from timetravel.games.division.content import load_era
from timetravel.games.division.state import DivisionState

ORDERS = {
    "egypt": "egypt-darkages-eighties",
    "darkages": "darkages-egypt-eighties",
    "eighties": "eighties-egypt-darkages",
}


def board(
    era: str = "egypt",
    *,
    hand0: Iterable[str] = (),
    hand1: Iterable[str] = (),
    inf0: Iterable[str] = (),
    inf1: Iterable[str] = (),
    past: Iterable[str] = (),
    indep: Iterable[str] = (),
    coin: int = 0,
    mode: str = "single",
    facedown: Iterable[str] = (),
) -> DivisionState:
    """A state at the start of a round with exactly these cards in play; `facedown` cards (in an
    Influence Area) lie face down, known only to the owner of that area."""
    options = {"mode": mode, "era": era} if mode == "single" else {"mode": mode, "order": ORDERS[era]}
    state = GAME.new_initial_state(GAME.make_config(2, options))
    state.coin = coin
    draft.setup_era(state)
    state.z["deck"] = []
    state.z["front:0"], state.z["front:1"] = [], []
    for zone, cards in (
        ("hand:0", hand0),
        ("hand:1", hand1),
        ("influence:0", inf0),
        ("influence:1", inf1),
        ("past", past),
        ("independent", indep),
    ):
        state.z[zone] = list(cards)
    # The era's other cards wait unseen in the (otherwise unused) draw stacks, so that a constructed
    # state holds every card of its era and can be determinized like a real one.
    placed = [c for cards in state.z.values() for c in cards]
    assert len(placed) == len(set(placed)), f"a card is placed twice: {sorted(placed)}"
    in_play = [c.id for c in load_era(era).cards if mode == "campaign" or not c.traveler]
    state.z["deck"] = sorted(c for c in in_play if c not in placed)
    public = {c for z in ("influence:0", "influence:1", "past") for c in state.z[z]}
    state.seen = [public | set(state.z["hand:0"]), public | set(state.z["hand:1"])]
    for card in facedown:
        owner = int(state.zone_of(card).partition(":")[2])
        state.facedown.add(card)
        state.seen[1 - owner].discard(card)
    state.draft_turns = [3, 3]
    rounds.start_round(state)
    rules.advance(state)
    state.events = []
    return state


def act(state: DivisionState, *texts: str) -> DivisionState:
    for text in texts:
        state, _ = state.apply(Action.parse(text))
    return state


def round_with(
    state: DivisionState, first_card: str, second_card: str, resolve: str, *picks: str
) -> DivisionState:
    """Both players play (coin owner first), the coin owner resolves, then the given picks follow."""
    return act(state, f"play:{first_card}", f"play:{second_card}", f"resolve:{resolve}", *picks)


def draw(state: DivisionState, card: str) -> DivisionState:
    assert state.to_act() == CHANCE
    return act(state, f"random:{card}")


def end_era(state: DivisionState) -> None:
    """Score the era now (a campaign then sets up its next era)."""
    if scoring.end_era(state):
        draft.setup_era(state)
