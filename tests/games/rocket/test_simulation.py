"""Seeded random games at every seat count end well inside the declared maximum length."""

from __future__ import annotations

import json

import pytest

from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, TERMINAL


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_end_within_max_length(game, seats):
    for seed in range(4):
        rng = Rng(seed * 10 + seats)
        state = game.new_initial_state(game.make_config(seats))
        steps = 0
        while state.to_act() != TERMINAL:
            if state.to_act() == CHANCE:
                outcomes = state.chance_outcomes()
                assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
                action = outcomes[rng.weighted_index([p for _, p in outcomes])][0]
            else:
                action = rng.choice(state.legal_actions())
            state = state.apply(action)[0]
            steps += 1
            if steps % 97 == 0:  # a save taken anywhere resumes to the same state
                assert game.state_from_json(json.loads(json.dumps(state.to_json()))) == state
        outcome = state.outcome()
        assert outcome is not None and outcome.winners
        assert steps < game.info.max_length
        assert max(state.totals) >= 40 or state.final_rounds or state.round_number >= 40
