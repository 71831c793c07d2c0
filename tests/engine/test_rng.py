"""The seeded Rng: reference outputs, determinism, resuming from its state, and fair distributions.

Distribution checks use fixed seeds, so they are deterministic; their bounds are loose enough for a
sound generator and tight enough that a biased one (off-by-one, modulo bias, a stuck bit) fails.
"""

from __future__ import annotations

from collections import Counter
from itertools import permutations

import pytest

from timetravel.engine.rng import Rng


def chi_square(counts: Counter[object], expected: float) -> float:
    return sum((n - expected) ** 2 / expected for n in counts.values())


def test_splitmix64_reference_outputs() -> None:
    # Published SplitMix64 outputs; saves rely on the sequence never changing.
    rng = Rng(0)
    assert [rng.next_u64() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    rng = Rng(1234567)
    assert [rng.next_u64() for _ in range(2)] == [6457827717110365317, 3203168211198807973]


def test_same_seed_same_sequence_and_different_seeds_differ() -> None:
    a, b, c = Rng(42), Rng(42), Rng(43)
    first = [a.randrange(1000) for _ in range(50)]
    assert first == [b.randrange(1000) for _ in range(50)]
    assert first != [c.randrange(1000) for _ in range(50)]


def test_resuming_from_the_integer_state_continues_the_sequence() -> None:
    rng = Rng(7)
    for _ in range(13):
        rng.random()
    resumed = Rng(rng.state)
    assert isinstance(rng.state, int) and 0 <= rng.state < 2**64
    assert [rng.next_u64() for _ in range(20)] == [resumed.next_u64() for _ in range(20)]


def test_seeds_wrap_to_64_bits() -> None:
    assert Rng(-1).state == 2**64 - 1
    assert Rng(2**64 + 5).next_u64() == Rng(5).next_u64()


def test_random_is_in_the_unit_interval_and_centred() -> None:
    rng = Rng(1)
    values = [rng.random() for _ in range(20_000)]
    assert all(0.0 <= v < 1.0 for v in values)
    assert sum(values) / len(values) == pytest.approx(0.5, abs=0.01)


@pytest.mark.parametrize("n", [1, 2, 3, 6, 7, 10])
def test_randrange_covers_every_value_evenly(n: int) -> None:
    rng = Rng(n * 31)
    draws = 600 * n
    counts = Counter(rng.randrange(n) for _ in range(draws))
    assert set(counts) == set(range(n))
    # chi-square with n-1 degrees of freedom: 40 is far beyond the 0.999 quantile for n <= 10
    assert chi_square(counts, draws / n) < 40


def test_randrange_has_no_modulo_bias_for_huge_bounds() -> None:
    rng = Rng(5)
    n = 3 * 2**62  # 2**64 % n is large: plain modulo would favour the lower third
    low = sum(rng.randrange(n) < 2**62 for _ in range(6000))
    assert low / 6000 == pytest.approx(1 / 3, abs=0.03)


def test_randrange_refuses_empty_ranges() -> None:
    with pytest.raises(ValueError):
        Rng(1).randrange(0)


def test_randint_includes_both_ends() -> None:
    rng = Rng(3)
    assert {rng.randint(1, 6) for _ in range(500)} == {1, 2, 3, 4, 5, 6}


def test_choice_picks_from_the_sequence() -> None:
    rng = Rng(9)
    items = ["a", "b", "c"]
    assert {rng.choice(items) for _ in range(200)} == set(items)


def test_shuffle_is_a_uniform_permutation() -> None:
    rng = Rng(11)
    counts: Counter[object] = Counter()
    for _ in range(6000):
        items = [1, 2, 3]
        rng.shuffle(items)
        counts[tuple(items)] += 1
    assert set(counts) == set(permutations([1, 2, 3]))
    assert chi_square(counts, 1000) < 25  # 5 degrees of freedom


def test_weighted_index_follows_the_weights() -> None:
    rng = Rng(13)
    weights = [0.5, 0.0, 0.25, 0.25]
    counts = Counter(rng.weighted_index(weights) for _ in range(8000))
    assert counts[1] == 0
    assert counts[0] / 8000 == pytest.approx(0.5, abs=0.03)
    assert counts[2] / 8000 == pytest.approx(0.25, abs=0.03)


@pytest.mark.parametrize("weights", [[], [0.0, 0.0], [-1.0, 0.5]])
def test_weighted_index_refuses_weights_without_mass(weights: list[float]) -> None:
    with pytest.raises(ValueError):
        Rng(1).weighted_index(weights)


def test_spawn_is_deterministic_and_independent() -> None:
    parent_a, parent_b = Rng(21), Rng(21)
    child_a, child_b = parent_a.spawn(), parent_b.spawn()
    assert [child_a.next_u64() for _ in range(5)] == [child_b.next_u64() for _ in range(5)]
    assert child_a.state != parent_a.state
    assert Rng(21).spawn().next_u64() != Rng(22).spawn().next_u64()
