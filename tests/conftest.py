"""Shared test setup: headless SDL, a throwaway TIMETRAVEL_HOME, and the test games (Tiny Tricks, and
the real-time Countdown) registered for the whole session.

Registering at import time (not in a fixture) lets the conformance suite parametrize over
registry.all_games() at collection, with Tiny Tricks among them.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The tests read the English interface: a first start follows the system's language, so the system
# speaks English here whatever the machine's locale (tests of other languages choose theirs).
for _name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
    os.environ[_name] = "C.UTF-8" if _name != "LANGUAGE" else ""
os.environ.pop("TIMETRAVEL_LANGUAGE", None)
# Saves and settings written by tests go to a throwaway folder, never the person's real ones.
if "TIMETRAVEL_HOME" not in os.environ:
    _home = tempfile.mkdtemp(prefix="timetravel-tests-")
    os.environ["TIMETRAVEL_HOME"] = _home
    atexit.register(shutil.rmtree, _home, ignore_errors=True)

from tests.games.countdown import GAME as COUNTDOWN_GAME  # noqa: E402
from tests.games.tiny_tricks import GAME as TINY_GAME  # noqa: E402
from timetravel.engine import registry  # noqa: E402
from timetravel.i18n import set_language, use_seat_names  # noqa: E402

registry.register(TINY_GAME)
registry.register(COUNTDOWN_GAME)  # real time: the suite, simulate and bench take their timed branches


@pytest.fixture(autouse=True)
def _seats_unnamed() -> Iterator[None]:
    """Every test starts with seats read as "Player N" (a screen under test names them), in English."""
    use_seat_names(())
    set_language("en")
    yield
    set_language("en")
    use_seat_names(())
