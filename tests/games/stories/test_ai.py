"""T.I.M.E Stories' AI teammates decide from what the team knows: never from a card nobody has read
(two scenarios that differ only there give the same decisions, at every level), and from what
the team read in earlier runs (the hard team plans the route to the success it has seen)."""

from __future__ import annotations

import dataclasses

import pytest

from timetravel.ai.factory import make_agent
from timetravel.ai.simulate import run_simulation
from timetravel.ai.view import AgentView
from timetravel.engine.actions import Action
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE
from timetravel.games.stories import GAME
from timetravel.games.stories import state as state_module
from timetravel.games.stories.ai import StoriesHooks
from timetravel.games.stories.content import Scenario, load_scenario
from timetravel.games.stories.knowledge import Knowledge
from timetravel.games.stories.plan import make_plan
from timetravel.games.stories.state import StoriesState
from timetravel.games.stories.verbs import VERBS

ALTERED = ("lazzaretto.D", "warehouse.C", "arsenal.D")


def altered_venice() -> Scenario:
    """Venice with other contents on cards a team reads late: the rift card wins at once, the silk
    card gives a rope, the guild seal's card costs life. Their backs (symbols, seals) are unchanged."""
    scripts = {
        "lazzaretto.D": [{"verb": "success"}],
        "warehouse.C": [{"verb": "gain_item", "item": "rope"}],
        "arsenal.D": [{"verb": "life", "change": -2}],
    }
    return altered(load_scenario("venice"), scripts)


def altered(scenario: Scenario, scripts: dict[str, list[dict[str, object]]]) -> Scenario:
    """The scenario with these cards' scripts replaced (their backs as they were)."""
    locations = dict(scenario.locations)
    for card_id, raw in scripts.items():
        location, _, letter = card_id.partition(".")
        place = locations[location]
        cards = [
            c.model_copy(update={"script": [VERBS.parse(step) for step in raw]}) if c.letter == letter else c
            for c in place.cards
        ]
        locations[location] = place.model_copy(update={"cards": cards})
    return dataclasses.replace(scenario, locations=locations)


