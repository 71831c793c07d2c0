"""The player's settings: a pydantic model kept as JSON in config_dir()/settings.json.

Loading never raises: a missing file gives the defaults, and a damaged one gives the defaults for
whatever cannot be read, leaving the file itself untouched until the player saves new settings.

A first start (no file) speaks the system's language when the app has it, English otherwise.

animation_speed is a named speed; `animation_scale` turns it into a duration multiplier for the UI
(slow 1.5, normal 1.0, fast 0.5; "off" is 0.0, meaning moves and flips jump straight to the end).
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from timetravel.i18n import system_language
from timetravel.saves.atomic import atomic_write_bytes, sweep_temporary_files
from timetravel.saves.store import config_dir

AnimationSpeed = Literal["slow", "normal", "fast", "off"]
_ANIMATION_SCALE: dict[str, float] = {"slow": 1.5, "normal": 1.0, "fast": 0.5, "off": 0.0}
SETTINGS_FILE = "settings.json"
_MAX_SETTINGS_BYTES = 64 * 1024
MIN_WINDOW = (320, 240)  # the smallest window the app keeps and opens (the window cannot be made smaller)
Width = Annotated[int, Field(ge=MIN_WINDOW[0], le=7680)]
Height = Annotated[int, Field(ge=MIN_WINDOW[1], le=4320)]


class Settings(BaseModel):
    # Unknown keys (from a newer version) are ignored so that the known ones still load.
    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    fullscreen: bool = False
    # no music_volume: the app plays no music (an older file's key is ignored like any unknown one)
    effects_volume: float = Field(default=0.8, ge=0.0, le=1.0)
    animation_speed: AnimationSpeed = "normal"
    ai_pace_ms: int = Field(default=700, ge=0, le=10_000)  # pause before each AI move; 0 = instant
    ai_step: bool = False  # the AI pace "Step": each AI move waits for Space or a click (turn-based games)
    colour_blind: bool = False
    language: str = Field(default="en", pattern=r"^[a-z]{2,3}(-[A-Za-z]{2,4})?$")
    default_think_ms: int = Field(default=1000, ge=50, le=60_000)  # the hard AI's budget per decision
    window_size: tuple[Width, Height] = (1280, 720)  # the last windowed size, restored at start
    journal: bool = True  # T.I.M.E Stories keeps the team's journal across runs
    join_address: str = Field(default="", max_length=255)  # the host last joined (the Join screen)
    join_port: int = Field(default=8765, ge=1, le=65535)
    join_name: str = Field(default="", max_length=40)  # the name last given when joining

    @property
    def animation_scale(self) -> float:
        return _ANIMATION_SCALE[self.animation_speed]


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


def load_settings() -> Settings:
    """The saved settings; defaults for anything missing or unreadable. Never raises.

    Read at start-up, so this is where a killed writer's temporary settings files are swept."""
    with contextlib.suppress(OSError):
        sweep_temporary_files(config_dir())
    try:
        with settings_path().open("rb") as handle:
            raw = handle.read(_MAX_SETTINGS_BYTES + 1)
        data = json.loads(raw.decode("utf-8")) if len(raw) <= _MAX_SETTINGS_BYTES else None
    except (OSError, ValueError, RecursionError):
        return first_settings()
    if not isinstance(data, dict):
        return first_settings()
    if "language" not in data:  # a file from before languages were offered: as at a first start
        data = {**data, "language": system_language()}
    return _salvage(data)


def first_settings() -> Settings:
    """The settings of a first start: the defaults, in the system's language when we have it."""
    return Settings(language=system_language())


def save_settings(settings: Settings) -> Path:
    path = settings_path()
    atomic_write_bytes(path, settings.model_dump_json(indent=2).encode("utf-8"))
    return path


def _salvage(data: dict[str, Any]) -> Settings:
    """Validate, dropping each field that fails so the rest of the player's choices survive."""
    known = {key: value for key, value in data.items() if key in Settings.model_fields}
    for _ in range(len(known) + 1):
        try:
            return Settings.model_validate(known)
        except ValidationError as exc:
            bad = {error["loc"][0] for error in exc.errors() if error["loc"]}
            if not bad & known.keys():
                break
            known = {key: value for key, value in known.items() if key not in bad}
    return Settings()
