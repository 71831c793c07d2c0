"""One test per rule of El Ministerio (ids as in docs/rules/ministerio.md), and the rulebook's worked
examples played through the engine."""

from __future__ import annotations

import pytest

from tests.games.ministerio.helpers import act, at_play, door, legal, table
from timetravel.engine.actions import Action
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, TERMINAL
from timetravel.games.ministerio import GAME
from timetravel.games.ministerio.changes import finish
from timetravel.games.ministerio.events import EnemyRevealed, PaChanged
from timetravel.games.ministerio.state import MinisterioState, content, stair


def finish_turn(st: MinisterioState) -> MinisterioState:
    """Play the acting seat's turn out with the first legal choice (chance: the first outcome)."""
    seat, rounds = st.turn, st.round
    while st.to_act() != TERMINAL and st.turn == seat and st.round == rounds:
        first = st.chance_outcomes()[0][0] if st.to_act() == CHANCE else st.legal_actions()[0]
        if first.kind == "play":  # keep PA out of the way
            first = Action("pass")
        if first.kind == "office":
            first = Action("stop")
        st, _ = st.apply(first)
    return st


# --- setup (M-SETUP) -------------------------------------------------------------------------------
def test_m_setup_choices_deal_and_start_on_a_coloured_door() -> None:
    """M-SETUP-1..4: protagonists chosen in seat order, one mission and five cards each, every
    figure on a coloured door of the player's choice, PA 0, every tile face down."""
    st = GAME.new_initial_state(GAME.make_config(3))
    assert all(st.facedown) and st.tile_pool == sorted(content().enemies)
    st, _ = act(st, "agent:pacino", "agent:alonso")
    assert "agent:pacino" not in legal(st) and "agent:amelia" in legal(st)
    st, _ = act(st, "agent:amelia")
    rng = Rng(3)
    while st.to_act() == CHANCE:
        outcomes = st.chance_outcomes()
        st, _ = st.apply(outcomes[rng.weighted_index([p for _, p in outcomes])][0])
    assert st.stage == "start_door"
    assert all(len(a.hand) == 5 and a.mission for a in st.agents)
    assert len({a.mission for a in st.agents}) == 3
    coloured = [d for d, c in enumerate(stair().colours) if c]
    assert legal(st) == [f"start:{d}" for d in coloured]
    st, _ = act(st, f"start:{coloured[1]}", f"start:{coloured[1]}", f"start:{coloured[4]}")
    assert [a.door for a in st.agents] == [coloured[1], coloured[1], coloured[4]]
    assert all(a.pa == 0 for a in st.agents) and st.stage == "roll" and st.turn == 0


# --- movement (M-MOVE) -----------------------------------------------------------------------------
def test_m_move_1_choose_a_die_and_a_direction_and_use_every_step() -> None:
    st = table(years=(1741, 1492))
    st, _ = act(st, "dice:2,3")
    assert legal(st) == ["die:0", "die:1"]
    st, events = act(st, "die:1", "dir:1")
    assert st.agent.door == door(1741) + 3 and st.stage == "play"
    assert len([e for e in events if getattr(e, "piece", "") == "agent:0"]) == 3  # door by door


def test_m_move_2_a_move_bounces_back_at_the_end() -> None:
    st = table(years=(1212, 1492))
    st, _ = act(st, "dice:3,3", "die:0", "dir:-1")
    assert st.agent.door == door(1212) + 1  # 1212 -> 1099, bounce -> 1212 -> 1492 (blue, go on)


def test_m_move_3_a_transport_door_costs_one_step_and_the_direction_is_chosen_again() -> None:
    st = table(years=(1212, 1840))
    st, _ = act(st, "dice:2,2", "die:0", "dir:1")
    assert st.agent.door == door(1492) and "jump" in legal(st) and "go" in legal(st)
    st, _ = act(st, "jump")
    assert st.agent.door == door(1815)
    assert st.stage == "play"  # the jump used the last step


def test_m_move_4_after_a_jump_left_or_right_again() -> None:
    st = table(years=(1212, 1840))
    st, _ = act(st, "dice:3,3", "die:0", "dir:1", "jump")
    assert legal(st) == ["dir:-1", "dir:1"]  # no jumping straight back (M-MOVE-5)
    st, _ = act(st, "dir:1")
    assert st.agent.door == door(1840)


