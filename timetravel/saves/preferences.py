"""What a player chose last when setting up each game: its variants (Time Arena's mode, its clock),
kept in config_dir()/setup.json beside the settings so the setup screen offers them again.

A small file of its own, written atomically: a damaged settings file never takes it along, and a
damaged entry loses only that game's choice (the others still load). Reading never raises; the
setup screen checks each value against the game's options before it uses it.
"""

from __future__ import annotations

import json
from pathlib import Path

from timetravel.engine.files import FileProblem, read_limited
from timetravel.saves.atomic import atomic_write_bytes
from timetravel.saves.store import config_dir

SETUP_FILE = "setup.json"
_MAX_BYTES = 64 * 1024
_MAX_TEXT = 60  # an option's key or value is a short identifier


def setup_path() -> Path:
    return config_dir() / SETUP_FILE


def _read_all() -> dict[str, dict[str, str]]:
    """Every game's last choices that can be read; whatever cannot is left out."""
    try:
        data = json.loads(read_limited(setup_path(), _MAX_BYTES).decode("utf-8"))
    except (FileProblem, OSError, ValueError, RecursionError):  # never a pipe waited on, nor a device
        return {}
    if not isinstance(data, dict):
        return {}
    return {game: choices for game, entry in data.items() if (choices := _entry(game, entry)) is not None}


def _entry(game: object, entry: object) -> dict[str, str] | None:
    if not isinstance(game, str) or not isinstance(entry, dict):
        return None
    return {
        key: value
        for key, value in entry.items()
        if isinstance(key, str)
        and isinstance(value, str)
        and len(key) <= _MAX_TEXT
        and len(value) <= _MAX_TEXT
    }


def last_setup(game_id: str) -> dict[str, str] | None:
    """The options chosen when `game_id` was last started from the setup screen; None when it never
    was (a player new to the game)."""
    return _read_all().get(game_id)


def remember_setup(game_id: str, options: dict[str, str]) -> None:
    """Keep `options` as the game's last choice (raises OSError when the file cannot be written)."""
    data = _read_all()
    data[game_id] = {str(key): str(value) for key, value in options.items()}
    atomic_write_bytes(setup_path(), json.dumps(data, indent=2, sort_keys=True).encode("utf-8"))
