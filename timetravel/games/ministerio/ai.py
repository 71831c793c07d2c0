"""AI hooks for El Ministerio: a heuristic in VP units over the cards within reach, the chance of a
fight or a trial, the cost in PA (and the prison), discards worth their bonus, the intruders'
clock and the office. Hard searches with it: the scores are its priors, playouts play the rest of
the turn as the heuristic would, and the next turn's start is valued by each seat's outlook
(score, mission progress, hand, enemies to debrief, PA risk).

The heuristic looks at a determinized state, so it reads no hand, mission or tile it may not know.
Moves are judged by walking each choice to the end of the move (a handful of routes) and valuing
the door, or the office, where it ends.
"""

from __future__ import annotations

import math

from timetravel.engine.actions import Action
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.rng import Rng
from timetravel.games.ministerio.content import PRISON_ABOVE, SLOTS, TRIAL_SKILL, content
from timetravel.games.ministerio.staircase import stair
from timetravel.games.ministerio.state import MinisterioState
from timetravel.games.ministerio.verbs import URGENT_VERBS

DRAW_WORTH = 0.8  # a card drawn, in VP
EVAL_SCALE = 5.0  # a VP lead that makes a win about 73% likely
PRISON = -60.0
WALK_STAGES = ("die", "walk", "leave")
TURN_BOUNDARIES = ("roll", "choose_agent", "start_door", "deal")  # where a playout may be valued
HELD_SHARE = 0.6  # of the missing mission VP, per item held toward it
IN_HAND_SHARE = 0.25  # per matching card in hand (its trial and its PA still ahead)


def draw_worth(st: MinisterioState, seat: int) -> float:
    """A card drawn is worth less the fuller the hand already is."""
    return DRAW_WORTH * max(0.25, 1.0 - len(st.agents[seat].hand) / 12)


def p_reach(needed: float, base: float) -> float:
    """The chance that one die plus `base` reaches `needed`."""
    return min(1.0, max(0.0, (7 - (needed - base)) / 6))


def keep_value(card_id: str) -> float:
    card = content().cards[card_id]
    return 0.4 * card.vp + 0.25 * card.bonus + 0.3


def mission_gain(st: MinisterioState, seat: int, card_id: str | None, enemy: bool = False) -> float:
    """What one more card (or enemy) is worth to the seat's mission lines still unmet."""
    agent = st.agents[seat]
    if agent.mission is None or agent.delivered:
        return 0.0
    mission = content().missions[agent.mission]
    lines = st.requirement_counts(seat)
    gain = 0.0
    for need, (have, wanted) in zip(mission.requirements, lines, strict=True):
        if have >= wanted:
            continue
        if (
            enemy
            and need.kind == "enemies"
            or card_id
            and not enemy
            and need.matches(content().cards[card_id])
        ):
            gain += (mission.full - mission.partial) / max(1, sum(w for _, w in lines)) + 1.0
    return gain


def pa_penalty(st: MinisterioState, seat: int, added: int) -> float:
    after = st.agents[seat].pa + added
    if after > PRISON_ABOVE:
        return PRISON
    return -added - max(0, after - 7) * 1.5


def card_worth(st: MinisterioState, seat: int, card_id: str) -> float:
    card = content().cards[card_id]
    effect = 0.0
    if card.effect is not None:
        effect = 1.0 if card.effect.verb in URGENT_VERBS else 2.0
    return card.vp + effect + mission_gain(st, seat, card_id)


def trial_value(st: MinisterioState, seat: int, card_id: str, closed: bool, spare: float) -> float:
    card = content().cards[card_id]
    skill = TRIAL_SKILL[card.category]
    if skill is None or card.requirement is None:
        return 0.0
    needed = card.requirement + (2 if closed and not st.modifiers(seat).get("open_doors") else 0)
    return p_reach(needed, st.stat(seat, skill) + spare) * card_worth(st, seat, card_id)


def spare_bonus(st: MinisterioState, seat: int, excluding: str | None = None) -> float:
    """About what discards could add without giving up much: the best cheap card's bonus."""
    cheap = [content().cards[c].bonus for c in st.agents[seat].hand if c != excluding and keep_value(c) < 1.6]
    return float(max(cheap, default=0)) * 0.7


