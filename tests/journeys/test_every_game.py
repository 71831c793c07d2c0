"""Journeys of what every game shares (issue 19, "In every game"): a loaded or continued game waits
for the person, Escape closes only the topmost thing open, the settings screen offers what the app keeps."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tests.journeys.conftest import (
    Player,
    action_buttons,
    game_screen,
    open_setup,
    play_until,
    save_files,
    start_game,
)

ROCKET, ARENA, DIVISION = "Time Machine Rocket", "Time Arena", "Time Division"
MINISTERIO, STORIES = "El Ministerio del Tiempo", "T.I.M.E Stories"
EXAMPLES = {  # example saves the app ships whose next turn is an AI seat's
    ROCKET: ("rocket-three-seats-mid-round.json", "Chrono's turn (AI, hard)"),
    ARENA: ("arena-full-game-mid-fight.json", "Quasar's turn (AI, normal)"),
}


def open_from_load_screen(player: Player, file_name: str) -> None:
    player.click("Load")
    assert player.on_top("LoadScreen")
    row = next(i for i, s in enumerate(player.top.saves) if s.path.name == file_name)
    opens = sorted((b for b in player.buttons() if b.text == "Open"), key=lambda b: b.rect.y)
    if row >= len(opens):  # the list scrolls: wheel it down until the row shows
        player.move(opens[0].rect.center)
        for _ in range(row):
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
            player.frames(1)
        row = next(i for i, s in enumerate(player.top.saves[player.top.first :]) if s.path.name == file_name)
        opens = sorted((b for b in player.buttons() if b.text == "Open"), key=lambda b: b.rect.y)
    player.click(opens[row])


def let_seconds_pass(player: Player, seconds: float) -> None:
    for _ in range(round(seconds * 60)):
        player.frames(1)


# --- a loaded or continued game waits for the person -----------------------------------------------------
@pytest.mark.parametrize("title", [ROCKET, ARENA])
def test_a_loaded_example_waits_for_resume_before_the_ai_moves(
    player: Player, home: Path, title: str
) -> None:
    file_name, turn = EXAMPLES[title]
    open_from_load_screen(player, file_name)
    player.until(lambda: player.on_top("ResumeScreen"), what="the resume panel")
    match = game_screen(player).match
    steps, state = len(match.log), match.state.to_json()
    assert player.sees(title) and player.sees(turn) and player.sees("Resume")
    let_seconds_pass(player, 2)
    assert player.on_top("ResumeScreen")
    assert len(match.log) == steps and match.state.to_json() == state, "the game moved on unseen"
    player.click("Resume")
    assert player.on_top("GameScreen")
    player.until(lambda: len(match.log) > steps, what="the AI's move after Resume")


def test_escape_on_the_resume_panel_goes_back_and_keeps_no_copy(player: Player, home: Path) -> None:
    open_from_load_screen(player, EXAMPLES[ROCKET][0])
    player.until(lambda: player.on_top("ResumeScreen"), what="the resume panel")
    player.press(pygame.K_ESCAPE)
    assert player.on_top("TitleScreen")
    assert save_files(home) == [], "a game looked at and left was saved over the player's Continue"


def test_continue_waits_for_resume_before_the_ai_moves(player: Player, home: Path) -> None:
    match = start_game(player, ROCKET, ("Person", "AI: easy"))
    play_until(
        player, lambda: len(match.log) >= 3 and player.on_top("GameScreen") and bool(action_buttons(player))
    )
    player.click("Menu")
    player.click("Quit to title")
    player.click("Continue")
    player.until(lambda: player.on_top("ResumeScreen"), what="the resume panel")
    resumed = game_screen(player).match
    steps, state = len(resumed.log), resumed.state.to_json()
    assert player.sees(ROCKET) and player.sees("Resume")
    let_seconds_pass(player, 1)
    assert len(resumed.log) == steps and resumed.state.to_json() == state
    player.press(pygame.K_RETURN)
    assert player.on_top("GameScreen") or player.on_top("HandoffScreen")


# --- Escape closes only the topmost thing open ----------------------------------------------------------------
def test_escape_on_an_open_drop_down_closes_only_the_drop_down(player: Player) -> None:
    open_setup(player, ROCKET)
    menu = player.seat_menus()[0]
    player.click(menu)
    assert menu.current_state is menu.menu_states["expanded"]
    assert player.has("AI: hard")  # its list shows
    player.press(pygame.K_ESCAPE)
    assert player.on_top("SetupScreen"), "Escape on an open drop-down left the setup screen"
    assert menu.current_state is menu.menu_states["closed"] and not player.has("AI: hard")
    player.press(pygame.K_ESCAPE)  # nothing open now: Escape goes back
    assert player.on_top("GameSelectScreen")


def hover_spots(board: object) -> list[tuple[int, int]]:
    """Where the pointer may rest on a card: the kit boards' card targets, Division's placed cards."""
    table = getattr(board, "table", None)
    if table is not None and hasattr(table, "placed"):
        return [p.rect.center for p in reversed(table.placed) if p.face_up and p.card is not None]
    targets = board.click_targets() if hasattr(board, "click_targets") else board.targets  # type: ignore[attr-defined]
    return [t.rect.center for t in reversed(targets) if t.card is not None]


def rest_on_a_card_until_it_zooms(player: Player) -> tuple[int, int]:
    board = game_screen(player).board
    for spot in hover_spots(board)[:40]:
        player.move(spot)
        for _ in range(45):  # a large view may wait like a tooltip (Time Arena's half a second)
            player.frames(1)
            if board.zoomed is not None:
                return spot
    raise AssertionError("no card on the board shows a large view under the pointer")


@pytest.mark.parametrize(("title", "seats"), [
    (ROCKET, ("Person", "AI: random")),
    (DIVISION, ("Person", "AI: random")),
    (MINISTERIO, ("Person", "AI: random")),
    (ARENA, ("Person", "AI: random")),
])  # fmt: skip
def test_escape_on_a_card_zoom_closes_the_zoom_not_the_game(player: Player, title: str, seats: tuple) -> None:
    start_game(player, title, seats)
    board = game_screen(player).board

    def cards_shown() -> bool:  # the person's turn with cards on the table (Rocket's come by playing)
        ready = player.on_top("GameScreen") and bool(action_buttons(player)) and not board.is_animating()
        return ready and bool(hover_spots(board))

    play_until(player, cards_shown)
    rest_on_a_card_until_it_zooms(player)
    player.press(pygame.K_ESCAPE)
    assert player.on_top("GameScreen"), f"Escape on {title}'s large card view opened the pause menu"
    player.frames(45)
    assert board.zoomed is None, "the large card view is still drawn after Escape"
    player.press(pygame.K_ESCAPE)  # nothing open now: Escape pauses
    assert player.on_top("PauseScreen")


def test_escape_on_a_stories_panel_closes_the_panel_not_the_game(player: Player) -> None:
    start_game(player, STORIES, ("Person", "AI: random"))
    board = game_screen(player).board
    player.until(lambda: player.on_top("GameScreen"), what="the game")
    targets = board.click_targets()
    button = next(t for t in targets if t.kind == "overlay:map")
    player.click(button.rect.center)
    assert board.overlay.name == "map"
    player.press(pygame.K_ESCAPE)
    assert player.on_top("GameScreen"), "Escape on the map opened the pause menu"
    assert board.overlay.name is None
    player.press(pygame.K_ESCAPE)
    assert player.on_top("PauseScreen")
