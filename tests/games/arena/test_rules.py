"""One test per rule of docs/rules/arena.md (its id in the test's name)."""

from __future__ import annotations

import pytest

from tests.games.arena.helpers import act, arena, legal, square, time
from timetravel.engine.errors import IllegalAction
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.spaces import Grid
from timetravel.engine.state import CHANCE, TERMINAL
from timetravel.games.arena import GAME
from timetravel.games.arena.combat import counter_chance, hit_chance, protected, targets
from timetravel.games.arena.content import ORIGINAL_ROSTER, content
from timetravel.games.arena.effects import knock_out
from timetravel.games.arena.geometry import INDEX, NAMES
from timetravel.games.arena.reach import reachable
from timetravel.games.arena.state import DRAFT_ORDER, OFF, TOTEM

# --- R1 time -------------------------------------------------------------------------------------------


def test_r1_only_the_active_sides_clock_runs_and_end_starts_the_other() -> None:
    state = arena(mode="first", at={"boxer": "d4"})
    state, _ = state.apply(time(1_000))
    assert state.clock == [299_000, 300_000]
    state, _ = act(state, "move:boxer,d5", "end")
    state, _ = state.apply(time(2_000))
    assert state.clock == [299_000, 298_000] and state.running == 1


def test_r1_hourglasses_run_whoever_plays_and_the_nearest_deadline_comes_first() -> None:
    state = arena(mode="first", at={"boxer": "d4", "wildling": "d5"})
    knock_out(state, state.team.index("wildling"))  # Black's yellow Gate: 30 s
    due = state.time_action(60_000)
    assert due is not None and due.args == (30_000,)
    state, events = state.apply(due)
    assert state.sand[4] == 0 and state.clock[0] == 270_000
    assert any(type(e).__name__ == "HourglassRanOut" for e in events)


def test_r1_time_never_goes_below_zero_and_any_positive_time_is_accepted() -> None:
    state = arena(mode="first")
    knock_out(state, 0)
    state, _ = state.apply(time(7))
    assert state.sand[0] == 29_993
    over, _ = state.apply(time(10_000_000))
    assert over.clock[0] == 0 and over.sand[0] == 0 and over.to_act() == TERMINAL
    with pytest.raises(IllegalAction):
        state.apply(time(0))


def test_r1_the_draft_is_not_timed() -> None:
    state = GAME.new_initial_state(GAME.make_config(2, {"mode": "full"}))
    assert state.stage == "draft" and state.time_action(10_000_000) is None
    after, _ = state.apply(time(5_000))
    assert after.clock == [300_000, 300_000]


def test_r1c_sand_in_an_old_log_runs_the_hourglasses_and_never_a_clock() -> None:
    state = arena(mode="first", at={"boxer": "d4", "wildling": "d5"})
    knock_out(state, state.team.index("wildling"))  # Black's yellow Gate: 30 s
    after, events = act(state, "sand:30000")
    assert after.sand[4] == 0 and after.clock == [300_000, 300_000]
    ready = next(e for e in events if type(e).__name__ == "HourglassRanOut")
    assert ready.seat == 1, "the log marks a fighter back on its Gate with its own player"


def test_r1c_sand_in_an_old_log_never_ends_a_game_by_clock_and_comes_whoever_acts() -> None:
    state = arena(mode="first", at={"boxer": "d4"})
    knock_out(state, 0)
    state.clock = [5, 300_000]
    after, _ = act(state, "sand:40000")
    assert after.clock == [5, 300_000] and after.to_act() == 0 and after.sand[0] == 0
    assert "sand:40000" not in legal(state), "sand is time, not a seat's choice"
    with pytest.raises(IllegalAction):
        state.apply(state.find_action("sand:0"))


def test_r1c_the_draft_lets_no_time_pass_so_a_match_logs_none() -> None:
    match = Match.new(
        GAME, GAME.make_config(2, {"mode": "full"}), [SeatSpec(name="A"), SeatSpec(name="B")], 1
    )
    assert not match.state.time_runs()
    match.advance_time(5_000)
    assert match.flush_time() == [] and match.log == [] and match.pending_ms == 0


