"""The board kit: click targets stand for legal actions only, views and pictures are made once,
card animations say what they hide, and both boards build on it."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.conftest import tiny_match
from timetravel.engine.actions import Action
from timetravel.ui.boards.kit.anims import Flight, Flip, Turn, draw_animations, hidden_by
from timetravel.ui.boards.kit.caches import SurfaceCache
from timetravel.ui.boards.kit.targets import ActionIndex, Target, target_at
from timetravel.ui.widgets.card_zoom import HoverZoom, ZoomContent, with_click
from timetravel.ui.widgets.tween import Animator


def test_a_target_plays_its_action_only_while_it_is_legal() -> None:
    play = Action("play", ("7",))
    low = Target(pygame.Rect(0, 0, 10, 10), play)
    high = Target(pygame.Rect(5, 5, 10, 10), None, card="x")
    assert target_at([low, high], (7, 7)) is high  # the later target lies on top
    assert target_at([low, high], (2, 2)) is low and target_at([low, high], (40, 40)) is None
    assert low.clicked([play]) == play and low.clicked([]) is None and high.clicked([play]) is None
    index = ActionIndex([play, Action("take", (1, "x"))])
    assert index.get("play", 7) == play and index.get("take", "1", "x") is not None
    assert index.get("play", 8) is None and index.kinds == {"play", "take"}


def test_the_view_is_built_once_per_state_and_seat(app, monkeypatch) -> None:
    from timetravel.ui.boards.base import BoardContext

    match = tiny_match("human", "human")
    built: list[tuple[int, int]] = []

    def seat_view(state, seat: int) -> tuple[int, int]:
        built.append((id(state), seat))
        return (id(state), seat)

    monkeypatch.setattr(type(match.state), "seat_view", seat_view)
    ctx = app.ctx
    context = BoardContext(match, 0, ctx.fonts, ctx.palette, ctx.sounds)
    moment = context.moment()
    assert context.view() == context.view() and len(built) == 1 and context.moment() == moment
    context.viewer = 1
    context.view()
    match.state = match.state.clone()
    assert context.view() == built[-1] and len(built) == 3 and context.moment() != moment


def test_pictures_are_made_once_and_a_bounded_cache_starts_afresh() -> None:
    made: list[int] = []

    def make(n: int):
        return lambda: made.append(n) or pygame.Surface((n, n))

    cache = SurfaceCache(limit=2)
    first = cache.get(1, make(1))
    assert cache.get(1, make(1)) is first and made == [1]
    for n in (2, 3, 4):
        cache.get(n, make(n))
    assert 1 not in cache and 4 in cache and len(cache) <= 3


def test_card_animations_hide_what_they_carry_until_they_land() -> None:
    image = pygame.Surface((20, 30))
    animator = Animator(1.0)
    animator.add(Flight((0, 0), (100, 0), image, hides="a", delay=0.5, wait_visible=True))
    animator.add(Flip((50, 50), image, image, "b"))
    animator.add(Turn((50, 50), image, "c", True, duration=0.2))
    animator.add(Flight((0, 0), (100, 0), image))  # a card nobody may name hides nothing
    assert hidden_by(animator) == {"a", "b", "c"}
    surface = pygame.Surface((200, 200))
    draw_animations(animator, surface)  # the waiting card lies on its start
    assert surface.get_at((0, 0))[:3] == image.get_at((0, 0))[:3]
    animator.update(0.3)
    assert hidden_by(animator) == {"a", "b"}
    animator.update(1.0)
    assert hidden_by(animator) == frozenset() and not animator.items


def test_the_hover_zoom_remembers_the_card_it_shows(app) -> None:
    zoom = HoverZoom()
    anchor = pygame.Rect(100, 100, 40, 56)
    content = with_click(ZoomContent("Card", ("Fact",), ("Words.",)), "Play it")
    assert content.words[-1].endswith("Play it")
    surface = pygame.Surface((1280, 720))
    fonts, palette = app.ctx.fonts, app.ctx.palette
    panel = zoom.show(
        surface, fonts, palette, content, pygame.Surface, anchor, anchor.size, surface.get_rect()
    )
    assert zoom.shows(anchor) and not zoom.shows(anchor.move(1, 0)) and not panel.colliderect(anchor)
    zoom.clear()
    assert zoom.panel is None and not zoom.shows(anchor)


def test_both_boards_build_on_the_kit() -> None:
    from timetravel.ui.boards.division import anims as division_anims
    from timetravel.ui.boards.rocket import anims as rocket_anims

    for module in (division_anims, rocket_anims):
        assert not hasattr(module, "Flight")  # one card flight, the kit's


def test_a_square_grid_finds_every_square_it_draws_upright_and_turned() -> None:
    from timetravel.ui.boards.kit.grid import SquareGrid

    area = pygame.Rect(10, 20, 400, 300)
    for flipped in (False, True):
        grid = SquareGrid.fitted(area, 8, 8, flipped=flipped)
        assert grid.cell == 37 and area.contains(grid.rect)
        for square in grid.squares():
            rect = grid.square_rect(square)
            assert grid.square_at(rect.center) == square
            assert grid.square_at(rect.topleft) == square and grid.square_at(rect.bottomright) != square
        assert grid.square_at((area.x, area.y)) is None
    upright = SquareGrid.fitted(area, 8, 8)
    assert upright.square_rect((0, 0)).bottom == upright.rect.bottom, "row 0 is at the bottom"
    turned = SquareGrid.fitted(area, 8, 8, flipped=True)
    assert (
        turned.square_rect((0, 0)).top == turned.rect.top
        and turned.square_rect((0, 0)).right == turned.rect.right
    )


def test_a_slide_passes_each_square_of_its_path_in_turn() -> None:
    from timetravel.ui.boards.kit.anims import Slide

    points = [(0.0, 0.0), (10.0, 0.0), (20.0, 10.0)]
    slide = Slide(points, pygame.Surface((4, 4)), per_leg=0.1, hop=0)
    assert slide.duration == pytest.approx(0.2)
    slide.update(0.1)
    assert slide.position() == pytest.approx((10.0, 0.0))
    slide.update(0.1)
    assert slide.done and slide.position() == pytest.approx((20.0, 10.0))
