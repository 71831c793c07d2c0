"""A test per rule of docs/rules/stories.md (rule ids in the names), on the training scenario, and the
rulebook's worked examples."""

from __future__ import annotations

import pytest

from tests.games.stories.helpers import act, at, fresh, laid, legal, texts
from timetravel.engine.state import CHANCE, TERMINAL
from timetravel.games.stories.dice import captain_distribution, roll_distribution


def dog_fight(hosts: tuple[str, ...] = ("docker", "baker")):
    """Both agents at the cellar's dog (workshop B), a TU spent: seat 0 to act."""
    st = at("workshop", hosts)
    st, _ = act(st, "explore", "place:B", "place:B", "spend")
    return st


# --- runs, hosts, captain --------------------------------------------------------------------------
def test_s_host_each_agent_takes_a_host_nobody_else_took() -> None:
    from timetravel.games.stories import GAME

    st = GAME.new_initial_state(GAME.make_config(2, {"scenario": "training"}))
    assert st.stage == "host" and st.to_act() == 0
    st, _ = act(st, "host:docker")
    assert st.to_act() == 1 and "host:docker" not in legal(st)
    st, _ = act(st, "host:tutor")
    assert st.agents[1].life == 3 and st.agents[0].life == 5


def test_s_run_starts_at_the_start_with_the_full_time_line() -> None:
    st = fresh()
    assert st.location == "square" and st.tu == 16 and st.run == 1 and st.stage == "arrive"
    assert "square.A" in st.seen


def test_s_captain_takes_the_group_decisions_and_passes_on_travel() -> None:
    st = fresh()
    assert st.to_act() == st.captain == 0
    assert set(legal(st)) == {"explore", "travel:workshop"}
    st, _ = act(st, "travel:workshop")
    assert st.to_act() == CHANCE
    st, _ = act(st, "captain:1")
    assert st.captain == 1 and st.location == "workshop" and st.tu == 15


# --- locations -------------------------------------------------------------------------------------
def test_s_enter_everyone_enters_and_sees_the_card_at_once() -> None:
    st = fresh()
    st, events = act(st, "explore", "place:B", "place:C")
    assert st.agents[0].card == "B" and st.agents[1].card == "C"
    assert {"square.B", "square.C"} <= st.seen
    assert st.tu == 16, "entering is free"
    assert "saw_notice" in st.tokens and st.agents[0].resources == {"coin": 2}
    assert any("notice" in line for line in texts(events))


def test_s_symbol_no_entry_is_never_offered() -> None:
    st, _ = act(fresh(), "explore")
    assert "place:E" not in legal(st)


def test_s_symbol_must_enter_holds_the_last_agent_to_it() -> None:
    st, _ = act(at("workshop"), "explore")
    assert set(legal(st)) == {"place:B", "place:D"}
    st, _ = act(st, "place:D")
    assert legal(st) == ["place:B"]


def test_s_symbol_now_or_never_card_leaves_when_nobody_enters_it() -> None:
    st, events = act(at("workshop"), "explore", "place:B", "place:B")
    assert "workshop.D" in st.gone
    assert any("set aside" in line for line in texts(events))
    st, _ = act(st, "spend", "roll:combat", "dice:3,0")  # the dog is beaten at once
    assert "move:D" not in legal(st)


def test_s_seal_opens_only_while_its_condition_holds_and_the_token_stays() -> None:
    st, _ = act(at("workshop"), "explore")
    assert "place:C" not in legal(st)
    st, _ = act(at("workshop", tokens=["dog_calmed"]), "explore")
    assert "place:C" in legal(st)
    st, _ = act(st, "place:C", "place:B")
    assert st.agents[0].items == ["watch"] and "dog_calmed" in st.tokens  # S-STATUS: kept after use


def test_s_look_brings_a_sealed_card_at_once_without_the_token_or_tu() -> None:
    st, _ = act(at("tower", ("courier", "tutor")), "explore", "place:B", "place:B", "spend")
    tu = st.tu
    st, _ = act(st, "roll:wits", "dice:3,0", "reward:0")
    assert "tower.D" in st.seen and "mechanism" in st.tokens
    assert "clue" not in st.tokens and st.tu == tu
    assert "agency_lens" in st.agents[0].items


