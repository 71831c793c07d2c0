"""Each objective kind as a check: the kinds are code, their numbers and filters are data.

The rules call these at the moments the rulebook names: `holds_now` after every change to a team or
Rocket area ("the round ends as soon as the player has these cards"), `completes_on_reveal` when a
card is revealed, `completes_military` when a Military action ends, `completes_at_turn_end` when a
turn ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from timetravel.games.rocket.content import (
    PERIODS,
    VORTEX,
    CharacterFilter,
    DistinctPeriods,
    HaveCharacters,
    MilitaryDiscards,
    ObjectiveBase,
    RevealFirst,
    RocketsAndCharacter,
    Vortexes,
)

if TYPE_CHECKING:
    from timetravel.games.rocket.state import RocketState


def current(state: RocketState) -> ObjectiveBase | None:
    """The open objective, or None when there is none or it is already completed."""
    if state.objective is None or state.objective_done_by is not None:
        return None
    return state.deck.objectives[state.objective]


def matching(state: RocketState, seat: int, holding: CharacterFilter) -> int:
    chars = state.deck.characters
    return sum(1 for card in state.teams[seat].values() if holding.matches(chars[card]))


def holds_now(state: RocketState, seat: int) -> bool:
    """Objectives met by what a seat holds (team and Rocket area) at this moment."""
    objective = current(state)
    if isinstance(objective, HaveCharacters):
        return matching(state, seat, objective.holding) >= objective.count
    if isinstance(objective, RocketsAndCharacter):
        return state.rocket_value(seat) >= objective.rockets and matching(state, seat, objective.holding) >= 1
    if isinstance(objective, Vortexes):
        return state.areas[seat].get(VORTEX, 0) >= objective.count
    if isinstance(objective, DistinctPeriods):  # "as soon as the player has these cards"
        return _periods(state, seat) >= objective.count
    return False


def completes_on_reveal(state: RocketState, seat: int, pile: int) -> bool:
    """A reveal-the-first-card objective: revealing from its pile while holding its character."""
    objective = current(state)
    return (
        isinstance(objective, RevealFirst)
        and PERIODS[pile] == objective.pile
        and matching(state, seat, objective.holding) >= 1
    )


def completes_military(state: RocketState, discarded: int) -> bool:
    objective = current(state)
    return isinstance(objective, MilitaryDiscards) and discarded >= objective.count


def completes_at_turn_end(state: RocketState, seat: int) -> bool:
    """Nostradamus says "end your turn with...": checked again at turn end (holds_now catches it first)."""
    objective = current(state)
    return isinstance(objective, DistinctPeriods) and _periods(state, seat) >= objective.count


def _periods(state: RocketState, seat: int) -> int:
    chars = state.deck.characters
    return len({chars[c].period for c in state.teams[seat].values()})


def vortexes_are_kept(state: RocketState) -> bool:
    """While The Temporal Paradox is open, revealed Vortexes go to the revealer's Rocket area."""
    return isinstance(current(state), Vortexes)


def progress(state: RocketState, seat: int) -> float:
    """How close a seat is to the open objective, in [0, 1] (for the AI)."""
    objective = current(state)
    if isinstance(objective, HaveCharacters):
        return min(1.0, matching(state, seat, objective.holding) / objective.count)
    if isinstance(objective, RocketsAndCharacter):
        rockets = min(1.0, state.rocket_value(seat) / objective.rockets)
        return 0.7 * rockets + 0.3 * min(1, matching(state, seat, objective.holding))
    if isinstance(objective, Vortexes):
        return min(1.0, state.areas[seat].get(VORTEX, 0) / objective.count)
    if isinstance(objective, RevealFirst):
        return 0.5 if matching(state, seat, objective.holding) else 0.0
    if isinstance(objective, DistinctPeriods):
        return _periods(state, seat) / objective.count
    if isinstance(objective, MilitaryDiscards):
        return 0.0
    return 0.0
