"""Time Tricks' rules (layer 3): what is legal and what an action does, dispatched to the stages
(deal.py, trick.py), and the outcome (rule T4). No words are built here and nothing is drawn."""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.engine.outcome import Outcome
from timetravel.engine.state import CHANCE, TERMINAL
from timetravel.games.tricks import deal, trick
from timetravel.games.tricks.state import TricksState


def legal_actions(state: TricksState) -> list[Action]:
    actor = state.to_act()
    return trick.playable(state, actor) if actor >= 0 else []


def chance_outcomes(state: TricksState) -> list[tuple[Action, float]]:
    return deal.chance_outcomes(state) if state.to_act() == CHANCE else []


def is_legal(state: TricksState, action: Action) -> bool:
    """Legality looked up directly (the engine's default builds every option and searches them)."""
    actor = state.to_act()
    if actor == CHANCE:
        return deal.is_outcome(state, action)
    return actor != TERMINAL and trick.may_play(state, actor, action)


def apply(state: TricksState, action: Action) -> list[Event]:
    """Change `state` (a fresh clone, see GameState.apply) by a legal action."""
    if action.kind == "deal":
        seat, rank = action.args
        assert isinstance(seat, int) and isinstance(rank, int)
        return deal.deal(state, seat, rank)
    rank = action.args[0]
    assert isinstance(rank, int)
    return trick.play(state, rank)


def outcome(state: TricksState) -> Outcome | None:
    """T4: once every card is played, the most tricks wins; a tie shares the win (T5)."""
    if not state.over():
        return None
    best = max(state.tricks)
    winners = frozenset(seat for seat, count in enumerate(state.tricks) if count == best)
    return Outcome(tuple(float(count) for count in state.tricks), winners)
