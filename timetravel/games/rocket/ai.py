"""AI hooks for Time Machine Rocket: a push-your-luck heuristic, a fast rollout policy, an evaluation.

Values are in points. Recruiting a card is worth what it adds to the team, what its action can do
right now, and what it does for the open objective. Revealing another card is worth the expectation
over what is left in the current pile (its composition is known: the discard pile, the teams and the
Game Area are public), where a Vortex wastes the turn and a repeated category forces a recruit.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Collection

from timetravel.engine.actions import Action
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.rng import Rng
from timetravel.games.rocket import objectives
from timetravel.games.rocket.content import (
    PERIODS,
    ROCKET,
    ROCKET_2X,
    ROCKET_VALUE,
    VORTEX,
    Deck,
    MilitaryDiscards,
    ObjectiveBase,
    RevealFirst,
)
from timetravel.games.rocket.state import POSTWAR, RocketState

ROCKET_WORTH = 0.6  # a kept Rocket: a later jump, and progress for the Rocket objectives
CREATIVE_WORTH = 0.35  # per card a Creative may look at
CONTINUE_FACTOR = 0.9  # a revealed card is still worth a little less than the same card in hand
ROLLOUT_NOISE = 0.05  # playouts stray from the heuristic now and then
EVAL_SCALE = 8.0  # points of lead that make a seat about e times likelier to win
QUICK_ACTION_WORTH = 2.0  # playouts' flat guess at a character action's worth (quick_reveal_value)
QUICK_ROCKET_WORTH = 3.0  # and at a revealed Rocket's (a trip to an older pile, and a fresh start)
TURN_BOUNDARIES = frozenset({"start", "objective"})  # where evaluate() values a cut-off playout
CACHE_LIMIT = 200_000  # memoized objective deltas kept before the cache starts afresh
OBJECTIVE_WEIGHT = 0.5  # share of an objective's points that a step of progress towards it is worth
IN_REACH_WEIGHT = 0.9  # the same once the step leaves the objective within reach
IN_REACH = 0.5  # progress from which an objective counts as within reach


class RocketHooks(AIHooks[RocketState]):
    # Python playouts are slow, so a playout covers about a turn and the evaluation does the rest
    playout_cutoff = 16
    # Scores are points; near an even game a point is worth about 3% of a win (see EVAL_SCALE).
    # Playouts here are noisy (a whole turn of card draws), so the heuristic's offset fades only
    # slowly: after 50 visits it still counts half (timetravel.ai.prior). Measured at 100 ms per
    # decision against normal: 20 and 100 did about as well at 2 seats, 20 worse at 4 seats.
    prior_scale = 0.03
    prior_visits = 50.0

    def action_scores(self, s: RocketState, seat: int, actions: list[Action]) -> list[float]:
        return [score_action(s, seat, a) for a in actions]

    def rollout_action(self, s: RocketState, rng: Rng) -> Action:
        """The heuristic's choice (what a normal player would do), with a little noise."""
        actions = s.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if rng.random() < ROLLOUT_NOISE:
            return rng.choice(actions)
        if s.phase in ("creative_put", "explorer_put"):
            return actions[-1]  # keep the order: cheap, and order rarely matters in a playout
        if s.phase == "decide":  # recruit or reveal: the quick estimate agrees with the full one ~92%
            recruit, reveal = actions
            return recruit if score_action(s, s.turn, recruit) >= quick_reveal_value(s, s.turn) else reveal
        if s.phase == "start":
            scores = [0.1] + [quick_use_value(s, str(a.args[0])) for a in actions[1:]]
            return actions[max(range(len(actions)), key=scores.__getitem__)]
        scores = [score_action(s, s.turn, a) for a in actions]
        return actions[max(range(len(actions)), key=scores.__getitem__)]

    def evaluate(self, s: RocketState) -> tuple[float, ...] | None:
        outcome = s.outcome()
        if outcome is not None:
            return outcome.returns()
        if s.phase not in TURN_BOUNDARIES:
            return None  # mid-turn, a revealed card or a running action is not valued yet: play on
        return evaluate(s)


