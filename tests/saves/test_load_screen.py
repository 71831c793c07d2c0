"""The load screen lists exactly the saves Open accepts, skips what is not a regular file, and
survives any file name; driven with real input events only."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest

from tests.saves.helpers import SEATS_2, new_match, play
from tests.ui.conftest import app, click, frames, press  # noqa: F401  (app is a fixture)
from timetravel.engine.errors import SaveError
from timetravel.engine.rng import Rng
from timetravel.saves import load_match, read_save, saves_dir, write_save
from timetravel.ui.screens.game import GameScreen
from timetravel.ui.screens.load import LoadScreen
from timetravel.ui.screens.resume import ResumeScreen

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs need a POSIX system")
ODD_NAME = b"caf\xe9-\xff\xfe-save.json"  # Latin-1 bytes: not valid UTF-8


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
    waiting = app.stack.top
    assert isinstance(waiting, ResumeScreen), "the save with an odd name opens, waiting for Resume"
    click(app, next(b for b in waiting._handlers if getattr(b, "text", "") == "Resume").rect.center, settle=3)
    game = app.stack.top
    assert isinstance(game, GameScreen)
    assert len(game.match.log) == 6 and game.match is waiting.match
    frames(app, 3)


def test_a_long_list_replays_only_the_rows_in_view(app, monkeypatch) -> None:  # noqa: F811
    from timetravel.saves import store
    from timetravel.ui.screens import load

    match = new_match(3, SEATS_2)
    play(match, Rng(3), 5)
    good = write_save(match, name="base")
    data = json.loads(good.read_text(encoding="utf-8"))
    for i in range(30):
        os.utime(write_save(match, name=f"save {i:02}"), (10_000 + i, 10_000 + i))
    data["snapshot"]["tricks"] = [9, 9]
    data["updated"] = "2000-01-01T00:00:00+00:00"  # the oldest: last in the list
    (saves_dir() / "zz-tampered.json").write_text(json.dumps(data), encoding="utf-8")
    replayed: list[str] = []
    real = store.match_from_save
    monkeypatch.setattr(store, "match_from_save", lambda save: replayed.append(save.label) or real(save))
    store._summaries.clear()
    frames(app, 3)
    replayed.clear()  # the title screen checked the save Continue offers
    press(app, "Load")
    screen = app.stack.top
    assert isinstance(screen, LoadScreen) and len(screen.saves) == 32
    assert len(replayed) <= load._VISIBLE, "opening the screen replays only the rows in view"
    tampered = len(screen.saves) - 1
    assert screen.saves[tampered].path.name == "zz-tampered.json"
    for _ in range(10):  # scroll to the end with the mouse wheel
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5, flipped=False))
        frames(app, 1)
    frames(app, 2)
    assert screen.first + load._VISIBLE == len(screen.saves)
    shown = screen.saves[screen.first :]
    assert all(s.checked for s in shown), "every row in view is checked"
    assert "snapshot differs" in (shown[-1].error or "")
    assert not screen.open_buttons[-1].is_enabled, "the tampered save cannot be opened from the list"
