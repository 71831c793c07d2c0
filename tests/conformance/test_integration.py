"""Every registered game through the shared layers: saves resume the same game, and the AI hooks
a game supplies keep their contract."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conformance.play import SEEDS, Case, all_cases, playthrough, playthroughs
from tests.conformance.test_protocol import play_match
from timetravel.engine.match import Match
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE
from timetravel.saves.codec import verify_replay
from timetravel.saves.store import load_match, read_save, write_save

CASES = all_cases()
pytestmark = pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])


def step_randomly(match: Match, rng: Rng) -> None:
    if match.to_act() == CHANCE:
        match.sample_chance()
    else:
        match.apply(rng.choice(match.state.legal_actions()))


def finish(match: Match, rng: Rng) -> None:
    while not match.is_over and len(match.log) <= match.game.info.max_length:
        step_randomly(match, rng)


def test_a_saved_match_resumes_the_same_game(case: Case, tmp_path: Path) -> None:
    seed = SEEDS[1]
    match = play_match(case, seed, stop_after=playthrough(case, seed).length // 2)
    path = write_save(match, tmp_path / "middle.json")
    assert verify_replay(read_save(path)), f"{case.id}: the saved log does not replay to the snapshot"
    resumed = load_match(path)
    assert resumed.state == match.state and resumed.log == match.log
    assert resumed.rng.state == match.rng.state
    finish(match, Rng(seed + 7))
    finish(resumed, Rng(seed + 7))
    assert resumed.log == match.log, f"{case.id}: the resumed match went another way"
    assert resumed.state.to_json() == match.state.to_json()
    end = write_save(match, tmp_path / "end.json")
    assert load_match(end).is_over and verify_replay(read_save(end))


def test_ai_hooks_keep_their_contract(case: Case) -> None:
    hooks = case.game.ai_hooks()
    if hooks is None:
        pytest.skip("the game supplies no AI hooks")
    for pt in playthroughs(case):
        for step in pt.checkpoints:
            here = f"{case.id} seed {pt.seed} step {step.index}"
            actor = step.state.to_act()
            if actor < 0:
                continue
            rng = Rng(pt.seed + step.index)
            world = step.state.determinize(actor, rng)  # hooks only ever see sampled worlds
            actions = world.legal_actions()
            scores = hooks.action_scores(world, actor, actions)
            assert len(scores) == len(actions), f"{here}: {len(scores)} scores for {len(actions)} actions"
            assert all(isinstance(s, int | float) and s == s for s in scores), (
                f"{here}: a score is not a number"
            )
            chosen = hooks.rollout_action(world, rng)
            assert str(chosen) in {str(a) for a in actions}, f"{here}: rollout chose an illegal {chosen}"
            value = hooks.evaluate(world)
            if value is not None:
                assert len(value) == case.seats, f"{here}: evaluate gave {len(value)} values"
                assert all(0.0 <= v <= 1.0 for v in value), f"{here}: evaluate {value} outside [0, 1]"
