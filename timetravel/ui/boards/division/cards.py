"""Card faces in each era's palette and card backs, rendered once per size and cached.

A face reads like the printed card: the influence value big in the top-left badge, the name beside
it, the era's emblem (with the Time Traveler star and the ignore triangle), then the special bar
(black delayed, orange check, pink modified influence) and the standard effect rows as icons.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from timetravel.games.division.content import ERAS, Card, Row, card_index, load_era
from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.boards.division.icons import glyph_colour, icon
from timetravel.ui.boards.division.theme import DELAY, ORANGE, PINK, EraStyle, era_style
from timetravel.ui.fonts import Fonts
from timetravel.ui.memory import per_game
from timetravel.ui.palette import RGB, darken, lighten, mix

REF_W = 92  # the size the layout below is designed at; other sizes scale it
SMALL_W = 66  # narrower cards (Influence Areas, The Past) put the name under the value badge
Token = tuple[str, str | None, str]  # glyph kind, side, label


def row_tokens(row: Row) -> list[Token]:
    """The icons of one effect row, left to right: LOCATION, SPEC, ACTION(S), LOCATION."""
    out: list[Token] = []
    if row.take is not None:
        out.append((row.take.location, row.take.side or "neutral", ""))
        if row.take.spec != "single":
            out.append((row.take.spec, None, str(row.take.value or "")))
    out += [(verb, None, "") for verb in row.actions]
    if row.to is not None:
        out.append((row.to.location, row.to.side or "neutral", ""))
        if "exchange" in row.actions and row.to.spec != "single":
            out.append((row.to.spec, None, str(row.to.value or "")))
    return out


def bar_tokens(card: Card) -> tuple[RGB, list[Token]] | None:
    """The special bar's colour and icons, if the card has one."""
    if card.delayed is not None:
        tokens: list[Token] = []
        for row in card.delayed.rows:
            tokens += row_tokens(row)
        return DELAY, tokens
    if card.check is not None:
        return ORANGE, [("influence", "neutral", ""), (card.check.condition, None, "")]
    if card.modified is not None:
        mod = card.modified
        side = {"blue": "blue", "red": "red", "both": "any", "self": "blue"}[mod.side]
        return PINK, [
            ("number", None, str(mod.n)),
            ("number", None, "×" if mod.op == "times" else "+"),
            (mod.spec, None, ""),
            ("influence", side, ""),
        ]
    return None


