"""Play through the game screen: hand-off, the action panel, board clicks, undo, the demo."""

from __future__ import annotations

import json
from argparse import Namespace

import pygame
import pytest

from tests.ui.conftest import click, frames, press, run_until, tiny_match
from timetravel.engine.errors import UnknownGame
from timetravel.ui.demo import demo_command
from timetravel.ui.scene import Push
from timetravel.ui.screens.game import BOARD_RECT, GameScreen
from timetravel.ui.screens.handoff import HandoffScreen
from timetravel.ui.screens.pause import PauseScreen
from timetravel.ui.screens.results import ResultsScreen


def start(app, match) -> GameScreen:
    screen = GameScreen(app.ctx, match)
    app.stack.apply(Push(screen))
    return screen


def settle_on_human(app, screen: GameScreen) -> None:
    run_until(app, lambda: screen.match.to_act() in screen.humans and not screen.board.is_animating()
              and screen.board_ctx.viewer == screen.match.to_act() and app.stack.top is screen)  # fmt: skip
    frames(app, 1)


def test_handoff_between_two_humans_in_a_hidden_game(app) -> None:
    match = tiny_match("human", "human")
    screen = start(app, match)
    run_until(app, lambda: isinstance(app.stack.top, HandoffScreen))
    handoff = app.stack.top
    assert handoff.seat == match.to_act() == 0 and handoff.name == "P1"
    press(app, "I am P1: show my cards")
    assert app.stack.top is screen and screen.board_ctx.viewer == 0
    settle_on_human(app, screen)
    press_action(app, screen, 0)
    run_until(app, lambda: isinstance(app.stack.top, HandoffScreen))
    assert app.stack.top.seat == 1 and app.stack.top.name == "P2"


def test_no_handoff_for_a_single_human(app) -> None:
    screen = start(app, tiny_match("human", "random"))
    for _ in range(240):
        frames(app)
        assert not isinstance(app.stack.top, HandoffScreen)
    assert app.stack.top is screen or isinstance(app.stack.top, ResultsScreen)


def press_action(app, screen: GameScreen, index: int) -> str:
    buttons = list(screen.actions.buttons)
    action = screen.actions.buttons[buttons[index]]
    click(app, buttons[index].rect.center)
    return str(action)


def test_action_panel_lists_exactly_the_legal_actions(app) -> None:
    match = tiny_match("human", "random")
    screen = start(app, match)
    settle_on_human(app, screen)
    legal = match.state.legal_actions()
    shown = list(screen.actions.buttons.values())
    assert [str(a) for a in shown] == [str(a) for a in legal]
    labels = [screen.actions.label(b) for b in screen.actions.buttons]
    words = [match.state.action_words(a, match.to_act()) for a in legal]
    assert all(w in label for w, label in zip(words, labels, strict=True))
    before = len(match.log)
    chosen = press_action(app, screen, len(legal) - 1)
    frames(app, 2)
    assert match.log[before].action == chosen


def test_number_keys_choose_actions(app) -> None:
    match = tiny_match("human", "random")
    screen = start(app, match)
    settle_on_human(app, screen)
    first = str(match.state.legal_actions()[0])
    before = len(match.log)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=0))
    frames(app, 2)
    assert match.log[before].action == first


def test_a_click_on_nothing_does_nothing(app) -> None:
    match = tiny_match("human", "random")
    screen = start(app, match)
    settle_on_human(app, screen)
    state, log = match.state.to_json(), list(match.log)
    for pos in ((BOARD_RECT.x + 5, BOARD_RECT.y + 5), (BOARD_RECT.centerx, BOARD_RECT.y + 30), (600, 500)):
        click(app, pos)
        assert match.state.to_json() == state and match.log == log


def test_board_clicks_only_ever_mean_legal_actions(app) -> None:
    match = tiny_match("human", "random")
    screen = start(app, match)
    settle_on_human(app, screen)
    legal = {str(a) for a in match.state.legal_actions()}
    hits = set()
    for x in range(BOARD_RECT.left, BOARD_RECT.right, 9):
        for y in range(BOARD_RECT.top, BOARD_RECT.bottom, 9):
            action = screen.board.handle_click((x, y))
            if action is not None:
                assert str(action) in legal
                hits.add(str(action))
    assert hits == legal  # every card in hand is clickable
    target = next(t for t in screen.board.targets if t.action is not None)
    before = len(match.log)
    click(app, target.rect.center)
    frames(app, 2)
    assert match.log[before].action == str(target.action)


