"""The end of a round, scoring, new rounds, the end of the game and every tie-breaker."""

from __future__ import annotations

import pytest

from tests.games.rocket.fixtures import do, end_round_now, make_state, strings, synthetic_deck
from timetravel.engine.events import GameEnded, RoundEnded
from timetravel.engine.state import CHANCE, TERMINAL
from timetravel.games.rocket import rounds

PW, CONT = 4, 3


def test_rule_round_ends_on_a_complete_team_after_its_action(game):
    state = make_state(
        game, teams={0: ["mil1", "cre1", "sci1", "exp2"], 1: ["sci3"]}, piles={PW: {"hum3": 1}}
    )
    state, _ = do(state, "reveal", "flip:hum3", "recruit:hum3")
    assert state.phase == "humanitarian" and state.round_number == 1  # the action still comes first
    state, events = do(state, "take:1,sci3")
    assert any(isinstance(e, RoundEnded) for e in events)
    assert state.totals == [1 + 1 + 3 + 2 + 3, 0]


def test_rule_round_ends_when_a_pile_to_reveal_is_empty(game):
    state = make_state(game, teams={0: ["hum4"], 1: ["mil2"]})
    state, events = do(state, "reveal")
    assert any(isinstance(e, RoundEnded) for e in events)
    assert state.totals == [4, 2] and state.round_number == 2


def test_rule_round_ends_when_a_rocket_leads_to_an_empty_pile(game):
    state = make_state(game, teams={1: ["mil2"]}, piles={PW: {"rocket": 1}})
    state, events = do(state, "reveal", "flip:rocket")
    assert any(isinstance(e, RoundEnded) for e in events) and state.totals == [0, 2]


def test_example_explorer_3_and_military_5_score_8(game):
    state = make_state(game, teams={0: ["exp3", "mil5"]})
    events = end_round_now(state)
    assert state.totals[0] == 8
    assert next(e for e in events if isinstance(e, RoundEnded)).breakdown[0] == (0, "team", 8)


def test_example_humanitarian_3_scientist_4_and_a_10_point_objective_score_17(game):
    state = make_state(
        game,
        objective="woman-on-the-moon",
        teams={0: ["hum3"]},
        areas={0: {"rocket2x": 2}},
        piles={PW: {"sci4": 1}},
    )
    state, _ = do(state, "reveal", "flip:sci4", "recruit:sci4")  # sci4 is a woman: objective complete
    assert state.totals[0] == 17


def test_rule_scores_accumulate_over_rounds(game):
    state = make_state(game, teams={0: ["exp3"], 1: ["hum1"]}, totals=[10, 20])
    end_round_now(state)
    assert state.totals == [13, 21] and state.last_points == [3, 1] and state.last_chars == [1, 1]


def test_rule_new_round_reshuffles_every_pile_and_first_player_moves_left(game):
    state = make_state(
        game,
        seats=3,
        teams={0: ["exp3"]},
        areas={1: {"rocket": 2}},
        discard=["hum1"],
        rocket_pile={},
        piles={PW: {"mil1": 1}},
        tops={CONT: ["cre2"]},
    )
    end_round_now(state)
    deck = game.deck
    assert state.phase == "objective" and state.to_act() == CHANCE
    assert state.piles == [deck.pile_contents(i) for i in range(5)]
    assert state.tops == [[] for _ in range(5)]
    assert state.teams == [{}, {}, {}] and state.areas == [{}, {}, {}] and state.discard == []
    assert state.rocket_pile == {"rocket": 7, "rocket2x": 3}
    assert state.first_player == 1
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 10 and all(p == pytest.approx(0.1) for _, p in outcomes)
    state, _ = do(state, "objective:cradle")
    assert state.objective == "cradle" and state.turn == 1 and strings(state) == ["reveal"]


