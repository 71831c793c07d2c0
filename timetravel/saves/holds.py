"""Which autosaves a running copy of the app holds open, so that no copy prunes another's.

Each process that continues a match in an autosave leaves a hold file `NAME.PID.hold` in a folder
next to the saves, removed when the match is collected or the process exits. A hold counts while
its process lives; where the platform cannot tell (Windows), while it was refreshed within a day.
A copy that was killed leaves holds of a dead process: they no longer count and are swept.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import time
from pathlib import Path

from timetravel.saves.liveness import pid_alive

SUFFIX = ".hold"
UNKNOWN_LIFE_SECONDS = 24 * 3600

_mine: set[Path] = set()  # this process's hold files


def holds_dir(saves: Path) -> Path:
    return saves.parent / "holds"


def hold(saves: Path, name: str) -> None:
    """Mark the autosave `name` as open in this process (refreshed on every call)."""
    path = holds_dir(saves) / f"{name}.{os.getpid()}{SUFFIX}"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch()
    except OSError:
        return  # no hold is possible on this folder: the autosave still works
    _mine.add(path)


def release(saves: Path, name: str) -> None:
    path = holds_dir(saves) / f"{name}.{os.getpid()}{SUFFIX}"
    _mine.discard(path)
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)


def held_names(saves: Path) -> set[str]:
    """The autosave names some living copy of the app holds open; dead copies' holds are removed."""
    held = set()
    for path, name, pid in _hold_files(saves):
        if _counts(path, pid):
            held.add(name)
        else:
            with contextlib.suppress(OSError):
                path.unlink()
    return held


def _counts(path: Path, pid: int) -> bool:
    alive = pid_alive(pid)
    if alive is not None:
        return alive
    try:
        return time.time() - path.stat().st_mtime < UNKNOWN_LIFE_SECONDS
    except OSError:
        return False


def _hold_files(saves: Path) -> list[tuple[Path, str, int]]:
    try:
        entries = list(holds_dir(saves).iterdir())
    except OSError:
        return []
    found = []
    for path in entries:
        name, _, rest = path.name.rpartition(".")
        base, _, pid = name.rpartition(".")
        if "." + rest == SUFFIX and base and pid.isdigit():
            found.append((path, base, int(pid)))
    return found


@atexit.register
def _release_all() -> None:
    for path in list(_mine):
        with contextlib.suppress(OSError):
            path.unlink(missing_ok=True)
    _mine.clear()
