"""Build the one-folder desktop app for this platform into dist/ and archive it.

    python build/build.py            # build, archive, report the size
    python build/build.py --smoke    # ...then start the built app on --version and a short demo

The archive is dist/timetravel-VERSION-PLATFORM.tar.gz (zip on Windows).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
WORK = ROOT / "build" / "work"


def version() -> str:
    import tomllib

    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def platform_tag() -> str:
    system = {"Darwin": "macos", "Windows": "windows"}.get(platform.system(), platform.system().lower())
    return f"{system}-{platform.machine().lower()}"


def make_icon() -> Path:
    """The app icon (assets/images/icon.png, drawn by build/icon.py when missing).

    PyInstaller turns the PNG into .ico/.icns on Windows and macOS (it needs Pillow there).
    """
    icon = ROOT / "assets" / "images" / "icon.png"
    if not icon.exists():
        subprocess.run([sys.executable, str(ROOT / "build" / "icon.py")], check=True)
    return icon


def run_pyinstaller(icon: Path) -> Path:
    env = dict(os.environ, TIMETRAVEL_ROOT=str(ROOT), TIMETRAVEL_ICON=str(icon))
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(ROOT / "build" / "timetravel.spec"),
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(WORK / "pyinstaller"),
    ]
    subprocess.run(cmd, check=True, env=env, cwd=ROOT)
    return DIST / "timetravel"


def archive(app_dir: Path) -> Path:
    name = f"timetravel-{version()}-{platform_tag()}"
    if platform.system() == "Windows":
        target = DIST / f"{name}.zip"
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
            for path in sorted(app_dir.rglob("*")):
                zf.write(path, Path(name) / path.relative_to(app_dir))
    else:
        target = DIST / f"{name}.tar.gz"
        with tarfile.open(target, "w:gz") as tf:
            tf.add(app_dir, arcname=name)
    return target


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def executable(app_dir: Path) -> Path:
    return app_dir / ("timetravel.exe" if platform.system() == "Windows" else "timetravel")


def smoke(app_dir: Path) -> None:
    """Start the frozen app outside any Python environment: --version, then a short headless demo."""
    exe = executable(app_dir)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PATH="/usr/bin:/bin")
    home = WORK / "smoke-home"
    shutil.rmtree(home, ignore_errors=True)
    env["TIMETRAVEL_HOME"] = str(home)
    for args in (
        ["--version"],
        ["demo", "menu", "--frames", "30", "--json"],
        ["demo", "rocket", "--frames", "120", "--json"],
    ):
        result = subprocess.run(
            [str(exe), *args], env=env, cwd=WORK, capture_output=True, text=True, timeout=300
        )
        if result.returncode != 0:
            raise SystemExit(
                f"smoke check failed: timetravel {' '.join(args)}\n{result.stdout}\n{result.stderr}"
            )
        print(f"smoke ok: timetravel {' '.join(args)} -> {result.stdout.strip().splitlines()[-1][:120]}")
    written = [p for p in app_dir.rglob("*") if p.stat().st_mtime > exe.stat().st_mtime + 1]
    if written:
        raise SystemExit(f"smoke check failed: the app wrote inside its own folder: {written[:3]}")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--smoke", action="store_true", help="start the built app headless afterwards")
    args = parser.parse_args()
    app_dir = run_pyinstaller(make_icon())
    target = archive(app_dir)
    print(f"app folder: {app_dir} ({folder_size(app_dir) / 1e6:.1f} MB)")
    print(f"archive:    {target} ({target.stat().st_size / 1e6:.1f} MB)")
    if args.smoke:
        smoke(app_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
