"""Atomic file writes: a crash or kill while writing leaves the previous file intact.

The data goes to a temporary file in the same folder (so os.replace stays on one file system), is
flushed and fsynced, and then replaces the target in one step. Temporary files are named
`.NAME.PID-*.tmp` after the writing process: those of a writer that was killed are swept at start-up
(sweep_temporary_files) and on the next write of the same file, never those of a living writer.
"""

from __future__ import annotations

import contextlib
import glob
import os
import re
import tempfile
import time
from pathlib import Path

from timetravel.saves.liveness import pid_alive

STALE_TEMP_SECONDS = 600  # any temporary file this old is stale, whoever wrote it
UNOWNED_TEMP_SECONDS = 60  # one without a process id in its name (older versions) after a minute
_PID_IN_NAME = re.compile(r"\.(\d+)-[^.]*\.tmp$")


def atomic_write_bytes(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    _sweep_stale_temps(path)
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.{os.getpid()}-", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_folder(path.parent)


def is_temp_file(path: Path) -> bool:
    return path.name.startswith(".") and path.name.endswith(".tmp")


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def sweep_temporary_files(folder: Path) -> None:
    """Remove the temporary files that killed writers left in `folder` (a running writer's stay)."""
    for temp in folder.glob(".*.tmp"):
        _remove_if_stale(temp)


def _sweep_stale_temps(path: Path) -> None:
    for temp in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
        _remove_if_stale(temp)


def _remove_if_stale(temp: Path) -> None:
    with contextlib.suppress(OSError):
        if _is_stale(temp):
            temp.unlink()


def _is_stale(temp: Path) -> bool:
    age = time.time() - temp.stat().st_mtime
    if age > STALE_TEMP_SECONDS:
        return True
    found = _PID_IN_NAME.search(temp.name)
    if found is None:
        return age > UNOWNED_TEMP_SECONDS
    alive = pid_alive(int(found.group(1)))
    return alive is False
