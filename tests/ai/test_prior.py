"""Heuristic priors in the search: offsets in return units, shrunk means, the heuristic's move first."""

from __future__ import annotations

import math

from tests.ai.conftest import random_positions
from tests.games.tiny_tricks import GAME as TINY
from timetravel.ai import AgentView, HardAgent
from timetravel.ai.ismcts import Node
from timetravel.ai.prior import DEFAULT_SPAN, offsets
from timetravel.engine.ai_hooks import AIHooks


class Scaled(AIHooks):
    prior_scale = 0.02


def test_offsets_are_zero_for_the_best_and_scaled_below() -> None:
    assert offsets(Scaled(), [3.0, 8.0, 5.0]) == [-0.1, 0.0, -0.06]
    plain = offsets(AIHooks(), [3.0, 8.0, 5.0])  # no scale: min-max onto DEFAULT_SPAN
    assert plain[1] == 0.0 and math.isclose(plain[0], -DEFAULT_SPAN) and -DEFAULT_SPAN < plain[2] < 0
    assert offsets(AIHooks(), [2.0, 2.0]) == [0.0, 0.0]
    assert offsets(Scaled(), [0.0, 1000.0])[0] == -1.0  # never worse than a sure loss


def test_the_prior_offset_fades_as_playouts_accumulate() -> None:
    root = Node(None, -1)
    root.priors = {(0, "a"): -0.2}
    child = root.add_child((0, "a"))
    assert child.prior == -0.2
    child.visits, child.reward = 10, 6.0
    assert math.isclose(child.value(10.0), 0.6 - 0.1)
    child.visits, child.reward = 990, 594.0
    assert math.isclose(child.value(10.0), 0.6 - 0.002)
    assert child.value(0.0) == 0.6


def test_selection_follows_the_prior_between_equal_means() -> None:
    root = Node(None, -1)
    root.priors = {(0, "good"): 0.0, (0, "poor"): -0.3}
    good, poor = root.add_child((0, "good")), root.add_child((0, "poor"))
    for child in (good, poor):
        child.visits, child.reward, child.avail = 5, 2.5, 10
    legal = {key: None for key in root.children}
    assert root.select(legal, 0.7, prior_visits=10.0) is good  # type: ignore[arg-type]
    poor.reward = 4.5  # much better playouts overrule the prior
    assert root.select(legal, 0.7, prior_visits=10.0) is poor  # type: ignore[arg-type]


def test_with_one_iteration_hard_plays_the_heuristic_move() -> None:
    """The first root move tried is the heuristic's favourite (Tiny's: the highest card)."""
    checked = 0
    for i, state in enumerate(random_positions(TINY, 2, 30, seed=21)):
        seat = state.to_act()
        view = AgentView.of(state, seat)
        if len(view.legal_actions) < 2:
            continue
        agent = HardAgent(TINY, seat, i, think_ms=None, iterations=1)
        favourite = max(view.legal_actions, key=lambda a: int(a.args[0]))
        assert agent.decide(view) == favourite
        assert agent.last_root is not None and len(agent.last_root.children) == 1
        checked += 1
    assert checked >= 10


def test_without_priors_the_first_move_is_drawn_at_random() -> None:
    state = next(s for s in random_positions(TINY, 2, 10, seed=4) if len(s.legal_actions()) == 3)
    seat = state.to_act()
    view = AgentView.of(state, seat)
    picks = {
        HardAgent(TINY, seat, i, think_ms=None, iterations=1, use_prior=False).decide(view) for i in range(30)
    }
    assert len(picks) > 1
