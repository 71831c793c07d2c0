"""One test per card the rulebook explains: its effect does what its explanation says."""

from __future__ import annotations

import pytest

from tests.games.division.helpers import act, board, draw, end_era, round_with


def test_shepherd_takes_the_next_rival_card() -> None:
    state = board(hand0=["shepherd", "farmer"], hand1=["potter", "pharaoh"], coin=0)
    state = round_with(state, "shepherd", "potter", "shepherd,potter")
    assert state.z["temp:0"] == ["shepherd"]
    state = act(state, "play:pharaoh", "play:farmer")  # Potter won the coin: the rival plays first
    assert state.z["influence:0"] == ["pharaoh"] and "shepherd" in state.z["past"]
    assert [str(a) for a in state.legal_actions()] == ["resolve:farmer,none", "resolve:none,farmer"]


def test_tim_traveler_triggers_from_the_past_and_keeps_it() -> None:
    state = board(
        hand0=["tim", "farmer"], hand1=["pharaoh", "general"], past=["potter", "vizier"], mode="campaign"
    )
    state = round_with(state, "tim", "pharaoh", "tim,pharaoh", "pick:potter", "pick:vizier")
    assert state.z["influence:0"] == ["vizier", "potter"] and state.z["influence:1"] == ["pharaoh"]


def test_tom_traveler_triggers_from_the_independent_stack() -> None:
    state = board(
        hand0=["tom", "farmer"], hand1=["pharaoh", "general"], indep=["brewer", "mason"], mode="campaign"
    )
    state = round_with(state, "tom", "pharaoh", "tom,pharaoh", "pick:brewer")
    assert state.z["influence:0"] == ["brewer"] and "pharaoh" in state.z["independent"]


def test_pharaoh_can_be_triggered_for_no_effect() -> None:
    state = board(hand0=["pharaoh", "farmer"], hand1=["general", "potter"])
    state = round_with(state, "pharaoh", "general", "pharaoh,general")
    assert "pharaoh" in state.z["past"] and state.z["influence:1"] == ["general"]


def test_beggar_can_take_back_the_card_it_sent_to_the_past() -> None:
    state = board("darkages", hand0=["king", "squire"], hand1=["beggar", "bishop"], past=["tanner"], coin=0)
    state = round_with(state, "king", "beggar", "beggar,king", "pick:king")
    assert state.z["influence:1"] == ["king"]


def test_tanner_hits_the_player_with_most_cards() -> None:
    state = board(
        "darkages",
        hand0=["tanner", "king"],
        hand1=["squire", "bishop"],
        inf0=["knight"],
        inf1=["monk", "baron"],
    )
    state = round_with(state, "tanner", "squire", "tanner,squire")
    assert state.z["influence:1"] == ["monk", "squire"] and "baron" in state.z["past"]


def test_used_car_salesman_refills_the_rival_hand_at_random() -> None:
    state = board(
        "eighties",
        hand0=["used_car_salesman", "ceo"],
        hand1=["rock_star", "banker", "realtor"],
        indep=["intern", "manager"],
    )
    state = round_with(state, "used_car_salesman", "rock_star", "used_car_salesman,rock_star", "pick:banker")
    state = draw(state, "manager")
    assert state.z["influence:0"] == ["banker"] and sorted(state.z["hand:1"]) == ["manager", "realtor"]


def test_fast_food_worker_counts_its_neighbours() -> None:
    state = board("eighties", inf0=["banker", "fast_food_worker", "manager"], hand0=["ceo"], hand1=["intern"])
    state.rotated.add("fast_food_worker")
    assert state.influence_of("fast_food_worker", 0) == 1 + 7 + 8


def test_tony_and_terry_count_cards_and_lose_their_vp_when_turned() -> None:
    state = board("eighties", inf0=["tony", "ceo", "banker"], inf1=["terry"], mode="campaign")
    state.rotated |= {"tony", "terry"}
    assert state.influence_of("tony", 0) == 6 and state.influence_of("terry", 1) == 6
    state.z["hand:0"], state.z["hand:1"] = [], []
    end_era(state)
    assert state.results[-1]["vp"] == [2, 0]


