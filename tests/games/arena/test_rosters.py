"""R17 Rosters: a game keeps the fighters' figures it began with, so a balance update never breaks a
save. A save from before rosters existed (no roster in its setup) plays the original figures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.saves.helpers import play
from timetravel.engine.actions import Action
from timetravel.engine.errors import SaveError
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.rng import Rng
from timetravel.games.arena import GAME
from timetravel.games.arena.content import CURRENT_ROSTER, ORIGINAL_ROSTER, ROSTERS, content
from timetravel.games.arena.view import view
from timetravel.saves.codec import match_from_save, match_to_save, verified_state, verify_replay
from timetravel.saves.model import SaveFile
from timetravel.saves.store import read_save

ROOT = Path(__file__).resolve().parents[3]
OLD_FIXTURE = ROOT / "saves" / "fixtures" / "arena-v1.json"
NEW_FIXTURE = ROOT / "saves" / "fixtures" / "arena-v2.json"
# what the 2026-12 tuning changed: (fighter, figure, original, current)
TUNING = [
    ("sniper", "range", 3, 2),
    ("wildling", "move", 2, 1),
    ("centurion", "move", 1, 2),
    ("druid", "attack", 0, 1),
    ("druid", "defence", 2, 3),
    ("troll", "attack", 2, 1),
    ("troll", "defence", 2, 3),
    ("spark", "defence", 1, 2),
    ("colossus", "defence", 3, 2),
]


def test_r17_the_rosters_hold_the_figures_before_and_after_the_tuning() -> None:
    original, current = content().roster(ORIGINAL_ROSTER), content().roster(CURRENT_ROSTER)
    assert set(content().rosters) == set(ROSTERS) and current is content().fighters
    for fighter_id, figure, before, after in TUNING:
        assert getattr(original[fighter_id], figure) == before, (fighter_id, figure)
        assert getattr(current[fighter_id], figure) == after, (fighter_id, figure)
    changed = {fighter_id for fighter_id, *_ in TUNING}
    for fighter_id, fighter in current.items():
        old = original[fighter_id]
        assert (old.name, old.faction, old.colour, old.ability) == (
            fighter.name,
            fighter.faction,
            fighter.colour,
            fighter.ability,
        )
        if fighter_id not in changed:
            assert old == fighter


def test_r17_the_roster_option_is_hidden_and_old_saves_mean_the_original() -> None:
    spec = next(s for s in GAME.info.options if s.key == "roster")
    assert spec.hidden and spec.default == CURRENT_ROSTER and spec.saved_value() == ORIGINAL_ROSTER
    assert GAME.make_config(2).options["roster"] == CURRENT_ROSTER


def test_r17_playing_again_after_an_old_game_takes_the_current_roster() -> None:
    old = GAME.make_config(2, {"mode": "expert", "clock": "10", "roster": ORIGINAL_ROSTER})
    again = GAME.again_config(old)
    assert again.options == {**old.options, "roster": CURRENT_ROSTER}


def test_r17_a_save_from_before_rosters_plays_the_original_figures_and_replays_exactly() -> None:
    raw = json.loads(OLD_FIXTURE.read_bytes())
    assert "roster" not in raw["config"]["options"] and "roster" not in raw["snapshot"]
    save = read_save(OLD_FIXTURE)
    assert verify_replay(save)
    match = match_from_save(save)
    assert match.config.options["roster"] == ORIGINAL_ROSTER
    assert match.state.roster == ORIGINAL_ROSTER
    assert match.state.to_json() == save.snapshot  # the original roster is never written
    assert view(match.state, 0).figures("wildling").move == 2
    assert [str(e.action) for e in match.log] == [e.action for e in save.log]


def test_r17_the_old_save_does_not_replay_on_the_current_figures() -> None:
    """Why the roster is kept: on today's figures its Wildling could not make its two-square move."""
    save = read_save(OLD_FIXTURE)
    current = GAME.make_config(2, {**save.config.options, "roster": CURRENT_ROSTER})
    with pytest.raises(SaveError, match="step 52 of 60: move:wildling,a6"):
        verified_state(GAME, current, save)


def test_r17_the_original_figures_decide_what_is_legal() -> None:
    """The same position: the original Wildling may move two squares, today's one."""
    states = {}
    for roster in ROSTERS:
        state = GAME.new_initial_state(GAME.make_config(2, {"mode": "first", "roster": roster}))
        state.team = ["boxer", "minotaur", "centurion", "mercenary", "wildling", "twins", "druid", "troll"]
        states[roster] = state
    assert states[ORIGINAL_ROSTER].fighter(4).move == 2 and states[CURRENT_ROSTER].fighter(4).move == 1
    assert states[ORIGINAL_ROSTER].fighter(6).attack == 0 and states[CURRENT_ROSTER].fighter(6).attack == 1


def test_r17_a_new_game_plays_the_current_roster_and_its_save_reloads() -> None:
    seats = [SeatSpec(name="Ada"), SeatSpec(name="Bot", kind="ai", level="easy")]
    match = Match.new(GAME, GAME.make_config(2, {"mode": "full"}), seats, 11)
    assert match.state.roster == CURRENT_ROSTER
    play(match, Rng(3), steps=80)
    save = SaveFile.model_validate_json(match_to_save(match).model_dump_json())
    assert save.config.options["roster"] == CURRENT_ROSTER
    assert save.snapshot["roster"] == CURRENT_ROSTER
    again = match_from_save(save)
    assert again.state.roster == CURRENT_ROSTER and again.state.to_json() == match.state.to_json()
    # the same save with its roster taken out would claim the original figures: its snapshot says otherwise
    options = {k: v for k, v in save.config.options.items() if k != "roster"}
    stripped = save.model_copy(update={"config": save.config.model_copy(update={"options": options})})
    assert not verify_replay(stripped)


def test_r17_the_kept_fixtures_cover_both_rosters() -> None:
    old, new = read_save(OLD_FIXTURE), read_save(NEW_FIXTURE)
    assert "roster" not in old.config.options  # made before rosters: never written again
    assert new.config.options["roster"] == CURRENT_ROSTER
    assert verify_replay(new)


def test_r17_an_ai_plays_on_with_the_original_figures() -> None:
    """hard's draft and normal's turn read the game's roster (a draft in the original roster)."""
    from timetravel.ai import make_agent
    from timetravel.ai.view import AgentView

    state = GAME.new_initial_state(GAME.make_config(2, {"mode": "full", "roster": ORIGINAL_ROSTER}))
    for level in ("normal", "hard"):
        agent = make_agent(level, GAME, 0, 1)
        action = agent.decide(AgentView.of(state, 0))
        assert isinstance(action, Action) and action.kind == "pick"


def test_r17_an_unknown_roster_is_refused() -> None:
    state = GAME.new_initial_state(GAME.make_config(2))
    with pytest.raises(ValueError, match="roster"):
        GAME.state_from_json({**state.to_json(), "roster": "2099-01"})
    save = read_save(NEW_FIXTURE)
    options = {**save.config.options, "roster": "2099-01"}
    changed = save.model_copy(update={"config": save.config.model_copy(update={"options": options})})
    with pytest.raises(SaveError, match="setup does not fit"):
        match_from_save(changed)


def test_r17_the_example_save_keeps_its_roster() -> None:
    save = read_save(ROOT / "saves" / "examples" / "arena-full-game-mid-fight.json")
    assert save.config.options["roster"] == CURRENT_ROSTER and verify_replay(save)
