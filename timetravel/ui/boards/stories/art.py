"""The panorama pictures, drawn for each location from its painter's description (the scenario's
English panorama text, read for key words, never shown as a picture's caption): a waterfront under
a sky, or a room; then the things the words name (columns, jars, crates, mirrors, a ship's ribs, a
fire, smoke, a lit window). The location's id seeds the details, so a place always looks the same
and two places never alike. Everything is toned sepia, the agency's past."""

from __future__ import annotations

import random
import zlib
from collections.abc import Callable

import pygame

from timetravel.ui.boards.stories.theme import SEPIA, SEPIA_DARK
from timetravel.ui.palette import RGB, darken, lighten, mix

PICTURE = (980, 200)
OUTSIDE = ("water", "quay", "lagoon", "island", "square", "point", "canal", "sky", "landing")
INSIDE = ("shop", "room", "workshop", "shed", "docks", "warehouse", "cellar", "hall", "ward")


def picture(
    ident: str, description: str, red: bool, aspect: float = PICTURE[0] / PICTURE[1]
) -> pygame.Surface:
    """The wide picture across a location's card backs, `aspect` times as wide as high (the row's
    own shape, so nothing is squashed)."""
    words = description.lower()
    rng = random.Random(zlib.crc32(ident.encode()))
    surface = pygame.Surface((max(300, round(PICTURE[1] * aspect)), PICTURE[1]))
    outside = _count(words, OUTSIDE) > _count(words, INSIDE)
    tint = _tint(words, rng)
    if outside:
        _outside(surface, rng, tint, words)
    else:
        _inside(surface, rng, tint, words)
    for word, paint in FEATURES:
        if word in words:
            paint(surface, rng, tint)
    _sepia(surface, 0.35)
    if red:
        glow = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(glow, (200, 40, 30, 70), glow.get_rect(), 10)
        surface.blit(glow, (0, 0))
    return surface


def _count(words: str, keys: tuple[str, ...]) -> int:
    return sum(1 for key in keys if key in words)


def _tint(words: str, rng: random.Random) -> RGB:
    if "red" in words or "glow" in words or "fire" in words:
        return (190, 90, 50)
    if "grey" in words or "dawn" in words:
        return (170, 150, 160)
    if "smok" in words or "dark" in words or "black" in words:
        return (110, 86, 64)
    if "brown" in words:
        return (140, 110, 70)
    return mix((150, 140, 120), (rng.randrange(90, 200), rng.randrange(90, 180), rng.randrange(80, 160)), 0.4)


def _gradient(surface: pygame.Surface, rect: pygame.Rect, top: RGB, bottom: RGB) -> None:
    for y in range(rect.h):
        pygame.draw.line(
            surface, mix(top, bottom, y / max(1, rect.h - 1)), (rect.x, rect.y + y), (rect.right, rect.y + y)
        )


