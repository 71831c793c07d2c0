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