def test_student_is_one_more_than_the_rival_best() -> None:
    state = board("eighties", inf0=["student"], inf1=["ceo", "banker"])
    state.rotated.add("student")
    assert state.influence_of("student", 0) == 10


# --- Ancient Egypt ---------------------------------------------------------------------------------
def test_farmer_sets_off_a_card_of_the_rival_hand_for_you() -> None:
    state = board(hand0=["farmer", "general"], hand1=["pharaoh", "potter", "brewer"], past=["vizier"])
    state = round_with(state, "farmer", "pharaoh", "farmer,pharaoh", "pick:potter")
    assert state.z["influence:0"] == ["vizier"] and "potter" in state.z["hand:1"]
    assert "farmer" in state.z["past"] and state.z["influence:1"] == ["pharaoh"]


def test_farmer_without_a_rival_hand_has_no_effect() -> None:
    state = board(hand0=["farmer"], hand1=["pharaoh"], past=["vizier"])
    state = round_with(state, "farmer", "pharaoh", "farmer,pharaoh")
    assert state.z["past"] == ["vizier", "farmer"] and state.is_terminal()


def test_scribe_trades_a_chosen_card_for_a_blind_one() -> None:
    state = board(hand0=["scribe", "general", "farmer"], hand1=["pharaoh", "potter", "fisherman"])
    state = round_with(state, "scribe", "pharaoh", "scribe,pharaoh", "pick:farmer")
    state = draw(state, "potter")
    assert state.z["hand:0"] == ["general", "potter"] and state.z["hand:1"] == ["farmer", "fisherman"]


def test_embalmer_swaps_the_rival_card_for_the_weakest_of_the_past() -> None:
    state = board(hand0=["embalmer", "priestess"], hand1=["potter", "pharaoh"], past=["general", "farmer"])
    state = round_with(state, "embalmer", "potter", "embalmer,potter")
    assert state.z["influence:1"] == ["farmer"]  # the rival collects the card that replaced Potter
    assert state.z["past"] == ["general", "potter", "embalmer"]


def test_embalmer_with_an_empty_past_has_no_effect() -> None:
    state = board(hand0=["embalmer", "general"], hand1=["potter", "pharaoh"])
    state = round_with(state, "embalmer", "potter", "embalmer,potter")
    assert state.z["influence:1"] == ["potter"] and state.z["past"] == ["embalmer"]


def test_potter_with_an_empty_past_has_no_effect() -> None:
    state = board(hand0=["potter", "general"], hand1=["farmer", "pharaoh"])
    state = round_with(state, "potter", "farmer", "potter,farmer")
    assert state.z["influence:0"] == [] and state.z["past"] == ["potter"]


def test_mason_swaps_your_weakest_card_for_a_random_one_from_the_stack() -> None:
    state = board(
        hand0=["mason", "pharaoh"],
        hand1=["potter", "high_priest"],
        inf0=["general", "farmer"],
        indep=["brewer", "vizier"],
    )
    state = round_with(state, "mason", "potter", "mason,potter")
    state = draw(state, "vizier")
    assert state.z["influence:0"] == ["general", "vizier"] and sorted(state.z["independent"]) == [
        "brewer",
        "farmer",
    ]


def test_mason_without_cards_in_your_area_has_no_effect() -> None:
    state = board(hand0=["mason", "general"], hand1=["potter", "pharaoh"], indep=["brewer"])
    state = round_with(state, "mason", "potter", "mason,potter")
    assert state.z["independent"] == ["brewer"] and state.z["past"] == ["mason"]


