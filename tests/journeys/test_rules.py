"""Journeys: a new player opens a game's Rules and reads the player's rules (the goal, a turn, the
components drawn by the game's own board), goes one click deeper to the full rules with every
reading and its rule ids, and comes back the way they came, Escape closing only the topmost screen."""

from __future__ import annotations

import colorsys

import pygame
import pytest

from tests.journeys.conftest import Player, open_setup, start_game
from timetravel.ui.screens.rules import VIEW

# title, words of its Goal section, words only its full rules say (a rule id where it has them)
GAMES = [
    ("El Ministerio del Tiempo", "Have the most victory points (VP) when the game ends.", "(M-SETUP)"),
    ("Time Arena", "take all six energy from the enemy Totem", "R1 Clocks."),
    ("Time Machine Rocket", "Be the first to 40 points.", "Hidden information"),
    ("Time Division", "End the era with more influence in your Influence Area than your rival",
     "Interpretations"),
    ("T.I.M.E Stories", "complete the mission in as few tries as you can", "(S-RUN, S-HOST)"),
]  # fmt: skip
FULL = "Full rules with every reading"


def colourful_hues(player: Player, rect: pygame.Rect) -> int:
    """How many hue families (of twelve) are painted in strong colour inside `rect` of the screen: a
    page of words shows one (its accent), a picture of the board many."""
    player.frames(1)
    surface = player.app.ctx.display.screenshot()  # the logical 1280x720 frame
    area = rect.clip(surface.get_rect())
    counts = [0] * 12
    for x in range(area.left, area.right, 3):
        for y in range(area.top, area.bottom, 3):
            r, g, b, *_ = surface.get_at((x, y))
            hue, saturation, value = colorsys.rgb_to_hsv(r / 255, g / 255, b / 255)
            if saturation > 0.45 and value > 0.3:
                counts[int(hue * 12) % 12] += 1
    return sum(1 for n in counts if n >= 25)


def page_shown(player: Player) -> pygame.Rect:
    return VIEW.inflate(-40, -40)


def open_components(player: Player) -> None:
    """Click the contents entry "Components"."""
    screen = player.top
    index = next(i for i, (title, _) in enumerate(screen.sections) if title == "Components")
    assert index in screen.shown_entries()
    player.click(screen.entry_rect(index).center)
    assert player.top.current_section() == index


@pytest.mark.parametrize(("title", "goal", "full_only"), GAMES, ids=[g[0] for g in GAMES])
def test_the_rules_show_the_players_rules_then_the_full_reading(player: Player, title: str, goal: str,
                                                                 full_only: str) -> None:  # fmt: skip
    open_setup(player, title)
    player.click("Rules")
    assert player.on_top("RulesScreen") and player.sees(f"Rules: {title}")
    for words in ("Goal", goal, "A turn", "Components", "Tips for a first game"):
        assert player.sees(words), words
    assert not player.sees(full_only), "the player's rules leave the readings for the full rules"
    assert colourful_hues(player, page_shown(player)) <= 2, "the first screen is words"

    open_components(player)
    assert colourful_hues(player, page_shown(player)) >= 3, "the components are pictured"

    player.click(FULL)
    assert player.on_top("RulesScreen") and player.sees(f"Full rules: {title}")
    assert player.sees(full_only)
    assert not player.has(FULL)

    player.press(pygame.K_ESCAPE)
    assert player.on_top("RulesScreen") and player.sees(f"Rules: {title}") and player.has(FULL)
    player.click("Back")
    assert player.on_top("SetupScreen")


def test_the_rules_scroll_by_wheel_and_keys(player: Player) -> None:
    open_setup(player, "Time Arena")
    player.click("Rules")
    screen = player.top
    player.move(VIEW.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0,
                                         precise_y=-3.0, touch=False))  # fmt: skip
    player.frames(2)
    assert screen.scroll > 0
    player.press(pygame.K_END)
    assert screen.scroll == screen.max_scroll > 0
    assert player.top.current_section() == len(screen.sections) - 1
    player.press(pygame.K_HOME)
    assert screen.scroll == 0
    player.press(pygame.K_PAGEDOWN)
    assert 0 < screen.scroll < screen.max_scroll


def test_the_rules_from_the_pause_menu_and_escape_one_screen_at_a_time(player: Player) -> None:
    start_game(player, "El Ministerio del Tiempo", ("Person", "Person"))
    player.until(lambda: player.on_top("GameScreen"), what="the game")
    player.press(pygame.K_ESCAPE)
    assert player.on_top("PauseScreen")
    player.click("Rules")
    assert player.on_top("RulesScreen") and player.sees("Rules: El Ministerio del Tiempo")
    assert player.sees("Have the most victory points (VP) when the game ends.")
    player.click(FULL)
    assert player.sees("Full rules: El Ministerio del Tiempo")
    player.press(pygame.K_ESCAPE)
    assert player.on_top("RulesScreen") and player.has(FULL)
    player.press(pygame.K_ESCAPE)
    assert player.on_top("PauseScreen")


def test_a_long_contents_list_scrolls_under_the_wheel(player: Player) -> None:
    """T.I.M.E Stories' full rules have more sections than the list shows: the wheel over the list
    brings the hidden ones into view, and reading on keeps the current one in sight."""
    from timetravel.ui.screens.rules import CONTENTS

    open_setup(player, "T.I.M.E Stories")
    player.click("Rules")
    player.click(FULL)
    screen = player.top
    assert screen.full and len(screen.shown_entries()) < len(screen.sections)
    last = screen.sections[-1][0]
    player.move(CONTENTS.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-20, flipped=False, precise_x=0.0,
                                         precise_y=-20.0, touch=False))  # fmt: skip
    player.frames(2)
    assert screen.contents_scroll == screen.max_contents_scroll > 0 and screen.scroll == 0
    assert len(screen.sections) - 1 in screen.shown_entries() and player.sees(last)
    player.move(VIEW.center)
    player.press(pygame.K_HOME)
    player.press(pygame.K_END)
    assert screen.current_section() in screen.shown_entries()
