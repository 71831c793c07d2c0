"""The load screen lists exactly the saves Open accepts, skips what is not a regular file, and
survives any file name; driven with real input events only."""

from __future__ import annotations

import json
import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.saves.helpers import SEATS_2, new_match, play
from tests.ui.conftest import app, click, frames, press  # noqa: F401  (app is a fixture)
from timetravel.engine.errors import SaveError
from timetravel.engine.rng import Rng
from timetravel.saves import load_match, read_save, saves_dir, write_save
from timetravel.ui.screens.game import GameScreen
from timetravel.ui.screens.load import LoadScreen

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs need a POSIX system")
ODD_NAME = b"caf\xe9-\xff\xfe-save.json"  # Latin-1 bytes: not valid UTF-8


@pytest.fixture
def deadline() -> Iterator[None]:
    def _timeout(signum: int, frame: Any) -> None:
        raise TimeoutError("blocked for 20 s")

    previous = signal.signal(signal.SIGALRM, _timeout)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def _folder() -> Path:
    match = new_match(2, SEATS_2)
    play(match, Rng(2), 4)
    good = write_save(match, name="good")
    odd = Path(os.fsdecode(os.fsencode(saves_dir()) + b"/" + ODD_NAME))
    other = new_match(5, SEATS_2)
    play(other, Rng(5), 6)
    write_save(other, odd)
    data = json.loads(good.read_text(encoding="utf-8"))
    data["snapshot"]["tricks"] = [7, 7]
    tampered = saves_dir() / "tampered.json"
    tampered.write_text(json.dumps(data), encoding="utf-8")
    os.mkfifo(saves_dir() / "blocker.json")
    return odd


def test_a_fifo_named_like_a_save_is_refused_at_once(deadline: None) -> None:
    fifo = saves_dir() / "pipe.json"
    fifo.parent.mkdir(parents=True)
    os.mkfifo(fifo)
    for loader in (read_save, load_match):
        with pytest.raises(SaveError, match="pipe.json.*not a regular file"):
            loader(fifo)


def test_the_load_screen_lists_what_open_accepts_and_survives_odd_names(app, deadline: None) -> None:  # noqa: F811
    odd = _folder()
    frames(app, 3)
    press(app, "Load")
    screen = app.stack.top
    assert isinstance(screen, LoadScreen)
    frames(app, 3)  # every row drawn, the odd name included
    names = sorted(s.shown_name for s in screen.saves)
    assert names == sorted(["good.json", "tampered.json", os.fsencode(odd.name).decode("utf-8", "replace")])
    tampered = next(s for s in screen.saves if s.path.name == "tampered.json")
    assert tampered.error and "snapshot differs" in tampered.error, "the listing refuses what Open refuses"
    row = screen.saves.index(tampered)
    assert not screen.open_buttons[row].is_enabled
    row = next(i for i, s in enumerate(screen.saves) if s.path == odd)
    click(app, screen.open_buttons[row].rect.center, settle=3)
    game = app.stack.top
    assert isinstance(game, GameScreen), "the save with an odd name opens"
    assert len(game.match.log) == 6
    frames(app, 3)
