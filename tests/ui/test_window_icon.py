"""The window gets the app icon at run time (PyInstaller's icon= does nothing on Linux)."""

from __future__ import annotations

import pygame
import pytest

from timetravel import resources
from timetravel.ui import app as app_module


def test_the_app_sets_its_window_icon(monkeypatch: pytest.MonkeyPatch) -> None:
    icons: list[pygame.Surface] = []
    monkeypatch.setattr(pygame.display, "set_icon", icons.append)
    application = app_module.App((640, 360))
    application.close()
    (icon,) = icons
    expected = pygame.image.load(str(resources.assets_dir() / "images" / "icon.png"))
    assert icon.get_size() == expected.get_size()


def test_a_missing_icon_is_no_reason_to_fail(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    monkeypatch.setattr(resources, "assets_dir", lambda: tmp_path)
    monkeypatch.setattr(pygame.display, "set_icon", lambda icon: pytest.fail("no icon to set"))
    app_module.set_window_icon()
