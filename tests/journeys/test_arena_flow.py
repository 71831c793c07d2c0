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
def test_a_newcomer_starts_on_the_first_game_and_the_last_choice_is_remembered(player: Player, home: Path) -> None:
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
