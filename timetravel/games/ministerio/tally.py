"""The figures of El Ministerio's table worked out from what an agent holds and where it stands:
the lasting effects of its cards, its skills, what a card costs it in PA, its mission's lines and
its score; and an enemy's combat value, a trial's requirement and the choices of a walk.

They read plain values, so the state (over its true fields) and the view (over what one seat may
know) ask the same questions of the same code.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from timetravel.games.ministerio.content import FIRST_DELIVERY_BONUS, content
from timetravel.games.ministerio.staircase import stair
from timetravel.games.ministerio.verbs import URGENT_VERBS, Modifiers, lasting


class Holding(Protocol):
    """An agent as the state (Agent) or a seat's view (AgentView) has it."""

    @property
    def protagonist(self) -> str | None: ...
    @property
    def door(self) -> int | None: ...
    @property
    def pa(self) -> int: ...
    @property
    def controlled(self) -> Sequence[str]: ...
    @property
    def enemies(self) -> Sequence[str]: ...
    @property
    def converted(self) -> Sequence[str]: ...
    @property
    def mission(self) -> str | None: ...
    @property
    def delivered(self) -> bool: ...
    @property
    def first_delivery(self) -> bool: ...


def modifiers(agent: Holding, seat: int) -> Modifiers:
    """What the lasting effects of the agent's controlled cards add up to."""
    total: Modifiers = {}
    for card_id in agent.controlled:
        effect = content().cards[card_id].effect
        if effect is None or effect.verb in URGENT_VERBS:
            continue
        for key, value in lasting(effect, seat).items():
            total[key] = total.get(key, 0) + value
    return total


def stat(agent: Holding, seat: int, name: str) -> int:
    protagonist = agent.protagonist
    assert protagonist is not None
    base = int(getattr(content().protagonists[protagonist], name))
    return base + modifiers(agent, seat).get(name, 0)


def pa_cost(agent: Holding, seat: int, card_id: str) -> int:
    """M-PA-1, M-PA-2: the doors between the agent's door and the card's year, less its discounts."""
    door = agent.door
    assert door is not None
    raw = stair().anachronism(door, content().cards[card_id].year)
    return max(0, raw - modifiers(agent, seat).get("pa_discount", 0))


def requirement_counts(agent: Holding) -> list[tuple[int, int]]:
    """(have, need) for each line of the agent's mission."""
    if agent.mission is None:
        return []
    cards = [content().cards[c] for c in agent.controlled]
    lines = []
    for need in content().missions[agent.mission].requirements:
        have = len(agent.enemies) if need.kind == "enemies" else sum(map(need.matches, cards))
        lines.append((have, need.count))
    return lines


def mission_met(agent: Holding) -> bool:
    lines = requirement_counts(agent)
    return bool(lines) and all(have >= need for have, need in lines)


def mission_vp(agent: Holding) -> int:
    if agent.mission is None:
        return 0
    mission = content().missions[agent.mission]
    if agent.delivered or mission_met(agent):
        return mission.full
    if any(have >= need for have, need in requirement_counts(agent)):
        return mission.partial
    return 0


def score_parts(agent: Holding) -> dict[str, int]:
    return {
        "mission": mission_vp(agent),
        "first": FIRST_DELIVERY_BONUS if agent.first_delivery else 0,
        "cards": sum(content().cards[c].vp for c in agent.controlled),
        "converted": len(agent.converted),
        "pa": -agent.pa,
    }


def enemy_combat(tile_id: str, enemy_roll: int | None, bosses: int) -> int:
    """The value a fight against this enemy must reach now (bosses add to every other enemy)."""
    tile = content().enemies[tile_id]
    assert tile.combat is not None
    base = tile.combat + (int(enemy_roll or 0) if tile.ability == "rolled_strength" else 0)
    return base + bosses


def trial_needed(card_id: str, closed: bool) -> int:
    """M-CARD-3, M-FIGHT-5: the card's requirement, +2 on a closed door."""
    requirement = content().cards[card_id].requirement
    assert requirement is not None
    return requirement + (2 if closed else 0)


def walk_options(door: int, steps: int, direction: int, just_jumped: bool, key: bool, hops: int) -> list[str]:
    """The choices at the walker's door: a direction, going on, a jump, the office, or stopping."""
    coloured = stair().colours[door] is not None
    options: list[str] = []
    if steps > 0:
        options += ["dir-1", "dir1"] if direction == 0 else ["go"]
        if coloured and not just_jumped:
            options.append("jump")  # M-MOVE-3, and the start door counts (M-MOVE-6)
    if key and coloured and hops > 0:
        options.append("office")  # M-KEY-2: a coloured door the move reaches
        if steps == 0:
            options.append("stop")
    return options
