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
from timetravel.games.stories import GAME, changes
from timetravel.games.stories import state as state_module
from timetravel.games.stories.ai import StoriesHooks
from timetravel.games.stories.content import Scenario, load_scenario
from timetravel.games.stories.knowledge import Hidden, Knowledge
from timetravel.games.stories.plan import make_plan
from timetravel.games.stories.state import StoriesState
from timetravel.games.stories.steps import VERBS, Choice

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


def altered(scenario: Scenario, scripts: dict[str, list[dict[str, object]]], told: bool = True) -> Scenario:
    """The scenario with these cards' scripts replaced (their backs as they were); without what
    cards tell of options unless `told`."""
    locations = dict(scenario.locations)
    for place in scenario.locations.values():
        cards = []
        for c in place.cards:
            raw = scripts.get(f"{place.id}.{c.letter}")
            if raw is not None:
                c = c.model_copy(update={"script": [VERBS.parse(step) for step in raw]})
            cards.append(c if told else c.model_copy(update={"reveals": []}))
        locations[place.id] = place.model_copy(update={"cards": cards})
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


def outcomes_known(st: StoriesState) -> dict[str, object]:
    """What the team knows of each option of the rift card: its steps' verbs, or what it was told."""
    script = Knowledge(st).script("lazzaretto.D")
    assert script is not None
    found: dict[str, object] = {}
    for step in script:
        if isinstance(step.params, Choice):
            for option in step.params.options:
                first = option.steps[0].params
                found[option.label] = (
                    first.outcome if isinstance(first, Hidden) else [s.verb for s in option.steps]
                )
    return found


def test_a_read_card_shows_its_options_words_not_where_they_lead() -> None:
    """The options' labels and conditions are on the card; what one leads to is known once the team
    took it, or once a card it read told it."""
    st = GAME.new_initial_state(GAME.make_config(2, {"scenario": "venice"}))
    st.seen.add("lazzaretto.D")
    known = outcomes_known(st)
    assert set(known) >= {"lazzaretto.d.silk", "lazzaretto.d.third"} and set(known.values()) == {None}
    silk = next(
        o
        for s in Knowledge(st).script("lazzaretto.D") or ()
        if isinstance(s.params, Choice)
        for o in s.params.options
        if o.label == "lazzaretto.d.silk"
    )
    assert silk.when is not None  # "cover it with the black silk" needs the silk
    st.taken.add("lazzaretto.D#lazzaretto.d.now")
    st.seen.update({"osteria.D", "spezieria.D"})
    known = outcomes_known(st)
    assert known["lazzaretto.d.now"] == ["text", "failure"]
    assert known["lazzaretto.d.third"] == "success" and known["lazzaretto.d.first"] == "wrong"
    assert known["lazzaretto.d.silk"] == "right" and known["lazzaretto.d.break"] == "wrong"
    assert known["lazzaretto.d.midnight"] is None


def rift_script(fold_wins: str) -> list[dict[str, object]]:
    """The rift card as written, but with the fold that wins chosen (the others fail)."""
    folds = ["now", "first", "third", "midnight"]
    second = [
        {
            "label": f"lazzaretto.d.{f}",
            "steps": [{"verb": "success"} if f == fold_wins else {"verb": "failure"}],
        }
        for f in folds
    ]
    rift = [dict(step) for step in RIFT]
    rift[-1] = {**rift[-1], "options": second}
    return rift