def test_m_move_6_the_start_door_counts_for_a_jump() -> None:
    st = table(years=(1492, 1840))
    st, _ = act(st, "dice:2,3", "die:0")
    assert "jump" in legal(st)


# --- the office key (M-KEY) ------------------------------------------------------------------------
def test_example_alonso_office_key_with_a_6_and_a_4_reaches_1590() -> None:
    """The rulebook: Alonso rolls 6 and 4; moving 4 he reaches the coloured 1590 door, the 6 is the key."""
    st = table(agents=("alonso", "amelia"), years=(1521, 1840))
    st, _ = act(st, "dice:4,6", "die:0", "dir:1")
    assert st.agent.door == door(1590)
    assert legal(st) == ["office", "stop"]
    st, _ = act(st, "office")
    assert st.agent.in_office and st.agent.door is None and st.stage == "office"


def test_m_key_1_no_key_without_a_1_or_a_6() -> None:
    st = table(agents=("alonso", "amelia"), years=(1521, 1840))
    st, _ = act(st, "dice:4,5", "die:0", "dir:1")
    assert st.stage == "play" and st.agent.door == door(1590)


def test_m_key_2_the_other_die_must_be_the_key() -> None:
    st = table(agents=("alonso", "amelia"), years=(1588, 1840))
    st, _ = act(st, "dice:1,4", "die:0", "dir:1")  # moving with the 1 itself: the 4 is no key
    assert st.stage == "play"


def test_m_key_6_a_turn_that_starts_in_the_office_must_leave_and_not_come_back() -> None:
    st = table(agents=("alonso", "amelia"), years=(1521, 1840))
    st.agents[0].door, st.agents[0].in_office = None, True
    st, _ = act(st, "dice:1,6")
    assert legal(st) == [f"leave:{d}" for d, c in enumerate(stair().colours) if c]
    st, _ = act(st, f"leave:{door(1492)}", "die:1", "dir:1")
    assert st.agent.door == door(1590) and legal(st) == ["go", "jump"]  # the key would open here


def _left_the_office_onto(year: int, hand: list[str]) -> MinisterioState:
    """Seat 0's turn began in the office (dice 2 and 4: a key); it left by the coloured door of `year`
    and moved two doors up, ready to play a card."""
    st = table(agents=("alonso", "amelia"), years=(1521, 1840), hands=(hand,))
    st.agents[0].door, st.agents[0].in_office = None, True
    return act(st, "dice:2,4", f"leave:{door(year)}", "die:0", "dir:1")[0]


def test_m_key_6_a_place_card_from_the_hand_does_not_reopen_the_office_in_the_turn_that_left_it() -> None:
    """The rulebook's span is "this round"; a round holds one turn of each agent, so the ban lasts
    the rest of the turn that left the office, whatever the route. The place's other half stays."""
    st = _left_the_office_onto(1590, ["seville"])
    assert st.stage == "play" and st.t["left_office"]
    st, _ = act(st, "play:seville", "tile:well-1")
    assert st.stage == "place" and legal(st) == ["place_draw"]
    assert not st.is_legal(Action("place_office"))


def test_m_key_6_a_place_card_from_the_places_pile_does_not_reopen_the_office_either() -> None:
    st = _left_the_office_onto(1590, [])
    st.piles["place"] = ["seville"]
    st.deck = [c for c in st.deck if c != "seville"]
    st, _ = act(st, "pile:place", "tile:well-1")
    assert st.stage == "place" and legal(st) == ["place_draw"]


def test_m_key_6_the_next_turn_may_enter_again_by_a_place_card() -> None:
    """The ban ends with the turn: a later turn that does not begin in the office may use a place."""
    st = _left_the_office_onto(1590, ["seville"])
    st = finish_turn(st)  # seat 0 plays no card; seat 1's turn
    st = finish_turn(st)
    assert st.turn == 0 and not st.agents[0].in_office and not st.t["left_office"]
    st = at_play(st)
    here = st.agents[0].door
    st.facedown[here], st.on_door[here] = False, ()  # no enemy in the way of the card
    st, _ = act(st, "play:seville")
    assert st.stage == "place" and legal(st) == ["place_draw", "place_office"]


