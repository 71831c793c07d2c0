"""Small pictures drawn from shapes: a door arch, an agent's figure, Lola's figure, a coloured ball,
the card categories."""

from __future__ import annotations

import math

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


def category(surface: pygame.Surface, kind: str, centre: tuple[int, int], size: int, colour: RGB) -> None:
    """A card category as a picture, the same in every language: a tower for a place, a vase for an
    object, a bust for a character, a star for an event. `size` is its height in pixels."""
    x, y = centre
    half = size / 2
    if kind == "place":  # a tower: two merlons over a body with a dark door
        body = pygame.Rect(0, 0, max(5, round(size * 0.8)), round(size * 0.7))
        body.midbottom = (x, round(y + half))
        pygame.draw.rect(surface, colour, body)
        merlon = pygame.Rect(body.x, round(y - half), max(2, body.w // 3), body.y - round(y - half) + 1)
        pygame.draw.rect(surface, colour, merlon)
        pygame.draw.rect(surface, colour, merlon.move(body.w - merlon.w, 0))
        door = pygame.Rect(0, 0, max(1, body.w // 3), max(2, body.h // 2))
        door.midbottom = body.midbottom
        pygame.draw.rect(surface, darken(colour, 0.6), door)
    elif kind == "object":  # a vase: a round belly, a neck and a lip
        pygame.draw.circle(surface, colour, (x, round(y + half * 0.25)), max(2, round(half * 0.7)))
        neck = pygame.Rect(0, 0, max(2, round(size * 0.28)), round(size * 0.45))
        neck.midbottom = (x, round(y))
        pygame.draw.rect(surface, colour, neck)
        lip = pygame.Rect(0, 0, max(3, round(size * 0.55)), max(1, round(size * 0.14)))
        lip.midbottom = (x, neck.top + 1)
        pygame.draw.rect(surface, colour, lip)
    elif kind == "character":  # a head on shoulders (the top half of an oval)
        pygame.draw.circle(surface, colour, (x, round(y - half * 0.4)), max(2, round(half * 0.45)))
        shoulders = pygame.Rect(
            round(x - half * 0.8), round(y + half * 0.1), round(size * 0.8), round(size * 0.8)
        )
        clip = surface.get_clip()
        surface.set_clip(
            pygame.Rect(shoulders.x, shoulders.y, shoulders.w, round(y + half) - shoulders.y).clip(clip)
        )
        pygame.draw.ellipse(surface, colour, shoulders)
        surface.set_clip(clip)
    else:  # an event: a five-pointed star
        points = []
        for k in range(10):
            radius = half if k % 2 == 0 else half * 0.45
            angle = -math.pi / 2 + k * math.pi / 5
            points.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
        pygame.draw.polygon(surface, colour, points)
