"""The dice of T.I.M.E Stories, as we designed them (docs/rules/stories.md, S-DICE).

An action die: blank, skull, skull, hit, hit, two hits. The captain die: 1, 1, 2, 2, 3, 3 TU.
A roll of several action dice is one chance outcome read as (hits, skulls): the order of the dice
and which faces gave the hits do not matter to the rules.
"""

from __future__ import annotations

from collections import defaultdict
from functools import cache

from timetravel.engine import chance

ACTION_FACES: tuple[str, ...] = ("blank", "skull", "skull", "hit", "hit", "double")
HITS = {"blank": 0, "skull": 0, "hit": 1, "double": 2}
CAPTAIN_FACES: tuple[int, ...] = (1, 1, 2, 2, 3, 3)


@cache
def roll_distribution(dice: int) -> tuple[tuple[tuple[int, int], float], ...]:
    """((hits, skulls), probability) for `dice` action dice, in increasing order of both."""
    totals: defaultdict[tuple[int, int], float] = defaultdict(float)
    for faces, p in chance.dice_pool(dice, ACTION_FACES):
        hits = sum(HITS[face] for face in faces)
        skulls = sum(1 for face in faces if face == "skull")
        totals[(hits, skulls)] += p
    return tuple(sorted(totals.items()))


def captain_distribution() -> list[tuple[int, float]]:
    return chance.die(CAPTAIN_FACES)
