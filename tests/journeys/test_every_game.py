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
    resume,
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


ALL_EXAMPLES = {
    MINISTERIO: "ministerio-four-agents-mid-mission.json",
    ARENA: "arena-full-game-mid-fight.json",
    ROCKET: "rocket-three-seats-mid-round.json",
    DIVISION: "division-campaign-second-era.json",
    STORIES: "stories-venice-first-run.json",
}


@pytest.mark.parametrize("title", list(ALL_EXAMPLES))
def test_every_game_from_a_save_waits_on_a_panel_naming_it_whole(player: Player, title: str) -> None:
    open_from_load_screen(player, ALL_EXAMPLES[title])
    player.until(lambda: player.on_top("ResumeScreen"), what="the resume panel")
    match = game_screen(player).match
    steps = len(match.log)
    player.frames(30)
    assert title in player.screen_text().splitlines(), f"the panel does not name {title} whole"
    assert player.sees("The game waits for you") and player.has("Resume")
    assert len(match.log) == steps
    player.press(pygame.K_ESCAPE)
    assert player.on_top("TitleScreen")


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


# --- the game log keeps six lines beside a long list of choices; choices keep their place -----------------
LONG_LISTS = {  # an example save of each game, played on by clicks until a long list of choices shows
    ARENA: "arena-full-game-mid-fight.json",
    MINISTERIO: "ministerio-four-agents-mid-mission.json",
    STORIES: "stories-venice-first-run.json",
}  # (Rocket's and Time Division's lists stay short)
# how many choices make a long list there: El Ministerio's person holds six at most in that save's play
LONG_ENOUGH = {ARENA: 7, MINISTERIO: 6, STORIES: 7}


@pytest.mark.parametrize("title", list(LONG_LISTS))
def test_the_log_keeps_six_lines_beside_a_long_list_of_choices(player: Player, title: str) -> None:
    from timetravel.ui.widgets.log_panel import LOG_MIN_HEIGHT, MIN_LINES

    open_from_load_screen(player, LONG_LISTS[title])
    resume(player)
    screen = game_screen(player)

    def long_list() -> bool:
        return (
            player.on_top("GameScreen")
            and bool(action_buttons(player))
            and len(screen.actions.buttons) >= LONG_ENOUGH[title]
        )

    play_until(player, long_list, limit=1500)
    player.frames(2)
    log = screen.log
    assert log.rect.height >= LOG_MIN_HEIGHT and log.visible_lines >= MIN_LINES, (
        f"{len(screen.actions.buttons)} choices squeezed the log to {log.visible_lines} lines"
    )
    assert log.rect.top >= screen.actions.rect.bottom, "the choices run over the log"


def test_stories_passing_choices_keep_to_a_group_of_their_own(player: Player, home: Path) -> None:
    """A "Pass X to Y" choice comes and goes as items change hands: it is listed under its own heading
    below every other choice, so the main list never shifts under the pointer."""
    save = stories_save_with_a_pass(home)
    open_from_load_screen(player, save.name)
    resume(player)
    player.until(lambda: player.on_top("GameScreen") and bool(action_buttons(player)), what="the choices")
    buttons = sorted(action_buttons(player), key=lambda b: b.rect.y)
    passing = [b for b in buttons if b.text.split("  ", 1)[-1].startswith(("Pass ", "Hand "))]
    others = [b for b in buttons if b not in passing]
    assert passing and others
    assert player.sees("Pass to another agent")
    assert max(b.rect.y for b in others) < min(b.rect.y for b in passing), [b.text for b in buttons]


def stories_save_with_a_pass(home: Path) -> Path:
    """A save of a Venice game by two people where the one to act may pass an item to the other."""
    import random

    from tests.ui import board_helpers
    from timetravel.games.stories import GAME
    from timetravel.saves import write_save

    for seed in range(1, 40):
        match = board_helpers.new_match(GAME, 2, seed)
        rng = random.Random(seed)
        for _ in range(400):
            if match.is_over:
                break
            if match.to_act() < 0:
                match.sample_chance()
                continue
            legal = match.state.legal_actions()
            kinds = {a.kind for a in legal}
            if kinds & {"give", "hand"} and kinds - {"give", "hand"} and len(legal) <= 9:
                folder = home / "saves"
                folder.mkdir(parents=True, exist_ok=True)
                return write_save(match, folder / "stories-with-a-pass.json")
            match.apply(rng.choice([a for a in legal if a.kind not in ("give", "hand")] or legal))
    raise AssertionError("no seed reached a choice to pass an item")