# --- rewards ---------------------------------------------------------------------------------------
def test_s_reward_the_team_chooses_who_on_the_card_takes_an_item() -> None:
    """Two agents stand at the tower's test; the one who rolled it away does not decide alone what
    the card gives: the team names the taker among those on the card, and the log says who."""
    st, _ = act(at("tower", ("courier", "tutor")), "explore", "place:B", "place:B", "spend")
    st, events = act(st, "roll:wits", "dice:3,0")
    assert st.to_act() == 0 and set(legal(st)) == {"reward:0", "reward:1"}
    assert "agency_lens" not in st.agents[0].items + st.agents[1].items  # not given yet
    st, events = act(st, "reward:1")
    assert "agency_lens" in st.agents[1].items and "agency_lens" not in st.agents[0].items
    assert any("goes to" in line for line in texts(events))


def test_s_reward_an_ai_gives_an_item_to_the_host_that_rolls_best_with_it() -> None:
    """The tower's lens adds a die of wits: an AI team gives it to the tutor (3 wits), not to the
    courier (2), whoever rolled the test away."""
    from timetravel.games.stories.ai import StoriesHooks

    st, _ = act(at("tower", ("courier", "tutor")), "explore", "place:B", "place:B", "spend")
    st, _ = act(st, "roll:wits", "dice:3,0")
    actions = st.legal_actions()
    scores = StoriesHooks().action_scores(st, st.to_act(), actions)
    best = max(zip(scores, actions, strict=True), key=lambda pair: pair[0])[1]
    assert str(best) == "reward:1"


def test_s_reward_goes_to_the_agent_standing_there_not_the_first_reader() -> None:
    """Seat 0 reads the tower's test card first; once it has left the card (taken off it here: the
    tower has no other open card), seat 1, alone there, passes the test and takes the reward (it no
    longer goes to whoever read the card first)."""
    st, _ = act(at("tower", ("courier", "tutor")), "explore", "place:B", "place:B", "spend")
    st.agents[0].card, st.agents[0].acted = None, True
    st, _ = act(st, "roll:wits", "dice:3,0")
    assert st.reward is None
    assert "agency_lens" in st.agents[1].items and "agency_lens" not in st.agents[0].items


# --- each TU ---------------------------------------------------------------------------------------
def test_s_tu_the_captain_spends_one_then_everyone_acts_in_the_chosen_order() -> None:
    st, _ = act(fresh(), "explore", "place:B", "place:C", "choose:2")
    assert st.stage == "round" and set(legal(st)) == {"spend", "travel:workshop", "travel:tower"}
    st, _ = act(st, "spend")
    assert st.tu == 15 and st.to_act() == 0
    assert "first:1" in legal(st)
    st, _ = act(st, "first:1")
    assert st.to_act() == 1 and "first:0" not in legal(st)
    st, _ = act(st, "idle")
    assert st.to_act() == 0
    st, _ = act(st, "idle")
    assert st.stage == "round" and st.tu == 15


def test_s_act_moving_to_another_card_sees_it_at_no_extra_tu() -> None:
    st, _ = act(fresh(), "explore", "place:B", "place:B", "spend")
    st, events = act(st, "move:C")
    assert st.agents[0].card == "C" and "square.C" in st.seen and st.tu == 15
    assert st.choice == 0  # the vendor asks at once


def test_s_travel_goes_anywhere_on_the_open_map_but_back_where_it_came_from() -> None:
    st = at("workshop")
    st, _ = act(st, "travel:square", "captain:1")
    assert "travel:workshop" not in legal(st)


def test_s_red_the_red_cellar_costs_4_tu_with_a_captain_roll_of_2() -> None:
    """The rulebook's example: leaving the red basement with a roll of 2 costs 4 TU."""
    st = at("workshop")
    st, _ = act(st, "travel:square", "captain:2")
    assert st.tu == 16 - 4
    st = at("square")
    st, _ = act(st, "travel:workshop", "captain:2")
    assert st.tu == 16 - 2, "arriving at a red location costs nothing extra"


def test_s_red_a_sure_footed_host_saves_the_extra_tu() -> None:
    st = at("workshop", ("courier", "tutor"))
    st, _ = act(st, "travel:square", "captain:2")
    assert st.tu == 14


