"""A real-time game against an AI with the AI pace on: an AI's clock runs from the start of its turn to
its end, the pace before its move included, as a person's runs while they think (issue 19, R1c)."""

from __future__ import annotations

import pygame

from tests.games.countdown import GAME as COUNTDOWN
from tests.ui.conftest import frames, run_until
from timetravel.engine.match import Match, SeatSpec
from timetravel.ui import services
from timetravel.ui.scene import Push
from timetravel.ui.screens.game import GameScreen

PACE_MS = 700


def test_the_ai_pace_runs_the_ais_clock(app) -> None:
    app.ctx.apply_settings(services.updated(app.ctx.settings, ai_pace_ms=PACE_MS, animation_speed="off"))
    seats = [SeatSpec(name="Ada"), SeatSpec(name="Bot", kind="ai", level="random")]
    match = Match.new(COUNTDOWN, COUNTDOWN.make_config(2, {"turn_ms": "1500"}), seats, seed=1)
    app.stack.apply(Push(GameScreen(app.ctx, match)))
    frames(app, 5)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=30))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_1, mod=0, unicode="1", scancode=30))
    run_until(app, lambda: any(entry.action.startswith("take:") for entry in match.log), limit=30)
    taken = len(match.log)
    run_until(app, lambda: match.to_act() == 0, limit=120)  # the AI moves once the pace is over
    ai_time = sum(
        int(entry.action.split(":")[1]) for entry in match.log[taken:] if entry.action.startswith("time:")
    )
    assert match.state.timeouts == [0, 0]
    assert ai_time >= PACE_MS * 0.9, f"only {ai_time} ms of the AI's clock went by during a {PACE_MS} ms pace"
