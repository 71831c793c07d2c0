"""Game titles and pitches reach the screen through t(), like every other text for players."""

from __future__ import annotations

from collections.abc import Iterator
from gettext import NullTranslations

import pytest

from tests.ui.conftest import TINY, frames, tiny_match
from timetravel import i18n
from timetravel.saves import store
from timetravel.ui.scene import Push
from timetravel.ui.screens.game_select import GameSelectScreen
from timetravel.ui.screens.load import LoadScreen
from timetravel.ui.screens.title import TitleScreen

CATALOGUE = {TINY.info.title: "Petits Plis", TINY.info.pitch: "Trois plis avec neuf cartes."}


class _Dictionary(NullTranslations):
    def gettext(self, message: str) -> str:
        return CATALOGUE.get(message, message)


@pytest.fixture
def test_language(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(
        i18n, "_translations", lambda language: _Dictionary() if language == "xx" else NullTranslations()
    )
    monkeypatch.setattr(i18n, "set_language", lambda language: None)  # settings must not reset it
    i18n._language = "xx"
    yield
    i18n._language = "en"


def rendered(app, scene, count: int = 3) -> set[str]:
    seen: set[str] = set()
    fonts = app.ctx.fonts
    real = fonts.render

    def spy(text, *args, **kwargs):
        seen.add(text)
        return real(text, *args, **kwargs)

    fonts.render = spy  # type: ignore[method-assign]
    try:
        app.stack.apply(Push(scene))
        frames(app, count)
    finally:
        del fonts.render
    return seen


def test_game_select_translates_titles_and_pitches(app, test_language) -> None:
    seen = rendered(app, GameSelectScreen(app.ctx))
    assert "Petits Plis" in seen and TINY.info.title not in seen
    assert any("Trois plis" in text for text in seen)


def test_load_and_title_translate_the_saved_games_title(app, test_language) -> None:
    store.autosave(tiny_match("human", "random"))
    assert any("Petits Plis" in text for text in rendered(app, LoadScreen(app.ctx)))
    assert any("Petits Plis" in text for text in rendered(app, TitleScreen(app.ctx)))
