"""Procedural pictures of the Rocket table: category icons, period motifs, the rocket, the vortex.

Everything is drawn from shapes at any size, in a comic style: flat colours with a dark ink outline.
"""

from __future__ import annotations

import math

import pygame

from timetravel.ui.palette import RGB, darken, lighten, mix

INK: RGB = (24, 18, 30)
CREAM: RGB = (250, 242, 222)
PERIOD_COLOURS: tuple[RGB, ...] = (
    (214, 150, 46),  # Ancient Age: ochre
    (196, 38, 62),  # Middle Ages: crimson
    (22, 152, 148),  # Modern Age: teal
    (88, 76, 196),  # Contemporary Age: indigo
    (236, 96, 160),  # Post-WWII: pink
)
CATEGORY_COLOURS: dict[str, RGB] = {
    "humanitarian": (226, 62, 84),
    "military": (92, 110, 140),
    "creative": (236, 150, 40),
    "scientist": (46, 170, 110),
    "explorer": (40, 130, 210),
}
Point = tuple[float, float]


def _outlined_polygon(surface: pygame.Surface, colour: RGB, points: list[Point], width: int) -> None:
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, INK, points, max(1, width))


def starburst(centre: Point, outer: float, inner: float, spikes: int, turn: float = 0.0) -> list[Point]:
    """A comic 'POW' burst: alternating outer and inner points."""
    cx, cy = centre
    points = []
    for i in range(spikes * 2):
        r = outer if i % 2 == 0 else inner
        a = turn + math.pi * i / spikes
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return points


# --- category icons ------------------------------------------------------------------------------
def _heart(s: pygame.Surface, c: Point, r: float, w: int) -> None:
    cx, cy = c
    pts = []
    for k in range(40):  # the classic heart curve, scaled into r
        a = math.tau * k / 40
        x = 16 * math.sin(a) ** 3
        y = 13 * math.cos(a) - 5 * math.cos(2 * a) - 2 * math.cos(3 * a) - math.cos(4 * a)
        pts.append((cx + x * r / 17, cy - y * r / 17 - r * 0.05))
    _outlined_polygon(s, CATEGORY_COLOURS["humanitarian"], pts, w)
    pygame.draw.circle(
        s, lighten(CATEGORY_COLOURS["humanitarian"], 0.55), (cx - r * 0.4, cy - r * 0.35), r * 0.16
    )


def _shield(s: pygame.Surface, c: Point, r: float, w: int) -> None:
    cx, cy = c
    pts = [
        (cx - r * 0.8, cy - r * 0.85), (cx + r * 0.8, cy - r * 0.85), (cx + r * 0.8, cy - r * 0.1),
        (cx + r * 0.45, cy + r * 0.55), (cx, cy + r * 0.95), (cx - r * 0.45, cy + r * 0.55),
        (cx - r * 0.8, cy - r * 0.1),
    ]  # fmt: skip
    _outlined_polygon(s, CATEGORY_COLOURS["military"], pts, w)
    # a sword across the shield: blade, guard and grip
    blade = [(cx - r * 0.09, cy - r * 0.55), (cx, cy - r * 0.78), (cx + r * 0.09, cy - r * 0.55),
             (cx + r * 0.09, cy + r * 0.35), (cx - r * 0.09, cy + r * 0.35)]  # fmt: skip
    _outlined_polygon(s, (226, 230, 238), blade, max(1, w - 1))
    guard = pygame.Rect(0, 0, max(3, r * 0.7), max(2, r * 0.16))
    guard.center = (round(cx), round(cy + r * 0.38))
    pygame.draw.rect(s, (232, 184, 60), guard)
    pygame.draw.rect(s, INK, guard, 1)
    pygame.draw.line(s, (120, 72, 40), (cx, cy + r * 0.46), (cx, cy + r * 0.72), max(2, round(r * 0.14)))


