"""Build the one-folder desktop app for this platform into dist/ and archive it.

    python build/build.py            # build, archive, report the size
    python build/build.py --smoke    # ...then unpack the archive elsewhere and start the app from
                                     # there on --version, two short headless demos and one
                                     # simulated game of each game

The archive is dist/timetravel-VERSION-PLATFORM.tar.gz (zip on Windows). It holds the app, our
LICENSE and NOTICE.md, and licenses/ with the licence texts of the bundled libraries and fonts.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
WORK = ROOT / "build" / "work"
GAMES = ("ministerio", "arena", "rocket", "division", "stories")  # the smoke check plays one game of each


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


def write_version_file() -> Path:
    """The version for the frozen app, which carries no package metadata (timetravel/__init__.py
    reads this file when importlib.metadata knows no timetravel)."""
    WORK.mkdir(parents=True, exist_ok=True)
    target = WORK / "VERSION"
    target.write_text(version() + "\n", encoding="utf-8")
    return target


def compile_catalogues() -> None:
    """The translations' .mo files from their .po (assets/i18n, build output the app ships)."""
    subprocess.run([sys.executable, str(ROOT / "build" / "translations.py"), "compile"], check=True, cwd=ROOT)


def run_pyinstaller(icon: Path) -> Path:
    compile_catalogues()
    env = dict(
        os.environ,
        TIMETRAVEL_ROOT=str(ROOT),
        TIMETRAVEL_ICON=str(icon),
        TIMETRAVEL_VERSION_FILE=str(write_version_file()),
    )
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


# licence file in the app's licenses/ folder -> (distribution, the end of the file's path in it)
DIST_LICENCES: dict[str, tuple[str, tuple[str, ...]]] = {
    "pygame-ce-LGPL-2.1.txt": ("pygame-ce", ("docs/generated/LGPL.txt",)),
    "pygame_gui-MIT.txt": ("pygame_gui", (".dist-info/LICENSE.txt", ".dist-info/licenses/LICENSE.txt")),
    "NotoSans-OFL.txt": ("pygame_gui", ("data/licenses/NotoSans-LICENSE.txt",)),
    "FiraCode-OFL.txt": ("pygame_gui", ("data/licenses/FiraCode-LICENSE.txt",)),
    "pydantic-MIT.txt": ("pydantic", (".dist-info/licenses/LICENSE", ".dist-info/LICENSE")),
    "pydantic_core-MIT.txt": ("pydantic_core", (".dist-info/licenses/LICENSE", ".dist-info/LICENSE")),
    "platformdirs-MIT.txt": ("platformdirs", (".dist-info/licenses/LICENSE", ".dist-info/LICENSE")),
    "websockets-BSD-3-Clause.txt": ("websockets", (".dist-info/licenses/LICENSE", ".dist-info/LICENSE")),
    "python-i18n-MIT.txt": ("python-i18n", (".dist-info/licenses/LICENSE", ".dist-info/LICENSE")),
    "typing_extensions-PSF-2.0.txt": (
        "typing_extensions",
        (".dist-info/licenses/LICENSE", ".dist-info/LICENSE"),
    ),
    "annotated-types-MIT.txt": ("annotated-types", (".dist-info/licenses/LICENSE", ".dist-info/LICENSE")),
    "typing-inspection-MIT.txt": ("typing-inspection", (".dist-info/licenses/LICENSE", ".dist-info/LICENSE")),
}
# native libraries the Python build brings beside the interpreter (pygame-ce's own are in
# pygame_ce.libs/, under its licence, SDL2-zlib.txt and README.txt): the start of the library's file
# name -> its licence file. OpenSSL's text is ours (build/licenses); the others come from the system
# the library was taken from (Debian and Ubuntu keep each package's licence in /usr/share/doc).
NATIVE_LICENCES: dict[str, str] = {
    "libpython": "Python-PSF.txt",
    "libssl": "OpenSSL-Apache-2.0.txt",
    "libcrypto": "OpenSSL-Apache-2.0.txt",
    "libffi": "libffi-MIT.txt",
    "libz.": "zlib-zlib.txt",
    "libstdc++": "GCC-runtime-GPL-3-with-exception.txt",
    "libgcc_s": "GCC-runtime-GPL-3-with-exception.txt",
}
SYSTEM_LICENCES: dict[str, tuple[str, ...]] = {
    "libffi-MIT.txt": ("/usr/share/doc/libffi8/copyright", "/usr/share/doc/libffi7/copyright"),
    "zlib-zlib.txt": ("/usr/share/doc/zlib1g/copyright",),
    "GCC-runtime-GPL-3-with-exception.txt": ("/usr/share/doc/libgcc-s1/copyright",),
}


def _dist_file(dist_name: str, endings: tuple[str, ...]) -> Path | None:
    try:
        dist = metadata.distribution(dist_name)
    except metadata.PackageNotFoundError:
        return None
    for ending in endings:
        for file in dist.files or ():
            if str(file).replace("\\", "/").endswith(ending):
                return Path(str(dist.locate_file(file)))
    return None


def _python_licence() -> Path | None:
    for candidate in (
        Path(sys.base_prefix) / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}" / "LICENSE.txt",
        Path(sys.base_prefix) / "LICENSE.txt",
    ):
        if candidate.is_file():
            return candidate
    return None


