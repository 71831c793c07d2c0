"""Two running copies of the app share one saves folder: neither prunes the autosave the other
holds open, and the temporary files of a copy that was killed while saving go at start-up."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.saves.helpers import new_match
from tests.saves.test_kill import _start_writer
from timetravel.saves import atomic, autosave, list_saves, saves_dir, store

REPO = Path(__file__).resolve().parents[2]


def _other_copy(seed: int) -> tuple[subprocess.Popen[str], Path]:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])),
    }
    copy = subprocess.Popen(
        [sys.executable, "-m", "tests.saves.hold_writer", str(seed)],
        cwd=REPO,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert copy.stdout is not None
    name = copy.stdout.readline().strip()
    assert name.startswith("autosave-tiny-"), "the other copy did not autosave"
    path = saves_dir() / name
    os.utime(path, (1_000, 1_000))  # the oldest autosave of all
    return copy, path


def _gone(path: Path, content: bytes) -> bool:
    """Whether the other copy's autosave is gone (a later autosave here may reuse its free name)."""
    return not path.exists() or path.read_bytes() != content


def _autosave_many(count: int) -> None:
    for seed in range(count):
        match = new_match(100 + seed)
        written = autosave(match)
        os.utime(written, (10_000 + seed, 10_000 + seed))
        del match


def test_pruning_spares_the_autosave_another_running_copy_holds_open() -> None:
    copy, theirs = _other_copy(1)
    content = theirs.read_bytes()
    try:
        _autosave_many(store.AUTOSAVES_KEPT + 3)
        assert not _gone(theirs, content), "pruning deleted the other copy's open autosave"
    finally:
        assert copy.stdin is not None and copy.stdout is not None
        copy.stdin.close()
        copy.wait(timeout=30)
        assert copy.stdout.readline().strip() == "2", "the other copy still had its match"
        copy.stdout.close()
    _autosave_many(1)
    assert _gone(theirs, content), "once that copy has quit, its old autosave is pruned like any other"


def test_a_killed_copys_hold_does_not_keep_its_autosave_forever() -> None:
    copy, theirs = _other_copy(2)
    content = theirs.read_bytes()
    copy.send_signal(signal.SIGKILL)
    copy.wait(timeout=30)
    for stream in (copy.stdin, copy.stdout):
        if stream is not None:
            stream.close()
    _autosave_many(store.AUTOSAVES_KEPT + 1)
    assert _gone(theirs, content)


def _kill_a_writer(path: Path, attempt: int) -> list[Path]:
    writer = _start_writer(path, 1 + 100 * attempt)
    assert writer.stdout is not None
    assert writer.stdout.readline().strip() == "ready"
    deadline = time.monotonic() + 20
    while not list(path.parent.glob(".slot.json.*.tmp")) and time.monotonic() < deadline:
        time.sleep(0.002)
    writer.send_signal(signal.SIGKILL)
    writer.wait(timeout=30)
    writer.stdout.close()
    return list(path.parent.glob(".slot.json.*.tmp"))


@pytest.mark.usefixtures("bulky")
def test_a_killed_saves_temporary_file_is_swept_at_start_up(home: Path, monkeypatch) -> None:
    path = home / "saves" / "slot.json"
    left: list[Path] = []
    for attempt in range(5):  # kill until one kill lands in the middle of a save
        left = _kill_a_writer(path, attempt)
        if left:
            break
    assert left, "a writer was killed in the middle of a save"
    # another copy that is saving right now: its temporary file must stay
    alive = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        in_flight = path.parent / f".other.json.{alive.pid}-x1y2.tmp"
        in_flight.write_text("{")
        monkeypatch.setattr(store, "_swept", set())  # a fresh start of the app
        list_saves()
        assert not [p for p in left if p.exists()], "a killed save's temporary file is gone at start-up"
        assert in_flight.exists(), "a running copy's temporary file is left alone"
    finally:
        alive.kill()
        alive.wait(timeout=30)
    assert atomic.UNOWNED_TEMP_SECONDS < atomic.STALE_TEMP_SECONDS


def test_a_killed_settings_writers_temporary_file_is_swept_when_settings_load() -> None:
    from timetravel.saves import config_dir, load_settings

    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait(timeout=30)
    folder = config_dir()
    folder.mkdir(parents=True)
    left = folder / f".settings.json.{dead.pid}-k1ll.tmp"
    left.write_text("{")
    mine = folder / f".settings.json.{os.getpid()}-l1ve.tmp"
    mine.write_text("{")
    load_settings()
    assert not left.exists(), "the temporary file of a writer that is gone is swept at start-up"
    assert mine.exists(), "a living writer's temporary file stays"
