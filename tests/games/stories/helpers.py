"""Building T.I.M.E Stories positions on the training scenario: real actions by their text, and a
location reached at once where a rule test needs one."""

from __future__ import annotations

from collections.abc import Sequence

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.games.stories import GAME, changes
from timetravel.games.stories.state import StoriesState


def act(st: StoriesState, *texts: str) -> tuple[StoriesState, list[Event]]:
    """Apply actions (or chance outcomes) given as strings; returns the state and all their events."""
    events: list[Event] = []
    for text in texts:
        st, more = st.apply(Action.parse(text))
        events += more
    return st, events


def fresh(hosts: Sequence[str] = ("docker", "tutor")) -> StoriesState:
    """A new game whose agents took these hosts: the group has just arrived at the market square."""
    st = GAME.new_initial_state(GAME.make_config(len(hosts), {"scenario": "training"}))
    st, _ = act(st, *(f"host:{h}" for h in hosts))
    return st


def at(location: str, hosts: Sequence[str] = ("docker", "tutor"), tokens: Sequence[str] = ()) -> StoriesState:
    """The group arrived at `location` (without travelling), holding these status tokens."""
    st = fresh(hosts).clone()
    st.tokens.update(tokens)
    changes.leave_location(st)
    st.left = None
    changes.arrive(st, location)
    st.forget_options()
    return st


def laid(st: StoriesState, card: str, shields: Sequence[str]) -> StoriesState:
    """The test under `card` with these shields left (a test already laid there)."""
    st = st.clone()
    assert card in st.tests
    st.tests[card] = list(shields)
    st.forget_options()
    return st


def texts(events: Sequence[Event]) -> list[str]:
    return [e.words() for e in events]


def legal(st: StoriesState) -> list[str]:
    return [str(a) for a in st.legal_actions()]
