"""A saved and resumed match continues exactly like one that was never interrupted."""

from __future__ import annotations

import json

import pytest

from tests.saves.helpers import SEATS_2, SEATS_3, full_length, new_match, play
from timetravel.engine.errors import SaveError
from timetravel.engine.match import SeatSpec
from timetravel.engine.rng import Rng
from timetravel.saves import load_match, match_from_save, match_to_save, read_save, verify_replay, write_save
from timetravel.saves.model import SaveFile

CASES = [(seed, seats) for seed in (1, 2, 3) for seats in (SEATS_2, SEATS_3)]


def _uninterrupted_and_resumed(seed: int, seats: list[SeatSpec], cut: int) -> tuple:
    chooser = Rng(seed * 31)
    original = new_match(seed, seats)
    play(original, chooser, cut)
    resumed = load_match(write_save(original))
    resumed_chooser = Rng()
    resumed_chooser.state = chooser.state
    play(original, chooser)
    play(resumed, resumed_chooser)
    return original, resumed


@pytest.mark.parametrize(("seed", "seats"), CASES)
def test_resumed_match_plays_on_identically_from_every_step(seed: int, seats: list[SeatSpec]) -> None:
    length = full_length(seed, seats)
    assert length > 10
    for cut in range(length + 1):
        original, resumed = _uninterrupted_and_resumed(seed, seats, cut)
        assert [str(e) for e in resumed.log] == [str(e) for e in original.log], f"cut at step {cut}"
        assert resumed.state.to_json() == original.state.to_json()
        assert resumed.rng.state == original.rng.state
        assert resumed.state.outcome() == original.state.outcome()


def test_resumed_match_keeps_seats_config_and_seed() -> None:
    match = new_match(9, SEATS_3)
    play(match, Rng(4), 10)
    resumed = load_match(write_save(match))
    assert resumed.seats == match.seats
    assert resumed.config == match.config
    assert resumed.seed == match.seed
    assert resumed.game is match.game


def test_resumed_match_starts_with_an_empty_undo_stack() -> None:
    match = new_match(5, SEATS_2)
    play(match, Rng(5), 7)  # six deals, then Ada (a human seat) plays
    assert match.undo_status(match.log[-1].actor)[0]
    resumed = load_match(write_save(match))
    allowed, reason = resumed.undo_status(match.log[-1].actor)
    assert not allowed and reason


@pytest.mark.parametrize("seed", range(4))
def test_replaying_the_log_yields_the_snapshot_at_every_step(seed: int) -> None:
    match = new_match(seed, SEATS_3)
    chooser = Rng(seed)
    while True:
        save = match_to_save(match)
        assert verify_replay(save)
        assert save.finished == match.is_over
        if match.is_over:
            break
        play(match, chooser, 1)


def test_replay_check_notices_a_snapshot_that_differs_from_the_log() -> None:
    match = new_match(3, SEATS_2)
    play(match, Rng(3), 9)
    save = match_to_save(match)
    tricks = list(save.snapshot["tricks"])
    tricks[0] += 1
    assert not verify_replay(save.model_copy(update={"snapshot": {**save.snapshot, "tricks": tricks}}))
    assert not verify_replay(save.model_copy(update={"log": save.log[:-1]}))


def test_a_snapshot_that_differs_from_its_log_is_refused_naming_the_field() -> None:
    match = new_match(3, SEATS_2)
    play(match, Rng(3), 9)
    save = match_to_save(match)
    with pytest.raises(SaveError, match=r"snapshot differs .*snapshot\.tricks\[0\]"):
        match_from_save(save.model_copy(update={"snapshot": {**save.snapshot, "tricks": [5, 0]}}))
    assert match_from_save(save).state == match.state


def test_an_illegal_step_in_the_middle_of_the_log_is_refused_naming_the_step() -> None:
    match = new_match(3, SEATS_2)
    play(match, Rng(3), 9)
    save = match_to_save(match)
    log = list(save.log)
    index = next(i for i, entry in enumerate(log) if entry.actor >= 0 and i > 2)
    log[index] = log[index].model_copy(update={"action": "play:99"})
    with pytest.raises(SaveError, match=rf"step {index + 1} of {len(log)}: play:99 is not allowed"):
        match_from_save(save.model_copy(update={"log": log}))
    log = list(save.log)
    log[index] = log[index].model_copy(update={"actor": 1 - log[index].actor})
    with pytest.raises(SaveError, match=rf"step {index + 1} of {len(log)}: .* marked as made by seat"):
        match_from_save(save.model_copy(update={"log": log}))


def test_a_save_that_claims_the_wrong_ending_is_refused() -> None:
    match = new_match(3, SEATS_2)
    play(match, Rng(3), 9)
    save = match_to_save(match)
    with pytest.raises(SaveError, match="finished"):
        match_from_save(save.model_copy(update={"finished": True}))


def test_saving_again_keeps_the_creation_date(home) -> None:
    match = new_match(2, SEATS_2)
    path = write_save(match, name="keep")
    first = read_save(path)
    play(match, Rng(1), 3)
    write_save(match, path)
    second = read_save(path)
    assert second.created == first.created
    assert second.updated >= first.updated
    assert len(second.log) == 3
    resumed = load_match(path)
    third = match_to_save(resumed)
    assert third.created == first.created


def test_the_save_model_round_trips_through_json() -> None:
    match = new_match(8, SEATS_3)
    play(match, Rng(8), 12)
    save = match_to_save(match, label="Trick two")
    again = SaveFile.from_data(json.loads(save.model_dump_json()))
    assert again == save
    assert again.label == "Trick two"
    assert again.game_title == "Tiny Tricks"
