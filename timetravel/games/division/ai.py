"""AI hooks: a one-step heuristic over influence, coin control and effect value."""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, GameState


def balance(state: GameState, seat: int) -> float:
    """Influence lead of `seat` as it would score now, plus a little for holding the coin."""
    st = state  # a DivisionState
    lead = st.score_total(seat) - st.score_total(1 - seat)  # type: ignore[attr-defined]
    coin = 1.5 if st.coin == seat else -1.5  # type: ignore[attr-defined]
    return lead + coin


def _potential(state: GameState, card_id: str) -> float:
    """A card's worth in hand: its influence plus a bonus for a strong effect on a low card."""
    card = state.card(card_id)  # type: ignore[attr-defined]
    effect = 0.0 if not card.effect else 3.0
    return card.value + effect * (1.0 - card.value / 10)


class DivisionHooks(AIHooks):
    def action_scores(self, state: GameState, seat: int, actions: list[Action]) -> list[float]:
        scores = []
        for action in actions:
            if action.kind in ("keep", "facedown"):
                value = _potential(state, str(action.args[0]))
                scores.append(value if action.kind == "keep" else -value)
            elif action.kind == "give":
                scores.append(-_potential(state, str(action.args[0])))
            elif action.kind == "play":
                scores.append(_play_score(state, seat, str(action.args[0])))
            else:
                scores.append(self._after(state, seat, action))
        return scores

    def _after(self, state: GameState, seat: int, action: Action) -> float:
        new, _ = state.apply(action)
        while new.to_act() == CHANCE:
            new, _ = new.apply(new.chance_outcomes()[0][0])
        if new.is_terminal():
            return 100.0 if seat in (new.outcome().winners if new.outcome() else ()) else -100.0
        return balance(new, seat)

    def rollout_action(self, state: GameState, rng: Rng) -> Action:
        return rng.choice(state.legal_actions())

    def evaluate(self, state: GameState) -> tuple[float, ...] | None:
        lead = balance(state, 0)
        p = max(0.05, min(0.95, 0.5 + lead / 30))
        return (p, 1 - p)


def _play_score(state: GameState, seat: int, card_id: str) -> float:
    st = state
    card = st.card(card_id)  # type: ignore[attr-defined]
    rival = st.z[f"decision:{1 - seat}"]  # type: ignore[attr-defined]
    if rival:
        theirs = st.card(rival[0]).value  # type: ignore[attr-defined]
        wins = card.value > theirs or (card.value == theirs and st.coin == seat)  # type: ignore[attr-defined]
        return (5.0 if wins else 0.0) + _potential(state, card_id) * (0.5 if wins else -0.3)
    return _potential(state, card_id) * 0.2 + card.value * 0.3