def test_undo_from_the_pause_menu(app) -> None:
    match = tiny_match("human", "human")
    screen = start(app, match)
    run_until(app, lambda: isinstance(app.stack.top, HandoffScreen))
    press(app, "I am P1: show my cards")
    settle_on_human(app, screen)
    before = match.state.to_json()
    press_action(app, screen, 0)
    run_until(app, lambda: isinstance(app.stack.top, HandoffScreen))
    press(app, "Menu")  # the hand-off offers the menu, so the player who just moved can undo
    assert isinstance(app.stack.top, PauseScreen)
    press(app, "Undo")
    assert match.state.to_json() == before
    frames(app, 5)
    # P2 may already hold the screen: P1's cards show only after the hand-off back to P1
    assert isinstance(app.stack.top, HandoffScreen)
    assert app.stack.top.seat == 0


def test_undo_unavailable_shows_the_reason(app) -> None:
    match = tiny_match("human", "random")
    screen = start(app, match)
    settle_on_human(app, screen)
    press(app, "Menu")
    pause = app.stack.top
    assert isinstance(pause, PauseScreen)
    assert pause.undo_reason
    from tests.ui.conftest import find_button

    assert not find_button(pause, "Undo").is_enabled


def test_a_whole_game_reaches_the_results(app) -> None:
    app.ctx.settings = app.ctx.settings.model_copy(update={"ai_pace_ms": 0, "animation_speed": "off"})
    match = tiny_match("random", "random")
    start(app, match)
    run_until(app, lambda: isinstance(app.stack.top, ResultsScreen), limit=900)
    assert match.is_over


def test_demo_json_and_screenshot(tmp_path, capsys) -> None:
    shot = tmp_path / "demo.png"
    args = Namespace(
        game="tiny",
        seats=None,
        seed=4,
        frames=40,
        size=(640, 360),
        screenshot=str(shot),
        option=[],
        json=True,
    )
    assert demo_command(args) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["frames"] == 40
    assert 0 <= figures["median_ms"] <= figures["p99_ms"] <= figures["max_ms"]
    assert pygame.image.load(str(shot)).get_size() == (640, 360)


def test_demo_restarts_finished_games(tmp_path) -> None:
    from timetravel.ui.demo import run_demo

    figures = run_demo("tiny", seats=["random", "random"], frames=500, seed=2)
    assert figures["frames"] == 500 and figures["games"] >= 2


def test_demo_menu_and_unknown_game(tmp_path, capsys) -> None:
    shot = tmp_path / "menu.png"
    args = Namespace(
        game="menu",
        seats=None,
        seed=1,
        frames=3,
        size=(1280, 720),
        screenshot=str(shot),
        option=[],
        json=False,
    )
    assert demo_command(args) == 0
    assert shot.exists()
    with pytest.raises(UnknownGame):
        demo_command(
            Namespace(
                game="nope",
                seats=None,
                seed=1,
                frames=3,
                size=(640, 360),
                screenshot=None,
                option=[],
                json=True,
            )
        )


def test_a_failing_board_view_falls_back_to_the_generic_board(app, monkeypatch) -> None:
    from timetravel.ui.boards.generic import GenericBoardView

    monkeypatch.delenv("TIMETRAVEL_STRICT_UI")

    class Broken(GenericBoardView):
        def draw(self, surface, rect):
            raise RuntimeError("paint spilled")

    match = tiny_match("random", "random")
    screen = start(app, match)
    screen.board = Broken(screen.board_ctx)
    frames(app, 3)
    assert type(screen.board) is GenericBoardView and screen.board_failed
    frames(app, 30)  # play goes on
    assert len(match.log) > 0


def test_strict_mode_reraises_board_errors(app) -> None:
    from timetravel.ui.boards.generic import GenericBoardView

    class Broken(GenericBoardView):
        def update(self, dt):
            raise RuntimeError("paint spilled")

    screen = start(app, tiny_match("random", "random"))
    screen.board = Broken(screen.board_ctx)
    with pytest.raises(RuntimeError):
        frames(app, 1)
