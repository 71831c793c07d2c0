"""Time Arena's AI: a heuristic over activations (normal) and a search over whole turns (hard).

Both read a seat's observation only (the game hides nothing, so a determinized state is the
table). Values are in Totem energy: knocking out a fighter is worth its worth on the board and the
time its Gate keeps it away; a fighter standing where the enemy can hit it next turn loses that
worth times the chance; a fighter that can reach the enemy Totem's edge next turn is worth the
damage it threatens, discounted because the enemy moves first.

normal (`plan`): every fighter the seat may activate is tried on each square it may be summoned
to, with every move and attack in either order; the best activation's first action is played if
its gain beats the time it costs on the clock (more when the clock runs short), else the turn
ends. hard (`ArenaHooks.search`): normal's best first actions each played to the end of the turn on
the real rules (normal finishing it), the turn's first roll weighed face by face, the table at the
end valued with the enemy's answer in view; it keeps normal's choice unless another is clearly
better, drafts by the balance bench's measured picks, and thinks within a budget drawn from its
own clock.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

from timetravel.engine.actions import Action, interned
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, GameState
from timetravel.games.arena import rules
from timetravel.games.arena.content import Fighter, content
from timetravel.games.arena.state import HOURGLASS_MS, NO_ONE, OFF, TOTEM, ArenaState, side_of

ENEMY_NEXT = 0.6  # the enemy moves next: what it threatens mostly happens
OURS_NEXT = 0.5  # what we threaten happens only if the enemy lets it
PRESENCE = 0.35  # a fighter in the arena, per point of worth, over one on its Gate
PROGRESS = 0.08  # per square nearer the enemy Totem's edge than its Gate, per point of attack + 1
GATE_DISTANCE = 7  # how far a Gate is from the enemy Totem's edge, in squares
KO_COST_BASE = 0.7  # a knocked-out fighter's cost, per point of worth, before its hourglass's time
LETHAL = 0.8  # the side playing next finishing the other Totem: this share of a sure win
GUARD = 0.3  # standing on our own Totem's edge while the enemy threatens it
WIN = 30.0  # a sure win, in energy
DECISION_COST = 0.03  # what one more decision costs with a full clock, in energy
CLOCK_SHORT_MS = 60_000  # below this, each decision costs more: fewer, surer actions
SHORT_COST = 0.4  # a decision's cost with the clock at zero
EVAL_SCALE = 3.0  # an evaluation lead that makes a win about 73% likely
CLOCK_SHARE = 0.5  # hard spends at most half its clock left thinking, spread over the game left
DECISIONS_PER_TURN = 5
MIN_THINK_MS = 20
SEARCH_WIDTH = 4  # normal's best first actions that hard plays out (and ending the turn)
FIXED_BLOCKS = 2  # blocks of rounds without a time budget (tests: deterministic)
SWITCH_MARGIN = 0.05  # how much better than normal's choice another must be, in energy
SWITCH_SURE = 1.5  # and by how many standard errors of the blocks' differences
TURN_STEPS = 40  # decisions and rolls played out to finish a turn, at most


# --- the fight die ----------------------------------------------------------------------------------------
def _faces() -> tuple[tuple[int | str, float], ...]:
    return tuple((a.args[0], p) for a, p in rules.die_outcomes())


@cache
def p_knock(attack: int, defence: int) -> float:
    """The chance one roll of `attack` beats `defence` (R5)."""
    return sum(p for face, p in _faces() if rules.beats(face, attack, defence))


@cache
def mean_damage(attack: int) -> float:
    """The energy one roll of `attack` takes from a Totem, on average (R6)."""
    return sum(p * rules.totem_damage(face, attack) for face, p in _faces())


@cache
def p_damage_at_least(attack: int, energy: int) -> float:
    return sum(p for face, p in _faces() if rules.totem_damage(face, attack) >= energy)


@cache
def zone(square: int, radius: int) -> int:
    """The squares within `radius` of `square` (Chebyshev), as a bit mask."""
    mask = 0
    for other in range(rules.SQUARES):
        if rules.chebyshev(square, other) <= radius:
            mask |= 1 << other
    return mask


def worth(fighter: Fighter) -> float:
    """A fighter's worth on the board, in energy."""
    ability = {"counter": 0.15, "ranged": 0.2, "shield": 0.2, "restoration": 0.1, "bomb": 0.1}
    return (
        0.4
        + 0.25 * fighter.attack
        + 0.15 * fighter.defence
        + 0.06 * fighter.move
        + ability.get(fighter.ability, 0.0)
    )


