"""A Division game with a broken content file stays on the game select and says what is wrong."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.broken_content import FIELD_BROKEN, forget, use_broken_division
from tests.ui.conftest import click, frames, press
from timetravel.ui.app import App
from timetravel.ui.screens.game_select import GameSelectScreen
from timetravel.ui.screens.setup import SetupScreen


@pytest.fixture(autouse=True)
def _fresh() -> Iterator[None]:
    forget()
    yield
    forget()


def test_broken_division_is_listed_with_its_error(app: App, tmp_path, monkeypatch) -> None:
    use_broken_division(tmp_path, monkeypatch, FIELD_BROKEN)
    drawn: list[str] = []
    real_render = app.ctx.fonts.render
    monkeypatch.setattr(
        app.ctx.fonts, "render", lambda text, *a, **k: drawn.append(text) or real_render(text, *a, **k)
    )
    press(app, "New game")
    select = app.stack.top
    assert isinstance(select, GameSelectScreen)
    ids = [game.info.id for game in select.games]
    assert "division" in ids
    frames(app, 2)
    assert any("egypt.toml" in line for line in drawn), "the game select shows the error"
    click(app, select.rects[ids.index("division")].center)
    setup = app.stack.top
    assert isinstance(setup, SetupScreen)
    drawn.clear()
    frames(app, 2)
    shown = " ".join(drawn)
    assert "scenes/division/egypt.toml" in shown and "cards[1]" in shown and "value" in shown
    press(app, "Start")
    assert app.stack.top is setup and app.running