# --- evaluation ------------------------------------------------------------------------------------
def evaluate(s: RocketState) -> tuple[float, ...]:
    """Each seat's share of a softmax over projected totals (score plus team on the table)."""
    projected = [s.totals[p] + s.team_points(p) + ROCKET_WORTH * s.rocket_value(p) for p in range(s.seats)]
    top = max(projected)
    weights = [math.exp((v - top) / EVAL_SCALE) if p in s.active else 0.0 for p, v in enumerate(projected)]
    total = sum(weights) or 1.0
    return tuple(w / total for w in weights)


# --- scoring one action ----------------------------------------------------------------------------
def score_action(s: RocketState, seat: int, action: Action) -> float:
    kind = action.kind
    if kind == "recruit":
        return card_gain(s, seat, str(action.args[0]), with_action=True)
    if kind == "reveal":
        return reveal_value(s, seat) if s.phase == "decide" else 0.1
    if kind == "use":
        return use_value(s, str(action.args[0]))
    if kind == "take":
        card = str(action.args[1])
        return card_gain(s, seat, card, with_action=False) + _hurt_weight(s) * _points(s, card)
    if kind == "discard":
        card = str(action.args[1])
        return _hurt_weight(s) * _points(s, card) + _terminator_value(s, seat, card)
    if kind == "keep":
        return card_gain(s, seat, str(action.args[0]), with_action=False)
    if kind == "put":
        return _put_value(s, str(action.args[0]))
    if kind == "keep_order":
        return 0.0
    if kind == "steal":
        other, card = int(action.args[0]), str(action.args[1])
        return ROCKET_WORTH * ROCKET_VALUE[card] * (1 + _hurt_weight(s)) + _rocket_objective(s, seat, other)
    if kind == "look":
        return CREATIVE_WORTH * int(s.act["points"])
    if kind == "draw_rockets":
        return ROCKET_WORTH * int(s.act["points"])
    return 0.0  # skip, done


def _points(s: RocketState, card: str) -> int:
    return s.deck.characters[card].points


def _hurt_weight(s: RocketState) -> float:
    """What an opponent's lost point is worth to us: less when it is one of several rivals."""
    return 0.8 if len(s.active) <= 2 else 0.45


def card_gain(s: RocketState, seat: int, card: str, with_action: bool) -> float:
    """What gaining `card` is worth to `seat` now, objective included."""
    if card in ROCKET_VALUE:
        return ROCKET_WORTH * ROCKET_VALUE[card] + _objective_delta(s, seat, card)
    if card == VORTEX:
        return _objective_delta(s, seat, card)
    character = s.deck.characters[card]
    old = s.teams[seat].get(character.category)
    gain: float = character.points - (_points(s, old) if old else 0)
    delta = _objective_delta(s, seat, card)
    if delta >= 0.999 * _objective_points(s):
        return gain + delta + _round_end_value(s, seat)
    if old is None and len(s.teams[seat]) == 4:
        gain += _round_end_value(s, seat)
    if with_action:
        gain += action_value(s, seat, card)
    return gain + delta


def _objective_points(s: RocketState) -> int:
    objective = objectives.current(s)
    return objective.points if objective is not None else 0


def _objective_delta(s: RocketState, seat: int, card: str) -> float:
    """Objective points times the progress this card would add (all of them when it completes)."""
    objective = objectives.current(s)
    if objective is None:
        return 0.0
    # the value depends only on the objective, the seat's team and Rocket area, and the card
    area = s.areas[seat]
    key = (s.objective, tuple(s.teams[seat].values()), tuple(area.items()), card)
    cache = _deck_cache(s)
    value = cache.get(key)
    if value is None:
        if len(cache) > CACHE_LIMIT:
            cache.clear()
        value = cache[key] = _objective_delta_now(s, seat, card, objective)
    return value


