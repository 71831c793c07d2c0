"""Every level returns a legal action from a view alone; easy and normal follow the heuristic."""

from __future__ import annotations

import dataclasses
import json

import pytest

from tests.ai.conftest import random_positions, telling_positions
from tests.ai.variants import NO_HOOKS
from tests.games.tiny_tricks import GAME as TINY
from timetravel.ai import LEVELS, AgentView, EasyAgent, NormalAgent, RandomAgent, make_agent
from timetravel.ai.agent import has_heuristic
from timetravel.engine.actions import Action
from timetravel.engine.errors import ConfigError
from timetravel.engine.game import Game


def _decide(level: str, game: Game, state, seed: int) -> Action:  # type: ignore[no-untyped-def]
    seat = state.to_act()
    agent = make_agent(level, game, seat, seed, think_ms=1000, iterations=40)
    return agent.decide(AgentView.of(state, seat))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seats", [2, 3])
def test_every_level_returns_a_legal_action(level: str, seats: int) -> None:
    for i, state in enumerate(random_positions(TINY, seats, 30, seed=seats)):
        action = _decide(level, TINY, state, i)
        assert action in state.legal_actions()
        state.apply(action)  # the engine agrees


def test_the_view_holds_no_state() -> None:
    fields = {f.name for f in dataclasses.fields(AgentView)}
    assert fields == {"game", "seat", "observation", "legal_actions"}


@pytest.mark.parametrize("level", LEVELS)
def test_agents_decide_from_an_observation_alone(level: str) -> None:
    """A view rebuilt from JSON text (no state anywhere) is enough, and the agent answers from it."""
    state = random_positions(TINY, 2, 5, seed=11)[4]
    seat = state.to_act()
    observation = json.loads(json.dumps(state.observe(seat)))
    actions = tuple(Action.parse(str(a)) for a in state.legal_actions())
    view = AgentView(TINY, seat, observation, actions)
    agent = make_agent(level, TINY, seat, 3, iterations=30)
    assert agent.decide(view) in actions


def test_an_agent_never_reads_other_hands() -> None:
    """Two states that differ only in another seat's hand give the same decision."""
    state = random_positions(TINY, 2, 3, seed=5)[2]
    seat = state.to_act()
    other = 1 - seat
    unseen = [c for c in range(1, 10) if c not in state.hands[seat] + state.played + state.hands[other]]
    twin = state.clone()
    twin.hands[other] = unseen[: len(state.hands[other])]
    assert twin.hands[other] != state.hands[other]
    for level in LEVELS:
        first = make_agent(level, TINY, seat, 9, iterations=50).decide(AgentView.of(state, seat))
        second = make_agent(level, TINY, seat, 9, iterations=50).decide(AgentView.of(twin, seat))
        assert first == second, level


def test_an_unknown_level_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="grandmaster"):
        make_agent("grandmaster", TINY, 0, 1)


def test_normal_follows_the_heuristic() -> None:
    """Tiny's heuristic prefers high cards: normal plays its highest card every time."""
    for i, state in enumerate(random_positions(TINY, 2, 30, seed=2)):
        seat = state.to_act()
        action = NormalAgent(TINY, seat, i).decide(AgentView.of(state, seat))
        assert action.args[0] == max(state.hands[seat])


def test_easy_is_noisy_but_mostly_follows_the_heuristic() -> None:
    positions = [s for s in random_positions(TINY, 2, 200, seed=4) if len(s.legal_actions()) > 1]
    agree = {"easy": 0, "random": 0}
    for i, state in enumerate(positions):
        seat = state.to_act()
        best = max(state.hands[seat])
        agree["easy"] += EasyAgent(TINY, seat, i).decide(AgentView.of(state, seat)).args[0] == best
        agree["random"] += RandomAgent(TINY, seat, i).decide(AgentView.of(state, seat)).args[0] == best
    assert agree["easy"] < len(positions)  # noise
    assert agree["easy"] > 0.7 * len(positions) > agree["random"]


def test_normal_without_hooks_looks_ahead() -> None:
    """With no heuristic, normal plays each action out; it finds the clearly better one."""
    assert not has_heuristic(NO_HOOKS) and has_heuristic(TINY)
    positions = telling_positions(20, gap=0.5, seed=8)
    good = 0
    for i, (state, values) in enumerate(positions):
        plain = NO_HOOKS.state_from_json(state.to_json())
        seat = plain.to_act()
        action = NormalAgent(NO_HOOKS, seat, i).decide(AgentView.of(plain, seat))
        good += values[str(action)] == max(values.values())
    assert good >= 0.8 * len(positions)