def test_boatman_trades_a_hand_card_for_a_chosen_card_of_the_stack() -> None:
    state = board(
        hand0=["boatman", "farmer", "general"], hand1=["potter", "fisherman"], indep=["pharaoh", "brewer"]
    )
    state = round_with(state, "boatman", "potter", "boatman,potter", "pick:pharaoh,farmer")
    assert state.z["hand:0"] == ["pharaoh", "general"] and sorted(state.z["independent"]) == [
        "brewer",
        "farmer",
    ]
    assert {"pharaoh", "brewer"} <= state.seen[0]  # the chooser looked through the whole stack


def test_astronomer_sets_off_a_random_card_of_the_stack_and_buries_it() -> None:
    state = board(hand0=["astronomer", "farmer"], hand1=["general", "potter"], indep=["priestess"], coin=1)
    state = round_with(state, "general", "astronomer", "astronomer,general")
    state = draw(state, "priestess")  # Priestess works for the Astronomer's owner: seat 0 takes the coin
    assert state.coin == 0 and state.z["past"] == ["priestess", "astronomer"]


def test_astronomer_with_an_empty_stack_has_no_effect() -> None:
    state = board(hand0=["astronomer", "farmer"], hand1=["general", "potter"], coin=1)
    state = round_with(state, "general", "astronomer", "astronomer,general")
    assert state.coin == 1 and state.z["past"] == ["astronomer"]


def test_vizier_swaps_their_strongest_for_your_weakest() -> None:
    state = board(
        hand0=["vizier", "brewer"],
        hand1=["fisherman", "scribe"],
        inf0=["farmer", "general"],
        inf1=["pharaoh", "potter"],
    )
    state = round_with(state, "vizier", "fisherman", "vizier,fisherman")
    assert state.z["influence:0"] == ["pharaoh", "general"]
    assert state.z["influence:1"] == ["farmer", "potter", "fisherman"]


def test_vizier_without_cards_in_your_area_has_no_effect() -> None:
    state = board(hand0=["vizier", "farmer"], hand1=["fisherman", "scribe"], inf1=["pharaoh"])
    state = round_with(state, "vizier", "fisherman", "vizier,fisherman")
    assert state.z["influence:1"] == ["pharaoh", "fisherman"] and state.z["influence:0"] == []


def test_brewer_sends_the_rival_card_to_the_stack() -> None:
    state = board(hand0=["brewer", "farmer"], hand1=["potter", "scribe"])
    state = round_with(state, "brewer", "potter", "brewer,potter")
    assert state.z["independent"] == ["potter"] and state.z["influence:1"] == []
    assert "potter" in state.seen[0] and "potter" in state.seen[1]  # both saw where it went


def test_foreman_removes_a_rival_four() -> None:
    state = board(hand0=["foreman", "pharaoh"], hand1=["boatman", "general"])
    state = round_with(state, "foreman", "boatman", "foreman,boatman")
    assert state.z["past"] == ["boatman", "foreman"] and state.z["influence:1"] == []


def test_soldier_recruits_a_rival_seven() -> None:
    state = board(hand0=["soldier", "pharaoh"], hand1=["architect", "general"])
    state = round_with(state, "soldier", "architect", "soldier,architect")
    assert state.z["influence:0"] == ["architect"] and state.z["influence:1"] == []


def test_soldier_against_another_value_has_no_effect() -> None:
    state = board(hand0=["soldier", "pharaoh"], hand1=["vizier", "general"])
    state = round_with(state, "soldier", "vizier", "soldier,vizier")
    assert state.z["influence:0"] == [] and state.z["influence:1"] == ["vizier"]


def test_architect_with_an_empty_rival_area_has_no_effect() -> None:
    state = board(hand0=["architect", "general"], hand1=["farmer", "potter"])
    state = round_with(state, "architect", "farmer", "architect,farmer")
    assert state.z["past"] == ["architect"] and state.z["influence:1"] == ["farmer"]


