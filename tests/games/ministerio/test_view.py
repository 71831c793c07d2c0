"""The typed view is the observation: `view(state, seat).to_json()` is `observe(seat)`, exactly
(the same JSON text, key order included), at every step of seeded random games."""

from __future__ import annotations

import json
import random

from timetravel.games.ministerio import GAME
from timetravel.games.ministerio.view import view


def test_the_view_gives_back_the_observation_exactly() -> None:
    for seed in range(3):
        rng = random.Random(seed)
        seats = 2 + seed
        state = GAME.new_initial_state(GAME.make_config(seats))
        for _ in range(400):
            if state.is_terminal():
                break
            for seat in range(seats):
                assert json.dumps(view(state, seat).to_json()) == json.dumps(state.observe(seat))
            state = state.apply(rng.choice(state.candidate_actions()))[0]
