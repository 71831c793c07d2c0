"""Whether another running copy of the app (a process id) is still alive."""

from __future__ import annotations

import os


def pid_alive(pid: int) -> bool | None:
    """True or False where the platform can tell; None where it cannot (Windows: signal 0 is Ctrl+C there)."""
    if pid == os.getpid():
        return True
    if pid <= 0:
        return False
    if os.name == "nt":
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # alive, owned by someone else
        return True
    except OSError:
        return None
    return True
