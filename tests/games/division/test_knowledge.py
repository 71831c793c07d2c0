"""Draft knowledge: what a seat handled is never resampled; everything else is."""

from __future__ import annotations

from tests.games.division.helpers import act, board, round_with
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE
from timetravel.games.division import GAME, moves


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


# --- exact knowledge: cards a seat lost sight of stay within their possible places ---------------------
def _place(state, card: str) -> str:
    """Where a card truly lies, in the terms of knowledge.py (a face-down card is its own space)."""
    return f"fd:{card}" if card in state.facedown else state.zone_of(card)


def _assert_sound(state) -> None:
    for seat in (0, 1):
        for card, places in state.maybe[seat].items():
            assert len(places) >= 2 and card not in state.seen[seat]
            assert _place(state, card) in places, (seat, card, places)


def _assert_worlds_respect(state, seat: int, samples: int = 3, seed: int = 0) -> None:
    """Every sampled world puts each lost-sight card in one of its places and keeps the seen ones."""
    obs = state.observe(seat)
    for i in range(samples):
        world = GAME.determinize(obs, Rng(seed * 100 + i))
        for card, places in obs["maybe"]:
            zone = world.zone_of(card)
            shown = f"{zone}#{world.z[zone].index(card)}" if card in world.facedown else zone
            assert shown in places, (card, shown, places)
        for card in state.seen[seat]:
            assert world.zone_of(card) == state.zone_of(card)


def test_knowledge_stays_sound_through_random_campaigns() -> None:
    for seed in range(4):
        state = GAME.new_initial_state(GAME.make_config(2, {"mode": "campaign"}))
        rng = Rng(seed)
        step = 0
        while not state.is_terminal():
            if state.to_act() == CHANCE:
                outcomes = state.chance_outcomes()
                state, _ = state.apply(outcomes[rng.randrange(len(outcomes))][0])
            else:
                state, _ = state.apply(rng.choice(state.legal_actions()))
            _assert_sound(state)
            if step % 7 == 0:
                for seat in (0, 1):
                    _assert_worlds_respect(state, seat, samples=1, seed=step)
            step += 1


def _campaign_draft(seed: int):
    """A campaign draft played at random up to the face-down choice; returns it and each seat's gifts."""
    state = GAME.new_initial_state(GAME.make_config(2, {"mode": "campaign"}))
    rng = Rng(seed)
    gifts: dict[int, set[str]] = {0: set(), 1: set()}
    while state.step != "facedown":
        if state.to_act() == CHANCE:
            outcomes = state.chance_outcomes()
            state, _ = state.apply(outcomes[rng.randrange(len(outcomes))][0])
        else:
            action = rng.choice(state.legal_actions())
            if action.kind == "give":
                gifts[state.to_act()].add(str(action.args[0]))
            state, _ = state.apply(action)
    return state, gifts


def test_gifts_are_in_the_rival_hand_or_its_face_down_card() -> None:
    state, gifts = _campaign_draft(4)
    giver = state.drafter  # the coin owner lays their card face down first
    rival = 1 - giver
    state, _ = state.apply(state.legal_actions()[0])  # the giver's own face-down card
    assert state.to_act() == rival
    state, _ = state.apply(state.legal_actions()[2])
    slot = f"influence:{rival}#0"
    obs = state.observe(giver)
    mine = set(state.z[f"hand:{giver}"]) | set(state.z[f"influence:{giver}"])
    traveler = next(c for c in state.travelers() if c not in mine)
    expected = {(card, (f"hand:{rival}", slot)) for card in gifts[giver] | {traveler}}
    assert {(c, tuple(p)) for c, p in obs["maybe"]} == expected
    in_slot = set()
    for seed in range(40):
        world = GAME.determinize(obs, Rng(seed))
        lost = {c for c, _ in obs["maybe"]}
        assert lost <= set(world.z[f"hand:{rival}"]) | set(world.z[f"influence:{rival}"])
        in_slot.add(world.z[f"influence:{rival}"][0])
    assert in_slot & gifts[giver] and in_slot - gifts[giver] - {traveler}  # both kinds of worlds occur


def test_revealing_the_face_down_card_pins_the_gifts_again() -> None:
    state, _ = _campaign_draft(6)
    state, _ = state.apply(state.legal_actions()[0])
    state, _ = state.apply(state.legal_actions()[0])
    assert state.maybe[0] and state.maybe[1]
    for hidden in [c for c in state.facedown]:
        state.facedown.discard(hidden)
        moves.reveal(state, hidden)
    assert not state.maybe[0] and not state.maybe[1]
    assert set(state.z["hand:1"]) <= state.seen[1]


