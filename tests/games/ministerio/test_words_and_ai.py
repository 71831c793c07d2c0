"""El Ministerio's words for people and its AI hooks."""

from __future__ import annotations

from tests.games.ministerio.helpers import act, at_play, table
from timetravel.engine.actions import Action
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE
from timetravel.games.ministerio import GAME
from timetravel.games.ministerio.state import content


def random_states(seats: int, seed: int) -> list:
    rng, st, states = Rng(seed), GAME.new_initial_state(GAME.make_config(seats)), []
    while not st.is_terminal():
        states.append(st)
        if st.to_act() == CHANCE:
            outcomes = st.chance_outcomes()
            action = outcomes[rng.weighted_index([p for _, p in outcomes])][0]
        else:
            action = rng.choice(st.legal_actions())
        st, _ = st.apply(action)
    return states


def test_every_action_has_words_for_the_actor_and_the_public() -> None:
    for st in random_states(3, 5):
        for action in st.candidate_actions():
            assert st.action_words(action, st.turn).strip()
            assert st.public_label(action).strip()
            assert st.public_label(action) != str(action), action


def test_a_drawn_card_is_named_only_to_the_drawer() -> None:
    st = at_play(table(years=(1099, 1492)))
    st.facedown[0] = False
    st, _ = act(st, "investigate")
    draw = Action("draw", ("cobi",))
    assert "Cobi" in st.action_words(draw, 0)
    assert "Cobi" not in st.public_label(draw) and "Cobi" not in st.action_words(draw, 1)


def test_the_heuristic_scores_every_stage_and_prefers_a_sure_win() -> None:
    hooks = GAME.ai_hooks()
    assert hooks is not None
    for st in random_states(4, 9)[::7]:
        if st.to_act() >= 0:
            actions = st.legal_actions()
            assert len(hooks.action_scores(st, st.to_act(), actions)) == len(actions)
    st = at_play(table(agents=("alonso", "amelia"), years=(1840, 1492)))
    st, _ = act(st, "investigate", "tile:tercio-deserter")
    scores = dict(zip(["fight", "let_go"], hooks.action_scores(st, 0, st.legal_actions()[:2]), strict=True))
    assert scores["fight"] > scores["let_go"]


def test_the_heuristic_keeps_out_of_prison() -> None:
    hooks = GAME.ai_hooks()
    assert hooks is not None
    st = at_play(table(years=(1099, 1492), hands=(["cobi", "el-cid"],)))
    st.agents[0].pa = 9
    actions = [Action("play", ("cobi",)), Action("play", ("el-cid",)), Action("investigate")]
    scores = hooks.action_scores(st, 0, actions)
    assert scores[0] < scores[2] and scores[0] < scores[1]


def test_worlds_sampled_along_heuristic_games_agree_with_the_observation() -> None:
    """Games played by the heuristic reach deliveries, peeks and rebuilt decks, which random play
    rarely does: every sampled world must look the same to its seat and offer it the same actions."""
    hooks = GAME.ai_hooks()
    assert hooks is not None
    for seed in (1, 2):
        rng, st, step = Rng(seed), GAME.new_initial_state(GAME.make_config(2 + seed)), 0
        while not st.is_terminal():
            if step % 5 == 0:
                for seat in range(st.seats):
                    observation = st.observe(seat)
                    world = GAME.determinize(observation, Rng(step))
                    assert world.observe(seat) == observation
                    if st.to_act() == seat:
                        assert world.legal_actions() == st.legal_actions()
            if st.to_act() == CHANCE:
                outcomes = st.chance_outcomes()
                action = outcomes[rng.weighted_index([p for _, p in outcomes])][0]
            else:
                actions = st.legal_actions()
                scores = hooks.action_scores(st, st.to_act(), actions)
                action = actions[max(range(len(actions)), key=lambda i: (scores[i], -i))]
            st, _ = st.apply(action)
            step += 1


def test_progress_shows_only_the_public_score_never_a_hidden_mission() -> None:
    """M-SCORE-PUBLIC: the header line counts a mission only once it is delivered."""
    base = table()
    base.agents[0].controlled = sorted(content().cards)[:6]
    states = []
    for mission in sorted(content().missions):
        st = base.clone()
        st.agents[0].mission = mission
        states.append(st)
    assert len({st.score(0) for st in states}) > 1, "the chosen cards must matter to some mission"
    assert len({st.progress() for st in states}) == 1
    delivered = states[0].clone()
    delivered.agents[0].delivered = True
    assert delivered.public_score(0) == delivered.score(0)


# --- the log as a new player reads it ---------------------------------------------------------------
def logged_steps(seats: int, seed: int) -> list[tuple[Action, list[str], list]]:
    """Random games: each step's action, the log's lines (as the game screen shows them) and events."""
    from timetravel.i18n import use_seat_names

    use_seat_names([f"P{i + 1}" for i in range(seats)])
    rng, st, steps = Rng(seed), GAME.new_initial_state(GAME.make_config(seats)), []
    while not st.is_terminal():
        if st.to_act() == CHANCE:
            outcomes = st.chance_outcomes()
            action = outcomes[rng.weighted_index([p for _, p in outcomes])][0]
        else:
            action = rng.choice(st.legal_actions())
        st, events = st.apply(action)
        steps.append((action, [e.words() for e in events if e.text], events))
    return steps


