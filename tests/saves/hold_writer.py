"""A second running copy of the app for test_two_copies.py: it autosaves a Tiny Tricks match, keeps
it open, prints the file name, and exits when its standard input closes.

Usage: python -m tests.saves.hold_writer SEED (with TIMETRAVEL_HOME set).
"""

from __future__ import annotations

import sys

from tests.saves.helpers import new_match, play
from timetravel.engine import registry
from timetravel.engine.rng import Rng
from timetravel.saves import autosave


def main(seed: int) -> None:
    from tests.games.tiny_tricks import GAME as TINY

    registry.register(TINY)
    match = new_match(seed)
    play(match, Rng(seed), 2)
    print(autosave(match).name, flush=True)
    sys.stdin.read()  # the match stays open until the test lets go
    print(len(match.log), flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]))