def native_libraries(app_dir: Path) -> list[Path]:
    """The shared libraries beside the interpreter (links to pygame_ce.libs/ are pygame-ce's)."""
    internal = app_dir / "_internal"
    suffixes = (".so", ".dll", ".dylib")
    return sorted(
        p for p in internal.iterdir()
        if p.is_file() and not p.is_symlink() and any(s in p.name for s in suffixes)
    )  # fmt: skip


def native_licence(library: Path) -> str | None:
    """The licence file (in licenses/) of a bundled native library, or None if we know none."""
    return next((name for start, name in NATIVE_LICENCES.items() if library.name.startswith(start)), None)


def add_licences(app_dir: Path) -> list[str]:
    """Put LICENSE, NOTICE.md and licenses/ into the app folder; returns the licence files missing
    (the build fails when one of a bundled Python package or native library is missing)."""
    for name in ("LICENSE", "NOTICE.md"):
        shutil.copyfile(ROOT / name, app_dir / name)
    folder = app_dir / "licenses"
    folder.mkdir(exist_ok=True)
    for ours in sorted((ROOT / "build" / "licenses").glob("*.txt")):
        shutil.copyfile(ours, folder / ours.name)
    missing = []
    sources = {name: _dist_file(dist, endings) for name, (dist, endings) in DIST_LICENCES.items()}
    sources["Python-PSF.txt"] = _python_licence()
    for name, candidates in SYSTEM_LICENCES.items():
        sources[name] = next((Path(c) for c in candidates if Path(c).is_file()), None)
    for name, source in sources.items():
        if source is None or not source.is_file():
            missing.append(name)
            continue
        shutil.copyfile(source, folder / name)
    libraries = native_libraries(app_dir)
    needed = set(DIST_LICENCES) | {name for name in map(native_licence, libraries) if name}
    required = sorted(name for name in needed if not (folder / name).is_file())
    if required:
        raise SystemExit(f"licence texts not found for what the app bundles: {', '.join(required)}")
    # (tests/release fails on a library we know no licence for; other systems bundle other names)
    return missing + [f"{lib.name} (no known licence)" for lib in libraries if native_licence(lib) is None]


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
    """The bytes of the files in `path`, each counted once: a link (pygame-ce's libraries are linked
    from _internal/ into pygame_ce.libs/) is not a second copy of its file."""
    return sum(p.lstat().st_size for p in path.rglob("*") if not p.is_symlink() and p.is_file())


def executable(app_dir: Path) -> Path:
    return app_dir / ("timetravel.exe" if platform.system() == "Windows" else "timetravel")


def _tree(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns) for p in folder.rglob("*")}


def unpack(target: Path, into: Path) -> Path:
    """Extract the archive into `into` and return the app folder inside it."""
    if target.suffix == ".zip":
        with zipfile.ZipFile(target) as zf:
            zf.extractall(into)
    else:
        with tarfile.open(target, "r:gz") as tf:
            if hasattr(tarfile, "data_filter"):  # Python 3.11.4 and later
                tf.extractall(into, filter="data")
            else:
                tf.extractall(into)  # our own archive, just built
    (app_dir,) = [p for p in into.iterdir() if p.is_dir()]
    return app_dir


def smoke(target: Path) -> None:
    """Unpack the fresh archive elsewhere and start the app from there, outside any Python
    environment: --version must match pyproject's version, then two short headless demos and one
    simulated game of each game."""
    with tempfile.TemporaryDirectory(prefix="timetravel-smoke-") as tmp:
        app_dir = unpack(target, Path(tmp) / "unpacked")
        exe = executable(app_dir)
        home, cwd = Path(tmp) / "home", Path(tmp) / "cwd"
        cwd.mkdir()
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PATH="/usr/bin:/bin")
        env["TIMETRAVEL_HOME"] = str(home)
        before = _tree(app_dir)
        every_game = [
            ["simulate", game, "--games", "1", "--seats", "random,random", "--json"] for game in GAMES
        ]
        for args in (
            ["--version"],
            ["demo", "menu", "--frames", "30", "--json"],
            ["demo", "rocket", "--frames", "120", "--json"],
            *every_game,  # each game's content loads in the app as it does from source
        ):
            result = subprocess.run(
                [str(exe), *args], env=env, cwd=cwd, capture_output=True, text=True, timeout=300
            )
            if result.returncode != 0:
                raise SystemExit(
                    f"smoke check failed: timetravel {' '.join(args)}\n{result.stdout}\n{result.stderr}"
                )
            last = (result.stdout.strip().splitlines() or [""])[-1]
            if args == ["--version"] and last != f"timetravel {version()}":
                raise SystemExit(f"smoke check failed: --version says {last!r}, pyproject says {version()}")
            print(f"smoke ok: timetravel {' '.join(args)} -> {last[:120]}")
        changed = sorted(set(_tree(app_dir).items()) ^ set(before.items()))
        if changed:
            raise SystemExit(f"smoke check failed: the app wrote inside its own folder: {changed[:3]}")
        if any(cwd.iterdir()):
            raise SystemExit("smoke check failed: the app wrote into the folder it was started from")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--smoke", action="store_true", help="start the built app headless afterwards")
    args = parser.parse_args()
    app_dir = run_pyinstaller(make_icon())
    missing = add_licences(app_dir)
    if missing:
        print(f"warning: licence texts not found, left out: {', '.join(missing)}")
    target = archive(app_dir)
    print(f"app folder: {app_dir} ({folder_size(app_dir) / 1e6:.1f} MB)")
    print(f"archive:    {target} ({target.stat().st_size / 1e6:.1f} MB)")
    if args.smoke:
        smoke(target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
