"""AI hooks: a heuristic over influence, coin control and effect value, a cheap rollout policy, and
an evaluation of cut-off playouts.

The heuristic (normal) looks one step ahead with apply(). Playouts (hard) cannot afford that, so
their policy scores actions from the cards alone: keep and play strong cards, give away and lay down
weak ones, win the coin when it is cheap, and as coin owner trigger the side that gains most.
"""

from __future__ import annotations

import math

from timetravel.engine.actions import Action
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE
from timetravel.games.division.state import DivisionState

HAND_SHARE = 0.5  # about half of a hand's influence reaches an Influence Area
COIN_WORTH = 1.5
EVAL_SCALE = 6.0  # influence lead that makes a win about 73% likely
ROLLOUT_EPSILON = 0.15  # playouts try a random action this often
CUTOFF = 24  # playout steps before the evaluation takes over (a single era is about 55 steps)


def balance(state: DivisionState, seat: int) -> float:
    """Influence lead of `seat` as it would score now, plus a little for holding the coin."""
    st = state
    lead = st.score_total(seat) - st.score_total(1 - seat)
    coin = COIN_WORTH if st.coin == seat else -COIN_WORTH
    return lead + coin


def outlook(state: DivisionState, seat: int) -> float:
    """balance() plus the expected share of both hands and, in a campaign, the VP track."""
    st = state
    hands = [sum(st.card(c).value for c in st.z[f"hand:{s}"]) for s in (0, 1)]
    lead = balance(state, seat) + HAND_SHARE * (hands[seat] - hands[1 - seat])
    if st.mode == "campaign":
        track = st.standee if seat == 0 else -st.standee
        eras_left = len(st.eras) - st.era_i
        lead = track * 4.0 + lead / max(1, eras_left)
    return lead


def _potential(state: DivisionState, card_id: str) -> float:
    """A card's worth in hand: its influence plus a bonus for a strong effect on a low card."""
    card = state.card(card_id)
    effect = 0.0 if not card.effect else 3.0
    bonus = 2.5 if card.traveler and state.mode == "campaign" else 0.0
    return card.value + effect * (1.0 - card.value / 10) + bonus


class DivisionHooks(AIHooks[DivisionState]):
    playout_cutoff = CUTOFF

    def action_scores(self, state: DivisionState, seat: int, actions: list[Action]) -> list[float]:
        scores: list[float] = []
        for action in actions:
            if action.kind in ("keep", "give"):
                value = _potential(state, str(action.args[0]))
                scores.append(value if action.kind == "keep" else -value)
            elif action.kind == "facedown":
                scores.append(_facedown_score(state, str(action.args[0])))
            elif action.kind == "play":
                scores.append(_play_score(state, seat, str(action.args[0])))
            else:
                scores.append(self._after(state, seat, action))
        return scores

    def _after(self, state: DivisionState, seat: int, action: Action) -> float:
        new, _ = state.apply(action)
        while new.to_act() == CHANCE:
            new, _ = new.apply(new.chance_outcomes()[0][0])
        if new.is_terminal():
            outcome = new.outcome()
            return 100.0 if outcome is not None and seat in outcome.winners else -100.0
        return balance(new, seat)

    def rollout_action(self, state: DivisionState, rng: Rng) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1 or rng.random() < ROLLOUT_EPSILON:
            return rng.choice(actions)
        kind = actions[0].kind
        seat = state.to_act()
        if kind in ("keep", "give", "facedown", "play"):
            scores = self.action_scores(state, seat, actions)
        elif kind == "resolve":
            scores = [_resolve_score(state, seat, a) for a in actions]
        else:
            return rng.choice(actions)
        best = max(scores)
        return rng.choice([a for a, s in zip(actions, scores, strict=True) if s >= best - 1e-9])

    def evaluate(self, state: DivisionState) -> tuple[float, ...] | None:
        p = 1.0 / (1.0 + math.exp(-outlook(state, 0) / EVAL_SCALE))
        return (p, 1 - p)


def _facedown_score(state: DivisionState, card_id: str) -> float:
    """A Time Traveler face down is a VP nobody can see to take; otherwise lay down the weakest."""
    card = state.card(card_id)
    return 20.0 if card.traveler else -_potential(state, card_id)


def _play_score(state: DivisionState, seat: int, card_id: str) -> float:
    st = state
    card = st.card(card_id)
    rival = st.z[f"decision:{1 - seat}"]
    if rival and rival[0] not in st.facedown:
        theirs = st.card(rival[0]).value
        wins = card.value > theirs or (card.value == theirs and st.coin == seat)
        return (5.0 if wins else 0.0) + _potential(state, card_id) * (0.5 if wins else -0.3)
    return _potential(state, card_id) * 0.2 + card.value * 0.3


def _resolve_score(state: DivisionState, seat: int, action: Action) -> float:
    """The coin owner's split: the collected card's influence and the triggered card's effect,
    each counted for the side that gets it."""
    st = state
    trigger, collect = (str(a) for a in action.args)
    score = 0.0
    for card_id, part in ((trigger, "trigger"), (collect, "collect")):
        if card_id == "none":
            continue
        owner = 0 if card_id in st.z["decision:0"] else 1
        card = st.card(card_id)
        if part == "collect":
            worth = float(card.value)
        elif card.modified is not None:
            worth = _turned_worth(st, card_id, owner)
        else:
            worth = (3.0 if card.effect else 0.0) * (1 - card.value / 10)
        score += worth if owner == seat else -worth
    return score


def _turned_worth(state: DivisionState, card_id: str, owner: int) -> float:
    """What a turning card would be worth in its owner's area if the era ended now."""
    st = state
    area = st.z[f"influence:{owner}"]
    fresh = card_id not in st.rotated
    area.append(card_id)
    st.rotated.add(card_id)
    try:
        return float(st.influence_of(card_id, owner))
    finally:  # the state is borrowed: leave it exactly as it was
        area.pop()
        if fresh:
            st.rotated.discard(card_id)
