import random

from timetravel.engine.phases import Phase
from timetravel.engine.state import CHANCE, TERMINAL
from timetravel.games.division import GAME as DIVISION
from timetravel.games.rocket import GAME as ROCKET


def test_a_turn_is_one_seat_and_nobody_at_chance_or_the_end():
    assert Phase.turn(2) == Phase("turn", frozenset({2}))
    assert Phase.turn(CHANCE).acting == frozenset() == Phase.turn(TERMINAL).acting
    assert not Phase.turn(0).simultaneous


def _play(game, seats, steps, seed=3):
    rng = random.Random(seed)
    state = game.new_initial_state(game.make_config(seats))
    for _ in range(steps):
        if state.is_terminal():
            return
        yield state
        actions = state.candidate_actions()
        state, _ = state.apply(rng.choice(actions))


def test_divisions_draft_is_simultaneous_for_both_seats_and_the_rest_is_one_seats_turn():
    seen_draft = seen_turn = False
    for state in _play(DIVISION, 2, 400):
        phase = state.turn_phase()
        actor = state.to_act()
        if state.step == "draft":
            seen_draft = seen_draft or actor >= 0
            assert phase.simultaneous
            assert phase.acting == (frozenset({0, 1}) if actor >= 0 else frozenset())
        else:
            seen_turn = seen_turn or actor >= 0
            assert not phase.simultaneous
            assert state.acting_seats() == (frozenset({actor}) if actor >= 0 else frozenset())
    assert seen_draft and seen_turn


def test_rocket_has_the_default_phase_one_seat_at_a_time():
    for state in _play(ROCKET, 3, 200):
        actor = state.to_act()
        assert state.turn_phase() == Phase.turn(actor)
        assert state.acting_seats() == (frozenset({actor}) if actor >= 0 else frozenset())
