"""A scenario folder is whatever a person points the validator at: a FIFO, a link to /dev/zero, a
link loop, TOML nested thousands deep or a file far too large. Each is a content error naming the
file, from the validator, the loader and the generic content reader alike, and nothing hangs.

Every case runs in a child process with a time limit and a memory cap, so a reader that waits on a
pipe or reads /dev/zero fails the test instead of freezing or exhausting the machine."""

from __future__ import annotations

import json
import os
import resource
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from timetravel.games.stories.content import scenario_dir

ROOT = Path(__file__).resolve().parents[3]
TIME_LIMIT_S = 20
MEMORY_CAP = 2 * 1024**3

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and /dev/zero are POSIX")

# Runs the three readers on a folder and one of its files; prints what each said as JSON.
CHILD = """
import contextlib, io, json, sys
from pathlib import Path
from timetravel.cli import main
from timetravel.engine.content import read_data
from timetravel.engine.errors import ContentError
from timetravel.games.stories.content import load_folder

folder, name = Path(sys.argv[1]), sys.argv[2]

def said(call):
    try:
        call()
    except ContentError as exc:
        return "ContentError: " + str(exc)
    except BaseException as exc:  # what must never happen: a traceback of another kind
        return type(exc).__name__ + ": " + str(exc)[:200]
    return "loaded"

out = io.StringIO()
with contextlib.redirect_stdout(out):
    status = main(["validate-scenario", str(folder)])
print(json.dumps({
    "status": status,
    "validator": out.getvalue(),
    "loader": said(lambda: load_folder(folder)),
    "reader": said(lambda: read_data(folder / name)),
}))
"""


def _limits() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def run_readers(folder: Path, name: str) -> dict[str, object]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    try:
        done = subprocess.run(
            [sys.executable, "-c", CHILD, str(folder), name],
            env=env, capture_output=True, text=True, timeout=TIME_LIMIT_S, preexec_fn=_limits,
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        pytest.fail(f"reading {name} did not finish within {TIME_LIMIT_S} s")
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return result


def deep_arrays(path: Path) -> None:
    depth = 100_000
    path.write_text("hosts = " + "[" * depth + "]" * depth + "\n", encoding="utf-8")


def deep_tables(path: Path) -> None:
    depth = 5_000
    path.write_text("hosts = " + "{ a = " * depth + "1" + " }" * depth + "\n", encoding="utf-8")


def fifo(path: Path) -> None:
    os.mkfifo(path)


def to_dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def loop(path: Path) -> None:
    other = path.with_name("other.toml")
    path.symlink_to(other.name)
    other.symlink_to(path.name)


def self_loop(path: Path) -> None:
    path.symlink_to(path.name)


def too_large(path: Path) -> None:
    with path.open("w", encoding="utf-8") as handle:
        for _ in range(40_000):
            handle.write("# " + "x" * 1000 + "\n")


def a_folder(path: Path) -> None:
    path.mkdir()


HOSTILE: dict[str, tuple[str, Callable[[Path], None], str]] = {
    "hosts-fifo": ("hosts.toml", fifo, "not a regular file"),
    "texts-fifo": ("texts/en.toml", fifo, "not a regular file"),
    "french-fifo": ("texts/fr.toml", fifo, "not a regular file"),
    "hosts-dev-zero": ("hosts.toml", to_dev_zero, "not a regular file"),
    "texts-dev-zero": ("texts/en.toml", to_dev_zero, "not a regular file"),
    "hosts-link-loop": ("hosts.toml", loop, "cannot be read"),
    "items-self-loop": ("items.toml", self_loop, "cannot be read"),
    "texts-link-loop": ("texts/en.toml", loop, "cannot be read"),
    "hosts-100000-arrays": ("hosts.toml", deep_arrays, "nested too deeply"),
    "hosts-5000-tables": ("hosts.toml", deep_tables, "nested too deeply"),
    "texts-5000-tables": ("texts/en.toml", deep_tables, "nested too deeply"),
    "locations-40-mb": ("locations.toml", too_large, "too large"),
    "hosts-a-folder": ("hosts.toml", a_folder, "not a regular file"),
}


@pytest.mark.parametrize("case", list(HOSTILE))
def test_a_hostile_file_is_a_content_error_naming_it(case: str, tmp_path: Path) -> None:
    name, make, problem = HOSTILE[case]
    folder = tmp_path / "hostile"
    shutil.copytree(scenario_dir("training"), folder)
    target = folder / name
    if target.exists():
        target.unlink()
    make(target)
    said = run_readers(folder, name)
    shown = str(Path(name))
    assert said["status"] == 1, said
    validator = str(said["validator"])
    assert shown in validator and problem in validator, said
    for reader in ("loader", "reader"):
        text = str(said[reader])
        assert text.startswith("ContentError: ") and shown in text and problem in text, said


def test_a_link_to_a_regular_file_is_read_like_the_file(tmp_path: Path) -> None:
    folder = tmp_path / "linked"
    shutil.copytree(scenario_dir("training"), folder)
    (folder / "hosts.toml").rename(tmp_path / "hosts-elsewhere.toml")
    (folder / "hosts.toml").symlink_to(tmp_path / "hosts-elsewhere.toml")
    said = run_readers(folder, "hosts.toml")
    assert said["status"] == 0 and said["loader"] == "loaded" and said["reader"] == "loaded", said
