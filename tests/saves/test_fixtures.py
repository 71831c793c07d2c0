"""Fixture saves of every schema version (saves/fixtures/) open, migrate and play on to the end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.saves.helpers import play
from timetravel.engine.rng import Rng
from timetravel.saves import load_match, read_save, verify_replay
from timetravel.saves.migrations import MIGRATIONS, migrate, schema_version
from timetravel.saves.model import CURRENT_VERSION, SaveFile

FIXTURES = Path(__file__).resolve().parents[2] / "saves" / "fixtures"
FIXTURE_FILES = sorted(FIXTURES.glob("*.json"))


def _version(path: Path) -> int:
    return schema_version(json.loads(path.read_bytes()))


def test_there_is_a_fixture_of_every_schema_version() -> None:
    versions = {_version(path) for path in FIXTURE_FILES}
    assert versions == set(range(min(MIGRATIONS), CURRENT_VERSION + 1))


def test_every_older_version_has_a_migration() -> None:
    assert set(MIGRATIONS) == set(range(min(MIGRATIONS), CURRENT_VERSION))


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=lambda p: p.name)
def test_fixture_loads_replays_and_plays_to_the_end(path: Path) -> None:
    before = path.read_bytes()
    save = read_save(path)
    assert save.schema_version == CURRENT_VERSION
    assert verify_replay(save), "the log replays to the snapshot"
    match = load_match(path)
    assert match.log == list(save.log)
    assert not match.is_over, "fixtures are saved mid-game"
    play(match, Rng(1))
    assert match.is_over and match.state.outcome() is not None
    assert len(match.log) > len(save.log)
    assert path.read_bytes() == before, "opening an old save never rewrites it"


def test_the_version_0_fixture_migrates_to_the_version_1_fixture() -> None:
    old = read_save(FIXTURES / "tiny-v0.json")
    new = read_save(FIXTURES / "tiny-v1.json")
    same = ("game", "config", "seats", "seed", "rng_state", "log", "snapshot", "updated")
    assert {k: getattr(old, k) for k in same} == {k: getattr(new, k) for k in same}
    assert old.created == old.updated  # version 0 kept one time only
    assert old.app_version == "0.0.1"


def test_resuming_either_version_draws_the_same_chance_outcomes() -> None:
    finished = []
    for name in ("tiny-v0.json", "tiny-v1.json"):
        match = load_match(FIXTURES / name)
        play(match, Rng(5))
        finished.append([str(entry) for entry in match.log])
    assert finished[0] == finished[1]


def test_migration_does_not_change_its_input() -> None:
    data = json.loads((FIXTURES / "tiny-v0.json").read_bytes())
    copy = json.loads(json.dumps(data))
    migrated = migrate(data)
    assert data == copy
    SaveFile.from_data(migrated)
