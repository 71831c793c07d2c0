"""Release checks (issue 5): the wheel runs from a fresh environment and the frozen app starts.

Both build real artefacts, so they are marked slow; they still run in the default suite and in CI.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tarfile
import time
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
# what the archive must carry beside the app: our licence and notice, the bundled ones' licences
ARCHIVE_MUST_HOLD = (
    "LICENSE",
    "NOTICE.md",
    "licenses/pygame-ce-LGPL-2.1.txt",
    "licenses/SDL2-zlib.txt",
    "licenses/NotoSans-OFL.txt",
    "licenses/pygame_gui-MIT.txt",
)


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
    scripts = env_dir / ("Scripts" if os.name == "nt" else "bin")
    python = scripts / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", str(wheel)], check=True, capture_output=True)
    script = scripts / ("timetravel.exe" if os.name == "nt" else "timetravel")  # the entry point pip made
    assert script.is_file(), "installing the wheel made no timetravel command"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = _clean_env(tmp_path)
    version = subprocess.run(
        [str(script), "--version"], cwd=elsewhere, env=env, capture_output=True, text=True, timeout=120
    )
    assert version.returncode == 0 and version.stdout.strip() == f"timetravel {VERSION}", version
    result = subprocess.run(
        [str(script), "demo", "rocket", "--frames", "120", "--json"],
        cwd=elsewhere, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    figures = json.loads(result.stdout.strip().splitlines()[-1])
    assert figures["frames"] == 120
    assert not list(elsewhere.iterdir()), "the app wrote into the folder it was started from"


def _archive_names(archive: Path) -> set[str]:
    if archive.suffix == ".zip":
        with zipfile.ZipFile(archive) as zf:
            return set(zf.namelist())
    with tarfile.open(archive) as tf:
        return set(tf.getnames())


@pytest.mark.slow
def test_frozen_app_builds_and_starts(tmp_path: Path) -> None:
    started = time.time()
    result = subprocess.run(
        [sys.executable, str(ROOT / "build" / "build.py"), "--smoke"],
        cwd=ROOT, capture_output=True, text=True, timeout=1200,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    # the smoke check ran the app unpacked from the archive, and --version matched pyproject's
    assert f"smoke ok: timetravel --version -> timetravel {VERSION}" in result.stdout
    assert "smoke ok: timetravel demo rocket" in result.stdout
    found = re.search(r"^archive:\s+(\S+)", result.stdout, re.MULTILINE)
    assert found, "build.py did not say where the archive is"
    archive = Path(found.group(1))
    assert re.fullmatch(rf"timetravel-{re.escape(VERSION)}-[a-z]+-\w+\.(tar\.gz|zip)", archive.name), (
        archive.name
    )
    assert archive.stat().st_mtime >= started - 2, "the archive is older than this test: it was not rebuilt"
    top = archive.name.removesuffix(".zip").removesuffix(".tar.gz")
    names = _archive_names(archive)
    missing = [name for name in ARCHIVE_MUST_HOLD if f"{top}/{name}" not in names]
    assert not missing, f"the archive lacks {missing}"
