"""In-game journeys: the hot-seat hand-off, the pause menu, save / quit / Continue / Load, results."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tests.journeys.conftest import (
    Player,
    action_buttons,
    game_screen,
    play_until,
    resume,
    save_files,
    start_game,
)

ROCKET, DIVISION, STORIES = "Time Machine Rocket", "Time Division", "T.I.M.E Stories"


def _my_turn(player: Player) -> bool:
    return player.on_top("GameScreen") and bool(action_buttons(player))


def _snapshot(match) -> tuple[list, dict]:
    return [entry.model_dump() for entry in match.log], match.state.to_json()


# --- hot seat --------------------------------------------------------------------------------------
def test_division_hands_the_screen_from_person_to_person(player: Player) -> None:
    match = start_game(player, DIVISION, ("Person", "Person"))
    play_until(player, lambda: player.on_top("HandoffScreen") or _my_turn(player))
    if not player.on_top("HandoffScreen"):  # the first person is already looking: play one move
        first = match.to_act()
        player.click(action_buttons(player)[0])
        play_until(player, lambda: player.on_top("HandoffScreen") or match.to_act() != first)
        player.until(lambda: player.on_top("HandoffScreen") or match.to_act() < 0 or _my_turn(player))
    assert player.on_top("HandoffScreen"), "no hand-off between two people holding cards"
    seat = match.to_act()
    name = match.seats[seat].name
    assert player.sees(f"Pass to {name}")
    assert not action_buttons(player)  # nobody can act while the screen is being passed
    last = player.app.stack.scenes[-2].log.entries[-1].text
    assert player.sees("Just now") and player.sees(last[:20]), "the hand-off hides how the last move ended"
    player.click(f"I am {name}: show my cards")
    player.until(lambda: _my_turn(player), what="the next person's choices")
    assert player.sees("Your choices")
    assert player.sees(match.state.prompt(seat).split(".")[0])  # the words of their own prompt


def test_a_person_is_never_shown_as_thinking_before_the_hand_off(player: Player) -> None:
    match = start_game(player, DIVISION, ("Person", "Person"))
    names = [seat.name for seat in match.seats]
    for _ in range(3000):
        if player.on_top("HandoffScreen"):
            player.click(next(b for b in player.buttons() if b.text.startswith("I am")))
            continue
        if len(match.log) > 40:
            return
        words = " ".join(player.screen_text().split())
        for name in names:
            assert f"{name} is thinking" not in words, f"{name} is a person, not thinking"
        waiting = game_screen(player).waiting_for_handoff()
        if waiting is not None:
            assert "Your turn" not in words, "a person is told it is their turn before the screen is passed"
        if action_buttons(player):
            player.click(action_buttons(player)[0], settle=1)
        else:
            player.frames(1)
    pytest.fail("the game did not move")


@pytest.mark.parametrize("title", [ROCKET, STORIES])
def test_starts_without_a_hand_off(player: Player, title: str) -> None:
    start_game(player, title, ("Person", "Person"))
    player.until(lambda: player.on_top("HandoffScreen") or _my_turn(player))
    assert not player.on_top("HandoffScreen")


# --- the pause menu ----------------------------------------------------------------------------------
def test_pause_menu_resume_rules_settings_and_escape(player: Player) -> None:
    start_game(player, ROCKET, ("Person", "AI: random"))
    player.until(lambda: _my_turn(player), what="the person's turn")
    player.press(pygame.K_ESCAPE)
    assert player.on_top("PauseScreen") and player.sees("Paused")
    player.click("Rules")
    assert player.on_top("RulesScreen") and player.sees("Rules: Time Machine Rocket")
    player.click("Back")
    assert player.on_top("PauseScreen")
    player.click("Settings")
    assert player.on_top("SettingsScreen") and player.sees("Animation speed")
    player.click("Back")
    assert player.on_top("PauseScreen")
    player.click("Resume")
    assert player.on_top("GameScreen")
    player.click("Menu")
    assert player.on_top("PauseScreen")


@pytest.mark.parametrize("title", [DIVISION, STORIES])
def test_pause_save_writes_a_file_the_load_screen_opens_exactly(
    player: Player, home: Path, title: str
) -> None:
    match = start_game(player, title, ("Person", "AI: random"))
    play_until(player, lambda: len(match.log) >= 6 and _my_turn(player))
    player.click("Menu")
    before = save_files(home)
    player.click("Save")
    saved = [p for p in save_files(home) if p not in before]
    assert len(saved) == 1
    assert player.sees(f"Saved as {saved[0].name}")
    expected = _snapshot(match)
    player.click("Quit to title")
    assert player.on_top("TitleScreen")
    player.click("Load")
    assert player.on_top("LoadScreen") and player.sees(saved[0].name)
    row = next(i for i, s in enumerate(player.top.saves) if s.path.name == saved[0].name)
    opens = [b for b in player.buttons() if b.text == "Open"]
    player.click(sorted(opens, key=lambda b: b.rect.y)[row])
    resume(player)
    assert player.on_top("GameScreen")
    assert _snapshot(game_screen(player).match) == expected


@pytest.mark.parametrize("title", [ROCKET, STORIES])
def test_quit_to_title_then_continue_resumes_exactly(player: Player, home: Path, title: str) -> None:
    assert not player.find("Continue").is_enabled
    assert player.sees("No saved game yet: start a new one.")
    match = start_game(player, title, ("Person", "AI: easy"))
    play_until(player, lambda: len(match.log) >= 4 and _my_turn(player))
    game_screen_log = list(game_screen(player).log.entries)
    player.click("Menu")
    player.click("Quit to title")
    assert player.on_top("TitleScreen")
    assert save_files(home), "quitting left no autosave"
    expected = _snapshot(match)
    told = [(entry.text, entry.seat, entry.count) for entry in game_screen_log]
    assert player.sees(f"Resume {title}")
    player.click("Continue")
    resume(player)
    assert player.on_top("GameScreen")
    assert _snapshot(game_screen(player).match) == expected
    # its log is told again, in the words it had
    assert [(entry.text, entry.seat, entry.count) for entry in game_screen(player).log.entries] == told
    assert not player.sees("The game resumes")


def test_undo_takes_back_the_persons_move(player: Player) -> None:
    match = start_game(player, ROCKET, ("Person", "Person"))
    for _ in range(30):
        play_until(player, lambda: _my_turn(player))
        before = _snapshot(match)
        player.click(action_buttons(player)[0])
        player.click("Menu") if player.on_top("GameScreen") else player.press(pygame.K_ESCAPE)
        if not player.on_top("PauseScreen"):
            player.click("Menu")
        if player.find("Undo").is_enabled:
            player.click("Undo")
            player.until(lambda: player.on_top("GameScreen") or player.on_top("HandoffScreen"))
            assert _snapshot(match) == before
            if player.on_top("HandoffScreen"):  # the screen goes back to the one who takes it back
                player.click(next(b for b in player.buttons() if b.text.startswith("I am")))
            assert player.sees("takes back a move")
            return
        player.click("Resume")
    pytest.fail("no move could ever be taken back")


# --- results -----------------------------------------------------------------------------------------
def test_results_play_again_and_back_to_title(player: Player) -> None:
    first = start_game(player, DIVISION, ("AI: random", "AI: random"))
    player.until(lambda: player.on_top("ResultsScreen"), limit=4000, what="the results")
    assert player.sees("Play again")
    player.click("Play again")
    assert player.on_top("GameScreen")
    again = game_screen(player).match
    assert again is not first
    assert [s.model_dump() for s in again.seats] == [s.model_dump() for s in first.seats]
    assert again.config == first.config
    assert len(again.log) < len(first.log)  # a fresh game, not the finished one
    player.until(lambda: player.on_top("ResultsScreen"), limit=4000, what="the second results")
    player.click("Back to title")
    assert player.on_top("TitleScreen")


@pytest.mark.parametrize("title", [ROCKET, STORIES])
def test_number_keys_and_clicks_choose_from_the_side_panel(player: Player, title: str) -> None:
    match = start_game(player, title, ("Person", "AI: random"))
    play_until(player, lambda: _my_turn(player))
    steps = len(match.log)
    player.press(pygame.K_1)
    player.until(lambda: len(match.log) > steps, what="a move chosen with the 1 key")
    play_until(player, lambda: _my_turn(player))
    steps = len(match.log)
    player.click(action_buttons(player)[-1])
    player.until(lambda: len(match.log) > steps, what="a move chosen with a click")


def test_every_hand_off_in_a_long_hot_seat_game_is_shown(player: Player) -> None:
    """Play a three-seat Rocket game with two people far enough for hand-offs to come back to the
    same person; the screen never waits for a hand-off that it does not show."""
    match = start_game(player, ROCKET, ("Person", "Person", "AI: random"))
    waited, handoffs = 0, 0
    while len(match.log) < 260 and not match.is_over:
        if player.on_top("HandoffScreen"):
            handoffs += 1
            player.click(next(b for b in player.buttons() if b.text.startswith("I am")))
            waited = 0
            continue
        waited = waited + 1 if game_screen(player).waiting_for_handoff() is not None else 0
        assert waited < 300, f"the screen waits for a hand-off it never shows (step {len(match.log)})"
        if action_buttons(player):
            player.click(action_buttons(player)[0], settle=1)
        else:
            player.frames(1)
    assert handoffs >= 2, "too short a game to show a hand-off coming back"
