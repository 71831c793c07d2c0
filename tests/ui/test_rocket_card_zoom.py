"""Time Machine Rocket's board shows the same large card view: three times the card, with words."""

from __future__ import annotations

import random

import pygame

from tests.ui.conftest import frames, run_until
from tests.ui.test_board_rocket import GAME, step
from timetravel.engine.match import Match, SeatSpec
from timetravel.ui.boards.rocket.words import card_words
from timetravel.ui.scene import Push
from timetravel.ui.screens.game import GameScreen
from timetravel.ui.widgets.card_zoom import SCALE


def test_a_team_card_shows_large_with_its_action_in_words(app, monkeypatch) -> None:
    specs = [SeatSpec(name="Ann")] + [SeatSpec(name=n, kind="ai", level="random") for n in ("B", "C")]
    match = Match.new(GAME, GAME.make_config(3), specs, 5)
    rng = random.Random(5)
    for _ in range(150):
        step(match, rng, prefer=("recruit",))
    while match.to_act() != 0:
        step(match, rng)
    screen = GameScreen(app.ctx, match)
    app.stack.apply(Push(screen))
    run_until(app, lambda: not screen.board.is_animating())
    frames(app, 3)
    cards = [target for target in screen.board.click_targets() if target.card in GAME.deck.characters]
    assert cards
    drawn: list[str] = []
    render = app.ctx.fonts.render

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return render(text, *args, **kwargs)

    monkeypatch.setattr(app.ctx.fonts, "render", spy)
    for target in cards[:4]:
        pygame.mouse.set_pos(target.rect.center)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=target.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        )
        drawn.clear()
        frames(app, 2)
        zoom = screen.board.zoomed
        assert zoom is not None and zoom.h >= SCALE * min(target.rect.h, 90)
        content = card_words(GAME.deck, target.card)
        assert content.title in drawn and content.facts[0] in drawn
        assert "When recruited straight from the Game Area:" in " ".join(drawn)
        assert screen.board.tooltip_at(target.rect.center) is None