# --- tests and their worked examples ------------------------------------------------------------------
def test_s_hits_remove_the_leftmost_shields_first() -> None:
    """Rulebook: 3 hits against 2 normal and skull shields remove the 2 normal ones, then 1 skull."""
    st = laid(dog_fight(), "workshop.B", ["normal", "normal", "skull", "skull"])
    st, _ = act(st, "roll:combat", "dice:3,0")
    assert st.tests["workshop.B"] == ["skull"]


def test_s_counter_resistance_at_least_the_counter_value_takes_no_harm() -> None:
    """Rulebook: 1 removed, counter 3 (1 skull rolled + 2 skull shields left): no damage."""
    st = laid(dog_fight(), "workshop.B", ["normal", "skull", "skull"])
    st, events = act(st, "roll:combat", "dice:1,1")
    assert st.agents[0].life == 5  # the docker's resistance is 3
    assert any("no harm" in line for line in texts(events))


def test_s_counter_lower_resistance_with_a_life_shield_left_costs_2_life() -> None:
    """Rulebook: counter 3 against a lower resistance with 1 life shield left: 2 life lost."""
    st = dog_fight(("courier", "docker"))  # resistance 2
    st = laid(st, "workshop.B", ["normal", "skull", "skull", "life"])
    st, _ = act(st, "roll:combat", "dice:1,1")
    assert st.agents[0].life == 4 - 2


def test_s_penalty_two_skulls_removed_no_skull_rolled_life_shield_left_costs_1_life() -> None:
    """Rulebook: 2 skull shields removed, no skull rolled, 1 life shield left: 1 life lost."""
    st = laid(dog_fight(("baker", "docker")), "workshop.B", ["skull", "skull", "life"])
    st, _ = act(st, "roll:combat", "dice:2,0")
    assert st.agents[0].life == 3


def test_s_penalty_two_time_shields_and_a_life_shield_cost_2_tu_and_1_life() -> None:
    """Rulebook: no skull rolled, 2 time shields and 1 life shield left: 2 TU and 1 life lost."""
    st = laid(dog_fight(("baker", "docker")), "workshop.B", ["normal", "time", "time", "life"])
    tu = st.tu
    st, _ = act(st, "roll:combat", "dice:1,0")
    assert st.tu == tu - 2 and st.agents[0].life == 3


def test_s_test_ends_at_once_when_its_last_shield_goes() -> None:
    st = laid(dog_fight(("courier", "docker")), "workshop.B", ["normal", "skull"])
    st, events = act(st, "roll:combat", "dice:2,1")
    assert st.agents[0].life == 4, "no counter-attack once the test is passed"
    assert "dog_calmed" in st.tokens and "workshop.B" not in st.tests
    assert any("defeated" in line for line in texts(events))


def test_s_defeat_the_enemy_card_leaves_until_the_next_run() -> None:
    st, _ = act(dog_fight(), "roll:combat", "dice:3,0")
    assert "workshop.B" in st.gone
    st, _ = act(st, "idle")
    st, _ = act(st, "spend")
    assert "move:B" not in legal(st)


def test_s_idle_at_a_test_with_skull_shields_left_costs_1_life() -> None:
    st = dog_fight(("baker", "tutor"))
    st, _ = act(st, "first:1")
    assert "roll:combat" not in legal(st), "the tutor has no combat dice"
    st, _ = act(st, "idle")
    assert st.agents[1].life == 2


def test_s_idle_thick_skin_takes_no_life_but_other_shields_still_cost() -> None:
    st = laid(dog_fight(), "workshop.B", ["skull", "time"])
    tu = st.tu
    st, _ = act(st, "idle")
    assert st.agents[0].life == 5 and st.tu == tu - 1


def test_s_coop_every_agent_at_the_test_rolls_in_the_same_tu() -> None:
    st = laid(dog_fight(("docker", "baker")), "workshop.B", ["normal", "normal", "skull", "skull"])
    st, _ = act(st, "roll:combat", "dice:2,0", "roll:combat", "dice:1,0")
    assert st.tests["workshop.B"] == ["skull"]


def test_s_lock_no_agent_leaves_a_locked_test() -> None:
    st = dog_fight()
    assert not [a for a in legal(st) if a.startswith("move:")]


