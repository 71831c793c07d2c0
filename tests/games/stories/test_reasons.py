"""An AI teammate's reasons (reasons.py, words.py): the deed and its grounds name the right seats,
places, cards, attributes and things, from what the team knows."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.games.stories.test_ai import ALTERED, altered_venice, new_match
from timetravel.ai import AgentView, Thinker, make_agent
from timetravel.engine.actions import Action
from timetravel.engine.reason import Reason
from timetravel.engine.state import CHANCE
from timetravel.games.stories import state as state_module
from timetravel.games.stories.ai_reasons import reason
from timetravel.games.stories.game import StoriesGame
from timetravel.games.stories.state import StoriesState
from timetravel.i18n import use_seat_names

GAME = StoriesGame()
NAMES = ("Ann", "Nova", "Milo")


@pytest.fixture(autouse=True)
def named_seats() -> Iterator[None]:
    use_seat_names(NAMES)
    yield
    use_seat_names(())


def venice(*hosts: str) -> StoriesState:
    st = GAME.new_initial_state(GAME.make_config(len(hosts)))
    for host in hosts:
        st = st.apply(Action.parse(f"host:{host}"))[0]
    return st


def said(st: StoriesState, seat: int, action: str, planning: bool = False) -> str:
    why = reason(st, seat, Action.parse(action), planning)
    assert why is not None
    return st.reason_words(why)


def with_read(st: StoriesState, *cards: str) -> StoriesState:
    st = st.clone()
    st.seen |= set(cards)
    st.forget_options()
    return st


def test_a_journey_to_a_place_nobody_visited_says_so_and_names_the_captain_and_the_place() -> None:
    st = venice("dragan", "zanetta", "lucia")
    assert said(st, 0, "travel:arsenal") == "Ann takes the group to The Arsenal: nobody has been there yet."


def test_exploring_counts_the_unread_cards_of_the_location() -> None:
    st = venice("dragan", "zanetta", "lucia")
    assert said(st, 0, "explore") == "Ann explores The Piazzetta: three cards there are unread."


def test_a_journey_to_a_read_test_names_the_card_what_it_gives_and_who_has_the_dice() -> None:
    st = with_read(venice("zanetta", "dragan", "lucia"), "warehouse.A", "warehouse.B")
    words = said(st, 0, "travel:warehouse")
    assert words.startswith(
        "Ann takes the group to The glass warehouse: card B there gives The bravo is beaten"
    )
    assert "Nova has the Vigour for card B's test (four dice)" in words  # Dragan's four dice, Nova's host


def test_an_agent_entering_a_card_says_why_by_its_own_dice_or_that_nobody_read_it() -> None:
    st = venice("lucia", "dragan", "zanetta").apply(Action.parse("explore"))[0]
    assert said(st, 0, "place:B") == "Ann enters card B: nobody has read it yet."
    read = with_read(st, "piazzetta.C")  # the Piazzetta's card C lays a test of Guile
    assert said(read, 0, "place:C").startswith(
        "Ann enters card C: its host has three dice of Guile for the test"
    )


def test_a_roll_gives_its_dice_against_the_shields_left() -> None:
    st = venice("lucia", "dragan", "zanetta").apply(Action.parse("explore"))[0]
    st = st.apply(Action.parse("place:C"))[0]
    while st.stage == "place":
        st = st.apply(st.legal_actions()[0])[0]
    st = st.apply(Action.parse("spend"))[0]
    if st.to_act() != 0:
        st = st.apply(Action.parse("first:0"))[0]
    shields = len(st.tests["piazzetta.C"])
    words = said(st, 0, "roll:guile")
    assert words.startswith(
        f"Ann rolls for Guile: three dice against {('one', 'two', 'three')[shields - 1]} shield"
    )
    assert words.endswith("% to clear it.")


def test_a_hosts_reason_names_what_the_team_lacks() -> None:
    st = GAME.new_initial_state(GAME.make_config(3)).apply(Action.parse("host:dragan"))[0]
    assert said(st, 1, "host:zanetta") == "Nova takes Zanetta as host: the team lacks Learning."
    assert said(st, 1, "host:lucia") == "Nova takes Lucia as host: the team lacks Guile."


def test_a_reason_is_data_put_into_words_when_shown() -> None:
    st = venice("dragan", "zanetta", "lucia")
    why = reason(st, 0, Action.parse("travel:arsenal"), planning=False)
    assert why == Reason.of("travel", Reason.of("unexplored"), agent=0, place="arsenal")
    use_seat_names(("Bea", "Nova", "Milo"))
    assert st.reason_words(why).startswith("Bea takes the group")


def test_the_thinker_hands_over_the_ais_reason_with_its_move() -> None:
    st = GAME.new_initial_state(GAME.make_config(3)).apply(Action.parse("host:dragan"))[0]
    thinker = Thinker(make_agent("normal", GAME, 1, 7), st, 1).start()
    thinker.join(10)
    action = thinker.poll()
    assert action is not None and thinker.reason is not None
    assert thinker.reason.kind == "host" and thinker.reason.name("host") == action.args[0]
    assert st.reason_words(thinker.reason).startswith("Nova takes ")


@pytest.mark.parametrize("planning", [False, True])
def test_a_card_nobody_read_changes_no_reason(planning: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Privacy: a reason comes from what the team knows; until the team reads an altered card, both
    scenarios give the same reasons for the same moves (normal's, hard's with its plan)."""
    other = altered_venice()
    real = state_module.load_scenario
    match = new_match(3, seed=11)
    agents = [make_agent("hard" if planning else "normal", GAME, s, 100 + s, iterations=50) for s in range(3)]
    compared = 0
    while not match.is_over and not any(card in match.state.seen for card in ALTERED):
        actor = match.to_act()
        if actor == CHANCE:
            match.sample_chance()
            continue
        st = match.state
        action = agents[actor].decide(AgentView.of(st, actor))
        said = reason(st, actor, action, planning)
        monkeypatch.setattr(state_module, "load_scenario", lambda _id: other)
        twin = reason(st, actor, action, planning)
        monkeypatch.setattr(state_module, "load_scenario", real)
        assert said == twin, f"reason {compared} for {action} differs: {said} against {twin}"
        compared += 1
        match.apply(action)
    assert compared >= 15
