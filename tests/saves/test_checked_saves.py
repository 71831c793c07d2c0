"""A save is checked against itself: its log must replay to its snapshot, nothing read from it
picks content by an unchecked name, and no damaged state can make a rules loop spin forever."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from tests.saves.helpers import SEATS_2, new_match, play
from timetravel.engine.errors import SaveError, StuckLoop
from timetravel.engine.loops import bounded, next_seat
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import get_game
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE
from timetravel.saves import list_saves, load_match, read_save, store, write_save
from timetravel.saves.codec import match_to_save

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "saves" / "examples"


def _stamp(path: Path) -> tuple[str, int]:
    return hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mtime_ns


def _refused_untouched(path: Path, *patterns: str) -> str:
    before = _stamp(path)
    with pytest.raises(SaveError) as caught:
        load_match(path)
    message = str(caught.value)
    assert path.name in message
    for pattern in patterns:
        assert pattern in message
    assert _stamp(path) == before, "a refused save is left byte-identical, its mtime too"
    [summary] = [s for s in list_saves() if s.path == path]
    assert summary.error == message, "the load screen lists the same refusal Open gives"
    return message


def _late_match(game_id: str, options: dict[str, str], fraction: float = 0.9, seed: int = 5) -> Match:
    game = get_game(game_id)
    seats = [SeatSpec(name="Ada"), SeatSpec(name="Bot", kind="ai", level="easy")]
    config = game.make_config(len(seats), options)
    full = Match.new(game, config, seats, seed)
    play(full, Rng(seed))
    match = Match.new(game, config, seats, seed)
    play(match, Rng(seed), int(len(full.log) * fraction))
    return match


def _edited(match: Match, name: str, change: Any) -> Path:
    data = json.loads(match_to_save(match).model_dump_json())
    change(data)
    path = store.saves_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# --- the snapshot must equal the replayed log ---------------------------------------------------
def test_a_rocket_save_with_active_emptied_is_refused_not_frozen(deadline: None) -> None:
    path = _edited(_late_match("rocket", {}), "emptied.json", lambda d: d["snapshot"].update(active=[]))
    _refused_untouched(path, "snapshot differs", "snapshot.active")


@pytest.mark.parametrize(
    ("field", "value"), [("round", 1e308), ("turn", -1), ("totals", [99, 0]), ("objective", "nope")]
)
def test_a_rocket_snapshot_with_a_changed_value_is_refused(field: str, value: Any) -> None:
    path = _edited(_late_match("rocket", {}), "changed.json", lambda d: d["snapshot"].update({field: value}))
    _refused_untouched(path, "snapshot differs", f"snapshot.{field}")


def test_a_division_era_from_a_save_never_becomes_a_path(monkeypatch: pytest.MonkeyPatch) -> None:
    from timetravel.engine import content

    opened: list[Path] = []
    real = content.load_model
    monkeypatch.setattr(content, "load_model", lambda path, model: opened.append(path) or real(path, model))
    from timetravel.games.division import content as division_content

    monkeypatch.setattr(division_content, "load_model", content.load_model)
    match = _late_match("division", {"mode": "single", "era": "egypt"})

    def evil_eras(data: dict[str, Any]) -> None:
        data["snapshot"]["eras"] = ["../../pyproject"]

    _refused_untouched(_edited(match, "era.json", evil_eras), "snapshot differs", "snapshot.eras")
    with pytest.raises(ValueError, match="unknown era"):
        division_content.load_era("../../pyproject")
    assert not [p for p in opened if "pyproject" in str(p)], "no file outside scenes/ is read"


def test_a_division_era_in_the_setup_is_checked_against_the_choices() -> None:
    match = _late_match("division", {"mode": "single", "era": "egypt"})
    path = _edited(match, "setup.json", lambda d: d["config"]["options"].update(era="../../pyproject"))
    _refused_untouched(path, "setup does not fit")


def test_an_illegal_step_in_the_log_is_refused_naming_the_step() -> None:
    match = _late_match("rocket", {}, fraction=0.5)
    index = next(i for i, e in enumerate(match.log) if i > 20 and e.actor >= 0)

    def illegal(data: dict[str, Any]) -> None:
        data["log"][index]["action"] = data["log"][index - 1]["action"] + "9"

    path = _edited(match, "illegal.json", illegal)
    _refused_untouched(path, f"step {index + 1} of {len(match.log)}")


def test_the_resumed_state_is_the_replayed_one_and_plays_on() -> None:
    match = _late_match("rocket", {}, fraction=0.7)
    path = write_save(match, name="late")
    resumed = load_match(path)
    assert resumed.state == match.state and resumed.log == match.log
    assert resumed.rng.state == match.rng.state
    [summary] = list_saves()
    assert summary.progress == match.state.progress() and summary.loadable


@pytest.mark.parametrize("name", sorted(p.name for p in EXAMPLES.glob("*.json")))
def test_the_example_saves_replay_to_their_snapshots(name: str) -> None:
    match = load_match(EXAMPLES / name)
    assert match.state.to_json() == read_save(EXAMPLES / name).snapshot


# --- loop guards ---------------------------------------------------------------------------------
def test_next_seat_goes_round_the_table_and_refuses_an_empty_one() -> None:
    assert next_seat(1, 3, [0, 1, 2]) == 2
    assert next_seat(2, 3, [0, 2]) == 0
    assert next_seat(2, 3, [2]) == 2
    assert next_seat(0, 4, lambda seat: seat == 3) == 3
    with pytest.raises(StuckLoop, match="no seat"):
        next_seat(0, 3, [])
    with pytest.raises(StuckLoop):
        next_seat(0, 0, [0])
    with pytest.raises(StuckLoop, match="shuffling did not finish within 3 steps"):
        for _ in bounded(3, "shuffling"):
            pass


def test_rockets_new_round_raises_on_a_state_with_no_active_player(deadline: None) -> None:
    from timetravel.games.rocket import rounds

    state = _late_match("rocket", {}, fraction=0.3).state.clone()
    state.active = []
    with pytest.raises(StuckLoop):
        rounds.new_round(state, [])


def test_a_tiny_save_still_plays_on_to_the_end_after_loading() -> None:
    match = new_match(4, SEATS_2)
    play(match, Rng(4), 5)
    resumed = load_match(write_save(match, name="tiny"))
    while not resumed.is_over:
        if resumed.to_act() == CHANCE:
            resumed.sample_chance()
        else:
            resumed.apply(Rng(1).choice(resumed.state.legal_actions()))
    assert resumed.state.outcome() is not None
