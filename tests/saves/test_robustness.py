"""Damaged, hostile and foreign files: always a SaveError that names the file, and the file untouched."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.saves.helpers import SEATS_3, Location, json_locations, new_match, play
from timetravel.engine.errors import SaveError
from timetravel.engine.rng import Rng
from timetravel.saves import load_match, read_save
from timetravel.saves.codec import match_to_save
from timetravel.saves.model import CURRENT_VERSION

FILE_NAME = "victim-save.json"
FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _base_save() -> dict[str, Any]:
    match = new_match(17, SEATS_3)
    play(match, Rng(17), 12)
    return json.loads(match_to_save(match, label="Mid-game").model_dump_json())


BASE = _base_save()
BASE_BYTES = json.dumps(BASE).encode()


def _value_at(data: Any, location: Location) -> Any:
    for part in location:
        data = data[part]
    return data


def _with(data: Any, location: Location, value: Any) -> Any:
    """A deep copy of `data` with the value at `location` replaced."""
    copy = json.loads(json.dumps(data))
    _value_at(copy, location[:-1])[location[-1]] = value
    return copy


def _kind(value: Any) -> str:
    return "null" if value is None else type(value).__name__


ALL_LOCATIONS = sorted(json_locations(BASE), key=repr)
STRUCTURED = [loc for loc in ALL_LOCATIONS if loc[0] != "snapshot" or loc == ("snapshot",)]
IN_SNAPSHOT = [loc for loc in ALL_LOCATIONS if loc[0] == "snapshot" and len(loc) > 1]
INT_LOCATIONS = [loc for loc in STRUCTURED if _kind(_value_at(BASE, loc)) == "int"]
STR_LOCATIONS = [loc for loc in STRUCTURED if _kind(_value_at(BASE, loc)) == "str"]

JSON_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
# Inside the snapshot numbers stay small: a game sizes lists by them, so a huge count is the game's
# state_from_json to check (see test_huge_counts_in_the_snapshot_are_refused), not a fuzzing target.
SMALL_SCALARS = st.none() | st.booleans() | st.integers(-50, 50) | st.floats(-50, 50) | st.text(max_size=12)
SNAPSHOT_VALUES = st.recursive(
    SMALL_SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
BY_KIND: dict[str, st.SearchStrategy[Any]] = {
    "null": st.none(),
    "bool": st.booleans(),
    "int": st.integers(-(10**6), 10**6),
    "float": st.floats(allow_nan=False, allow_infinity=False),
    "str": st.text(max_size=12),
    "list": st.lists(st.integers(0, 9), max_size=3),
    "dict": st.dictionaries(st.text(max_size=6), st.integers(0, 9), max_size=3),
}


def _wrong_type(location: Location) -> st.SearchStrategy[tuple[Location, Any]]:
    kind = _kind(_value_at(BASE, location))
    others = [strategy for name, strategy in BY_KIND.items() if name != kind]
    return st.tuples(st.just(location), st.one_of(*others))


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _refused(
    path: Path, content: bytes, loaders: tuple[Callable[[Path], Any], ...] = (read_save, load_match)
) -> str:
    """Write `content`, check every loader raises SaveError naming the file, and that nothing changed."""
    path.write_bytes(content)
    before = _digest(path)
    messages = []
    for loader in loaders:
        with pytest.raises(SaveError) as caught:
            loader(path)
        message = str(caught.value)
        assert FILE_NAME in message
        assert len(message) < 800, "a hostile value is not echoed back whole"
        messages.append(message)
    assert _digest(path) == before
    return messages[0]


def _loads_or_refuses(path: Path, content: bytes) -> None:
    path.write_bytes(content)
    before = _digest(path)
    for loader in (read_save, load_match):
        try:
            loader(path)
        except SaveError as exc:
            assert FILE_NAME in str(exc)
    assert _digest(path) == before


@pytest.fixture
def victim(tmp_path: Path) -> Path:
    return tmp_path / FILE_NAME


def test_the_unmutated_base_save_loads(victim: Path) -> None:
    victim.write_bytes(BASE_BYTES)
    assert load_match(victim).log[-1].action == BASE["log"][-1]["action"]
    assert INT_LOCATIONS and STR_LOCATIONS and IN_SNAPSHOT


@FUZZ
@given(cut=st.integers(0, len(BASE_BYTES) - 1))
def test_truncated_saves_are_refused(victim: Path, cut: int) -> None:
    _refused(victim, BASE_BYTES[:cut])


def test_a_save_cut_mid_file_says_it_was_truncated(victim: Path) -> None:
    assert "truncated" in _refused(victim, BASE_BYTES[: len(BASE_BYTES) // 2])


@FUZZ
@given(content=st.binary(max_size=3000))
def test_random_bytes_are_refused(victim: Path, content: bytes) -> None:
    _refused(victim, content)


@FUZZ
@given(
    changes=st.lists(
        st.tuples(st.integers(0, len(BASE_BYTES) - 1), st.integers(0, 255)), min_size=1, max_size=8
    )
)
def test_random_byte_changes_load_or_are_refused_cleanly(
    victim: Path, changes: list[tuple[int, int]]
) -> None:
    content = bytearray(BASE_BYTES)
    for position, byte in changes:
        content[position] = byte
    _loads_or_refuses(victim, bytes(content))


@FUZZ
@given(change=st.sampled_from(STRUCTURED).flatmap(_wrong_type))
def test_a_wrong_type_in_any_field_is_refused(victim: Path, change: tuple[Location, Any]) -> None:
    location, value = change
    _refused(victim, json.dumps(_with(BASE, location, value)).encode())


@FUZZ
@given(location=st.sampled_from(IN_SNAPSHOT), value=SNAPSHOT_VALUES)
def test_anything_inside_the_snapshot_loads_or_is_refused_cleanly(
    victim: Path, location: Location, value: Any
) -> None:
    _loads_or_refuses(victim, json.dumps(_with(BASE, location, value)).encode())


@pytest.mark.parametrize("count", [10**30, -(10**30), 3.8e93, 10**9])
def test_huge_counts_in_the_snapshot_are_refused(victim: Path, count: float) -> None:
    content = json.dumps(_with(BASE, ("snapshot", "seats"), count)).encode()
    _refused(victim, content, loaders=(load_match,))


@FUZZ
@given(
    location=st.sampled_from(INT_LOCATIONS),
    value=st.integers(2**64, 10**400) | st.integers(-(10**400), -(2**64)),
)
def test_huge_numbers_are_refused(victim: Path, location: Location, value: int) -> None:
    _refused(victim, json.dumps(_with(BASE, location, value)).encode())


@FUZZ
@given(location=st.sampled_from(STR_LOCATIONS), size=st.integers(300, 200_000), char=st.characters())
def test_huge_strings_are_refused(victim: Path, location: Location, size: int, char: str) -> None:
    _refused(victim, json.dumps(_with(BASE, location, char * size)).encode())


def test_numbers_with_thousands_of_digits_nan_and_deep_nesting_are_refused(victim: Path) -> None:
    text = json.dumps(BASE)
    _refused(victim, text.replace(f'"seed": {BASE["seed"]}', '"seed": ' + "9" * 5000).encode())
    _refused(victim, text.replace(f'"seed": {BASE["seed"]}', '"seed": NaN').encode())
    _refused(
        victim,
        json.dumps(_with(BASE, ("label",), 1)).replace('"label": 1', '"label": ' + "[" * 50_000).encode(),
    )
    _refused(victim, ("[" * 100_000 + "]" * 100_000).encode())


@FUZZ
@given(version=st.integers(CURRENT_VERSION + 1, 10**30))
def test_a_newer_version_asks_for_an_update(victim: Path, version: int) -> None:
    message = _refused(victim, json.dumps(_with(BASE, ("schema_version",), version)).encode())
    assert "newer version of timetravel" in message


@FUZZ
@given(version=st.integers(max_value=CURRENT_VERSION - 1) | JSON_SCALARS.filter(lambda v: type(v) is not int))
def test_a_wrong_version_is_refused(victim: Path, version: Any) -> None:
    _refused(victim, json.dumps(_with(BASE, ("schema_version",), version)).encode())


@FUZZ
@given(
    game=st.from_regex(r"[a-z][a-z0-9_]{0,20}", fullmatch=True).filter(lambda g: g not in {"tiny", "bulky"})
)
def test_an_unknown_game_is_named(victim: Path, game: str) -> None:
    message = _refused(victim, json.dumps(_with(BASE, ("game",), game)).encode())
    assert repr(game) in message


@FUZZ
@given(value=JSON_VALUES)
def test_foreign_json_is_not_a_timetravel_save(victim: Path, value: Any) -> None:
    assert "not a timetravel save" in _refused(victim, json.dumps(value).encode())


@FUZZ
@given(extra=st.dictionaries(st.text(min_size=1, max_size=8), JSON_SCALARS, min_size=1, max_size=3))
def test_unknown_fields_are_refused(victim: Path, extra: dict[str, Any]) -> None:
    extra = {key: value for key, value in extra.items() if key not in BASE} or {"surprise": 1}
    _refused(victim, json.dumps({**BASE, **extra}).encode())


@FUZZ
@given(extra_steps=st.lists(st.sampled_from(["bogus", "play:1", "deal:0,1"]), min_size=1, max_size=3))
def test_a_log_that_does_not_fit_the_game_is_refused_or_harmless(
    victim: Path, extra_steps: list[str]
) -> None:
    data = json.loads(BASE_BYTES)
    data["log"] += [{"actor": 0, "action": step} for step in extra_steps]
    _loads_or_refuses(victim, json.dumps(data).encode())


def test_a_log_longer_than_the_game_allows_is_refused(victim: Path) -> None:
    data = json.loads(BASE_BYTES)
    data["log"] = data["log"] * 10
    _refused(victim, json.dumps(data).encode(), loaders=(load_match,))
