from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from timetravel.engine import chance
from timetravel.engine.actions import Action


def test_a_die_with_labelled_faces_counts_a_repeated_face_twice():
    fight = ("KO", "miss", 1, 2, 2, 3)
    assert chance.die(fight) == [("KO", 1 / 6), ("miss", 1 / 6), (1, 1 / 6), (2, 2 / 6), (3, 1 / 6)]


def test_the_sum_of_two_dice_is_exact():
    dist = dict(chance.dice_sum(2, chance.D6))
    assert list(dist) == list(range(2, 13))
    assert dist[7] == 6 / 36 and dist[2] == 1 / 36 and dist[12] == 1 / 36


def test_a_pool_of_two_dice_reads_as_a_multiset():
    dist = chance.dice_pool(2, ("hit", "skull", "blank", "blank"))
    assert dist == [
        (("hit", "hit"), 1 / 16),
        (("hit", "skull"), 2 / 16),
        (("hit", "blank"), 4 / 16),
        (("skull", "skull"), 1 / 16),
        (("skull", "blank"), 4 / 16),
        (("blank", "blank"), 4 / 16),
    ]


def test_a_draw_from_a_pile_goes_by_count_in_sorted_order_and_skips_empty_items():
    assert chance.draw({"b": 3, "a": 1, "c": 0}) == [("a", 0.25), ("b", 0.75)]


def test_a_coin_and_outcomes_make_actions_in_order():
    flip = chance.outcomes(chance.coin(0, 1), lambda s: Action("flip", (s,)))
    assert [(str(a), p) for a, p in flip] == [("flip:0", 0.5), ("flip:1", 0.5)]


def test_uniform_keeps_repeats_as_separate_outcomes():
    assert chance.uniform(["x", "y", "x"]) == [("x", 1 / 3), ("y", 1 / 3), ("x", 1 / 3)]


faces = st.lists(st.integers(1, 6), min_size=1, max_size=6)


@given(st.integers(1, 4), faces)
def test_dice_sums_add_up_to_one_and_match_brute_force(count, die):
    dist = chance.dice_sum(count, die)
    assert sum(Fraction(p) for _, p in dist) == pytest.approx(1)
    total = len(die) ** count
    for value, p in dist:
        assert p == pytest.approx(len([r for r in _rolls(count, die) if sum(r) == value]) / total)


@given(st.integers(1, 4), faces)
def test_dice_pools_add_up_to_one(count, die):
    dist = chance.dice_pool(count, die)
    assert sum(p for _, p in dist) == pytest.approx(1)
    assert len({k for k, _ in dist}) == len(dist)
    for value, p in dist:
        hits = [r for r in _rolls(count, die) if sorted(r) == sorted(value)]
        assert p == pytest.approx(len(hits) / len(die) ** count)


def _rolls(count, die):
    rolls = [()]
    for _ in range(count):
        rolls = [r + (f,) for r in rolls for f in die]
    return rolls
