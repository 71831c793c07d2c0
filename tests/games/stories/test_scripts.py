"""Script verbs the training scenario does not use, on a copy of it changed for each test: special
shields, a card that moves the group, the time line's ceiling, life for the whole team."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.games.stories.helpers import act, legal
from timetravel.engine.errors import ContentError
from timetravel.games.stories import GAME, changes, content
from timetravel.games.stories.content import load_scenario, scenario_dir
from timetravel.games.stories.game import StoriesPlay
from timetravel.games.stories.state import StoriesState

Drill = Callable[[str, str, str], StoriesState]


@pytest.fixture
def drill(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Drill]:
    """A copy of the training scenario as "drill", with one text replaced in one file."""
    folder = tmp_path / "drill"
    shutil.copytree(scenario_dir("training"), folder)
    real = scenario_dir
    monkeypatch.setattr(content, "scenario_dir", lambda sid: folder if sid == "drill" else real(sid))
    load_scenario.cache_clear()

    def make(name: str, old: str, new: str) -> StoriesState:
        path = folder / name
        text = path.read_text(encoding="utf-8")
        assert old in text
        path.write_text(text.replace(old, new, 1), encoding="utf-8")
        load_scenario.cache_clear()
        st = StoriesPlay(GAME, 2, "drill")
        st, _ = act(st, "host:docker", "host:courier")
        return st

    yield make
    load_scenario.cache_clear()


def test_s_penalty_special_shields_run_the_scenario_steps(drill: Drill) -> None:
    st = drill(
        "locations.toml",
        'shields = ["normal", "skull", "skull"], lock = true, enemy = true }',
        'shields = ["normal", "skull", "special"], lock = true, enemy = true, '
        'special = [{ verb = "life", change = -1, who = "team" }] }',
    )
    st = st.clone()
    changes.leave_location(st)
    st.left = None
    changes.arrive(st, "workshop")
    st.forget_options()
    st, _ = act(st, "explore", "place:B", "place:B", "spend", "roll:combat", "dice:1,0")
    assert st.tests["workshop.B"] == ["skull", "special"]
    assert st.agents[0].life == 4 and st.agents[1].life == 3, "the special shield hurt the team"
    st, _ = act(st, "roll:combat", "dice:2,0")
    assert "dog_calmed" in st.tokens


def test_s_travel_a_card_moves_the_group_with_the_captain_die(drill: Drill) -> None:
    st = drill(
        "locations.toml",
        '{ verb = "gain_resource", resource = "coin", amount = 2 },',
        '{ verb = "gain_resource", resource = "coin", amount = 2 },\n    { verb = "move_group", location = "tower" },',
    )
    st, _ = act(st, "explore", "place:B")
    assert st.travel_to == "tower" and all(a.card is None for a in st.agents)
    st, _ = act(st, "captain:3")
    assert st.location == "tower" and st.tu == 13 and st.captain == 1 and st.stage == "arrive"


def test_time_given_back_never_passes_the_runs_tu(drill: Drill) -> None:
    st = drill(
        "locations.toml",
        '{ verb = "gain_token", token = "saw_notice" },',
        '{ verb = "gain_token", token = "saw_notice" },\n    { verb = "tu", change = 5 },',
    )
    st, _ = act(st, "explore", "place:B")
    assert st.tu == 16


def test_conditions_on_hosts_open_options(drill: Drill) -> None:
    st = drill(
        "locations.toml",
        '{ label = "square.d.bluff", steps',
        '{ label = "square.d.bluff", when = { test = "host", host = "tutor" }, steps',
    )
    st, _ = act(st, "explore", "place:D")
    assert legal(st) == ["choose:0"], "no tutor in the group: only the truth is left"


def test_conditions_all_and_any_combine_others(drill: Drill) -> None:
    st = drill(
        "locations.toml",
        'seal = { test = "token", token = "dog_calmed" }',
        'seal = { test = "all", of = [{ test = "token", token = "dog_calmed" }, '
        '{ test = "any", of = [{ test = "host", host = "tutor" }, { test = "token", token = "clue" }] }] }',
    )
    st = st.clone()
    st.tokens = {"dog_calmed"}
    changes.leave_location(st)
    st.left = None
    changes.arrive(st, "workshop")
    st.forget_options()
    st, _ = act(st, "explore")
    assert "place:C" not in legal(st), "no tutor and no clue"
    st.tokens.add("clue")
    st.forget_options()
    assert "place:C" in legal(st)


def test_validator_follows_combined_conditions(drill: Drill) -> None:
    from timetravel.games.stories.check import validate

    with pytest.raises(ContentError, match=r"seal\.of\[1\]\.token: no token 'nope'"):
        drill(
            "locations.toml",
            'seal = { test = "token", token = "dog_calmed" }',
            'seal = { test = "all", of = [{ test = "token", token = "dog_calmed" }, { test = "token", token = "nope" }] }',
        )
    problems = validate(content.scenario_dir("drill"))
    assert any("seal.of[1].token" in p and "no token 'nope'" in p for p in problems)


def test_time_given_back_adds_up_to_one_time_line_a_run(drill: Drill) -> None:
    st = drill(
        "locations.toml",
        '{ verb = "gain_token", token = "saw_notice" },',
        '{ verb = "gain_token", token = "saw_notice" },\n    { verb = "tu", change = 10 },',
    )
    st = st.clone()
    st.tu, st.given_back = 3, 10
    st.forget_options()
    st, _ = act(st, "explore", "place:B")
    assert st.tu == 9 and st.given_back == 16


def test_s_tu_a_healer_gives_life_back_to_the_agents_on_its_card(drill: Drill) -> None:
    st = drill(
        "hosts.toml",
        'life = 4\n\n[[hosts]]\nid = "docker"',
        'life = 4\nability = "healer"\n\n[[hosts]]\nid = "docker"',
    )
    # seat 1 is the courier; the baker (the first host, now a healer) is not in this group
    assert st.content.hosts["baker"].ability == "healer"
    st = st.clone()
    st.agents[1].host = "baker"
    st.agents[0].life = 2
    st.forget_options()
    st, _ = act(st, "explore", "place:B", "place:B", "spend")
    assert st.agents[0].life == 3


def test_condition_runs_holds_from_that_run_on(drill: Drill) -> None:
    st = drill(
        "locations.toml",
        '{ verb = "gain_token", token = "saw_notice" },',
        '{ verb = "gain_token", token = "saw_notice", when = { test = "runs", at_least = 2 } },',
    )
    first, _ = act(st, "explore", "place:B")
    assert "saw_notice" not in first.tokens, "run 1 is not the second run"
    later = st.clone()
    later.run = 2
    later.forget_options()
    later, _ = act(later, "explore", "place:B")
    assert "saw_notice" in later.tokens


def test_condition_first_visit_holds_only_on_the_first_arrival_of_a_run(drill: Drill) -> None:
    st = drill(
        "locations.toml",
        '{ verb = "gain_token", token = "saw_notice" },',
        '{ verb = "gain_token", token = "saw_notice", when = { test = "first_visit", not = true } },',
    )
    assert st.first_visit() and st.visits == ["square"]
    first, _ = act(st, "explore", "place:B")
    assert "saw_notice" not in first.tokens
    again = st.clone()
    for place in ("workshop", "square"):
        changes.leave_location(again)
        changes.arrive(again, place)
    again.left = None
    again.forget_options()
    assert not again.first_visit()
    again, _ = act(again, "explore", "place:B")
    assert "saw_notice" in again.tokens
    assert StoriesPlay(GAME, 1, "drill").visits == [], "a new run starts with no visit"


def test_an_old_save_without_visits_still_loads(drill: Drill) -> None:
    data = drill("locations.toml", 'id = "square"', 'id = "square"').to_json()
    del data["visits"]
    assert GAME.state_from_json({**data, "scenario": "training"}).visits == []
