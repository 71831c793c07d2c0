"""Small pictures of T.I.M.E Stories drawn from shapes: shields, die faces, card symbols, hearts,
the agents' pawns and the captain's marker. Each is recognisable by its shape, not only its colour."""

from __future__ import annotations

import math

import pygame

from timetravel.ui.boards.stories.theme import AGENCY, GOLD, INK, LIFE, RED, SHIELD, STEEL
from timetravel.ui.palette import RGB, darken, lighten

Point = tuple[int, int]


def shield_outline(centre: Point, r: int) -> list[tuple[float, float]]:
    cx, cy = centre
    return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r * 0.2), (cx, cy + r * 1.15),
            (cx - r, cy + r * 0.2)]  # fmt: skip


def shield(surface: pygame.Surface, kind: str, centre: Point, r: int) -> None:
    """A test's shield: plain (normal), with a skull, an hourglass (time), a heart (life) or a star
    (special)."""
    body = {"skull": (92, 88, 98), "time": (70, 110, 160), "life": (150, 60, 70), "special": (120, 90, 150)}
    fill = body.get(kind, SHIELD)
    points = shield_outline(centre, r)
    pygame.draw.polygon(surface, fill, points)
    pygame.draw.polygon(surface, darken(fill, 0.5), points, 2)
    inner = (centre[0], centre[1] + r // 8)
    if kind == "skull":
        skull(surface, inner, int(r * 0.55), (236, 232, 222))
    elif kind == "time":
        hourglass(surface, inner, int(r * 0.6), (236, 232, 222))
    elif kind == "life":
        heart(surface, inner, int(r * 0.55), (255, 220, 220))
    elif kind == "special":
        star(surface, inner, int(r * 0.6), GOLD)
    else:
        pygame.draw.line(
            surface, darken(fill, 0.35), (centre[0], centre[1] - r + 4), (centre[0], centre[1] + r - 2), 2
        )


def skull(surface: pygame.Surface, centre: Point, r: int, colour: RGB) -> None:
    cx, cy = centre
    pygame.draw.circle(surface, colour, (cx, cy - r // 4), r)
    pygame.draw.rect(surface, colour, pygame.Rect(cx - r // 2, cy + r // 3, r, r // 2 + 1))
    eye = max(1, r // 3)
    pygame.draw.circle(surface, INK, (cx - r // 2 + 1, cy - r // 5), eye)
    pygame.draw.circle(surface, INK, (cx + r // 2 - 1, cy - r // 5), eye)


def hourglass(surface: pygame.Surface, centre: Point, r: int, colour: RGB) -> None:
    cx, cy = centre
    k = int(r * 0.7)
    pygame.draw.polygon(surface, colour, [(cx - k, cy - r), (cx + k, cy - r), (cx, cy)])
    pygame.draw.polygon(surface, colour, [(cx - k, cy + r), (cx + k, cy + r), (cx, cy)])


def heart(surface: pygame.Surface, centre: Point, r: int, colour: RGB = LIFE, empty: bool = False) -> None:
    cx, cy = centre
    points = []
    for i in range(24):
        a = 2 * math.pi * i / 24
        x = 16 * math.sin(a) ** 3
        y = -(13 * math.cos(a) - 5 * math.cos(2 * a) - 2 * math.cos(3 * a) - math.cos(4 * a))
        points.append((cx + x * r / 16, cy + y * r / 16))
    pygame.draw.polygon(surface, colour, points, 2 if empty else 0)


def star(surface: pygame.Surface, centre: Point, r: int, colour: RGB) -> None:
    cx, cy = centre
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + math.pi * i / 5
        points.append((cx + math.cos(a) * radius, cy + math.sin(a) * radius))
    pygame.draw.polygon(surface, colour, points)


def action_die(face: str, size: int) -> pygame.Surface:
    """An action die's face: a blank, a skull, one hit (a sword's cross) or two hits."""
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = out.get_rect()
    pygame.draw.rect(out, (236, 228, 210), rect, border_radius=size // 5)
    pygame.draw.rect(out, (90, 80, 64), rect, max(2, size // 20), border_radius=size // 5)
    c = rect.center
    if face == "skull":
        skull(out, (c[0], c[1] + size // 10), size // 4, (40, 36, 40))
        pygame.draw.circle(out, (236, 228, 210), (c[0] - size // 8, c[1]), max(2, size // 12))
        pygame.draw.circle(out, (236, 228, 210), (c[0] + size // 8, c[1]), max(2, size // 12))
    elif face == "hit":
        hit_mark(out, c, size // 3)
    elif face == "double":
        hit_mark(out, (c[0] - size // 5, c[1]), size // 4)
        hit_mark(out, (c[0] + size // 5, c[1]), size // 4)
    return out


def hit_mark(surface: pygame.Surface, centre: Point, r: int) -> None:
    """A hit: a bold burst, as on the printed dice."""
    star(surface, centre, r, (200, 60, 40))
    pygame.draw.circle(surface, (250, 220, 120), centre, max(2, r // 3))


def symbol(surface: pygame.Surface, kind: str, centre: Point, r: int) -> None:
    """A card's symbol: no entry (a barred circle), must enter (an arrow in), now or never (an
    hourglass in a ring)."""
    cx, cy = centre
    if kind == "no_entry":
        pygame.draw.circle(surface, RED, centre, r)
        pygame.draw.rect(
            surface, (250, 244, 236), pygame.Rect(cx - r + 3, cy - r // 5, 2 * r - 6, max(3, r // 2.5))
        )
    elif kind == "must_enter":
        pygame.draw.circle(surface, (40, 140, 80), centre, r)
        k = int(r * 0.6)
        pygame.draw.polygon(
            surface, (250, 244, 236), [(cx - k, cy - k // 2), (cx, cy + k), (cx + k, cy - k // 2)]
        )
    elif kind == "now_or_never":
        pygame.draw.circle(surface, (200, 140, 40), centre, r)
        hourglass(surface, centre, int(r * 0.62), (250, 244, 236))


def seal(surface: pygame.Surface, centre: Point, r: int, opened: bool) -> None:
    """A wax seal: broken open (a crack) when the team may pass."""
    colour = (150, 40, 40) if not opened else (110, 110, 110)
    pygame.draw.circle(surface, colour, centre, r)
    pygame.draw.circle(surface, darken(colour, 0.4), centre, r, 2)
    cx, cy = centre
    if opened:
        pygame.draw.line(surface, (230, 230, 230), (cx - r // 2, cy - r // 2), (cx + r // 3, cy + r // 2), 2)
    else:
        pygame.draw.circle(surface, lighten(colour, 0.3), centre, r // 2, 2)


def pawn(surface: pygame.Surface, centre: Point, colour: RGB, r: int, number: str = "",
         font: pygame.font.Font | None = None) -> None:  # fmt: skip
    """An agent's pawn: a head on a body, with its seat's number."""
    cx, cy = centre
    body = pygame.Rect(0, 0, int(r * 1.9), int(r * 1.5))
    body.midtop = (cx, cy - r // 4)
    pygame.draw.ellipse(surface, colour, body)
    pygame.draw.ellipse(surface, darken(colour, 0.5), body, 2)
    pygame.draw.circle(surface, colour, (cx, cy - r // 2), int(r * 0.65))
    pygame.draw.circle(surface, darken(colour, 0.5), (cx, cy - r // 2), int(r * 0.65), 2)
    if number and font is not None:
        text = font.render(number, True, INK)
        surface.blit(text, text.get_rect(center=body.center))


def captain(surface: pygame.Surface, centre: Point, r: int) -> None:
    """The captain's marker: a gold star on an agency disc."""
    pygame.draw.circle(surface, STEEL, centre, r)
    pygame.draw.circle(surface, AGENCY, centre, r, 2)
    star(surface, centre, int(r * 0.7), GOLD)
