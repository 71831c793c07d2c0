"""Influence as scoring counts it, from what the viewer sees (the board's totals and count-up).

This mirrors the engine's scoring rule (DivisionState.influence_of) on observation data, so the
board can show a running total; the engine's own figures stay the authority for results.
"""

from __future__ import annotations

from timetravel.games.division.content import card_index


def influence_values(
    zones: dict[str, list[str | None]], rotated: set[str], facedown: set[str], seat: int
) -> list[int]:
    """The influence of each card in `seat`'s Influence Area, in order (0 for unknown or face down)."""
    index = card_index()
    area = zones[f"influence:{seat}"]
    out = []
    for i, card_id in enumerate(area):
        if card_id is None or card_id in facedown:
            out.append(0)
            continue
        card = index[card_id]
        mod = card.modified
        if mod is None or card_id not in rotated:
            out.append(card.value)
            continue
        sides = {"blue": [seat], "red": [1 - seat], "both": [0, 1], "self": [seat]}[mod.side]
        cards = [c for s in sides for c in zones[f"influence:{s}"]]
        if mod.spec == "all":
            out.append(mod.n * len(cards))
        elif mod.spec == "all_rotated":
            out.append(mod.n * sum(c in rotated for c in cards if c is not None))
        elif mod.spec == "highest":
            known = [index[c].value for c in cards if c is not None and c not in facedown]
            out.append(mod.n + max(known, default=0))
        else:
            near = area[max(i - 1, 0) : i] + area[i + 1 : i + 2]
            out.append(mod.n + sum(index[c].value for c in near if c is not None and c not in facedown))
    return out
