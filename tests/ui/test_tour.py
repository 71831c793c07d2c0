"""The screen tour renders every screen of every game to a PNG that is not blank."""

from __future__ import annotations

import pygame

from tests.ui.conftest import pixel_variance
from timetravel.engine.registry import get_game
from timetravel.ui.tour import render_tour


def test_the_tour_renders_every_screen(tmp_path) -> None:
    games = ["rocket", "division"]
    written = render_tour(tmp_path / "tour", games, frames=2, sample_saves=True)
    names = {path.stem for path in written}
    for screen in ("title", "game_select", "settings", "load", "dialog"):
        assert screen in names
    for gid in games:
        for screen in ("setup", "game", "pause", "results", "rules", "rules_full", "handoff"):
            assert f"{screen}_{gid}" in names
    option = get_game("division").info.options[0]
    assert f"setup_division_{option.choices[-1]}" in names
    for path in written:
        image = pygame.image.load(str(path))
        assert image.get_size() == (1280, 720)
        assert pixel_variance(image) > 40.0, path.name


def test_the_tour_pauses_a_game_against_the_clock_too(tmp_path) -> None:
    """Time Arena pauses itself when its window has no focus (as under the dummy driver): the
    tour's pause picture is that pause, not a failure."""
    written = render_tour(tmp_path / "tour", ["arena"], frames=2)
    names = {path.stem for path in written}
    assert {"game_arena", "pause_arena", "results_arena"} <= names
