"""Fixtures for the AI tests: the tiny game registered, and positions reached by random play."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest

from tests.games.tiny_tricks import GAME as TINY
from timetravel.engine import registry
from timetravel.engine.errors import UnknownGame
from timetravel.engine.game import Game
from timetravel.engine.state import CHANCE, TERMINAL, GameState


@pytest.fixture
def tiny() -> Iterator[Game]:
    """Tiny Tricks in the registry for the test (left as found: the suite may register it too)."""
    try:
        had = registry.get_game("tiny") is TINY
    except UnknownGame:
        had = False
    registry.register(TINY)
    yield TINY
    if not had:
        registry.unregister("tiny")


def random_positions(game: Game, seats: int, count: int, seed: int) -> list[GameState]:
    """Decision points (a seat to act) of seeded random games."""
    rnd = random.Random(seed)
    found: list[GameState] = []
    while len(found) < count:
        state = game.new_initial_state(game.make_config(seats))
        while state.to_act() != TERMINAL:
            if state.to_act() == CHANCE:
                state = state.apply(rnd.choice(state.chance_outcomes())[0])[0]
                continue
            found.append(state)
            state = state.apply(rnd.choice(state.legal_actions()))[0]
    return found[:count]


def _value(state: GameState, seat: int) -> float:
    """Expected return for `seat` when every other seat plays uniformly at random."""
    actor = state.to_act()
    if actor == TERMINAL:
        outcome = state.outcome()
        assert outcome is not None
        return outcome.returns()[seat]
    values = [_value(state.apply(a)[0], seat) for a in state.legal_actions()]
    return max(values) if actor == seat else sum(values) / len(values)


def exact_values(state: GameState) -> dict[str, float]:
    """Each action's exact value for the acting seat of a 2-seat Tiny Tricks state with two cards in
    hand, averaged over every opponent hand that fits the seat's observation, against a uniformly
    random opponent. With one card left afterwards, the seat's later play is forced, so this is the
    true value of the information set."""
    seat = state.to_act()
    other = 1 - seat
    assert state.seats == 2 and len(state.hands[seat]) == 2
    known = set(state.hands[seat]) | set(state.played)
    unseen = [c for c in range(1, 10) if c not in known]
    worlds = []
    for hand in itertools.combinations(unseen, len(state.hands[other])):
        world = state.clone()
        world.hands[other] = list(hand)
        worlds.append(world)
    return {
        str(a): sum(_value(w.apply(a)[0], seat) for w in worlds) / len(worlds) for a in state.legal_actions()
    }


def telling_positions(count: int, gap: float, seed: int) -> list[tuple[GameState, dict[str, float]]]:
    """Second-trick decisions where the best action is worth at least `gap` more than the worst."""
    found = []
    for state in random_positions(TINY, 2, 40 * count, seed):
        if len(state.hands[state.to_act()]) != 2:
            continue
        values = exact_values(state)
        if max(values.values()) - min(values.values()) >= gap:
            found.append((state, values))
            if len(found) == count:
                break
    return found
