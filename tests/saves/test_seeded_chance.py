"""A save holds what its seed gave: every chance outcome in its log is the one Rng(seed) draws at that
step, and its rng_state is where that Rng ends. A die, a roll or a draw edited into a log that stays
legal (snapshot rebuilt to match), or an edited rng_state, is refused naming the step; saves made by
play, the example saves and the fixtures of every schema version still open."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.saves.test_mutated_saves import GAMES, SEATS, _decide
from timetravel.engine.errors import SaveError
from timetravel.engine.match import LogEntry, Match, replay
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE
from timetravel.resources import example_saves_dir
from timetravel.saves import load_match, write_save
from timetravel.saves.codec import match_to_save, plain_json

# The probe's edits: El Ministerio's dice, a Time Arena roll, a T.I.M.E Stories captain die and dice;
# and a draw of each other game.
EDITED = [
    ("ministerio", "dice"),
    ("ministerio", "roll"),
    ("ministerio", "draw"),
    ("arena", "roll"),
    ("stories", "captain"),
    ("stories", "dice"),
    ("rocket", "flip"),
    ("division", "draw"),
    ("tiny", "deal"),
]


def played(game_id: str, seed: int = 11) -> Match:
    game = GAMES[game_id]
    match = Match.new(game, game.make_config(len(SEATS)), SEATS, seed)
    while not match.is_over:
        _decide(match, seed)
    return match


def tampered(game_id: str, kind: str) -> tuple[dict[str, object], int]:
    """A save whose log ends with chance step `kind` changed to another of its outcomes: a legal log,
    its snapshot the state that log reaches, its rng_state the Rng after as many draws as before.
    Returns the save's data and the number of the changed step."""
    match = played(game_id)
    game, config = match.game, match.config
    state = game.new_initial_state(config)
    rng = Rng(match.seed)
    for index, entry in enumerate(match.log):
        if entry.actor == CHANCE:
            outcomes = state.chance_outcomes()
            rng.weighted_index([p for _, p in outcomes])
            others = [str(a) for a, _ in outcomes if str(a) != entry.action]
            if entry.action.split(":")[0] == kind and others:
                log = [*match.log[:index], LogEntry(actor=CHANCE, action=others[-1])]
                edited = Match(
                    game, config, list(match.seats), match.seed, replay(game, config, log), rng, log
                )
                data = json.loads(match_to_save(edited).model_dump_json())
                assert data["snapshot"] == plain_json(edited.state.to_json())
                return data, index + 1
        state = state.apply(state.find_action(entry.action))[0]
    raise AssertionError(f"{game_id}: no chance step {kind} with another outcome")


def written(tmp_path: Path, data: dict[str, object]) -> Path:
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("game_id, kind", EDITED, ids=[f"{g}-{k}" for g, k in EDITED])
def test_an_edited_chance_outcome_is_refused_naming_its_step(tmp_path: Path, game_id: str, kind: str) -> None:
    data, step = tampered(game_id, kind)
    path = written(tmp_path, data)
    before = path.read_bytes()
    with pytest.raises(SaveError) as refused:
        load_match(path)
    message = str(refused.value)
    assert "edited.json" in message and f"step {step} of {step}" in message
    assert "not what chance gave" in message
    assert path.read_bytes() == before


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_an_edited_rng_state_is_refused(tmp_path: Path, game_id: str) -> None:
    match = played(game_id)
    data = json.loads(match_to_save(match).model_dump_json())
    for wrong in (data["rng_state"] + 1, 0, Rng(data["seed"]).state):
        if wrong == match.rng.state:
            continue
        data["rng_state"] = wrong
        with pytest.raises(SaveError) as refused:
            load_match(written(tmp_path, data))
        assert "rng_state" in str(refused.value)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_save_made_by_play_opens_at_every_point(tmp_path: Path, game_id: str) -> None:
    match = played(game_id, seed=5)
    for cut in sorted({0, 1, len(match.log) // 3, len(match.log) // 2, len(match.log)}):
        part = Match.new(match.game, match.config, list(match.seats), match.seed)
        while len(part.log) < cut:
            _decide(part, 5)
        path = write_save(part, tmp_path / f"cut-{cut}.json")
        assert load_match(path).rng.state == part.rng.state


def test_every_example_save_still_opens() -> None:
    folder = example_saves_dir()
    assert folder is not None
    paths = sorted(folder.glob("*.json"))
    assert paths
    for path in paths:
        load_match(path)
