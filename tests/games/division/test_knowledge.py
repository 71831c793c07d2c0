"""Draft knowledge: what a seat handled is never resampled; everything else is."""

from __future__ import annotations

from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE
from timetravel.games.division import GAME


def _draft(seed: int, mode: str = "single"):
    state = GAME.new_initial_state(GAME.make_config(2, {"mode": mode}))
    rng = Rng(seed)
    while state.step in ("flip", "travelers", "draft"):
        if state.to_act() == CHANCE:
            outcomes = state.chance_outcomes()
            state, _ = state.apply(outcomes[rng.randrange(len(outcomes))][0])
        else:
            state, _ = state.apply(rng.choice(state.legal_actions()))
    return state


def test_after_the_draft_a_seat_knows_its_hand_its_gifts_and_its_stack() -> None:
    state = _draft(3)
    for seat in (0, 1):
        obs = state.observe(seat)["zones"]
        assert None not in obs[f"hand:{seat}"]
        assert obs[f"hand:{1 - seat}"].count(None) == 3  # the rival kept 3 cards nobody else saw
        assert obs["independent"].count(None) == 3


def test_determinize_keeps_what_was_seen_and_resamples_the_rest() -> None:
    state = _draft(5)
    obs = state.observe(0)
    known = {c for cards in obs["zones"].values() for c in cards if c is not None}
    rival_hands = set()
    for seed in range(12):
        world = GAME.determinize(obs, Rng(seed))
        for zone, cards in obs["zones"].items():
            for card in cards:
                if card is not None:
                    assert card in world.z[zone]
        assert world.z["hand:0"] == state.z["hand:0"] or set(world.z["hand:0"]) == set(state.z["hand:0"])
        rival_hands.add(frozenset(world.z["hand:1"]) - known)
    assert len(rival_hands) > 1


def test_received_cards_stay_unseen_during_the_draft() -> None:
    state = GAME.new_initial_state(GAME.make_config(2, {}))
    rng = Rng(9)
    while not (state.step == "draft" and state.drafter == 1 and state.draft_stage == "keep"):
        if state.to_act() == CHANCE:
            outcomes = state.chance_outcomes()
            state, _ = state.apply(outcomes[rng.randrange(len(outcomes))][0])
        else:
            state, _ = state.apply(state.legal_actions()[0])
    first = 1 - state.drafter if state.coin == 1 else 0
    receiver = 1 - first
    assert state.z[f"front:{receiver}"]
    assert all(c is None for c in state.observe(receiver)["zones"][f"front:{receiver}"])
    assert None not in state.observe(first)["zones"][f"front:{receiver}"]


def test_campaign_traveler_is_the_first_card_of_each_hand() -> None:
    state = _draft(4, mode="campaign")
    travelers = {"tim", "tom"}
    assert all(len(travelers & set(state.z[f"hand:{s}"])) == 1 for s in (0, 1))
    assert state.step == "facedown" and len(state.z["hand:0"]) == 7
