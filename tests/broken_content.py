"""A copy of the shipped scenes/ with one Division file edited, in place of the real one (for tests)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from timetravel.engine import content, registry
from timetravel.games import division
from timetravel.games.division import content as division_content
from timetravel.resources import scenes_dir

FIELD_BROKEN = (
    "egypt.toml",
    'id = "farmer"\nname = "Farmer"\nvalue = 1',
    'id = "farmer"\nname = "Farmer"\nvalue = "lots"',
)
ID_IN_TWO_ERAS = ("darkages.toml", 'id = "beggar"', 'id = "farmer"')


def forget() -> None:
    division_content.load_era.cache_clear()
    division_content.card_index.cache_clear()
    division.GAME._info = None
    registry.forget_content_problems()


def use_broken_division(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, edit: tuple[str, str, str]) -> Path:
    """Point content loading at a copy of scenes/ whose Division file `edit[0]` has edit[1] -> edit[2]."""
    root = tmp_path / "scenes"
    shutil.copytree(scenes_dir(), root)
    path = root / "division" / edit[0]
    text = path.read_text(encoding="utf-8")
    assert edit[1] in text, edit
    path.write_text(text.replace(edit[1], edit[2], 1), encoding="utf-8")
    fake: Callable[[], Path] = lambda: root  # noqa: E731
    monkeypatch.setattr(division_content, "scenes_dir", fake)
    monkeypatch.setattr(content, "scenes_dir", fake)
    forget()
    return path
