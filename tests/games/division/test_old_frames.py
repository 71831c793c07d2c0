"""Saves written while an effect waited mid-way (frames stored as the dicts of before the script
kit) load and play on exactly as they did then: the digests below were recorded with that code."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from timetravel.engine.registry import get_game
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, TERMINAL, GameState
from timetravel.saves import load_match, read_save

SAVES = Path(__file__).resolve().parent / "saves"
# file -> (what the top frame waits for, digest of the rest of the game played from it)
RECORDED = {
    "division-nested-pick-old-frames.json": ("decision", "aa240d89559fefd0"),
    "division-chance-old-frames.json": ("chance", "a33d9c11bb6bc4c2"),
}


def play_on_digest(state: GameState, seed: int = 1) -> str:
    """Play to the end (chance and choices from one seeded Rng); digest every state on the way."""
    rng = Rng(seed)
    digest = hashlib.sha256()
    while state.to_act() != TERMINAL:
        if state.to_act() == CHANCE:
            outcomes = state.chance_outcomes()
            action = outcomes[rng.weighted_index([p for _, p in outcomes])][0]
        else:
            legal = state.legal_actions()
            digest.update(repr([str(a) for a in legal]).encode())
            action = rng.choice(legal)
        observations = [state.observe(seat) for seat in (0, 1)]
        state, _ = state.apply(action)
        digest.update(repr([str(action), observations, state.to_json()]).encode())
    return digest.hexdigest()[:16]


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_an_old_save_waiting_mid_effect_loads_and_plays_on_identically(name: str) -> None:
    waits, recorded = RECORDED[name]
    path = SAVES / name
    snapshot = read_save(path).snapshot
    assert len(snapshot["frames"]) == 2 and "phase" in snapshot["frames"][-1]  # the old form
    match = load_match(path)  # replays the log and requires the snapshot
    assert (match.to_act() == CHANCE) == (waits == "chance")
    restored = get_game("division").state_from_json(json.loads(json.dumps(snapshot)))
    assert restored.to_json() == snapshot
    assert play_on_digest(match.state) == play_on_digest(restored) == recorded
