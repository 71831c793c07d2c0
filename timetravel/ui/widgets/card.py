"""Cards: a framed face (title bar, big key number in a corner, category icon, wrapped text) and a
back, both cached per size; a hover shows the card enlarged with a tooltip; flying and flipping
cards are animations driven by engine events."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from timetravel.ui import draw
from timetravel.ui.backdrop import gear_points
from timetravel.ui.fonts import Fonts
from timetravel.ui.memory import per_game
from timetravel.ui.palette import RGB, Palette, darken, lighten, mix
from timetravel.ui.widgets.tooltip import draw_tooltip
from timetravel.ui.widgets.tween import Animation, ease_in_out, lerp_point

CARD_SIZE = (96, 136)
HOVER_SCALE = 1.8


@dataclass(frozen=True)
class CardFace:
    title: str
    number: str = ""
    category: str = ""
    text: str = ""
    accent: RGB = (214, 170, 84)


def draw_icon(surface: pygame.Surface, category: str, centre: tuple[int, int], r: int, colour: RGB) -> None:
    """A category icon: an hourglass for time, a gear for machines, else a shape picked by name."""
    cx, cy = centre
    key = category.lower()
    if "time" in key or "hour" in key:
        pts = [(cx - r, cy - r), (cx + r, cy - r), (cx, cy), (cx + r, cy + r), (cx - r, cy + r), (cx, cy)]
        pygame.draw.polygon(surface, colour, pts[:3])
        pygame.draw.polygon(surface, colour, pts[2:5])
        return
    if "machine" in key or "gear" in key or "tech" in key:
        pygame.draw.polygon(surface, colour, gear_points(centre, r, 8, 0.0))
        pygame.draw.circle(surface, darken(colour, 0.6), centre, max(2, r // 3))
        return
    shapes = ("circle", "diamond", "star", "hexagon", "triangle", "square")
    shape = shapes[sum(map(ord, key)) % len(shapes)] if key else "circle"
    if shape == "circle":
        pygame.draw.circle(surface, colour, centre, r)
    else:
        pygame.draw.polygon(surface, colour, draw.shape_points(shape, centre, r))


@per_game
@lru_cache(maxsize=512)
def _face(face: CardFace, size: tuple[int, int], fonts: Fonts) -> pygame.Surface:
    w, h = size
    s = w / CARD_SIZE[0]
    out = pygame.Surface(size, pygame.SRCALPHA)
    rect = out.get_rect()
    paper = mix((244, 238, 224), face.accent, 0.08)
    pygame.draw.rect(out, paper, rect, border_radius=int(8 * s))
    pygame.draw.rect(out, darken(face.accent, 0.2), rect, width=max(2, int(3 * s)), border_radius=int(8 * s))
    bar = pygame.Rect(int(4 * s), int(4 * s), w - int(8 * s), int(22 * s))
    pygame.draw.rect(out, face.accent, bar, border_radius=int(5 * s))
    title_size = max(9, int(12 * s))
    title = fonts.fit(face.title, title_size, bar.w - int(30 * s), bold=True)
    ink = (18, 16, 12) if sum(face.accent) > 360 else (250, 248, 240)
    out.blit(fonts.render(title, title_size, ink, True), (bar.x + int(5 * s), bar.y + int(3 * s)))
    if face.number:
        num = fonts.render(face.number, max(12, int(26 * s)), darken(face.accent, 0.45), True)
        out.blit(num, (int(6 * s), bar.bottom + int(1 * s)))
    if face.category:
        draw_icon(
            out,
            face.category,
            (w - int(16 * s), bar.bottom + int(18 * s)),
            int(9 * s),
            darken(face.accent, 0.2),
        )
    if face.text:
        size_px = max(8, int(10 * s))
        y = bar.bottom + int(44 * s)
        for line in fonts.wrap(face.text, size_px, w - int(14 * s))[
            : max(1, int((h - y - 6 * s) // (size_px + 3)))
        ]:
            out.blit(fonts.render(line, size_px, (40, 36, 30)), (int(7 * s), y))
            y += size_px + 3
    return out


@lru_cache(maxsize=64)
def card_back(accent: RGB, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    out = pygame.Surface(size, pygame.SRCALPHA)
    rect = out.get_rect()
    radius = max(4, w // 12)
    pygame.draw.rect(out, darken(accent, 0.55), rect, border_radius=radius)
    inner = rect.inflate(-w // 8, -w // 8)
    pygame.draw.rect(out, darken(accent, 0.35), inner, border_radius=radius // 2)
    cx, cy = rect.center
    for i in range(4, 0, -1):
        pygame.draw.circle(out, mix(accent, (20, 20, 30), 0.15 * i), (cx, cy), int(w * 0.09 * i), 2)
    for k in range(12):
        a = math.tau * k / 12
        p = (cx + w * 0.33 * math.cos(a), cy + w * 0.33 * math.sin(a))
        pygame.draw.circle(out, lighten(accent, 0.3), p, max(1, w // 40))
    pygame.draw.rect(out, lighten(accent, 0.2), rect, width=2, border_radius=radius)
    return out


def card_face(face: CardFace, size: tuple[int, int], fonts: Fonts) -> pygame.Surface:
    return _face(face, size, fonts)


class CardSprite:
    """A card placed on the board: draws itself, enlarges on hover and offers a tooltip."""

    def __init__(self, face: CardFace | None, rect: pygame.Rect, back_accent: RGB, tooltip: str = "") -> None:
        self.face = face
        self.rect = rect
        self.back_accent = back_accent
        self.tooltip = tooltip or (face.text if face else "")
        self.selected = False
        self.legal = False

    def draw(self, surface: pygame.Surface, fonts: Fonts, hovered: bool = False) -> None:
        image = (
            card_face(self.face, self.rect.size, fonts)
            if self.face
            else card_back(self.back_accent, self.rect.size)
        )
        rect = self.rect.move(0, -8) if hovered and self.legal else self.rect
        if self.legal:
            pygame.draw.rect(surface, lighten(self.back_accent, 0.4), rect.inflate(8, 8), 3, border_radius=10)
        surface.blit(image, rect)

    def draw_hover(
        self, surface: pygame.Surface, fonts: Fonts, palette: Palette, mouse: tuple[int, int]
    ) -> None:
        """The enlarged card beside the original, and its tooltip."""
        if self.face is None:
            return
        size = (int(self.rect.w * HOVER_SCALE), int(self.rect.h * HOVER_SCALE))
        big = pygame.Rect((0, 0), size)
        big.midbottom = (self.rect.centerx, self.rect.top - 10)
        big.clamp_ip(surface.get_rect().inflate(-10, -10))
        surface.blit(card_face(self.face, size, fonts), big)
        if self.tooltip:
            draw_tooltip(surface, self.tooltip, mouse, fonts, palette)


class FlyingCard(Animation):
    """A card moving between two points, optionally turning over halfway."""

    def __init__(
        self,
        start: tuple[float, float],
        end: tuple[float, float],
        image: pygame.Surface,
        *,
        back: pygame.Surface | None = None,
        duration: float = 0.38,
        delay: float = 0.0,
    ) -> None:
        super().__init__(duration, delay)
        self.start, self.end = start, end
        self.image, self.back = image, back

    def draw(self, surface: pygame.Surface) -> None:
        t = ease_in_out(self.t)
        x, y = lerp_point(self.start, self.end, t)
        y -= math.sin(math.pi * t) * 30  # a little arc
        image = self.image
        if self.back is not None:  # the flip: squash to an edge, then open on the other side
            width_scale = abs(math.cos(math.pi * t))
            image = self.back if t < 0.5 else self.image
            w = max(1, int(image.get_width() * width_scale))
            image = pygame.transform.scale(image, (w, image.get_height()))
        rect = image.get_rect(center=(int(x), int(y)))
        shadow = pygame.Rect(rect.x + 6, rect.y + 10, rect.w, rect.h)
        pygame.draw.rect(surface, (5, 6, 10), shadow, border_radius=8)
        surface.blit(image, rect)


class FlipInPlace(Animation):
    """A card turning over where it lies."""

    def __init__(
        self, centre: tuple[int, int], front: pygame.Surface, back: pygame.Surface, face_up: bool
    ) -> None:
        super().__init__(0.32)
        self.centre = centre
        self.first, self.second = (back, front) if face_up else (front, back)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        image = self.first if t < 0.5 else self.second
        w = max(1, int(image.get_width() * abs(math.cos(math.pi * t))))
        scaled = pygame.transform.scale(image, (w, image.get_height()))
        surface.blit(scaled, scaled.get_rect(center=self.centre))