# --- anachronism (M-PA) ----------------------------------------------------------------------------
def test_example_amelia_1815_to_1898_is_3_pa() -> None:
    """The rulebook: Amelia on 1815 plays Martín Cerezo (1898): 1840 and 1890 between, so 3 PA."""
    st = at_play(table(years=(1815, 1492), hands=(["martin-cerezo"],)))
    st, events = act(st, "play:martin-cerezo")
    assert st.agent.pa == 3 and st.agent.door == door(1815)  # M-PA-3: the figure stays
    assert any(isinstance(e, PaChanged) and e.delta == 3 for e in events)


def test_m_pa_1_a_card_of_your_door_costs_nothing_and_investigating_costs_nothing() -> None:
    st = at_play(table(years=(1898, 1492), hands=(["martin-cerezo"],)))
    assert act(st, "play:martin-cerezo")[0].agent.pa == 0
    assert act(st, "investigate")[0].agent.pa == 0


def test_m_pa_1_the_top_of_a_discard_pile_can_be_played() -> None:
    st = at_play(table(years=(1898, 1492)))
    st.piles["character"] = ["el-cid", "martin-cerezo"]
    st.deck = [c for c in st.deck if c not in ("el-cid", "martin-cerezo")]
    assert "pile:character" in legal(st)
    st, _ = act(st, "pile:character")
    assert st.piles["character"] == ["el-cid"] and st.t["played"]["card"] == "martin-cerezo"


def test_m_pa_4_above_10_pa_the_agent_goes_to_huesca_with_everything_they_hold() -> None:
    st = at_play(table(years=(1815, 1492), hands=(["martin-cerezo", "cobi"],)))
    st.agents[0].pa = 8
    st.agents[0].controlled = ["tizona"]
    st.agents[0].enemies = ["smuggler"]
    st.deck = [c for c in st.deck if c != "tizona"]
    st, _ = act(st, "play:martin-cerezo")
    prisoner = st.agents[0]
    assert prisoner.prison and prisoner.hand == [] and prisoner.controlled == [] and prisoner.mission is None
    assert {"martin-cerezo"} <= set(st.piles["character"]) and "tizona" in st.piles["object"]
    assert "smuggler" in st.removed
    assert st.turn == 1 and st.stage == "roll"


def test_m_pa_4_exactly_10_pa_is_not_prison() -> None:
    st = at_play(table(years=(1815, 1492), hands=(["martin-cerezo"],)))
    st.agents[0].pa = 7
    st, _ = act(st, "play:martin-cerezo")
    assert not st.agents[0].prison and st.agents[0].pa == 10


# --- enemies (M-FIGHT) ---------------------------------------------------------------------------------
def test_m_fight_1_the_tile_on_your_door_is_revealed_as_a_chance_draw() -> None:
    st = at_play(table(years=(1840, 1492)))
    st, _ = act(st, "investigate")
    assert st.to_act() == CHANCE and st.stage == "reveal"
    assert len(st.chance_outcomes()) == 30
    st, events = act(st, "tile:smuggler")
    assert any(isinstance(e, EnemyRevealed) for e in events) and not st.facedown[door(1840)]
    assert st.stage == "fight" and st.t["enemy"] == "smuggler"


def test_m_fight_2_die_plus_combat_reaching_the_value_wins_the_tile() -> None:
    st = at_play(table(agents=("alonso", "amelia"), years=(1840, 1492)))
    st, _ = act(st, "investigate", "tile:hired-forger", "fight", "roll:3")  # 3 + 3 = 6
    assert st.agents[0].enemies == ["hired-forger"] and st.on_door[door(1840)] == ()


def test_example_irene_discards_a_plus_2_card_after_her_roll() -> None:
    """The rulebook: Irene (combat 2) rolls 3 against a 7: one +2 card saves her, or she lets it go."""
    st = at_play(table(agents=("irene", "amelia"), years=(1840, 1492), hands=(["nebrija-grammar"],)))
    st, _ = act(st, "investigate", "tile:court-poisoner", "fight", "roll:3")
    assert legal(st) == ["concede", "discard:nebrija-grammar"]
    won, _ = act(st, "discard:nebrija-grammar")
    assert won.agents[0].enemies == ["court-poisoner"] and won.piles["object"] == ["nebrija-grammar"]
    lost, _ = act(st, "concede")
    assert lost.agents[0].enemies == [] and "court-poisoner" not in lost.on_door[door(1840)]


