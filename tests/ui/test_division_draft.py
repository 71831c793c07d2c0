"""The draft never makes a person wait for the AI: the rulebook drafts at the same time, so the AI's
draft choices take no pause for the AI pace and the person never reads that the AI is thinking."""

from __future__ import annotations

import time

from tests.ui.conftest import frames
from timetravel.engine.match import Match, SeatSpec
from timetravel.games.division import GAME
from timetravel.ui.scene import Push
from timetravel.ui.screens.game import GameScreen

PERSON, AI = 0, 1


def test_the_person_drafts_without_waiting_on_the_ai(app) -> None:
    # the AI holds the coin, so it drafts first: the case where a person would wait
    config = GAME.make_config(2, {"coin": "second"})
    specs = [SeatSpec(name="Ann"), SeatSpec(name="Robo the Magnificent Thinker", kind="ai", level="normal")]
    match = Match.new(GAME, config, specs, 7)
    screen = GameScreen(app.ctx, match)
    app.stack.apply(Push(screen))
    prompts: set[str] = set()
    start, count = time.perf_counter(), 0
    while not (match.to_act() == PERSON and match.state.step == "draft"):
        frames(app)
        count += 1
        assert count < 2000, "the person never got to draft"
        if match.to_act() == AI:
            prompts.add(screen.match.state.step)
            prompts.add(_prompt_text(screen))
    waited = time.perf_counter() - start
    ai_moves = sum(1 for entry in match.log if entry.actor == AI)
    assert ai_moves == 6  # three keeps and three gives
    assert not any("thinking" in text for text in prompts), prompts
    said = "Robo the Magnificent Thinker chooses at the same time as you."
    assert any(text.count(said) == 2 for text in prompts), prompts  # in the prompt and in the panel
    logged = [screen.log._counted(entry) for entry in screen.log.entries]
    assert "Robo the Magnificent Thinker draws three cards into their Temporary Space" in logged, logged
    # neither the AI pace (6 x 0.7 s) nor the rival's cards landing (15 animations) hold the person
    # back: the AI's whole draft takes well under a second of frames
    assert count < 60, f"{count} frames, {waited:.1f} s"


def _prompt_text(screen: GameScreen) -> str:
    import pygame

    drawn: list[str] = []
    fonts = screen.fonts
    original = fonts.render

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return original(text, *args, **kwargs)

    fonts.render = spy  # type: ignore[method-assign]
    try:
        screen._prompt(pygame.Surface((1280, 720)))
        screen._actions_area(pygame.Surface((1280, 720)))  # the waiting box in the panel too
    finally:
        fonts.render = original  # type: ignore[method-assign]
    text = " ".join(drawn)
    assert "…" not in text, text
    return text