def all_steps() -> list[tuple[Action, list[str], list]]:
    return [step for seed in range(8) for step in logged_steps(2 + seed % 3, seed)]


def test_a_fight_or_trial_decided_by_a_roll_says_the_roll_the_total_and_the_need_in_one_line() -> None:
    from timetravel.games.ministerio.events import FightResolved

    seen = 0
    for action, lines, events in all_steps():
        if action.kind == "roll" and any(isinstance(e, FightResolved) for e in events):
            decided = next(e for e in events if isinstance(e, FightResolved))
            rolled = [line for line in lines if f"rolls {action.args[0]}" in line]
            assert len(rolled) == 1, lines
            line = rolled[0]
            assert str(decided.total) in line and str(decided.needed) in line, line
            assert ("won" in line or "lost" in line) and "against" in line, line
            seen += 1
        assert not any(" of " in line and "reaches" in line for line in lines), lines
    assert seen


def test_a_walk_of_several_doors_is_one_line() -> None:
    walks = 0
    for _, lines, events in all_steps():
        from timetravel.engine.events import PieceMoved

        steps = [e for e in events if isinstance(e, PieceMoved) and e.piece.startswith("agent:")]
        if len(steps) > 2 and all(
            e.source.startswith("door:") and e.target.startswith("door:") for e in steps
        ):
            assert sum("walks" in line or "steps to" in line for line in lines) == 1, lines
            walks += 1
    assert walks


def test_a_played_card_and_its_anachronism_are_one_line_and_huesca_counts_the_lost_cards() -> None:
    from timetravel.games.ministerio.events import Imprisoned

    plays = jailed = 0
    for action, lines, events in all_steps():
        if action.kind in ("play", "pile"):
            assert "plays" in lines[0] and ("PA (now" in lines[0] or "no anachronism" in lines[0]), lines
            assert not any("takes" in line and "PA" in line for line in lines), lines
            plays += 1
        if any(isinstance(e, Imprisoned) for e in events):
            assert not any("discards" in line for line in lines), lines
            assert any("Huesca" in line and "lost" in line for line in lines) or len(lines) < 3, lines
            jailed += 1
    assert plays and jailed


def test_no_line_says_a_card_moves_between_zones() -> None:
    """Zone talk ("X: the objects pile to the table") reads as nonsense to a player."""
    for _, lines, _ in all_steps():
        assert not any(": the " in line and " to the " in line for line in lines), lines
        assert not any(line.startswith("a card") for line in lines), lines


def test_the_protagonist_choice_is_not_said_as_playing_a_card() -> None:
    st = GAME.new_initial_state(GAME.make_config(2))
    words = [st.action_words(a, 0) for a in st.legal_actions()]
    assert words and all(w.startswith("Choose ") for w in words)


def test_the_transport_door_choice_names_where_it_leads() -> None:
    seen = 0
    for st in random_states(3, 5):
        if st.to_act() >= 0 and Action("jump") in st.legal_actions():
            assert " to the " in st.action_words(Action("jump"), st.turn)
            seen += 1
    assert seen


def test_a_walk_that_bounces_at_an_end_says_it_turned_back() -> None:
    """A walk that ends on the door it left (or near it) reads as a mistake unless it says why."""
    from timetravel.engine.events import PieceMoved

    bounced = 0
    for _, lines, events in all_steps():
        steps = [e for e in events if isinstance(e, PieceMoved) and e.piece.startswith("agent:")]
        doors = [int(e.target.split(":")[1]) for e in steps if e.target.startswith("door:")]
        if (
            len(steps) > 2
            and all(e.source.startswith("door:") for e in steps)
            and (0 in doors or 29 in doors)
        ):
            turned = (
                len({d2 > d1 for d1, d2 in zip([int(steps[0].source[5:]), *doors[:-1]], doors, strict=True)})
                > 1
            )
            if turned:
                assert any("turning back at the end of the staircase" in line for line in lines), lines
                bounced += 1
    assert bounced


def test_a_die_of_one_moves_one_door() -> None:
    seen = 0
    for st in random_states(3, 5) + random_states(2, 6):
        if st.to_act() >= 0 and st.stage == "die":
            for action in st.legal_actions():
                words = st.action_words(action, st.turn)
                steps = st.t["dice"][int(str(action.args[0]))]
                assert words == ("Move 1 door" if steps == 1 else f"Move {steps} doors"), words
                seen += steps == 1
    assert seen


def test_the_prompt_says_what_the_key_really_offers() -> None:
    """Issue 19: on the last step of a move that reaches a coloured door with the key, the choice is
    the office or this door, and the prompt says so; with steps left, the office or the move on."""
    from tests.games.ministerio.helpers import door

    st = table(agents=("alonso", "amelia"), years=(1588, 1840))
    st, _ = act(st, "dice:1,2")  # the 1 is the key; the 2 reaches the red 1590 at its first step
    st, _ = act(st, "die:1", "dir:1")
    assert st.agent.door == door(1590) and st.t["steps"] == 1
    assert st.prompt(0) == "Enter Salvador's office here, or go on with your move."
    st = table(agents=("alonso", "amelia"), years=(1571, 1840))
    st, _ = act(st, "dice:1,2", "die:1", "dir:1")  # two doors up, onto 1590 with no step left
    assert st.agent.door == door(1590) and st.t["steps"] == 0
    assert st.prompt(0) == "Enter Salvador's office or stay on this door."
