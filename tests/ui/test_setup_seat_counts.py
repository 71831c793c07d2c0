"""The setup screen's seat buttons step over seat counts a game does not allow (Time Arena: 2 or
4), and say the allowed counts."""

from __future__ import annotations

import dataclasses

from tests.games.tiny_tricks import TinyTricks
from tests.ui.conftest import frames, press
from timetravel.ui.scene import Push
from timetravel.ui.screens.setup import SetupScreen, seat_counts_words


class GappedGame(TinyTricks):
    info = dataclasses.replace(TinyTricks.info, id="tiny-gapped", title="Gapped Tricks", min_seats=2,
                               max_seats=4, seat_counts=(2, 4))  # fmt: skip


def test_plus_and_minus_jump_between_allowed_seat_counts(app) -> None:
    game = GappedGame()
    assert seat_counts_words(game.info) == "2 or 4"
    screen = SetupScreen(app.ctx, game)
    app.stack.apply(Push(screen))
    frames(app, 2)
    assert len(screen.seats) == 2
    press(app, "+")
    assert len(screen.seats) == 4 and len(screen.kind_menus) == 4
    press(app, "−")
    assert len(screen.seats) == 2
