"""The deal (rule T1), a stage of the rules (layer 3): chance deals the hands, one card at a time.

The template for a stage module: one concept of the flow, reading and changing the state, its events
worded by words.py. The deck is unordered: each deal draws uniformly from the cards not yet dealt, so
no state holds a future card order that nobody may know.
"""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.chance import outcomes, uniform
from timetravel.engine.events import CardMoved, Event
from timetravel.games.tricks import words
from timetravel.games.tricks.content import content
from timetravel.games.tricks.state import TricksState


def next_seat(state: TricksState) -> int:
    """The seat dealt next: the one with the fewest cards, the lowest seat first (round by round)."""
    return min(range(state.seats), key=lambda seat: (len(state.hands[seat]), seat))


def undealt(state: TricksState) -> list[int]:
    dealt = {rank for hand in state.hands for rank in hand}
    return [rank for rank in content().ranks if rank not in dealt]


def chance_outcomes(state: TricksState) -> list[tuple[Action, float]]:
    seat = next_seat(state)
    return outcomes(uniform(undealt(state)), lambda rank: Action("deal", (seat, rank)))


def is_outcome(state: TricksState, action: Action) -> bool:
    """Whether `action` is one of chance_outcomes(state), answered without building them."""
    if action.kind != "deal" or len(action.args) != 2:
        return False
    seat, rank = action.args
    return seat == next_seat(state) and isinstance(rank, int) and rank in undealt(state)


def deal(state: TricksState, seat: int, rank: int) -> list[Event]:
    state.hands[seat].append(rank)
    state.hands[seat].sort()
    # face down: the event names no card, so neither the log nor another seat's board learns it
    return [CardMoved(None, "deck", f"hand:{seat}", face_up=False, seat=seat, **words.dealt(seat))]
