"""Bringing older save layouts up to the current schema, one version at a time.

Version 0 is the pre-release layout, told apart by `"kind": "timetravel-save"`:

    {"kind": "timetravel-save", "version": 0, "game_id": "rocket", "app": "0.0.1",
     "saved_at": "2024-05-01T12:00:00+00:00", "seat_count": 2, "options": {...},
     "players": [{"name": "Ada", "ai": null}, {"name": "Bot", "ai": "hard"}],
     "seed": 7, "rng": 123, "moves": ["-1 deal:0,3", "0 play:3"], "state": {...}}

`moves` holds "ACTOR ACTION" strings and a player's `ai` is an AI level or null for a person.
From version 1 on, a save carries `"format": "timetravel-save"` and `"schema_version": N`.

Each migration takes the parsed JSON of version N and returns the JSON of version N + 1. It may
raise KeyError, TypeError or ValueError on a damaged file; migrate() turns those into SaveError.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from timetravel.engine.errors import SaveError
from timetravel.saves.model import CURRENT_VERSION, MAX_LOG_ENTRIES, SAVE_FORMAT

Data = dict[str, Any]
LEGACY_KIND = SAVE_FORMAT  # version 0 used the same marker under the key "kind"


def _from_0(data: Data) -> Data:
    players = data["players"]
    moves = data["moves"]
    if not isinstance(players, list) or not isinstance(moves, list):
        raise TypeError("players and moves must be lists")
    if len(moves) > MAX_LOG_ENTRIES:
        raise ValueError("too many moves")
    return {
        "format": SAVE_FORMAT,
        "schema_version": 1,
        "game": data["game_id"],
        "game_title": data["game_id"],  # version 0 did not record the title
        "app_version": data["app"],
        "created": data["saved_at"],
        "updated": data["saved_at"],
        "config": {"seats": data["seat_count"], "options": data.get("options", {})},
        "seats": [_seat_from_0(player) for player in players],
        "seed": data["seed"],
        "rng_state": data["rng"],
        "log": [_log_entry_from_0(move) for move in moves],
        "snapshot": data["state"],
    }


def _seat_from_0(player: Any) -> Data:
    level = player["ai"]
    seat = {"name": player["name"], "kind": "human" if level is None else "ai"}
    if level is not None:
        seat["level"] = level
    return seat


def _log_entry_from_0(move: Any) -> Data:
    if not isinstance(move, str):
        raise TypeError("a move must be text")
    actor, _, action = move.partition(" ")
    return {"actor": int(actor), "action": action}


# MIGRATIONS[n] turns version n into version n + 1.
MIGRATIONS: dict[int, Callable[[Data], Data]] = {0: _from_0}


def schema_version(data: Any) -> int:
    """The layout version of parsed JSON; SaveError if it is not a timetravel save at all."""
    if isinstance(data, dict):
        if data.get("format") == SAVE_FORMAT:
            version = data.get("schema_version")
            if type(version) is not int:
                raise SaveError("its schema_version is missing or not a whole number")
            return version
        if data.get("kind") == LEGACY_KIND and data.get("version") == 0 and "format" not in data:
            return 0
    raise SaveError("it is not a timetravel save")


def migrate(data: Any) -> Data:
    """Parsed JSON of any known version, brought up to CURRENT_VERSION (input is not changed)."""
    version = schema_version(data)
    if version > CURRENT_VERSION:
        raise SaveError(
            f"it was written by a newer version of timetravel (save format {_shown(version)}; "
            f"this version reads formats up to {CURRENT_VERSION}). Update timetravel to open it"
        )
    while version < CURRENT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(f"its save format {version} is unknown")
        try:
            data = step(data)
        except KeyError as exc:
            raise SaveError(f"it is damaged: a format {version} save needs the field {exc}") from None
        except (TypeError, ValueError, AttributeError) as exc:
            raise SaveError(
                f"it is damaged: a format {version} save has a bad field ({_shown(exc)})"
            ) from None
        version += 1
    migrated: Data = data  # schema_version() has checked that it is an object with a known version
    return migrated


def _shown(value: object) -> str:
    text = str(value)
    return text if len(text) <= 60 else text[:56] + "..."
