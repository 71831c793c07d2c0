"""Widgets: dice land on the engine's outcome, animations obey the speed setting, cards and logs."""

from __future__ import annotations

import pygame

from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette
from timetravel.ui.widgets.card import CardFace, card_back, card_face
from timetravel.ui.widgets.dice import DiceRoll, DieStyle, die_face
from timetravel.ui.widgets.log_panel import LogPanel
from timetravel.ui.widgets.tween import Animation, Animator


def test_dice_tumble_then_land_on_the_outcome(app) -> None:
    fonts = app.ctx.fonts
    roll = DiceRoll((6, 1, 3), (400, 300), fonts, seed=5)
    shown_early = set()
    for moment in (0.0, 0.1, 0.2, 0.3, 0.4):
        roll.elapsed = moment
        shown_early.add(roll.current_face(0))
    assert len(shown_early) > 1  # it tumbles
    roll.elapsed = roll.duration
    assert [roll.current_face(i) for i in range(3)] == [6, 1, 3]
    surface = pygame.Surface((800, 600))
    roll.draw(surface)
    assert roll.done


def test_custom_die_faces_render_their_labels(app) -> None:
    style = DieStyle(body=(40, 40, 60), ink=(250, 250, 250), labels=(("1", "⌛"), ("2", "SHIELD")))
    assert style.label(2) == "SHIELD"
    image = die_face(2, 64, style, app.ctx.fonts)
    assert image.get_size() == (64, 64)


def test_animator_off_finishes_everything_at_once() -> None:
    animator = Animator(factor=0.0)
    animator.add(Animation(1.0))
    assert not animator.busy or animator.items[0].done
    animator.update(0.016)
    assert not animator.items and not animator.busy


def test_animator_speed_scales_time() -> None:
    slow, fast = Animator(0.5), Animator(2.0)
    slow.add(Animation(1.0))
    fast.add(Animation(1.0))
    for _ in range(40):
        slow.update(1 / 60)
        fast.update(1 / 60)
    assert slow.busy and not fast.busy
    slow.skip()
    assert not slow.busy


def test_card_faces_and_backs_are_cached(app) -> None:
    fonts = app.ctx.fonts
    face = CardFace("Hypatia", "4", "scientist", "Counts twice at the end of the round.", (90, 170, 200))
    a = card_face(face, (96, 136), fonts)
    assert a is card_face(face, (96, 136), fonts)
    assert card_back((90, 170, 200), (96, 136)).get_size() == (96, 136)


def test_log_panel_collapses_repeats_and_scrolls(app) -> None:
    log = LogPanel(pygame.Rect(0, 0, 300, 200), Fonts())
    log.add("Deal", None, muted=True)
    log.add("Deal again", None, muted=True)
    assert len(log.entries) == 1 and log.entries[0].count == 2
    for i in range(40):
        log.add(f"Move {i}", i % 2)
    assert log.handle_wheel((10, 10), 1) and log.scroll > 0
    assert not log.handle_wheel((900, 900), 1)
    surface = pygame.Surface((300, 200))
    log.draw(surface, Palette(), "Game log")


def test_missing_glyphs_are_replaced(app) -> None:
    fonts = app.ctx.fonts
    image = fonts.render("deck → hand", 16, (255, 255, 255))
    assert image.get_width() > 0
