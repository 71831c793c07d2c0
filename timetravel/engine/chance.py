"""Chance helpers: exact distributions for dice, coins and draws, turned into the protocol's
chance outcomes (a list of (Action, probability) in a fixed order).

Each helper returns (value, probability) pairs in a deterministic order; `outcomes` maps the
values to Actions. Probabilities are floats, as GameState.chance_outcomes gives them; sums and
multisets of dice are counted exactly (integers) and divided once, so equal chances are equal floats.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from itertools import combinations_with_replacement, product
from math import factorial, prod
from typing import TypeVar

from timetravel.engine.actions import Action

T = TypeVar("T", bound=Hashable)
Face = int | str  # a die face: a number, or a label such as "KO" or "miss"
Distribution = list[tuple[T, float]]

D6: tuple[int, ...] = (1, 2, 3, 4, 5, 6)


def uniform(items: Sequence[T]) -> Distribution[T]:
    """Each item with equal chance, in the given order (repeats stay separate outcomes)."""
    return [(item, 1 / len(items)) for item in items]


def die(faces: Sequence[T]) -> Distribution[T]:
    """One roll of a die with `faces`; a face printed twice counts twice. Order: first appearance."""
    counts = Counter(faces)
    return [(face, counts[face] / len(faces)) for face in dict.fromkeys(faces)]


def coin(heads: T, tails: T) -> Distribution[T]:
    """A fair coin whose sides are `heads` and `tails`, in that order."""
    return [(heads, 0.5), (tails, 0.5)]


def draw(pile: Mapping[str, int]) -> Distribution[str]:
    """One item drawn from a multiset {item: count}, each with chance count/total, in sorted
    order; items with a count of 0 are left out."""
    total = sum(pile.values())
    return [(item, pile[item] / total) for item in sorted(pile) if pile[item] > 0]


def dice_sum(count: int, faces: Sequence[int] = D6) -> Distribution[int]:
    """The sum of `count` dice with numeric `faces`, exactly, in increasing order of sums."""
    ways: Counter[int] = Counter(sum(roll) for roll in product(faces, repeat=count))
    total = len(faces) ** count
    return [(s, ways[s] / total) for s in sorted(ways)]


def dice_pool(count: int, faces: Sequence[T]) -> Distribution[tuple[T, ...]]:
    """`count` dice rolled together and read as a multiset of faces (order does not matter): each
    result is a tuple of faces in the order `faces` lists them. Results in that order too."""
    index = {face: i for i, face in enumerate(dict.fromkeys(faces))}
    weight = Counter(faces)
    total = len(faces) ** count
    result: Distribution[tuple[T, ...]] = []
    for combo in combinations_with_replacement(sorted(index, key=index.__getitem__), count):
        counts = Counter(combo)
        arrangements = factorial(count) // prod(factorial(n) for n in counts.values())
        ways = arrangements * prod(weight[face] ** n for face, n in counts.items())
        result.append((combo, ways / total))
    return result


def outcomes(
    distribution: Iterable[tuple[T, float]], make: Callable[[T], Action]
) -> list[tuple[Action, float]]:
    """The chance outcomes for a distribution: each value made into its Action, order kept."""
    return [(make(value), p) for value, p in distribution]
