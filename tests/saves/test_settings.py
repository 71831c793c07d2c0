"""Settings: defaults, a round trip, and damaged files that give defaults without being touched."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from timetravel.saves import Settings, config_dir, load_settings, save_settings
from timetravel.saves.settings import settings_path

FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _write(content: bytes) -> Path:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return path


def test_settings_live_in_the_config_folder_under_timetravel_home(home: Path) -> None:
    assert settings_path() == home / "config" / "settings.json"
    assert config_dir() == home / "config"


def test_missing_settings_give_the_defaults() -> None:
    loaded = load_settings()
    assert loaded == Settings()
    assert loaded.model_dump() == {
        "fullscreen": False,
        "effects_volume": 0.8,
        "animation_speed": "normal",
        "ai_pace_ms": 700,
        "ai_step": False,
        "colour_blind": False,
        "language": "en",
        "default_think_ms": 1000,
        "window_size": (1280, 720),
        "journal": True,
        "join_address": "",
        "join_port": 8765,
        "join_name": "",
    }
    assert not settings_path().exists(), "loading never creates the file"


def test_settings_round_trip() -> None:
    chosen = Settings(
        fullscreen=True,
        effects_volume=0.0,
        animation_speed="off",
        ai_pace_ms=0,
        colour_blind=True,
        language="ko",
        default_think_ms=250,
        window_size=(1600, 900),
    )
    path = save_settings(chosen)
    assert path == settings_path()
    assert load_settings() == chosen
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"], "no temporary file is left"


@pytest.mark.parametrize(("speed", "scale"), [("slow", 1.5), ("normal", 1.0), ("fast", 0.5), ("off", 0.0)])
def test_animation_speed_gives_a_duration_scale(speed: str, scale: float) -> None:
    assert Settings(animation_speed=speed).animation_scale == scale


@pytest.mark.parametrize(
    "bad",
    [
        {"effects_volume": -0.1},
        {"animation_speed": "warp"},
        {"ai_pace_ms": -1},
        {"language": "../../etc"},
        {"default_think_ms": 0},
        {"window_size": (10, 10)},
        {"window_size": (1280,)},
    ],
)
def test_out_of_range_values_are_rejected(bad: dict) -> None:
    with pytest.raises(ValidationError):
        Settings(**bad)


@FUZZ
@given(content=st.binary(max_size=2000))
def test_random_bytes_give_defaults_and_stay_untouched(content: bytes) -> None:
    path = _write(content)
    before = _digest(path)
    loaded = load_settings()
    try:
        data = json.loads(content.decode("utf-8"))
    except (ValueError, RecursionError):
        data = None
    if not isinstance(data, dict):  # anything but a JSON object gives exactly the defaults
        assert loaded == Settings()
    assert _digest(path) == before


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{",
        b"[1, 2]",
        b'"fullscreen"',
        b"null",
        b"\xff\xfe\x00",
        b"[" * 100_000,
        b'{"a": ' + b"9" * 5000 + b"}",
    ],
)
def test_corrupt_files_give_defaults_and_stay_untouched(content: bytes) -> None:
    path = _write(content)
    before = _digest(path)
    assert load_settings() == Settings()
    assert _digest(path) == before


def test_good_fields_survive_beside_bad_ones() -> None:
    path = _write(
        json.dumps(
            {"fullscreen": True, "effects_volume": 7, "language": 12, "ai_pace_ms": 0, "from_the_future": "x"}
        ).encode()
    )
    before = _digest(path)
    loaded = load_settings()
    assert loaded.fullscreen is True and loaded.ai_pace_ms == 0
    assert loaded.effects_volume == Settings().effects_volume and loaded.language == "en"
    assert _digest(path) == before


@FUZZ
@given(
    data=st.dictionaries(
        st.sampled_from(sorted(Settings.model_fields)),
        st.none()
        | st.booleans()
        | st.integers()
        | st.floats()
        | st.text(max_size=8)
        | st.lists(st.integers(), max_size=3),
    )
)
def test_any_mix_of_values_loads_without_raising(data: dict) -> None:
    _write(json.dumps(data).encode())
    loaded = load_settings()
    defaults = Settings()
    for key, value in data.items():  # each valid value survives, each invalid one gives its default
        try:
            expected = getattr(Settings.model_validate({key: value}), key)
        except ValidationError:
            expected = getattr(defaults, key)
        assert getattr(loaded, key) == expected, key
    for key in Settings.model_fields.keys() - data.keys():
        assert getattr(loaded, key) == getattr(defaults, key), key


def test_an_older_file_with_a_music_volume_loads_cleanly_and_saves_without_it() -> None:
    """The app plays no music, so it keeps no music volume (issue 19); files written when it did load
    every other choice, and the next save drops the key."""
    _write(json.dumps({"music_volume": 0.3, "effects_volume": 0.5, "ai_pace_ms": 300}).encode())
    loaded = load_settings()
    assert loaded.effects_volume == 0.5 and loaded.ai_pace_ms == 300
    assert not hasattr(loaded, "music_volume")
    save_settings(loaded)
    assert "music_volume" not in json.loads(settings_path().read_text(encoding="utf-8"))