def test_r1_handicap_and_clock_options() -> None:
    state = GAME.new_initial_state(GAME.make_config(2, {"clock": "3", "handicap": "black+120"}))
    assert state.clock == [180_000, 300_000]


def test_r1b_waiting_skips_to_the_next_own_hourglass() -> None:
    state = arena(mode="first", at={"boxer": "d4"})
    knock_out(state, state.team.index("minotaur"))  # green: 45 s
    state.forget_options()
    assert "wait" in legal(state)
    state, _ = act(state, "wait")
    assert state.clock[0] == 255_000 and state.sand[1] == 0
    assert "summon:minotaur,a1" in legal(state)


# --- R2 activations ---------------------------------------------------------------------------------------


def test_r2_a_turn_activates_at_least_one_fighter() -> None:
    state = arena(mode="first")
    assert "end" not in legal(state)
    state, _ = act(state, "summon:boxer,b1")
    assert "end" in legal(state)


def test_r2_a_side_with_every_fighter_out_may_end_at_once() -> None:
    state = arena(mode="first")
    for slot in range(4):
        knock_out(state, slot)
    state.forget_options()
    assert legal(state) == {"end", "wait"}


def test_r2_each_fighter_once_and_an_activation_ends_when_another_acts() -> None:
    state = arena(mode="first", at={"boxer": "d4", "minotaur": "e4"})
    state, _ = act(state, "move:boxer,d5", "move:minotaur,e5")
    assert not any(a.startswith(("move:boxer", "attack:boxer")) for a in legal(state))
    assert not any(a.startswith("move:minotaur") for a in legal(state))


def test_r2_move_and_attack_in_either_order_never_two_moves() -> None:
    state = arena(mode="first", at={"boxer": "d4", "wildling": "d6"})
    state, _ = act(state, "move:boxer,d5")
    assert "attack:boxer,d6" in legal(state) and not any(a.startswith("move:boxer") for a in legal(state))
    state = arena(mode="first", at={"boxer": "d5", "wildling": "d6"})
    state, _ = act(state, "attack:boxer,d6", "roll:0")
    assert any(a.startswith("move:boxer") for a in legal(state))
    assert not any(a.startswith("attack:boxer") for a in legal(state))


# --- R3 summoning -----------------------------------------------------------------------------------------


def test_r3_summon_onto_a_free_summoning_square_then_act_at_once() -> None:
    state = arena(mode="first", at={"minotaur": "a1"})
    summons = {a for a in legal(state) if a.startswith("summon:boxer")}
    assert summons == {f"summon:boxer,{s}" for s in ("b1", "c2", "f2", "g1", "h1")}
    state, _ = act(state, "summon:boxer,c2", "move:boxer,c4")
    assert square(state, "boxer") == INDEX["c4"]


def test_r3_a_knocked_out_fighter_waits_for_its_hourglass() -> None:
    state = arena(mode="first")
    knock_out(state, 0)
    state.forget_options()
    assert not any(a.startswith("summon:boxer") for a in legal(state))
    state, _ = state.apply(time(30_000))
    assert any(a.startswith("summon:boxer") for a in legal(state))


# --- R4 moving ---------------------------------------------------------------------------------------------


