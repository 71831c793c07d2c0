"""find_action knows time actions as apply does: a logged "time:MS" step can be looked up again
(the game screen names every step it logs), in real-time games only and never after the end."""

from __future__ import annotations

import pytest

from tests.games.countdown import GAME as COUNTDOWN
from tests.games.tiny_tricks import GAME as TINY
from timetravel.engine.actions import Action
from timetravel.engine.errors import IllegalAction
from timetravel.engine.state import TIME_KIND


def test_a_real_time_state_finds_a_time_action() -> None:
    state = COUNTDOWN.new_initial_state(COUNTDOWN.make_config(2))
    assert state.find_action(f"{TIME_KIND}:64") == Action(TIME_KIND, (64,))


def test_other_games_and_finished_games_refuse_it() -> None:
    with pytest.raises(IllegalAction):
        TINY.new_initial_state(TINY.make_config(2)).find_action(f"{TIME_KIND}:64")
    state = COUNTDOWN.new_initial_state(COUNTDOWN.make_config(2))
    while not state.is_terminal():
        state = state.apply(state.legal_actions()[-1])[0]
    with pytest.raises(IllegalAction):
        state.find_action(f"{TIME_KIND}:64")