def _objective_delta_now(s: RocketState, seat: int, card: str, objective: ObjectiveBase) -> float:
    before = _progress(s, seat, objective)
    # try the card on for size and put everything back as it was (cheaper than a clone)
    team, area = s.teams[seat], s.areas[seat]
    saved_team, saved_area = dict(team), dict(area)
    if card in s.deck.characters:
        team[s.deck.characters[card].category] = card
    else:
        area[card] = area.get(card, 0) + 1
    try:
        if objectives.holds_now(s, seat):
            return float(objective.points)
        after = _progress(s, seat, objective)
        weight = IN_REACH_WEIGHT if after >= IN_REACH else OBJECTIVE_WEIGHT
        return weight * objective.points * (after - before)
    finally:
        s.teams[seat], s.areas[seat] = saved_team, saved_area


def _progress(s: RocketState, seat: int, objective: ObjectiveBase | None) -> float:
    """objectives.progress, where revealing the first card of a pile also counts the Rockets that
    would take the seat there from the Post-WWII pile, where every turn starts."""
    if isinstance(objective, RevealFirst):
        holding = 0.5 if objectives.matching(s, seat, objective.holding) else 0.0
        distance = POSTWAR - PERIODS.index(objective.pile)
        return holding + (0.5 * min(1.0, s.rocket_value(seat) / distance) if distance else 0.5)
    return objectives.progress(s, seat)


class _Memo(threading.local):
    """Values worked out for one state (a state handed out never changes), per thread."""

    state: RocketState | None = None
    values: dict[tuple[object, ...], float]


_MEMO = _Memo()


def _state_memo(s: RocketState) -> dict[tuple[object, ...], float]:
    memo = _MEMO
    if memo.state is not s:
        memo.state = s
        memo.values = {}
    return memo.values


_CACHES: dict[int, tuple[Deck, dict[tuple[object, ...], float]]] = {}


def _deck_cache(s: RocketState) -> dict[tuple[object, ...], float]:
    """Memoized objective deltas per deck (the deck is kept alive, so its id stays its own)."""
    entry = _CACHES.get(id(s.deck))
    if entry is None or entry[0] is not s.deck:
        entry = _CACHES[id(s.deck)] = (s.deck, {})
    return entry[1]


def _round_end_value(s: RocketState, seat: int) -> float:
    """Ending the round now: good when our team is ahead of the best opposing team."""
    mine = s.team_points(seat)
    best_other = max((s.team_points(o) for o in s.opponents(seat)), default=0)
    return 0.5 * (mine - best_other)


def action_value(s: RocketState, seat: int, card: str) -> float:
    """What the action of a character recruited straight from the Game Area can do right now."""
    character = s.deck.characters[card]
    # a push-your-luck estimate asks this for every card of a pile, and again for the next move
    memo = _state_memo(s)
    key = (seat, character.category, character.points)
    value = memo.get(key)
    if value is None:
        value = memo[key] = _action_value(s, seat, character.category, character.points)
    return value


def _action_value(s: RocketState, seat: int, category: str, points: int) -> float:
    chars = s.deck.characters
    hurt = _hurt_weight(s)
    targets = [(o, c) for o in s.opponents(seat) for c in s.teams[o].values()]
    if category == "humanitarian":
        gains = [chars[c].points * (1 + hurt) for _, c in targets if chars[c].points <= points]
        return max(gains, default=0.0) * 0.8
    if category == "military":
        best = 0.0
        # the biggest first hurts most; the smallest first discards most (for The Terminator)
        for sign in (-1, 1):
            budget, hit, count = points, 0, 0
            for _, c in sorted(targets, key=lambda t: sign * chars[t[1]].points):
                if chars[c].points <= budget:
                    budget -= chars[c].points
                    hit += chars[c].points
                    count += 1
            bonus = _objective_points(s) if objectives.completes_military(s, count) else 0
            best = max(best, hurt * hit + bonus)
        return best
    if category == "creative":
        return CREATIVE_WORTH * min(points, s.pile_size(s.pile))
    if category == "scientist":
        available = sum(s.rocket_pile.values()) + sum(s.rocket_value(o) for o in s.opponents(seat))
        return ROCKET_WORTH * min(points, available)
    top = s.discard[-points:] if s.discard else []
    gains = [card_gain(s, seat, c, with_action=False) for c in top if c != VORTEX]
    return sum(g for g in gains if g > 0) * 0.8