def office_value(st: MinisterioState, seat: int) -> float:
    agent = st.agents[seat]
    verbs = {content().office[tile].front.verb for tile in st.office_tiles}
    best = 0.0
    if "shed_pa" in verbs:
        best = max(best, min(4, agent.pa) * 1.0 + (2.0 if agent.pa >= 7 else 0.0))
    if "draw" in verbs:
        best = max(best, 4 * draw_worth(st, seat))
    if "convert_enemies" in verbs:
        best = max(best, convert_value(st, seat, len(agent.enemies)))
    if not agent.delivered and st.mission_met(seat):
        best = max(best, 30.0)
    return best


def convert_value(st: MinisterioState, seat: int, count: int) -> float:
    agent = st.agents[seat]
    needed = 0
    if agent.mission is not None and not agent.delivered:
        needed = sum(n.count for n in content().missions[agent.mission].requirements if n.kind == "enemies")
    keep = min(len(agent.enemies), needed)
    return float(min(count, len(agent.enemies) - keep)) - max(0, count - (len(agent.enemies) - keep)) * 3.0


def escape_cost(st: MinisterioState) -> float:
    return 1.5 + 2.0 * len(st.slots) + (40.0 if len(st.slots) >= SLOTS - 1 else 0.0)


def enemy_worth(st: MinisterioState, seat: int, tile_id: str) -> float:
    return 1.5 + mission_gain(st, seat, None, enemy=True) + escape_cost(st) * 0.5


def door_value(st: MinisterioState, seat: int, door: int) -> float:
    """What ending the move on `door` promises: the best card to play there, and its enemies."""
    agent = st.agents[seat]
    closed_if_empty = not st.facedown[door] and not st.on_door[door]
    best = st.stat(seat, "research") * draw_worth(st, seat)
    for card_id in agent.hand:
        best = max(best, play_value(st, seat, card_id, door, closed_if_empty))
    combat = st.stat(seat, "combat")
    for tile in st.on_door[door]:
        p = p_reach(st.enemy_combat(tile), combat + spare_bonus(st, seat))
        best += p * enemy_worth(st, seat, tile) - (1 - p) * escape_cost(st) * 0.5
    if st.facedown[door]:
        best += 0.3
    if st.lola is not None and door == st.lola:
        best -= 0.5
    return best


def play_value(st: MinisterioState, seat: int, card_id: str, door: int, closed: bool) -> float:
    agent = st.agents[seat]
    saved = agent.door
    agent.door = door
    try:
        cost = st.pa_cost(seat, card_id)
    finally:
        agent.door = saved
    card = content().cards[card_id]
    penalty = pa_penalty(st, seat, cost)
    if card.category == "place":
        relief = min(2, agent.pa + cost)
        return max(3 * draw_worth(st, seat) + relief, office_value(st, seat)) + penalty - 0.2
    return trial_value(st, seat, card_id, closed, spare_bonus(st, seat, card_id)) + penalty