def test_priestess_takes_the_coin() -> None:
    state = board(hand0=["priestess", "farmer"], hand1=["pharaoh", "potter"], coin=0)
    state = round_with(state, "priestess", "pharaoh", "priestess,pharaoh")
    assert state.coin == 0 and state.to_act() == 0  # Pharaoh won the coin; Priestess took it back


def test_high_priest_raises_the_weakest_card_of_the_past() -> None:
    state = board(
        hand0=["high_priest", "farmer"], hand1=["fisherman", "potter"], past=["general", "scribe", "brewer"]
    )
    state = round_with(state, "high_priest", "fisherman", "high_priest,fisherman")
    assert state.z["influence:0"] == ["scribe"] and state.z["influence:1"] == ["fisherman"]


def test_high_priest_with_an_empty_past_has_no_effect() -> None:
    state = board(hand0=["high_priest", "farmer"], hand1=["fisherman", "potter"])
    state = round_with(state, "high_priest", "fisherman", "high_priest,fisherman")
    assert state.z["influence:0"] == [] and state.z["past"] == ["high_priest"]


def test_general_has_no_effect() -> None:
    state = board(hand0=["general", "farmer"], hand1=["potter", "scribe"], inf1=["vizier"], past=["brewer"])
    state = round_with(state, "general", "potter", "general,potter")
    assert state.z["past"] == ["brewer", "general"] and state.z["influence:1"] == ["vizier", "potter"]


# --- The Dark Ages ---------------------------------------------------------------------------------
def test_executioner_hits_the_holder_of_the_strongest_card() -> None:
    state = board(
        "darkages",
        hand0=["executioner", "baron"],
        hand1=["beggar", "squire"],
        inf0=["knight", "monk"],
        inf1=["king"],
    )
    state = round_with(state, "executioner", "beggar", "executioner,beggar")
    assert state.z["past"] == ["king", "executioner"] and state.z["influence:0"] == ["knight", "monk"]


def test_tina_swaps_any_influence_card_with_a_chosen_card_of_the_stack() -> None:
    state = board(
        "darkages",
        hand0=["tina", "baron"],
        hand1=["tanner", "squire"],
        inf0=["monk"],
        inf1=["king", "knight"],
        indep=["beggar", "queen"],
        mode="campaign",
    )
    state = round_with(state, "tina", "tanner", "tina,tanner", "pick:king,beggar")
    assert state.z["influence:1"] == ["beggar", "knight", "tanner"] and sorted(state.z["independent"]) == [
        "king",
        "queen",
    ]


def test_tina_with_an_empty_stack_has_no_effect() -> None:
    state = board(
        "darkages", hand0=["tina", "baron"], hand1=["tanner", "squire"], inf1=["king"], mode="campaign"
    )
    state = round_with(state, "tina", "tanner", "tina,tanner")
    assert state.z["influence:1"] == ["king", "tanner"]


def test_tara_swaps_any_influence_card_with_a_chosen_card_of_the_past() -> None:
    state = board(
        "darkages",
        hand0=["tara", "baron"],
        hand1=["tanner", "squire"],
        inf0=["monk"],
        inf1=["king"],
        past=["beggar", "queen"],
        mode="campaign",
    )
    state = round_with(state, "tara", "tanner", "tara,tanner", "pick:monk,queen")
    assert state.z["influence:0"] == ["queen"] and state.z["past"] == ["beggar", "monk", "tara"]


def test_gravedigger_gives_the_trailing_player_the_best_of_the_past() -> None:
    state = board(
        "darkages",
        hand0=["gravedigger", "baron"],
        hand1=["tanner", "squire"],
        inf0=["king"],
        inf1=["monk"],
        past=["queen", "beggar"],
    )
    state = round_with(state, "gravedigger", "tanner", "gravedigger,tanner")
    assert state.z["influence:1"] == ["monk", "queen", "tanner"] and state.z["influence:0"] == ["king"]