def new_match(seats: int, seed: int) -> Match:
    config = GAME.make_config(seats, {"scenario": "venice"})
    return Match.new(
        GAME, config, [SeatSpec(name=f"ai {i}", kind="ai", level="hard") for i in range(seats)], seed
    )


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_card_nobody_read_changes_no_decision(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Privacy: until the team reads an altered card, both scenarios give identical decisions."""
    other = altered_venice()
    real = state_module.load_scenario
    seats = 3
    match = new_match(seats, seed=11)
    agents = [make_agent(level, GAME, s, 100 + s, iterations=50) for s in range(seats)]
    twins = [make_agent(level, GAME, s, 100 + s, iterations=50) for s in range(seats)]
    compared = 0
    while not match.is_over and not any(card in match.state.seen for card in ALTERED):
        actor = match.to_act()
        if actor == CHANCE:
            match.sample_chance()
            continue
        view = AgentView.of(match.state, actor)
        chosen = agents[actor].decide(view)
        monkeypatch.setattr(state_module, "load_scenario", lambda _id: other)
        twin = twins[actor].decide(view)
        monkeypatch.setattr(state_module, "load_scenario", real)
        assert twin == chosen, f"decision {compared} differs: {chosen} against {twin}"
        compared += 1
        match.apply(chosen)
    assert compared >= 15


def test_the_altered_scenario_does_differ_once_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above has teeth: once the team has read the rift card, the altered one wins at once
    and the planner knows it."""
    st = run_two_state()
    assert make_plan(Knowledge(st)) is not None
    monkeypatch.setattr(state_module, "load_scenario", lambda _id: altered_venice())
    plan = make_plan(Knowledge(st))
    assert plan is not None and plan.success == "lazzaretto.D"
    assert not {"warehouse.B", "warehouse.C"} & set(plan.targets)  # no silk needed any more


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_cards_unread_after_a_run_change_no_decision(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """From run 2 on, with a journal: every card still unread could win at once; the team's
    decisions are those of the real scenario until it reads one of them."""
    st = run_two_state()
    unread = [c for c in st.content.card_ids() if c not in st.seen and st.content.card(c).script]
    assert unread
    other = altered(load_scenario("venice"), dict.fromkeys(unread, [{"verb": "success"}]))
    real = state_module.load_scenario
    agents = [make_agent(level, GAME, s, 7 + s) for s in range(st.seats)]
    twins = [make_agent(level, GAME, s, 7 + s) for s in range(st.seats)]
    rng = Rng(2)
    compared = 0
    while st.stage != "over" and not any(card in st.seen for card in unread):
        actor = st.to_act()
        if actor == CHANCE:
            outcomes = st.chance_outcomes()
            st = st.apply(outcomes[rng.weighted_index([p for _, p in outcomes])][0])[0]
            continue
        view = AgentView.of(st, actor)
        chosen = agents[actor].decide(view)
        monkeypatch.setattr(state_module, "load_scenario", lambda _id: other)
        assert twins[actor].decide(view) == chosen
        monkeypatch.setattr(state_module, "load_scenario", real)
        compared += 1
        st = st.apply(chosen)[0]
    assert compared >= 5


def test_knowledge_reads_no_unread_card() -> None:
    st = GAME.new_initial_state(GAME.make_config(2, {"scenario": "venice"}))
    know = Knowledge(st)
    assert know.script("lazzaretto.D") is None
    assert know.backs("lazzaretto") is None
    st.seen.add("lazzaretto.D")
    assert know.script("lazzaretto.D")


# --- memory across runs ---------------------------------------------------------------------------------
def first_run(seed: int) -> Match:
    """A hard team of four plays its first run (the match stands at the start of run 2, or over)."""
    match = new_match(4, seed)
    agents = [make_agent("hard", GAME, s, seed + s) for s in range(4)]
    while not match.is_over and match.state.run < 2:  # type: ignore[attr-defined]
        actor = match.to_act()
        if actor == CHANCE:
            match.sample_chance()
            continue
        match.apply(agents[actor].decide(AgentView.of(match.state, actor)))
    return match


def run_two_state() -> StoriesState:
    """The start of run 2 of a hard team that read the rift card and the silk's card in run 1."""
    for seed in range(1, 40):
        match = first_run(seed)
        st = match.state
        if not match.is_over and {"lazzaretto.D", "warehouse.C"} <= st.seen:
            assert isinstance(st, StoriesState)
            return st
    raise AssertionError("no seed read the rift in run 1")


def test_the_hard_team_plans_from_what_it_read_in_an_earlier_run() -> None:
    st = run_two_state()
    plan = make_plan(Knowledge(st))
    assert plan is not None and plan.success == "lazzaretto.D"
    assert {"warehouse.B", "warehouse.C", "dogana.B", "lazzaretto.B"} <= set(plan.targets)


def test_the_hard_team_goes_straight_for_what_it_needs_and_wins() -> None:
    """Run 2 keeps to the planned locations and succeeds; a team that forgot what it read in run 1
    (keeping the Agency's item) has to explore again."""
    st = run_two_state()
    remembered = play_run(st.clone())
    assert remembered.result == "success" and remembered.runs == 2
    assert set(remembered.visited) <= {"piazzetta", "dogana", "warehouse", "lazzaretto", "spezieria"}
    forgetful = st.clone()
    forgetful.seen = set()
    assert len(play_run(forgetful).visited) > len(remembered.visited)


@dataclasses.dataclass
class RunResult:
    result: str
    runs: int
    visited: list[str]


def play_run(st: StoriesState) -> RunResult:
    """Hard agents play the rest of this run (seeded dice); which locations they went to."""
    rng = Rng(5)
    agents = [make_agent("hard", GAME, s, 50 + s) for s in range(st.seats)]
    run = st.run
    visited: list[str] = []
    while st.stage != "over" and st.run == run:
        if st.location is not None and (not visited or visited[-1] != st.location):
            visited.append(st.location)
        actor = st.to_act()
        if actor == CHANCE:
            outcomes = st.chance_outcomes()
            action: Action = outcomes[rng.weighted_index([p for _, p in outcomes])][0]
        else:
            action = agents[actor].decide(AgentView.of(st, actor))
        st = st.apply(action)[0]
    return RunResult(st.result, st.runs, visited)


# --- the hooks ---------------------------------------------------------------------------------------------
def test_hard_always_decides_itself() -> None:
    """The search hook answers every decision, so the shared ISMCTS (whose playouts would read unread
    cards) never runs for Stories."""
    match = new_match(2, seed=3)
    hooks = StoriesHooks()
    rng = Rng(1)
    for _ in range(300):
        if match.is_over:
            break
        actor = match.to_act()
        if actor == CHANCE:
            match.sample_chance()
            continue
        action = hooks.search(match.state, actor, None, rng, lambda: 0.0)
        assert action is not None and action in match.state.legal_actions()
        match.apply(action)


def test_simulate_reports_the_team_success_and_runs() -> None:
    result = run_simulation("stories", 2, ["hard", "hard", "hard", "hard"], seed=1, think_ms=50)
    assert result["success_rate"] == 1.0
    assert 2 <= result["mean_runs"] <= 4
    assert result["ai_ms"]["by_level"]["hard"]["median"] < 200


@pytest.mark.parametrize("seats", [["hard"], ["hard", "hard"], ["normal", "normal"]])
def test_the_ai_team_solves_the_training_scenario(seats: list[str]) -> None:
    result = run_simulation("stories", 3, seats, seed=2, think_ms=50, options={"scenario": "training"})
    assert result["success_rate"] == 1.0
