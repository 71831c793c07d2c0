"""Small drawing helpers shared by screens and widgets: gradients, framed panels, seat markers."""

from __future__ import annotations

import math
from functools import cache

import pygame

from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, Palette, darken, lighten


@cache
def vertical_gradient(size: tuple[int, int], top: RGB, bottom: RGB) -> pygame.Surface:
    """A cached gradient surface (drawn as 1-pixel rows, then scaled horizontally)."""
    w, h = size
    column = pygame.Surface((1, h))
    for y in range(h):
        t = y / max(1, h - 1)
        column.set_at((0, y), tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)))
    return pygame.transform.scale(column, (w, h)).convert()


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    palette: Palette,
    *,
    fill: RGB | None = None,
    border: RGB | None = None,
    radius: int = 10,
    shadow: bool = True,
    width: int = 2,
) -> None:
    """A framed panel: soft shadow, filled body, thin border and a faint top highlight."""
    if shadow:
        shade = pygame.Rect(rect.x + 3, rect.y + 5, rect.w, rect.h)
        pygame.draw.rect(surface, (4, 5, 8), shade, border_radius=radius)
    body = fill or palette.panel
    pygame.draw.rect(surface, body, rect, border_radius=radius)
    top = pygame.Rect(rect.x + radius // 2, rect.y + 1, max(0, rect.w - radius), 1)
    pygame.draw.rect(surface, lighten(body, 0.12), top)
    pygame.draw.rect(surface, border or palette.border, rect, width=width, border_radius=radius)


def shape_points(shape: str, centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    cx, cy = centre
    if shape == "square":
        k = r * 0.85
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if shape == "cross":
        k, w = r, r * 0.38
        return [
            (cx - w, cy - k), (cx + w, cy - k), (cx + w, cy - w), (cx + k, cy - w), (cx + k, cy + w),
            (cx + w, cy + w), (cx + w, cy + k), (cx - w, cy + k), (cx - w, cy + w), (cx - k, cy + w),
            (cx - k, cy - w), (cx - w, cy - w),
        ]  # fmt: skip
    sides = {"triangle": 3, "pentagon": 5, "hexagon": 6}.get(shape)
    if sides:
        return [
            (cx + r * math.cos(-math.pi / 2 + 2 * math.pi * i / sides),
             cy + r * math.sin(-math.pi / 2 + 2 * math.pi * i / sides) + (r * 0.15 if sides == 3 else 0))
            for i in range(sides)
        ]  # fmt: skip
    if shape == "star":
        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + math.pi * i / 5
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return pts
    return []


def seat_marker(
    surface: pygame.Surface, centre: tuple[int, int], seat: int, palette: Palette, fonts: Fonts, r: int = 12
) -> None:
    """The seat's colour in the seat's shape, with its number: colour is never the only signal."""
    colour = palette.seat_colour(seat)
    shape = palette.seat_shape(seat)
    if shape == "circle":
        pygame.draw.circle(surface, colour, centre, r)
        pygame.draw.circle(surface, darken(colour, 0.55), centre, r, 2)
    else:
        pts = shape_points(shape, centre, r * 1.15)
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, darken(colour, 0.55), pts, 2)
    label = fonts.render(str(seat + 1), max(9, int(r * 1.05)), (16, 16, 20), True)
    surface.blit(label, label.get_rect(center=(centre[0], centre[1] + 1)))


def blit_centered(surface: pygame.Surface, image: pygame.Surface, centre: tuple[int, int]) -> pygame.Rect:
    rect = image.get_rect(center=centre)
    surface.blit(image, rect)
    return rect


@cache
def glow(radius: int, colour: RGB, strength: int = 90) -> pygame.Surface:
    """A soft radial glow (cached)."""
    size = radius * 2
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    steps = 24
    for i in range(steps, 0, -1):
        r = radius * i / steps
        alpha = int(strength * (1 - i / steps) ** 1.6)
        pygame.draw.circle(out, (*colour, alpha), (radius, radius), int(r))
    return out


def dim(surface: pygame.Surface, alpha: int = 160) -> None:
    """Darken everything drawn so far (for overlays)."""
    shade = _shade(surface.get_size(), alpha)
    surface.blit(shade, (0, 0))


@cache
def _shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill((4, 5, 10, alpha))
    return s
