"""T.I.M.E Stories with AI teammates, as a person plays it: one person and two AI agents. The AI
agents take hosts that complement the person's, the log says why an AI captain takes the group
where it does, and with the AI pace set to Step each AI move waits for Space or a click."""

from __future__ import annotations

from pathlib import Path

import pygame

from tests.journeys.conftest import Player, game_screen, open_setup, read_settings
from tests.journeys.test_stories import STORIES, click_board, click_button, wait_for_person, words
from timetravel.games.stories.content import load_scenario
from timetravel.ui.screens.side_panel import ACTIONS_RECT

VENICE = load_scenario("venice")
STEP_HINT = "Space: next AI move"


def start_with_two_ai_teammates(player: Player):
    """Setup: one more seat (a person and two normal AI agents by default), then Start."""
    open_setup(player, STORIES)
    player.click("+")
    assert len(player.seat_menus()) == 3
    player.click("Start")
    player.until(lambda: player.on_top("GameScreen"), what="the game")
    match = game_screen(player).match
    assert [s.kind for s in match.seats] == ["human", "ai", "ai"]
    return match


def best_attribute(host: str) -> str:
    dice = VENICE.hosts[host].dice
    return max(dice, key=lambda a: dice[a])


def choose_hosts_with_ai(player: Player, match, host: str) -> list[str]:
    """The person takes `host` on its card; the AI teammates then take theirs."""
    wait_for_person(player, match)
    click_board(player, match, lambda a: a.kind == "host" and a.args[0] == host)
    player.until(lambda: all(a.host for a in match.state.agents), what="the AI hosts")
    player.frames(3)
    return [str(a.host) for a in match.state.agents]


def test_ai_teammates_take_hosts_that_complement_the_persons(player: Player) -> None:
    match = start_with_two_ai_teammates(player)
    hosts = choose_hosts_with_ai(player, match, "dragan")  # the person takes a fighter
    assert [best_attribute(h) for h in hosts] == ["vigour", "learning", "guile"], hosts  # a reader, a talker
    nova = match.seats[1].name
    host = VENICE.words(VENICE.hosts[hosts[1]].name).split(",")[0]
    assert player.sees(f"{nova} takes {host} as host: the team lacks Learning.")


def test_the_log_says_why_an_ai_captain_moves_the_group(player: Player) -> None:
    match = start_with_two_ai_teammates(player)
    choose_hosts_with_ai(player, match, "lucia")
    # the person, captain at the Piazzetta, takes the group to the Arsenal; the captaincy passes on
    wait_for_person(player, match)
    click_button(player, "overlay:map")
    click_board(player, match, lambda a: a.kind == "travel" and a.args[0] == "arsenal")
    player.until(lambda: match.state.captain == 1 and match.state.location == "arsenal", what="the journey")
    moves = ("explore", "travel")
    player.until(
        lambda: any(e.actor == 1 and e.action.split(":")[0] in moves for e in match.log[-6:]),
        what="the AI captain's move",
    )
    player.frames(3)
    move = next(e for e in reversed(match.log) if e.actor == 1 and e.action.split(":")[0] in moves)
    nova = match.seats[1].name
    if move.action == "explore":
        said = f"{nova} explores {words('arsenal.name')}:"
    else:
        said = f"{nova} takes the group to {words(move.action.split(':')[1] + '.name')}:"
    assert player.sees(said), f"no reason line for {move.action} in the log"


def test_with_the_step_pace_each_ai_move_waits_for_space_or_a_click(player: Player, home: Path) -> None:
    player.click("Settings")
    player.click("Step")
    assert read_settings(home)["ai_step"] is True
    player.click("Back")
    match = start_with_two_ai_teammates(player)
    wait_for_person(player, match)
    click_board(player, match, lambda a: a.kind == "host")
    player.frames(120)  # two seconds: the AI would long have chosen
    agents = match.state.agents
    assert agents[1].host is None, "the AI moved without being asked"
    assert player.sees(STEP_HINT)
    player.press(pygame.K_SPACE)
    player.until(lambda: match.state.agents[1].host is not None, what="one AI move")
    player.frames(120)
    assert match.state.agents[2].host is None, "one key let more than one AI move go"
    assert player.sees(STEP_HINT)
    player.click(ACTIONS_RECT.center)  # a click on the choices box asks for the next one too
    player.until(lambda: match.state.agents[2].host is not None, what="the second AI move")
    player.frames(3)
    log = game_screen(player).log.rect
    assert player.reads_in_log(f"{match.seats[2].name} takes", log)  # each step's reason is in the log  # each step's reason is in the log