def test_m_fight_3_a_discard_bonus_turns_a_rolled_2_into_4() -> None:
    st = at_play(table(agents=("amelia", "alonso"), years=(1840, 1492), hands=(["nebrija-grammar"],)))
    st, _ = act(st, "investigate", "tile:tercio-deserter", "discard:nebrija-grammar", "fight", "roll:1")
    assert st.agents[0].enemies == ["tercio-deserter"]  # 1 + combat 1 + 2 = 4


def test_m_fight_4_an_enemy_let_go_steps_toward_its_colour_and_slips_into_the_office() -> None:
    st = at_play(table(years=(1840, 1492)))
    st, _ = act(st, "investigate", "tile:smuggler", "let_go")  # green: 1734 and 1975
    nearest = 1 if abs(door(1975) - door(1840)) < abs(door(1734) - door(1840)) else -1
    assert "smuggler" in st.on_door[door(1840) + nearest]
    st = at_play(table(years=(1741, 1492)))
    st, _ = act(st, "investigate", "tile:smuggler", "let_go")  # one door from 1734: it arrives
    assert st.slots == ["smuggler"]


def test_m_fight_4_an_enemy_on_a_door_of_its_colour_enters_the_office_at_once() -> None:
    st = at_play(table(years=(1734, 1492)))
    st, _ = act(st, "investigate", "tile:saboteur", "let_go")
    assert st.slots == ["saboteur"]


def test_m_fight_1_several_enemies_are_faced_in_the_agents_order() -> None:
    st = at_play(table(agents=("alonso", "amelia"), years=(1840, 1492)))
    st.facedown[door(1840)] = False
    st.on_door[door(1840)] = ("bandolero", "smuggler")
    st.tile_pool = [t for t in st.tile_pool if t not in ("bandolero", "smuggler")]
    st, _ = act(st, "investigate")
    assert legal(st) == ["face:bandolero", "face:smuggler"]
    st, _ = act(st, "face:smuggler", "fight", "roll:3")
    assert st.stage == "fight" and st.t["enemy"] == "bandolero"


def test_m_fight_5_a_door_without_an_enemy_is_closed_plus_2() -> None:
    st = at_play(table(agents=("amelia", "alonso"), years=(1099, 1492), hands=(["last-battle-of-the-cid"],)))
    st.facedown[door(1099)] = False
    st, _ = act(st, "play:last-battle-of-the-cid")
    assert st.stage == "trial" and st.t["trial"]["closed"]


def test_example_angustias_closed_door_trial_needs_a_plus_2_discard() -> None:
    """The rulebook: Angustias (knowledge 3) tries The last battle of the Cid (6) on a closed door, so
    she needs 8; she rolls 3 and must discard a +2 card."""
    hand = ["last-battle-of-the-cid", "juan-de-padilla"]
    st = at_play(table(agents=("angustias", "alonso"), years=(1099, 1492), hands=(hand,)))
    st.facedown[door(1099)] = False
    st, _ = act(st, "play:last-battle-of-the-cid", "try", "roll:3")
    assert st.stage == "trial" and "fail" in legal(st)
    st, _ = act(st, "discard:juan-de-padilla")
    assert st.agents[0].controlled == ["last-battle-of-the-cid"]


def test_m_fight_6_five_intruders_in_the_office_and_everybody_loses() -> None:
    st = at_play(table(years=(1840, 1492)))
    st.slots = ["smuggler", "bandolero", "saboteur", "card-sharp"]
    st, _ = act(st, "investigate", "tile:heinrich", "let_go")
    assert st.is_terminal()
    outcome = st.outcome()
    assert outcome is not None and outcome.all_lose and not outcome.winners


# --- special enemies (M-SPECIAL) ---------------------------------------------------------------------
def test_m_special_1_susana_takes_an_office_tile_and_no_slot() -> None:
    st = at_play(table(years=(1840, 1492)))
    st, _ = act(st, "investigate", "tile:susana-torres")
    assert legal(st) == ["raze:shed-pa", "raze:draw", "raze:convert", "raze:replay"]
    st, _ = act(st, "raze:draw")
    assert "draw" not in st.office_tiles and st.slots == [] and "susana-torres" in st.removed


@pytest.mark.parametrize(("tile", "stolen"), [("paul-walcott", "tizona"), ("john-bennet", "cobi")])
def test_m_special_2_3_paul_and_john_steal_an_object_and_take_a_slot(tile: str, stolen: str) -> None:
    st = at_play(table(years=(1840, 1492)))
    st.agents[0].controlled = ["cobi", "tizona", "el-cid"]
    st.deck = [c for c in st.deck if c not in ("cobi", "tizona", "el-cid")]
    st, _ = act(st, "investigate", f"tile:{tile}")
    assert stolen not in st.agents[0].controlled and st.piles["object"] == [stolen]
    assert st.slots == [tile]


