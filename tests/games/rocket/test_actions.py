"""The five character actions, each a sequence of small decisions that can always be skipped."""

from __future__ import annotations

import pytest

from tests.games.rocket.fixtures import do, make_state, strings
from timetravel.engine.events import CardMoved, Revealed
from timetravel.engine.state import CHANCE

PW, CONT, MOD, MID, ANC = 4, 3, 2, 1, 0


def recruit(game, card, **kwargs):
    """Seat 0 reveals `card` from Post-WWII and recruits it (the pile may hold more cards)."""
    piles = kwargs.pop("piles", {})
    piles.setdefault(PW, {})
    piles[PW] = {card: 1, **piles[PW]}
    state = make_state(game, piles=piles, **kwargs)
    state, _ = do(state, "reveal", f"flip:{card}", f"recruit:{card}")
    return state


def test_rule_humanitarian_takes_character_worth_at_most_its_points(game):
    state = recruit(game, "hum3", seats=3, teams={1: ["sci3", "mil5"], 2: ["cre2"]})
    assert strings(state) == ["take:1,sci3", "take:2,cre2", "skip"]
    state, _ = do(state, "take:1,sci3")
    assert state.teams[0] == {"humanitarian": "hum3", "scientist": "sci3"}
    assert state.teams[1] == {"military": "mil5"}
    assert state.turn == 1  # a taken character brings no action of its own


def test_rule_taken_character_replaces_own_of_same_category(game):
    state = recruit(game, "hum3", teams={0: ["sci1"], 1: ["sci3"]})
    state, _ = do(state, "take:1,sci3")
    assert state.teams[0]["scientist"] == "sci3" and state.discard[-1] == "sci1"


def test_rule_military_discards_within_budget_across_opponents(game):
    state = recruit(game, "mil3", seats=3, teams={1: ["hum1", "mil5"], 2: ["cre2", "sci4"]})
    assert strings(state) == ["discard:1,hum1", "discard:2,cre2", "done"]
    state, _ = do(state, "discard:2,cre2")
    assert state.act["budget"] == 1 and strings(state) == ["discard:1,hum1", "done"]
    state, _ = do(state, "discard:1,hum1")  # budget spent: the action ends by itself
    assert state.teams[1] == {"military": "mil5"} and state.teams[2] == {"scientist": "sci4"}
    assert state.discard[:2] == ["cre2", "hum1"] and state.turn == 1


def test_rule_military_may_stop_early(game):
    state = recruit(game, "mil5", teams={1: ["hum1", "cre2"]})
    state, _ = do(state, "discard:1,hum1", "done")
    assert state.teams[1] == {"creative": "cre2"} and state.turn == 1


def test_rule_creative_looks_takes_one_and_puts_back_in_chosen_order(game):
    state = recruit(game, "cre3", piles={PW: {"hum1": 1, "sci1": 1, "exp2": 1, "rocket": 1}})
    assert strings(state) == ["look", "skip"]
    state, events = do(state, "look", "peek:sci1", "peek:rocket", "peek:exp2")
    assert state.phase == "creative_take" and state.act["look"] == ["sci1", "rocket", "exp2"]
    assert strings(state) == ["keep:sci1", "keep:rocket", "keep:exp2", "done"]
    assert all(e.seats == (0,) for e in events if isinstance(e, Revealed))
    state, _ = do(state, "keep:rocket")
    assert state.areas[0] == {"rocket": 1}
    assert strings(state) == ["put:sci1", "put:exp2", "keep_order"]
    state, _ = do(state, "put:exp2")  # the last card follows by itself
    assert state.tops[PW] == [["exp2", [0]], ["sci1", [0]]]
    assert state.piles[PW] == {"hum1": 1} and state.turn == 1


def test_rule_creative_keep_order_puts_cards_back_as_seen(game):
    state = recruit(game, "cre2", piles={PW: {"hum1": 1, "sci1": 1}})
    state, _ = do(state, "look", "peek:sci1", "peek:hum1", "done", "keep_order")
    assert [c for c, _ in state.tops[PW]] == ["sci1", "hum1"]


