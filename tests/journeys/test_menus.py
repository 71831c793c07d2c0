"""Menu journeys: the title, game select, settings (every control; persisting across a restart and
taking effect) and the load screen's delete."""

from __future__ import annotations

from pathlib import Path

import pygame

from tests.journeys.conftest import (
    Player,
    action_buttons,
    game_screen,
    open_setup,
    play_until,
    read_settings,
    restart,
    save_files,
    start_game,
)
from timetravel import resources
from timetravel.ui.palette import Palette

ROCKET, DIVISION = "Time Machine Rocket", "Time Division"


# --- title and game select ----------------------------------------------------------------------------
def test_title_menu_opens_each_screen_and_quits(player: Player) -> None:
    assert player.sees("timetravel")
    for label, screen, words in (
        ("New game", "GameSelectScreen", "Choose a game."),
        ("Load", "LoadScreen", "Load a game"),
        ("Settings", "SettingsScreen", "Colour-blind-safe colours"),
    ):
        player.click(label)
        assert player.on_top(screen) and player.sees(words), label
        player.press(pygame.K_ESCAPE)  # Escape goes back like the Back button
        assert player.on_top("TitleScreen"), f"Escape did not leave {screen}"
    player.press(pygame.K_RETURN)  # with no save, Enter starts a new game
    assert player.on_top("GameSelectScreen")
    player.click("Back")
    player.click("Quit")
    assert not player.app.running


def test_every_game_cover_opens_its_setup(player: Player) -> None:
    for title in (ROCKET, DIVISION):
        open_setup(player, title)
        player.click("Back")
        player.click("Back")
        assert player.on_top("TitleScreen")


