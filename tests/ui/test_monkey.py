"""A monkey: thousands of seeded random input events over every screen raise nothing, typed text
included: TEXTINPUT carries generated Unicode (NUL, zero-width joiners, BOM, bidi overrides, emoji,
right-to-left letters, lone surrogates)."""

from __future__ import annotations

import random

import pygame

from tests.ui.conftest import TINY, tiny_match
from timetravel.ui.app import App
from timetravel.ui.scene import Push
from timetravel.ui.screens.game import GameScreen
from timetravel.ui.screens.setup import SetupScreen

KEYS = (
    pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_UP,
    pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_BACKSPACE, pygame.K_a, pygame.K_p, pygame.K_TAB, pygame.K_F11,
)  # fmt: skip


NASTY = (
    "\x00",
    "\u200d",
    "\u00ad",
    "\ufeff",
    "\u202e",
    "\ufe0f",
    "\u2764",
    "\U0001f600",
    "\U0001f3fd",
    "\u05e9",
)


def random_text(rng: random.Random) -> str:
    """A short string of anything: nasty characters, any code point (surrogates too), plain letters."""
    parts = []
    for _ in range(rng.randint(1, 6)):
        roll = rng.random()
        if roll < 0.4:
            parts.append(rng.choice(NASTY))
        elif roll < 0.7:
            parts.append(chr(rng.randrange(0x110000)))
        else:
            parts.append(rng.choice("abcxyz1 é"))
    return "".join(parts)


def random_event(rng: random.Random) -> pygame.event.Event:
    pos = (rng.randrange(-20, 1300), rng.randrange(-20, 740))
    kind = rng.random()
    if kind < 0.3:
        return pygame.event.Event(
            pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-9, 9), rng.randint(-9, 9)), buttons=(0, 0, 0)
        )
    if kind < 0.62:
        button = rng.choice((1, 1, 1, 2, 3))
        return pygame.event.Event(
            rng.choice((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)), pos=pos, button=button
        )
    if kind < 0.7:
        return pygame.event.Event(
            pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False, precise_x=0.0, precise_y=1.0
        )
    if kind < 0.9:
        key = rng.choice(KEYS)
        return pygame.event.Event(
            rng.choice((pygame.KEYDOWN, pygame.KEYUP)),
            key=key,
            mod=0,
            unicode=chr(key) if key < 128 else "",
            scancode=0,
        )
    if kind < 0.95:
        return pygame.event.Event(pygame.TEXTINPUT, text=random_text(rng))
    size = (rng.randrange(320, 1600), rng.randrange(240, 1000))
    pygame.display.set_mode(size, pygame.RESIZABLE)
    return pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])


def monkey(app: App, rng: random.Random, events: int) -> int:
    sent = 0
    while sent < events and app.running:
        batch = [random_event(rng) for _ in range(rng.randint(1, 6))]
        sent += len(batch)
        app.step(1 / 60, batch)
    return sent


def test_monkey_from_the_title(tmp_path) -> None:
    rng = random.Random(1234)
    total = 0
    restarts = 0
    while total < 2500:
        app = App((1280, 720))
        try:
            total += monkey(app, rng, 2500 - total)
        finally:
            app.close()
        restarts += 1
    assert total >= 2500


def test_monkey_in_a_hot_seat_game(tmp_path) -> None:
    rng = random.Random(99)
    app = App((1280, 720))
    try:
        app.ctx.settings = app.ctx.settings.model_copy(update={"ai_pace_ms": 0})
        app.stack.apply(Push(GameScreen(app.ctx, tiny_match("human", "human", "random"))))
        sent = monkey(app, rng, 1500)
        app.stack.apply(Push(SetupScreen(app.ctx, TINY)))
        sent += monkey(app, rng, 500)
    finally:
        app.close()
    assert sent >= 1500


def every_screen() -> list:
    """A maker of each screen: setup, rules, a game and results of each game, and the rest."""
    from timetravel.engine.match import Match, SeatSpec
    from timetravel.engine.registry import all_games
    from timetravel.ui.screens.game_select import GameSelectScreen
    from timetravel.ui.screens.load import LoadScreen
    from timetravel.ui.screens.results import ResultsScreen
    from timetravel.ui.screens.rules import RulesScreen
    from timetravel.ui.screens.settings import SettingsScreen

    makers = [GameSelectScreen, LoadScreen, SettingsScreen]
    for game in all_games():
        seats = [SeatSpec(name="Ana\u2764\ufe0f"), SeatSpec(name="\u202eBob\x00", kind="ai", level="random")]
        seats += [SeatSpec(name=f"Bot{i}", kind="ai", level="random") for i in range(2, game.info.min_seats)]
        match = Match.new(game, game.make_config(len(seats)), seats, 5)
        makers += [
            lambda ctx, game=game: SetupScreen(ctx, game),
            lambda ctx, game=game: RulesScreen(ctx, game),
            lambda ctx, match=match: GameScreen(ctx, match),
            lambda ctx, match=match: ResultsScreen(ctx, match),
        ]
    return makers


def test_monkey_on_every_screen_with_generated_text() -> None:
    rng = random.Random(2026)
    sent = 0
    app = App((1280, 720))
    try:
        app.ctx.settings = app.ctx.settings.model_copy(update={"ai_pace_ms": 0})
        for make in every_screen():
            if not app.running:
                app.close()
                app = App((1280, 720))
                app.ctx.settings = app.ctx.settings.model_copy(update={"ai_pace_ms": 0})
            app.stack.apply(Push(make(app.ctx)))
            sent += monkey(app, rng, 250)
    finally:
        app.close()
    assert sent >= 2500
