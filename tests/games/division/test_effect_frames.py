"""Division's effects on the engine's script kit: rows compile into steps, frames are kit Frames with
seat roles, and a frame is saved in the form it had before the kit (tests/games/division/saves)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from timetravel.engine.script import Frame, Outcome
from timetravel.games.division import effects
from timetravel.games.division.content import card_index
from timetravel.games.division.program import (
    Cursor,
    frame_from_json,
    frame_json,
    new_frame,
    part_of,
    program,
    random_to,
)
from timetravel.games.division.state import DivisionState
from timetravel.saves import load_match

SAVES = Path(__file__).resolve().parent / "saves"
# the keys of a saved frame, in the order of the form from before the kit
OLD_KEYS = ["card", "blue", "part", "kind", "row", "act", "phase"]
OLD_KEYS += ["picked", "target", "origin", "tzone", "orange"]


def every_script() -> Iterator[tuple[str, str]]:
    """(card, kind) for every card's effect and every delayed effect."""
    for card_id, card in sorted(card_index().items()):
        if card.effect:
            yield card_id, "nested"
        if card.delayed is not None:
            yield card_id, "delayed"


def test_rows_compile_once_into_a_pick_the_draws_the_verbs_and_next_row() -> None:
    for card_id, kind in every_script():
        compiled = program(card_id, part_of(kind))
        assert program(card_id, part_of(kind)) is compiled  # kept after the first use
        expected: list[str] = []
        for row in compiled.rows:
            expected.append("pick")
            expected += ["draw"] * ((row.take is not None and row.take.spec == "random") + random_to(row))
            expected += [*row.actions, "next_row"]
        assert [step.verb for step in compiled.steps] == expected, card_id


def test_the_scribe_draws_the_card_it_swaps_with() -> None:
    compiled = program("scribe", "effect")  # your chosen card for a random one of the rival's hand
    assert [step.verb for step in compiled.steps] == ["pick", "draw", "exchange", "next_row"]
    assert compiled.cursors == (
        Cursor(0, 0, "pick"),
        Cursor(0, 0, "rand_to"),
        Cursor(0, 0, "act"),
        Cursor(0, 1, "act"),
        Cursor(1, 0, "pick"),  # done
    )


@pytest.mark.parametrize("orange", [None, 1])
def test_a_frame_at_every_step_saves_in_the_old_form_and_loads_back(orange: int | None) -> None:
    for card_id, kind in every_script():
        for pc in range(len(program(card_id, part_of(kind)).steps)):
            frame = new_frame(card_id, 0, kind, orange if kind != "delayed" else None)
            frame.pc = pc
            saved = frame_json(frame)
            assert list(saved) == OLD_KEYS
            loaded = frame_from_json(saved)
            assert (loaded.source, loaded.pc, loaded.kind, loaded.seats) == (card_id, pc, kind, frame.seats)
            assert frame_json(loaded) == saved


def test_a_frame_that_fits_no_step_of_its_card_is_refused() -> None:
    saved = frame_json(new_frame("scribe", 0, "round", None))
    with pytest.raises(ValueError, match="no step"):
        frame_from_json({**saved, "row": 3})
    with pytest.raises(ValueError, match="runs the card's effect"):
        frame_from_json({**saved, "part": "delayed"})
    with pytest.raises(ValueError, match="unknown card"):
        frame_from_json({**saved, "card": "nobody"})


def test_a_nested_pick_waits_on_top_of_the_card_that_triggered_it() -> None:
    state = load_match(SAVES / "division-nested-pick-old-frames.json").state
    assert isinstance(state, DivisionState)
    outer, inner = state.frames
    assert isinstance(inner, Frame) and (outer.kind, inner.kind) == ("round", "nested")
    assert inner.waiting is Outcome.WAIT and outer.waiting is None
    assert outer.steps[outer.pc - 1].verb == "trigger"  # the outer row goes on after the trigger
    assert effects.chooser(inner) == inner.seats.named["orange"] == state.to_act()
    clone = state.clone()
    assert isinstance(clone, DivisionState)
    clone.frames[-1].scratch["picked"] = ("x",)
    assert state.frames[-1].scratch["picked"] == ()  # a clone's frames share nothing that changes


def test_a_random_draw_waits_for_chance_and_fills_the_frame() -> None:
    state = load_match(SAVES / "division-chance-old-frames.json").state
    assert isinstance(state, DivisionState)
    top = state.frames[-1]
    assert top.waiting is Outcome.CHANCE and top.steps[top.pc].verb == "draw"
    assert [str(a.args[0]) for a, _ in state.chance_outcomes()] == state.z["independent"]
    action, _ = state.chance_outcomes()[0]
    after, _ = state.apply(action)
    assert isinstance(after, DivisionState)
    drawn = str(action.args[0])  # the Monk adds it to the orange seat's Influence Area
    assert after.zone_of(drawn) == f"influence:{effects.chooser(top)}"
