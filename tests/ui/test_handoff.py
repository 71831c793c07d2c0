"""The hot-seat hand-off opens the next hand only on purpose: the button, or Return after a pause.

Space is the game screen's skip key, so a previous player's double tap must never show the next
player's cards; a Return pressed the instant the hand-off appears is the previous player's too.
"""

from __future__ import annotations

import pygame

from tests.ui.conftest import frames, press, run_until, tiny_match
from timetravel.ui.scene import Push
from timetravel.ui.screens.game import GameScreen
from timetravel.ui.screens.handoff import KEY_GRACE_S, HandoffScreen


def show_handoff(app) -> HandoffScreen:
    match = tiny_match("human", "human")
    screen = HandoffScreen(app.ctx, match, 1, label=match.state.handoff_label())
    app.stack.apply(Push(screen))
    frames(app, 1)
    return screen


def key(app, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
    frames(app, 1)


def test_space_never_opens_the_hand(app) -> None:
    handoff = show_handoff(app)
    key(app, pygame.K_SPACE)
    frames(app, int(KEY_GRACE_S * 60) + 10)
    key(app, pygame.K_SPACE)
    assert app.stack.top is handoff


def test_return_right_away_is_ignored_then_accepted(app) -> None:
    handoff = show_handoff(app)
    key(app, pygame.K_RETURN)  # the previous player's tap, the moment the hand-off appeared
    assert app.stack.top is handoff and not handoff.keys_armed
    frames(app, int(KEY_GRACE_S * 60) + 2)
    assert handoff.keys_armed
    key(app, pygame.K_RETURN)
    assert app.stack.top is not handoff


def test_the_button_works_at_once(app) -> None:
    handoff = show_handoff(app)
    press(app, "I am P2: show my cards")
    assert app.stack.top is not handoff


def test_space_in_a_hot_seat_game_does_not_skip_the_handoff(app) -> None:
    match = tiny_match("human", "human")
    screen = GameScreen(app.ctx, match)
    app.stack.apply(Push(screen))
    run_until(app, lambda: isinstance(app.stack.top, HandoffScreen))
    for _ in range(3):
        key(app, pygame.K_SPACE)
    assert isinstance(app.stack.top, HandoffScreen)
