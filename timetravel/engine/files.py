"""Reading a file a person may have pointed the app at: a scenario folder, a content file, a save.

Such a file may be anything with the right name: a pipe that never ends (a FIFO), a device such as
/dev/zero, a link that loops, a folder, or a file far too large. `read_limited` reads only a regular
file, at most `limit` bytes, never waiting on a pipe, and says what is wrong as a `FileProblem`;
`too_deep` tells nested data (TOML or JSON) deeper than any real content before a recursive parser or
validator walks it. The content loader and the saves turn a FileProblem into their own error naming
the file.
"""

from __future__ import annotations

import os
import stat
from enum import Enum
from pathlib import Path

# Never wait on a pipe or device that merely has a content file's name (a FIFO called hosts.toml).
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


class Problem(Enum):
    MISSING = "missing"
    UNREADABLE = "unreadable"  # permissions, a link loop, any other OS error (see FileProblem.reason)
    NOT_REGULAR = "not_regular"  # a pipe, a device, a folder, a socket
    TOO_LARGE = "too_large"


class FileProblem(Exception):
    """Why a file cannot be read; `reason` is the system's words for an UNREADABLE one."""

    def __init__(self, problem: Problem, reason: str = "") -> None:
        super().__init__(problem.value if not reason else f"{problem.value}: {reason}")
        self.problem = problem
        self.reason = reason


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at `path` (links to one followed, a loop refused), at most
    `limit` of them; anything else is a FileProblem."""
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except FileNotFoundError:
        raise FileProblem(Problem.MISSING) from None
    except IsADirectoryError:  # Windows will not open a folder
        raise FileProblem(Problem.NOT_REGULAR) from None
    except OSError as exc:
        raise FileProblem(Problem.UNREADABLE, str(exc.strerror or exc)) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise FileProblem(Problem.NOT_REGULAR)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            raw = handle.read(limit + 1)
    except OSError as exc:
        raise FileProblem(Problem.UNREADABLE, str(exc.strerror or exc)) from None
    finally:
        os.close(fd)
    if len(raw) > limit:
        raise FileProblem(Problem.TOO_LARGE)
    return raw


def too_deep(data: object, limit: int) -> bool:
    """Whether lists and dicts nest more than `limit` levels below the top of `data` (walked without
    recursion, so data deeper than any parser allows is still measured)."""
    stack: list[tuple[object, int]] = [(data, 0)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            children: list[object] = list(node.values())
        elif isinstance(node, list):
            children = node
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False
