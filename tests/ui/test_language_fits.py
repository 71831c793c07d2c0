"""No text cut in Spanish or Korean (issue 22), at 1280x720 and in the smallest window the app allows
(the settings keep no smaller size: MIN_WINDOW): every screen's buttons hold their labels, and no text
drawn was shortened with an ellipsis by Fonts.fit, over the menus, the setup, the settings, each game's
board and side panel, pause menu, rules and results."""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from tests.ui.conftest import frames
from timetravel import i18n
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import get_game
from timetravel.saves.settings import MIN_WINDOW
from timetravel.ui.app import App
from timetravel.ui.scene import Pop, Push

GAMES = ["ministerio", "arena", "rocket", "division", "stories"]
BY_DESIGN: set[str] = set()  # texts shortened on purpose (see `speaking`)


@pytest.fixture(params=[(1280, 720), MIN_WINDOW], ids=["1280x720", "smallest"])
def window(request: pytest.FixtureRequest) -> tuple[int, int]:
    """Screens are laid out on the 1280x720 logical surface whatever the window (ui/display.py
    letterboxes it); only the rules lay their text out larger in a small window. The boards, laid
    out the same at any size, are checked at 1280x720 (their test asks for it)."""
    return request.param


@pytest.fixture(params=["es", "ko"])
def speaking(request: pytest.FixtureRequest, window: tuple[int, int]) -> Iterator[tuple[App, list[str]]]:
    """An app in the language and window size, and the texts Fonts.fit shortened then drawn."""
    app = App(window)
    i18n.set_language(request.param)
    try:
        with noting_cuts(app) as cut:
            yield app, cut
    finally:
        app.close()
        i18n.set_language(i18n.ENGLISH)


