"""Release checks (issue 5, issue 20 section 6): the wheel runs from a fresh environment; the frozen
app starts, holds only what it imports, ships the licence of every bundled part, reports its true
size, and runs `timetravel bench` inside itself.

They build real artefacts, so they are marked slow; they still run in the default suite and in CI.
The frozen app is built once for all its checks (the `frozen` fixture).
"""

from __future__ import annotations

import importlib.metadata
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
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.release.build_script import build_script
from tests.test_readme import size_line

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


@dataclass(frozen=True)
class Frozen:
    stdout: str  # what build.py --smoke printed
    started: float
    app_dir: Path
    archive: Path


@pytest.fixture(scope="module")
def frozen() -> Frozen:
    started = time.time()
    result = subprocess.run(
        [sys.executable, str(ROOT / "build" / "build.py"), "--smoke"],
        cwd=ROOT, capture_output=True, text=True, timeout=1200,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    found = re.search(r"^archive:\s+(\S+)", result.stdout, re.MULTILINE)
    assert found, "build.py did not say where the archive is"
    return Frozen(result.stdout, started, ROOT / "dist" / "timetravel", Path(found.group(1)))


@pytest.mark.slow
def test_frozen_app_builds_and_starts(frozen: Frozen) -> None:
    # the smoke check ran the app unpacked from the archive, and --version matched pyproject's
    assert f"smoke ok: timetravel --version -> timetravel {VERSION}" in frozen.stdout
    assert "smoke ok: timetravel demo rocket" in frozen.stdout
    for game in build_script().GAMES:  # each game's content loads and plays in the packaged app
        assert f"smoke ok: timetravel simulate {game} " in frozen.stdout
    archive = frozen.archive
    assert re.fullmatch(rf"timetravel-{re.escape(VERSION)}-[a-z]+-\w+\.(tar\.gz|zip)", archive.name), (
        archive.name
    )
    assert archive.stat().st_mtime >= frozen.started - 2, "the archive is older than this test: not rebuilt"
    top = archive.name.removesuffix(".zip").removesuffix(".tar.gz")
    names = _archive_names(archive)
    missing = [name for name in ARCHIVE_MUST_HOLD if f"{top}/{name}" not in names]
    assert not missing, f"the archive lacks {missing}"


# --- what the bundle holds -------------------------------------------------------------------------
# Third-party Python packages the app imports, and the distribution each comes from.
ALLOWED_PACKAGES = {
    "pygame": "pygame-ce",
    "pygame_gui": "pygame_gui",
    "i18n": "python-i18n",  # pygame_gui's translations
    "pydantic": "pydantic",
    "pydantic_core": "pydantic_core",
    "annotated_types": "annotated-types",
    "typing_extensions": "typing_extensions",
    "typing_inspection": "typing-inspection",
    "platformdirs": "platformdirs",
    "websockets": "websockets",  # play between computers (timetravel/net)
}
OURS = {"timetravel", "pygame_ce.libs"}  # our package; the folder of pygame-ce's own libraries
# the standard library's development tools, left out by the spec
LEFT_OUT_STDLIB = {"tkinter", "unittest", "pydoc", "lib2to3", "xmlrpc", "sqlite3", "curses", "readline"}
LEFT_OUT_MODULES = ("pydantic.v1", "pydantic.mypy")  # parts of allowed packages the app never imports


def bundled_modules(app_dir: Path) -> set[str]:
    """Every module name the frozen app carries: its PYZ archive, base_library.zip, the extension
    modules in lib-dynload and the package folders in _internal."""
    from PyInstaller.archive.readers import CArchiveReader

    executable = build_script().executable(app_dir)
    names = set(CArchiveReader(str(executable)).open_embedded_archive("PYZ.pyz").toc)
    internal = app_dir / "_internal"
    with zipfile.ZipFile(internal / "base_library.zip") as zf:
        names |= {name.removesuffix(".pyc").replace("/", ".") for name in zf.namelist()}
    for folder in internal.glob("python3*/lib-dynload"):
        names |= {path.name.split(".")[0] for path in folder.iterdir()}
    names |= {
        path.name for path in internal.iterdir() if path.is_dir() and not path.name.endswith(".dist-info")
    }
    return {name for name in names if not name.startswith("python3")}


def _top_level(names: set[str]) -> set[str]:
    return {name if name == "pygame_ce.libs" else name.split(".")[0] for name in names}


@pytest.mark.slow
def test_the_bundle_holds_only_what_the_app_imports(frozen: Frozen) -> None:
    modules = bundled_modules(frozen.app_dir)
    top = _top_level(modules)
    stdlib = {name for name in top if name in sys.stdlib_module_names or name.startswith("_sysconfigdata")}
    assert top - stdlib - OURS == set(ALLOWED_PACKAGES), "third-party packages beyond the allow-list"
    assert not stdlib & LEFT_OUT_STDLIB, "development tools of the standard library"
    assert not {m for m in modules if m.startswith(LEFT_OUT_MODULES)}, "pydantic's v1 API or mypy plugin"
    for tool in ("mypy", "ast_serialize", "librt", "mypy_extensions"):
        assert tool not in top


# --- licences --------------------------------------------------------------------------------------
@pytest.mark.slow
def test_every_bundled_part_ships_its_licence(frozen: Frozen) -> None:
    script = build_script()
    licences = frozen.app_dir / "licenses"
    by_dist = {dist: name for name, (dist, _) in script.DIST_LICENCES.items()}
    for package, dist in ALLOWED_PACKAGES.items():
        name = {"pygame-ce": "pygame-ce-LGPL-2.1.txt"}.get(dist) or by_dist.get(dist)
        assert name and (licences / name).is_file(), f"no licence for {package} ({dist})"
        assert dist in importlib.metadata.packages_distributions().get(package, [dist])
    for library in script.native_libraries(frozen.app_dir):
        name = script.native_licence(library)
        assert name, f"no known licence for the bundled library {library.name}"
        assert (licences / name).is_file(), f"{library.name}: licenses/{name} is missing"
    for font in ("NotoSans-OFL.txt", "FiraCode-OFL.txt", "SDL2-zlib.txt", "Python-PSF.txt"):
        assert (licences / font).is_file()
    readme = (licences / "README.txt").read_text(encoding="utf-8")
    unnamed = [
        path.name for path in licences.iterdir() if path.name != "README.txt" and path.name not in readme
    ]
    assert not unnamed, f"licenses/README.txt does not say what {unnamed} covers"


# --- the size build.py reports ---------------------------------------------------------------------
@pytest.mark.slow
def test_the_reported_size_counts_each_file_once(frozen: Frozen) -> None:
    found = re.search(r"^app folder: \S+ \((\d+\.\d) MB\)", frozen.stdout, re.MULTILINE)
    assert found, frozen.stdout[-2000:]
    links = [p for p in frozen.app_dir.rglob("*") if p.is_symlink()]
    files = {os.path.realpath(p) for p in frozen.app_dir.rglob("*") if p.is_file()}
    measured = sum(os.path.getsize(p) for p in files)
    assert float(found.group(1)) == round(measured / 1e6, 1), "each file counted once, links not again"
    assert links, "pygame-ce's libraries are links in this build: the figure must not count them twice"


@pytest.mark.slow
def test_the_readme_gives_the_size_the_build_reports(frozen: Frozen) -> None:
    built = [
        float(re.search(rf"^{label}:\s+\S+ \((\d+\.\d) MB\)", frozen.stdout, re.MULTILINE).group(1))  # type: ignore[union-attr]
        for label in ("app folder", "archive")
    ]
    for said, measured in zip(size_line(), built, strict=True):
        assert abs(said - measured) <= max(2.0, 0.05 * measured), (
            f"README says about {said} MB, the build {measured} MB"
        )


# --- timetravel bench inside the packaged app -----------------------------------------------------
@pytest.mark.slow
def test_bench_runs_inside_the_packaged_app(frozen: Frozen, tmp_path: Path) -> None:
    exe = build_script().executable(frozen.app_dir)
    env = _clean_env(tmp_path)
    result = subprocess.run(
        [str(exe), "bench", "rocket", "--runs", "1", "--quick", "--json"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-2000:]
    figures = json.loads(result.stdout.strip().splitlines()[-1])
    rocket = figures["games"]["rocket"]
    for part in (rocket["demo"], rocket["demo_hard_thinking"], figures["startup"]):
        assert "skipped" not in part, part  # the frame and start-up figures come from the app itself
    assert rocket["demo"]["frames"] > 0 and figures["startup"]["median_s"] > 0
    note = rocket["speed"].get("chess", "")
    assert "packaged app" in note and "pip" not in note, note
