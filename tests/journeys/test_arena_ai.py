"""Time Arena against the AI, as a person meets it (issue 19, section 3), only through input: the AI's
clock on the board runs while it thinks and moves (R1c), and the "while you waited" summary of the
AI's turn lists what it did and closes with Escape (only it: the pause menu stays shut)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from tests.journeys.conftest import Player, game_screen, restart, write_settings
from tests.journeys.test_arena import person_to_act, start_arena, turn_by_clicks
from timetravel.ui.boards.arena.view import CLOCK_SIZE

PACE_MS = 1200  # a pace of the settings screen


def watch_clocks(player: Player) -> list[str]:
    """The words the board draws at clock size (the two chess clocks, White's then Black's), read
    as they are drawn from now on: the list holds the last frame's."""
    fonts = player.app.ctx.fonts
    render = fonts.render
    faces: list[str] = []

    def recording(text: str, size: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        if size == CLOCK_SIZE:
            if len(faces) == 2:
                faces.clear()
            faces.append(text)
        return render(text, size, *args, **kwargs)

    fonts.render = recording  # type: ignore[method-assign]  # reads output only
    return faces


def seconds_of(words: str) -> int:
    minutes, _, seconds = words.partition(":")
    return int(minutes) * 60 + int(seconds)


def against_the_ai(player: Player, home: Path, **settings: Any) -> tuple[Player, Any]:
    write_settings(home, ai_pace_ms=PACE_MS, **settings)
    player = restart(player)
    return player, start_arena(player, "First game", ("Person", "AI: normal"))


def ai_turn(player: Player, match: Any) -> int:
    """The person plays a turn by clicks; the AI plays its own. The AI's moves."""
    turn_by_clicks(player, match)
    assert match.state.side == 1 and not match.is_over
    before = len(match.log)
    player.until(lambda: match.is_over or (match.state.side == 0 and person_to_act(player, match)),
                 limit=6000, what="the AI's turn to end")  # fmt: skip
    return sum(1 for e in match.log[before:] if e.actor == 1 and not e.action.startswith("time:"))


def test_the_ais_clock_on_the_board_runs_while_it_thinks_and_moves(player: Player, home: Path) -> None:
    player, match = against_the_ai(player, home)
    faces = watch_clocks(player)
    player.frames(2)
    assert len(faces) == 2 and faces[1] == "5:00", faces
    moves = ai_turn(player, match)
    assert moves >= 1
    player.frames(2)
    black = faces[1]
    assert black != "5:00", "the AI's clock stood still through its turn"
    lost = 300 - seconds_of(black)
    assert lost >= int(moves * PACE_MS / 1000), f"{moves} moves at a {PACE_MS} ms pace took {lost} s"
    assert black == f"{seconds_of(black) // 60}:{seconds_of(black) % 60:02d}"
    white = faces[0]
    player.frames(120)  # the person's turn: their clock runs, the AI's stands
    assert faces[1] == black and seconds_of(faces[0]) < seconds_of(white)


def test_escape_closes_the_summary_of_the_ais_turn_and_only_it(player: Player, home: Path) -> None:
    player, match = against_the_ai(player, home)
    ai_turn(player, match)
    board = game_screen(player).board
    player.frames(2)
    assert board.recap is not None and player.sees("While you waited"), "the AI's turn was not summed up"
    summary = board.recap.lines(board.names)
    assert summary and all(player.sees(line) for line in summary)
    shown = player.screen_text()  # this frame's words: the keys' hint says what Esc does now
    assert "Esc: close the summary" in shown and "Esc: pause" not in shown
    player.press(pygame.K_ESCAPE)
    assert player.on_top("GameScreen"), "Escape opened the pause menu over the summary"
    assert board.recap is None and not player.sees("While you waited")
    assert "Esc: pause" in player.screen_text()
    player.press(pygame.K_ESCAPE)  # nothing else is open now: the pause menu
    assert player.on_top("PauseScreen")
