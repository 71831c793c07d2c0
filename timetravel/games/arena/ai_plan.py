"""Time Arena's normal AI (`plan`): every fighter the seat may activate tried on each square it may be
summoned to, with every move and attack in either order, each first action scored by the best
activation it starts less the clock its decisions cost; a roll's bonus, and the draft's picks."""

from __future__ import annotations

from dataclasses import dataclass

from timetravel.engine.actions import Action, interned
from timetravel.games.arena.ai_value import (
    Threats,
    attack_value,
    bomb_value,
    decision_cost,
    place_value,
    worth,
)
from timetravel.games.arena.combat import beats, can_bomb, targets
from timetravel.games.arena.content import content
from timetravel.games.arena.geometry import NAMES
from timetravel.games.arena.reach import reachable, ready, summon_squares
from timetravel.games.arena.state import NO_ONE, TOTEM, TOTEM_WORD, ArenaState, side_of
from timetravel.games.arena.turn import may_start
from timetravel.games.arena.wheel import bonuses


# --- activations -------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Activation:
    """One fighter's best use found: its first action, the number of decisions, the gain."""

    first: Action
    steps: int
    gain: float


def activations(st: ArenaState, slot: int, threats: Threats) -> list[Activation]:
    """Each first action of this fighter with the best gain of an activation starting with it."""
    name = st.team[slot]
    best: dict[Action, Activation] = {}

    def offer(first: Action, steps: int, gain: float) -> None:
        known = best.get(first)
        if known is None or gain > known.gain:
            best[first] = Activation(first, steps, gain)

    home = st.at[slot]
    baseline = place_value(st, threats, slot, home) if home >= 0 else 0.0
    active = slot == st.active
    may_move = not (active and st.moved)
    may_hit = not (active and st.attacked)
    starts = [home] if home >= 0 else summon_squares(st, side_of(slot))
    probe = st.clone()
    for start in starts:
        summon = home < 0
        probe.at[slot] = start
        probe.forget_geometry()
        before = _best_attack(probe, slot, start) if may_hit else None
        moves = list(reachable(probe, slot)) if may_move else []
        for square in [start, *moves]:
            moved = square != start
            probe.at[slot] = square
            probe.forget_geometry()
            place = place_value(probe, threats, slot, square) - baseline
            after = _best_attack(probe, slot, square) if may_hit else None
            options: list[tuple[float, Action | None, bool]] = [(place, None, False)]
            if before is not None:
                options.append((place + before[1], before[0], True))
            if after is not None:
                options.append((place + after[1], after[0], False))
            for gain, attack, first_attack in options:
                steps = int(summon) + int(moved) + (attack is not None)
                if summon:
                    first = interned("summon", name, NAMES[start])
                elif attack is not None and (first_attack or not moved):
                    first = attack
                elif moved:
                    first = interned("move", name, NAMES[square])
                else:
                    continue
                offer(first, steps, gain)
        probe.at[slot] = home
        probe.forget_geometry()
    return list(best.values())


def _best_attack(st: ArenaState, slot: int, square: int) -> tuple[Action, float] | None:
    name = st.team[slot]
    found: tuple[Action, float] | None = None
    for target in targets(st, slot):
        value = attack_value(st, slot, square, target)
        if found is None or value > found[1]:
            arg = TOTEM_WORD if target >= TOTEM else NAMES[st.at[target]]
            found = (interned("attack", name, arg), value)
    if can_bomb(st, slot):
        value = bomb_value(st, slot, square)
        if found is None or value > found[1]:
            found = (interned("bomb", name), value)
    return found