def ko_cost(st: ArenaState, slot: int) -> float:
    """What losing this fighter to its Gate costs its side: its worth while it waits."""
    return worth(st.fighter(slot)) * (KO_COST_BASE + HOURGLASS_MS[slot & 3] / 90_000)


def reach(st: ArenaState, slot: int) -> int:
    fighter = st.fighter(slot)
    return fighter.range if st.abilities and fighter.ability == "ranged" else 1


# --- what threatens what next turn ---------------------------------------------------------------------------
@dataclass
class Threats:
    """The enemy's reach next turn, seen from `side` (the side deciding)."""

    st: ArenaState
    side: int
    zones: list[tuple[int, int]] = field(default_factory=list)  # (enemy slot, squares it may hit)
    totem_threat: float = 0.0  # energy the enemy may take from our Totem next turn

    @classmethod
    def of(cls, st: ArenaState, side: int) -> Threats:
        threats = cls(st, side)
        enemy = 1 - side
        starts_ready = rules.summon_squares(st, enemy)
        for slot in range(enemy * 4, enemy * 4 + 4):
            if not st.team[slot]:
                continue
            fighter = st.fighter(slot)
            radius = fighter.move + reach(st, slot)
            if st.at[slot] >= 0:
                starts = [st.at[slot]]
            elif st.sand[slot] == 0:
                starts = starts_ready
            else:
                continue
            mask = 0
            for start in starts:
                mask |= zone(start, radius)
            threats.zones.append((slot, mask))
            if st.at[slot] >= 0 and reaches_totem(st, slot, st.at[slot], side):
                threats.totem_threat += mean_damage(fighter.attack)
        return threats

    def danger(self, square: int, slot: int) -> float:
        """The chance our fighter on `square` is knocked out before our next turn."""
        if shielded_at(self.st, slot, square):
            return 0.0
        defence = self.st.fighter(slot).defence
        safe = 1.0
        for enemy, mask in self.zones:
            if mask >> square & 1:
                safe *= 1.0 - p_knock(self.st.fighter(enemy).attack, defence)
        return 1.0 - safe


def shielded_at(st: ArenaState, slot: int, square: int) -> bool:
    """R10: our fighter standing on `square` would be covered by a Shield, its side's or the enemy's."""
    return rules.shielded_square(st, square, slot)


def reaches_totem(st: ArenaState, slot: int, square: int, enemy: int) -> bool:
    """Whether a fighter on `square` could attack the `enemy` Totem after one move."""
    fighter = st.fighter(slot)
    radius = fighter.move + (reach(st, slot) - 1)
    occupied = st.occupied() & ~(1 << st.at[slot]) if st.at[slot] >= 0 else st.occupied()
    edge = content().boards[st.board_id].totem_edge[enemy]
    return any(rules.chebyshev(square, e) <= radius and (e == square or not occupied >> e & 1) for e in edge)


def edge_distance(st: ArenaState, square: int, enemy: int) -> int:
    return min(rules.chebyshev(square, e) for e in content().boards[st.board_id].totem_edge[enemy])


