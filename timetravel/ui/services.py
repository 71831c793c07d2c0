"""The UI's doors to the layers beside it: settings, saves and AI agents.

Imports are lazy (the title screen comes up before heavy modules load) and every door degrades
gracefully: when a layer is missing or fails, the UI still runs with defaults, and says so where
a person would otherwise wait for something that never comes.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias

from timetravel.engine.errors import SaveError
from timetravel.i18n import t

if TYPE_CHECKING:  # only for hints: the title screen comes up before the engine's models load
    from timetravel.engine.actions import Action
    from timetravel.engine.game import Game
    from timetravel.engine.match import Match
    from timetravel.engine.state import GameState
    from timetravel.play.driver import Thinking
    from timetravel.saves.settings import Settings
    from timetravel.saves.store import SaveSummary

log = logging.getLogger(__name__)

ANIMATION_SPEEDS: tuple[str, ...] = ("off", "slow", "normal", "fast")
_SPEED_FACTORS = {"off": 0.0, "slow": 0.6, "normal": 1.0, "fast": 1.8}


# --- settings ------------------------------------------------------------------------------------
@dataclass
class FallbackSettings:
    """Used only while timetravel.saves.settings is unavailable; mirrors its fields."""

    fullscreen: bool = False
    effects_volume: float = 0.8
    animation_speed: str = "normal"
    ai_pace_ms: int = 700
    ai_step: bool = False
    colour_blind: bool = False
    language: str = "en"
    default_think_ms: int = 1000
    window_width: int = 1280
    window_height: int = 720
    journal: bool = True
    join_address: str = ""
    join_port: int = 8765
    join_name: str = ""

    @property
    def animation_scale(self) -> float:
        """How much longer than at normal speed a hold lasts (0 with animations off)."""
        factor = animation_factor(self)
        return 1 / factor if factor else 0.0


# the settings the app runs with: the saved ones, or the stand-in when that layer is unavailable
AppSettings: TypeAlias = "Settings | FallbackSettings"


def load_settings() -> AppSettings:
    try:
        from timetravel.saves.settings import load_settings as _load

        return _load()
    except ImportError:
        return FallbackSettings()
    except Exception as exc:  # a broken settings file never stops the app
        log.warning("settings not loaded: %s", exc)
        return FallbackSettings()


def default_settings() -> AppSettings:
    """Fresh defaults, never the player's file (the demo and the benchmarks measure the same app
    for everyone: animations on, the default palette)."""
    try:
        from timetravel.saves.settings import Settings

        return Settings()
    except ImportError:
        return FallbackSettings()


def save_settings(settings: AppSettings) -> str | None:
    """Persist settings; returns an error message for a toast, or None."""
    if isinstance(settings, FallbackSettings):
        return None
    try:
        from timetravel.saves.settings import save_settings as _save

        _save(settings)
    except Exception as exc:
        return str(exc)
    return None


def updated(settings: AppSettings, **changes: Any) -> AppSettings:
    """A copy of settings with changes, keeping each field's existing type."""
    fixed = {k: _same_type(getattr(settings, k, None), v) for k, v in changes.items() if hasattr(settings, k)}
    if isinstance(settings, FallbackSettings):
        return dataclasses.replace(settings, **fixed)
    try:
        return type(settings).model_validate({**settings.model_dump(), **fixed})
    except Exception:
        return settings.model_copy(update=fixed)


def _same_type(old: Any, new: Any) -> Any:
    if isinstance(old, bool) or old is None:
        return new
    if isinstance(old, int) and isinstance(new, float):
        return round(new)
    if isinstance(old, float) and isinstance(new, int | float):
        return float(new)
    if isinstance(old, int | float) and isinstance(new, str):  # animation speed stored as a number
        return _SPEED_FACTORS.get(new, 1.0)
    return new


def animation_speed_name(settings: AppSettings) -> str:
    value = getattr(settings, "animation_speed", "normal")
    if isinstance(value, str):
        return value if value in ANIMATION_SPEEDS else "normal"
    number = float(value)
    return min(_SPEED_FACTORS, key=lambda name: abs(_SPEED_FACTORS[name] - number))


def animation_factor(settings: AppSettings) -> float:
    """Animation speed as a multiplier; 0 means animations are off (everything is instant)."""
    value = getattr(settings, "animation_speed", "normal")
    if isinstance(value, str):
        return _SPEED_FACTORS.get(value, 1.0)
    return max(0.0, float(value))


def volume(settings: AppSettings, name: str) -> float:
    value = float(getattr(settings, name, 0.8))
    return value / 100 if value > 1 else max(0.0, value)


def window_size(settings: AppSettings) -> tuple[int, int]:
    size = getattr(settings, "window_size", None)
    if isinstance(size, tuple | list) and len(size) == 2:
        return int(size[0]), int(size[1])
    return int(getattr(settings, "window_width", 1280)), int(getattr(settings, "window_height", 720))


# --- saves -------------------------------------------------------------------------------------------
class _Store(Protocol):
    """What the UI uses of timetravel.saves.store (the module itself is the implementation)."""

    def latest_save(self) -> Path | None: ...
    def summarize(self, path: Path) -> SaveSummary: ...
    def list_saves(self, *, check: bool = True) -> list[SaveSummary]: ...
    def check_summary(self, summary: SaveSummary) -> SaveSummary: ...
    def load_match(self, path: Path) -> Match: ...
    def delete_save(self, path: Path) -> None: ...
    def write_save(self, match: Match) -> Path: ...
    def autosave(self, match: Match) -> Path: ...


