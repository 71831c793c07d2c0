"""A trick (rules T2 and T3), a stage of the rules (layer 3): each seat plays a card in turn, the
highest card takes the trick and its seat leads the next."""

from __future__ import annotations

from collections.abc import Sequence

from timetravel.engine.actions import Action
from timetravel.engine.events import CardMoved, Event, ScoreChanged
from timetravel.games.tricks import words
from timetravel.games.tricks.state import TricksState


def playable(state: TricksState, seat: int) -> list[Action]:
    """Any card of the hand may be played (T2: there is no suit to follow), lowest first."""
    return [Action("play", (rank,)) for rank in state.hands[seat]]


def may_play(state: TricksState, seat: int, action: Action) -> bool:
    """Whether `action` is in playable(state, seat), answered without building the list."""
    if action.kind != "play" or len(action.args) != 1:
        return False
    rank = action.args[0]
    return isinstance(rank, int) and rank in state.hands[seat]


def taker(table: Sequence[int | None]) -> int | None:
    """The seat whose card takes the trick so far (T3: the highest), None before the first card."""
    cards = [(rank, seat) for seat, rank in enumerate(table) if rank is not None]
    return max(cards)[1] if cards else None


def play(state: TricksState, rank: int) -> list[Event]:
    seat = state.turn
    state.hands[seat].remove(rank)
    state.table[seat] = rank
    state.played.append(rank)
    state.turn = (seat + 1) % state.seats
    events: list[Event] = [
        CardMoved(str(rank), f"hand:{seat}", "table", seat=seat, **words.played(seat, rank))
    ]
    if all(card is not None for card in state.table):
        events += take_trick(state)
    return events


def take_trick(state: TricksState) -> list[Event]:
    """T3: the highest card's seat scores the trick, the table is cleared, and it leads."""
    winner = taker(state.table)
    assert winner is not None  # every seat has played
    state.tricks[winner] += 1
    state.table = [None] * state.seats
    state.leader = state.turn = winner
    total = state.tricks[winner]
    return [ScoreChanged(winner, 1, total, **words.took_trick(winner, total))]