# --- the value of a fighter's place and of an attack ----------------------------------------------------------
def place_value(st: ArenaState, threats: Threats, slot: int, square: int, first: bool = False) -> float:
    """Our fighter standing on `square` at the end of our turn, against staying on its Gate; with
    `first`, its side plays next (so it strikes first and may step away)."""
    fighter = st.fighter(slot)
    enemy = 1 - side_of(slot)
    danger = threats.danger(square, slot)
    hit, struck = (ENEMY_NEXT, OURS_NEXT) if not first else (OURS_NEXT / 2, ENEMY_NEXT)
    value = PRESENCE * worth(fighter) - hit * danger * ko_cost(st, slot)
    if reaches_totem(st, slot, square, enemy):
        value += struck * (1.0 - danger * hit) * mean_damage(fighter.attack)
    value += PROGRESS * (fighter.attack + 1) * (GATE_DISTANCE - edge_distance(st, square, enemy))
    if threats.totem_threat and square in content().boards[st.board_id].totem_edge[side_of(slot)]:
        value += GUARD * threats.totem_threat
    return value


def attack_value(st: ArenaState, slot: int, square: int, target: int) -> float:
    """The expected gain of our fighter on `square` attacking `target` (a slot or TOTEM + side)."""
    fighter = st.fighter(slot)
    if target >= TOTEM:
        enemy = target - TOTEM
        energy = st.energy[enemy]
        gain = mean_damage(fighter.attack) + WIN * p_damage_at_least(fighter.attack, energy)
        edge = content().boards[st.board_id].totem_edge[enemy]
        if st.abilities and square in edge and not shielded_at(st, slot, square):
            gain -= p_knock(content().totem.attack, fighter.defence) * ko_cost(st, slot)
        return gain
    other = st.fighter(target)
    gain = p_knock(fighter.attack, other.defence) * (ko_cost(st, target) + _threat_of(st, target))
    counters = st.abilities and other.ability == "counter" and rules.adjacent(square, st.at[target])
    if counters and not shielded_at(st, slot, square):
        gain -= p_knock(other.attack, fighter.defence) * ko_cost(st, slot)
    return gain


def _threat_of(st: ArenaState, enemy_slot: int) -> float:
    """What an enemy fighter threatens our Totem with next turn (removed when it is knocked out)."""
    ours = 1 - side_of(enemy_slot)
    if reaches_totem(st, enemy_slot, st.at[enemy_slot], ours):
        return ENEMY_NEXT * mean_damage(st.fighter(enemy_slot).attack)
    return 0.0


def bomb_value(st: ArenaState, slot: int, square: int) -> float:
    side = side_of(slot)
    attack = st.fighter(slot).attack
    gain = -ko_cost(st, slot)
    for other in range(8):
        there = st.at[other] if other != slot else OFF
        if there < 0 or not rules.adjacent(square, there) or shielded_at(st, other, there):
            continue
        value = p_knock(attack, st.fighter(other).defence) * ko_cost(st, other)
        gain += value if side_of(other) != side else -value
    for totem_side in (0, 1):
        if square in content().boards[st.board_id].totem_edge[totem_side]:
            damage = mean_damage(attack) + WIN * p_damage_at_least(attack, st.energy[totem_side])
            gain += damage if totem_side != side else -damage
    return gain


# --- activations -------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Activation:
    """One fighter's best use found: its first action, the number of decisions, the gain."""

    first: Action
    steps: int
    gain: float


def decision_cost(st: ArenaState, side: int) -> float:
    """What one more decision costs on the clock, in energy: little with time to spare, much when
    the clock runs short (fewer, surer actions)."""
    left = st.clock[side]
    if left >= CLOCK_SHORT_MS:
        return DECISION_COST
    return DECISION_COST + SHORT_COST * (1.0 - left / CLOCK_SHORT_MS)


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
    starts = [home] if home >= 0 else rules.summon_squares(st, side_of(slot))
    probe = st.clone()
    for start in starts:
        summon = home < 0
        probe.at[slot] = start
        probe.forget_geometry()
        before = _best_attack(probe, slot, start) if may_hit else None
        moves = list(rules.reachable(probe, slot)) if may_move else []
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
                    first = interned("summon", name, rules.NAMES[start])
                elif attack is not None and (first_attack or not moved):
                    first = attack
                elif moved:
                    first = interned("move", name, rules.NAMES[square])
                else:
                    continue
                offer(first, steps, gain)
        probe.at[slot] = home
        probe.forget_geometry()
    return list(best.values())


