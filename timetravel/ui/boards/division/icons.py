"""The icon language of the effect rows, drawn from shapes: locations, specifications, actions.

Each icon is drawn large and smoothed down once, then cached per kind, side, size and ink. A side
puts the glyph on a badge whose shape backs up its colour (see theme.py).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from timetravel.ui import draw
from timetravel.ui.boards.division.theme import BLUE, BLUE_SAFE, GOLD, ORANGE, RED, RED_SAFE
from timetravel.ui.memory import per_game
from timetravel.ui.palette import RGB, darken, lighten

_SUPER = 4  # icons are drawn this many times larger, then smoothed down
Glyph = Callable[[pygame.Surface, float, float, float, RGB, str], None]
WHITE: RGB = (250, 250, 246)


def _card(
    s: pygame.Surface, cx: float, cy: float, w: float, h: float, c: RGB, width: int, angle: float = 0.0
) -> None:
    hw, hh = w / 2, h / 2
    pts = [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)]
    ca, sa = math.cos(angle), math.sin(angle)
    rot = [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]
    pygame.draw.polygon(s, c, rot, width)


def _arrow(s: pygame.Surface, x0: float, y0: float, x1: float, y1: float, c: RGB, width: int) -> None:
    pygame.draw.line(s, c, (x0, y0), (x1, y1), width)
    a = math.atan2(y1 - y0, x1 - x0)
    head = width * 2.6
    left = (x1 - head * math.cos(a - 0.55), y1 - head * math.sin(a - 0.55))
    right = (x1 - head * math.cos(a + 0.55), y1 - head * math.sin(a + 0.55))
    pygame.draw.polygon(s, c, [(x1 + math.cos(a) * width, y1 + math.sin(a) * width), left, right])


def _text(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, text: str, scale: float = 1.3) -> None:
    font = pygame.font.Font(None, max(8, int(r * scale * 1.6)))
    img = font.render(text, True, c)
    s.blit(img, img.get_rect(center=(int(cx), int(cy + r * 0.05))))


# --- locations -------------------------------------------------------------------------------------
def _past(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    w = r * 0.8
    pygame.draw.polygon(s, c, [(cx - w, cy - r), (cx + w, cy - r), (cx, cy)])
    pygame.draw.polygon(s, c, [(cx, cy), (cx + w, cy + r), (cx - w, cy + r)])
    pygame.draw.line(s, c, (cx - w * 1.2, cy - r), (cx + w * 1.2, cy - r), max(2, int(r / 5)))
    pygame.draw.line(s, c, (cx - w * 1.2, cy + r), (cx + w * 1.2, cy + r), max(2, int(r / 5)))


def _independent(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    lw = max(2, int(r / 6))
    for i in range(3):
        y = cy + r * 0.5 - i * r * 0.45
        rect = pygame.Rect(0, 0, r * 1.5, r * 0.9)
        rect.center = (int(cx + (i - 1) * r * 0.12), int(y))
        pygame.draw.rect(s, c, rect, lw if i < 2 else 0, border_radius=int(r / 6))


def _decision(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    lw = max(2, int(r / 5))
    _card(s, cx, cy - r * 0.15, r * 1.0, r * 1.35, c, lw)
    pygame.draw.polygon(s, c, [(cx - r, cy + r * 0.95), (cx + r, cy + r * 0.95), (cx + r * 0.7, cy + r * 0.6),
                               (cx - r * 0.7, cy + r * 0.6)])  # fmt: skip


def _temporary(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    lw = max(2, int(r / 5))
    pygame.draw.circle(s, c, (cx, cy), r * 0.95, lw)
    pygame.draw.line(s, c, (cx, cy), (cx, cy - r * 0.62), lw)
    pygame.draw.line(s, c, (cx, cy), (cx + r * 0.45, cy + r * 0.2), lw)


def _influence(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    for i in range(3):
        rect = pygame.Rect(0, 0, r * 0.52, r * 1.3)
        rect.center = (int(cx + (i - 1) * r * 0.66), int(cy + r * 0.12))
        pygame.draw.rect(s, c, rect, border_radius=int(r / 8))
    pygame.draw.polygon(
        s, c, [(cx - r * 0.9, cy - r * 0.72), (cx + r * 0.9, cy - r * 0.72), (cx, cy - r * 1.02)]
    )


def _hand(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    lw = max(2, int(r / 6))
    for a in (-0.45, 0.0, 0.45):
        ox, oy = math.sin(a) * r * 0.45, -math.cos(a) * r * 0.1
        _card(s, cx + ox, cy + oy, r * 0.8, r * 1.25, c, lw, a)


# --- specifications ----------------------------------------------------------------------------------
def _single(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    _card(s, cx, cy, r * 1.05, r * 1.5, c, max(2, int(r / 5)))


def _value(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, label: str) -> None:
    _card(s, cx, cy, r * 1.3, r * 1.7, c, max(2, int(r / 6)))
    _text(s, cx, cy, r, c, label or "#", 1.2)


def _random(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    _text(s, cx, cy, r, c, "?", 1.6)


def _lowest(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    lw = max(2, int(r / 4))
    _arrow(s, cx, cy - r * 0.8, cx, cy + r * 0.55, c, lw)
    pygame.draw.line(s, c, (cx - r * 0.7, cy + r * 0.95), (cx + r * 0.7, cy + r * 0.95), lw)


def _highest(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    lw = max(2, int(r / 4))
    _arrow(s, cx, cy + r * 0.8, cx, cy - r * 0.55, c, lw)
    pygame.draw.line(s, c, (cx - r * 0.7, cy - r * 0.95), (cx + r * 0.7, cy - r * 0.95), lw)


def _chosen(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    lw = max(2, int(r / 6))
    rect = pygame.Rect(0, 0, r * 1.9, r * 1.1)
    rect.center = (int(cx), int(cy))
    pygame.draw.ellipse(s, c, rect, lw)
    pygame.draw.circle(s, c, (cx, cy), r * 0.36)


def _rotated(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    lw = max(2, int(r / 5))
    rect = pygame.Rect(0, 0, r * 1.6, r * 1.6)
    rect.center = (int(cx), int(cy))
    pygame.draw.arc(s, c, rect, 0.3, math.pi * 1.7, lw)
    end = (cx + r * 0.8 * math.cos(0.3), cy - r * 0.8 * math.sin(0.3))
    pygame.draw.polygon(s, c, [(end[0] - r * 0.35, end[1] - r * 0.05), (end[0] + r * 0.35, end[1] - r * 0.05),
                               (end[0], end[1] + r * 0.4)])  # fmt: skip


def _all(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    lw = max(2, int(r / 6))
    for i in range(3):
        _card(s, cx + (i - 1) * r * 0.45, cy + (1 - i) * r * 0.12, r * 0.8, r * 1.3, c, lw)
    _text(s, cx, cy + r * 0.1, r * 0.6, c, "ALL", 1.0)


def _all_rotated(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, label: str) -> None:
    _rotated(s, cx, cy, r * 0.8, c, label)
    _text(s, cx, cy + r * 0.05, r * 0.5, c, "ALL", 1.0)


def _neighbours(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    lw = max(2, int(r / 5))
    _card(s, cx, cy, r * 0.55, r * 0.9, c, 0)
    _arrow(s, cx - r * 0.4, cy, cx - r * 1.0, cy, c, lw)
    _arrow(s, cx + r * 0.4, cy, cx + r * 1.0, cy, c, lw)


def _count_cards(up: bool) -> Glyph:
    def glyph(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
        lw = max(2, int(r / 6))
        for i in range(3 if up else 1):
            _card(s, cx - r * 0.35 + i * r * 0.25, cy - i * r * 0.15, r * 0.7, r * 1.1, c, lw)
        (_arrow_up if up else _arrow_down)(s, cx + r * 0.7, cy, r, c, lw)

    return glyph


def _total(up: bool) -> Glyph:
    def glyph(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
        _text(s, cx - r * 0.25, cy, r, c, "Σ", 1.4)
        (_arrow_up if up else _arrow_down)(s, cx + r * 0.7, cy, r, c, max(2, int(r / 6)))

    return glyph


def _highest_card(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    _card(s, cx - r * 0.25, cy, r * 0.9, r * 1.3, c, max(2, int(r / 6)))
    _arrow_up(s, cx + r * 0.7, cy, r, c, max(2, int(r / 6)))


def _arrow_up(s: pygame.Surface, x: float, cy: float, r: float, c: RGB, lw: int) -> None:
    _arrow(s, x, cy + r * 0.7, x, cy - r * 0.5, c, lw)


def _arrow_down(s: pygame.Surface, x: float, cy: float, r: float, c: RGB, lw: int) -> None:
    _arrow(s, x, cy - r * 0.7, x, cy + r * 0.5, c, lw)


# --- actions ---------------------------------------------------------------------------------------------
def _move(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    _arrow(s, cx - r * 0.9, cy, cx + r * 0.6, cy, c, max(3, int(r / 3.2)))


def _exchange(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    lw = max(2, int(r / 4.5))
    _arrow(s, cx - r * 0.9, cy - r * 0.35, cx + r * 0.6, cy - r * 0.35, c, lw)
    _arrow(s, cx + r * 0.9, cy + r * 0.35, cx - r * 0.6, cy + r * 0.35, c, lw)


def _rotate(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, label: str) -> None:
    _rotated(s, cx, cy, r * 1.05, c, label)


def _trigger(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    pts = [(cx + r * 0.25, cy - r), (cx - r * 0.55, cy + r * 0.15), (cx - r * 0.02, cy + r * 0.15),
           (cx - r * 0.3, cy + r), (cx + r * 0.6, cy - r * 0.2), (cx + r * 0.05, cy - r * 0.2)]  # fmt: skip
    pygame.draw.polygon(s, c, pts)


def _no_trigger(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, label: str) -> None:
    _trigger(s, cx, cy, r * 0.85, c, label)
    pygame.draw.line(s, RED, (cx - r, cy + r), (cx + r, cy - r), max(2, int(r / 4)))
    pygame.draw.circle(s, RED, (cx, cy), r, max(2, int(r / 5)))


def _coin(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    pygame.draw.circle(s, GOLD, (cx, cy), r * 0.95)
    pygame.draw.circle(s, darken(GOLD, 0.45), (cx, cy), r * 0.95, max(2, int(r / 6)))
    pygame.draw.circle(s, darken(GOLD, 0.3), (cx, cy), r * 0.55, max(1, int(r / 8)))


def _simultaneous(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    lw = max(2, int(r / 6))
    _card(s, cx - r * 0.5, cy, r * 0.75, r * 1.2, c, lw)
    _card(s, cx + r * 0.5, cy, r * 0.75, r * 1.2, c, lw)
    pygame.draw.line(s, c, (cx - r * 0.2, cy - r * 0.2), (cx + r * 0.2, cy - r * 0.2), lw)
    pygame.draw.line(s, c, (cx - r * 0.2, cy + r * 0.2), (cx + r * 0.2, cy + r * 0.2), lw)


# --- marks ---------------------------------------------------------------------------------------------------
def _ignore(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    pts = [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)]
    pygame.draw.polygon(s, (246, 200, 40), pts)
    pygame.draw.polygon(s, (30, 24, 10), pts, max(2, int(r / 6)))
    _text(s, cx, cy + r * 0.18, r * 0.8, (30, 24, 10), "!", 1.4)


def _star(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, _: str) -> None:
    pts = draw.shape_points("star", (cx, cy), r)
    pygame.draw.polygon(s, GOLD, pts)
    pygame.draw.polygon(s, darken(GOLD, 0.5), pts, max(2, int(r / 7)))


def _number(s: pygame.Surface, cx: float, cy: float, r: float, c: RGB, label: str) -> None:
    _text(s, cx, cy, r, c, label, 1.5)


GLYPHS: dict[str, Glyph] = {
    "past": _past, "independent": _independent, "decision": _decision, "temporary": _temporary,
    "influence": _influence, "hand": _hand,
    "single": _single, "value": _value, "random": _random, "lowest": _lowest, "highest": _highest,
    "chosen": _chosen, "rotated": _rotated, "all": _all, "all_rotated": _all_rotated,
    "neighbours": _neighbours, "most_cards": _count_cards(True), "fewest_cards": _count_cards(False),
    "highest_total": _total(True), "lowest_total": _total(False), "highest_card": _highest_card,
    "move": _move, "exchange": _exchange, "rotate": _rotate, "trigger": _trigger,
    "no_trigger": _no_trigger, "coin": _coin, "simultaneous": _simultaneous,
    "ignore": _ignore, "star": _star, "number": _number,
}  # fmt: skip


def _badge(s: pygame.Surface, side: str, cx: float, cy: float, r: float, safe: bool) -> None:
    blue, red = (BLUE_SAFE, RED_SAFE) if safe else (BLUE, RED)
    if side == "blue":
        pygame.draw.circle(s, blue, (cx, cy), r)
        pygame.draw.circle(s, darken(blue, 0.4), (cx, cy), r, max(2, int(r / 9)))
    elif side == "red":
        rect = pygame.Rect(0, 0, r * 1.8, r * 1.8)
        rect.center = (int(cx), int(cy))
        pygame.draw.rect(s, red, rect, border_radius=int(r / 5))
        pygame.draw.rect(s, darken(red, 0.4), rect, max(2, int(r / 9)), border_radius=int(r / 5))
    elif side == "any":
        rect = pygame.Rect(0, 0, r * 2, r * 2)
        rect.center = (int(cx), int(cy))
        pygame.draw.circle(s, blue, (cx, cy), r, draw_top_left=True, draw_bottom_left=True)
        pygame.draw.circle(s, red, (cx, cy), r, draw_top_right=True, draw_bottom_right=True)
        pygame.draw.circle(s, (30, 30, 36), (cx, cy), r, max(2, int(r / 9)))
    elif side == "orange":
        pts = draw.shape_points("hexagon", (cx, cy), r * 1.05)
        pygame.draw.polygon(s, ORANGE, pts)
        pygame.draw.polygon(s, darken(ORANGE, 0.45), pts, max(2, int(r / 9)))
    else:  # neutral: a grey plate
        pygame.draw.circle(s, (132, 134, 142), (cx, cy), r)
        pygame.draw.circle(s, (70, 72, 80), (cx, cy), r, max(2, int(r / 9)))


@per_game
@lru_cache(maxsize=1024)
def icon(
    kind: str, size: int, ink: RGB, side: str | None = None, label: str = "", safe: bool = False
) -> pygame.Surface:
    """One icon, `size` pixels square. With a side ("blue", "red", "any", "orange", "neutral") the
    glyph is white on that side's badge; without one it is drawn in `ink`."""
    big = size * _SUPER
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    r = big / 2 - _SUPER
    colour = ink
    if side is not None:
        _badge(surf, side, c, c, r, safe)
        colour = WHITE
        r *= 0.62
    else:
        r *= 0.86
    GLYPHS[kind](surf, c, c, r, colour, label)
    return pygame.transform.smoothscale(surf, (size, size))


def glyph_colour(paper: RGB) -> RGB:
    """Ink that reads on a card's paper."""
    return darken(paper, 0.75) if sum(paper) > 300 else lighten(paper, 0.85)
