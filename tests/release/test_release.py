"""Release checks (issue 5): the wheel runs from a fresh environment and the frozen app starts.

Both build real artefacts, so they are marked slow; they still run in the default suite and in CI.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def _clean_env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(HEADLESS, TIMETRAVEL_HOME=str(tmp_path / "home"))
    return env


@pytest.mark.slow
def test_wheel_carries_data_and_runs_from_a_fresh_environment(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(wheels), str(ROOT)],
        check=True, capture_output=True, cwd=tmp_path,
    )  # fmt: skip
    wheel = next(wheels.glob("timetravel-*.whl"))
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    python = env_dir / ("Scripts" if os.name == "nt" else "bin") / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", str(wheel)], check=True, capture_output=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    result = subprocess.run(
        [str(python), "-m", "timetravel", "demo", "rocket", "--frames", "120", "--json"],
        cwd=elsewhere, env=_clean_env(tmp_path), capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    figures = json.loads(result.stdout.strip().splitlines()[-1])
    assert figures["frames"] == 120
    assert not list(elsewhere.iterdir()), "the app wrote into the folder it was started from"


@pytest.mark.slow
def test_frozen_app_builds_and_starts(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "build" / "build.py"), "--smoke"],
        cwd=ROOT, capture_output=True, text=True, timeout=1200,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "smoke ok: timetravel --version" in result.stdout
    assert "smoke ok: timetravel demo rocket" in result.stdout
    archives = list((ROOT / "dist").glob("timetravel-*-*.tar.gz")) + list(
        (ROOT / "dist").glob("timetravel-*-*.zip")
    )
    assert archives, "no archive named timetravel-VERSION-PLATFORM was written"
