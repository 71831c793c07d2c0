"""Staircase geometry: moves use every step and bounce at the ends, transport doors jump across the
stage, the office key, anachronism distances, Lola's walk and an escaping enemy's step.

Rule ids (M-...) are those of docs/rules/ministerio.md.
"""

from __future__ import annotations

import pytest

from timetravel.games.ministerio.content import load_content
from timetravel.games.ministerio.staircase import (
    LEFT,
    RIGHT,
    OfficeEntry,
    Staircase,
    can_enter_office,
    destinations,
    escape_steps,
    has_key,
    lola_walk,
    office_entries,
    routes,
)


@pytest.fixture(scope="module")
def stair() -> Staircase:
    return Staircase.from_doors(load_content().doors)


def door(stair: Staircase, year: int) -> int:
    return stair.index_of(year)


def small(colours: str) -> Staircase:
    """A test staircase from a string: '.' plain door, 'b'/'r'/'g' coloured doors."""
    names = {".": None, "b": "blue", "r": "red", "g": "green"}
    return Staircase(tuple(range(len(colours))), tuple(names[c] for c in colours))  # type: ignore[misc]


# --- M-MOVE: steps, bounces and transport doors -------------------------------------------------
def test_m_move_1_a_move_uses_every_step_in_one_direction():
    stair = small("..........")
    assert destinations(stair, 4, 3, RIGHT) == {7}
    assert destinations(stair, 4, 3, LEFT) == {1}


def test_m_move_2_a_move_bounces_back_at_either_end():
    stair = small("..........")
    assert destinations(stair, 8, 3, RIGHT) == {7}  # 9, bounce, 8, 7
    assert destinations(stair, 1, 3, LEFT) == {2}  # 0, bounce, 1, 2
    route = routes(stair, 8, 3, RIGHT)[0]
    assert route.doors == (9, 8, 7)


def test_m_move_3_a_transport_door_may_be_taken_for_one_step():
    stair = small("..b....b..")
    # from 0, three steps right: 1, 2 (blue, 1 step left); walk on to 3, or jump to 7 with the last step
    assert destinations(stair, 0, 3, RIGHT) == {3, 7}
    jumped = [r for r in routes(stair, 0, 3, RIGHT) if r.end == 7]
    assert [hop.jump for hop in jumped[0].hops] == [False, False, True]


def test_m_move_4_after_a_jump_the_agent_chooses_the_direction_again():
    stair = small("..b....b..")
    # 1, 2, then walk on to 3 and 4, or jump to 7 and take the last step either way
    assert destinations(stair, 0, 4, RIGHT) == {4, 6, 8}


def test_m_move_5_no_jumping_straight_back():
    stair = small("..b....b..")
    # standing on blue 2 with two steps: step to 3, 4 / jump to 7 then step to 6 or 8; never back to 2
    assert destinations(stair, 2, 2, RIGHT) == {4, 6, 8}


def test_m_move_6_the_door_you_start_on_counts_for_a_jump():
    stair = small("..b....b..")
    assert 8 in destinations(stair, 2, 2, RIGHT)
    assert 7 not in destinations(stair, 3, 1, RIGHT)  # a plain start door has no jump


def test_shipped_jumps_cross_the_stage(stair):
    start = door(stair, 1590)  # red, twin of 1927
    assert door(stair, 1927) in destinations(stair, start - 1, 2, RIGHT)


# --- M-KEY: Salvador's office -----------------------------------------------------------------------
def test_example_alonso_office_key_with_a_6_and_a_4_reaches_1590(stair):
    start = door(stair, 1521)  # four doors below 1590
    entries = office_entries(stair, start, (6, 4))
    assert OfficeEntry(move=4, door=door(stair, 1590)) in entries
    assert can_enter_office(stair, start, (4, 6))  # the dice may come in either order


def test_m_key_1_needs_a_1_or_a_6():
    assert has_key((1, 3)) and has_key((2, 6)) and not has_key((2, 5))
    stair = small("..b....b..")
    assert not can_enter_office(stair, 0, (2, 5))  # both moves pass the blue door, but no key
    assert can_enter_office(stair, 0, (1, 5))


def test_m_key_2_the_other_die_must_reach_a_coloured_door():
    stair = small("b.........")
    assert not can_enter_office(stair, 5, (6, 3))  # with 3 nobody gets from 5 to door 0
    assert office_entries(stair, 5, (6, 5)) == (OfficeEntry(move=5, door=0),)
    # passing is enough: 4 steps left from 2 reach door 0 on the second step and bounce on
    assert OfficeEntry(move=4, door=0) in office_entries(stair, 2, (6, 4))


def test_m_key_3_the_start_door_does_not_count():
    stair = small("...b......")
    assert not can_enter_office(stair, 3, (6, 2))  # 2 steps only lead away from the blue door
    assert can_enter_office(stair, 3, (6, 6))  # 6 steps left bounce back over door 3


def test_m_key_4_a_double_six_or_a_six_and_one_try_both_dice():
    stair = small(".........b")
    assert office_entries(stair, 8, (1, 6)) == (OfficeEntry(move=1, door=9), OfficeEntry(move=6, door=9))


# --- M-PA: anachronism ---------------------------------------------------------------------------------
def test_example_amelia_1815_to_1898_is_3_pa(stair):
    assert stair.anachronism(door(stair, 1815), 1898) == 3


def test_m_pa_1_a_card_of_your_own_door_costs_nothing_and_jumps_do_not_shorten_time(stair):
    assert stair.anachronism(door(stair, 1808), 1808) == 0
    # 1590 and 1927 are one jump apart, but 15 doors apart in time
    assert stair.anachronism(door(stair, 1590), 1927) == 15


# --- M-LOLA: Lola's walk -----------------------------------------------------------------------------
def test_example_lola_moves_right_five_doors_when_alonso_rolls_5():
    stair = small("." * 30)
    assert lola_walk(stair, 10, 5) == (11, 12, 13, 14, 15)


def test_m_lola_1_even_rolls_go_left_and_she_bounces_without_jumping():
    stair = small("bb" + "." * 8)
    assert lola_walk(stair, 2, 4) == (1, 0, 1, 2)  # coloured doors are passed, never taken


# --- M-ESCAPE: an enemy let go ------------------------------------------------------------------------
def test_m_escape_1_an_enemy_steps_toward_the_nearest_door_of_its_colour():
    stair = small("b.....r..b")
    assert escape_steps(stair, 6, "blue") == {7}  # 3 doors to door 9, 6 to door 0
    assert escape_steps(stair, 8, "red") == {7}


def test_m_escape_2_on_a_tie_the_agent_chooses():
    stair = small("b.......b.")
    assert escape_steps(stair, 4, "blue") == {3, 5}


def test_m_escape_3_an_enemy_on_a_door_of_its_colour_has_arrived():
    stair = small("b.......b.")
    assert escape_steps(stair, 8, "blue") == {8}