def test_m_special_4_heinrich_beaten_in_the_first_fight_or_into_the_office() -> None:
    st = at_play(table(years=(1840, 1492)))
    st, _ = act(st, "investigate", "tile:heinrich", "fight", "roll:2", "concede")
    assert st.slots == ["heinrich"]


def test_m_special_5_the_bosses_go_to_the_centre_and_harden_every_other_enemy() -> None:
    st = at_play(table(years=(1840, 1492)))
    st, _ = act(st, "investigate", "tile:thibaud")
    assert st.bosses == ["thibaud"] and st.enemy_combat("smuggler") == 5
    st.bosses.append("darrow")
    assert st.enemy_combat("moran") == 10


def test_example_lola_moves_right_five_doors_when_alonso_rolls_5() -> None:
    """The rulebook: Alonso moves 5, so Lola moves right 5 doors; everyone she passes takes 1 PA."""
    st = table(agents=("alonso", "amelia"), years=(1840, 1521))
    st.lola = door(1099)
    st, _ = act(st, "dice:2,5", "die:1", "dir:1")
    assert st.lola == door(1099)  # Lola walks once the move is over
    st, _ = act(st, "go")
    assert st.lola == door(1099) + 5
    assert st.agents[1].pa == 1 and st.agents[0].pa == 0


def test_m_special_6_lola_appears_where_she_is_revealed_and_goes_left_on_even() -> None:
    st = at_play(table(years=(1840, 1492)))
    st, _ = act(st, "investigate", "tile:lola-mendieta")
    assert st.lola == door(1840) and "lola-mendieta" in st.removed
    st = finish_turn(st)
    st, _ = act(st, "dice:4,4", "die:0", "dir:1")
    assert st.lola == door(1840) - 4


def test_m_special_7_napoleon_rolls_his_own_die_plus_3() -> None:
    st = at_play(table(agents=("alonso", "amelia"), years=(1840, 1492)))
    st, _ = act(st, "investigate", "tile:napoleon")
    assert st.stage == "enemy_roll"
    st, _ = act(st, "roll:5")
    assert st.enemy_combat("napoleon") == 8
    st, _ = act(st, "fight", "roll:5")  # 5 + combat 3 = 8
    assert st.agents[0].enemies == ["napoleon"]


def test_m_special_8_moran_costs_a_pa_on_a_lost_fight_only() -> None:
    st = at_play(table(years=(1840, 1492)))
    lost, _ = act(st, "investigate", "tile:moran", "fight", "roll:1", "concede")
    assert lost.agents[0].pa == 1
    let_go, _ = act(st, "investigate", "tile:moran", "let_go")
    assert let_go.agents[0].pa == 0


def test_m_special_9_a_well_holds_no_enemy_and_the_door_is_closed() -> None:
    st = at_play(table(years=(1099, 1492), hands=(["el-cid"],)))
    st, _ = act(st, "play:el-cid", "tile:well-1")
    assert st.stage == "trial" and st.t["trial"]["closed"]


# --- the office (M-OFFICE) -------------------------------------------------------------------------
def in_office(st: MinisterioState) -> MinisterioState:
    st = st.clone()
    st.agents[0].door, st.agents[0].in_office, st.stage = None, True, "office"
    return st


def test_m_office_2_a_word_with_salvador_takes_off_4_pa() -> None:
    st = in_office(table())
    st.agents[0].pa = 3
    st, _ = act(st, "office_pa")
    assert st.agents[0].pa == 0 and st.turn == 1


def test_m_office_3_the_archive_draws_4() -> None:
    st = in_office(table())
    st, _ = act(st, "office_draw")
    assert st.to_draw == 4 and st.to_act() == CHANCE


def test_m_office_4_debriefed_enemies_are_vp_and_no_longer_enemies() -> None:
    st = in_office(table(missions=("hold-the-doors", "golden-age")))
    st.agents[0].enemies = ["smuggler", "bandolero"]
    assert legal(st)[:4] == ["office_pa", "office_draw", "convert:1", "convert:2"]
    st, _ = act(st, "convert:2")
    assert st.agents[0].converted == ["smuggler", "bandolero"] and st.agents[0].enemies == []
    assert st.score_parts(0)["converted"] == 2