def _best_attack(st: ArenaState, slot: int, square: int) -> tuple[Action, float] | None:
    name = st.team[slot]
    found: tuple[Action, float] | None = None
    for target in rules.targets(st, slot):
        value = attack_value(st, slot, square, target)
        if found is None or value > found[1]:
            arg = rules.TOTEM_WORD if target >= TOTEM else rules.NAMES[st.at[target]]
            found = (interned("attack", name, arg), value)
    if rules.can_bomb(st, slot):
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
        if not rules.may_start(st, slot) or not st.team[slot]:
            continue
        if st.at[slot] < 0 and not rules.ready(st, slot):
            continue
        for option in activations(st, slot, threats):
            scores[option.first] = max(scores.get(option.first, -99.0), option.gain - cost * option.steps)
    energy = interned("bonus", "energy")
    if st.abilities and "energy" in rules.bonuses(st, side) and st.energy[side] < content().totem.energy:
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
        if st.at[slot] < 0 and not rules.ready(st, slot):
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
                if not rules.beats(int(st.roll), attacker.attack, defence)
                and rules.beats(int(st.roll), attacker.attack + 1, defence)
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


class ArenaHooks(AIHooks):
    """normal's heuristic, hard's whole-turn search, playouts and the cut-off evaluation."""

    playout_cutoff = 40

    def __init__(self) -> None:
        self._cache_key: str | None = None
        self._cache: dict[Action, float] = {}

    def action_scores(self, state: GameState, seat: int, actions: list[Action]) -> list[float]:
        st: ArenaState = state  # type: ignore[assignment]
        if st.stage == "draft":
            return [draft_value(st, str(a.args[0])) for a in actions]
        if st.fight_stage == "decide":
            return [fight_choice(st, a) for a in actions]
        key = repr(st.to_json())
        if key != self._cache_key:
            self._cache_key, self._cache = key, plan(st, seat)
        return [self._cache.get(a, -1.0) for a in actions]

    def normal_choice(self, st: ArenaState, seat: int) -> Action:
        actions = st.legal_actions()
        scores = self.action_scores(st, seat, actions)
        return actions[scores.index(max(scores))]

    def rollout_action(self, state: GameState, rng: Rng) -> Action:
        """normal's choice, without the cache (a playout never sees a table twice)."""
        st: ArenaState = state  # type: ignore[assignment]
        actions = state.legal_actions()
        if st.stage != "play" or st.fight_stage:
            scores = self.action_scores(state, state.to_act(), actions)
        else:
            planned = plan(st, state.to_act())
            scores = [planned.get(a, -1.0) for a in actions]
        best = max(scores)
        return actions[scores.index(best)]

    def evaluate(self, state: GameState) -> tuple[float, ...] | None:
        st: ArenaState = state  # type: ignore[assignment]
        if st.stage != "play" or st.fight_stage:
            return None
        p = 1.0 / (1.0 + math.exp(-standing(st, 0) / EVAL_SCALE))
        return tuple(p if s & 1 == 0 else 1.0 - p for s in range(st.seats))

    def search(
        self,
        state: GameState,
        seat: int,
        think_ms: int | None,
        rng: Rng,
        elapsed_ms: Callable[[], float],
        stop: Callable[[], bool] | None = None,
    ) -> Action | None:
        st: ArenaState = state  # type: ignore[assignment]
        if st.stage == "draft":
            picks = st.legal_actions()
            values = [measured_draft_value(st, str(a.args[0])) for a in picks]
            return picks[values.index(max(values))]
        if st.stage != "play" or st.fight_stage:
            return self.normal_choice(st, seat)  # a roll's bonus: normal's judgement
        return TurnSearch(self, st, seat, rng).run(search_budget_ms(st, think_ms), elapsed_ms, stop)