def test_r4_moves_never_cross_or_end_on_a_fighter_and_match_the_grid() -> None:
    state = arena(mode="first", at={"mercenary": "d4", "wildling": "c5", "twins": "d5", "druid": "e5"})
    reach = reachable(state, state.team.index("mercenary"))
    blocked = {(s % 8, s // 8) for s in state.at if s >= 0}
    grid = Grid(8, 8).reachable((3, 3), 2, blocked)
    assert {x + 8 * y: n for (x, y), n in grid.items()} == reach
    assert INDEX["d6"] not in reach and INDEX["f5"] in reach  # the wall holds; around it, two steps


# --- R5 / R6 / R7 fights ---------------------------------------------------------------------------------------


def test_r5_adjacent_only_and_a_zero_attack_still_attacks() -> None:
    state = arena(
        mode="first",
        white=["wildling", "twins", "druid", "troll"],
        black=["boxer", "minotaur", "centurion", "mercenary"],
        at={"druid": "d4", "boxer": "e5", "minotaur": "d6"},
    )
    assert legal(state) >= {"attack:druid,e5"} and "attack:druid,d6" not in legal(state)
    after, _ = act(state, "attack:druid,e5", "roll:2")
    assert square(after, "boxer") == OFF  # the Druid's attack 0 + 2 > 1


def test_r5_critical_failure_always_misses_and_ko_always_hits() -> None:
    state = arena(mode="first", at={"minotaur": "d4", "boxer": "a1", "wildling": "d5"})
    missed, _ = act(state, "attack:minotaur,d5", "roll:miss")
    assert square(missed, "wildling") == INDEX["d5"]
    state = arena(mode="first", at={"boxer": "d4", "troll": "d5"})
    hit, _ = act(state, "attack:boxer,d5", "roll:KO")
    assert square(hit, "troll") == OFF


def test_r6_the_totem_only_from_its_edge_and_zero_energy_loses() -> None:
    state = arena(mode="first", at={"minotaur": "b8"})
    assert "attack:minotaur,totem" not in legal(state)
    state = arena(mode="first", at={"minotaur": "c8"})
    state.energy = [6, 2]
    over, _ = act(state, "attack:minotaur,totem", "roll:2")
    assert over.energy[1] == 0 and over.to_act() == TERMINAL
    outcome = over.outcome()
    assert outcome is not None and outcome.winners == frozenset({0})


def test_r7_a_knockout_turns_the_gates_hourglass() -> None:
    state = arena(mode="first", at={"minotaur": "d4", "twins": "d5"})
    state, events = act(state, "attack:minotaur,d5", "roll:1")
    twins = state.team.index("twins")
    assert state.at[twins] == OFF and state.sand[twins] == 45_000
    assert any(getattr(e, "hourglass_ms", 0) == 45_000 for e in events)


# --- R8 ranged ---------------------------------------------------------------------------------------------------


def test_r8_ranged_attack_needs_range_and_a_clear_line() -> None:
    white = ["wildling", "twins", "druid", "troll"]
    black = ["boxer", "minotaur", "centurion", "mercenary"]
    state = arena(
        white=white, black=black, at={"twins": "d4", "boxer": "d6", "minotaur": "f6", "mercenary": "g7"}
    )
    found = {NAMES[state.at[t]] for t in targets(state, state.team.index("twins")) if t < TOTEM}
    assert found == {"d6", "f6"}  # g7 is 3 away
    blocked = arena(white=white, black=black, at={"twins": "d4", "druid": "d5", "boxer": "d6"})
    assert targets(blocked, blocked.team.index("twins")) == []


def test_r8_a_line_through_a_corner_only_grazes() -> None:
    """a1 -> d2 runs through b1 and c2 and touches c1 and b2 only at their shared corner. Such a
    line needs a range of 3 (at 2 a line from centre to centre crosses whole squares or none), which
    only the original roster's Sniper has (R17)."""
    white = ["wildling", "twins", "sniper", "troll"]
    black = ["boxer", "minotaur", "centurion", "mercenary"]
    at = {"sniper": "a1", "wildling": "c1", "troll": "b2", "boxer": "d2"}
    state = arena(white=white, black=black, at=at, roster=ORIGINAL_ROSTER)
    assert state.fighter(state.team.index("sniper")).range == 3
    assert "attack:sniper,d2" in legal(state)
    at = {"sniper": "a1", "troll": "b1", "boxer": "d2"}
    blocked = arena(white=white, black=black, at=at, roster=ORIGINAL_ROSTER)
    assert "attack:sniper,d2" not in legal(blocked)


def test_r8_ranged_attacks_only_in_the_full_game() -> None:
    state = arena(
        mode="first",
        white=["wildling", "twins", "druid", "troll"],
        black=["boxer", "minotaur", "centurion", "mercenary"],
        at={"twins": "d4", "boxer": "d6"},
    )
    assert "attack:twins,d6" not in legal(state)


def test_r8_a_ranged_fighter_reaches_the_totem_from_before_the_edge() -> None:
    state = arena(
        white=["wildling", "twins", "druid", "troll"],
        black=["boxer", "minotaur", "centurion", "mercenary"],
        at={"twins": "d7"},
    )
    assert "attack:twins,totem" in legal(state)
    state = arena(
        white=["wildling", "twins", "druid", "troll"],
        black=["boxer", "minotaur", "centurion", "mercenary"],
        at={"twins": "d6"},
    )
    assert "attack:twins,totem" not in legal(state)


# --- R9 counter ---------------------------------------------------------------------------------------------------


def test_r9_counter_only_in_contact_and_the_totem_counters_in_the_full_game() -> None:
    state = arena(
        white=["boxer", "twins", "centurion", "mercenary"],
        black=["wildling", "minotaur", "druid", "troll"],
        at={"twins": "d4", "wildling": "d6"},
    )
    ranged, _ = act(state, "attack:twins,d6", "roll:0")
    assert ranged.to_act() == 0  # no counter from two squares away
    totem = arena(at={"minotaur": "d8"})
    hit, _ = act(totem, "attack:minotaur,totem", "roll:1")
    assert hit.to_act() == CHANCE  # the Totem's die
    hit, _ = act(hit, "roll:KO")
    assert square(hit, "minotaur") == OFF and hit.energy[1] == 4
    first = arena(mode="first", at={"minotaur": "d8"})
    hit, _ = act(first, "attack:minotaur,totem", "roll:1")
    assert hit.to_act() == 0


# --- R10 shield ---------------------------------------------------------------------------------------------------


def test_r10_a_shielded_fighter_cannot_be_wounded() -> None:
    state = arena(
        white=["wildling", "twins", "druid", "troll"],
        black=["boxer", "minotaur", "centurion", "mercenary"],
        at={"troll": "e4", "mercenary": "d5", "centurion": "e6"},
    )
    assert "attack:troll,d5" not in legal(state)  # the Centurion on e6 covers the Mercenary on d5
    bomb = arena(
        white=["spark", "twins", "druid", "troll"],
        black=["boxer", "minotaur", "centurion", "mercenary"],
        at={"spark": "d4", "boxer": "c5", "centurion": "b6", "minotaur": "e5"},
    )
    after, _ = act(bomb, "bomb:spark", "roll:KO")
    assert square(after, "boxer") == INDEX["c5"] and square(after, "minotaur") == OFF


def test_r10_the_shield_covers_an_enemy_next_to_its_bearer_too() -> None:
    """The rulebook: the Shield makes "any other Fighter" around it invincible, not only its side's."""
    state = arena(
        white=["boxer", "minotaur", "centurion", "mercenary"],
        black=["wildling", "twins", "druid", "troll"],
        at={"minotaur": "d4", "druid": "d5", "centurion": "e6", "twins": "c4"},
    )
    assert "attack:minotaur,d5" not in legal(state), "White's own Centurion on e6 covers Black's Druid on d5"
    assert "attack:minotaur,c4" in legal(state), "the Twins on c4 stand beyond the Shield"
    assert protected(state, state.team.index("druid")) and not protected(state, state.team.index("twins"))


def test_r10_the_shield_never_covers_its_bearer() -> None:
    state = arena(
        white=["boxer", "minotaur", "druid", "mercenary"],
        black=["wildling", "twins", "centurion", "troll"],
        at={"minotaur": "d4", "centurion": "d5", "troll": "e6"},
    )
    assert "attack:minotaur,d5" in legal(state)
    after, _ = act(state, "attack:minotaur,d5", "roll:KO")
    assert square(after, "centurion") == OFF


def test_r10_an_enemy_shield_stops_a_counter_knocking_out_the_attacker() -> None:
    state = arena(
        white=["boxer", "minotaur", "druid", "mercenary"],
        black=["wildling", "twins", "centurion", "troll"],
        at={"minotaur": "d4", "troll": "d5", "centurion": "c3"},
    )
    minotaur, troll = state.team.index("minotaur"), state.team.index("troll")
    assert counter_chance(state, minotaur, troll) == 0.0, "Black's Centurion on c3 covers the Minotaur on d4"
    assert hit_chance(state, minotaur, troll) > 0.0
    after, _ = act(state, "attack:minotaur,d5", "roll:KO", "roll:KO")
    assert square(after, "minotaur") == INDEX["d4"], "the Troll's KO counter cannot wound a shielded fighter"
    assert square(after, "troll") == OFF


def test_r10_a_bomb_spares_any_fighter_a_shield_covers_but_not_the_bearer() -> None:
    state = arena(
        white=["spark", "minotaur", "centurion", "mercenary"],
        black=["wildling", "twins", "druid", "troll"],
        at={"spark": "d4", "centurion": "e4", "twins": "e5", "druid": "c3"},
    )
    after, _ = act(state, "bomb:spark", "roll:KO")
    assert square(after, "twins") == INDEX["e5"], "Black's Twins stand next to White's Centurion"
    assert (
        square(after, "druid") == OFF and square(after, "centurion") == OFF and square(after, "spark") == OFF
    )


# --- R11 restoration and bomb -----------------------------------------------------------------------------------------


def test_r11_restoration_mends_the_totem_when_no_enemy_is_in_the_arena() -> None:
    state = arena(
        white=["wildling", "twins", "druid", "troll"],
        black=["boxer", "minotaur", "centurion", "mercenary"],
        at={"druid": "d4"},
    )
    state.energy = [4, 6]
    after, _ = act(state, "move:druid,d5", "end")
    assert after.energy == [5, 6]
    state.at[state.team.index("boxer")] = INDEX["a8"]
    state.forget_geometry()
    state.forget_options()
    after, _ = act(state, "move:druid,d5", "end")
    assert after.energy == [4, 6]


def test_r11_a_bomb_hits_every_square_around_and_knocks_out_the_bomber() -> None:
    state = arena(
        white=["spark", "minotaur", "centurion", "mercenary"],
        black=["boxer", "twins", "druid", "troll"],
        at={"spark": "d7", "minotaur": "c6", "boxer": "e8", "troll": "e6", "twins": "a1"},
    )
    after, _ = act(state, "bomb:spark", "roll:2")
    assert square(after, "spark") == OFF
    assert square(after, "boxer") == OFF  # 0 + 2 beats defence 1, friend or foe alike
    assert square(after, "minotaur") == INDEX["c6"] and square(after, "troll") == INDEX["e6"]  # 2 vs 2
    assert after.energy == [6, 6]  # d7 is no edge square
    state = arena(white=["spark", "minotaur", "centurion", "mercenary"], at={"spark": "d8"})
    after, _ = act(state, "bomb:spark", "roll:KO")
    assert after.energy == [6, 5] and square(after, "spark") == OFF


# --- R12 wheel ---------------------------------------------------------------------------------------------------------


def test_r12_a_critical_failure_turns_the_wheel_but_not_in_the_first_game() -> None:
    state = arena(at={"minotaur": "d4", "twins": "d5"})
    after, _ = act(state, "attack:minotaur,d5", "roll:miss")
    assert after.wheel == [1, 0]
    first = arena(mode="first", at={"minotaur": "d4", "twins": "d5"})
    after, _ = act(first, "attack:minotaur,d5", "roll:miss")
    assert after.wheel == [0, 0]


def test_r12_plus_one_after_the_roll_and_the_wheel_resets() -> None:
    state = arena(at={"minotaur": "d4", "troll": "d5"})
    state.wheel = [2, 0]
    state, _ = act(state, "attack:minotaur,d5", "roll:1")  # 2 + 1 does not beat the Troll's defence 3
    assert legal(state) == {"bonus:plus", "accept"}
    state, _ = act(state, "bonus:plus", "roll:1")  # 4 does; the Troll's counter
    assert square(state, "troll") == OFF and state.wheel == [0, 0]


def test_r12_one_more_square_and_one_energy_back() -> None:
    state = arena(at={"minotaur": "d4"})
    state.wheel = [6, 0]
    state.energy = [5, 6]
    assert {"bonus:step", "bonus:energy"} <= legal(state)
    stepped, _ = act(state, "bonus:step")
    assert "move:minotaur,d6" in legal(stepped) and stepped.wheel == [0, 0]
    mended, _ = act(state, "bonus:energy")
    assert mended.energy == [6, 6]


# --- R13 draft ---------------------------------------------------------------------------------------------------------


def test_r13_the_draft_order_and_one_fighter_per_colour() -> None:
    state = GAME.new_initial_state(GAME.make_config(2, {"mode": "full"}))
    sides = []
    for _ in range(8):
        sides.append(state.seat)
        state, _ = state.apply(state.legal_actions()[0])
    assert tuple(sides) == DRAFT_ORDER and state.stage == "play"
    for side in (0, 1):
        colours = [content().fighters[f].colour for f in state.team[side * 4 : side * 4 + 4]]
        assert colours == ["yellow", "green", "blue", "red"]


def _colour(fighter: str) -> str:
    return content().fighters[fighter].colour


def test_r13_white_answers_black_in_the_colour_black_chose() -> None:
    """AB / BA / BA / AB: Black's second and third picks choose a colour White still lacks, and
    White's next pick takes that colour too; the first pair and the last are free."""
    state = GAME.new_initial_state(GAME.make_config(2, {"mode": "full"}))
    state, _ = act(state, "pick:boxer", "pick:druid")  # White yellow, Black blue: free choices
    choices = {_colour(a.args[0]) for a in state.legal_actions()}
    assert choices == {"green", "red"}, "Black leads with a colour both still lack"
    state, _ = act(state, "pick:troll")  # Black leads red
    assert {_colour(a.args[0]) for a in state.legal_actions()} == {"red"}
    state, _ = act(state, "pick:mercenary")
    assert {_colour(a.args[0]) for a in state.legal_actions()} == {"green"}, "the one colour both lack"
    state, _ = act(state, "pick:nomad")
    assert {_colour(a.args[0]) for a in state.legal_actions()} == {"green"}
    state, _ = act(state, "pick:minotaur")
    assert {_colour(a.args[0]) for a in state.legal_actions()} == {"blue"}
    state, _ = act(state, "pick:centurion")
    assert {_colour(a.args[0]) for a in state.legal_actions()} == {"yellow"}


def test_r13_the_first_game_has_fixed_teams() -> None:
    state = GAME.new_initial_state(GAME.make_config(2, {"mode": "first"}))
    assert state.stage == "play" and state.team[:4] == ["boxer", "minotaur", "centurion", "mercenary"]


# --- R14 / R15 expert ----------------------------------------------------------------------------------------------------


def test_r14_a_transporter_costs_one_movement_point_for_its_colour() -> None:
    state = arena(mode="expert", at={"boxer": "a4", "minotaur": "a5"})  # yellow pair a4-h5
    boxer = reachable(state, state.team.index("boxer"))
    assert boxer[INDEX["h5"]] == 1 and boxer[INDEX["g6"]] == 2
    minotaur = reachable(state, state.team.index("minotaur"))  # green pair a5-h4
    assert minotaur[INDEX["h4"]] == 1 and INDEX["h5"] not in minotaur
    grid = Grid(8, 8).reachable((0, 3), 2, {(0, 4)}, links={(0, 3): [(7, 4)], (7, 4): [(0, 3)]})
    assert {x + 8 * y: n for (x, y), n in grid.items()} == boxer


def test_r15_blockade_wins_the_expert_game() -> None:
    at = {"boxer": "b8", "minotaur": "e7", "centurion": "g8", "mercenary": "d4"}
    state = arena(mode="expert", at=at)
    state.acted = 1
    over, _ = act(state, "end")
    assert over.to_act() == TERMINAL and over.reason == "blockade"
    normal = arena(mode="full", at=at)
    normal.acted = 1
    assert act(normal, "end")[0].to_act() != TERMINAL


# --- R16 team play ------------------------------------------------------------------------------------------------------


def test_r16_partners_command_their_own_gates_and_hand_the_turn_over() -> None:
    state = arena(seats=4, at={"boxer": "d4", "minotaur": "e4"})
    assert state.controller(0) == 0 and state.controller(1) == 2 and state.controller(4) == 1
    assert any(a.startswith("move:boxer") for a in legal(state))
    assert not any(a.startswith("move:minotaur") for a in legal(state))
    state, _ = act(state, "move:boxer,d5", "pass")
    assert state.to_act() == 2 and any(a.startswith("move:minotaur") for a in legal(state))
    state, _ = act(state, "end")
    assert state.to_act() == 1


def test_r16_three_seats_one_side_alone() -> None:
    state = arena(seats=3)
    assert [state.controller(s) for s in range(8)] == [0, 2, 0, 2, 1, 1, 1, 1]


def test_r16_partners_take_turns_in_the_draft_each_for_their_own_gates() -> None:
    state = GAME.new_initial_state(GAME.make_config(4, {"mode": "full"}))
    pickers = []
    while state.stage == "draft":
        seat = state.to_act()
        pickers.append(seat)
        for action in state.legal_actions():
            fighter = content().fighters[str(action.args[0])]
            slot = (seat & 1) * 4 + ("yellow", "green", "blue", "red").index(fighter.colour)
            assert state.controller(slot) == seat
        state, _ = state.apply(state.legal_actions()[0])
    assert pickers == [0, 1, 3, 2, 1, 0, 2, 3]


# --- Our reading (docs/rules/arena.md) -----------------------------------------------------------------------


def test_reading_a_side_whose_fighters_cannot_act_may_end() -> None:
    """Ready fighters with every summoning square taken cannot act: the turn may end at once."""
    state = arena(mode="expert", at={"wildling": "b1", "twins": "d2", "druid": "g1"})
    assert legal(state) == {"end"}
    free = arena(mode="expert", at={"wildling": "b1", "twins": "d2"})
    assert "end" not in legal(free)


def test_reading_a_bomb_is_not_countered_and_hits_its_own_totem() -> None:
    state = arena(
        white=["spark", "minotaur", "centurion", "mercenary"],
        black=["wildling", "twins", "druid", "troll"],
        at={"spark": "d1", "wildling": "d2"},
    )
    after, _ = act(state, "bomb:spark", "roll:KO")
    assert after.to_act() == 0  # no counter die
    assert square(after, "wildling") == OFF and after.energy == [5, 6]


def test_reading_a_counters_critical_failure_turns_the_defenders_wheel() -> None:
    state = arena(at={"mercenary": "e4", "wildling": "e5"})
    after, _ = act(state, "attack:mercenary,e5", "roll:0", "roll:miss")
    assert after.wheel == [0, 1]


def test_reading_the_shield_covers_friend_and_foe_but_not_its_bearer() -> None:
    """Our reading of R10 follows the text, "any other Fighter": the bearer's enemies are covered too."""
    state = arena(
        white=["wildling", "twins", "centurion", "troll"],
        black=["boxer", "minotaur", "druid", "mercenary"],
        at={"centurion": "d4", "boxer": "d5", "minotaur": "e5"},
        side=1,
    )
    assert "attack:boxer,d4" in legal(state)  # the bearer is not covered
    state.side = state.running = state.seat = 0
    state.forget_options()
    assert "attack:centurion,d5" not in legal(state), (
        "the Boxer next to the Shield is covered though an enemy"
    )