def _palette(s: pygame.Surface, c: Point, r: float, w: int) -> None:
    cx, cy = c
    body = pygame.Rect(0, 0, r * 1.9, r * 1.55)
    body.center = (round(cx), round(cy))
    pygame.draw.ellipse(s, (232, 198, 140), body)
    pygame.draw.ellipse(s, INK, body, max(1, w))
    pygame.draw.circle(s, INK, (cx + r * 0.45, cy + r * 0.3), r * 0.2, max(1, w))
    pygame.draw.circle(s, (60, 40, 30), (cx + r * 0.45, cy + r * 0.3), max(1, r * 0.2 - w))
    for (dx, dy), colour in zip(
        ((-0.5, -0.25), (-0.05, -0.45), (0.4, -0.25), (-0.45, 0.28)),
        ((220, 50, 60), (40, 110, 220), (250, 210, 50), (60, 180, 90)),
        strict=True,
    ):
        pygame.draw.circle(s, colour, (cx + dx * r, cy + dy * r), max(2, r * 0.19))
    # the brush across the palette
    pygame.draw.line(
        s,
        (130, 80, 40),
        (cx + r * 0.95, cy - r * 0.95),
        (cx + r * 0.1, cy - r * 0.05),
        max(2, round(r * 0.16)),
    )
    pygame.draw.circle(s, INK, (cx + r * 0.1, cy - r * 0.05), max(2, r * 0.12))


def _flask(s: pygame.Surface, c: Point, r: float, w: int) -> None:
    cx, cy = c
    neck = r * 0.2
    pts = [(cx - neck, cy - r * 0.9), (cx + neck, cy - r * 0.9), (cx + neck, cy - r * 0.25),
           (cx + r * 0.8, cy + r * 0.8), (cx - r * 0.8, cy + r * 0.8), (cx - neck, cy - r * 0.25)]  # fmt: skip
    _outlined_polygon(s, (214, 236, 244), pts, w)
    liquid = [(cx - r * 0.48, cy + r * 0.3), (cx + r * 0.48, cy + r * 0.3), (cx + r * 0.72, cy + r * 0.72),
              (cx - r * 0.72, cy + r * 0.72)]  # fmt: skip
    pygame.draw.polygon(s, CATEGORY_COLOURS["scientist"], liquid)
    for dx, dy, k in ((-0.15, 0.05, 0.1), (0.1, -0.2, 0.07), (0.2, 0.12, 0.08)):
        pygame.draw.circle(
            s, lighten(CATEGORY_COLOURS["scientist"], 0.3), (cx + dx * r, cy + dy * r), max(1, r * k)
        )
    pygame.draw.line(s, INK, (cx - neck * 1.6, cy - r * 0.9), (cx + neck * 1.6, cy - r * 0.9), max(1, w))


def _compass(s: pygame.Surface, c: Point, r: float, w: int) -> None:
    cx, cy = c
    pygame.draw.circle(s, (236, 196, 80), (cx, cy), r * 0.95)
    pygame.draw.circle(s, CREAM, (cx, cy), r * 0.75)
    pygame.draw.circle(s, INK, (cx, cy), r * 0.95, max(1, w))
    north = [(cx, cy - r * 0.7), (cx + r * 0.2, cy), (cx - r * 0.2, cy)]
    south = [(cx, cy + r * 0.7), (cx + r * 0.2, cy), (cx - r * 0.2, cy)]
    pygame.draw.polygon(s, (216, 48, 56), north)
    pygame.draw.polygon(s, CATEGORY_COLOURS["explorer"], south)
    pygame.draw.polygon(s, INK, north + south[:1], 1)
    pygame.draw.circle(s, INK, (cx, cy), max(1, r * 0.1))


_ICONS = {
    "humanitarian": _heart,
    "military": _shield,
    "creative": _palette,
    "scientist": _flask,
    "explorer": _compass,
}


def category_icon(
    surface: pygame.Surface, category: str, centre: Point, r: float, faint: bool = False
) -> None:
    """The category's picture (heart, shield and sword, palette, flask, compass), r = half its size."""
    width = max(1, round(r / 7))
    if faint:  # an empty slot: the same picture, washed out
        layer = pygame.Surface((int(r * 2.4), int(r * 2.4)), pygame.SRCALPHA)
        _ICONS[category](layer, (r * 1.2, r * 1.2), r, width)
        layer.set_alpha(70)
        surface.blit(layer, (centre[0] - r * 1.2, centre[1] - r * 1.2))
        return
    _ICONS[category](surface, centre, r, width)


