"""A process that saves a large match over and over, for test_kill.py to kill -9 at random moments.

Usage: python -m tests.saves.kill_writer PATH START. Each save's label is "round N" (N from START
up); "ready" is printed once the first save is complete.
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.saves.helpers import BULKY, new_match, play
from timetravel.engine import registry
from timetravel.engine.rng import Rng
from timetravel.saves import write_save


def main(path: Path, start: int) -> None:
    registry.register(BULKY)
    match = new_match(start, game=BULKY)
    chooser = Rng(start)
    for number in range(start, start + 10_000):
        if match.is_over:
            match = new_match(number, game=BULKY)
        play(match, chooser, 1)
        write_save(match, path, name=f"round {number}")
        if number == start:
            print("ready", flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]))
