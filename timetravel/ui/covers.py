"""Procedurally drawn game covers in each game's accent colour (cached per game and size)."""

from __future__ import annotations

import math
from functools import cache

import pygame

from timetravel.engine.game import GameInfo
from timetravel.engine.rng import Rng
from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.backdrop import gear_points
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import darken, lighten, mix


def _seed(text: str) -> int:
    return sum((i + 1) * ord(c) for i, c in enumerate(text))


@cache
def cover_art(info: GameInfo, size: tuple[int, int]) -> pygame.Surface:
    """The picture part of a cover: a night gradient in the accent, a clock motif, a gear."""
    w, h = size
    accent = info.accent
    art = draw.vertical_gradient(size, mix(accent, (14, 16, 26), 0.55), (10, 11, 18)).copy()
    rng = Rng(_seed(info.id))
    for _ in range(40):
        art.set_at((rng.randrange(w), rng.randrange(h)), lighten(accent, 0.5 + 0.5 * rng.random()))
    cx, cy = w * (0.35 + 0.3 * rng.random()), h * (0.45 + 0.15 * rng.random())
    halo = draw.glow(int(h * 0.6), accent, 90)
    art.blit(halo, halo.get_rect(center=(cx, cy)))
    for i in range(3 + rng.randrange(3)):
        r = 22 + i * 17
        pygame.draw.circle(art, mix(accent, (20, 22, 34), 0.25 + 0.15 * i), (cx, cy), r, 2)
        ticks = 12
        for k in range(ticks):
            a = math.tau * k / ticks + i * 0.2
            p1 = (cx + (r - 5) * math.cos(a), cy + (r - 5) * math.sin(a))
            p2 = (cx + r * math.cos(a), cy + r * math.sin(a))
            pygame.draw.line(art, lighten(accent, 0.2), p1, p2, 1)
    a = rng.random() * math.tau
    pygame.draw.line(art, lighten(accent, 0.6), (cx, cy), (cx + 30 * math.cos(a), cy + 30 * math.sin(a)), 3)
    pygame.draw.circle(art, lighten(accent, 0.6), (cx, cy), 4)
    gx, gy = w - 30 - rng.randrange(20), h - 26
    pygame.draw.polygon(art, darken(accent, 0.35), gear_points((gx, gy), 30, 11, rng.random()))
    pygame.draw.circle(art, (12, 13, 20), (gx, gy), 10)
    return art


def draw_cover(
    surface: pygame.Surface,
    rect: pygame.Rect,
    info: GameInfo,
    fonts: Fonts,
    palette,
    *,
    hovered: bool = False,
    seats_text: str = "",
) -> None:
    """A whole cover card: art, title, pitch and seat range, framed in the accent."""
    accent = info.accent
    if hovered:
        halo = draw.glow(rect.w // 2 + 40, accent, 60)
        surface.blit(halo, halo.get_rect(center=rect.center))
    draw.panel(
        surface, rect, palette, border=accent if hovered else mix(accent, palette.border, 0.6), radius=12
    )
    art_rect = pygame.Rect(rect.x + 8, rect.y + 8, rect.w - 16, int(rect.h * 0.44))
    surface.blit(cover_art(info, art_rect.size), art_rect)
    pygame.draw.rect(surface, mix(accent, palette.border, 0.3), art_rect, 1, border_radius=4)
    initial = fonts.render(info.title[:1].upper(), 44, lighten(accent, 0.7), True)
    surface.blit(initial, (art_rect.x + 12, art_rect.y + 4))
    y = art_rect.bottom + 10
    for line in fonts.wrap(t(info.title), 19, rect.w - 24, bold=True)[:2]:
        surface.blit(fonts.render(line, 19, palette.text, True), (rect.x + 12, y))
        y += 24
    room = max(1, (rect.bottom - 40 - y) // 19)  # pitch lines that fit above the seat badge
    lines = fonts.wrap(t(info.pitch), 14, rect.w - 24)
    if len(lines) > room:
        lines = [*lines[: room - 1], fonts.fit(" ".join(lines[room - 1 :]), 14, rect.w - 24)]
    for line in lines:
        surface.blit(fonts.render(line, 14, palette.muted), (rect.x + 12, y + 2))
        y += 19
    badge = fonts.render(seats_text, 13, darken(accent, 0.75), True)
    brect = pygame.Rect(0, 0, badge.get_width() + 18, 22)
    brect.bottomleft = (rect.x + 12, rect.bottom - 10)
    pygame.draw.rect(surface, accent, brect, border_radius=11)
    surface.blit(badge, badge.get_rect(center=brect.center))
