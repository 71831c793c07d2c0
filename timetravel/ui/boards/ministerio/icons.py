"""Small pictures drawn from shapes: a door arch, an agent's figure, Lola's figure, a coloured ball."""

from __future__ import annotations

import pygame

from timetravel.ui.boards.ministerio.theme import BRASS, BRASS_DARK, INK, WOOD, WOOD_DARK
from timetravel.ui.palette import RGB, darken, lighten


def arch(
    surface: pygame.Surface, rect: pygame.Rect, fill: RGB = WOOD, frame: RGB = BRASS, width: int = 2
) -> None:
    """A panelled wooden door with a round top inside a brass frame."""
    radius = rect.w // 2
    body = pygame.Rect(rect.x, rect.y + radius, rect.w, rect.h - radius)
    pygame.draw.circle(surface, frame, (rect.centerx, rect.y + radius), radius)
    pygame.draw.rect(surface, frame, body)
    inner = rect.inflate(-2 * width - 2, -2 * width - 2)
    r2 = inner.w // 2
    pygame.draw.circle(surface, fill, (inner.centerx, inner.y + r2), r2)
    pygame.draw.rect(surface, fill, pygame.Rect(inner.x, inner.y + r2, inner.w, inner.h - r2))
    panel = inner.inflate(-inner.w // 2, -inner.h // 3)
    panel.y = inner.y + inner.h // 3
    pygame.draw.rect(surface, darken(fill, 0.2), panel, 1)


def figure(surface: pygame.Surface, centre: tuple[int, int], colour: RGB, size: int = 12) -> None:
    """A pawn: head and shoulders, dark outline."""
    x, y = centre
    body = [
        (x - size * 0.7, y + size),
        (x + size * 0.7, y + size),
        (x + size * 0.35, y),
        (x - size * 0.35, y),
    ]
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, INK, body, 2)
    pygame.draw.circle(surface, colour, (x, int(y - size * 0.35)), int(size * 0.5))
    pygame.draw.circle(surface, INK, (x, int(y - size * 0.35)), int(size * 0.5), 2)


def lola(surface: pygame.Surface, centre: tuple[int, int], size: int = 12) -> None:
    """Lola Mendieta: a black figure with a red hat brim."""
    figure(surface, centre, (30, 30, 34), size)
    x, y = centre
    pygame.draw.line(
        surface, (210, 40, 50), (x - size * 0.7, y - size * 0.75), (x + size * 0.7, y - size * 0.75), 3
    )


def ball(surface: pygame.Surface, centre: tuple[int, int], colour: RGB, radius: int = 6) -> None:
    pygame.draw.circle(surface, darken(colour, 0.5), (centre[0] + 1, centre[1] + 1), radius)
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(
        surface, lighten(colour, 0.5), (centre[0] - radius // 3, centre[1] - radius // 3), max(1, radius // 3)
    )


def plate(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A brass name plate."""
    pygame.draw.rect(surface, BRASS, rect, border_radius=3)
    pygame.draw.rect(surface, BRASS_DARK, rect, 1, border_radius=3)


def wood_panel(surface: pygame.Surface, rect: pygame.Rect, radius: int = 10) -> None:
    pygame.draw.rect(surface, WOOD_DARK, rect, border_radius=radius)
    pygame.draw.rect(surface, BRASS_DARK, rect, 2, border_radius=radius)