@contextlib.contextmanager
def noting_cuts(app: App) -> Iterator[list[str]]:
    """The texts the app draws after Fonts.fit shortened them with an ellipsis. El Ministerio's small
    faces (a player's controlled cards, under SMALL_FACE high) show the start of a card's name by
    design in every language, and hovering one shows the card whole: their words go in BY_DESIGN."""
    from timetravel.ui.boards.ministerio.cards import CardArt

    fonts = app.ctx.fonts
    fit, render = fonts.fit, fonts.render
    shortened: set[str] = set()
    cut: list[str] = []

    def noting_fit(text: str, size: int, width: int, bold: bool = False) -> str:
        fitted = fit(text, size, width, bold)
        if fitted != text and fitted.endswith("…") and not text.endswith("…"):  # (an excerpt is meant)
            shortened.add(fitted)
        return fitted

    def noting_render(text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        if text in shortened:
            cut.append(text)
        return render(text, *args, **kwargs)

    small_parts = CardArt.small_parts

    def noting_small_parts(art: CardArt, card_id: str, size: tuple[int, int]) -> list:
        parts = small_parts(art, card_id, size)
        BY_DESIGN.update(text for text, _, _ in parts)
        return parts

    patch = pytest.MonkeyPatch()
    patch.setattr(CardArt, "small_parts", noting_small_parts)
    patch.setattr(fonts, "fit", noting_fit)  # reads output only
    patch.setattr(fonts, "render", noting_render)
    try:
        yield cut
    finally:
        patch.undo()


def wide_buttons(scene: Any) -> list[str]:
    """Button labels wider than their buttons (pygame_gui would cut them)."""
    wide = []
    for element in scene.ui.get_sprite_group().sprites():
        if not isinstance(element, pygame_gui_button()) or not element.visible:
            continue
        font = element.drawable_shape.theming["font"] if hasattr(element, "drawable_shape") else None
        if font is not None and element.text and font.size(element.text)[0] > element.rect.w - 8:
            wide.append(element.text)
    return wide


def pygame_gui_button() -> type:
    import pygame_gui

    return pygame_gui.elements.UIButton


def shown_whole(app: App, cut: list[str], what: str, n: int = 3) -> None:
    cut.clear()
    frames(app, n)
    assert not wide_buttons(app.stack.top), f"{what}: {wide_buttons(app.stack.top)}"
    cut[:] = [text for text in cut if text not in BY_DESIGN]
    assert not cut, f"{what}: cut {sorted(set(cut))}"


def test_the_menus_and_settings_show_whole(speaking) -> None:
    from timetravel.saves import store
    from timetravel.ui.screens.load import LoadScreen
    from timetravel.ui.screens.settings import SettingsScreen

    app, cut = speaking
    game = get_game("ministerio")  # an autosave of a finished game: the Load screen tags it twice
    match = Match.new(game, game.make_config(2), [SeatSpec(name="Nova"), SeatSpec(name="Chrono")], 3)
    store.autosave(match)
    shown_whole(app, cut, "title")
    for screen in (SettingsScreen, LoadScreen):
        app.stack.apply(Push(screen(app.ctx)))
        shown_whole(app, cut, screen.__name__)
        app.stack.apply(Pop())


def test_the_game_covers_show_whole(speaking) -> None:
    """(Two Spanish pitches were cut: a cover's picture now gives them room.)"""
    from timetravel.ui.screens.game_select import GameSelectScreen

    app, cut = speaking
    app.stack.apply(Push(GameSelectScreen(app.ctx)))
    shown_whole(app, cut, "game select")


@pytest.mark.parametrize("game_id", GAMES)
def test_each_games_setup_and_rules_show_whole(speaking, game_id: str) -> None:
    from timetravel.ui.screens.rules import RulesScreen
    from timetravel.ui.screens.setup import SetupScreen

    app, cut = speaking
    game = get_game(game_id)
    app.stack.apply(Push(SetupScreen(app.ctx, game)))
    shown_whole(app, cut, f"{game_id} setup")
    app.stack.apply(Push(RulesScreen(app.ctx, game)))
    shown_whole(app, cut, f"{game_id} rules")


@pytest.mark.parametrize("window", [(1280, 720)], ids=["1280x720"], indirect=True)
@pytest.mark.parametrize("game_id", GAMES)
def test_each_games_board_and_side_panel_show_whole(speaking, game_id: str) -> None:
    from timetravel.ui.screens.game import GameScreen

    app, cut = speaking
    game = get_game(game_id)
    seats = [SeatSpec(name="Nova"), SeatSpec(name="Chrono", kind="ai", level="random")]
    match = Match.new(game, game.make_config(2), seats, seed=3)
    app.stack.apply(Push(GameScreen(app.ctx, match)))
    shown_whole(app, cut, f"{game_id} board", 150)
    from timetravel.ui.screens.pause import PauseScreen

    app.stack.apply(Push(PauseScreen(app.ctx, match, 0)))
    shown_whole(app, cut, f"{game_id} pause menu")
    app.stack.apply(Pop())
    from timetravel.ui.screens.handoff import HandoffScreen
    from timetravel.ui.screens.resume import ResumeScreen

    recent = tuple((entry.text, entry.seat) for entry in app.stack.top.log.entries[-4:])
    app.stack.apply(Push(HandoffScreen(app.ctx, match, 1, 0, match.state.handoff_label(), recent)))
    shown_whole(app, cut, f"{game_id} hand-off")
    app.stack.apply(Pop())
    app.stack.apply(Push(ResumeScreen(app.ctx, match, frozenset({0}))))
    shown_whole(app, cut, f"{game_id} resume panel")


def test_the_window_is_never_smaller_than_the_settings_keep() -> None:
    from timetravel.ui import display

    assert display.MIN_WINDOW == MIN_WINDOW
    app = App((1280, 720))
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            assert tuple(pygame.Window.from_display_module().minimum_size) == MIN_WINDOW
    finally:
        app.close()


def test_every_games_results_show_whole(speaking) -> None:
    """The results of a game played to its end by random choices: headline, story, table, notes."""
    import random

    from timetravel.ui.screens.results import ResultsScreen

    app, cut = speaking
    for game_id in GAMES:
        game, rng = get_game(game_id), random.Random(5)
        match = Match.new(game, game.make_config(2), [SeatSpec(name="Nova"), SeatSpec(name="Chrono")], 5)
        while not match.is_over:
            if match.to_act() < 0:
                match.sample_chance()
            else:
                match.apply(rng.choice(match.state.legal_actions()))
        app.stack.apply(Push(ResultsScreen(app.ctx, match)))
        shown_whole(app, cut, f"{game_id} results")
        app.stack.apply(Pop())


@pytest.mark.parametrize("language", ["en", "es", "ko"])
def test_el_ministerio_office_names_stay_inside_their_ovals(app, language: str) -> None:
    """(In Spanish 'Unas palabras con Salvador' ran over its oval's rim.) Each line is no wider than the
    oval at its height, and none is cut, on the board's tiles and in the rules' picture."""
    from timetravel.games.ministerio.state import content
    from timetravel.i18n import t
    from timetravel.ui.boards.ministerio.cards import CardArt

    art = CardArt(app.ctx.fonts)
    i18n.set_language(language)
    try:
        for w, h in ((70, 40), (130, 74)):
            for tile in content().office.values():
                size, step, lines = art.oval_lines(t(tile.name), (w, h))
                assert " ".join(lines) == " ".join(t(tile.name).split()), lines
                font = app.ctx.fonts.get(size, True)
                for k, line in enumerate(lines):
                    middle = (k - (len(lines) - 1) / 2) * step
                    ratio = (abs(middle) + 0.35 * step) / (h / 2)
                    assert font.size(line)[0] <= w * (1 - ratio * ratio) ** 0.5 - 6, (line, w)
    finally:
        i18n.set_language(i18n.ENGLISH)


def test_the_join_screen_and_its_seats_show_whole(speaking) -> None:
    """Join a table: the form, then a table's seats in every state a seat's words name (free, yours,
    yours before, taken, taken with its connection lost, an AI, a person at the host)."""
    from timetravel.net.protocol import SeatInfo, TableInfo
    from timetravel.ui.screens.join import JoinScreen

    app, cut = speaking
    screen = JoinScreen(app.ctx)
    app.stack.apply(Push(screen))
    shown_whole(app, cut, "join")
    plan = [
        SeatInfo(seat=0, name="Nova", kind="remote"),
        SeatInfo(seat=1, name="Chrono", kind="remote", taken=True),
        SeatInfo(seat=2, name="Mina", kind="remote", taken=True, held=True),
        SeatInfo(seat=3, name="Ada", kind="remote", taken=True),
        SeatInfo(seat=4, name="Bea", kind="ai", level="hard"),
        SeatInfo(seat=5, name="Juno", kind="person"),
    ]
    screen.kept = {1: "token"}
    screen.table = TableInfo(code="K7QM2X", game="rocket", seats=6, options={}, plan=plan)
    screen._seat_buttons()
    shown_whole(app, cut, "join's seats")
    screen.mine = {0}
    screen._seat_buttons()
    shown_whole(app, cut, "join's seats, one ours")


def test_the_host_lobby_shows_whole(speaking) -> None:
    """Host a table: the lobby's code, address, port, help and each seat (a person here, open to a
    friend, an AI), served on a free port of this computer."""
    from timetravel.ui.screens.lobby import open_lobby

    app, cut = speaking
    game = get_game("rocket")
    seats = [SeatSpec(name="Nova"), SeatSpec(name="Bea"), SeatSpec(name="AI 3", kind="ai", level="hard")]
    match = Match.new(game, game.make_config(3), seats, 3)
    app.stack.apply(open_lobby(app.ctx, match, (("person", None), ("remote", None), ("ai", "hard"))))
    lobby = app.stack.top
    try:
        assert type(lobby).__name__ == "LobbyScreen"
        shown_whole(app, cut, "lobby")
    finally:
        lobby.host.close()


@pytest.mark.parametrize("language", ["en", "es", "ko"])
def test_the_dialogs_buttons_hold_their_words(language: str) -> None:
    """A dialog's buttons are as wide as their words (the confirming one in its larger bold type):
    "Open the table" was cut in English in a 150-pixel button."""
    from timetravel.ui.screens.dialog import MessageDialog

    app = App((1280, 720))
    i18n.set_language(language)
    try:
        for choices in (("Play here", "Open the table"), ("Back to title", "Watch on"), ("Back to title", "Play on"),
                        ("Leave", "Try again"), ("Keep it", "Delete")):  # fmt: skip
            labels = tuple((i18n.t(label), label) for label in choices)
            app.stack.apply(Push(MessageDialog(app.ctx, i18n.t("A table for friends"), "…", choices=labels)))
            frames(app, 2)
            assert not wide_buttons(app.stack.top), (language, choices)
            app.stack.apply(Pop())
    finally:
        app.close()
        i18n.set_language(i18n.ENGLISH)