def test_s_lock_the_group_may_not_change_location_while_an_agent_is_held() -> None:
    """S-LOCK: changing location would take the held agent off its card, so the captain may only
    spend TU until the locked test is passed."""
    st = dog_fight()
    st, _ = act(st, "idle", "idle")
    assert st.stage == "round" and legal(st) == ["spend"]
    st, _ = act(st, "spend", "roll:combat", "dice:4,0")  # the dog is beaten: the lock is gone
    st, _ = act(st, *(["idle"] * sum(1 for a in st.agents if not a.acted)))
    assert any(a.startswith("travel:") for a in legal(st))


def test_s_reset_a_test_left_by_everyone_is_laid_again_in_full() -> None:
    st, _ = act(at("tower", tokens=["clue"]), "explore", "place:B", "place:D", "spend")
    st = laid(st, "tower.B", ["normal"])
    st, events = act(st, "move:D")
    assert "tower.B" not in st.tests
    assert any("laid out again" in line for line in texts(events))
    st, _ = act(st, "idle", "spend", "move:B")
    assert st.tests["tower.B"] == ["time", "time", "normal"]


# --- death ---------------------------------------------------------------------------------------------
def test_s_death_the_host_returns_7_tu_later_at_full_life() -> None:
    st = dog_fight(("courier", "tutor"))
    st.agents[1].life = 1
    st, events = act(st, "first:1", "idle")
    tu = st.tu
    assert st.agents[1].dead and st.agents[1].returns_at == tu - 7
    st, _ = act(st, "roll:combat", "dice:4,0")  # the dog is beaten: no more harm
    for _ in range(7):
        st, _ = act(st, "spend", *(["idle"] * len(st.living())))
    assert not st.agents[1].dead and st.agents[1].life == 3
    assert st.agents[1].card == st.agents[0].card


def test_s_death_with_7_tu_or_fewer_left_there_is_no_return() -> None:
    st = dog_fight(("baker", "tutor"))
    st.tu = 7
    st.agents[1].life = 1
    st, _ = act(st, "first:1", "idle")
    assert st.agents[1].dead and st.agents[1].returns_at is None


def test_s_death_of_every_host_fails_the_run_at_once() -> None:
    st = dog_fight(("baker", "tutor"))
    st.agents[0].life = st.agents[1].life = 1
    st, _ = act(st, "first:1", "idle", "idle")
    assert st.run == 2 and st.stage == "host" and st.tu == 16


# --- items, resources, tokens ------------------------------------------------------------------------
def test_s_item_passes_on_the_same_card_once_a_tu_and_adds_its_die_once() -> None:
    st, _ = act(at("tower", ("courier", "tutor")), "explore", "place:B", "place:B", "spend")
    st.agents[0].items = ["lantern"]
    st, _ = act(st, "give:lantern,1")
    assert st.agents[1].items == ["lantern"]
    st, _ = act(st, "idle", "roll:wits")
    assert st.roll == {"seat": 1, "attribute": "wits", "dice": 4}
    assert st.used == {"lantern"}


def test_s_resource_pays_for_a_choice_only_when_there_is_enough() -> None:
    st, _ = act(fresh(), "explore", "place:C")
    assert st.choice == 0 and legal(st) == ["choose:2"], "no coins: only walking on"
    st, _ = act(fresh(), "explore", "place:B", "place:B", "spend", "move:C")
    assert legal(st) == ["choose:0", "choose:1", "choose:2"]
    st, _ = act(st, "choose:0")
    assert st.agents[0].items == ["lantern"] and st.agents[0].resources == {"coin": 1}


def test_s_resource_is_handed_whole_on_the_same_card_once_a_tu() -> None:
    st, _ = act(at("tower", ("courier", "tutor")), "explore", "place:B", "place:B", "spend")
    st.agents[0].resources = {"coin": 2}
    st.forget_options()
    st, events = act(st, "hand:coin,0,1")
    assert st.agents[0].resources == {} and st.agents[1].resources == {"coin": 2}
    assert any("hands" in line for line in texts(events))
    st, _ = act(st, "idle")
    assert "hand:coin,1,0" in legal(st), "the taker may hand it on: its own hand-over this TU"
    st, _ = act(st, "hand:coin,1,0")
    assert not [a for a in legal(st) if a.startswith("hand:")], "each agent hands a resource once a TU"


def test_s_resource_is_handed_only_to_an_agent_on_the_same_card() -> None:
    st, _ = act(at("tower", ("courier", "tutor"), tokens=("clue",)), "explore", "place:B", "place:D", "spend")
    st.agents[0].resources = {"coin": 1}
    st.forget_options()
    assert not [a for a in legal(st) if a.startswith("hand:")]


