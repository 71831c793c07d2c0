"""The Thinker runs a decision in the background from a view, and can be cancelled."""

from __future__ import annotations

import threading

import pytest

from tests.ai.conftest import random_positions
from tests.games.tiny_tricks import GAME as TINY
from timetravel.ai import Agent, AgentView, HardAgent, Thinker
from timetravel.ai.agent import StopFlag
from timetravel.engine.actions import Action


class SpyAgent(Agent):
    """Records what it is given; waits for a signal before answering."""

    level = "spy"

    def __init__(self) -> None:
        super().__init__(TINY, 0, 1)
        self.seen: list[object] = []
        self.release = threading.Event()
        self.fail = False

    def decide(self, view: AgentView, stop: StopFlag | None = None) -> Action:
        self.seen.append(view)
        while not self.release.wait(0.01):
            if stop is not None and stop():
                return view.legal_actions[0]
        if self.fail:
            raise RuntimeError("agent bug")
        return view.legal_actions[-1]


def _position():  # type: ignore[no-untyped-def]
    return next(s for s in random_positions(TINY, 2, 10, seed=3) if len(s.legal_actions()) > 1)


def test_poll_is_none_while_thinking_then_the_action() -> None:
    state = _position()
    spy = SpyAgent()
    thinker = Thinker(spy, state, state.to_act()).start()
    assert thinker.poll() is None
    spy.release.set()
    thinker.join(5)
    assert thinker.poll() == state.legal_actions()[-1]
    (view,) = spy.seen
    assert isinstance(view, AgentView)
    assert view.observation == state.observe(state.to_act())


def test_cancel_stops_the_agent_and_drops_the_result() -> None:
    state = _position()
    spy = SpyAgent()
    thinker = Thinker(spy, state, state.to_act()).start()
    thinker.cancel()
    thinker.join(5)
    assert thinker.done
    assert thinker.poll() is None


def test_an_agent_error_reaches_the_caller() -> None:
    state = _position()
    spy = SpyAgent()
    spy.fail = True
    spy.release.set()
    thinker = Thinker(spy, state, state.to_act()).start()
    thinker.join(5)
    with pytest.raises(RuntimeError, match="agent bug"):
        thinker.poll()


def test_hard_thinks_in_the_background_and_cancels_early() -> None:
    state = _position()
    seat = state.to_act()
    agent = HardAgent(TINY, seat, 4, think_ms=60_000)  # would think a minute unless cancelled
    thinker = Thinker(agent, state, seat).start()
    while agent.last_iterations == 0 and agent.last_root is None:
        threading.Event().wait(0.005)
    thinker.cancel()
    thinker.join(10)
    assert thinker.done and thinker.poll() is None


def test_a_thinker_needs_the_acting_seat() -> None:
    state = _position()
    with pytest.raises(ValueError):
        Thinker(HardAgent(TINY, 0, 1), state, 1 - state.to_act())


def test_decisions_run_on_one_long_lived_thread() -> None:
    """No thread is started per decision: Thread.start waits for the new thread, which cost the UI
    frame that asked for the AI's move a millisecond or more."""
    state = _position()
    idents = []
    for _ in range(3):
        spy = SpyAgent()
        spy.release.set()
        original = spy.decide

        def decide(view, stop=None, original=original):  # type: ignore[no-untyped-def]
            idents.append(threading.get_ident())
            return original(view, stop)

        spy.decide = decide  # type: ignore[method-assign]
        thinker = Thinker(spy, state, state.to_act()).start()
        thinker.join(5)
        assert thinker.poll() == state.legal_actions()[-1]
    assert len(set(idents)) == 1 and idents[0] != threading.get_ident()
