"""Killing the process that is writing a save (kill -9, at random moments) leaves a loadable save."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from timetravel.saves import list_saves, load_match, read_save

REPO = Path(__file__).resolve().parents[2]
KILLS = 8


def _start_writer(path: Path, start: int) -> subprocess.Popen[str]:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])),
    }
    return subprocess.Popen(
        [sys.executable, "-m", "tests.saves.kill_writer", str(path), str(start)],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )


@pytest.mark.usefixtures("bulky")
def test_a_killed_writer_leaves_the_previous_save_loadable(home: Path) -> None:
    path = home / "saves" / "slot.json"
    timing = random.Random(20240501)
    labels_seen = []
    for kill in range(KILLS):
        start = 1000 * (kill + 1)
        writer = _start_writer(path, start)
        try:
            assert writer.stdout is not None
            assert writer.stdout.readline().strip() == "ready", "the writer did not start"
            time.sleep(timing.uniform(0.0, 0.25))
        finally:
            writer.send_signal(signal.SIGKILL)
            writer.wait(timeout=30)
            if writer.stdout is not None:
                writer.stdout.close()
        assert writer.returncode == -signal.SIGKILL
        save = read_save(path)
        number = int(save.label.removeprefix("round "))
        assert start <= number < start + 10_000, "the save is one the last writer finished"
        labels_seen.append(save.label)
        match = load_match(path)
        assert match.log == list(save.log)
        assert [s.path for s in list_saves()] == [path], "left-over temporary files are not listed"
    assert len(set(labels_seen)) == KILLS
