"""Campaign face-down cards (and a delayed card in the last round): the rules of their edges."""

from __future__ import annotations

from tests.games.division.helpers import act, board, round_with
from timetravel.engine.events import CardFlipped


# --- face-down cards ---------------------------------------------------------------------------------
def test_a_face_down_card_counts_as_a_card_and_is_never_the_highest() -> None:
    # Tanner: most cards is orange and loses its highest card. Without the face-down King seat 0
    # would tie 1-1 and the coin holder (seat 1) would be orange.
    state = board(
        "darkages",
        mode="campaign",
        hand0=["beggar", "queen"],
        hand1=["tanner", "bishop"],
        inf0=["king", "squire"],
        inf1=["monk"],
        facedown=["king"],
        coin=1,
    )
    state = round_with(state, "tanner", "beggar", "tanner,beggar")
    assert state.z["influence:0"] == ["king", "beggar"] and "squire" in state.z["past"]
    assert "king" in state.facedown and state.z["influence:1"] == ["monk"]


def test_a_face_down_card_is_never_the_lowest() -> None:
    state = board(
        "darkages",
        mode="campaign",
        hand0=["beggar", "queen"],
        hand1=["baron", "bishop"],
        inf0=["tanner", "king"],
        inf1=["monk"],
        facedown=["tanner"],
        coin=1,
    )
    state = round_with(state, "baron", "beggar", "baron,beggar")
    assert state.z["influence:0"] == ["tanner", "beggar"] and "king" in state.z["past"]


def test_a_face_down_card_has_no_influence() -> None:
    # Moneylender: lowest total is orange. The face-down King would make seat 0 lead 13-4.
    state = board(
        "darkages",
        mode="campaign",
        hand0=["beggar", "bishop"],
        hand1=["moneylender", "queen"],
        inf0=["king", "squire"],
        inf1=["minstrel"],
        facedown=["king"],
        past=["tanner", "monk"],
        coin=1,
    )
    assert state.play_total(0) == 3 and state.score_total(0) == 3
    state = act(state, "play:moneylender", "play:beggar", "resolve:moneylender,beggar")
    assert state.to_act() == 0


def test_a_face_down_card_stays_face_down_when_the_fisherman_swaps_it() -> None:
    state = board(
        "egypt",
        mode="campaign",
        hand0=["fisherman", "general"],
        hand1=["potter", "mason"],
        inf0=["vizier", "brewer"],
        inf1=["pharaoh"],
        facedown=["vizier"],
    )
    state = act(state, "play:fisherman", "play:potter", "resolve:fisherman,potter")
    state = act(state, "pick:fd_influence0_0,pharaoh")
    assert state.z["influence:1"] == ["vizier", "potter"] and "vizier" in state.facedown
    assert state.z["influence:0"] == ["pharaoh", "brewer"]
    assert "vizier" not in state.seen[1]  # the new holder still may not look at it


def test_a_face_down_card_stays_face_down_in_the_past_after_tara() -> None:
    state = board(
        "darkages",
        mode="campaign",
        hand0=["tara", "king"],
        hand1=["beggar", "squire"],
        inf1=["monk", "bishop"],
        past=["queen"],
        facedown=["monk"],
    )
    state = act(state, "play:tara", "play:beggar", "resolve:tara,beggar")
    state = act(state, "pick:fd_influence1_0,queen")
    assert "monk" in state.z["past"] and "monk" in state.facedown
    assert state.z["influence:1"] == ["queen", "bishop", "beggar"]


def test_a_face_down_card_taken_by_the_intern_is_triggered_for_no_effect_and_stays_hidden() -> None:
    state = board(
        "eighties",
        mode="campaign",
        hand0=["intern", "ceo"],
        hand1=["banker", "realtor"],
        inf1=["lawyer", "manager"],
        facedown=["lawyer"],
        coin=1,
    )
    state = act(state, "play:banker", "play:intern", "resolve:intern,banker")
    state, events = state.apply(next(a for a in state.legal_actions() if a.args == ("fd_influence1_0",)))
    assert any("stays face down: no effect" in e.words() for e in events)
    assert state.z["influence:0"] == ["lawyer"] and "lawyer" in state.facedown
    assert not state.blocked  # the Lawyer's own effect never ran


def test_a_face_down_card_becomes_an_ordinary_card_in_the_independent_stack() -> None:
    state = board(
        "darkages",
        mode="campaign",
        hand0=["tina", "king"],
        hand1=["beggar", "squire"],
        inf1=["monk", "bishop"],
        indep=["queen", "tanner"],
        facedown=["monk"],
    )
    state = act(state, "play:tina", "play:beggar", "resolve:tina,beggar")
    state = act(state, "pick:fd_influence1_0,queen")
    assert state.z["independent"] == ["monk", "tanner"] and "monk" not in state.facedown
    assert state.z["influence:1"] == ["queen", "bishop", "beggar"] and "queen" not in state.facedown


def test_face_down_cards_are_revealed_and_count_at_scoring() -> None:
    state = board(
        "egypt",
        mode="campaign",
        hand0=["general"],
        hand1=["potter"],
        inf0=["vizier"],
        inf1=["pharaoh"],
        facedown=["vizier", "pharaoh"],
    )
    state, events = state.apply(state.find_action("play:general"))
    state, events = state.apply(state.find_action("play:potter"))
    state, events = state.apply(state.find_action("resolve:potter,general"))
    flipped = {e.card for e in events if isinstance(e, CardFlipped)}
    assert {"vizier", "pharaoh"} <= flipped and not state.facedown & {"vizier", "pharaoh"}
    assert state.results[-1]["totals"] == [5 + 9, 10]


def test_a_delayed_card_played_in_the_last_round_goes_to_the_past() -> None:
    state = board("egypt", hand0=["shepherd"], hand1=["potter"], inf1=["pharaoh"])
    state = round_with(state, "shepherd", "potter", "shepherd,potter")
    assert state.is_terminal() and not state.armed
    assert state.z["past"] == ["shepherd"] and not state.z["temp:0"]
    assert state.z["influence:1"] == ["pharaoh", "potter"]
