"""AI pace: with ai_pace_ms set, an AI move waits after the previous move so a person can follow;
one press of Space plays it at once."""

from __future__ import annotations

import pygame

from tests.ui.conftest import frames, run_until, tiny_match
from timetravel.ui import services
from timetravel.ui.scene import Push
from timetravel.ui.screens.game import GameScreen

PACE_MS = 700


def seat_moves(screen: GameScreen) -> int:
    return sum(1 for entry in screen.match.log if entry.actor >= 0)


def start(app) -> GameScreen:
    # animations off, so nothing but the pace can hold a move back
    app.ctx.apply_settings(services.updated(app.ctx.settings, ai_pace_ms=PACE_MS, animation_speed="off"))
    screen = GameScreen(app.ctx, tiny_match("random", "random"))
    app.stack.apply(Push(screen))
    run_until(app, lambda: seat_moves(screen) == 1)
    return screen


def test_an_ai_move_waits_for_the_pace(app) -> None:
    screen = start(app)
    waited = 0
    while seat_moves(screen) == 1:
        frames(app)
        waited += 1
        assert waited < 240, "the second AI move never came"
    assert waited >= PACE_MS * 60 // 1000 - 2, f"the AI moved after {waited} frames, before its pace"


def test_space_plays_the_waiting_move_at_once(app) -> None:
    screen = start(app)
    frames(app, 20)  # a third of the way into the wait
    assert seat_moves(screen) == 1 and screen.pace_left > 0.2
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44))
    frames(app, 3)
    assert seat_moves(screen) == 2, "Space did not play the waiting AI move"


def test_no_pace_means_no_wait(app) -> None:
    app.ctx.apply_settings(services.updated(app.ctx.settings, ai_pace_ms=0, animation_speed="off"))
    screen = GameScreen(app.ctx, tiny_match("random", "random"))
    app.stack.apply(Push(screen))
    run_until(app, lambda: seat_moves(screen) == 1)
    run_until(app, lambda: seat_moves(screen) == 2, limit=10)