def reveal_risk(s: RocketState) -> float:
    """The chance that the next card of the current pile is a Vortex or forces a recruit."""
    pile = s.piles[s.pile]
    total = sum(pile.values())
    if not total:
        return 0.0
    chars = s.deck.characters
    bad = pile.get(VORTEX, 0)
    bad += sum(n for c, n in pile.items() if c in chars and chars[c].category in s.seen)
    return bad / total


def reveal_value(s: RocketState, seat: int, pile_index: int | None = None, depth: int = 1) -> float:
    """The expected worth of revealing the next card of a pile (the push-your-luck estimate)."""
    index = s.pile if pile_index is None else pile_index
    # a known top card is certain (in a sampled world every top card is fixed)
    cards = {s.tops[index][0][0]: 1} if s.tops[index] else s.piles[index]
    total = sum(cards.values())
    if not total:
        return _round_end_value(s, seat)
    seen = s.seen if pile_index is None else []
    chars = s.deck.characters
    value = 0.0
    for card, count in cards.items():
        if card in chars:
            gain = card_gain(s, seat, card, with_action=True)
            value += count * (gain if chars[card].category in seen else max(gain, 0.5) * CONTINUE_FACTOR)
        elif card == VORTEX:
            value += count * (_objective_delta(s, seat, VORTEX) if objectives.vortexes_are_kept(s) else 0.0)
        else:
            value += count * _rocket_reveal_value(s, seat, index, depth)
    return value / total


def quick_use_value(s: RocketState, card: str) -> float:
    """use_value for playouts, with quick_reveal_value for the piles."""
    seat = s.turn
    target = max(0, s.pile - ROCKET_VALUE[card])
    objective = objectives.current(s)
    if isinstance(objective, RevealFirst) and objectives.completes_on_reveal(s, seat, target):
        return objective.points + _round_end_value(s, seat)
    if isinstance(objective, RevealFirst) and _on_the_way(s, seat, card):
        return IN_REACH_WEIGHT * objective.points
    here, there = quick_reveal_value(s, seat, s.pile, ()), quick_reveal_value(s, seat, target, ())
    return there - here - ROCKET_WORTH * ROCKET_VALUE[card] - _objective_delta(s, seat, card)


def quick_reveal_value(
    s: RocketState, seat: int, index: int | None = None, seen: Collection[str] | None = None
) -> float:
    """reveal_value for playouts, about ten times cheaper: points only, with a flat guess for what
    a character's action and a Rocket's trip are worth (fitted to agree with reveal_value)."""
    index = s.pile if index is None else index
    seen = s.seen if seen is None else seen
    cards = {s.tops[index][0][0]: 1} if s.tops[index] else s.piles[index]
    chars = s.deck.characters
    team = s.teams[seat]
    value = 0.0
    total = 0
    for card, count in cards.items():
        total += count
        character = chars.get(card)
        if character is not None:
            old = team.get(character.category)
            gain = character.points - (chars[old].points if old else 0) + QUICK_ACTION_WORTH
            value += count * (gain if character.category in seen else max(gain, 0.5) * CONTINUE_FACTOR)
        elif card != VORTEX:
            value += count * QUICK_ROCKET_WORTH
    return value / total if total else _round_end_value(s, seat)


