"""Save files and settings: the strict save format, its migrations, where files live, atomic writes."""

from timetravel.saves.codec import match_from_save, match_to_save, verify_replay
from timetravel.saves.model import CURRENT_VERSION, SaveFile
from timetravel.saves.settings import Settings, load_settings, save_settings
from timetravel.saves.store import (
    SaveSummary,
    autosave,
    config_dir,
    delete_save,
    latest_save,
    list_saves,
    load_match,
    read_save,
    saves_dir,
    write_save,
)

__all__ = [
    "CURRENT_VERSION",
    "SaveFile",
    "SaveSummary",
    "Settings",
    "autosave",
    "config_dir",
    "delete_save",
    "latest_save",
    "list_saves",
    "load_match",
    "load_settings",
    "match_from_save",
    "match_to_save",
    "read_save",
    "save_settings",
    "saves_dir",
    "verify_replay",
    "write_save",
]
