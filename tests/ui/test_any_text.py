"""Any text renders: names, labels and typed text may hold any Unicode (issue 9, section 2)."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.ui.conftest import click, frames, press, run_until
from timetravel.ui.app import App
from timetravel.ui.fonts import Fonts, clean_text
from timetravel.ui.screens.game import GameScreen
from timetravel.ui.screens.game_select import GameSelectScreen
from timetravel.ui.screens.setup import SetupScreen
from timetravel.ui.setup_names import NAME_MAX, clean_name

HEART = "Ana\u2764\ufe0f"  # "Ana" and a red heart emoji as a phone keyboard types it (with U+FE0F)
NASTY = (
    "\x00",
    "\u200d",
    "\u00ad",
    "\ufeff",
    "\u202e",
    "\u200b",
    "\ufe0f",
    "e\u0301",
    "\U0001f44d\U0001f3fd",
)
ANY_CHAR = st.characters(codec=None, exclude_categories=())  # every code point, surrogates included
ANY_TEXT = st.one_of(
    st.text(ANY_CHAR, max_size=60), st.lists(st.sampled_from(NASTY), max_size=8).map("".join)
)


def type_text(app: App, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    frames(app)


def clear_field(app: App) -> None:
    for _ in range(48):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b"))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    frames(app)


def open_setup(app: App, game_id: str) -> SetupScreen:
    """Title -> New game -> the game's cover, with clicks only."""
    press(app, "New game")
    select = app.stack.top
    assert isinstance(select, GameSelectScreen)
    index = [game.info.id for game in select.games].index(game_id)
    click(app, select.rects[index].center)
    setup = app.stack.top
    assert isinstance(setup, SetupScreen)
    return setup


@pytest.mark.parametrize("game_id", ["rocket", "division"])
def test_a_heart_in_a_name_plays(app: App, game_id: str) -> None:
    setup = open_setup(app, game_id)
    click(app, setup.name_fields[0].rect.center)
    clear_field(app)
    type_text(app, HEART)
    press(app, "Start")
    run_until(app, lambda: isinstance(app.stack.top, GameScreen), limit=30)
    screen = app.stack.top
    frames(app, 30)  # the first frames draw the name on the board, in the log and the turn banner
    assert app.stack.top is screen and app.running
    assert screen.match.seats[0].name == "Ana\u2764"


def test_names_are_cleaned_and_limited() -> None:
    assert clean_name(" Ana\u2764\ufe0f\u200d ") == "Ana\u2764"
    assert clean_name("A\x00n\u00ada\ufeff\u202e") == "Ana"
    assert clean_name("x" * 500) == "x" * NAME_MAX
    assert clean_name("Jo   \t Lee\n") == "Jo Lee"
    assert clean_name("\u05e9\u05dc\u05d5\u05dd") == "\u05e9\u05dc\u05d5\u05dd"  # right-to-left letters stay


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=ANY_TEXT, size=st.sampled_from((11, 16, 24)), bold=st.booleans())
def test_fonts_render_any_text(text: str, size: int, bold: bool) -> None:
    pygame.font.init()
    fonts = _FONTS.setdefault("fonts", Fonts())
    assert isinstance(fonts.render(text, size, (200, 200, 200), bold), pygame.Surface)
    assert isinstance(fonts.render_wrapped(text, size, (1, 2, 3, 200), 120, bold), pygame.Surface)
    assert isinstance(fonts.fit(text, size, 80, bold), str)


_FONTS: dict[str, Fonts] = {}


@settings(max_examples=300, deadline=None)
@given(text=ANY_TEXT)
def test_clean_text_is_accepted_by_pygame(text: str) -> None:
    pygame.font.init()
    cleaned = clean_text(text)
    assert "\x00" not in cleaned and "\u200d" not in cleaned and "\ufeff" not in cleaned
    font = _FONTS.setdefault("fonts", Fonts()).get(16)
    if cleaned:
        font.size(cleaned)


def test_typed_text_and_buttons_in_pygame_gui_take_any_text() -> None:
    """Generated strings typed as TEXTINPUT into the real name field, and as button labels."""
    app = App((1280, 720))
    try:
        setup = open_setup(app, "rocket")
        field = setup.name_fields[0]
        click(app, field.rect.center)

        @settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
        @given(text=ANY_TEXT)
        def typing(text: str) -> None:
            clear_field(app)
            type_text(app, text)
            assert app.stack.top is setup
            assert len(field.get_text()) <= NAME_MAX
            label = setup.button((900, 20, 200, 40), text, lambda: None)
            frames(app)
            setup.forget(label)

        typing()
        press(app, "Start")
        run_until(app, lambda: isinstance(app.stack.top, GameScreen), limit=30)
        frames(app, 20)
        assert app.running
    finally:
        app.close()
