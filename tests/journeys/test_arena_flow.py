"""Time Arena's flow as a new player meets it (issue 19, section 3), only through input: the setup
screen starts a newcomer on the first game and remembers the last choice after that; a real-time
game is never lost and its time never given back, whichever way the player leaves it."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from tests.journeys.conftest import Player, game_screen, open_setup, restart, save_files
from tests.journeys.test_arena import MODES, let_time_pass, menu_showing, start_arena, turn_by_clicks
from timetravel.ui.boards.arena.art import clock_words

ARENA = "Time Arena"


def shown_mode(player: Player) -> str:
    return next(m.selected_option[0] for m in player.dropdowns() if m.selected_option[0] in MODES)


def back_to_title(player: Player) -> None:
    player.click("Menu")
    player.click("Quit to title")
    player.until(lambda: player.on_top("TitleScreen"), what="the title")


# --- setup ---------------------------------------------------------------------------------------
def test_a_newcomer_starts_on_the_first_game_and_the_last_choice_is_remembered(
    player: Player, home: Path
) -> None:
    open_setup(player, ARENA)
    assert shown_mode(player) == "First game", "a player new to Time Arena begins with the first game"
    assert player.sees("The first game plays fixed teams")
    player.click("Start")
    player.until(lambda: player.on_top("GameScreen"), what="the game")
    assert game_screen(player).match.config.options["mode"] == "first"
    back_to_title(player)
    open_setup(player, ARENA)
    assert shown_mode(player) == "First game"
    player.choose(menu_showing(player, "First game"), "Expert game")
    player.choose(menu_showing(player, "5 minutes"), "10 minutes")
    player.click("Start")
    player.until(lambda: player.on_top("GameScreen"), what="the game")
    back_to_title(player)
    player = restart(player)  # a new session: the choice was kept on disk
    open_setup(player, ARENA)
    assert shown_mode(player) == "Expert game" and player.sees("10 minutes")


def test_a_damaged_settings_file_or_entry_never_loses_the_last_choice(player: Player, home: Path) -> None:
    start_arena(player, "Expert game")
    back_to_title(player)
    (home / "config" / "settings.json").write_text("{ this is not json", encoding="utf-8")
    setup = home / "config" / "setup.json"
    data = json.loads(setup.read_text(encoding="utf-8"))
    data["rocket"] = ["not", "a", "choice"]  # another game's entry damaged
    data["arena"]["clock"] = "999"  # a value the game does not offer
    setup.write_text(json.dumps(data), encoding="utf-8")
    player = restart(player)
    open_setup(player, ARENA)
    assert shown_mode(player) == "Expert game"
    assert player.sees("5 minutes"), "a value the game does not offer falls back to its default"
    setup.write_bytes(b"\x00\xff garbage")
    player.click("Back")
    player.click("Back")
    open_setup(player, ARENA)  # an unreadable file: setup still opens
    assert player.on_top("SetupScreen")


# --- a real-time game is never lost, and its time never given back ---------------------------------------------
def newest_save(home: Path) -> object:
    """The game in the newest file the app wrote (what Continue would open)."""
    from timetravel.saves.store import load_match

    files = sorted(save_files(home), key=lambda p: p.stat().st_mtime_ns)
    assert files, "nothing was saved"
    return load_match(files[-1])


def clock_after_continue(player: Player) -> tuple[object, list[int]]:
    """Continue from the title: the game it opens (paused, as a real-time game resumes) and its clocks."""
    assert player.on_top("TitleScreen")
    player.click("Continue")
    player.until(lambda: player.on_top("ResumeScreen"), what="the resumed game, waiting")
    match = game_screen(player).match
    return match, list(match.state.clock)


def play_another_title_first(player: Player) -> None:
    """An older game of another title, saved: Continue must not open it instead of the game played last."""
    from tests.journeys.conftest import action_buttons, play_until, start_game

    match = start_game(player, "Time Division", ("Person", "AI: random"))
    play_until(player, lambda: len(match.log) >= 2 and bool(action_buttons(player)))
    back_to_title(player)


def test_closing_the_window_in_the_first_turn_keeps_the_game_and_its_time(player: Player, home: Path) -> None:
    play_another_title_first(player)
    match = start_arena(player, "First game", ("Person", "AI: normal"))
    assert not match.log, "nothing played yet: the first turn has just begun"
    let_time_pass(player, 4)
    player = restart(player)  # the window's close button, mid-turn
    resumed, clocks = clock_after_continue(player)
    assert resumed.game.info.id == "arena", "Continue opened an older game of another title"
    assert clocks[0] <= 296_000 and clocks[1] == 300_000, clocks
    assert player.sees(clock_words(clocks[0])), "the board shows White's clock as it was left"
    player.click("Resume")
    let_time_pass(player, 2)
    player = restart(player)  # and again: the time of each stay is charged, every time
    _, again = clock_after_continue(player)
    assert again[0] <= clocks[0] - 2_000, (clocks, again)


def test_hot_seat_closing_mid_turn_keeps_both_clocks(player: Player, home: Path) -> None:
    match = start_arena(player, "First game", ("Person", "Person"))
    turn_by_clicks(player, match)  # White summons and ends its turn: Black's clock runs
    white = match.state.clock[0]
    let_time_pass(player, 3)
    player = restart(player)
    resumed, clocks = clock_after_continue(player)
    assert resumed.state.side == 1
    assert clocks[0] == white and clocks[1] <= 297_000, (white, clocks)


def test_quitting_from_the_pause_keeps_the_time_spent(player: Player, home: Path) -> None:
    start_arena(player, "First game", ("Person", "AI: normal"))
    let_time_pass(player, 3)
    back_to_title(player)
    _, clocks = clock_after_continue(player)
    assert clocks[0] <= 297_000, clocks


def test_losing_focus_pauses_and_saves_the_time_spent(player: Player, home: Path) -> None:
    start_arena(player, "First game", ("Person", "AI: normal"))
    let_time_pass(player, 3)
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    player.frames(2)
    assert player.on_top("PauseScreen")
    saved = newest_save(home)
    assert saved.game.info.id == "arena" and saved.state.clock[0] <= 297_000, saved.state.clock


def test_every_action_of_the_person_is_saved_at_once(player: Player, home: Path) -> None:
    from tests.journeys.test_arena import click_action, select

    match = start_arena(player, "First game", ("Person", "AI: normal"))
    fighter = next(str(a.args[0]) for a in match.state.legal_actions() if a.kind == "summon")
    select(player, fighter)
    click_action(player, match, lambda a: a.kind == "summon" and a.args[0] == fighter)
    player.frames(2)
    saved = newest_save(home)
    assert saved.game.info.id == "arena" and any(e.action.startswith("summon:") for e in saved.log)
