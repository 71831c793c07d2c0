"""What an agent receives: its seat's observation and legal actions, never the true state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from timetravel.engine.actions import Action
from timetravel.engine.state import Json

if TYPE_CHECKING:
    from timetravel.engine.game import Game
    from timetravel.engine.state import GameState


@dataclass(frozen=True, slots=True)
class AgentView:
    """A seat's knowledge at its decision: the game, the observation, its own legal actions."""

    game: Game
    seat: int
    observation: Json
    legal_actions: tuple[Action, ...]

    @classmethod
    def of(cls, state: GameState, seat: int) -> AgentView:
        """The view of `seat` at `state`; the state itself stays behind."""
        if state.to_act() != seat:
            raise ValueError(f"seat {seat} is not the acting seat")
        return cls(state.game, seat, state.observe(seat), tuple(state.legal_actions()))