def test_an_unseen_exchange_with_the_independent_stack_spreads_both_sets() -> None:
    # Seat 0 gave Tanner and Bishop to seat 1 and stacked Knight and Monk; seat 1 uses its Squire.
    state = board(
        "darkages",
        hand0=["king", "baron"],
        hand1=["squire", "tanner", "bishop", "queen"],
        indep=["knight", "monk", "alchemist"],
        coin=0,
    )
    state.seen[0] |= {"tanner", "bishop", "knight", "monk"}
    state = act(state, "play:king", "play:squire", "resolve:squire,king", "pick:queen,alchemist")
    _assert_sound(state)
    both = ["hand:1", "independent"]
    assert state.observe(0)["maybe"] == [[c, both] for c in ("bishop", "knight", "monk", "tanner")]
    _assert_worlds_respect(state, 0, samples=10)
    assert state.seen[1] >= {"knight", "monk", "alchemist"}  # seat 1 looked through the stack


def test_a_random_draw_into_the_rival_hand_spreads_the_stack() -> None:
    state = board(
        "eighties",
        hand0=["used_car_salesman", "ceo"],
        hand1=["rock_star", "banker"],
        indep=["intern", "manager", "realtor"],
    )
    state.seen[0] |= {"intern", "manager"}
    state = act(state, "play:used_car_salesman", "play:rock_star", "resolve:used_car_salesman,rock_star")
    state = act(state, "random:realtor")  # the only card of the rival's hand went to seat 0 at once
    _assert_sound(state)
    assert state.observe(0)["maybe"] == [[c, ["hand:1", "independent"]] for c in ("intern", "manager")]
    worlds = {frozenset(GAME.determinize(state.observe(0), Rng(s)).z["hand:1"]) for s in range(30)}
    assert len(worlds) > 1 and all(len(w) == 1 for w in worlds)


def test_the_hidden_card_of_a_night_watchman_round_is_one_of_the_hand() -> None:
    state = board(
        "darkages", hand0=["night_watchman", "king", "squire"], hand1=["beggar", "bishop", "tanner"]
    )
    state.seen[1] |= {"king", "squire"}  # seat 1 gave both to seat 0 in the draft
    state = round_with(state, "night_watchman", "beggar", "night_watchman,beggar")
    state = act(state, "play:king")
    assert state.observe(1)["maybe"] == [[c, ["decision:0#0", "hand:0"]] for c in ("king", "squire")]
    _assert_worlds_respect(state, 1, samples=10)
    state = act(state, "play:bishop")
    assert not state.maybe[1] and state.zone_of("squire") in ("hand:0",) and "squire" in state.seen[1]


def test_travelers_stay_in_the_draft_piles_while_they_are_unseen() -> None:
    state = GAME.new_initial_state(GAME.make_config(2, {"mode": "campaign"}))
    rng = Rng(2)
    while state.step != "draft" or state.draft_turns[state.drafter] < 1:
        if state.to_act() == CHANCE:
            outcomes = state.chance_outcomes()
            state, _ = state.apply(outcomes[rng.randrange(len(outcomes))][0])
        else:
            state, _ = state.apply(rng.choice(state.legal_actions()))
    for seat in (0, 1):
        obs = state.observe(seat)
        assert [c for c, _ in obs["maybe"]] == ["tim", "tom"]
        for s in range(10):
            world = GAME.determinize(obs, Rng(s))
            assert {world.zone_of("tim"), world.zone_of("tom")} == {"front:0", "front:1"}


def test_the_rival_draws_stay_hidden_during_their_draft() -> None:
    state = GAME.new_initial_state(GAME.make_config(2, {}))
    rng = Rng(1)
    while not (state.step == "draft" and state.draft_stage == "keep"):
        if state.to_act() == CHANCE:
            outcomes = state.chance_outcomes()
            state, _ = state.apply(outcomes[rng.randrange(len(outcomes))][0])
        else:
            state, _ = state.apply(rng.choice(state.legal_actions()))
    drafter = state.drafter
    assert state.observe(1 - drafter)["zones"][f"temp:{drafter}"] == [None, None, None]
    assert None not in state.observe(drafter)["zones"][f"temp:{drafter}"]