def test_blacksmith_sets_off_the_rival_card_for_you_then_buries_it() -> None:
    state = board(
        "darkages",
        hand0=["blacksmith", "baron"],
        hand1=["moneylender", "squire"],
        inf1=["king"],
        past=["queen"],
    )
    state = round_with(state, "blacksmith", "moneylender", "blacksmith,moneylender")
    # Moneylender's check runs for seat 0, who trails: seat 0 takes Queen from The Past.
    assert state.z["influence:0"] == ["queen"] and state.z["past"] == ["moneylender", "blacksmith"]


def test_squire_trades_a_hand_card_for_a_chosen_card_of_the_stack() -> None:
    state = board(
        "darkages", hand0=["squire", "tanner", "king"], hand1=["beggar", "monk"], indep=["queen", "knight"]
    )
    state = round_with(state, "squire", "beggar", "squire,beggar", "pick:tanner,queen")
    assert state.z["hand:0"] == ["queen", "king"] and sorted(state.z["independent"]) == ["knight", "tanner"]


def test_squire_without_other_hand_cards_has_no_effect() -> None:
    state = board("darkages", hand0=["squire"], hand1=["beggar"], indep=["queen"])
    state = round_with(state, "squire", "beggar", "squire,beggar")
    assert state.z["independent"] == ["queen"] and state.z["past"] == ["squire"]


def test_minstrel_takes_the_rival_card_into_your_area() -> None:
    state = board("darkages", hand0=["minstrel", "king"], hand1=["squire", "beggar"])
    state = round_with(state, "minstrel", "squire", "minstrel,squire")
    assert state.z["influence:0"] == ["squire"] and state.z["influence:1"] == []


def test_moneylender_lets_the_trailing_player_choose_from_the_past() -> None:
    state = board(
        "darkages",
        hand0=["moneylender", "king"],
        hand1=["squire", "beggar"],
        inf0=["bishop"],
        past=["queen", "tanner"],
    )
    state = act(state, "play:moneylender", "play:squire", "resolve:moneylender,squire")
    assert state.to_act() == 1  # seat 1 trails, so seat 1 is orange and chooses
    state = act(state, "pick:queen")
    assert state.z["influence:1"] == ["queen", "squire"] and state.z["influence:0"] == ["bishop"]


def test_alchemist_lets_the_player_with_fewest_cards_trade_with_the_stack() -> None:
    state = board(
        "darkages",
        hand0=["alchemist", "queen"],
        hand1=["squire", "tanner", "baron"],
        inf0=["king", "bishop"],
        inf1=["monk"],
        indep=["beggar"],
    )
    state = act(state, "play:alchemist", "play:squire", "resolve:alchemist,squire")
    assert state.to_act() == 1
    state = act(state, "pick:tanner,beggar")
    assert state.z["hand:1"] == ["beggar", "baron"] and state.z["independent"] == ["tanner"]


def test_knight_gives_the_trailing_player_the_coin() -> None:
    state = board("darkages", hand0=["knight", "king"], hand1=["squire", "beggar"], inf0=["bishop"], coin=0)
    state = round_with(state, "knight", "squire", "knight,squire")
    assert state.coin == 1 and state.to_act() == 1


def test_monk_adds_a_random_stack_card_for_the_player_with_fewest_cards() -> None:
    state = board(
        "darkages",
        hand0=["monk", "king"],
        hand1=["squire", "beggar"],
        inf0=["bishop", "tanner"],
        indep=["queen"],
    )
    state = round_with(state, "monk", "squire", "monk,squire")
    state = draw(state, "queen")
    assert state.z["influence:1"] == ["queen", "squire"]


def test_baron_costs_the_player_with_most_cards_their_weakest() -> None:
    state = board(
        "darkages",
        hand0=["baron", "king"],
        hand1=["squire", "beggar"],
        inf0=["bishop", "tanner"],
        inf1=["monk"],
    )
    state = round_with(state, "baron", "squire", "baron,squire")
    assert state.z["influence:0"] == ["bishop"] and state.z["past"] == ["tanner", "baron"]