def test_s_resource_is_handed_between_any_agents_on_changing_location() -> None:
    st = fresh()
    st.agents[1].resources = {"coin": 3}
    st.forget_options()
    assert "hand:coin,1,0" in legal(st)
    st, _ = act(st, "hand:coin,1,0")
    assert st.agents[0].resources == {"coin": 3} and "hand:coin,0,1" in legal(st)


def test_s_agency_items_stay_across_a_failed_run_and_the_rest_resets() -> None:
    st, _ = act(fresh(), "explore", "place:B", "place:D")
    st.agents[1].items = ["agency_lens", "lantern"]
    st, events = act(st, "choose:0")  # confess to the constable: the mission fails
    assert st.run == 2 and st.stage == "host"
    assert st.agents[1].items == ["agency_lens"] and st.agents[0].items == []
    assert st.tokens == set() and st.agents[0].resources == {}
    assert "square.B" in st.seen, "the team's journal stays"
    assert any("Agency" in line for line in texts(events))


def test_s_fail_when_the_time_runs_out_after_the_last_round() -> None:
    st, _ = act(fresh(), "explore", "place:B", "place:B")
    st.tu = 1
    st, _ = act(st, "spend")
    assert st.stage == "act" and st.tu == 0, "the last TU's round is played"
    st, events = act(st, "idle", "idle")
    assert st.run == 2 and st.stage == "host" and st.captain == 1
    assert any("time is up" in line for line in texts(events))


def test_s_success_ends_the_game_with_the_runs_and_the_rating() -> None:
    st = at("tower", ("courier", "tutor"), tokens=["mechanism"])
    st.agents[0].items = ["watch"]
    st, _ = act(st, "explore", "place:C")
    assert legal(st) == ["choose:0", "choose:1"]
    st, _ = act(st, "choose:0")
    assert st.to_act() == TERMINAL
    outcome = st.outcome()
    assert outcome is not None and outcome.team_success and outcome.winners == {0, 1}
    assert "in one run:" in outcome.detail and "Outstanding" in outcome.detail


def test_s_fail_after_the_last_run_the_mission_is_lost() -> None:
    st, _ = act(fresh(), "explore", "place:B", "place:D")
    st.run = 4
    st, _ = act(st, "choose:0")
    assert st.to_act() == TERMINAL and st.result == "lost"
    outcome = st.outcome()
    assert outcome is not None and outcome.team_success is False


def test_s_wrong_choice_hurts_everyone_on_the_card_and_costs_time() -> None:
    st = at("tower", ("courier", "tutor"))
    st.agents[0].items = ["watch"]
    st, _ = act(st, "explore", "place:C")
    assert legal(st) == ["choose:1"], "without the clock's secret only one way is known"
    st, _ = act(st, "choose:1")
    assert st.agents[0].life == 3 and st.agents[1].life == 3 and st.tu == 14


# --- the dice --------------------------------------------------------------------------------------------
def test_s_dice_one_action_die_and_the_captain_die() -> None:
    assert dict(roll_distribution(1)) == pytest.approx(
        {(0, 0): 1 / 6, (0, 1): 2 / 6, (1, 0): 2 / 6, (2, 0): 1 / 6}
    )
    assert dict(captain_distribution()) == pytest.approx({1: 1 / 3, 2: 1 / 3, 3: 1 / 3})
    for n in range(1, 7):
        assert sum(p for _, p in roll_distribution(n)) == pytest.approx(1)


def test_s_dice_a_roll_is_a_chance_outcome_of_the_host_dice() -> None:
    st = dog_fight()
    st, _ = act(st, "roll:combat")
    assert st.to_act() == CHANCE
    assert len(st.chance_outcomes()) == len(roll_distribution(3))


def test_s_tu_a_roll_the_location_asks_for_costs_no_tu() -> None:
    st, _ = act(fresh(), "explore", "place:F")
    assert st.to_act() == CHANCE and st.roll == {"seat": 0, "attribute": "", "dice": 2, "card": "square.F"}
    assert len(st.chance_outcomes()) == len(roll_distribution(2))
    won, events = act(st, "dice:2,0")
    assert won.agents[0].resources == {"coin": 1} and won.tu == 16
    assert any("perfect throw" in line for line in texts(events))
    lost, events = act(st, "dice:1,1")
    assert lost.agents[0].resources == {} and any("laugh" in line for line in texts(events))
    assert "square.F" in lost.done