def plan(st: ArenaState, seat: int) -> dict[Action, float]:
    """normal's preference for each useful action at a decision in play (others score 0 and below)."""
    side = st.side
    threats = Threats.of(st, side)
    cost = decision_cost(st, side)
    scores: dict[Action, float] = {}
    for slot in range(side * 4, side * 4 + 4):
        if not may_start(st, slot) or not st.team[slot]:
            continue
        if st.at[slot] < 0 and not ready(st, slot):
            continue
        for option in activations(st, slot, threats):
            scores[option.first] = max(scores.get(option.first, -99.0), option.gain - cost * option.steps)
    energy = interned("bonus", "energy")
    if st.abilities and "energy" in bonuses(st, side) and st.energy[side] < content().totem.energy:
        scores[energy] = 1.0
    scores[interned("end")] = 0.0
    scores[interned("pass")] = _partner_worth(st, seat, threats)
    scores[interned("wait")] = -5.0
    return scores


def _partner_worth(st: ArenaState, seat: int, threats: Threats) -> float:
    """Team play: handing the turn over is worth the partner's best activation."""
    side = st.side
    best = -1.0
    for slot in range(side * 4, side * 4 + 4):
        if st.controller(slot) == seat or st.acted >> slot & 1 or not st.team[slot]:
            continue
        if st.at[slot] < 0 and not ready(st, slot):
            continue
        partner = st.clone()
        partner.seat = st.controller(slot)
        partner.active = NO_ONE
        for option in activations(partner, slot, threats):
            best = max(best, option.gain - 2 * decision_cost(st, side) * (option.steps + 1))
    return best


def fight_choice(st: ArenaState, action: Action) -> float:
    """At a roll the attacker may still change: +1 when it turns a miss into a knock-out or more
    damage, a reroll on a critical failure; otherwise keep the die and save the wheel."""
    if action.kind in ("accept", "wheel"):
        return 0.0
    bonus = action.args[0]
    attacker = st.fighter(st.attacker)
    if bonus == "reroll":
        return 1.0 if st.roll == "miss" else -0.5
    if bonus == "plus":
        if st.fight == "attack" and st.target < TOTEM:
            defence = st.fighter(st.target).defence
            return (
                2.0
                if not beats(int(st.roll), attacker.attack, defence)
                and beats(int(st.roll), attacker.attack + 1, defence)
                else -1.0
            )
        return 0.5
    return -1.0


def draft_value(st: ArenaState, fighter_id: str) -> float:
    return worth(st.fighters[fighter_id])


# The side's win rate when it picked the fighter, normal against normal with random drafts
# (`bench/arena_balance.py --games 600 --draft random --seed 1 --decision-ms 1000`, docs/rules/arena.md),
# kept with the figures the fighter had then: a fighter whose figures changed is valued by `worth` again.
MEASURED_PICKS: dict[str, tuple[tuple[int, int, int, str, int], float]] = {
    "boxer": ((2, 1, 1, "", 0), 0.505),
    "minotaur": ((1, 2, 2, "", 0), 0.481),
    "centurion": ((2, 1, 2, "shield", 0), 0.465),
    "mercenary": ((2, 1, 3, "", 0), 0.563),
    "wildling": ((1, 1, 2, "counter", 0), 0.482),
    "twins": ((1, 1, 1, "ranged", 2), 0.515),
    "druid": ((2, 1, 3, "restoration", 0), 0.51),
    "troll": ((1, 1, 3, "counter", 0), 0.496),
    "spark": ((3, 0, 2, "bomb", 0), 0.512),
    "nomad": ((3, 1, 1, "", 0), 0.505),
    "sniper": ((1, 1, 2, "ranged", 2), 0.524),
    "colossus": ((1, 2, 2, "", 0), 0.441),
}


def measured_draft_value(st: ArenaState, fighter_id: str) -> float:
    """hard's draft: the measured win rate of the side that picks this fighter, or one guessed
    from its worth for a fighter not measured with the figures of this game's roster."""
    fighter = st.fighters[fighter_id]
    figures = (fighter.move, fighter.attack, fighter.defence, fighter.ability, fighter.range)
    known = MEASURED_PICKS.get(fighter_id)
    if known is not None and known[0] == figures:
        return known[1]
    return 0.5 + 0.25 * (worth(fighter) - 1.15)
