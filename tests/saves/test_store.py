"""Where saves live, atomic writes, and what the load screen and Continue get."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import platformdirs
import pytest

from tests.saves.helpers import SEATS_2, SEATS_3, new_match, play
from timetravel.engine.errors import SaveError
from timetravel.engine.match import Match
from timetravel.engine.rng import Rng
from timetravel.saves import (
    atomic,
    autosave,
    config_dir,
    delete_save,
    latest_save,
    list_saves,
    load_match,
    read_save,
    saves_dir,
    store,
    write_save,
)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _set_mtime(path: Path, seconds: float) -> None:
    os.utime(path, (seconds, seconds))


def test_timetravel_home_moves_saves_and_settings(home: Path) -> None:
    assert saves_dir() == home / "saves"
    assert config_dir() == home / "config"
    path = write_save(new_match(1))
    assert path.parent == home / "saves"


def test_without_timetravel_home_the_platform_folders_are_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TIMETRAVEL_HOME")
    assert saves_dir() == Path(platformdirs.user_data_dir("timetravel", appauthor=False)) / "saves"
    assert config_dir() == Path(platformdirs.user_config_dir("timetravel", appauthor=False))


def test_default_names_are_unique_and_name_the_game() -> None:
    match = new_match(1)
    paths = {write_save(match) for _ in range(3)}
    assert len(paths) == 3
    assert all(p.name.startswith("tiny-") and p.suffix == ".json" for p in paths)


def test_a_typed_name_becomes_a_safe_file_name_and_the_label() -> None:
    path = write_save(new_match(1), name="  Ada's ../../game #1 ")
    assert path.parent == saves_dir()
    assert path.name == "ada-s-game-1.json"
    assert read_save(path).label == "Ada's ../../game #1"


def test_a_typed_name_never_overwrites_an_autosave() -> None:
    match = new_match(1)
    slot = autosave(match)
    path = write_save(match, name="Autosave tiny")
    assert path != slot and path.name == "save-autosave-tiny.json"


def test_a_match_keeps_one_autosave_file() -> None:
    match = new_match(4)
    first = autosave(match)
    play(match, Rng(4), 8)
    second = autosave(match)
    assert first == second and first.parent == saves_dir()
    assert first.name.startswith("autosave-tiny-") and store.autosave_game(first) == "tiny"
    assert len(read_save(second).log) == 8
    assert [p.name for p in saves_dir().iterdir()] == [first.name]


def test_a_new_game_never_overwrites_an_unfinished_one() -> None:
    unfinished = new_match(4)
    play(unfinished, Rng(4), 6)
    kept = autosave(unfinished)
    kept_bytes = kept.read_bytes()
    other = new_match(5)
    play(other, Rng(5), 2)
    newer = autosave(other)
    assert newer != kept and kept.read_bytes() == kept_bytes
    assert len(load_match(kept).log) == 6 and len(load_match(newer).log) == 2
    assert latest_save() == newer


def test_continuing_an_autosave_writes_back_to_it() -> None:
    match = new_match(6)
    path = autosave(match)
    del match
    resumed = load_match(path)
    play(resumed, Rng(6), 4)
    assert autosave(resumed) == path
    assert len(read_save(path).log) == 4
    assert [p.name for p in saves_dir().iterdir()] == [path.name]


def test_old_autosaves_are_pruned_but_never_an_open_ones() -> None:
    continued = load_match(autosave(new_match(1)))  # an open match continued from its autosave
    continued_path = autosave(continued)
    _set_mtime(continued_path, 1_000)  # the oldest of all
    legacy = saves_dir() / "autosave-tiny.json"  # the single slot of earlier versions
    legacy.write_bytes(continued_path.read_bytes())
    _set_mtime(legacy, 2_000)
    named = write_save(new_match(2), name="keep me")
    _set_mtime(named, 500)
    paths = []
    for i in range(store.AUTOSAVES_KEPT + 2):
        match = new_match(10 + i)
        paths.append(autosave(match))
        _set_mtime(paths[-1], 10_000 + i)
        del match
    left = {p.name for p in saves_dir().iterdir()}
    autosaves = sorted(p for p in left if p.startswith("autosave-"))
    assert continued_path.name in left, "the autosave of an open match was pruned"
    assert named.name in left, "only autosaves are pruned"
    assert "autosave-tiny.json" not in left, "an old-style autosave counts as one of the game's"
    assert len(autosaves) == store.AUTOSAVES_KEPT + 1  # the newest five and the open one
    assert {p.name for p in paths[-store.AUTOSAVES_KEPT :]} <= left


def test_autosave_game_reads_the_file_name() -> None:
    assert store.autosave_game(Path("autosave-rocket-20260101-120000.json")) == "rocket"
    assert store.autosave_game(Path("autosave-rocket.json")) == "rocket"
    assert store.autosave_game(Path("save-autosave-rocket.json")) is None
    assert store.autosave_game(Path("autosave-rocket.txt")) is None


def test_writing_is_atomic_and_synced(monkeypatch: pytest.MonkeyPatch) -> None:
    match = new_match(2)
    path = write_save(match, name="slot")
    before = _digest(path)
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(fd) or real_fsync(fd))

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    play(match, Rng(2), 5)
    with pytest.raises(SaveError, match="slot.json.*No space left"):
        write_save(match, path)
    assert synced, "the temporary file is fsynced before it replaces the save"
    assert _digest(path) == before
    assert sorted(p.name for p in path.parent.iterdir()) == ["slot.json"], "no temporary file is left"
    monkeypatch.undo()
    write_save(match, path)
    assert len(read_save(path).log) == 5


def test_stale_temporary_files_are_swept_and_never_listed() -> None:
    path = write_save(new_match(2), name="slot")
    stale = path.parent / ".slot.json.abc123.tmp"
    fresh = path.parent / ".slot.json.def456.tmp"
    stale.write_text("{")
    fresh.write_text("{")
    _set_mtime(stale, path.stat().st_mtime - atomic.STALE_TEMP_SECONDS - 5)
    assert [s.path for s in list_saves()] == [path]
    write_save(new_match(3), path)
    assert not stale.exists()
    assert fresh.exists(), "a temporary file that may belong to a running writer is left alone"


def test_list_saves_shows_newest_first_then_examples_and_greys_broken_files(examples_dir: Path) -> None:
    old = write_save(new_match(1, SEATS_3), name="old")
    newer = write_save(new_match(2), name="newer")
    auto = autosave(new_match(3))
    broken = saves_dir() / "broken.json"
    broken.write_text('{"format": "timetravel-save", "schema_v')
    _set_mtime(broken, 0)
    example = examples_dir / "example.json"
    example.write_bytes(old.read_bytes())

    listed = list_saves()
    assert [s.path.name for s in listed] == [
        auto.name,
        "newer.json",
        "old.json",
        "broken.json",
        "example.json",
    ]
    by_name = {s.path.name: s for s in listed}
    assert by_name[auto.name].is_autosave and not by_name[newer.name].is_autosave
    assert by_name["example.json"].is_example and not by_name["old.json"].is_example
    assert by_name["old.json"].game == "tiny" and by_name["old.json"].game_title == "Tiny Tricks"
    assert [seat.name for seat in by_name["old.json"].seats] == ["Ada", "Bo", "Cy"]
    assert by_name["old.json"].label == "old"
    assert by_name["old.json"].updated is not None
    assert by_name["broken.json"].error is not None and "broken.json" in by_name["broken.json"].error
    assert not by_name["broken.json"].loadable
    assert all(s.error is None for name, s in by_name.items() if name != "broken.json")


def test_list_saves_with_no_folder_yet_is_empty() -> None:
    assert not saves_dir().exists()
    assert list_saves() == []
    assert latest_save() is None


def test_latest_save_is_the_newest_that_opens_and_is_unfinished() -> None:
    older = write_save(new_match(1), name="older")
    newest = write_save(new_match(2), name="newest")
    finished_match = new_match(3)
    play(finished_match, Rng(3))
    finished = write_save(finished_match, name="finished")
    broken = saves_dir() / "broken.json"
    broken.write_text("not json")
    for seconds, path in enumerate([older, newest, finished, broken]):
        _set_mtime(path, 1_000_000 + seconds)
    assert latest_save() == newest
    _set_mtime(older, 2_000_000)
    assert latest_save() == older


def test_load_match_of_an_example_save(examples_dir: Path) -> None:
    match = new_match(6)
    play(match, Rng(6), 9)
    source = write_save(match, name="x")
    example = examples_dir / "example.json"
    example.write_bytes(source.read_bytes())
    assert load_match(example).log == match.log


def test_delete_save_removes_only_own_saves(examples_dir: Path, tmp_path: Path) -> None:
    path = write_save(new_match(1), name="gone")
    example = examples_dir / "example.json"
    example.write_bytes(path.read_bytes())
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_bytes(path.read_bytes())
    delete_save(path)
    assert not path.exists()
    delete_save(path)  # already gone: nothing to do
    for protected in (example, elsewhere):
        with pytest.raises(SaveError, match=protected.name):
            delete_save(protected)
        assert protected.exists()


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symbolic links")
def test_delete_save_removes_the_entry_chosen_never_what_it_links_to(tmp_path: Path) -> None:
    real = write_save(new_match(1), name="real")
    inside = real.with_name("inside-link.json")
    inside.symlink_to(real.name)
    delete_save(inside)
    assert not os.path.lexists(inside) and real.exists(), "the link goes, the save it names stays"
    outside = tmp_path / "outside-link.json"
    outside.symlink_to(real)
    with pytest.raises(SaveError, match="outside-link.json"):
        delete_save(outside)  # a link elsewhere is not one of the person's saves, whatever it names
    assert real.exists() and os.path.lexists(outside)


def test_read_save_names_the_file_and_changes_nothing_for_a_missing_game() -> None:
    path = write_save(new_match(1), name="orphan")
    data = json.loads(path.read_text())
    data["game"] = "nosuchgame"
    path.write_text(json.dumps(data))
    before = _digest(path)
    with pytest.raises(SaveError, match="orphan.json") as caught:
        read_save(path)
    assert "nosuchgame" in str(caught.value)
    assert _digest(path) == before
    [summary] = list_saves()
    assert summary.error is not None and "nosuchgame" in summary.error


def test_a_snapshot_the_game_cannot_rebuild_is_a_save_error() -> None:
    path = write_save(new_match(1), name="bad-state")
    data = json.loads(path.read_text())
    data["snapshot"] = {"seats": 2, "hands": "nope"}
    path.write_text(json.dumps(data))
    read_save(path)  # the file itself is well formed
    with pytest.raises(SaveError, match="bad-state.json"):
        load_match(path)


def test_a_missing_file_is_a_save_error(home: Path) -> None:
    with pytest.raises(SaveError, match="nothing.json"):
        read_save(home / "nothing.json")


def test_a_file_over_the_size_limit_is_refused_unread(monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_save(new_match(1), name="big")
    monkeypatch.setattr(store, "MAX_FILE_BYTES", 200)
    with pytest.raises(SaveError, match="big.json.*too large"):
        read_save(path)


@pytest.mark.parametrize("steps", [0, 9, 18])
def test_saves_at_any_stage_load_and_match_the_match(steps: int) -> None:
    match = new_match(11, SEATS_2)
    play(match, Rng(11), steps)
    loaded = load_match(write_save(match))
    assert loaded.log == match.log
    assert loaded.is_over == match.is_over


def test_a_save_charges_the_real_time_not_yet_charged() -> None:
    """Issue 20 §2: time fed to a real-time match but not yet turned into a step is kept by a save."""
    from timetravel.engine.registry import get_game
    from timetravel.engine.state import CHANCE

    arena = get_game("arena")
    match = Match.new(arena, arena.make_config(2), SEATS_2, seed=3)
    chooser = Rng(4)
    while not match.state.time_runs():
        if match.to_act() == CHANCE:
            match.sample_chance()
        else:
            match.apply(chooser.choice(match.state.legal_actions()))
    running = match.state.running
    before = match.state.clock[running]
    match.advance_time(1_234)
    assert match.pending_ms == 1_234, "the time must still be pending for this test to mean anything"
    loaded = load_match(write_save(match))
    assert loaded.state.clock[running] == before - 1_234