RIFT: list[dict[str, object]] = [
    {"verb": "text", "text": "lazzaretto.d.text"},
    {"verb": "gain_token", "token": "rift_seen", "when": {"test": "item", "item": "rift_echo", "not": True}},
    {"verb": "text", "text": "lazzaretto.d.torn", "when": {"test": "token", "token": "rift_seen"}},
    {"verb": "gain_item", "item": "rift_echo", "when": {"test": "token", "token": "rift_seen"}},
    {"verb": "failure", "when": {"test": "token", "token": "rift_seen"}},
    {
        "verb": "choice",
        "when": {"test": "token", "token": "rift_seen", "not": True},
        "options": [
            {"label": "lazzaretto.d.break", "steps": [{"verb": "failure"}]},
            {"label": "lazzaretto.d.sink", "steps": [{"verb": "failure"}]},
            {"label": "lazzaretto.d.wall", "steps": [{"verb": "failure"}]},
            {
                "label": "lazzaretto.d.silk",
                "when": {"test": "item", "item": "black_silk"},
                "steps": [{"verb": "gain_token", "token": "silk_laid"}],
            },
        ],
    },
    {"verb": "choice", "when": {"test": "token", "token": "silk_laid"}, "options": []},
]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_outcome_of_an_option_never_taken_changes_no_decision(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Privacy within a read card: two Venices whose rift differs only in which fold wins (and no
    card telling it) give identical decisions, over runs, until the team takes one of those folds."""
    venice = load_scenario("venice")
    third, midnight = (
        altered(venice, {"lazzaretto.D": rift_script(f)}, told=False) for f in ("third", "midnight")
    )
    folds = {"lazzaretto.D#lazzaretto.d.third", "lazzaretto.D#lazzaretto.d.midnight"}
    monkeypatch.setattr(state_module, "load_scenario", lambda _id: third)
    match = new_match(3, seed=4)
    agents = [make_agent(level, GAME, s, 30 + s, iterations=50) for s in range(3)]
    twins = [make_agent(level, GAME, s, 30 + s, iterations=50) for s in range(3)]
    compared = 0
    while not match.is_over and not folds & match.state.taken:  # type: ignore[attr-defined]
        actor = match.to_act()
        if actor == CHANCE:
            match.sample_chance()
            continue
        view = AgentView.of(match.state, actor)
        chosen = agents[actor].decide(view)
        monkeypatch.setattr(state_module, "load_scenario", lambda _id: midnight)
        twin = twins[actor].decide(view)
        monkeypatch.setattr(state_module, "load_scenario", lambda _id: third)
        assert twin == chosen, f"decision {compared} differs: {chosen} against {twin}"
        compared += 1
        match.apply(chosen)
    assert compared >= 100 and (level == "easy" or "lazzaretto.D" in match.state.seen)  # type: ignore[attr-defined]


def at_the_mirror(read: set[str], taken: frozenset[str] = frozenset()) -> StoriesState:
    """Two agents at the rift in run 2 with the echo and the silk: what to do with the mirror."""
    st = GAME.new_initial_state(GAME.make_config(2, {"scenario": "venice"}))
    st = st.apply(Action.parse("host:bortolo"))[0].apply(Action.parse("host:zanetta"))[0].clone()
    st.run = 2
    st.seen.update({"lazzaretto.A", "lazzaretto.B", "lazzaretto.D", *read})
    st.taken.update(taken)
    st.tokens.add("warden_passed")
    st.agents[0].items = ["black_silk", "rift_echo"]
    changes.leave_location(st)
    st.left = None
    changes.arrive(st, "lazzaretto")
    st.forget_options()
    for text in ("explore", "place:D"):
        st = st.apply(Action.parse(text))[0]
    assert st.choice_card == "lazzaretto.D" and len(st.legal_actions()) == 4
    return st


def at_the_fold(read: set[str], taken: frozenset[str] = frozenset()) -> StoriesState:
    """The same, the silk laid: when to fold the mirror shut."""
    st = at_the_mirror(read, taken).apply(Action.parse("choose:3"))[0]
    assert st.choice_card == "lazzaretto.D" and [str(a) for a in st.legal_actions()][:1] == ["choose:0"]
    return st


def hard_choice(st: StoriesState) -> str:
    return str(make_agent("hard", GAME, st.to_act(), 1).decide(AgentView.of(st, st.to_act())))


def test_the_bell_ringers_words_make_the_hard_team_fold_at_the_third_stroke() -> None:
    assert hard_choice(at_the_fold({"osteria.D"})) == "choose:2"
    assert hard_choice(at_the_fold(set())) != "choose:2", "without the clue the third stroke is a guess"


def test_a_fold_seen_failing_is_not_taken_again_in_a_later_run() -> None:
    """The team folded at once in an earlier run and was thrown out: it tries another stroke."""
    assert hard_choice(at_the_fold(set())) == "choose:0"
    assert hard_choice(at_the_fold(set(), frozenset({"lazzaretto.D#lazzaretto.d.now"}))) != "choose:0"


def test_the_hard_team_covers_the_mirror_when_the_apothecary_said_so() -> None:
    assert hard_choice(at_the_mirror({"spezieria.D"})) == "choose:3"
    assert hard_choice(at_the_mirror(set())) == "choose:3", "untold, the option that asks for the silk first"
    smashed = frozenset({"lazzaretto.D#lazzaretto.d.break"})
    assert hard_choice(at_the_mirror(set(), smashed)) == "choose:3"


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
    """The start of run 2 of a hard team that read the rift card and the silk's card in run 1, with
    both clues to the rift (the apothecary's and the bell-ringer's) in its journal as well (a team
    rarely reads all four in one run)."""
    for seed in range(1, 40):
        match = first_run(seed)
        st = match.state
        if not match.is_over and {"lazzaretto.D", "warehouse.C"} <= st.seen:
            assert isinstance(st, StoriesState)
            st = st.clone()
            st.seen |= {"spezieria.A", "spezieria.D", "osteria.A", "osteria.D"}
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


def test_the_journal_notes_each_option_taken_and_older_saves_load_without_it() -> None:
    st = at_the_fold(set())
    assert st.taken == {"lazzaretto.D#lazzaretto.d.silk"}
    st = st.apply(Action.parse("choose:0"))[0]
    assert "lazzaretto.D#lazzaretto.d.now" in st.taken and st.run == 3, "kept into the next run"
    data = st.to_json()
    assert GAME.state_from_json(data).taken == st.taken  # type: ignore[attr-defined]
    older = {key: value for key, value in data.items() if key != "taken"}
    assert GAME.state_from_json(older).taken == set()  # type: ignore[attr-defined]
