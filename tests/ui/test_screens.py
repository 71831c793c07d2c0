"""Every screen renders something, and a scripted click path walks the app."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.conftest import TINY, click, find_button, frames, pixel_variance, press, run_until, tiny_match
from timetravel.engine.match import replay
from timetravel.engine.outcome import Outcome
from timetravel.ui.scene import Push
from timetravel.ui.screens.dialog import MessageDialog
from timetravel.ui.screens.game import GameScreen
from timetravel.ui.screens.game_select import GameSelectScreen
from timetravel.ui.screens.handoff import HandoffScreen
from timetravel.ui.screens.load import LoadScreen
from timetravel.ui.screens.pause import PauseScreen
from timetravel.ui.screens.results import ResultsScreen, headline
from timetravel.ui.screens.rules import RulesScreen
from timetravel.ui.screens.settings import SettingsScreen
from timetravel.ui.screens.setup import SetupScreen
from timetravel.ui.screens.title import TitleScreen


def finished_match():
    match = tiny_match("random", "random")
    while not match.is_over:
        if match.to_act() < 0:
            match.sample_chance()
        else:
            match.apply(match.state.legal_actions()[0])
    return match


SCREENS = {
    "title": lambda ctx: TitleScreen(ctx),
    "game_select": lambda ctx: GameSelectScreen(ctx),
    "setup": lambda ctx: SetupScreen(ctx, TINY),
    "game": lambda ctx: GameScreen(ctx, tiny_match("human", "normal")),
    "pause": lambda ctx: PauseScreen(ctx, tiny_match("human", "normal"), 0),
    "results": lambda ctx: ResultsScreen(ctx, finished_match()),
    "settings": lambda ctx: SettingsScreen(ctx),
    "rules": lambda ctx: RulesScreen(ctx, TINY),
    "load": lambda ctx: LoadScreen(ctx),
    "handoff": lambda ctx: HandoffScreen(ctx, tiny_match("human", "human"), 1),
    "dialog": lambda ctx: MessageDialog(ctx, "A title", "A message that explains something."),
}


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_every_screen_renders_something(app, name: str) -> None:
    app.stack.apply(Push(SCREENS[name](app.ctx)))
    frames(app, 3)
    assert pixel_variance(app.ctx.display.logical) > 40.0


def test_a_blank_surface_has_no_variance(app) -> None:
    app.ctx.display.logical.fill((20, 20, 20))
    assert pixel_variance(app.ctx.display.logical) < 1.0


def test_click_path_title_to_game_and_back(app) -> None:
    assert isinstance(app.stack.top, TitleScreen)
    assert not find_button(app.stack.top, "Continue").is_enabled  # no save yet
    press(app, "New game")
    select = app.stack.top
    assert isinstance(select, GameSelectScreen)
    index = [g.info.id for g in select.games].index("tiny")
    click(app, select.rects[index].center)
    assert isinstance(app.stack.top, SetupScreen)
    press(app, "Start")
    game = app.stack.top
    assert isinstance(game, GameScreen) and game.game is TINY
    assert [type(s).__name__ for s in app.stack.scenes] == ["TitleScreen", "GameScreen"]
    frames(app, 5)
    press(app, "Menu")
    assert isinstance(app.stack.top, PauseScreen)
    press(app, "Quit to title")
    assert isinstance(app.stack.top, TitleScreen) and len(app.stack.scenes) == 1


def test_setup_changes_seat_count_and_starts_with_it(app) -> None:
    app.stack.apply(Push(GameSelectScreen(app.ctx)))
    app.stack.apply(Push(SetupScreen(app.ctx, TINY)))
    setup = app.stack.top
    press(app, "+")
    assert len(setup.seats) == 3
    assert not find_button(setup, "+").is_enabled  # Tiny Tricks takes at most three
    press(app, "Start")
    game = app.stack.top
    assert isinstance(game, GameScreen) and game.match.config.seats == 3


def test_continue_resumes_the_autosave(app) -> None:
    match = tiny_match("human", "random")
    app.stack.apply(Push(GameScreen(app.ctx, match)))
    screen = app.stack.top
    run_until(app, lambda: match.to_act() == 0 and not screen.board.is_animating())
    screen._choose(match.state.legal_actions()[0])
    run_until(app, lambda: match.to_act() == 0 and len(match.log) > 7)
    press(app, "Menu")
    press(app, "Quit to title")
    title = app.stack.top
    assert isinstance(title, TitleScreen)
    press(app, "Continue")
    run_until(app, lambda: type(app.stack.top).__name__ == "ResumeScreen", limit=30)
    press(app, "Resume")  # a game from a save waits for the person
    resumed = app.stack.top
    assert isinstance(resumed, GameScreen) and resumed.match is not match
    assert resumed.match.state == replay(TINY, resumed.match.config, resumed.match.log)
    assert len(resumed.match.log) >= 7


def test_load_screen_lists_saves_and_explains_broken_ones(app, tmp_path: Path) -> None:
    from timetravel.saves import store

    store.write_save(tiny_match("human", "random"))
    broken = store.saves_dir() / "broken.json"
    broken.write_text("{ not json", encoding="utf-8")
    app.stack.apply(Push(LoadScreen(app.ctx)))
    frames(app, 2)
    screen = app.stack.top
    shown = screen.saves[screen.first : screen.first + len(screen.open_buttons)]  # the rows in view
    errors = [s for s in shown if s.error]
    assert errors and errors[0].path == broken
    opens = [b for b in screen.open_buttons if b.is_enabled]
    assert len(opens) == len(shown) - len(errors)
    # a save that breaks between listing and opening shows its message in a dialog
    good = next(s for s in screen.saves if not s.error)
    good.path.write_text("[]", encoding="utf-8")
    app.stack.apply(screen.open(good))
    assert isinstance(app.stack.top, MessageDialog)
    assert good.path.name in app.stack.top.message
    frames(app, 2)
    press(app, "OK")
    assert app.stack.top is screen


def test_rules_screen_renders_a_document(app, tmp_path: Path, monkeypatch) -> None:
    doc = tmp_path / "tiny.md"
    doc.write_text("# Tiny\n\nPlay high.\n\n" + "\n".join(f"- rule {i}" for i in range(60)), encoding="utf-8")
    monkeypatch.setattr("timetravel.ui.screens.rules.rules_doc", lambda game_id, language="en": doc)
    screen = RulesScreen(app.ctx, TINY)
    assert screen.found and screen.max_scroll > 0
    app.stack.apply(Push(screen))
    frames(app, 2)
    import pygame

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0))
    frames(app, 2)
    assert screen.scroll == screen.max_scroll


def test_missing_rules_show_a_friendly_message(app) -> None:
    screen = RulesScreen(app.ctx, TINY)
    assert not screen.found
    assert "not written yet" in screen.blocks[1].text


def test_settings_apply_and_persist(app) -> None:
    from timetravel.saves.settings import load_settings

    app.stack.apply(Push(SettingsScreen(app.ctx)))
    frames(app, 2)
    screen = app.stack.top
    press(app, "Fast")
    assert app.ctx.settings.animation_speed == "fast"
    assert app.ctx.animation_factor > 1
    press(app, "Back")
    assert load_settings().animation_speed == "fast"
    assert screen is not app.stack.top


def test_results_headlines() -> None:
    match = tiny_match("human", "random")
    assert headline(match, Outcome((2.0, 1.0), frozenset({0}))) == "P1 wins!"
    assert "share" in headline(match, Outcome((1.0, 1.0), frozenset({0, 1})))
    assert headline(match, Outcome((0.0, 0.0), frozenset(), all_lose=True)) == "Everyone lost."
    assert (
        headline(match, Outcome((0.0, 0.0), frozenset({0, 1}), team_success=True)) == "Mission accomplished!"
    )
