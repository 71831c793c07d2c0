"""The AI hooks: sensible preferences in clear situations, legal fast rollouts, bounded evaluation."""

from __future__ import annotations

from tests.games.rocket.fixtures import do, make_state
from timetravel.ai.simulate import run_simulation
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, TERMINAL
from timetravel.games.rocket.ai import RocketHooks, card_gain, quick_reveal_value, reveal_risk, reveal_value

PW, CONT = 4, 3
HOOKS = RocketHooks()


def best(state, seat=0) -> str:
    actions = state.legal_actions()
    scores = HOOKS.action_scores(state, seat, actions)
    return str(actions[max(range(len(actions)), key=scores.__getitem__)])


def test_ai_stops_when_the_pile_is_all_vortexes_and_repeats(game):
    state = make_state(game, piles={PW: {"hum3": 1, "vortex": 3, "hum1": 2}})
    state, _ = do(state, "reveal", "flip:hum3")
    assert reveal_risk(state) == 1.0 and best(state) == "recruit:hum3"


def test_ai_pushes_its_luck_when_the_pile_is_rich(game):
    state = make_state(game, piles={PW: {"hum1": 1, "mil5": 1, "sci4": 1, "exp3": 1}})
    state, _ = do(state, "reveal", "flip:hum1")
    assert best(state) == "reveal"


def test_ai_spends_rockets_to_complete_an_objective(game):
    state = make_state(
        game,
        objective="baby-hitler",
        teams={0: ["hum5"]},
        areas={0: {"rocket": 1}},
        piles={PW: {"hum1": 1}, CONT: {"mil2": 1}},
    )
    assert best(state) == "use:rocket"


def test_ai_takes_the_most_valuable_target(game):
    state = make_state(game, teams={1: ["sci1", "mil2"]}, piles={PW: {"hum3": 1}})
    state, _ = do(state, "reveal", "flip:hum3", "recruit:hum3")
    assert best(state) == "take:1,mil2"


def test_ai_evaluation_is_a_distribution_favouring_the_leader(game):
    state = make_state(game, teams={0: ["mil5"]}, totals=[30, 10])
    values = HOOKS.evaluate(state)
    assert len(values) == 2 and abs(sum(values) - 1) < 1e-9 and values[0] > values[1] >= 0


def test_ai_evaluation_waits_for_the_end_of_a_turn(game):
    """A revealed card waiting in the Game Area is not valued yet: the playout goes on."""
    state = make_state(game, teams={0: ["mil5"]}, totals=[30, 10], piles={PW: {"hum3": 1, "sci4": 1}})
    state, _ = do(state, "reveal", "flip:hum3")
    assert state.phase == "decide" and HOOKS.evaluate(state) is None
    state, _ = do(state, "recruit:hum3")  # no target for its action: the turn ends
    assert state.phase == "start" and HOOKS.evaluate(state) is not None


def _decide_states(game, games: int) -> list:
    rng = Rng(8)
    found = []
    for i in range(games):
        state = game.new_initial_state(game.make_config(2 + i % 3))
        while state.to_act() != TERMINAL:
            if state.to_act() == CHANCE:
                outcomes = state.chance_outcomes()
                state = state.apply(outcomes[rng.weighted_index([p for _, p in outcomes])][0])[0]
                continue
            if state.phase == "decide":
                found.append(state)
            state = state.apply(HOOKS.rollout_action(state, rng))[0]
    return found


def test_ai_quick_reveal_estimate_mostly_agrees_with_the_full_one(game):
    """Playouts decide recruit-or-reveal with a cheap estimate; it must agree with the full one."""
    states = _decide_states(game, 6)
    assert len(states) > 100
    agree = 0
    for s in states:
        recruit = card_gain(s, s.turn, s.last, with_action=True)
        agree += (recruit >= quick_reveal_value(s, s.turn)) == (recruit >= reveal_value(s, s.turn))
    assert agree >= 0.8 * len(states)


def test_ai_rollouts_play_legal_games_to_the_end(game):
    rng = Rng(3)
    for seats in (2, 4):
        state = game.new_initial_state(game.make_config(seats))
        steps = 0
        while state.to_act() != TERMINAL:
            if state.to_act() == CHANCE:
                outcomes = state.chance_outcomes()
                action = outcomes[rng.weighted_index([p for _, p in outcomes])][0]
            else:
                action = HOOKS.rollout_action(state, rng)
            state = state.apply(action)[0]  # apply() raises on an illegal action
            steps += 1
        assert steps < game.info.max_length and state.outcome() is not None


def test_ai_heuristic_beats_random_play(game):
    wins = 0
    games = 12
    for seed in range(games):
        rng = Rng(seed)
        state = game.new_initial_state(game.make_config(2))
        while state.to_act() != TERMINAL:
            actor = state.to_act()
            if actor == CHANCE:
                outcomes = state.chance_outcomes()
                action = outcomes[rng.weighted_index([p for _, p in outcomes])][0]
            elif actor == seed % 2:
                action = HOOKS.rollout_action(state, rng)
            else:
                action = rng.choice(state.legal_actions())
            state = state.apply(action)[0]
        wins += (seed % 2) in state.outcome().winners
    assert wins >= games * 0.75


def test_ai_hard_beats_random_with_a_few_iterations():
    """A fixed-seed, iteration-capped strength check (the real figures come from simulate)."""
    result = run_simulation("rocket", 8, ["hard", "random"], seed=5, think_ms=1, iterations=12)
    assert result["wins"][0] >= 7


def test_ai_keeps_the_terminator_in_reach_when_discarding(game):
    # The Terminator: three opposing characters in one Military action. With 5 to spend, the 4 hurts
    # most but leaves 1; the 2 first leaves room for both 1s, and three discards complete it
    state = make_state(game, objective="terminator", teams={1: ["mil1", "hum1", "sci4", "exp2"], 0: ["mil5"]})
    state.phase, state.act = "military", {"points": 5, "budget": 5, "count": 0}
    state.forget_options()
    assert best(state) == "discard:1,exp2"
