"""Covers: each game has its own emblem (not the initial "T" that four titles share)."""

from __future__ import annotations

import itertools

import pygame

from tests.ui.conftest import TINY
from timetravel.ui.covers import EMBLEM_SIZE, draw_cover, emblem

GAME_IDS = ("rocket", "division", "ministerio", "arena", "stories")
COLOUR = (230, 200, 150)


def shape(app, game_id: str) -> frozenset[tuple[int, int]]:
    surface = emblem(game_id, EMBLEM_SIZE, COLOUR, app.ctx.fonts)
    mask = pygame.mask.from_surface(surface)
    return frozenset((x, y) for x in range(EMBLEM_SIZE) for y in range(EMBLEM_SIZE) if mask.get_at((x, y)))


def test_every_game_has_its_own_emblem(app) -> None:
    shapes = {gid: shape(app, gid) for gid in (*GAME_IDS, "unknown-game")}
    for gid, pixels in shapes.items():
        assert len(pixels) > EMBLEM_SIZE * 4, f"{gid}: the emblem is (nearly) empty"
    for a, b in itertools.combinations(shapes, 2):
        overlap = len(shapes[a] & shapes[b]) / len(shapes[a] | shapes[b])
        assert overlap < 0.6, f"the emblems of {a} and {b} look alike ({overlap:.0%} the same pixels)"


def test_unknown_games_get_a_medallion_with_their_own_letter(app) -> None:
    assert shape(app, "tiny") != shape(app, "countdown")  # T and C
    assert shape(app, "tiny") == shape(app, "tinier")


def test_a_cover_draws_the_emblem_not_the_initial(app) -> None:
    sizes: list[tuple[str, int]] = []
    fonts = app.ctx.fonts
    real = fonts.render
    fonts.render = lambda text, size, *a, **k: sizes.append((text, size)) or real(text, size, *a, **k)  # type: ignore[method-assign]
    try:
        surface = pygame.Surface((240, 300))
        draw_cover(surface, pygame.Rect(10, 10, 214, 290), TINY.info, fonts, app.ctx.palette, seats_text="2")
    finally:
        del fonts.render
    assert (TINY.info.title[:1], 44) not in sizes
