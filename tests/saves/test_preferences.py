"""The setup screen's memory (saves/preferences.py): each game's options as last started, kept
apart from the settings; whatever cannot be read is left out, never raised, never waited on."""

from __future__ import annotations

import json
import os
import sys

import pytest

from timetravel.saves.preferences import last_setup, remember_setup, setup_path


def test_a_game_never_set_up_has_no_last_choice() -> None:
    assert last_setup("arena") is None


def test_each_game_keeps_its_own_last_choice() -> None:
    remember_setup("arena", {"mode": "expert", "clock": "10"})
    remember_setup("rocket", {"variant": "x"})
    remember_setup("arena", {"mode": "full", "clock": "5"})
    assert last_setup("arena") == {"mode": "full", "clock": "5"}
    assert last_setup("rocket") == {"variant": "x"}


def test_a_damaged_entry_loses_only_its_game() -> None:
    remember_setup("arena", {"mode": "expert"})
    data = json.loads(setup_path().read_text(encoding="utf-8"))
    data["rocket"] = ["not", "options"]
    data["ministerio"] = {"era": 7, "ok": "yes"}
    setup_path().write_text(json.dumps(data), encoding="utf-8")
    assert last_setup("arena") == {"mode": "expert"}
    assert last_setup("rocket") is None
    assert last_setup("ministerio") == {"ok": "yes"}


@pytest.mark.parametrize("content", [b"", b"{", b"\xff\xfe", b"[1, 2]", b"null", b"[" * 100_000])
def test_an_unreadable_file_is_as_if_never_set_up(content: bytes) -> None:
    setup_path().parent.mkdir(parents=True, exist_ok=True)
    setup_path().write_bytes(content)
    assert last_setup("arena") is None
    remember_setup("arena", {"mode": "first"})  # and the next start writes a good file again
    assert last_setup("arena") == {"mode": "first"}


@pytest.mark.skipif(sys.platform == "win32", reason="no FIFOs on Windows")
def test_a_pipe_with_the_files_name_is_never_waited_on() -> None:
    setup_path().parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(setup_path())
    assert last_setup("arena") is None


def test_a_hidden_option_is_never_a_kept_choice() -> None:
    """Time Arena's roster (R17) is not the player's choice: a new game starts on the current one even
    when the last setup kept another (a game resumed from an old save, set up again)."""
    from timetravel.engine.registry import get_game
    from timetravel.games.arena.content import CURRENT_ROSTER
    from timetravel.ui.screens.setup import starting_options

    remember_setup("arena", {"mode": "expert", "clock": "10", "roster": "original"})
    options = starting_options(get_game("arena"))
    assert options["mode"] == "expert" and options["roster"] == CURRENT_ROSTER