# --- period motifs (on the card backs) -----------------------------------------------------------
def period_motif(surface: pygame.Surface, period: int, centre: Point, r: float, colour: RGB) -> None:
    """Pyramid, castle tower, sailing ship, light bulb, Sputnik: one per period, in one colour."""
    cx, cy = centre
    w = max(1, round(r / 8))
    if period == 0:
        pygame.draw.polygon(
            surface, colour, [(cx - r, cy + r * 0.7), (cx + r, cy + r * 0.7), (cx, cy - r * 0.8)]
        )
        for k in (0.25, 0.55):
            y = cy - r * 0.8 + (r * 1.5) * (k + 0.2)
            half = r * (k + 0.2)
            pygame.draw.line(surface, darken(colour, 0.35), (cx - half, y), (cx + half, y), w)
    elif period == 1:
        tower = pygame.Rect(0, 0, r * 1.0, r * 1.3)
        tower.midbottom = (round(cx), round(cy + r * 0.8))
        pygame.draw.rect(surface, colour, tower)
        for k in range(3):
            merlon = pygame.Rect(tower.x + k * tower.w * 0.4, tower.y - r * 0.28, tower.w * 0.22, r * 0.3)
            pygame.draw.rect(surface, colour, merlon)
        door = pygame.Rect(0, 0, r * 0.36, r * 0.5)
        door.midbottom = tower.midbottom
        pygame.draw.rect(surface, darken(colour, 0.45), door, border_top_left_radius=int(r * 0.18),
                         border_top_right_radius=int(r * 0.18))  # fmt: skip
    elif period == 2:
        pygame.draw.polygon(surface, colour, [(cx - r * 0.9, cy + r * 0.35), (cx + r * 0.9, cy + r * 0.35),
                                              (cx + r * 0.6, cy + r * 0.8), (cx - r * 0.6, cy + r * 0.8)])  # fmt: skip
        pygame.draw.line(surface, colour, (cx, cy + r * 0.35), (cx, cy - r * 0.9), w + 1)
        pygame.draw.polygon(surface, colour, [(cx + r * 0.08, cy - r * 0.8), (cx + r * 0.75, cy + r * 0.2),
                                              (cx + r * 0.08, cy + r * 0.2)])  # fmt: skip
        pygame.draw.polygon(surface, colour, [(cx - r * 0.08, cy - r * 0.55), (cx - r * 0.6, cy + r * 0.2),
                                              (cx - r * 0.08, cy + r * 0.2)])  # fmt: skip
    elif period == 3:
        pygame.draw.circle(surface, colour, (cx, cy - r * 0.2), r * 0.62)
        base = pygame.Rect(0, 0, r * 0.6, r * 0.5)
        base.midtop = (round(cx), round(cy + r * 0.3))
        pygame.draw.rect(surface, colour, base)
        for k in range(3):
            y = base.y + 4 + k * base.h / 3
            pygame.draw.line(surface, darken(colour, 0.4), (base.x, y), (base.right - 1, y), w)
        for k in range(7):
            a = math.pi + math.pi * k / 6
            p1 = (cx + r * 0.75 * math.cos(a), cy - r * 0.2 + r * 0.75 * math.sin(a))
            p2 = (cx + r * 0.98 * math.cos(a), cy - r * 0.2 + r * 0.98 * math.sin(a))
            pygame.draw.line(surface, colour, p1, p2, w)
    else:
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.42)
        for k in range(4):
            a = math.radians(150 + k * 18)
            p = (cx + r * 1.05 * math.cos(a) + r * 0.4, cy + r * 1.05 * math.sin(a) * -1 + r * 0.25)
            pygame.draw.line(surface, colour, (cx, cy), (p[0] + r * 0.9, p[1] + r * 0.1), w)
        pygame.draw.circle(surface, lighten(colour, 0.5), (cx - r * 0.14, cy - r * 0.14), r * 0.12)