def _outside(surface: pygame.Surface, rng: random.Random, tint: RGB, words: str) -> None:
    w, h = surface.get_size()
    horizon = int(h * rng.uniform(0.52, 0.62))
    _gradient(surface, pygame.Rect(0, 0, w, horizon), lighten(tint, 0.35), lighten(tint, 0.6))
    sun = (rng.randrange(w // 5, 4 * w // 5), rng.randrange(20, horizon - 30))
    for r, alpha in ((46, 40), (30, 70), (16, 140)):
        disc = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
        pygame.draw.circle(disc, (255, 240, 210, alpha), (r, r), r)
        surface.blit(disc, (sun[0] - r, sun[1] - r))
    for layer, shade in ((0, 0.45), (1, 0.62)):  # two rows of roofs, the nearer darker
        x = -rng.randrange(0, 40)
        while x < w:
            bw, bh = rng.randrange(40, 110), rng.randrange(24, 70) + layer * 10
            colour = darken(tint, shade + rng.uniform(-0.05, 0.05))
            top = horizon - bh + layer * 6
            pygame.draw.rect(surface, colour, pygame.Rect(x, top, bw, bh))
            if rng.random() < 0.25:  # a bell tower or a dome
                if rng.random() < 0.5:
                    pygame.draw.rect(surface, colour, pygame.Rect(x + bw // 3, top - 50, 14, 52))
                    pygame.draw.polygon(
                        surface,
                        colour,
                        [
                            (x + bw // 3 - 3, top - 50),
                            (x + bw // 3 + 17, top - 50),
                            (x + bw // 3 + 7, top - 68),
                        ],
                    )
                else:
                    pygame.draw.circle(surface, colour, (x + bw // 2, top), bw // 3)
            for _ in range(rng.randrange(0, 4)):  # lit windows
                wx, wy = x + rng.randrange(4, max(5, bw - 8)), top + rng.randrange(6, max(7, bh - 8))
                pygame.draw.rect(surface, (240, 200, 120), pygame.Rect(wx, wy, 4, 6))
            x += bw + rng.randrange(-6, 10)
    _gradient(surface, pygame.Rect(0, horizon, w, h - horizon), darken(tint, 0.25), darken(tint, 0.6))
    for _ in range(70):  # ripples catching the light
        y = rng.randrange(horizon + 4, h)
        x, length = rng.randrange(0, w), rng.randrange(10, 50)
        pygame.draw.line(surface, lighten(tint, 0.2), (x, y), (x + length, y), 1)
    if "figure" in words or "gondol" in words or "boat" in words or rng.random() < 0.6:
        _boat(surface, rng, horizon, tint)


def _boat(surface: pygame.Surface, rng: random.Random, horizon: int, tint: RGB) -> None:
    w, h = surface.get_size()
    x, y = rng.randrange(60, w - 200), rng.randrange(horizon + 20, h - 20)
    hull = darken(tint, 0.8)
    pygame.draw.polygon(surface, hull, [(x, y - 6), (x + 140, y - 6), (x + 120, y + 6), (x + 14, y + 6)])
    pygame.draw.line(surface, hull, (x + 140, y - 6), (x + 150, y - 20), 3)
    pygame.draw.line(surface, hull, (x + 100, y - 6), (x + 92, y - 40), 2)  # the gondolier's oar
    pygame.draw.circle(surface, hull, (x + 100, y - 30), 4)
    pygame.draw.rect(surface, hull, pygame.Rect(x + 97, y - 26, 6, 20))


def _inside(surface: pygame.Surface, rng: random.Random, tint: RGB, words: str) -> None:
    w, h = surface.get_size()
    floor = int(h * 0.72)
    _gradient(surface, pygame.Rect(0, 0, w, floor), darken(tint, 0.35), darken(tint, 0.1))
    brick = "brick" in words or "ward" in words
    step = 22 if brick else 60
    for y in range(0, floor, 12 if brick else step):  # bricks or planks
        pygame.draw.line(surface, darken(tint, 0.45), (0, y), (w, y), 1)
        if brick:
            offset = 0 if (y // 12) % 2 else 11
            for x in range(offset, w, step):
                pygame.draw.line(surface, darken(tint, 0.45), (x, y), (x, y + 12), 1)
    if "beam" in words or "docks" in words or "shed" in words:
        for x in range(rng.randrange(0, 60), w, 150):
            pygame.draw.rect(surface, darken(tint, 0.7), pygame.Rect(x, 0, 16, floor))
        pygame.draw.rect(surface, darken(tint, 0.7), pygame.Rect(0, 10, w, 14))
    _gradient(surface, pygame.Rect(0, floor, w, h - floor), darken(tint, 0.5), darken(tint, 0.75))
    for x in range(0, w, 70):
        pygame.draw.line(surface, darken(tint, 0.8), (x, floor), (x - 60, h), 1)
    for _ in range(3):  # pools of lamplight
        _glow(
            surface,
            (rng.randrange(40, w - 40), rng.randrange(30, floor - 10)),
            rng.randrange(40, 80),
            (255, 210, 140),
            40,
        )


def _glow(surface: pygame.Surface, centre: tuple[int, int], r: int, colour: RGB, alpha: int) -> None:
    disc = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    for k in range(4, 0, -1):
        pygame.draw.circle(disc, (*colour, alpha // k), (r, r), r * k // 4)
    surface.blit(disc, (centre[0] - r, centre[1] - r), special_flags=pygame.BLEND_RGBA_ADD)


def _columns(surface: pygame.Surface, rng: random.Random, tint: RGB) -> None:
    w, h = surface.get_size()
    for x in (round(w * rng.uniform(0.18, 0.3)), round(w * rng.uniform(0.64, 0.78))):
        colour = lighten(tint, 0.15)
        pygame.draw.rect(surface, colour, pygame.Rect(x, 30, 18, h - 60))
        pygame.draw.rect(surface, darken(colour, 0.3), pygame.Rect(x - 5, 24, 28, 8))
        pygame.draw.rect(surface, darken(colour, 0.3), pygame.Rect(x - 5, h - 34, 28, 8))
        pygame.draw.circle(surface, darken(colour, 0.4), (x + 9, 16), 9)


def _jars(surface: pygame.Surface, rng: random.Random, tint: RGB) -> None:
    w = surface.get_width()
    for shelf in (48, 92):
        pygame.draw.rect(surface, darken(tint, 0.6), pygame.Rect(0, shelf, w, 6))
        x = rng.randrange(0, 20)
        while x < w:
            colour = rng.choice(((60, 90, 150), (200, 180, 140), (140, 60, 50), (70, 120, 90)))
            jar = pygame.Rect(x, shelf - 26, 16, 26)
            pygame.draw.rect(surface, colour, jar, border_radius=5)
            pygame.draw.rect(surface, (230, 220, 190), jar.inflate(-6, -14))
            x += rng.randrange(20, 34)


def _crates(surface: pygame.Surface, rng: random.Random, tint: RGB) -> None:
    w, h = surface.get_size()
    for _ in range(14):
        size = rng.randrange(26, 48)
        rect = pygame.Rect(rng.randrange(0, w - size), h - size - rng.randrange(20, 50), size, size)
        pygame.draw.rect(surface, lighten(tint, 0.05), rect)
        pygame.draw.rect(surface, darken(tint, 0.5), rect, 2)
        pygame.draw.line(surface, darken(tint, 0.5), rect.topleft, rect.bottomright, 2)


def _mirrors(surface: pygame.Surface, rng: random.Random, tint: RGB) -> None:
    w = surface.get_width()
    for _ in range(18):
        rect = pygame.Rect(
            rng.randrange(0, w - 30), rng.randrange(20, 90), rng.randrange(18, 30), rng.randrange(26, 44)
        )
        pygame.draw.ellipse(surface, (200, 206, 214), rect)
        pygame.draw.ellipse(surface, (120, 100, 60), rect, 2)
        pygame.draw.line(surface, (250, 250, 255), (rect.x + 5, rect.y + 8), (rect.x + 9, rect.y + 4), 2)


def _ribs(surface: pygame.Surface, rng: random.Random, tint: RGB) -> None:
    w, h = surface.get_size()
    keel = h - 44
    pygame.draw.line(surface, darken(tint, 0.75), (round(w * 0.26), keel), (round(w * 0.74), keel - 20), 6)
    for i in range(12):
        x = round(w * 0.28 + i * w * 0.038)
        pygame.draw.arc(surface, darken(tint, 0.7), pygame.Rect(x - 30, keel - 110 - i, 60, 120), 3.3, 6.1, 4)


def _fire(surface: pygame.Surface, rng: random.Random, tint: RGB) -> None:
    w, h = surface.get_size()
    x = rng.randrange(120, w - 120)
    pygame.draw.rect(surface, (90, 40, 30), pygame.Rect(x - 60, h - 110, 120, 90), border_radius=12)
    pygame.draw.ellipse(surface, (30, 14, 10), pygame.Rect(x - 34, h - 80, 68, 44))
    _glow(surface, (x, h - 60), 110, (255, 120, 40), 90)
    for i in range(5):  # glowing rods
        pygame.draw.line(surface, (255, 180, 90), (x + 70 + i * 18, h - 40), (x + 110 + i * 18, h - 120), 3)


def _smoke(surface: pygame.Surface, rng: random.Random, tint: RGB) -> None:
    w, h = surface.get_size()
    haze = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(16):
        r = rng.randrange(30, 80)
        pygame.draw.circle(haze, (90, 80, 70, 40), (rng.randrange(0, w), rng.randrange(0, h // 2)), r)
    surface.blit(haze, (0, 0))


def _window(surface: pygame.Surface, rng: random.Random, tint: RGB) -> None:
    w = surface.get_width()
    rect = pygame.Rect(w - rng.randrange(120, 200), 56, 22, 30)
    pygame.draw.rect(surface, (255, 214, 120), rect)
    _glow(surface, rect.center, 50, (255, 200, 110), 60)


def _sacks(surface: pygame.Surface, rng: random.Random, tint: RGB) -> None:
    w, h = surface.get_size()
    x = rng.randrange(20, 200)
    for row in range(3):
        for i in range(6 - row):
            rect = pygame.Rect(x + i * 36 + row * 18, h - 50 - row * 24, 40, 30)
            pygame.draw.ellipse(surface, (196, 170, 120), rect)
            pygame.draw.ellipse(surface, (120, 96, 60), rect, 2)


def _table(surface: pygame.Surface, rng: random.Random, tint: RGB) -> None:
    w, h = surface.get_size()
    x = rng.randrange(w // 3, max(w // 3 + 1, w - 220))
    pygame.draw.rect(surface, darken(tint, 0.7), pygame.Rect(x, h - 70, 200, 12))
    for lx in (x + 10, x + 180):
        pygame.draw.rect(surface, darken(tint, 0.7), pygame.Rect(lx, h - 60, 8, 40))
    for i in range(4):  # figures around it
        cx = x + 20 + i * 52
        pygame.draw.circle(surface, darken(tint, 0.85), (cx, h - 96), 10)
        pygame.draw.rect(surface, darken(tint, 0.85), pygame.Rect(cx - 12, h - 86, 24, 26), border_radius=6)


def _door(surface: pygame.Surface, rng: random.Random, tint: RGB) -> None:
    w, h = surface.get_size()
    rect = pygame.Rect(w - rng.randrange(90, 160), h - 150, 56, 110)
    pygame.draw.rect(surface, (70, 70, 76), rect, border_top_left_radius=26, border_top_right_radius=26)
    for y in range(rect.y + 20, rect.bottom, 22):
        pygame.draw.line(surface, (40, 40, 44), (rect.x, y), (rect.right, y), 2)


Feature = Callable[[pygame.Surface, random.Random, RGB], None]
FEATURES: tuple[tuple[str, Feature], ...] = (
    ("column", _columns), ("jar", _jars), ("crate", _crates), ("sack", _sacks), ("mirror", _mirrors),
    ("rib", _ribs), ("glow", _fire), ("fire", _fire), ("smok", _smoke), ("gambler", _table),
    ("table", _table), ("window", _window), ("iron door", _door), ("locked", _door),
)  # fmt: skip


def _sepia(surface: pygame.Surface, amount: float) -> None:
    """Wash the picture towards sepia, the colour of the past."""
    wash = pygame.Surface(surface.get_size())
    wash.fill(mix(SEPIA, SEPIA_DARK, 0.4))
    wash.set_alpha(round(255 * amount))
    surface.blit(wash, (0, 0))
