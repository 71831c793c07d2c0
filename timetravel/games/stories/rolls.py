"""T.I.M.E Stories' rolls and the tests they wear down: an agent's roll (hits take the leftmost
shields, the counter-attack, the penalties of the shields left), doing nothing at a test, a test
passed and its reward, and the roll a location's rule asks for (rule ids: docs/rules/stories.md).
"""

from __future__ import annotations

from typing import Any

from timetravel.games.stories import changes
from timetravel.games.stories import words_events as ev
from timetravel.games.stories.state import StoriesState, reward_steps


def idle(st: StoriesState, seat: int) -> None:
    """S-IDLE: doing nothing at a test with skull shields left costs 1 life; the other shields'
    penalties apply whatever the skulls."""
    letter = st.agents[seat].card
    if letter is None or st.test_at(letter) is None:
        return
    shields = st.tests[st.card_id(letter)]
    if "skull" in shields and st.content.hosts[str(st.agents[seat].host)].ability != "thick_skin":
        changes.change_life(st, seat, -1)
    _penalties(st, seat, letter)


def resolve_roll(st: StoriesState, hits: int, skulls: int) -> None:
    """S-HITS, S-COUNTER, S-PENALTY: hits take the leftmost shields; a test ends at its last shield."""
    roll, st.roll = st.roll, None
    seat = int(roll["seat"])
    agent = st.agents[seat]
    st.events.append(ev.dice(seat, hits, skulls))
    if "card" in roll:  # a roll the location's rule asks for (S-TU: no TU)
        card = str(roll["card"])
        st.scripts[card][-1]["scratch"]["rolled"] = [hits, skulls]
        changes.run_card(st, card)
        return
    letter = agent.card
    if letter is None or not agent.alive:
        return
    card = st.card_id(letter)
    shields = st.tests[card]
    removed = min(hits, len(shields))
    del shields[:removed]
    if not shields:
        _pass_test(st, letter, seat)
        return
    st.events.append(ev.shields_left(card, tuple(shields), removed))
    skull_shields = shields.count("skull")
    if skulls and skull_shields:
        value = skulls + skull_shields
        resistance = st.content.hosts[str(agent.host)].resistance
        st.events.append(ev.counter_attack(seat, value, resistance, resistance < value))
        if resistance < value:
            changes.change_life(st, seat, -1)
    _penalties(st, seat, letter)


def _penalties(st: StoriesState, seat: int, letter: str) -> None:
    """S-PENALTY: 1 life a life shield, 1 TU a time shield, the scenario's steps a special shield."""
    card = st.card_id(letter)
    shields = list(st.tests.get(card, []))
    test = st.test_at(letter)
    if shields.count("life"):
        changes.change_life(st, seat, -shields.count("life"))
    if shields.count("time"):
        changes.change_tu(st, -shields.count("time"))
    top = st.test_frame(card)
    if test is not None and shields.count("special") and top is not None:
        for _ in range(shields.count("special")):
            source = f"{top['source']}/{top['pc']}/s"
            st.scripts[card].append({"source": source, "pc": 0, "scratch": {}, "seat": seat})
        changes.run_card(st, card)


def _pass_test(st: StoriesState, letter: str, roller: int) -> None:
    """S-TEST, S-DEFEAT: the test is passed at once; a defeated enemy's card leaves until next run."""
    card = st.card_id(letter)
    test = st.test_at(letter)
    assert test is not None
    del st.tests[card]
    st.events.append(ev.test_passed(card, test.enemy))
    if test.enemy:
        st.gone.add(card)
    frame = st.test_frame(card)
    assert frame is not None
    frame["scratch"]["passed"] = True
    here = st.on_card(letter)
    if len(here) > 1 and _personal_reward(st, frame):
        st.reward = {"card": card, "seats": here, "chooser": roller if roller in here else here[0]}
        return
    _give_reward(st, card, here[0] if here else roller)


def _personal_reward(st: StoriesState, frame: dict[str, Any]) -> bool:
    """Whether what follows the test gives something to one agent (an item, a resource, life):
    then the team says who takes it (S-REWARD); a token or a text is the whole team's."""
    return bool(reward_steps(st, frame))


def _give_reward(st: StoriesState, card: str, seat: int) -> None:
    """S-REWARD: the reward of a passed test goes to an agent standing on its card: the steps after
    the test read with that agent as their reader."""
    frame = st.test_frame(card) or st.scripts[card][-1]
    frame["seat"] = seat
    st.events.append(ev.reward_given(card, seat))
    changes.run_card(st, card)


def reward(st: StoriesState, seat: int) -> None:
    pending, st.reward = st.reward, None
    assert pending is not None
    _give_reward(st, str(pending["card"]), seat)
