"""One test per rule of play, named after the rule (see docs/rules/division.md)."""

from __future__ import annotations

import pytest

from tests.games.division.helpers import act, board, draw, end_era, round_with
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE
from timetravel.games.division import GAME, triggers
from timetravel.games.division.state import DivisionState


def test_coin_moves_to_the_higher_card() -> None:
    state = board(hand0=["farmer", "general"], hand1=["pharaoh", "potter"], coin=0)
    state = act(state, "play:farmer", "play:pharaoh")
    assert state.coin == 1 and state.to_act() == 1


def test_equal_influence_leaves_the_coin() -> None:
    state = board(hand0=["farmer", "general"], hand1=["fisherman", "potter"], coin=1)
    state = act(state, "play:fisherman", "play:farmer")
    assert state.coin == 1


def test_coin_owner_plays_first() -> None:
    assert board(hand0=["farmer"], hand1=["potter"], coin=1).to_act() == 1


def test_trigger_then_past_then_collect() -> None:
    state = board(hand0=["potter", "general"], hand1=["pharaoh", "farmer"], past=["vizier"], coin=0)
    state = round_with(state, "potter", "pharaoh", "potter,pharaoh")
    assert state.z["influence:0"] == ["vizier"] and "potter" in state.z["past"]
    assert state.z["influence:1"] == ["pharaoh"]


def test_effect_that_cannot_be_completed_has_no_effect() -> None:
    state = board(hand0=["fisherman", "general"], hand1=["pharaoh", "farmer"], inf0=["potter"], coin=1)
    state = round_with(state, "pharaoh", "fisherman", "fisherman,pharaoh")  # rival area empty: no swap
    assert state.z["influence:0"] == ["potter"] and state.z["influence:1"] == ["pharaoh"]


def test_player_who_triggers_is_blue() -> None:
    # Farmer (seat 0) sets off the Minstrel in the rival's hand: the rival's played card comes to seat 0.
    state = board("egypt", hand0=["farmer", "general"], hand1=["potter", "scribe"], coin=0)
    state.z["hand:1"].append("minstrel")
    state = round_with(state, "farmer", "potter", "farmer,potter", "pick:minstrel")
    assert state.z["influence:0"] == ["potter"] and "minstrel" in state.z["hand:1"]


def test_no_card_is_triggered_twice_in_a_round() -> None:
    state = board(hand0=["farmer"], hand1=["potter"])
    state.triggered.add("potter")
    triggers.try_trigger(state, "potter", 0, own_round=False)
    assert not state.frames and "already triggered" in state.events[-1].words()


def test_card_triggered_by_an_effect_does_not_go_to_the_past() -> None:
    state = board(hand0=["farmer", "general"], hand1=["potter", "scribe"], past=["vizier"], coin=0)
    state = round_with(state, "farmer", "scribe", "farmer,scribe")  # one card left: picked at once
    assert "potter" in state.z["hand:1"] and state.z["influence:0"] == ["vizier"]


def test_ignore_icon_means_no_effect_for_other_cards() -> None:
    state = board("egypt", hand0=["farmer", "general"], hand1=["pharaoh", "potter"], past=["vizier"])
    state.z["hand:1"].append("shepherd")
    state = round_with(state, "farmer", "potter", "farmer,potter", "pick:shepherd")
    assert "shepherd" in state.z["hand:1"] and not state.z["temp:1"] and not state.armed


def test_moves_and_exchanges_in_a_row_are_simultaneous_and_keep_the_space() -> None:
    state = board(
        hand0=["fisherman", "general"],
        hand1=["pharaoh", "farmer"],
        inf0=["potter", "mason"],
        inf1=["vizier", "brewer"],
    )
    state = round_with(state, "fisherman", "farmer", "fisherman,farmer", "pick:mason,vizier")
    assert state.z["influence:0"] == ["potter", "vizier"] and state.z["influence:1"] == [
        "mason",
        "brewer",
        "farmer",
    ]


def test_gap_closes_when_a_card_leaves_an_influence_area() -> None:
    state = board(
        hand0=["architect", "general"], hand1=["farmer", "potter"], inf1=["vizier", "fisherman", "brewer"]
    )
    state = round_with(state, "architect", "farmer", "architect,farmer")
    assert state.z["influence:1"] == ["vizier", "brewer", "farmer"]


def test_rotation_is_kept_when_a_card_moves() -> None:
    state = board("eighties", hand0=["stockbroker", "ceo"], hand1=["banker", "realtor"], inf1=["student"])
    state.rotated.add("student")
    state = round_with(state, "stockbroker", "banker", "stockbroker,banker")
    assert state.z["influence:0"] == ["student"] and "student" in state.rotated


def test_check_tie_goes_to_the_coin_owner() -> None:
    state = board(
        "darkages",
        hand0=["tax_collector", "king"],
        hand1=["knight", "bishop"],
        inf0=["squire"],
        inf1=["blacksmith"],
        coin=1,
    )
    state = round_with(state, "knight", "tax_collector", "tax_collector,knight")
    assert state.z["influence:1"] == ["knight"] and "blacksmith" in state.z["past"]