class MinisterioHooks(AIHooks[MinisterioState]):
    playout_cutoff = 1  # a playout finishes the turn under way and is valued when the next begins
    # The scores are VP; near an even game a VP of outlook moves a seat's share by about
    # 1 / (4 * EVAL_SCALE), so the prior speaks in the playouts' units, worth 30 of them.
    prior_scale = 0.05
    prior_visits = 30.0

    def action_scores(self, state: MinisterioState, seat: int, actions: list[Action]) -> list[float]:
        st = state
        if st.stage in WALK_STAGES:
            return [self._after_move(st, seat, a) for a in actions]
        return [score_action(st, seat, a) for a in actions]

    def _after_move(self, st: MinisterioState, seat: int, action: Action, depth: int = 0) -> float:
        new, _ = st.apply(action)
        if new.to_act() != seat or new.stage not in WALK_STAGES or depth > 12:
            agent = new.agents[seat]
            if agent.prison:
                return PRISON
            if agent.in_office:
                return office_value(new, seat)
            if new.stage == "play" and agent.door is not None:
                return door_value(new, seat, agent.door) - agent.pa * 0.2
            return 0.0
        return max(self._after_move(new, seat, a, depth + 1) for a in new.legal_actions())

    def rollout_action(self, state: MinisterioState, rng: Rng) -> Action:
        """Normal's choice without its averaging over worlds: the move to the best door within
        reach, then the best-scored action at each step (ties at random)."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        st = state
        seat = st.to_act()
        if st.stage in WALK_STAGES:
            scores = [self._after_move(st, seat, a) for a in actions]
        else:
            scores = [score_action(st, seat, a) for a in actions]
        best = max(scores)
        return rng.choice([a for a, s in zip(actions, scores, strict=True) if s >= best - 1e-9])

    def evaluate(self, state: MinisterioState) -> tuple[float, ...] | None:
        """Each free seat's share of a softmax over its outlook, scaled down as the office fills.
        Only between turns: mid-turn a card on the table or a roll under way is nobody's yet."""
        st = state
        if st.stage not in TURN_BOUNDARIES:
            return None
        values = {s: outlook(st, s) for s in st.free_seats()}
        if not values:
            return tuple(0.0 for _ in range(st.seats))
        top = max(values.values())
        weights = [math.exp((values[s] - top) / EVAL_SCALE) if s in values else 0.0 for s in range(st.seats)]
        total = sum(weights) or 1.0
        danger = 0.5 ** max(0, SLOTS - len(st.slots) - 1)  # everybody loses near five intruders
        return tuple(w / total * (1 - danger) for w in weights)


def outlook(st: MinisterioState, seat: int) -> float:
    """A seat's score now plus what it is on its way to: its mission, the cards in its hand, the
    enemies it may still debrief, less the risk of Huesca close to the PA limit. Once the game
    ends with this round, only the score counts."""
    agent = st.agents[seat]
    value = float(st.score(seat))
    if st.ending:
        return value
    value += mission_outlook(st, seat)
    value += sum(0.3 + 0.1 * content().cards[c].vp for c in agent.hand)
    value += 0.5 * len(agent.enemies)
    return value - max(0, agent.pa - 7) * 0.7


def mission_outlook(st: MinisterioState, seat: int) -> float:
    """Progress toward the full mission beyond the VP it already counts: a share of the missing VP
    for each item held, less for a matching card still in hand; a met mission is worth the first
    deliverer's bonus while nobody has it."""
    agent = st.agents[seat]
    if agent.mission is None or agent.delivered:
        return 0.0
    mission = content().missions[agent.mission]
    lines = st.requirement_counts(seat)
    if all(have >= need for have, need in lines):
        return 1.5 if not any(a.first_delivery for a in st.agents) else 0.5
    per_item = (mission.full - st.mission_vp(seat)) / sum(need for _, need in lines)
    value = per_item * HELD_SHARE * sum(min(have, need) for have, need in lines)
    hand = [content().cards[c] for c in agent.hand]
    for requirement, (have, need) in zip(mission.requirements, lines, strict=True):
        if have < need and requirement.kind != "enemies":
            value += per_item * IN_HAND_SHARE * min(need - have, sum(map(requirement.matches, hand)))
    return value