def search_budget_ms(st: ArenaState, think_ms: int | None) -> int | None:
    """hard's thinking time for one decision: at most `think_ms`, and at most a share of its clock
    left spread over the decisions the game may still ask (None: a fixed effort, for tests)."""
    if think_ms is None:
        return None
    turns_left = max(4, 2 * min(st.energy))
    share = st.clock[st.side] * CLOCK_SHARE / (turns_left * DECISIONS_PER_TURN)
    return max(MIN_THINK_MS, min(think_ms, int(share)))


class TurnSearch:
    """hard: normal's best first actions (and ending the turn) are each played on the real rules,
    the rest of the turn finished by normal's choices, and the table at the end of the turn valued
    for both sides, less the clock the turn's decisions cost. The turn's first roll is weighed
    exactly (a block of rounds shows each face of the die once, weighted by its chance); later
    rolls are drawn, the same for every candidate in a round (common random numbers). hard starts
    from normal's best first action and plays another only when the blocks show it better by a
    margin and beyond their noise, so with little time it plays as normal does."""

    def __init__(self, hooks: ArenaHooks, st: ArenaState, seat: int, rng: Rng) -> None:
        self.hooks = hooks
        self.st = st
        self.rng = rng
        actions = st.legal_actions()
        scores = hooks.action_scores(st, seat, actions)
        ranked = sorted(zip(scores, range(len(actions)), strict=True), key=lambda pair: -pair[0])
        useful = [i for _, i in ranked if actions[i].kind != "wait"]  # waiting only burns the clock
        chosen = [actions[i] for i in useful[:SEARCH_WIDTH]] or [actions[ranked[0][1]]]
        end = interned("end")
        if end in actions and end not in chosen:
            chosen.append(end)
        self.candidates = chosen  # the first is normal's choice
        self.faces = [p for _, p in rules.die_outcomes()]
        self.blocks: list[list[float]] = []  # per block, each candidate's value
        self.fixed: dict[int, float] = {}  # candidates whose turn rolled no die: one value

    def run(
        self, budget_ms: int | None, elapsed_ms: Callable[[], float], stop: Callable[[], bool] | None
    ) -> Action:
        if len(self.candidates) == 1:
            return self.candidates[0]
        started = elapsed_ms()

        def spent_all() -> bool:
            return budget_ms is not None and elapsed_ms() - started > budget_ms

        while True:
            values = self.block(spent_all)
            if values is None:
                break  # the budget ran out inside the block: it is left out
            self.blocks.append(values)
            spent = elapsed_ms() - started
            if budget_ms is None:
                if len(self.blocks) >= FIXED_BLOCKS:
                    break
            elif spent * (len(self.blocks) + 1) / len(self.blocks) > budget_ms:
                break
            if stop is not None and stop():
                break
            if len(self.fixed) == len(self.candidates):
                break  # no die rolls in any of these turns: one block says it all
        return self.candidates[self.choice_of(self.blocks)]

    def block(self, spent_all: Callable[[], bool] = lambda: False) -> list[float] | None:
        """Each candidate's value over one block: the turn's first roll shows every face once,
        weighted by its chance; later rolls drawn from one seed per face, shared by all. None when
        the budget runs out before the block is done (so a decision keeps to its think time)."""
        seeds = [self.rng.next_u64() for _ in self.faces]
        values = []
        for i, action in enumerate(self.candidates):
            if spent_all():
                return None
            if i in self.fixed:
                values.append(self.fixed[i])
                continue
            total = 0.0
            for face, (p, seed) in enumerate(zip(self.faces, seeds, strict=True)):
                value, rolled = self.finish_turn(action, Rng(seed), face)
                if not rolled:
                    self.fixed[i] = value
                    total = value
                    break
                total += p * value
            values.append(total)
        return values

    def choice_of(self, blocks: list[list[float]]) -> int:
        """normal's choice (the first candidate) unless another beats it, block by block, by more
        than the margin and more than its noise."""
        n = len(blocks)
        best, best_gain = 0, 0.0
        if n == 0:
            return best
        for i in range(1, len(self.candidates)):
            diffs = [values[i] - values[0] for values in blocks]
            mean = sum(diffs) / n
            if n >= 2:
                spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
                needed = SWITCH_MARGIN + SWITCH_SURE * spread
            else:
                needed = 2 * SWITCH_MARGIN
            if mean > needed and mean > best_gain:
                best, best_gain = i, mean
        return best

    def finish_turn(self, first: Action, rng: Rng, face: int) -> tuple[float, bool]:
        """The turn played on from `first` by normal's choices, its first roll showing `face`;
        valued at its end for our side, less the clock its decisions cost; and whether a die was
        rolled."""
        side = self.st.side
        cost = decision_cost(self.st, side)
        state: GameState = self.st.apply(first)[0]
        rolls = 0
        decisions = 1
        for _ in range(TURN_STEPS):
            st: ArenaState = state  # type: ignore[assignment]
            if st.stage != "play" or st.side != side:
                break
            if state.to_act() == CHANCE:
                outcomes = state.chance_outcomes()
                if rolls == 0 and len(outcomes) == len(self.faces):
                    index = face
                else:
                    index = rng.weighted_index([p for _, p in outcomes])
                state = state.apply(outcomes[index][0])[0]
                rolls += 1
            else:
                state = state.apply(self.hooks.rollout_action(state, rng))[0]
                decisions += 1
        end: ArenaState = state  # type: ignore[assignment]
        if end.stage == "over":
            return (WIN if end.winner == side else -WIN), rolls > 0
        return standing(end, side) - cost * decisions, rolls > 0


