"""Influence as era scoring counts it: the one rule, read from zones, so that the rules (on the full
state) and a seat's view (on what it sees) give the same figures.

A card lying face down counts 0; a rotated card with a Modified value counts that value. A card the
seat cannot name (None) can only be a face-down one in an Influence Area, so it counts 0 too and
adds no base value to a neighbour, though it still counts as a card.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from timetravel.games.division.content import card_index

Zones = Mapping[str, Sequence[str | None]]


@dataclass(frozen=True, slots=True)
class ScoredCard:
    """One card of an Influence Area as an era's scoring counted it."""

    card: str
    rotated: bool
    influence: int


def influence_of(
    card_id: str, seat: int, zones: Zones, rotated: Collection[str], facedown: Collection[str | None]
) -> int:
    """The influence of `card_id` counted for `seat` (it lies in, or is weighed as if in, seat's area)."""
    index = card_index()
    card = index[card_id]
    mod = card.modified
    if card_id in facedown:
        return 0
    if mod is None or card_id not in rotated:
        return card.value
    sides = {"blue": [seat], "red": [1 - seat], "both": [0, 1], "self": [seat]}[mod.side]
    cards = [c for s in sides for c in zones[f"influence:{s}"]]
    if mod.spec == "all":
        return mod.n * len(cards)
    if mod.spec == "all_rotated":
        return mod.n * sum(c in rotated for c in cards if c is not None)
    if mod.spec == "highest":
        return mod.n + max((index[c].value for c in cards if c is not None and c not in facedown), default=0)
    area = zones[f"influence:{seat}"]
    i = area.index(card_id)
    neighbours = [*area[max(i - 1, 0) : i], *area[i + 1 : i + 2]]
    return mod.n + sum(index[c].value for c in neighbours if c is not None and c not in facedown)


def influence_values(
    zones: Zones, rotated: Collection[str], facedown: Collection[str | None], seat: int
) -> list[int]:
    """The influence of each card in `seat`'s Influence Area, in order (0 for one unknown or face down)."""
    return [
        0 if card_id is None else influence_of(card_id, seat, zones, rotated, facedown)
        for card_id in zones[f"influence:{seat}"]
    ]