def test_m_office_5_the_evidence_room_replays_a_discard_without_pa_never_a_place() -> None:
    st = in_office(table())
    st.piles["object"], st.piles["place"] = ["cobi"], ["valencia"]
    assert "replay:place" not in legal(st)
    st, _ = act(st, "replay:object")
    assert st.stage == "trial" and not st.t["trial"]["closed"] and st.agents[0].pa == 0


def test_m_office_6_delivering_needs_every_requirement() -> None:
    st = in_office(table(missions=("hold-the-doors", "golden-age")))
    assert "deliver" not in legal(st)
    st.agents[0].enemies = ["smuggler", "bandolero", "saboteur", "card-sharp"]
    st.agents[0].controlled = ["lepanto", "hendaye-meeting"]
    st.forget_options()  # changed by hand after its options were worked out
    st, _ = act(st, "deliver")
    assert st.agents[0].delivered and st.agents[0].first_delivery and st.ending == "delivered"


# --- cards (M-CARD, M-PLACE, M-DECK) ---------------------------------------------------------------------
def test_m_card_2_investigating_draws_the_research_value() -> None:
    st = at_play(table(agents=("salvador", "alonso"), years=(1099, 1492)))
    st.facedown[door(1099)] = False
    st, _ = act(st, "investigate")
    assert st.to_draw == 3


def test_m_card_4_a_failed_trial_discards_the_card() -> None:
    st = at_play(table(years=(1099, 1492), hands=(["el-cid"],)))
    st.facedown[door(1099)] = False
    st, _ = act(st, "play:el-cid", "try", "roll:1", "fail")
    assert st.piles["character"] == ["el-cid"] and st.turn == 1


def test_m_card_5_an_urgente_effect_once_if_wished() -> None:
    st = at_play(table(agents=("velazquez", "alonso"), years=(1554, 1492), hands=(["lazarillo"],)))
    st, _ = act(st, "play:lazarillo", "tile:well-1", "try", "roll:6")  # 6 + 4 >= 5 + 2
    assert legal(st) == ["use", "skip"]
    used, _ = act(st, "use")
    assert used.to_draw == 2
    skipped, _ = act(st, "skip")
    assert skipped.to_draw == 0 and skipped.turn == 1


def test_m_card_5_lasting_effects_work_while_controlled() -> None:
    st = table(agents=("amelia", "alonso"))
    st.agents[0].controlled = ["tizona", "peral-submarine", "adolfo-suarez"]
    assert st.stat(0, "combat") == 2
    assert st.pa_cost(0, "martin-cerezo") == 2  # 1815 -> 1898 is 3, less 1
    assert st.modifiers(0).get("open_doors") == 1


def test_m_place_1_draw_3_and_lose_2_pa_then_back_on_top_of_the_pile() -> None:
    st = at_play(table(years=(1099, 1492), hands=(["valencia"],)))
    st.agents[0].pa = 3
    st.piles["place"] = ["granada"]
    st, _ = act(st, "play:valencia", "tile:well-1")
    assert legal(st) == ["place_draw", "place_office"]
    st, _ = act(st, "place_draw")
    assert st.agents[0].pa == 1 and st.to_draw == 3 and st.piles["place"] == ["granada", "valencia"]


def test_m_place_2_a_place_from_the_pile_goes_underneath_and_can_open_the_office() -> None:
    st = at_play(table(years=(1099, 1492)))
    st.piles["place"] = ["granada", "valencia"]
    st, _ = act(st, "pile:place", "tile:well-1", "place_office")
    assert st.piles["place"] == ["valencia", "granada"] and st.stage == "office" and st.agents[0].in_office


def test_m_deck_1_an_empty_deck_is_rebuilt_from_the_discard_piles() -> None:
    st = at_play(table(years=(1099, 1492)))
    st.facedown[door(1099)] = False
    st.piles["object"] = list(st.deck)
    st.deck = []
    st, _ = act(st, "investigate")
    assert st.to_act() == CHANCE and len(st.deck) == 56 and st.piles["object"] == []


def test_m_end_3_no_cards_left_ends_the_game_with_the_round() -> None:
    st = at_play(table(years=(1099, 1492)))
    st.facedown[door(1099)] = False
    st.deck = []
    st, _ = act(st, "investigate")
    assert st.ending == "cards" and st.turn == 1 and not st.is_terminal()
    st = finish_turn(st)
    assert st.is_terminal()