def test_rule_creative_sees_known_top_cards_first(game):
    state = recruit(game, "cre2", piles={PW: {"hum1": 1, "sci1": 1}})
    state.tops[PW] = [["exp2", [1]]]  # seat 1 put it there with an earlier Creative
    state, events = do(state, "look")
    assert state.to_act() == CHANCE and state.act["look"] == ["exp2"]  # one known card, one by chance
    assert [e.seats for e in events if isinstance(e, Revealed)] == [(0,)]
    state, _ = do(state, "peek:hum1", "done", "keep_order")
    assert state.tops[PW] == [["exp2", [0]], ["hum1", [0]]]  # seat 1 no longer knows the new order


def test_rule_creative_with_short_pile_looks_at_what_is_there(game):
    state = recruit(game, "cre3", piles={PW: {"hum1": 1}})
    state, _ = do(state, "look", "peek:hum1")
    assert state.phase == "creative_take" and state.act["look"] == ["hum1"]
    state, _ = do(state, "done")
    assert state.tops[PW] == [["hum1", [0]]] and state.turn == 1


def test_rule_scientist_draws_rockets_from_the_rocket_pile(game):
    state = recruit(game, "sci3", rocket_pile={"rocket": 2, "rocket2x": 2})
    state, _ = do(state, "draw_rockets")
    odds = {str(a): p for a, p in state.chance_outcomes()}
    assert odds == {"supply:rocket": pytest.approx(0.5), "supply:rocket2x": pytest.approx(0.5)}
    state, _ = do(state, "supply:rocket2x", "supply:rocket", "supply:rocket")
    assert state.areas[0] == {"rocket": 2, "rocket2x": 1} and state.rocket_pile == {"rocket2x": 1}
    assert state.turn == 1


def test_rule_scientist_takes_from_opponents_when_the_pile_runs_short(game):
    state = recruit(
        game, "sci4", seats=3, rocket_pile={"rocket": 1}, areas={1: {"rocket2x": 1}, 2: {"rocket": 2}}
    )
    state, _ = do(state, "draw_rockets", "supply:rocket")
    assert state.phase == "scientist_steal"
    assert strings(state) == ["steal:1,rocket2x", "steal:2,rocket", "done"]
    state, _ = do(state, "steal:1,rocket2x", "steal:2,rocket", "steal:2,rocket")
    assert state.areas[0] == {"rocket": 3, "rocket2x": 1} and state.areas[2] == {} and state.turn == 1


def test_rule_scientist_may_stop_taking_from_opponents(game):
    state = recruit(game, "sci3", rocket_pile={}, areas={1: {"rocket": 3}})
    state, _ = do(state, "draw_rockets", "steal:1,rocket", "done")
    assert state.areas == [{"rocket": 1}, {"rocket": 2}]


def test_rule_explorer_takes_any_from_discard_and_puts_back_in_order(game):
    discard = ["mil2", "hum1", "rocket", "cre1"]  # cre1 on top
    state = recruit(game, "exp3", discard=discard)
    assert state.act["look"] == ["cre1", "rocket", "hum1"] and state.discard == ["mil2"]
    assert strings(state) == ["keep:cre1", "keep:rocket", "keep:hum1", "done"]
    state, _ = do(state, "keep:rocket", "keep:hum1")
    assert state.phase == "explorer_take" and strings(state) == ["keep:cre1", "done"]
    state, _ = do(state, "done")  # one card left: it goes back by itself
    assert state.discard == ["mil2", "cre1"] and state.areas[0] == {"rocket": 1}
    assert state.teams[0] == {"explorer": "exp3", "humanitarian": "hum1"}


