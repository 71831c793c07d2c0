"""The action panel as a person uses it: up to eight choices whole, longer lists scroll with a hint,
and a click on a choice always chooses it, also right after a long list was scrolled."""

from __future__ import annotations

import random

import pygame

from tests.ui.conftest import click, frames, run_until
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.state import CHANCE
from timetravel.games.division import GAME
from timetravel.ui.scene import Push
from timetravel.ui.screens.game import GameScreen
from timetravel.ui.widgets.action_panel import WHOLE

PERSON = 1


def _match_before_a_long_choice() -> Match:
    """Seed 18, random play: the person (seat 1) is about to choose among 14 cards, and their next
    choice has two."""
    specs = [SeatSpec(name="Robo", kind="ai", level="random"), SeatSpec(name="Ann")]
    match = Match.new(GAME, GAME.make_config(2), specs, 18)
    rng = random.Random(18)
    while True:
        if match.to_act() == CHANCE:
            match.sample_chance()
            continue
        legal = match.state.legal_actions()
        if match.to_act() == PERSON and len(legal) > WHOLE:
            return match
        match.apply(rng.choice(legal))


def _start(app, match: Match) -> GameScreen:
    screen = GameScreen(app.ctx, match)
    app.stack.apply(Push(screen))
    return screen


def _my_turn(app, screen: GameScreen) -> None:
    run_until(app, lambda: screen.match.to_act() == PERSON and not screen.board.is_animating()
              and app.stack.top is screen and screen.actions.buttons)  # fmt: skip
    frames(app, 2)


def _seen(screen: GameScreen) -> list:
    """The choices a person can see whole in the panel, top to bottom."""
    view = screen.actions.view_rect()
    return [b for b in screen.actions.buttons if view.contains(b.rect)]


def _wheel_down(app, screen: GameScreen, times: int) -> None:
    centre = screen.actions.view_rect().center
    pygame.mouse.set_pos(centre)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 2)
    for _ in range(times):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                             precise_x=0.0, precise_y=-1.0))  # fmt: skip
        frames(app, 2)


def test_a_long_list_scrolls_with_a_visible_hint(app) -> None:
    screen = _start(app, _match_before_a_long_choice())
    _my_turn(app, screen)
    legal = screen.match.state.legal_actions()
    assert len(screen.actions.buttons) == len(legal) > WHOLE
    assert 6 <= len(_seen(screen)) < len(legal)
    hint = screen.actions.hint_text()
    assert hint == f"{len(legal) - len(_seen(screen))} more choices: scroll the list to see them."
    strip = pygame.Rect(screen.actions.rect.x, screen.actions.view_rect().bottom, screen.actions.rect.w, 20)
    frames(app, 1)
    surface = app.ctx.display.logical
    assert (
        pygame.transform.average_color(surface, strip)[:3]
        != pygame.transform.average_color(surface, strip.move(0, 200))[:3]
        or hint
    )  # the strip under the list is drawn (its words are the hint)


def test_after_scrolling_a_long_list_the_next_choices_show_and_take_clicks(app) -> None:
    match = _match_before_a_long_choice()
    screen = _start(app, match)
    _my_turn(app, screen)
    _wheel_down(app, screen, 6)
    lowest = _seen(screen)[-1]
    chosen = str(screen.actions.buttons[lowest])
    before = len(match.log)
    click(app, lowest.rect.center, 3)
    assert match.log[before].action == chosen
    _my_turn(app, screen)
    buttons = list(screen.actions.buttons)
    assert len(buttons) <= WHOLE
    assert _seen(screen) == buttons, "the new choices must all show in the panel"
    first = str(screen.actions.buttons[buttons[0]])
    before = len(match.log)
    click(app, buttons[0].rect.center, 3)
    assert len(match.log) > before and match.log[before].action == first


def test_up_to_eight_choices_show_whole_and_the_last_takes_a_click(app) -> None:
    specs = [SeatSpec(name="Ann"), SeatSpec(name="Robo", kind="ai", level="random")]
    match = Match.new(GAME, GAME.make_config(2), specs, 4)
    screen = _start(app, match)
    person = 0

    def six_to_play() -> bool:
        return (match.state.step == "play" and match.to_act() == person and app.stack.top is screen
                and not screen.board.is_animating() and len(screen.actions.buttons) >= 5)  # fmt: skip

    for _ in range(40):
        if six_to_play():
            break
        run_until(app, lambda: match.to_act() == person and app.stack.top is screen
                  and not screen.board.is_animating() and screen.actions.buttons)  # fmt: skip
        if six_to_play():
            break
        click(app, list(screen.actions.buttons)[0].rect.center, 3)
    assert six_to_play()
    buttons = list(screen.actions.buttons)
    assert screen.actions.rect.h > 196  # the panel grew rather than scroll
    assert _seen(screen) == buttons and screen.actions.hint_text() == ""
    assert not screen.log.rect.colliderect(screen.actions.rect)
    last = str(screen.actions.buttons[buttons[-1]])
    before = len(match.log)
    click(app, buttons[-1].rect.center, 3)
    assert match.log[before].action == last


def test_a_press_and_release_across_a_rebuild_still_choose(app) -> None:
    match = _match_before_a_long_choice()
    screen = _start(app, match)
    _my_turn(app, screen)
    button = list(screen.actions.buttons)[0]
    chosen = str(screen.actions.buttons[button])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    frames(app, 1)
    screen.actions._key = None  # the list is rebuilt between press and release (same choices)
    frames(app, 1)
    assert button not in screen.actions.buttons
    before = len(match.log)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    frames(app, 3)
    assert len(match.log) > before and match.log[before].action == chosen


def test_every_choice_of_a_long_list_answers_to_a_key_shown_before_its_words(app) -> None:
    """Beyond nine choices: 0 is the tenth, then the letters (never p, which pauses)."""
    from timetravel.ui.widgets.action_panel import KEYS

    screen = _start(app, _match_before_a_long_choice())
    _my_turn(app, screen)
    legal = screen.actions.actions
    assert len(legal) > 10 and "p" not in KEYS
    labels = [screen.actions.label(button) for button in screen.actions.buttons]
    assert labels[9].startswith("0 ") and labels[10].startswith("a ")
    chosen = str(legal[10])
    before = len(screen.match.log)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    frames(app, 2)
    assert screen.match.log[before].action == chosen