def _store() -> _Store | None:
    try:
        from timetravel.saves import store
    except ImportError:
        return None
    return store


def saves_available() -> bool:
    return _store() is not None


def latest_save() -> Path | None:
    store = _store()
    if store is None:
        return None
    try:
        return store.latest_save()
    except Exception as exc:
        log.warning("latest save unknown: %s", exc)
        return None


def describe_save(path: Path) -> str:
    """One line for a person: the game and how far it got ("" when the save cannot say)."""
    store = _store()
    if store is None:
        return ""
    try:
        summary = store.summarize(path)
    except Exception as exc:
        log.warning("save not described: %s", exc)
        return ""
    if summary.error:
        return ""
    from timetravel.i18n import t

    title = t(summary.game_title)
    return f"{title}: {summary.progress}" if summary.progress else title


def list_saves() -> list[SaveSummary]:
    """Every save, those not replayed yet unchecked: pass each to check_save() before showing it."""
    store = _store()
    return [] if store is None else list(store.list_saves(check=False))


def check_save(summary: SaveSummary) -> SaveSummary:
    """The summary of a listed save once it is checked exactly like Open checks it."""
    store = _store()
    return summary if store is None else store.check_summary(summary)


def load_match(path: Path) -> Match:
    """Raises SaveError with a message for a person when the save cannot be used."""
    store = _store()
    if store is None:
        raise SaveError(t("saving and loading are not available in this build"))
    try:
        return store.load_match(path)
    except SaveError:
        raise
    except Exception as exc:  # any other failure still reaches the player as a clear message
        name = os.fsencode(Path(path).name).decode("utf-8", "replace")
        raise SaveError(f"{name}: {exc}") from exc


def delete_save(path: Path) -> None:
    """Remove one of the player's saves; raises SaveError (examples and foreign files are refused)."""
    store = _store()
    if store is None:
        raise SaveError(t("saving is not available in this build"))
    store.delete_save(path)


def write_save(match: Match) -> Path:
    store = _store()
    if store is None:
        raise SaveError(t("saving is not available in this build"))
    return store.write_save(match)


def autosave(match: Match) -> str | None:
    """Autosave; returns an error message (for a toast) instead of raising."""
    store = _store()
    if store is None:
        return None
    try:
        store.autosave(match)
    except Exception as exc:
        return str(exc)
    return None


# --- the setup screen's memory ------------------------------------------------------------------------
def last_setup(game_id: str) -> dict[str, str] | None:
    """A game's options as last started, or None when the player never set it up (or it is unknown)."""
    try:
        from timetravel.saves.preferences import last_setup as _last
    except ImportError:
        return None
    try:
        return _last(game_id)
    except Exception as exc:  # a preference is a nicety: setup always opens
        log.warning("last setup unknown: %s", exc)
        return None


def remember_setup(game_id: str, options: dict[str, str]) -> None:
    """Keep a game's options as started; a failure to write is logged, never shown."""
    try:
        from timetravel.saves.preferences import remember_setup as _remember

        _remember(game_id, options)
    except Exception as exc:
        log.warning("setup not remembered: %s", exc)


# --- AI ----------------------------------------------------------------------------------------------
class _RandomThinker:
    """A stand-in when timetravel.ai is unavailable: a seeded uniform choice."""

    def __init__(self, state: GameState, seed: int) -> None:
        from timetravel.engine.rng import Rng

        self._actions = state.legal_actions()
        self._rng = Rng(seed)
        self._cancelled = False

    def start(self) -> _RandomThinker:
        return self

    def poll(self) -> Action | None:
        return None if self._cancelled or not self._actions else self._rng.choice(self._actions)

    def cancel(self) -> None:
        self._cancelled = True


def leave_time_to_the_ai() -> None:
    """A loop that runs frames back to back (the demo, tests) leaves an AI decision that is due a
    millisecond after each frame, as the app's frames leave it the rest of their 16 ms: without it the
    decision's thread would wait for the interpreter's switch interval, frames on end."""
    try:
        from timetravel.ai.thinker import WORKER
    except ImportError:
        return
    if WORKER.busy:
        time.sleep(0.001)


def start_thinker(level: str, game: Game, state: GameState, seat: int, seed: int, think_ms: int) -> Thinking:
    """A started Thinker for an AI seat (background thread), or the random stand-in."""
    try:
        from timetravel.ai import Thinker, make_agent
    except ImportError:
        return _RandomThinker(state, seed).start()
    agent = make_agent(level, game, seat, seed, think_ms)
    return Thinker(agent, state, seat).start()


def joined_tokens(address: str, port: int, code: str) -> dict[int, str]:
    """The seats this computer held at a hosted table, with their tokens (none without saves)."""
    try:
        from timetravel.saves.seat_tokens import table_key, tokens_for
    except ImportError:
        return {}
    return tokens_for(table_key(address, code))  # (on any port: see seat_tokens.py)


def keep_joined_tokens(address: str, port: int, code: str, tokens: dict[int, str]) -> None:
    try:
        from timetravel.saves.seat_tokens import keep_tokens, table_key
    except ImportError:
        return
    keep_tokens(table_key(address, code), tokens)
