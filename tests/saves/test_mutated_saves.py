"""Real saves of every game, mutated (bytes, JSON fields, snapshot values): each mutation is either
refused with a clear error naming the file, the file left untouched and the load screen agreeing,
or the save opens and plays on to the end with random agents."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from hypothesis.control import currently_in_test_context

from tests.games.tiny_tricks import GAME as TINY
from tests.saves.helpers import Location, json_locations
from timetravel.ai import make_agent
from timetravel.ai.view import AgentView
from timetravel.engine.errors import SaveError
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import every_game
from timetravel.engine.state import CHANCE
from timetravel.saves import list_saves, load_match, saves_dir
from timetravel.saves.codec import match_to_save

FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
SEATS = [SeatSpec(name="Ada"), SeatSpec(name="Bot", kind="ai", level="easy")]


def _decide(match: Match, seed: int) -> None:
    """One step: chance from the match's Rng, a seat's choice from a random agent."""
    actor = match.to_act()
    if actor == CHANCE:
        match.sample_chance()
    else:
        agent = make_agent("random", match.game, actor, seed + len(match.log))
        match.apply(agent.decide(AgentView.of(match.state, actor)))


# The app's own games (and the tiny test game), not whatever other tests happened to register.
GAMES = {
    g.info.id: g for g in [*every_game(), TINY] if g is TINY or type(g).__module__.startswith("timetravel.")
}
GAME_IDS = sorted(GAMES)


def _real_save(game_id: str) -> bytes:
    """A save half-way through a game played by random agents."""
    game = GAMES[game_id]
    config = game.make_config(len(SEATS))
    full = Match.new(game, config, SEATS, 11)
    while not full.is_over:
        _decide(full, 11)
    match = Match.new(game, config, SEATS, 11)
    while len(match.log) < len(full.log) // 2:
        _decide(match, 11)
    return match_to_save(match, label=f"{game_id} mid-game").model_dump_json().encode()


BASES = {game_id: _real_save(game_id) for game_id in GAME_IDS}


def _with(data: Any, location: Location, value: Any) -> Any:
    copy = json.loads(json.dumps(data))
    node = copy
    for part in location[:-1]:
        node = node[part]
    node[location[-1]] = value
    return copy


FIELDS = {g: [loc for loc in json_locations(json.loads(BASES[g])) if loc[0] != "snapshot"] for g in GAME_IDS}
SNAPSHOT = {
    g: [loc for loc in json_locations(json.loads(BASES[g])) if loc[0] == "snapshot"] for g in GAME_IDS
}
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-3, 10)
    | st.sampled_from([-1, 10**9, 2**63])
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8)
    | st.sampled_from(["../../pyproject", "egypt", "play:1", "", "active"])
)
SAME_KIND = {
    "str": st.text(min_size=1, max_size=20),
    "int": st.integers(0, 2**64 - 1) | st.integers(-3, 10),
    "bool": st.booleans(),
}
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)


def _stamp(path: Path) -> tuple[str, int]:
    return hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mtime_ns


def _refused_or_plays_on(content: bytes) -> str:
    """'refused' or 'played', after checking the promise that goes with it."""
    path = saves_dir() / "mutant.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    before = _stamp(path)
    [listed] = [s for s in list_saves() if s.path == path]
    try:
        match = load_match(path)
    except SaveError as exc:
        message = str(exc)
        assert "mutant.json" in message and len(message) < 800
        assert _stamp(path) == before, "a refused save is left untouched"
        assert listed.error == message, "the load screen greys out exactly what Open refuses"
        _count("refused")
        return "refused"
    assert listed.loadable, "the load screen offers exactly what Open accepts"
    assert _stamp(path) == before
    for _ in range(match.game.info.max_length + 1):
        if match.is_over:
            break
        _decide(match, 5)
    assert match.is_over and match.state.outcome() is not None, "a loaded save plays on to the end"
    _count("played on")
    return "played"


def _count(outcome: str) -> None:
    if currently_in_test_context():
        event(outcome)


@pytest.fixture(autouse=True)
def _fresh_folder() -> Iterator[None]:
    yield
    for path in saves_dir().glob("*.json"):
        path.unlink()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_unmutated_base_save_plays_on(game_id: str) -> None:
    assert _refused_or_plays_on(BASES[game_id]) == "played"


@FUZZ
@given(data=st.data(), game_id=st.sampled_from(GAME_IDS))
def test_changed_bytes_are_refused_or_play_on(data: st.DataObject, game_id: str) -> None:
    content = bytearray(BASES[game_id])
    changes = data.draw(
        st.lists(st.tuples(st.integers(0, len(content) - 1), st.integers(0, 255)), min_size=1, max_size=4)
    )
    for position, byte in changes:
        content[position] = byte
    _refused_or_plays_on(bytes(content))


def _value_at(data: Any, location: Location) -> Any:
    for part in location:
        data = data[part]
    return data


@FUZZ
@given(data=st.data(), game_id=st.sampled_from(GAME_IDS))
def test_changed_fields_are_refused_or_play_on(data: st.DataObject, game_id: str) -> None:
    location = data.draw(st.sampled_from(FIELDS[game_id]))
    kind = type(_value_at(json.loads(BASES[game_id]), location)).__name__
    value = data.draw(SAME_KIND.get(kind, VALUES) | VALUES)
    _refused_or_plays_on(json.dumps(_with(json.loads(BASES[game_id]), location, value)).encode())


@FUZZ
@given(data=st.data(), game_id=st.sampled_from(GAME_IDS), value=VALUES)
def test_changed_snapshot_values_are_refused(data: st.DataObject, game_id: str, value: Any) -> None:
    base = json.loads(BASES[game_id])
    location = data.draw(st.sampled_from(SNAPSHOT[game_id]))
    mutated = _with(base, location, value)
    outcome = _refused_or_plays_on(json.dumps(mutated).encode())
    if mutated["snapshot"] != base["snapshot"]:
        assert outcome == "refused", "a snapshot that differs from its log never loads"


@FUZZ
@given(
    game_id=st.sampled_from(GAME_IDS),
    change=st.sampled_from([("label",), ("seats", 0, "name"), ("progress",)]),
    text=st.text(min_size=1, max_size=30),
)
def test_a_change_to_a_field_that_does_not_shape_the_game_plays_on(
    game_id: str, change: Location, text: str
) -> None:
    mutated = _with(json.loads(BASES[game_id]), change, text)
    assert _refused_or_plays_on(json.dumps(mutated).encode()) == "played"


@FUZZ
@given(game_id=st.sampled_from(GAME_IDS), number=st.integers(0, 2**64 - 1))
def test_a_changed_rng_state_is_refused(game_id: str, number: int) -> None:
    """The rng_state decides every chance outcome to come: it must be where the seed and log lead."""
    base = json.loads(BASES[game_id])
    mutated = _with(base, ("rng_state",), number)
    outcome = _refused_or_plays_on(json.dumps(mutated).encode())
    assert outcome == ("played" if number == base["rng_state"] else "refused")