def test_delayed_card_triggered_by_another_card_has_no_effect() -> None:
    state = board("darkages", hand0=["blacksmith", "king"], hand1=["night_watchman", "bishop"], coin=0)
    state = round_with(state, "blacksmith", "night_watchman", "blacksmith,night_watchman")
    assert "night_watchman" in state.z["past"] and not state.armed and not state.z["temp:1"]


@pytest.mark.parametrize("holder", [0, 1])
def test_era_scoring_tie_goes_to_the_coin_owner(holder: int) -> None:
    rival = 1 - holder
    tens = ["potter", "foreman", "fisherman"]  # 3 + 6 + 1
    state = board(
        **{f"inf{rival}": tens, f"hand{rival}": ["general"], f"hand{holder}": ["pharaoh"]}, coin=rival
    )
    state = round_with(state, "general", "pharaoh", "general,pharaoh")  # the Pharaoh wins the coin
    assert state.coin == holder and state.is_terminal()
    assert state.results[-1]["totals"] == [10, 10]
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({holder})
    assert outcome.detail == f"Tied at 10: Player {holder + 1} holds the coin and wins."
    assert state.results_table() is None  # a single era: the results screen shows the totals


def test_check_tie_for_lowest_total_makes_the_other_player_orange() -> None:
    state = board(
        "darkages",
        hand0=["beggar", "king"],
        hand1=["moneylender", "bishop"],
        inf0=["squire"],
        inf1=["blacksmith"],  # 3 against 3
        past=["queen", "tanner"],
        coin=1,
    )
    state = act(state, "play:moneylender", "play:beggar", "resolve:moneylender,beggar")
    assert state.to_act() == 0  # the coin holder counts as higher, so the other player is lowest
    state = act(state, "pick:queen")
    assert state.z["influence:0"] == ["squire", "queen", "beggar"]


def test_check_tie_for_fewest_cards_makes_the_other_player_orange() -> None:
    state = board(
        "darkages",
        hand0=["monk", "king"],
        hand1=["squire", "beggar"],
        inf0=["bishop"],
        inf1=["tanner"],
        indep=["queen"],
        coin=0,
    )
    state = round_with(state, "monk", "squire", "monk,squire")
    state = draw(state, "queen")
    assert state.z["influence:1"] == ["tanner", "queen", "squire"] and state.z["influence:0"] == ["bishop"]


@pytest.mark.parametrize("spec", ["all", "all_rotated"])
def test_all_cards_is_a_tally_of_modified_influence_not_a_card_to_take(spec: str) -> None:
    from pydantic import ValidationError

    from timetravel.games.division.content import Modified, Place

    with pytest.raises(ValidationError, match="spec"):
        Place(location="influence", side="blue", spec=spec)
    assert Modified(op="times", n=2, spec=spec, side="both").spec == spec


def test_a_campaign_breaks_its_results_down_by_era() -> None:
    state = board("egypt", mode="campaign")
    for winner_cards, loser_cards, coin in ((["pharaoh", "tim"], ["potter"], 0), (["king"], [], 1)):
        state.z["influence:0"], state.z["influence:1"] = winner_cards, loser_cards
        if coin:
            state.z["influence:0"], state.z["influence:1"] = loser_cards, winner_cards
        state.z["hand:0"], state.z["hand:1"] = [], []
        state.coin = coin
        end_era(state)
    state.z["influence:0"], state.z["influence:1"] = ["rock_star"], ["ceo"]
    end_era(state)
    table = state.results_table()
    assert table is not None and table.columns == ("Ancient Egypt", "The Dark Ages", "The 1980's")
    assert [r["vp"] for r in state.results] == [[3, 0], [0, 2], [2, 0]]
    assert table.cells[0] == (("3 VP", "12 influence"), ("0 VP", "0 influence"), ("2 VP", "10 influence"))
    assert table.totals == ("5 VP", "2 VP")
    outcome = state.outcome()
    assert outcome is not None and outcome.detail == "The VP marker ends 3 spaces towards Player 1."


def _play_first_era(seed: int) -> tuple[DivisionState, DivisionState]:
    """Random play of a campaign through its first era: the last state of era 1 and the first of era 2."""
    rng = Rng(seed)
    state = GAME.new_initial_state(GAME.make_config(2, {"mode": "campaign"}))
    while True:
        if state.to_act() == CHANCE:
            outcomes = state.chance_outcomes()
            action = outcomes[rng.weighted_index([p for _, p in outcomes])][0]
        else:
            action = rng.choice(state.legal_actions())
        after, _ = state.apply(action)
        if after.era_i == 1:
            return state, after
        state = after


def test_the_winner_of_an_era_starts_the_next_with_the_coin_through_play() -> None:
    checked = 0
    for seed in range(1, 40):
        before, after = _play_first_era(seed)
        winner = after.results[0]["winner"]
        assert after.coin == winner, f"seed {seed}"
        while after.to_act() == CHANCE:  # the travelers and the first draw of the new era
            after, _ = after.apply(after.chance_outcomes()[0][0])
        assert after.to_act() == winner, f"seed {seed}: the era's winner does not draft first"
        if before.coin != winner:  # the era was won by the player without the coin: it changes hands
            checked += 1
        if checked >= 3:
            break
    assert checked >= 3, "no played era was won by the player without the coin"
