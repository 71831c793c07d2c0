"""The settings screen: no control for music the app does not have, and the colour-blind palette
switches seat colours while the seat shapes stay."""

from __future__ import annotations

import pygame
import pygame_gui

from tests.ui.conftest import click, frames
from timetravel.ui import draw
from timetravel.ui.palette import Palette
from timetravel.ui.scene import Push
from timetravel.ui.screens import settings
from timetravel.ui.screens.settings import SettingsScreen

SEATS = range(4)


def open_settings(app) -> SettingsScreen:
    screen = SettingsScreen(app.ctx)
    app.stack.apply(Push(screen))
    frames(app, 2)
    return screen


def test_there_is_no_music_control(app) -> None:
    screen = open_settings(app)
    assert not any("music" in label.lower() for label, _ in screen.rows)
    sliders = [
        e
        for e in screen.ui.get_root_container().elements
        if isinstance(e, pygame_gui.elements.UIHorizontalSlider)
    ]
    assert len(sliders) == 1 and sliders[0] is screen.effects
    assert not hasattr(app.ctx.settings, "music_volume"), "a volume kept for music the app does not play"


def test_every_setting_the_app_keeps_has_a_control(app) -> None:
    """Issue 19: the settings file keeps nothing a person cannot set on this screen, but where the
    window was left (restored at start), the language (English is the only one shipped) and the
    host last joined with the name given there (the Join screen remembers them)."""
    from timetravel.saves.settings import Settings

    screen = open_settings(app)
    labels = {label for label, _ in screen.rows}
    controls = {
        "fullscreen": "Full screen",
        "effects_volume": "Effects volume",
        "animation_speed": "Animation speed",
        "ai_pace_ms": "AI pace",
        "ai_step": "AI pace",  # the pace row's Step choice
        "colour_blind": "Colour-blind-safe colours",
        "journal": "T.I.M.E Stories journal",
        "default_think_ms": "Hard AI thinking time",
        "language": "Language",
    }
    not_choices = {"window_size", "join_address", "join_port", "join_name"}  # (the Join screen keeps them)
    assert set(Settings.model_fields) == set(controls) | not_choices
    assert set(controls.values()) <= labels


def colour_blind_toggle(screen: SettingsScreen):
    row = next(i for i, (label, _) in enumerate(screen.rows) if "Colour-blind" in label)
    (button,) = [
        b for b in screen._handlers if b.alive() and b.rect.y == settings._ROW_Y + settings._ROW_H * row
    ]
    return button


def test_the_colour_blind_toggle_switches_the_palette(app) -> None:
    screen = open_settings(app)
    before = app.ctx.palette
    assert not before.colour_blind
    click(app, colour_blind_toggle(screen).rect.center)
    after = app.ctx.palette
    assert after.colour_blind and app.ctx.settings.colour_blind
    assert all(before.seat_colour(s) != after.seat_colour(s) for s in SEATS)
    assert [before.seat_shape(s) for s in SEATS] == [after.seat_shape(s) for s in SEATS]
    click(app, colour_blind_toggle(screen).rect.center)
    assert not app.ctx.palette.colour_blind


def marker_mask(app, palette: Palette, seat: int) -> tuple[set[tuple[int, int]], tuple[int, int, int]]:
    surface = pygame.Surface((60, 60))
    surface.fill((0, 0, 0))
    draw.seat_marker(surface, (30, 30), seat, palette, app.ctx.fonts, r=20)
    drawn = {(x, y) for x in range(60) for y in range(60) if surface.get_at((x, y))[:3] != (0, 0, 0)}
    return drawn, tuple(surface.get_at((30, 14))[:3])


def test_seat_markers_keep_their_shape_in_either_palette(app) -> None:
    for seat in SEATS:
        standard, fill = marker_mask(app, Palette(), seat)
        safe, safe_fill = marker_mask(app, Palette(colour_blind=True), seat)
        assert standard == safe, f"seat {seat}: the marker's shape changed with the palette"
        assert fill != safe_fill, f"seat {seat}: the marker's colour did not change"
    shapes = [marker_mask(app, Palette(), seat)[0] for seat in SEATS]
    assert len({frozenset(s) for s in shapes}) == len(shapes), "two seats share a shape"