def test_bishop_trades_the_strongest_card_for_a_random_stack_card() -> None:
    state = board(
        "darkages",
        hand0=["bishop", "king"],
        hand1=["squire", "beggar"],
        inf0=["monk"],
        inf1=["queen"],
        indep=["tanner"],
    )
    state = round_with(state, "bishop", "squire", "bishop,squire")
    state = draw(state, "tanner")
    assert state.z["influence:1"] == ["tanner", "squire"] and state.z["independent"] == ["queen"]


def test_queen_lets_the_leader_swap_their_weakest_for_a_card_of_the_past() -> None:
    state = board(
        "darkages",
        hand0=["queen", "king"],
        hand1=["squire", "beggar"],
        inf0=["bishop", "tanner"],
        inf1=["monk"],
        past=["knight", "minstrel"],
    )
    state = round_with(state, "queen", "squire", "queen,squire", "pick:tanner,knight")
    assert state.z["influence:0"] == ["bishop", "knight"] and state.z["past"] == [
        "tanner",
        "minstrel",
        "queen",
    ]


def test_king_has_no_effect() -> None:
    state = board("darkages", hand0=["king", "bishop"], hand1=["squire", "beggar"], inf1=["monk"])
    state = round_with(state, "king", "squire", "king,squire")
    assert state.z["past"] == ["king"] and state.z["influence:1"] == ["monk", "squire"]


# --- The 1980's ------------------------------------------------------------------------------------
def test_intern_sets_off_a_rival_area_card_for_you_and_keeps_it() -> None:
    state = board(
        "eighties",
        hand0=["intern", "ceo"],
        hand1=["realtor", "manager"],
        inf1=["banker", "rock_star"],
        coin=0,
    )
    state = round_with(state, "intern", "realtor", "intern,realtor", "pick:banker")
    assert state.coin == 0  # Banker worked for seat 0
    assert state.z["influence:0"] == ["banker"] and state.z["influence:1"] == ["rock_star", "realtor"]


def test_intern_with_an_empty_rival_area_has_no_effect() -> None:
    state = board("eighties", hand0=["intern", "ceo"], hand1=["realtor", "manager"])
    state = round_with(state, "intern", "realtor", "intern,realtor")
    assert state.z["influence:0"] == [] and state.z["past"] == ["intern"]


# Each turning card on the same board: seat 0 has CEO and Banker, the rival Rock Star and Realtor,
# and the rival collects Manager in the same round; the card is the only turned one.
WORTH = {
    "student": 1 + 10,  # 1 more than the rival's strongest printed value (Rock Star)
    "fast_food_worker": 1 + 7,  # 1 plus its only neighbour, Banker
    "tony": 2 * 3,  # 2 per card in your area
    "terry": 2 * 3,  # 2 per card in the rival's area
    "temp_worker": 1 * 6,  # 1 per card in both areas
    "private_investigator": 4 * 1,  # 4 per turned card in both areas
    "franchise_owner": 3 * 1,  # 3 per turned card in your area
    "tycoon": 2 * 1,  # 2 per turned card in both areas
}


@pytest.mark.parametrize("card", sorted(WORTH))
def test_turning_card_joins_your_area_turned_with_its_modified_value(card: str) -> None:
    state = board(
        "eighties",
        hand0=[card, "lawyer"],
        hand1=["manager", "accountant"],
        inf0=["ceo", "banker"],
        inf1=["rock_star", "realtor"],
        mode="campaign",
    )
    state = round_with(state, card, "manager", f"{card},manager")
    assert state.z["influence:0"] == ["ceo", "banker", card] and card in state.rotated
    assert state.influence_of(card, 0) == WORTH[card]


def test_sales_rep_sets_off_a_card_of_the_past_and_keeps_it() -> None:
    state = board(
        "eighties",
        hand0=["sales_rep", "ceo"],
        hand1=["realtor", "manager"],
        past=["banker", "rock_star"],
        coin=1,
    )
    state = round_with(state, "realtor", "sales_rep", "sales_rep,realtor", "pick:banker")
    assert state.coin == 0 and state.z["influence:0"] == ["banker"] and state.z["influence:1"] == ["realtor"]