# --- settings -----------------------------------------------------------------------------------------
def _rows(player: Player) -> list[list]:
    """The settings screen's controls row by row (full screen, volume, animation, AI pace, colours,
    T.I.M.E Stories' journal)."""
    rows: dict[int, list] = {}
    for button in player.buttons():
        if button.text != "Back":
            rows.setdefault(button.rect.centery // 20, []).append(button)
    return [sorted(row, key=lambda b: b.rect.x) for _, row in sorted(rows.items())]


def _segment(player: Player, row: int, label: str):
    return next(b for b in _rows(player)[row] if b.text == label)


def test_every_settings_control_changes_the_saved_settings(player: Player, home: Path) -> None:
    player.click("Settings")
    assert len(_rows(player)) == 8
    player.click(_rows(player)[0][0])  # full screen: Off -> On
    assert read_settings(home)["fullscreen"] is True and player.app.ctx.display.fullscreen
    player.click(_rows(player)[0][0])
    assert read_settings(home)["fullscreen"] is False and not player.app.ctx.display.fullscreen
    for label, value in (("Slow", "slow"), ("Fast", "fast"), ("Normal", "normal"), ("Off", "off")):
        player.click(_segment(player, 2, label))
        assert read_settings(home)["animation_speed"] == value
    for label, value in (("None", 0), ("0.3 s", 300), ("0.7 s", 700), ("1.2 s", 1200), ("2 s", 2000)):
        player.click(_segment(player, 3, label))
        assert read_settings(home)["ai_pace_ms"] == value
        assert read_settings(home)["ai_step"] is False
    player.click(_segment(player, 3, "Step"))  # each AI move waits for Space; the time is kept
    assert read_settings(home)["ai_step"] is True and read_settings(home)["ai_pace_ms"] == 2000
    player.click(_segment(player, 3, "0.7 s"))
    assert read_settings(home)["ai_step"] is False and read_settings(home)["ai_pace_ms"] == 700
    player.click(_rows(player)[4][0])  # colour-blind-safe colours: Off -> On
    assert read_settings(home)["colour_blind"] is True
    assert player.sees("On")
    player.click(_rows(player)[5][0])  # the journal: On -> Off
    assert read_settings(home)["journal"] is False
    for label, value in (("3 s", 3000), ("0.5 s", 500), ("8 s", 8000), ("1 s", 1000)):
        player.click(_segment(player, 6, label))  # the hard AI's thinking time
        assert read_settings(home)["default_think_ms"] == value
        assert _segment(player, 6, label).is_selected
    volume = player.screen_text()
    assert "80%" in volume
    thumb = _rows(player)[1][-1]  # the volume slider's handle, dragged to the right end
    player.drag(thumb, (thumb.rect.centerx + 400, thumb.rect.centery))
    assert player.sees("100%"), "the volume slider did not move"
    player.click("Back")
    assert read_settings(home)["effects_volume"] == 1.0


def test_the_language_switches_every_screen_at_once(player: Player, home: Path) -> None:
    player.click("Settings")
    player.click(_segment(player, 7, "Español"))
    assert read_settings(home)["language"] == "es"
    assert player.sees("Idioma") and player.sees("Ajustes")  # this screen, at once
    assert _segment(player, 7, "Español").is_selected
    player.click(_segment(player, 7, "한국어"))
    assert read_settings(home)["language"] == "ko" and player.sees("언어")
    player.click("뒤로")
    assert player.sees("새 게임")  # the title screen beneath, re-worded without a restart
    player = restart(player)
    assert player.sees("새 게임")  # the choice is kept
    player.click("설정")
    player.click(_segment(player, 7, "English"))
    assert player.sees("Language") and read_settings(home)["language"] == "en"


def test_settings_persist_after_a_restart(player: Player, home: Path) -> None:
    player.click("Settings")
    player.click(_segment(player, 2, "Slow"))
    player.click(_segment(player, 3, "2 s"))
    player.click(_rows(player)[4][0])
    player.click("Back")
    player = restart(player)
    assert player.app.ctx.palette.colour_blind
    player.click("Settings")
    assert _segment(player, 2, "Slow").is_selected
    assert _segment(player, 3, "2 s").is_selected
    assert _rows(player)[4][0].text == "On"
    assert read_settings(home)["animation_speed"] == "slow"


def _band_colour(player: Player) -> tuple[int, int, int]:
    """The colour of the first seat's band on the setup screen, as drawn."""
    player.frames(1)
    return tuple(player.app.ctx.display.logical.get_at((72, 234)))[:3]


def test_colour_blind_palette_takes_effect_on_screen(player: Player) -> None:
    open_setup(player, ROCKET)
    plain = _band_colour(player)
    player.click("Back")
    player.click("Back")
    player.click("Settings")
    player.click(_rows(player)[4][0])
    player.click("Back")
    open_setup(player, ROCKET)
    safe = _band_colour(player)
    assert plain != safe
    assert safe == Palette(colour_blind=True).seat_colour(0)
    assert plain == Palette(colour_blind=False).seat_colour(0)


def _animates_after_a_move(player: Player) -> bool:
    match = start_game(player, ROCKET, ("Person", "AI: random"))
    play_until(player, lambda: bool(action_buttons(player)))
    steps = len(match.log)
    player.click(action_buttons(player)[0], settle=0)
    seen = False
    for _ in range(30):
        seen = seen or game_screen(player).board.is_animating()
        player.frames(1)
    assert len(match.log) > steps
    return seen


def test_animation_off_takes_effect(player: Player) -> None:
    player.click("Settings")
    player.click(_segment(player, 2, "Normal"))
    player.click("Back")
    assert _animates_after_a_move(player)
    player.click("Menu")
    player.click("Settings")
    player.click(_segment(player, 2, "Off"))
    player.click("Back")
    player.click("Quit to title")
    assert not _animates_after_a_move(player)


def _example_saves() -> list[Path]:
    folder = resources.example_saves_dir()
    return sorted(folder.glob("*.json")) if folder else []


# --- load ----------------------------------------------------------------------------------------------
def test_load_delete_asks_first_and_keep_it_keeps_the_file(player: Player, home: Path) -> None:
    match = start_game(player, DIVISION, ("Person", "AI: random"))
    play_until(player, lambda: len(match.log) >= 4 and bool(action_buttons(player)))
    player.click("Menu")
    player.click("Save")
    player.click("Quit to title")
    files = save_files(home)
    assert len(files) == 2  # the save and the autosave
    player.click("Load")
    examples = len(list(_example_saves()))  # the examples that come with the app are listed too
    assert player.sees(f"{2 + examples} saves")
    player.click(player.buttons_named("Delete")[0])
    assert player.on_top("MessageDialog") and player.sees("Delete this save?")
    player.click("Keep it")
    assert player.on_top("LoadScreen") and save_files(home) == files
    player.click(player.buttons_named("Delete")[0])
    player.click("Delete")  # the dialog's own button: the dialog is the scene on top
    assert player.on_top("LoadScreen")
    assert len(save_files(home)) == 1
    assert player.sees(f"{1 + examples} saves") and player.sees("Deleted")