def clock_trouble(ms: int) -> float:
    """What a short clock costs, in energy: nothing with a minute left, a lost game at zero."""
    short = max(0.0, 1.0 - ms / CLOCK_SHORT_MS)
    return WIN * short**3


def standing(st: ArenaState, side: int) -> float:
    """`side`'s lead in energy: the Totems, the fighters in the arena and what they threaten. The
    side whose turn comes next strikes first: its threats count more, its fighters' danger less."""
    lead = float(st.energy[side] - st.energy[1 - side])
    lead += clock_trouble(st.clock[1 - side]) - clock_trouble(st.clock[side])
    for who, sign in ((side, 1.0), (1 - side, -1.0)):
        threats = Threats.of(st, who)
        first = st.side == who
        for slot in st.on_board(who):
            lead += sign * place_value(st, threats, slot, st.at[slot], first)
        lead -= sign * sum(waiting(st, slot) for slot in range(who * 4, who * 4 + 4))
    mover = st.side
    lead += (1.0 if mover == side else -1.0) * LETHAL * WIN * finishing_chance(st, mover)
    return lead


def finishing_chance(st: ArenaState, side: int) -> float:
    """The chance `side`, playing next, takes the enemy Totem's last energy: any of its fighters
    that can reach the Totem's edge rolls enough (each tried on its own)."""
    enemy = 1 - side
    energy = st.energy[enemy]
    safe = 1.0
    for slot in st.on_board(side):
        if reaches_totem(st, slot, st.at[slot], enemy):
            safe *= 1.0 - p_damage_at_least(st.fighter(slot).attack, energy)
    return 1.0 - safe


def waiting(st: ArenaState, slot: int) -> float:
    """What a knocked-out fighter still waiting on its Gate costs its side beyond its absence from
    the arena: with its hourglass full, as much as normal counts a knockout (`ko_cost`)."""
    if st.at[slot] >= 0 or not st.sand[slot] or not st.team[slot]:
        return 0.0
    return worth(st.fighter(slot)) * (KO_COST_BASE - PRESENCE + st.sand[slot] / 90_000)
