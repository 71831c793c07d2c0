"""The worked examples of the rulebook, and its campaign scoring example."""

from __future__ import annotations

from tests.games.division.helpers import act, board, end_era, round_with
from timetravel.engine.state import CHANCE


def test_example_1_standard_effect() -> None:
    # You (seat 0, coin) play Foreman 6, the rival plays Farmer 1; you trigger Foreman for no effect.
    state = board(hand0=["foreman", "pharaoh"], hand1=["farmer", "general"], coin=0)
    state = round_with(state, "foreman", "farmer", "foreman,farmer")
    assert state.coin == 0
    assert "foreman" in state.z["past"]
    assert state.z["influence:1"] == ["farmer"]
    assert state.z["hand:1"] == ["general"]  # nothing was triggered in the rival's hand


def test_example_2_delayed_effect() -> None:
    state = board(
        "darkages", hand0=["night_watchman", "king", "squire"], hand1=["beggar", "bishop", "tanner"]
    )
    state = round_with(state, "night_watchman", "beggar", "night_watchman,beggar")
    assert state.z["temp:0"] == ["night_watchman"]
    assert state.z["influence:1"] == ["beggar"]
    assert state.simultaneous
    state = act(state, "play:king")
    assert state.observe(1)["zones"]["decision:0"] == [None]  # the rival cannot see the hidden card
    state = act(state, "play:bishop")
    assert "night_watchman" in state.z["past"] and not state.z["temp:0"]
    assert state.observe(1)["zones"]["decision:0"] == ["king"]


def test_example_3_check_effect() -> None:
    # The rival (seat 1) has the highest total influence, so the rival is orange and chooses.
    state = board(
        "darkages",
        hand0=["plague_doctor", "king"],
        hand1=["bishop", "tanner"],
        inf1=["queen"],
        past=["squire", "minstrel"],
    )
    state = act(state, "play:plague_doctor", "play:tanner", "resolve:plague_doctor,tanner")
    assert state.to_act() == 1
    assert [str(a) for a in state.legal_actions()] == ["pick:bishop,minstrel", "pick:bishop,squire"]
    state = act(state, "pick:bishop,squire")
    assert state.z["hand:1"] == ["squire"] and state.z["past"] == ["bishop", "minstrel", "plague_doctor"]


def test_example_4_modified_influence() -> None:
    state = board("eighties", inf0=["student"], inf1=["tony"], hand0=["private_investigator"], hand1=["ceo"])
    state.rotated |= {"student", "tony"}
    state = act(state, "play:private_investigator", "play:ceo", "resolve:private_investigator,ceo")
    assert "private_investigator" in state.z["influence:0"] and "private_investigator" in state.rotated
    assert state.influence_of("private_investigator", 0) == 4 * 3


def test_campaign_scoring_example() -> None:
    def era_end(state, winner_cards, loser_cards, travelers_of_0, travelers_of_1, coin):
        state.z["influence:0"], state.z["influence:1"] = winner_cards, loser_cards
        state.z["influence:0"] += travelers_of_0
        state.z["influence:1"] += travelers_of_1
        state.z["hand:0"], state.z["hand:1"] = [], []
        state.coin = coin
        end_era(state)

    state = board("egypt", mode="campaign")
    era_end(state, [], ["pharaoh"], ["tim"], ["tom"], coin=1)  # era 1: rival wins, 1 traveler each
    assert state.results[-1]["vp"] == [1, 3] and state.standee == -2
    assert state.coin == 1 and state.step == "travelers"
    era_end(
        state, [], ["king"], [], ["tina"], coin=1
    )  # era 2: rival wins with a traveler: 3 VP, 2 spaces left
    assert state.results[-1]["vp"] == [0, 3] and state.standee == -4
    era_end(state, ["rock_star", "tony", "terry"], [], [], [], coin=0)  # era 3: you win with both travelers
    assert state.results[-1]["vp"] == [4, 0] and state.standee == 0
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({0})  # the tie goes to the coin owner
    assert state.to_act() != CHANCE