def test_rule_pile_composition_matches_the_data():
    deck = synthetic_deck()  # 14 characters per period, piles.toml as shipped
    sizes = [sum(deck.pile_contents(i).values()) for i in range(5)]
    assert sizes == [14 + 1, 14 + 3 + 1, 14 + 3 + 2, 14 + 4 + 2, 14 + 4 + 2]
    assert deck.pile_contents(0).get("rocket", 0) == 0 and deck.rocket_pile_contents() == {
        "rocket": 7,
        "rocket2x": 3,
    }
    rockets = sum(deck.pile_contents(i).get("rocket", 0) for i in range(5)) + 10
    assert rockets == 24 and all(deck.pile_contents(i)["vortex"] >= 1 for i in range(5))


def test_rule_game_ends_when_a_player_reaches_40(game):
    state = make_state(game, teams={0: ["exp3", "mil5"], 1: ["hum4"]}, totals=[32, 30])
    events = end_round_now(state)
    assert state.to_act() == TERMINAL and state.winners == [0]
    assert any(isinstance(e, GameEnded) for e in events)
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == (40.0, 34.0) and outcome.winners == {0}


def test_tiebreak_most_total_points(game):
    state = make_state(game, teams={0: ["hum5"], 1: ["mil5", "sci3"]}, totals=[35, 33])
    end_round_now(state)
    assert state.totals == [40, 41] and state.winners == [1]


def test_tiebreak_most_characters_in_the_last_round(game):
    state = make_state(game, teams={0: ["hum1", "mil1", "sci3"], 1: ["hum5"]}, totals=[35, 35])
    end_round_now(state)
    assert state.totals == [40, 40] and state.winners == [0]


def test_tiebreak_most_points_in_the_last_round(game):
    state = make_state(game, teams={0: ["mil5", "hum5"], 1: ["sci4", "hum4"]}, totals=[30, 32])
    end_round_now(state)
    assert state.totals == [40, 40] and state.last_chars == [2, 2] and state.winners == [0]


def test_tiebreak_final_round_among_the_tied_players(game):
    state = make_state(game, seats=3, teams={0: ["hum4"], 1: ["sci4"], 2: ["mil1"]}, totals=[36, 36, 10])
    end_round_now(state)
    assert state.winners is None and state.final_rounds == 1 and state.active == [0, 1]
    state, _ = do(state, "objective:cradle")
    assert state.turn == 1
    # seat 2 sits the final round out: after seat 1 comes seat 0
    state.piles[4] = {"mil1": 1, "hum1": 1}
    state, _ = do(state, "reveal", "flip:mil1", "recruit:mil1")
    assert state.turn == 0
    state.teams[1] = {"scientist": "sci4"}
    end_round_now(state)
    assert state.winners == [1] and state.to_act() == TERMINAL


def test_tiebreak_final_round_tied_again_plays_another_then_shares(game):
    state = make_state(game, teams={0: ["hum4"], 1: ["sci4"]}, totals=[36, 36])
    end_round_now(state)
    for final in range(1, rounds.MAX_FINAL_ROUNDS + 1):
        assert state.final_rounds == final and state.winners is None
        state, _ = do(state, "objective:cradle")
        state.teams = [{"humanitarian": "hum4"}, {"scientist": "sci4"}]
        end_round_now(state)
    assert state.winners == [0, 1] and state.outcome().is_draw


def test_rule_round_safeguard_ends_a_scoreless_game(game):
    state = make_state(game)
    state.round_number = rounds.MAX_ROUNDS
    state.totals = [12, 11]
    end_round_now(state)
    assert state.winners == [0]


def test_tiebreak_characters_come_before_last_round_points(game):
    # seat 0 has more characters, seat 1 more points this round: characters decide first
    state = make_state(game, teams={0: ["hum1", "mil1", "sci1"], 1: ["hum5"]}, totals=[37, 35])
    end_round_now(state)
    assert state.totals == [40, 40] and state.last_chars == [3, 1] and state.last_points == [3, 5]
    assert state.winners == [0]