def test_m_end_3_all_tiles_revealed_ends_the_game_with_the_round() -> None:
    st = at_play(table(years=(1099, 1492)))
    st.facedown = [False] * len(stair())
    st.facedown[door(1099)] = True
    st.tile_pool = ["well-1"]
    st, _ = act(st, "pass", "tile:well-1")
    assert st.ending == "revealed" and st.turn == 1
    assert finish_turn(st).is_terminal()


def test_m_end_1_a_delivery_plays_the_round_out_and_the_sam_tom_mich_scores() -> None:
    """The rulebook's scoring example: Sam delivers first (10 + 2), Tom completes his mission (10),
    Mich met some requirement lines (partial VP); each PA costs 1 VP."""
    st = table(
        agents=("alonso", "amelia", "pacino"),
        years=(1840, 1840, 1840),
        missions=("golden-age", "hold-the-doors", "friends-in-every-age"),
    )
    sam, tom, mich = st.agents
    sam.controlled, sam.enemies = ["cervantes", "lope-de-vega", "tizona"], ["smuggler"]
    tom.controlled, tom.enemies = (
        ["lepanto", "hendaye-meeting"],
        ["bandolero", "saboteur", "card-sharp", "time-tourist"],
    )
    mich.controlled, mich.pa = ["el-cid", "goya", "lorca"], 1
    st.deck = [c for c in st.deck if c not in {*sam.controlled, *tom.controlled, *mich.controlled}]
    st = in_office(st)
    st, _ = act(st, "deliver")
    assert st.turn == 1 and not st.is_terminal()
    st = finish_turn(finish_turn(st))
    assert st.is_terminal()
    cards = [sum(content().cards[c].vp for c in a.controlled) for a in st.agents]
    assert st.score_parts(0)["mission"] == 10 and st.score_parts(0)["first"] == 2
    assert st.score_parts(1)["mission"] == 10 and st.score_parts(1)["first"] == 0
    assert st.score_parts(2)["mission"] == 4 and st.score_parts(2)["pa"] == -1
    assert st.score(0) == 12 + cards[0] - st.agents[0].pa


def test_m_score_1_no_requirement_line_met_scores_no_mission_vp_and_the_hand_counts_nothing() -> None:
    st = table(missions=("golden-age", "hold-the-doors"), hands=(["las-meninas"],))
    assert st.score_parts(0) == {"mission": 0, "first": 0, "cards": 0, "converted": 0, "pa": 0}


def test_m_score_2_a_prisoner_cannot_win() -> None:
    st = table()
    st.agents[1].prison = True
    st.agents[1].pa = 0
    st.agents[0].pa = 3
    finish(st)
    outcome = st.outcome()
    assert outcome is not None and outcome.winners == frozenset({0})


# --- whole games ------------------------------------------------------------------------------------
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_seeded_random_games_reach_the_end(seats: int) -> None:
    rng = Rng(100 + seats)
    st = GAME.new_initial_state(GAME.make_config(seats))
    steps = 0
    while not st.is_terminal():
        if st.to_act() == CHANCE:
            outcomes = st.chance_outcomes()
            action = outcomes[rng.weighted_index([p for _, p in outcomes])][0]
        else:
            action = rng.choice(st.legal_actions())
            assert st.is_legal(action)
        st, _ = st.apply(action)
        steps += 1
        assert steps < GAME.info.max_length
    assert st.outcome() is not None


def test_example_ming_met_two_events_and_nothing_else_scores_the_partial_vp() -> None:
    """The rulebook: Ming completed the two events of his mission but nothing else: partial VP (M-SCORE-3)."""
    st = table(missions=("century-of-change", "golden-age"))
    st.agents[0].controlled = ["canalejas-shot", "hendaye-meeting"]
    assert st.score_parts(0)["mission"] == 4 and not st.mission_met(0)


def test_example_a_plus_2_discard_turns_a_rolled_2_into_4() -> None:
    """The rulebook: a +2 discard bonus changes a dice roll of 2 to 4 (M-FIGHT-3)."""
    st = at_play(table(agents=("amelia", "alonso"), years=(1840, 1492), hands=(["nebrija-grammar"],)))
    st, _ = act(st, "investigate", "tile:art-thief", "fight", "roll:2")  # 2 + combat 1 = 3 of 5
    assert st.agents[0].enemies == []
    st, _ = act(st, "discard:nebrija-grammar")  # the 2 counts as 4: 4 + 1 = 5
    assert st.agents[0].enemies == ["art-thief"]


