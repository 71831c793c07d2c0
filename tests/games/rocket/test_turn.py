"""The turn: Rockets before the first reveal, revealing, recruiting, repeats, Rockets and Vortexes."""

from __future__ import annotations

import pytest

from tests.games.rocket.fixtures import do, make_state, strings
from timetravel.engine.errors import IllegalAction
from timetravel.engine.events import Message
from timetravel.engine.state import CHANCE

PW, CONT, MOD, MID, ANC = 4, 3, 2, 1, 0


def test_rule_turn_starts_by_revealing_from_postwar(game):
    state = make_state(game, piles={PW: {"hum1": 1, "mil1": 1}})
    assert state.pile == PW and strings(state) == ["reveal"]
    state, _ = do(state, "reveal")
    assert state.to_act() == CHANCE
    assert sorted(strings(state)) == ["flip:hum1", "flip:mil1"]
    assert all(p == pytest.approx(0.5) for _, p in state.chance_outcomes())


def test_rule_reveal_probability_follows_pile_counts(game):
    state, _ = do(make_state(game, piles={PW: {"hum1": 1, "rocket": 3}}), "reveal")
    odds = {str(a): p for a, p in state.chance_outcomes()}
    assert odds == {"flip:hum1": pytest.approx(0.25), "flip:rocket": pytest.approx(0.75)}


def test_rule_rockets_in_area_start_the_turn_in_the_past(game):
    state = make_state(game, areas={0: {"rocket": 1}}, piles={CONT: {"hum4": 1}})
    assert "use:rocket" in strings(state)
    state, _ = do(state, "use:rocket")
    assert state.pile == CONT and state.areas[0] == {} and state.area == ["rocket"]


def test_example_three_rockets_start_in_the_middle_ages(game):
    state = make_state(game, areas={0: {"rocket": 3}}, piles={MID: {"mil3": 1}})
    state, _ = do(state, "use:rocket", "use:rocket", "use:rocket")
    assert state.pile == MID
    state, _ = do(state, "reveal")
    assert strings(state) == ["flip:mil3"]


def test_example_2x_rocket_counts_as_two(game):
    state = make_state(game, areas={0: {"rocket": 1, "rocket2x": 1}})
    state, _ = do(state, "use:rocket2x", "use:rocket")
    assert state.pile == MID


def test_rule_rockets_cannot_reach_before_the_ancient_age(game):
    state = make_state(game, areas={0: {"rocket": 3, "rocket2x": 1}})
    state, _ = do(state, "use:rocket", "use:rocket", "use:rocket")
    assert "use:rocket2x" in strings(state)
    state, _ = do(state, "use:rocket2x")
    assert state.pile == ANC
    assert strings(state) == ["reveal"]  # no further jumps: nothing lies before the Ancient Age


def test_rule_rockets_only_before_the_first_reveal(game):
    state = make_state(game, areas={0: {"rocket": 2}}, piles={PW: {"hum1": 1, "mil1": 1}})
    state, _ = do(state, "reveal", "flip:hum1")
    assert strings(state) == ["recruit:hum1", "reveal"]


def test_rule_spent_rockets_go_to_the_discard_pile(game):
    state = make_state(game, areas={0: {"rocket": 1}}, piles={CONT: {"hum4": 1}})
    state, _ = do(state, "use:rocket", "reveal", "flip:hum4", "recruit:hum4")
    assert state.discard == ["rocket"]
    assert state.turn == 1 and state.pile == PW  # jumps reset: the next turn starts in Post-WWII


def test_rule_recruit_places_character_and_ends_turn(game):
    state = make_state(game, piles={PW: {"sci1": 1, "mil1": 1}})
    state, _ = do(state, "reveal", "flip:sci1", "recruit:sci1", "skip")
    assert state.teams[0] == {"scientist": "sci1"}
    assert state.turn == 1 and state.phase == "start"


def test_rule_recruit_replaces_same_category_and_discards_old(game):
    state = make_state(game, teams={0: ["hum1"]}, piles={PW: {"hum4": 1}})
    state, _ = do(state, "reveal", "flip:hum4", "recruit:hum4")
    assert state.teams[0] == {"humanitarian": "hum4"}
    assert state.discard == ["hum1"]


