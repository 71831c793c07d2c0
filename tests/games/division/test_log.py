"""The game log is read by both seats: its words for an action never name a card only one seat sees."""

from __future__ import annotations

import re

from tests.games.division.helpers import act, board
from timetravel.engine.events import Message
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE
from timetravel.games.division import GAME
from timetravel.games.division.content import card_index


def test_a_secret_pick_in_your_own_hand_names_no_card() -> None:
    state = board("egypt", hand0=["scribe", "vizier", "mason"], hand1=["general", "potter", "farmer"])
    state = act(state, "play:scribe", "play:general", "resolve:scribe,general")
    pick = next(a for a in state.legal_actions() if a.args == ("mason",))
    assert "Mason" in state.action_words(pick, state.to_act())  # the chooser's own label names it ...
    label = state.public_label(pick)
    assert "Mason" not in label and "your" not in label  # ... the log's words do not
    assert "a card from their hand" in label
    _, events = state.apply(pick)
    said = [e.words() for e in events if isinstance(e, Message)]
    assert said == ["Player 1 chooses a card from their hand for Scribe."]


def test_a_pick_in_the_open_names_both_cards_and_their_owners() -> None:
    state = board(
        "egypt",
        hand0=["fisherman", "vizier"],
        hand1=["general", "farmer"],
        inf0=["potter"],
        inf1=["brewer", "mason"],
    )
    state = act(state, "play:fisherman", "play:general", "resolve:fisherman,general")
    _, events = state.apply(next(a for a in state.legal_actions() if a.args == ("potter", "brewer")))
    assert events[0].words() == (
        "Player 1 chooses Potter from their Influence Area for Fisherman, "
        "to swap with Brewer from the Influence Area of Player 2."
    )


def test_a_pick_in_the_rival_hand_is_named_since_its_owner_sees_it() -> None:
    state = board("egypt", hand0=["farmer", "general"], hand1=["potter", "scribe", "vizier"])
    state = act(state, "play:farmer", "play:potter", "resolve:farmer,potter")
    label = state.public_label(next(a for a in state.legal_actions() if a.args == ("vizier",)))
    assert "Vizier from the hand of Player 2" in label


def _hidden_names(state, other: int) -> list[str]:
    index = card_index()
    return [
        index[c].name
        for zone, cards in state.z.items()
        for c in cards
        if (c in state.facedown or state.zone_hidden(other, zone))
        and (c not in state.seen[other] or c in state.maybe[other])
    ]


def test_public_labels_never_name_a_card_the_other_seat_cannot_see() -> None:
    checked = 0
    for seed, options in enumerate([{"era": "egypt"}, {"era": "darkages"}, {"mode": "campaign"}]):
        state = GAME.new_initial_state(GAME.make_config(2, options))
        rng = Rng(seed)
        while not state.is_terminal():
            actor = state.to_act()
            if actor == CHANCE:
                outcomes = state.chance_outcomes()
                state, _ = state.apply(outcomes[rng.randrange(len(outcomes))][0])
                continue
            secret = [a for a in state.legal_actions() if a.kind in ("pick", "keep", "give", "facedown")]
            if state.simultaneous and actor == state.first:
                secret += [a for a in state.legal_actions() if a.kind == "play"]
            hidden = _hidden_names(state, 1 - actor)
            for action in secret:
                label = state.public_label(action)
                named = [n for n in hidden if re.search(rf"\b{re.escape(n)}\b", label)]
                assert not named, (action, label, named)
                checked += 1
            state, events = state.apply(rng.choice(state.legal_actions()))
    assert checked > 50


def test_a_card_leaving_an_open_zone_for_a_hand_is_named() -> None:
    from timetravel.engine.events import CardMoved

    state = board(
        "eighties", hand0=["manager", "ceo"], hand1=["banker", "realtor"], past=["intern", "student"]
    )
    state = act(state, "play:manager", "play:banker", "resolve:manager,banker")
    _, events = state.apply(state.find_action("pick:ceo,intern"))
    moved = {e.card: e for e in events if isinstance(e, CardMoved)}
    assert moved["intern"].words() == "Player 1 takes Intern from The Past into their hand"
    assert not moved["intern"].face_up
    assert moved["ceo"].words() == "Player 1 puts CEO from their hand into The Past"


def test_a_card_going_from_one_hidden_zone_to_another_stays_unnamed() -> None:
    from timetravel.engine.events import CardMoved

    state = board(
        "egypt", hand0=["boatman", "general"], hand1=["potter", "mason"], indep=["pharaoh", "vizier"]
    )
    state = act(state, "play:boatman", "play:potter", "resolve:boatman,potter")
    _, events = state.apply(state.find_action("pick:pharaoh,general"))
    into_hand = [e for e in events if isinstance(e, CardMoved) and e.target == "hand:0"]
    assert len(into_hand) == 1 and into_hand[0].card is None
    assert into_hand[0].words() == "Player 1 takes a card from the Independent Stack into their hand"


def test_the_draft_reads_as_sentences_about_people_and_names_no_card() -> None:
    from timetravel.engine.events import CardMoved

    state = GAME.new_initial_state(GAME.make_config(2, {"era": "egypt"}))
    rng = Rng(4)
    said: set[str] = set()
    while state.step in ("flip", "travelers", "draft") and not state.is_terminal():
        if state.to_act() == CHANCE:
            outcomes = state.chance_outcomes()
            action = outcomes[rng.randrange(len(outcomes))][0]
        else:
            action = rng.choice(state.legal_actions())
        state, events = state.apply(action)
        moves = [e for e in events if isinstance(e, CardMoved)]
        said |= {e.words() for e in moves if e.card is None}
        assert all(e.card is None for e in moves if e.source.startswith("temp")), moves
    expected = {
        "Player 1 draws a card into their Temporary Space",
        "Player 1 keeps a card",
        "Player 1 passes a card to Player 2 face down",
        "Player 1 puts a card on the Independent Stack",
    }
    assert expected <= said, said - expected
    assert not any("→" in s or ":" in s for s in said)
