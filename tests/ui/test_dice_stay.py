"""Issue 19, "In every game": dice results stay on screen until the next step, at least two seconds
at normal pace. Time Arena's fight die and T.I.M.E Stories' captain and action dice vanished with their
tumble (under a second); El Ministerio's stay in its dice box (test_board_ministerio). Time Machine
Rocket and Time Division roll no dice.

Each test plays a seeded random game on a board at normal speed until a step rolls dice, lets the dice
land, then lets two more seconds pass with no step: the landed faces are still drawn where they fell.
A later step (two seconds on) puts them away."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from tests.ui import board_helpers
from tests.ui.board_helpers import render
from timetravel.engine.events import Event
from timetravel.engine.match import Match
from timetravel.ui.boards.stories import icons as stories_icons
from timetravel.ui.boards.stories.anims import ActionDice
from timetravel.ui.widgets.dice import DiceRoll, die_face

FRAME = 1 / 60


def landed_image(roll: DiceRoll, index: int) -> pygame.Surface:
    face = roll.faces[index]
    if isinstance(roll, ActionDice):
        return stories_icons.action_die(str(face), roll.size)
    return die_face(face, roll.size, roll.style, roll.fonts)


def shows_landed(surface: pygame.Surface, roll: DiceRoll) -> bool:
    """Whether every die of `roll` is drawn on `surface` with its landed face where it fell."""
    for index, (x, y) in enumerate(roll.targets):
        image = landed_image(roll, index)
        box = image.get_rect(center=(int(x), int(y)))
        spots = [
            (px, py)
            for px in range(0, image.get_width(), 3)
            for py in range(0, image.get_height(), 3)
            if image.get_at((px, py)).a == 255
        ]
        same = sum(
            surface.get_at((box.x + px, box.y + py))[:3] == image.get_at((px, py))[:3] for px, py in spots
        )
        if same < 0.9 * len(spots):
            return False
    return True


def arena_step(match: Match, rng: random.Random) -> list[Event]:
    if match.to_act() < 0:
        return match.sample_chance()
    legal = match.state.legal_actions()
    fighting = [a for a in legal if a.kind in ("attack", "summon", "bomb")]
    return match.apply(rng.choice(fighting if fighting and rng.random() < 0.7 else legal))


def stories_step(match: Match, rng: random.Random) -> list[Event]:
    if match.to_act() < 0:
        return match.sample_chance()
    legal = match.state.legal_actions()
    rolls = [a for a in legal if a.kind in ("roll", "spend")]
    return match.apply(rng.choice(rolls if rolls and rng.random() < 0.7 else legal))


def arena() -> tuple[Match, Any]:
    from timetravel.games.arena import GAME
    from timetravel.ui.boards.arena import ArenaBoardView

    return board_helpers.new_match(GAME, 2, 3, {"mode": "first"}), ArenaBoardView


def stories() -> tuple[Match, Any]:
    from timetravel.games.stories import GAME
    from timetravel.ui.boards.stories import StoriesBoardView

    return board_helpers.new_match(GAME, 2, 3), StoriesBoardView


GAMES: dict[str, tuple[Callable[[], tuple[Match, Any]], Callable[[Match, random.Random], list[Event]]]] = {
    "arena": (arena, arena_step),
    "stories": (stories, stories_step),
}


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("seed", [1, 2])
def test_landed_dice_stay_on_screen_two_seconds_and_until_the_next_step(app, game: str, seed: int) -> None:
    make, step = GAMES[game]
    match, kind = make()
    rng = random.Random(seed)
    board = board_helpers.new_board(app, match, kind, 0, factor=1.0)
    render(board)
    rolls: list[DiceRoll] = []
    for _ in range(600):
        assert not match.is_over, "the game ended before any dice were rolled"
        events = step(match, rng)
        board.set_viewer(max(0, match.to_act()))
        board.on_events(events)
        rolls = [a for a in board.animator.items if isinstance(a, DiceRoll)]
        if rolls:
            break
        board.skip()
        render(board)
    assert rolls, "no step rolled dice"
    while board.is_animating():  # the tumble plays out at normal speed
        board.update(FRAME)
        render(board)
    for _ in range(int(2.0 / FRAME)):  # two seconds on, no step
        board.update(FRAME)
        surface = render(board)
    for roll in rolls:
        assert shows_landed(surface, roll), (
            f"{game}: the dice {roll.faces} left the screen within two seconds"
        )
    for _ in range(6):
        board.update(FRAME)
    while not match.is_over:  # the next step that rolls nothing puts them away
        events = step(match, rng)
        if not events:
            continue  # nothing for the board to show
        board.on_events(events)
        if not any(isinstance(a, DiceRoll) for a in board.animator.items):
            board.skip()
            board.update(FRAME)
            assert not any(shows_landed(render(board), roll) for roll in rolls)
            break
        rolls = [a for a in board.animator.items if isinstance(a, DiceRoll)]
        board.skip()
        for _ in range(int(2.2 / FRAME)):
            board.update(FRAME)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_step_soon_after_a_roll_puts_its_dice_away_two_seconds_after_they_landed(app, game: str) -> None:
    """The next step may come at once (an AI at no pace): the dice still stay two seconds, then go,
    never lingering into the turns that follow."""
    make, step = GAMES[game]
    match, kind = make()
    rng = random.Random(5)
    board = board_helpers.new_board(app, match, kind, 0, factor=1.0)
    render(board)
    rolls: list[DiceRoll] = []
    for _ in range(600):
        assert not match.is_over, "the game ended before any dice were rolled"
        board.on_events(step(match, rng))
        rolls = [a for a in board.animator.items if isinstance(a, DiceRoll)]
        if rolls:
            break
        board.skip()
    assert rolls
    while not all(roll.done for roll in rolls):  # the dice land
        board.update(FRAME)
    for _ in range(100):  # the next step with something to show, at once
        events = step(match, rng)
        if events and not match.is_over:
            board.on_events(events)
            break
    if any(isinstance(a, DiceRoll) for a in board.animator.items):
        pytest.skip("the next step rolled again")
    for _ in range(int(1.8 / FRAME)):  # 1.8 s after they landed
        board.update(FRAME)
    board.skip()  # the step's own show is over
    surface = render(board)
    assert all(shows_landed(surface, roll) for roll in rolls), "gone before two seconds"
    for _ in range(int(0.4 / FRAME)):
        board.update(FRAME)
    assert not any(shows_landed(render(board), roll) for roll in rolls), (
        "the dice stayed on after two seconds"
    )