def test_rule_explorer_does_not_see_cards_revealed_this_turn(game):
    # the Game Area goes to the discard pile only when the turn ends, after the action
    state = make_state(game, discard=["sci1"], piles={PW: {"hum1": 1, "exp3": 1}})
    state, _ = do(state, "reveal", "flip:hum1", "reveal", "flip:exp3", "recruit:exp3")
    assert state.phase == "explorer_take" and state.act["look"] == ["sci1"]
    state, _ = do(state, "done")
    assert state.discard == ["sci1", "hum1"] and state.turn == 1


def test_rule_explorer_put_back_order_is_chosen_top_first(game):
    state = recruit(game, "exp3", discard=["mil2", "hum1", "cre1"])
    state, _ = do(state, "done", "put:mil2", "put:hum1")
    assert state.discard == ["cre1", "hum1", "mil2"]  # the first chosen card is the new top


def test_rule_action_only_when_recruited_straight_from_the_game_area(game):
    # The rulebook's example: a Humanitarian takes a Creative, whose look at the pile does not happen.
    state = recruit(game, "hum5", teams={1: ["cre2", "sci1"]}, piles={PW: {"exp2": 1, "mil1": 1}})
    state, _ = do(state, "take:1,cre2")
    assert state.turn == 1 and state.phase == "start" and state.act == {}
    assert state.teams[0] == {"humanitarian": "hum5", "creative": "cre2"}
    assert state.teams[1] == {"scientist": "sci1"} and state.tops[PW] == []
    # A Humanitarian takes a Military: the Military's action does not happen.
    state = recruit(game, "hum5", teams={1: ["mil5", "cre2"]})
    state, _ = do(state, "take:1,mil5")
    assert state.turn == 1 and state.teams[1] == {"creative": "cre2"}


@pytest.mark.parametrize(
    ("card", "setup"),
    [
        ("hum3", {"teams": {1: ["sci1"]}}),
        ("mil3", {"teams": {1: ["sci1"]}}),
        ("cre3", {"piles": {PW: {"sci1": 1}}}),
        ("sci3", {}),
        ("exp3", {"discard": ["sci1"]}),
    ],
)
def test_rule_every_action_can_be_skipped(game, card, setup):
    state = recruit(game, card, **setup)
    assert state.turn == 0
    skip = [
        a for a in state.legal_actions() if state.action_words(a, state.to_act()) == "Don't use the action"
    ]
    assert len(skip) == 1
    state, _ = do(state, str(skip[0]))
    assert state.turn == 1


def test_rule_action_without_targets_passes(game):
    state = recruit(game, "mil5")  # no opponent has a character
    assert state.turn == 1


def test_rule_vortex_seen_by_creative_is_not_taken_without_the_paradox(game):
    state = recruit(game, "cre2", piles={PW: {"vortex": 1, "hum1": 1}})
    state, _ = do(state, "look", "peek:vortex", "peek:hum1")
    assert strings(state) == ["keep:hum1", "done"]


def _joined(events, card):
    return next(
        e.words() for e in events if isinstance(e, CardMoved) and e.card == card and e.target == "team:0"
    )


def test_log_says_recruits_only_for_a_card_from_the_game_area(game):
    state = make_state(game, teams={1: ["sci3"]}, piles={PW: {"hum3": 1}})
    state, events = do(state, "reveal", "flip:hum3", "recruit:hum3", "take:1,sci3")
    assert "Player 1 recruits Hum3" in _joined(events, "hum3")
    assert _joined(events, "sci3") == "Player 1 takes Sci3 (Scientist 3) from Player 2"
    state = recruit(game, "cre3", piles={PW: {"hum1": 1}})
    state, events = do(state, "look", "peek:hum1", "keep:hum1")
    assert _joined(events, "hum1") == "Player 1 takes Hum1 (Humanitarian 1) from the Post-WWII pile"
    state = recruit(game, "exp3", discard=["mil2"])
    state, events = do(state, "keep:mil2")
    assert _joined(events, "mil2") == "Player 1 takes Mil2 (Military 2) from the discard pile"