def test_lawyer_stops_the_next_rival_card_from_being_triggered() -> None:
    state = board(
        "eighties", hand0=["lawyer", "ceo", "intern"], hand1=["student", "banker", "realtor"], coin=0
    )
    state = round_with(state, "lawyer", "student", "lawyer,student")
    assert state.z["temp:0"] == ["lawyer"]
    state = round_with(state, "ceo", "banker", "banker,ceo")  # seat 0 holds the coin and triggers Banker
    assert state.coin == 0 and "banker" in state.z["past"] and "lawyer" in state.z["past"]
    assert state.z["influence:0"] == ["ceo"]


def test_accountant_straightens_a_turned_rival_card() -> None:
    state = board(
        "eighties", hand0=["accountant", "ceo"], hand1=["intern", "manager"], inf1=["student", "rock_star"]
    )
    state.rotated.add("student")
    state = round_with(state, "accountant", "intern", "accountant,intern")
    assert "student" not in state.rotated and state.influence_of("student", 1) == 1


def test_accountant_without_turned_rival_cards_has_no_effect() -> None:
    state = board("eighties", hand0=["accountant", "ceo"], hand1=["intern", "manager"], inf0=["student"])
    state.rotated.add("student")
    state = round_with(state, "accountant", "intern", "accountant,intern")
    assert "student" in state.rotated


def test_stockbroker_without_turned_cards_has_no_effect() -> None:
    state = board("eighties", hand0=["stockbroker", "ceo"], hand1=["banker", "realtor"], inf1=["student"])
    state = round_with(state, "stockbroker", "banker", "stockbroker,banker")
    assert state.z["influence:0"] == [] and state.z["influence:1"] == ["student", "banker"]


def test_game_show_host_sets_off_a_random_stack_card_and_keeps_it() -> None:
    state = board(
        "eighties", hand0=["game_show_host", "ceo"], hand1=["rock_star", "manager"], indep=["banker"], coin=1
    )
    state = round_with(state, "rock_star", "game_show_host", "game_show_host,rock_star")
    state = draw(state, "banker")
    assert state.coin == 0 and state.z["influence:0"] == ["banker"]


def test_banker_takes_the_coin() -> None:
    state = board("eighties", hand0=["banker", "ceo"], hand1=["rock_star", "manager"], coin=0)
    state = round_with(state, "banker", "rock_star", "banker,rock_star")
    assert state.coin == 0


def test_realtor_returns_the_rival_weakest_card_to_the_stack() -> None:
    state = board(
        "eighties", hand0=["realtor", "rock_star"], hand1=["intern", "manager"], inf1=["ceo", "student"]
    )
    state = round_with(state, "realtor", "intern", "realtor,intern")
    assert state.z["influence:1"] == ["ceo", "intern"] and state.z["independent"] == ["student"]


def test_manager_trades_a_hand_card_for_a_chosen_card_of_the_past() -> None:
    state = board(
        "eighties",
        hand0=["manager", "intern", "ceo"],
        hand1=["realtor", "student"],
        past=["rock_star", "banker"],
    )
    state = round_with(state, "manager", "realtor", "manager,realtor", "pick:intern,rock_star")
    assert state.z["hand:0"] == ["rock_star", "ceo"] and state.z["past"] == ["intern", "banker", "manager"]


@pytest.mark.parametrize("card", ["ceo", "rock_star"])
def test_card_without_an_effect_only_goes_to_the_past(card: str) -> None:
    state = board("eighties", hand0=[card, "banker"], hand1=["intern", "realtor"], inf1=["student"])
    state = round_with(state, card, "intern", f"{card},intern")
    assert state.z["past"] == [card] and state.z["influence:1"] == ["student", "intern"]