def test_rule_reveal_next_card_of_the_same_pile(game):
    state = make_state(game, piles={PW: {"hum1": 1, "mil1": 1, "sci1": 1}})
    state, _ = do(state, "reveal", "flip:hum1", "reveal")
    assert state.to_act() == CHANCE and state.pile == PW
    assert sorted(strings(state)) == ["flip:mil1", "flip:sci1"]


def test_rule_only_the_last_revealed_card_can_be_recruited(game):
    state = make_state(game, piles={PW: {"hum1": 1, "mil1": 1}})
    state, _ = do(state, "reveal", "flip:hum1", "reveal", "flip:mil1")
    assert strings(state) == ["recruit:mil1", "reveal"]
    with pytest.raises(IllegalAction):
        state.apply(state.find_action("recruit:hum1"))


def test_rule_repeated_category_forces_recruit(game):
    state = make_state(game, teams={1: ["sci3"]}, piles={PW: {"hum1": 1, "mil1": 1, "hum3": 1}})
    state, events = do(state, "reveal", "flip:hum1", "reveal", "flip:mil1", "reveal", "flip:hum3")
    assert state.teams[0] == {"humanitarian": "hum3"}
    assert any(isinstance(e, Message) and e.important and "must recruit" in e.words() for e in events)
    # the forced recruit still offers its action (the Humanitarian may take sci3 worth 3)
    assert state.phase == "humanitarian" and "take:1,sci3" in strings(state)
    state, _ = do(state, "skip")
    assert state.discard == ["hum1", "mil1"]  # the other revealed cards, in the order revealed


def test_rule_revealed_rocket_moves_to_older_pile_and_resets_categories(game):
    state = make_state(game, piles={PW: {"hum1": 1, "rocket": 1}, CONT: {"hum4": 1, "cre2": 1}})
    state, events = do(state, "reveal", "flip:hum1", "reveal", "flip:rocket")
    assert state.pile == CONT and state.seen == [] and state.to_act() == CHANCE
    assert any(isinstance(e, Message) and "Rocket" in e.words() for e in events)
    state, _ = do(state, "flip:hum4")  # a second Humanitarian, but after the Rocket: not forced
    assert state.phase == "decide" and strings(state) == ["recruit:hum4", "reveal"]


def test_rule_rocket_revealed_in_ancient_age_is_spent_and_turn_stays(game):
    state = make_state(game, areas={0: {"rocket2x": 2}}, piles={ANC: {"rocket": 1, "exp1": 1}})
    state, _ = do(state, "use:rocket2x", "use:rocket2x", "reveal", "flip:rocket")
    assert state.pile == ANC and strings(state) == ["flip:exp1"]


def test_rule_vortex_ends_turn_and_goes_to_discard(game):
    state = make_state(game, piles={PW: {"hum1": 1, "vortex": 1, "mil1": 1}})
    state, events = do(state, "reveal", "flip:hum1", "reveal", "flip:vortex")
    assert state.turn == 1 and state.phase == "start"
    assert state.teams[0] == {}
    assert state.discard == ["vortex", "hum1"]
    assert any(isinstance(e, Message) and e.important and "Vortex" in e.words() for e in events)


def test_rule_known_top_card_is_revealed_without_chance(game):
    state = make_state(game, piles={PW: {"mil1": 1}}, tops={PW: ["hum1"]})
    state, _ = do(state, "reveal")
    assert state.phase == "decide" and state.last == "hum1" and state.tops[PW] == []


def test_labels_name_the_cards(game):
    state = make_state(game, areas={0: {"rocket2x": 1}}, piles={PW: {"sci4": 1}})
    labels = {str(a): state.action_words(a, state.to_act()) for a in state.legal_actions()}
    assert labels["reveal"] == "Reveal the top card of the Post-WWII pile"
    assert labels["use:rocket2x"] == "Use a 2X Rocket (start in the Modern Age)"
    state, _ = do(state, "reveal", "flip:sci4")
    labels = {str(a): state.action_words(a, state.to_act()) for a in state.legal_actions()}
    assert labels["recruit:sci4"] == "Recruit Sci4 (Scientist 4)"
    assert labels["reveal"] == "Reveal the next card of the Post-WWII pile"