# --- small symbols --------------------------------------------------------------------------------
def gender_symbol(surface: pygame.Surface, gender: str, centre: Point, r: float, colour: RGB) -> None:
    """Venus (circle and cross) or Mars (circle and arrow), drawn: the font may lack the glyphs."""
    cx, cy = centre
    w = max(1, round(r / 3.5))
    if gender == "female":
        pygame.draw.circle(surface, colour, (cx, cy - r * 0.3), r * 0.55, w)
        pygame.draw.line(surface, colour, (cx, cy + r * 0.25), (cx, cy + r), w)
        pygame.draw.line(surface, colour, (cx - r * 0.35, cy + r * 0.62), (cx + r * 0.35, cy + r * 0.62), w)
    else:
        pygame.draw.circle(surface, colour, (cx - r * 0.2, cy + r * 0.2), r * 0.55, w)
        tip = (cx + r * 0.75, cy - r * 0.75)
        pygame.draw.line(surface, colour, (cx + r * 0.18, cy - r * 0.18), tip, w)
        pygame.draw.line(surface, colour, tip, (tip[0] - r * 0.5, tip[1]), w)
        pygame.draw.line(surface, colour, tip, (tip[0], tip[1] + r * 0.5), w)


def rocket(surface: pygame.Surface, centre: Point, length: float, body: RGB = (240, 236, 226),
           trim: RGB = (222, 58, 72), flame: bool = True, left: bool = True) -> None:  # fmt: skip
    """A retro rocket lying on its side, nose to the left (or right), with fins and a porthole."""
    cx, cy = centre
    d = -1 if left else 1
    half, radius = length / 2, length * 0.2
    nose = (cx + d * half, cy)
    if flame:
        tail = cx - d * half * 0.62
        pygame.draw.polygon(surface, (250, 160, 40), [(tail, cy - radius * 0.7), (tail - d * half * 0.55, cy),
                                                      (tail, cy + radius * 0.7)])  # fmt: skip
        pygame.draw.polygon(surface, (255, 236, 120), [(tail, cy - radius * 0.4), (tail - d * half * 0.32, cy),
                                                       (tail, cy + radius * 0.4)])  # fmt: skip
    for sign in (-1, 1):  # fins
        fin = [(cx - d * half * 0.25, cy + sign * radius * 0.8), (cx - d * half * 0.7, cy + sign * radius * 1.8),
               (cx - d * half * 0.7, cy + sign * radius * 0.6)]  # fmt: skip
        _outlined_polygon(surface, trim, fin, 1)
    hull = pygame.Rect(0, 0, half * 1.4, radius * 2)
    hull.center = (round(cx - d * half * 0.1), round(cy))
    pygame.draw.ellipse(surface, body, hull)
    pygame.draw.ellipse(surface, INK, hull, max(1, round(length / 40)))
    cone = [(cx + d * half * 0.45, cy - radius * 0.92), nose, (cx + d * half * 0.45, cy + radius * 0.92)]
    _outlined_polygon(surface, trim, cone, max(1, round(length / 40)))
    pygame.draw.circle(surface, (90, 170, 230), (cx + d * half * 0.12, cy), radius * 0.45)
    pygame.draw.circle(surface, INK, (cx + d * half * 0.12, cy), radius * 0.45, max(1, round(length / 50)))


def vortex(surface: pygame.Surface, centre: Point, r: float, colour: RGB, turn: float = 0.0) -> None:
    """A spiral of three arms winding into the centre."""
    cx, cy = centre
    for arm in range(3):
        points = []
        for k in range(28):
            f = k / 27
            a = turn + arm * math.tau / 3 + f * math.pi * 2.2
            rr = r * (1 - f * 0.92)
            points.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        shade = mix(colour, (255, 255, 255), 0.15 * arm)
        pygame.draw.lines(surface, shade, False, points, max(2, round(r / 6)))
    pygame.draw.circle(surface, INK, (cx, cy), max(2, r * 0.14))
