"""What each seat may know: Creative looks stay private; determinize resamples everything else."""

from __future__ import annotations

import json

from tests.games.rocket.fixtures import do, make_state
from timetravel.engine.rng import Rng

PW = 4


def creative_put_back(game):
    """Seat 0's Creative saw exp2 and sci1 and put them back on Post-WWII, exp2 on top."""
    state = make_state(game, piles={PW: {"cre2": 1, "hum1": 1, "sci1": 1, "exp2": 1, "mil1": 1}})
    state, _ = do(
        state, "reveal", "flip:cre2", "recruit:cre2", "look", "peek:exp2", "peek:sci1", "done", "keep_order"
    )
    return state


def test_observe_creative_cards_are_known_only_to_the_looker(game):
    state = creative_put_back(game)
    mine, theirs = state.observe(0), state.observe(1)
    assert mine["tops"][PW] == [["exp2", [0]], ["sci1", [0]]]
    assert theirs["tops"][PW] == [[None, [0]], [None, [0]]]
    assert theirs["pools"][PW] == {"exp2": 1, "hum1": 1, "mil1": 1, "sci1": 1}
    assert mine["pools"][PW] == {"hum1": 1, "mil1": 1}


def test_observe_hides_a_running_creative_look_from_others(game):
    state = make_state(game, piles={PW: {"cre2": 1, "hum1": 1, "sci1": 1}})
    state, _ = do(state, "reveal", "flip:cre2", "recruit:cre2", "look", "peek:sci1")
    assert state.observe(0)["act"]["look"] == ["sci1"]
    assert state.observe(1)["act"]["look"] == [None]
    assert state.observe(1)["pools"][PW] == {"hum1": 1, "sci1": 1}


def test_determinize_keeps_own_knowledge_and_resamples_the_rest(game):
    state = creative_put_back(game)
    rng = Rng(5)
    own = {json.dumps(state.determinize(0, rng).tops[PW]) for _ in range(20)}
    assert own == {json.dumps([["exp2", [0]], ["sci1", [0]]])}
    others = {json.dumps(state.determinize(1, rng).tops[PW]) for _ in range(40)}
    assert len(others) > 3  # seat 1 does not know what lies on top, so its guesses vary


def test_determinize_fits_the_observation_and_keeps_pile_sizes(game):
    state = creative_put_back(game)
    for seat in (0, 1):
        observation = state.observe(seat)
        world = game.determinize(observation, Rng(seat))
        assert world.observe(seat) == observation
        assert [world.pile_size(i) for i in range(5)] == [state.pile_size(i) for i in range(5)]


def test_json_round_trip_in_the_middle_of_an_action(game):
    state = make_state(game, piles={PW: {"cre2": 1, "hum1": 1, "sci1": 1, "exp2": 1}})
    state, _ = do(state, "reveal", "flip:cre2", "recruit:cre2", "look", "peek:sci1", "peek:hum1")
    restored = game.state_from_json(json.loads(json.dumps(state.to_json())))
    assert restored == state and restored.legal_actions() == state.legal_actions()


def test_prompt_and_progress(game):
    state = make_state(game, piles={PW: {"sci4": 1}}, totals=[22, 18])
    assert "Reveal" in state.prompt(0) and state.prompt(1) == "Waiting for Player 1."
    state, _ = do(state, "reveal", "flip:sci4")
    assert "Recruit Sci4 (Scientist 4)" in state.prompt(0)
    assert state.progress() == "Round 1 — scores 22/18"


def test_public_label_of_a_creative_put_back_names_no_card(game):
    state = make_state(game, piles={PW: {"cre2": 1, "hum1": 1, "sci1": 1, "exp2": 1}})
    state, _ = do(state, "reveal", "flip:cre2", "recruit:cre2", "look", "peek:exp2", "peek:sci1", "done")
    puts = [a for a in state.legal_actions() if a.kind == "put"]
    assert puts, "the Creative is putting cards back"
    for action in puts:
        public = state.public_label(action)
        assert public != state.action_words(
            action, state.to_act()
        )  # the acting seat's own label names the card; the log's does not
        for card in ("exp2", "sci1"):
            assert game.deck.card_name(card) not in public