def test_s_item_passes_between_any_agents_on_changing_location() -> None:
    st = fresh()
    st.agents[0].items = ["lantern"]
    assert "give:lantern,1" in legal(st)
    st, _ = act(st, "give:lantern,1")
    assert st.agents[1].items == ["lantern"] and "give:lantern,0" not in legal(st)


def test_runs_counts_the_runs_played() -> None:
    st, _ = act(fresh(), "explore", "place:B", "place:D")
    assert st.runs == 1
    st, _ = act(st, "choose:0")
    assert st.runs == 2


def test_s_loc_card_a_is_read_on_arrival_and_the_group_explores_or_leaves() -> None:
    st = fresh()
    st, events = act(st, "travel:workshop", "captain:1")
    assert "workshop.A" in st.seen and st.stage == "arrive"
    assert any("GROWLING DOG" in line for line in texts(events))
    assert legal(st) == ["explore"], "the square was just left and the heights are not open yet"
    st, _ = act(st, "explore")
    assert st.stage == "place"


def test_s_status_tokens_are_the_teams_and_stay_after_opening_a_seal() -> None:
    st, _ = act(at("workshop", ("docker", "courier")), "explore", "place:B", "place:B", "spend")
    st, _ = act(st, "roll:combat", "dice:3,0")  # the docker calms the dog: the team has the token
    assert st.to_act() == 1 and "move:C" in legal(st), "the courier may enter the sealed card too"
    st, _ = act(st, "move:C")
    assert st.agents[1].items == ["watch"] and "dog_calmed" in st.tokens


def test_s_enter_an_agent_no_card_lets_in_stays_off_the_cards() -> None:
    st, _ = act(fresh(), "explore")
    st.gone = {"square.B", "square.C", "square.D", "square.F"}
    st.forget_options()
    assert legal(st) == ["idle"]
    st, _ = act(st, "idle", "idle")
    assert st.stage == "round" and all(a.card is None for a in st.agents)
    st, _ = act(st, "spend")
    assert st.to_act() == 0 and legal(st) == ["idle", "first:1"]


def test_s_death_a_dead_hosts_items_open_nothing_until_it_returns() -> None:
    st = at("tower", ("courier", "tutor"), tokens=["mechanism"])
    st.agents[1].items = ["watch"]
    st.agents[1].dead, st.agents[1].returns_at = True, 5
    st, _ = act(st, "explore")
    assert "place:C" not in legal(st), "the watch lies with a dead host"


def test_s_item_used_acts_at_once_for_free_and_is_gone() -> None:
    st, _ = act(dog_fight(("baker", "docker")), "first:1", "idle")
    st.agents[0].items, st.agents[0].life = ["bread"], 2
    st.forget_options()
    assert "use:bread" in legal(st)
    st, events = act(st, "use:bread")
    assert st.agents[0].life == 3 and st.agents[0].items == [] and st.to_act() == 0, "using is free"
    assert any("uses Warm loaf" in line for line in texts(events))


def test_the_declared_step_bound_fits_in_a_save() -> None:
    from timetravel.games.stories import GAME
    from timetravel.saves.model import MAX_LOG_ENTRIES

    assert GAME.info.max_length <= MAX_LOG_ENTRIES


def test_a_roll_that_removes_no_shield_says_so_in_a_sentence_of_its_own() -> None:
    from timetravel.games.stories.words_events import shields_left

    said = shields_left("workshop.B", ("skull", "life", "skull"), removed=0).words()
    assert said == "No shield removed: three shields left.", said
    assert shields_left("workshop.B", ("skull",), removed=2).words() == "Two shields removed, one shield left."


def test_s_fail_a_journey_dearer_than_the_time_left_says_none_is_left() -> None:
    """S-FAIL: a journey may cost more TU than the run has left (the run then fails); the log and
    the progress line say no time is left, never a negative count."""
    from timetravel.games.stories import words
    from timetravel.games.stories.words_events import time_spent

    event = time_spent(3, -1)
    assert event.left == -1 and event.words() == "3 TU spent, 0 left."
    st = fresh()
    st.tu = -1
    assert "-1" not in words.progress(st) and "0 TU left" in words.progress(st)