def test_m_key_4_with_a_6_and_a_1_either_die_may_move() -> None:
    st = table(agents=("alonso", "amelia"), years=(1588, 1840))
    st, _ = act(st, "dice:1,6")
    with_one, _ = act(st, "die:0", "dir:1")  # 1588 -> 1590: the 6 is the key
    assert "office" in legal(with_one)
    with_six, _ = act(st, "die:1", "dir:-1")  # 1588 down through 1492 (blue): the 1 is the key
    assert with_six.agent.door == door(1492) and "office" in legal(with_six)


def test_m_key_5_entering_the_office_forfeits_the_rest_of_the_move() -> None:
    st = table(agents=("alonso", "amelia"), years=(1554, 1840))
    st, _ = act(st, "dice:4,6", "die:0", "dir:1")  # passes 1590 with a step left
    assert st.agent.door == door(1590) and "office" in legal(st) and "go" in legal(st)
    st, _ = act(st, "office")
    assert st.agent.in_office and st.t["steps"] == 1 and st.stage == "office"


def test_m_card_1_one_of_investigating_or_taking_control_per_turn() -> None:
    st = at_play(table(years=(1099, 1492), hands=(["el-cid"],)))
    st.facedown[door(1099)] = False
    investigated, _ = act(st, "investigate")
    assert investigated.to_draw == 2 and investigated.t["trial"] is None
    played, _ = act(st, "play:el-cid")
    assert played.stage == "trial" and played.to_draw == 0


def test_m_end_2_a_place_card_opens_the_office_to_deliver() -> None:
    st = at_play(table(years=(1099, 1492), hands=(["valencia"],), missions=("hold-the-doors", "golden-age")))
    st.agents[0].enemies = ["smuggler", "bandolero", "saboteur", "card-sharp"]
    st.agents[0].controlled = ["lepanto", "hendaye-meeting"]
    st, _ = act(st, "play:valencia", "tile:well-1", "place_office")
    assert "deliver" in legal(st)


def test_hidden_hands_missions_and_tiles_stay_hidden_and_are_resampled() -> None:
    st = at_play(
        table(years=(1099, 1492), hands=(["el-cid"], ["cobi"]), missions=("hold-the-doors", "golden-age"))
    )
    st.peeked, st.peekers = {"5": "moran"}, {"5": [1]}
    st.tile_pool.remove("moran")
    mine, theirs = st.observe(0), st.observe(1)
    assert mine["agents"][1]["hand"] is None and mine["agents"][1]["mission"] is None
    assert mine["known_tiles"] == {} and theirs["known_tiles"] == {"5": "moran"}
    assert "deck" not in mine and mine["deck_size"] == len(st.deck)
    worlds = [GAME.determinize(mine, Rng(seed)) for seed in range(6)]
    assert all(w.agents[0].hand == ["el-cid"] and w.agents[0].mission == "hold-the-doors" for w in worlds)
    assert len({tuple(w.agents[1].hand) for w in worlds}) > 1
    assert len({w.peeked["5"] for w in worlds}) > 1


def test_m_setup_2_the_first_game_option_seats_pacino_alonso_and_amelia() -> None:
    """The rulebook's suggestion for a first game at three seats, offered as an option."""
    st = GAME.new_initial_state(GAME.make_config(3, {"agents": "first-game"}))
    assert [a.protagonist for a in st.agents] == ["pacino", "alonso", "amelia"] and st.stage == "deal"
    four = GAME.new_initial_state(GAME.make_config(4, {"agents": "first-game"}))
    assert four.stage == "choose_agent" and four.turn == 3 and "agent:pacino" not in legal(four)


def test_m_end_everyone_lost_says_why_in_words_on_the_results() -> None:
    """M-END: when everybody loses, the results say why in a sentence, never an internal key."""
    st = GAME.new_initial_state(GAME.make_config(2))
    for reason in ("ministry", "prison"):
        finish(st, all_lose=reason)
        outcome = st.outcome()
        assert outcome is not None and outcome.all_lose
        assert reason not in outcome.detail.split() and len(outcome.detail.split()) > 4
