"""One test per card the rulebook explains: its effect does what its explanation says."""

from __future__ import annotations

from tests.games.division.helpers import act, board, draw, round_with


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


def test_tanner_and_executioner_hit_the_orange_player() -> None:
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
    state._end_era()
    assert state.results[-1]["vp"] == [2, 0]


def test_student_is_one_more_than_the_rival_best() -> None:
    state = board("eighties", inf0=["student"], inf1=["ceo", "banker"])
    state.rotated.add("student")
    assert state.influence_of("student", 0) == 10
