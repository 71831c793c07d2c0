"""What a seat knows of T.I.M.E Stories, and the worlds consistent with it.

The team shares everything it sees (the agents are telepathic), so no seat knows more than
another, and the state holds no card's contents: only ids, what has been seen (`seen`, the
team's journal across runs) and the scripts under way on cards already entered. The cards nobody
has entered are the scenario's data, not the state's: an observation is the whole state, and the
one world consistent with it is the state itself (the game declares no hidden information).
"""

from __future__ import annotations

from typing import Any

from timetravel.engine.rng import Rng
from timetravel.engine.state import Json
from timetravel.games.stories.state import StoriesState


def observe(state: StoriesState, seat: int) -> Json:
    return {"seat": seat, **state.to_json()}


def determinize(game: Any, observation: Json, rng: Rng) -> StoriesState:
    data = {key: value for key, value in observation.items() if key != "seat"}
    state: StoriesState = game.state_from_json(data)
    return state