def _icon_strip(out: pygame.Surface, tokens: list[Token], rect: pygame.Rect, ink: RGB, safe: bool) -> None:
    if not tokens:
        return
    gap = max(1, rect.h // 10)
    size = max(6, min(rect.h, (rect.w - gap * (len(tokens) - 1)) // len(tokens)))
    total = size * len(tokens) + gap * (len(tokens) - 1)
    x = rect.centerx - total // 2
    y = rect.centery - size // 2
    for kind, side, label in tokens:
        out.blit(icon(kind, size, ink, side, label, safe), (x, y))
        x += size + gap


def _emblem(out: pygame.Surface, style: EraStyle, rect: pygame.Rect, colour: RGB) -> None:
    cx, cy, r = rect.centerx, rect.centery, min(rect.w, rect.h) // 2
    if style.emblem == "pyramid":
        pygame.draw.circle(out, mix(colour, style.accent, 0.5), (cx + r * 0.55, cy - r * 0.45), r * 0.28)
        pts = [(cx - r * 1.1, cy + r * 0.8), (cx + r * 0.5, cy + r * 0.8), (cx - r * 0.3, cy - r * 0.6)]
        pygame.draw.polygon(out, colour, pts)
        for i in range(1, 4):
            y = cy + r * 0.8 - i * r * 0.35
            pygame.draw.line(
                out, style.paper, (cx - r * 1.1 + i * r * 0.2, y), (cx + r * 0.5 - i * r * 0.2, y), 1
            )
    elif style.emblem == "tower":
        body = pygame.Rect(0, 0, r * 0.9, r * 1.4)
        body.midbottom = (cx, cy + r * 0.85)
        pygame.draw.rect(out, colour, body)
        w = body.w / 5
        for i in (0, 2, 4):
            pygame.draw.rect(out, colour, (body.x + i * w, body.y - r * 0.22, w, r * 0.24))
        door = pygame.Rect(0, 0, body.w * 0.36, body.h * 0.36)
        door.midbottom = body.midbottom
        pygame.draw.rect(out, style.paper, door, border_top_left_radius=int(door.w / 2),
                         border_top_right_radius=int(door.w / 2))  # fmt: skip
    else:  # a neon sun over a perspective grid
        pygame.draw.circle(out, style.frame, (cx, cy), r * 0.62, max(1, r // 10))
        horizon = cy + r * 0.2
        for i in range(4):
            y = horizon + (r * 0.7) * (i / 3) ** 1.6
            pygame.draw.line(out, style.accent, (rect.x + 3, y), (rect.right - 3, y), 1)
        for i in range(-3, 4):
            pygame.draw.line(
                out, style.accent, (cx + i * r * 0.15, horizon), (cx + i * r * 0.55, cy + r * 0.95), 1
            )


def title_lines(
    fonts: Fonts, name: str, width: int, largest: int, one_line_first: bool, short: str | None = None
) -> tuple[int, list[str]]:
    """The font size and lines of a name `width` wide, never cut: (on a small card, one line if it
    fits at all) else one or two lines as large as fit, then a long word split with a hyphen, then
    the card's designed short name. Only a name with none of these fitting at 7 px gets an ellipsis
    (a test checks that no card comes to that). Both names are the English of the content catalogue."""
    name, short = t(name), (t(short) if short else None)
    for candidate in (name, short):
        if candidate:
            found = _whole_lines(fonts, candidate, width, largest, one_line_first)
            if found is not None:
                return found
    return 7, [fonts.fit(line, 7, width, True) for line in fonts.wrap(name, 7, width, True)[:2]]


def _whole_lines(
    fonts: Fonts, name: str, width: int, largest: int, one_line_first: bool
) -> tuple[int, list[str]] | None:
    def fits(size: int, lines: list[str]) -> bool:
        return len(lines) <= 2 and all(fonts.get(size, True).size(line)[0] <= width for line in lines)

    sizes = range(max(8, largest), 6, -1)
    if one_line_first:
        for size in sizes:
            if fits(size, [name]):
                return size, [name]
    for size in sizes:
        lines = fonts.wrap(name, size, width, True)
        if fits(size, lines):
            return size, lines
    if " " not in name:
        for size in sizes:
            for lines in _hyphenations(name):
                if fits(size, lines):
                    return size, lines
    return None


def _hyphenations(word: str) -> list[list[str]]:
    """A one-word name in two lines, split with a hyphen, the most even splits first (each part at
    least three letters)."""
    cuts = sorted(range(3, len(word) - 2), key=lambda i: abs(len(word) / 2 - i))
    return [[word[:i] + "-", word[i:]] for i in cuts]


def _title(
    out: pygame.Surface, fonts: Fonts, name: str, rect: pygame.Rect, colour: RGB, short: str | None = None
) -> None:
    """The name in one or two lines, as large as fits."""
    size, lines = title_lines(fonts, name, rect.w, rect.h // 2, False, short)
    line_h = fonts.get(size, True).get_linesize() - 2
    y = rect.centery - line_h * len(lines) // 2
    for line in lines:
        out.blit(fonts.render(line, size, colour, True), (rect.x, y))
        y += line_h


def _title_rect(w: int) -> pygame.Rect:
    """Where the name goes beside the value badge on a card `w` wide (not a small card)."""
    s = w / REF_W
    right_of_badge = int(5 * s) + 2 * int(14 * s)
    return pygame.Rect(right_of_badge + int(4 * s), int(4 * s), w - right_of_badge - int(8 * s), int(28 * s))


def name_layout(card: Card, w: int, fonts: Fonts) -> tuple[int, list[str], int]:
    """The font size, lines and room (width) of a card's name on its face `w` wide."""
    if w < SMALL_W:
        width = w - max(4, int(6 * w / REF_W))
        size, lines = title_lines(fonts, card.name, width, 9, True, card.short)
        return size, lines, width
    rect = _title_rect(w)
    size, lines = title_lines(fonts, card.name, rect.w, rect.h // 2, False, card.short)
    return size, lines, rect.w


@per_game
@lru_cache(maxsize=768)
def face(
    card_id: str, era: str, size: tuple[int, int], fonts: Fonts, safe: bool, rotated: bool = False
) -> pygame.Surface:
    """The face of a card at `size` (turned upside down when rotated)."""
    if rotated:
        return pygame.transform.rotate(face(card_id, era, size, fonts, safe, False), 180)
    card = card_index()[card_id]
    style = era_style(era)
    w, h = size
    s = w / REF_W
    out = pygame.Surface(size, pygame.SRCALPHA)
    rect = out.get_rect()
    radius = max(3, int(7 * s))
    pygame.draw.rect(out, style.paper, rect, border_radius=radius)
    pygame.draw.rect(out, style.frame, rect, max(2, int(3 * s)), border_radius=radius)
    ink = glyph_colour(style.paper)
    # the influence badge and the name
    badge_r = int(14 * s)
    centre = (int(5 * s) + badge_r, int(5 * s) + badge_r)
    light = sum(style.paper) > 300
    # on dark paper (the 1980's) the badge is dark too, so the bright number stands out on it
    pygame.draw.circle(out, style.frame if light else darken(style.paper, 0.3), centre, badge_r)
    pygame.draw.circle(out, style.accent if light else style.frame, centre, badge_r, max(1, int(2 * s)))
    number = fonts.render(
        str(card.value), max(9, int(21 * s)), lighten(style.paper, 0.4) if light else style.accent, True
    )
    out.blit(number, number.get_rect(center=(centre[0], centre[1] + 1)))
    ink_title = style.frame if light else style.ink
    top = int(36 * s)
    if w < SMALL_W:
        # a small card has no room beside the badge: the name runs across the card under it
        name_size, lines, _width = name_layout(card, w, fonts)
        line_h = fonts.get(name_size, True).get_linesize() - 2
        y = centre[1] + badge_r
        for line in lines:
            out.blit(fonts.render(line, name_size, ink_title, True), (max(2, int(3 * s)), y))
            y += line_h
        top = y + 1
    else:
        title_rect = _title_rect(w)
        _title(out, fonts, card.name, title_rect, ink_title, card.short)
    # the effect area, from the bottom up
    row_h = int(17 * s)
    y = h - int(6 * s)
    for row in reversed(card.effect):
        y -= row_h
        _icon_strip(out, row_tokens(row), pygame.Rect(int(4 * s), y, w - int(8 * s), row_h), ink, safe)
        y -= int(2 * s)
    bar = bar_tokens(card)
    if bar is not None:
        colour, tokens = bar
        y -= row_h + int(4 * s)
        band = pygame.Rect(int(3 * s), y, w - int(6 * s), row_h + int(4 * s))
        pygame.draw.rect(out, colour, band, border_radius=max(2, int(4 * s)))
        _icon_strip(out, tokens, band.inflate(-int(6 * s), -int(4 * s)), (250, 248, 240), safe)
        y -= int(2 * s)
    # the picture between the name and the effects
    art = pygame.Rect(int(8 * s), top, w - int(16 * s), max(int(10 * s), y - top - int(3 * s)))
    if art.h > 8:
        pygame.draw.rect(out, mix(style.paper, style.frame, 0.08), art, border_radius=max(2, int(4 * s)))
        _emblem(out, style, art.inflate(-int(8 * s), -int(6 * s)), mix(style.paper, style.frame, 0.28))
    marks = []
    if card.traveler:
        marks.append("star")
    if card.ignore:
        marks.append("ignore")
    mark = int(15 * s)
    for i, kind in enumerate(marks):
        out.blit(
            icon(kind, mark, ink, None, "", safe), (art.right - mark - i * (mark + 2), art.y + int(2 * s))
        )
    return out


@lru_cache(maxsize=64)
def back(era: str, size: tuple[int, int]) -> pygame.Surface:
    """The back of a card: the era's frame colour with a clock face."""
    style = era_style(era)
    w, h = size
    out = pygame.Surface(size, pygame.SRCALPHA)
    rect = out.get_rect()
    radius = max(3, w // 12)
    base = style.frame if sum(style.paper) > 300 else mix(style.paper, style.frame, 0.25)
    pygame.draw.rect(out, darken(base, 0.15), rect, border_radius=radius)
    inner = rect.inflate(-max(4, w // 9), -max(4, w // 9))
    pygame.draw.rect(out, darken(base, 0.4), inner, border_radius=max(2, radius // 2))
    cx, cy = rect.center
    r = min(w, h) * 0.3
    pygame.draw.circle(out, style.accent, (cx, cy), r, max(1, w // 30))
    for k in range(12):
        a = math.tau * k / 12
        p = (cx + r * 0.8 * math.cos(a), cy + r * 0.8 * math.sin(a))
        pygame.draw.circle(out, style.accent, p, max(1, w // 45))
    pygame.draw.line(out, style.accent, (cx, cy), (cx, cy - r * 0.6), max(1, w // 30))
    pygame.draw.line(out, style.accent, (cx, cy), (cx + r * 0.45, cy), max(1, w // 30))
    pygame.draw.rect(out, lighten(base, 0.3), rect, max(1, w // 40), border_radius=radius)
    return out


@lru_cache(maxsize=64)
def slot(size: tuple[int, int], colour: RGB, label_icon: str = "", ink: RGB = (0, 0, 0)) -> pygame.Surface:
    """An empty printed space on the board: a dashed frame with the location's icon."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    rect = out.get_rect()
    pygame.draw.rect(out, (*colour, 40), rect, border_radius=max(3, size[0] // 10))
    pygame.draw.rect(out, (*colour, 150), rect, 1, border_radius=max(3, size[0] // 10))
    if label_icon:
        img = icon(label_icon, max(10, size[0] // 3), ink)
        img.set_alpha(110)
        draw.blit_centered(out, img, rect.center)
    return out


def era_of(card_id: str) -> str:
    """The era a card belongs to (a campaign's hover may show a card of an earlier era)."""
    for era_id in ERAS:
        if any(card.id == card_id for card in load_era(era_id).cards):
            return era_id
    raise KeyError(card_id)