def score_action(st: MinisterioState, seat: int, action: Action) -> float:  # noqa: C901, PLR0911, PLR0912
    kind, args = action.kind, action.args
    a0 = args[0] if args else None
    agent = st.agents[seat]
    if kind == "agent":
        p = content().protagonists[str(a0)]
        return p.combat * 0.6 + p.research * 0.8 + max(p.intelligence, p.knowledge, p.charisma) * 0.4
    if kind == "start":
        stair_years = [content().cards[c].year for c in agent.hand]
        return sum(1.0 / (1 + _distance(int(str(a0)), year)) for year in stair_years)
    if kind == "play":
        assert agent.door is not None
        closed = not st.facedown[agent.door] and not st.on_door[agent.door]
        return play_value(st, seat, str(a0), agent.door, closed) - keep_value(str(a0)) * 0.3
    if kind == "pile":
        assert agent.door is not None
        top = st.piles[str(a0)][-1]
        closed = not st.facedown[agent.door] and not st.on_door[agent.door]
        return play_value(st, seat, top, agent.door, closed)
    if kind == "investigate":
        return st.stat(seat, "research") * draw_worth(st, seat) * (1.0 if st.cards_left() else 0.0)
    if kind == "pass":
        return 0.0
    if kind == "raze":
        verb = content().office[str(a0)].front.verb
        return {"replay_discard": 1.0, "convert_enemies": 0.5, "draw": 0.0, "shed_pa": -agent.pa * 0.2}[verb]
    if kind == "face":
        return p_reach(st.enemy_combat(str(a0)), st.stat(seat, "combat"))
    if kind in ("fight", "let_go", "concede"):
        return _fight_choice(st, seat, kind)
    if kind == "discard":
        return _discard_value(st, seat, str(a0))
    if kind == "place_draw":
        return 3 * draw_worth(st, seat) + min(2, agent.pa)
    if kind == "place_office":
        return office_value(st, seat)
    if kind == "try":
        trial = st.t["trial"]
        return trial_value(st, seat, trial["card"], trial["closed"], spare_bonus(st, seat))
    if kind == "fail":
        return 0.0
    if kind in ("use", "stop_peek", "rest"):
        return 1.0 if kind == "use" else 0.0
    if kind == "skip":
        return 0.0
    if kind in ("recover", "replay"):
        top = st.piles[str(a0)][-1]
        return (
            keep_value(top) if kind == "recover" else trial_value(st, seat, top, False, spare_bonus(st, seat))
        )
    if kind == "peek":
        return 0.1
    if kind == "office_pa":
        return min(4, agent.pa) * 1.0 + (2.0 if agent.pa >= 7 else 0.0)
    if kind == "office_draw":
        return 4 * draw_worth(st, seat)
    if kind == "convert":
        return convert_value(st, seat, int(str(a0)))
    if kind == "deliver":
        return 30.0
    return 0.0


def _distance(door: int, year: int) -> int:
    return stair().anachronism(door, year)


def _fight_choice(st: MinisterioState, seat: int, kind: str) -> float:
    tile = st.t["enemy"]
    lose = -escape_cost(st)
    if content().enemies[tile].ability == "beat_at_once":
        lose -= 1.0
    if kind in ("let_go", "concede"):
        return lose - (
            1.0 if kind == "concede" and content().enemies[tile].ability == "costs_pa_on_loss" else 0.0
        )
    p = p_reach(st.enemy_combat(tile), st.stat(seat, "combat") + spare_bonus(st, seat))
    return p * enemy_worth(st, seat, tile) + (1 - p) * lose


def _discard_value(st: MinisterioState, seat: int, card_id: str) -> float:
    """Worth it when the bonus closes the gap after the roll (or all cheap cards together would)."""
    bonus = content().cards[card_id].bonus
    cost = keep_value(card_id)
    if st.t["roll"] is None:
        return -cost - 1.0  # better after the roll, when the gap is known
    if st.stage == "fight":
        tile = st.t["enemy"]
        gap = st.enemy_combat(tile) - (int(st.t["roll"]) + st.stat(seat, "combat") + int(st.t["bonus"]))
        worth = enemy_worth(st, seat, tile) + escape_cost(st)
    else:
        trial = st.t["trial"]
        card = content().cards[trial["card"]]
        skill = TRIAL_SKILL[card.category]
        assert skill is not None and card.requirement is not None
        needed = card.requirement + (2 if trial["closed"] else 0)
        gap = needed - (int(st.t["roll"]) + st.stat(seat, skill) + int(st.t["bonus"]))
        worth = card_worth(st, seat, trial["card"])
    if bonus >= gap:
        return worth - cost
    others = sum(content().cards[c].bonus for c in st.agents[seat].hand if c != card_id)
    if bonus + others >= gap:
        return worth * 0.5 - cost * (gap / max(1, bonus))
    return -cost - 5.0
