"""A real-time game on the game screen: the clock runs while the screen is up, so a person who
does not act in time loses the turn to the clock (the Countdown test game)."""

from __future__ import annotations

from tests.games.countdown import GAME as COUNTDOWN
from tests.ui.conftest import frames
from timetravel.engine.match import Match, SeatSpec
from timetravel.ui import services
from timetravel.ui.scene import Push
from timetravel.ui.screens.game import GameScreen


def test_the_clock_runs_out_for_a_person_who_waits(app) -> None:
    app.ctx.apply_settings(services.updated(app.ctx.settings, animation_speed="off"))
    seats = [SeatSpec(name="Ada"), SeatSpec(name="Bo")]
    match = Match.new(COUNTDOWN, COUNTDOWN.make_config(2, {"turn_ms": "1500"}), seats, seed=1)
    app.stack.apply(Push(GameScreen(app.ctx, match)))
    frames(app, 60)  # one second: still Ada's turn
    assert match.to_act() == 0 and match.state.timeouts == [0, 0]
    frames(app, 45)  # past 1.5 s
    assert match.state.timeouts[0] == 1 and match.to_act() == 1
    assert match.log and all(entry.action.startswith(("time:", "take:")) for entry in match.log)


def test_a_resumed_game_against_the_clock_waits_for_resume(app) -> None:
    from timetravel.ui.screens.resume import ResumeScreen

    seats = [SeatSpec(name="Ada"), SeatSpec(name="Bo")]
    match = Match.new(COUNTDOWN, COUNTDOWN.make_config(2, {"turn_ms": "1500"}), seats, seed=1)
    match.apply("take:1")  # a game already under way, as a save holds it
    app.stack.apply(Push(GameScreen(app.ctx, match, resumed=True)))
    frames(app, 90)  # a second and a half: Bo's clock would have run out
    assert isinstance(app.stack.top, ResumeScreen), "a resumed real-time game must wait for the person"
    assert match.state.timeouts == [0, 0] and match.state.spent_ms == 0
