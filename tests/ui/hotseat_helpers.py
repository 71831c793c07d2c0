"""Small helpers for the hot-seat and resume journeys: choose an action by clicking its button, and record the words the screen draws (what a player sees) frame by frame."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

from tests.ui.conftest import click
from timetravel.engine.match import Match, SeatSpec
from timetravel.ui.app import App


def action_labels(app: App) -> list[str]:
    """The words on the game screen's action buttons, as shown (number prefix included)."""
    panel = app.stack.top.actions
    return [panel.label(button) for button in panel.buttons] if panel.container.visible else []


def choose(app: App, words: str, settle: int = 2) -> None:
    """Click the on-screen centre of the action button whose label contains `words`."""
    panel = app.stack.top.actions
    for button in panel.buttons:
        if words in panel.label(button):
            click(app, button.rect.center, settle)
            return
    raise AssertionError(f"no action {words!r}; have {action_labels(app)}")


@contextmanager
def drawn_words(app: App) -> Iterator[list[set[str]]]:
    """Collect, per frame stepped inside the block, every line of text the screen renders."""
    fonts = app.ctx.fonts
    original = fonts.render
    per_frame: list[set[str]] = [set()]
    original_step = app.step

    def render(text: str, *args, **kwargs):
        per_frame[-1].add(text)
        return original(text, *args, **kwargs)

    def step(dt: float, events=None) -> None:
        original_step(dt, events)
        per_frame.append(set())

    fonts.render = render  # type: ignore[method-assign]
    app.step = step  # type: ignore[method-assign]
    try:
        yield per_frame
    finally:
        del fonts.render
        del app.step


def rocket_look(kinds: tuple[str, str] = ("human", "human"), cards: int = 3) -> Match:
    """A seeded Rocket match (real content) stopped where Ada, seat 1, looks at `cards` cards with a
    Creative; the steps are played by the engine so a journey starts right at the private look."""
    from timetravel.games.rocket import GAME

    def seat(i: int, kind: str) -> SeatSpec:
        name = ("Ada", "Ben")[i]
        return SeatSpec(name=name) if kind == "human" else SeatSpec(name=name, kind="ai", level="random")

    for seed in range(200):
        match = Match.new(GAME, GAME.make_config(2), [seat(i, k) for i, k in enumerate(kinds)], seed)
        pick = random.Random(seed)
        for _ in range(400):
            state = match.state
            if match.is_over:
                break
            if match.to_act() < 0:
                match.sample_chance()
                continue
            if state.phase == "creative_offer":
                if state.turn != 0:
                    break
                match.apply("look")
                while match.to_act() < 0:
                    match.sample_chance()
                if match.state.phase == "creative_take" and len(set(match.state.act["look"])) == cards:
                    return match
                break
            actions = state.legal_actions()
            recruit = [a for a in actions if a.kind == "recruit"]
            match.apply(recruit[0] if recruit and pick.random() < 0.6 else pick.choice(actions))
    raise AssertionError("no seeded game reaches a Creative's look")
