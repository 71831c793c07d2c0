"""Every game played from a joined seat: a headless host serves it with the other seats to random
AIs, the App joins by clicks and plays its seat's first choices; the board (strict: a board error
fails the test) draws the seat's view from the mirror, which equals the seat's view the host sent."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.journeys.conftest import Player, action_buttons, close_what_holds
from tests.journeys.test_join import HeadlessHost, free_port, take_seat_one, wait
from timetravel.engine.registry import get_game

GAMES = ["division", "ministerio", "arena", "stories"]
CLICKS = 6


@pytest.mark.parametrize("game_id", GAMES)
def test_a_joined_seat_plays_every_game(player: Player, home: Path, game_id: str) -> None:
    game = get_game(game_id)
    seats = min(game.info.seat_choices, key=lambda n: (n < 2, n))
    hosted = HeadlessHost(home, game_id, ",".join(["remote"] + ["random"] * (seats - 1)), free_port())
    try:
        take_seat_one(player, hosted.port, hosted.code)
        screen = player.top
        clicked = 0
        for _ in range(CLICKS):
            if screen.match.is_over:
                break
            wait(player, lambda: bool(action_buttons(player)) or close_what_holds(player), what="a choice")
            if not action_buttons(player):
                continue
            assert screen.board_ctx.view() == screen.remote.mirrors[0].seat_view(0)
            step = screen.remote.updates[0].step
            player.click(action_buttons(player)[0], settle=2)
            wait(player, lambda s=step: screen.remote.updates[0].step > s, what="the host's answer")
            clicked += 1
        assert clicked >= 2 and len(screen.log.entries) > 2, (clicked, screen.log.entries)
    finally:
        hosted.stop()