def _rocket_reveal_value(s: RocketState, seat: int, index: int, depth: int) -> float:
    older = max(0, index - 1)
    objective = objectives.current(s)
    if isinstance(objective, RevealFirst) and objectives.completes_on_reveal(s, seat, older):
        return objective.points + _round_end_value(s, seat)
    if depth <= 0:
        return 1.0
    return reveal_value(s, seat, older, depth - 1)


def use_value(s: RocketState, card: str) -> float:
    """Spend a Rocket: worth it to reach the pile an objective needs, else a mild loss."""
    seat = s.turn
    target = max(0, s.pile - ROCKET_VALUE[card])
    objective = objectives.current(s)
    if isinstance(objective, RevealFirst) and objectives.completes_on_reveal(s, seat, target):
        return objective.points + _round_end_value(s, seat)
    if isinstance(objective, RevealFirst) and _on_the_way(s, seat, card):
        return IN_REACH_WEIGHT * objective.points
    here, there = reveal_value(s, seat, s.pile, 0), _best_reachable_value(s, seat, card, target)
    return there - here - ROCKET_WORTH * ROCKET_VALUE[card] - _objective_delta(s, seat, card)


def _best_reachable_value(s: RocketState, seat: int, card: str, target: int) -> float:
    """What revealing is worth at `target`, or at an older pile the seat's other Rockets reach from
    there (less the Rockets spent), when an open objective makes an older pile worth the trip."""
    best = reveal_value(s, seat, target, 0)
    if objectives.current(s) is None or target == 0:
        return best
    area = s.areas[seat]
    singles = area.get(ROCKET, 0) - (card == ROCKET)
    doubles = area.get(ROCKET_2X, 0) - (card == ROCKET_2X)
    reachable = {n + 2 * d for d in range(doubles + 1) for n in range(singles + 1)}
    for hops in sorted(h for h in reachable if 0 < h <= target):
        best = max(best, reveal_value(s, seat, target - hops, 0) - ROCKET_WORTH * hops)
    return best


def _on_the_way(s: RocketState, seat: int, card: str) -> bool:
    """Whether spending `card` moves towards the pile a reveal-first objective needs, which the
    seat's other Rockets can then reach exactly (it holds the character the objective asks for)."""
    objective = objectives.current(s)
    if not isinstance(objective, RevealFirst) or not objectives.matching(s, seat, objective.holding):
        return False
    left = max(0, s.pile - ROCKET_VALUE[card]) - PERIODS.index(objective.pile)
    if left <= 0:
        return False
    area = dict(s.areas[seat])
    area[card] -= 1
    singles, doubles = area.get(ROCKET, 0), area.get(ROCKET_2X, 0)
    return any(left - 2 * d <= singles for d in range(min(doubles, left // 2) + 1))


def _put_value(s: RocketState, card: str) -> float:
    """Cards put back first end up on top, where an opponent meets them next: the worst first."""
    if card == VORTEX:
        return 3.0
    if card in ROCKET_VALUE:
        return -2.0
    return -float(_points(s, card))


def _terminator_value(s: RocketState, seat: int, card: str) -> float:
    """During a Military action under The Terminator: the objective's points when discarding
    `card` still leaves enough budget to discard the rest of the count (smallest first)."""
    objective = objectives.current(s)
    if not isinstance(objective, MilitaryDiscards):
        return 0.0
    chars = s.deck.characters
    budget = s.act.get("budget", 0) - chars[card].points
    needed = objective.count - s.act.get("count", 0) - 1
    others = sorted(chars[c].points for o in s.opponents(seat) for c in s.teams[o].values() if c != card)
    for points in others:
        if needed <= 0 or points > budget:
            break
        budget -= points
        needed -= 1
    return float(objective.points) if needed <= 0 else 0.0


def _rocket_objective(s: RocketState, seat: int, other: int) -> float:
    return 0.3 * objectives.progress(s, other) * _objective_points(s)
