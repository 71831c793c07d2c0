"""Per-game help for the AI, kept in the engine layer so games never import timetravel.ai."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, TypeVar

from timetravel.engine.actions import Action
from timetravel.engine.reason import Reason
from timetravel.engine.rng import Rng

if TYPE_CHECKING:
    from timetravel.engine.state import GameState

S = TypeVar("S", bound="GameState")


class AIHooks(Generic[S]):
    """Defaults make every hook optional; games override what they know better.

    A game subclasses it with its own state type (`AIHooks[RocketState]`), so its hooks read
    their state without a cast; the AI layer holds them as `AIHooks[Any]`.
    """

    # Playouts ask evaluate() after this many steps (chance included); a game whose turns are
    # long and whose evaluate() is good cuts earlier.
    playout_cutoff: int = 200

    def action_scores(self, state: S, seat: int, actions: list[Action]) -> list[float]:
        """The heuristic's preference for each action (higher is better) in a determinized state.

        The normal AI averages these over a few determinizations; easy adds noise.
        """
        return [0.0 for _ in actions]

    def rollout_action(self, state: S, rng: Rng) -> Action:
        """The action a playout takes for the acting seat (default: uniform random)."""
        return rng.choice(state.legal_actions())

    def evaluate(self, state: S) -> tuple[float, ...] | None:
        """Estimated utility per seat in [0, 1] for a state where a playout is cut off, or None
        to play it out to the end."""
        return None

    def search(
        self,
        state: S,
        seat: int,
        think_ms: int | None,
        rng: Rng,
        elapsed_ms: Callable[[], float],
        stop: Callable[[], bool] | None = None,
    ) -> Action | None:
        """The hard level's decision by the game's own search, within `think_ms` (None: a fixed,
        deterministic effort) as `elapsed_ms()` measures it (games never read a clock), in a
        determinized state; None leaves it to the shared ISMCTS. A real-time game may think for
        less, drawing its budget from the seat's clock."""
        return None

    def reason(self, state: S, seat: int, action: Action, level: str) -> Reason | None:
        """Why `seat`, an AI of `level`, takes `action` in a determinized state: a short reason a
        person can follow in the game log (engine/reason.py), from what the seat may know. None
        (the default) gives none."""
        return None
