"""Atomic file writes: a crash or kill while writing leaves the previous file intact.

The data goes to a temporary file in the same folder (so os.replace stays on one file system), is
flushed and fsynced, and then replaces the target in one step. Stale temporary files from a writer
that was killed are named `.NAME.*.tmp` and are swept on the next write of the same file.
"""

from __future__ import annotations

import contextlib
import glob
import os
import tempfile
import time
from pathlib import Path

STALE_TEMP_SECONDS = 600


def atomic_write_bytes(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    _sweep_stale_temps(path)
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
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


def _sweep_stale_temps(path: Path) -> None:
    cutoff = time.time() - STALE_TEMP_SECONDS
    for temp in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
        with contextlib.suppress(OSError):
            if temp.stat().st_mtime < cutoff:
                temp.unlink()
