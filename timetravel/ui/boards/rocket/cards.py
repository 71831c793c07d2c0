"""Card art for Time Machine Rocket: comic-framed faces, period backs, objective cards and tokens.

Every picture is drawn once per size and kept (the board asks for the same few sizes all game),
so a steady frame never draws a card twice.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Protocol, runtime_checkable

import pygame

from timetravel.games.rocket.content import PERIODS, ROCKET, ROCKET_2X, VORTEX, Character, Deck
from timetravel.i18n import N_, t
from timetravel.ui.boards.kit.caches import SurfaceCache
from timetravel.ui.boards.rocket import icons
from timetravel.ui.boards.rocket.icons import CREAM, INK, PERIOD_COLOURS
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, darken, lighten, mix

Size = tuple[int, int]
SPECIAL_COLOURS: dict[str, RGB] = {ROCKET: (58, 150, 226), ROCKET_2X: (240, 120, 40), VORTEX: (120, 60, 170)}
BURST_YELLOW: RGB = (255, 212, 64)
CATEGORY_NAMES = {
    "humanitarian": N_("Humanitarian"),
    "military": N_("Military"),
    "creative": N_("Creative"),
    "scientist": N_("Scientist"),
    "explorer": N_("Explorer"),
}


def category_name(category: str) -> str:
    return t(CATEGORY_NAMES[category])


def halftone(surface: pygame.Surface, rect: pygame.Rect, colour: RGB, step: int) -> None:
    """Comic print dots, growing towards the lower right."""
    step = max(4, step)
    for y in range(rect.y + step // 2, rect.bottom, step):
        for x in range(rect.x + step // 2 + (y // step % 2) * step // 2, rect.right, step):
            f = ((x - rect.x) / max(1, rect.w) + (y - rect.y) / max(1, rect.h)) / 2
            pygame.draw.circle(surface, colour, (x, y), max(1, step * (0.12 + 0.28 * f)))


def sunburst(surface: pygame.Surface, rect: pygame.Rect, colour: RGB, rays: int = 14) -> None:
    """Retro rays from the centre of rect, clipped to it."""
    clip = surface.get_clip()
    surface.set_clip(rect)
    cx, cy = rect.center
    reach = math.hypot(rect.w, rect.h)
    for k in range(rays):
        a0, a1 = math.tau * k / rays, math.tau * (k + 0.5) / rays
        pygame.draw.polygon(surface, colour, [(cx, cy), (cx + reach * math.cos(a0), cy + reach * math.sin(a0)),
                                              (cx + reach * math.cos(a1), cy + reach * math.sin(a1))])  # fmt: skip
    surface.set_clip(clip)


def _finish(out: pygame.Surface) -> pygame.Surface:
    """The faster blitting pixel format once a window exists (tests may draw without one)."""
    return out.convert_alpha() if pygame.display.get_surface() is not None else out


def _panel(size: Size, colour: RGB, s: float) -> pygame.Surface:
    out = pygame.Surface(size)
    rect = out.get_rect()
    out.fill(lighten(colour, 0.55))
    sunburst(out, rect, lighten(colour, 0.68))
    halftone(out, rect, lighten(colour, 0.35), round(7 * s))
    pygame.draw.rect(out, INK, rect, max(1, round(1.5 * s)))
    return out


def shrink_to_fit(
    fonts: Fonts, text: str, size: int, width: int, smallest: int = 7, bold: bool = True
) -> tuple[int, str]:
    """`text` in the largest size down to `smallest` that fits `width`, else shortened there."""
    for candidate in range(size, smallest - 1, -1):
        if fonts.get(candidate, bold).size(text)[0] <= width:
            return candidate, text
    return smallest, fonts.fit(text, smallest, width, bold)


def _wrap_breakable(fonts: Fonts, text: str, size: int, width: int) -> list[str]:
    """Bold lines that fit `width`, breaking at spaces and at zero-width spaces (dropped)."""
    lines = fonts.wrap(text.replace("\u200b", " \u200b"), size, width, True)
    return [line.replace(" \u200b", "").replace("\u200b", "") for line in lines]


def _faded(image: pygame.Surface, alpha: int) -> pygame.Surface:
    out = image.copy()
    out.set_alpha(alpha)
    return out


@runtime_checkable
class DeckGame(Protocol):
    """A game that carries Rocket's cards: RocketGame, or a test's game with a deck of its own."""

    @property
    def deck(self) -> Deck: ...


def deck_of(game: object) -> Deck:
    """The cards of the game a board is made for (the board reads no game internals beyond them)."""
    if not isinstance(game, DeckGame):
        raise TypeError(f"{game!r} carries no Rocket deck")
    return game.deck


class CardArt:
    """All card pictures for one deck and one set of fonts, cached by card and size."""

    def __init__(self, deck: Deck, fonts: Fonts) -> None:
        self.deck = deck
        self.fonts = fonts
        self._cache = SurfaceCache()

    def cached(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The picture kept under `key`, made by `make()` the first time it is asked for."""
        return self._cache.get(key, make)

    # --- lookups ---------------------------------------------------------------------------------
    def period_of(self, card: str) -> int:
        character = self.deck.characters.get(card)
        return PERIODS.index(character.period) if character is not None else -1

    def colour_of(self, card: str) -> RGB:
        if card in SPECIAL_COLOURS:
            return SPECIAL_COLOURS[card]
        return PERIOD_COLOURS[self.period_of(card)]

    # --- public pictures -------------------------------------------------------------------------
    def face(self, card: str, size: Size) -> pygame.Surface:
        if card in SPECIAL_COLOURS:
            return self.cached(("special", card, size), lambda: self._special(card, size))
        return self.cached(("char", card, size), lambda: self._character(card, size))

    def back(self, period: int, size: Size) -> pygame.Surface:
        """A period pile's back (period -1: the Rocket pile)."""
        return self.cached(("back", period, size), lambda: self._back(period, size))

    def token(self, kind: str, r: int, faint: bool = False) -> pygame.Surface:
        """A round badge for a Rocket area: Rocket, 2X Rocket or Vortex (faint when there is none)."""
        if faint:
            return self.cached(("token-faint", kind, r), lambda: _faded(self.token(kind, r), 70))
        return self.cached(("token", kind, r), lambda: self._token(kind, r))

    def objective(self, objective_id: str, size: Size) -> pygame.Surface:
        return self.cached(("objective", objective_id, size), lambda: self._objective(objective_id, size))

    # --- frames ------------------------------------------------------------------------------------
    @staticmethod
    def _frame(size: Size, colour: RGB) -> tuple[pygame.Surface, float]:
        w, h = size
        s = w / 100
        out = pygame.Surface(size, pygame.SRCALPHA)
        rect = out.get_rect()
        radius = max(4, round(8 * s))
        pygame.draw.rect(out, INK, rect, border_radius=radius)
        pygame.draw.rect(out, colour, rect.inflate(-max(2, round(4 * s)), -max(2, round(4 * s))),
                         border_radius=radius - 1)  # fmt: skip
        return out, s

    def title_box(self, text: str, width: int, lines_max: int = 2) -> tuple[int, pygame.Rect]:
        """The name's usual type size and its cream bar on a card `width` wide (the same height on
        every small card, so that the pictures line up)."""
        s = width / 100
        base = min(17, max(9, round(12 * s)))
        margin = round(6 * s) if width >= 84 else round(5 * s)  # small cards: every pixel for the name
        bar = pygame.Rect(margin, round(6 * s), width - 2 * margin, 0)
        rows = lines_max if width < 150 else len(self.fonts.wrap(text, base, bar.w - 4, True))
        bar.h = max(1, rows) * (self.fonts.get(base, True).get_linesize() - 2) + 4
        return base, bar

    def _title_bar(self, out: pygame.Surface, s: float, text: str, lines_max: int = 2) -> int:
        """A cream bar with the name; returns the y below. A name that does not fit whole is set in
        smaller type, in three lines if need be, rather than cut."""
        base, bar = self.title_box(text, out.get_width(), lines_max)
        size, lines = self.name_lines(text, base, bar.w - 4, bar.h - 2)
        line_h = self.fonts.get(size, True).get_linesize() - 2
        first = bar.y + 1 + max(0, bar.h - 4 - len(lines) * line_h) // 2
        pygame.draw.rect(out, CREAM, bar, border_radius=max(2, round(3 * s)))
        pygame.draw.rect(out, INK, bar, 1, border_radius=max(2, round(3 * s)))
        for i, line in enumerate(lines):
            image = self.fonts.render(line, size, INK, True)
            out.blit(image, image.get_rect(midtop=(bar.centerx, first + i * line_h)))
        return bar.bottom

    def name_lines(self, text: str, size: int, width: int, height: int) -> tuple[int, list[str]]:
        """The largest bold type from `size` down to 7 (6 on thumbnails) in which `text` fits whole in
        `width` x `height`, breaking after a hyphen if need be (else shortened with an ellipsis)."""
        for candidate in range(size, 5, -1):
            font = self.fonts.get(candidate, True)
            for words in (text, text.replace("-", "-\u200b")):
                lines = _wrap_breakable(self.fonts, words, candidate, width)
                fits = all(font.size(line)[0] <= width for line in lines)
                if fits and len(lines) * (font.get_linesize() - 2) <= height:
                    return candidate, lines
        font = self.fonts.get(6, True)
        rows = max(1, height // (font.get_linesize() - 2))
        lines = _wrap_breakable(self.fonts, text, 6, width)[:rows]
        return 6, [self.fonts.fit(line, 6, width, True) for line in lines]

    def _art_panel(self, out: pygame.Surface, rect: pygame.Rect, colour: RGB, s: float) -> None:
        """The comic print behind a card's picture: shared by every card of a colour and size."""
        out.blit(self.cached(("panel", colour, rect.size), lambda: _panel(rect.size, colour, s)), rect)

    def _points_burst(self, out: pygame.Surface, centre: tuple[float, float], s: float, points: int) -> None:
        r = 15 * s
        burst = icons.starburst(centre, r, r * 0.72, 9, 0.2)
        pygame.draw.polygon(out, BURST_YELLOW, burst)
        pygame.draw.polygon(out, INK, burst, max(1, round(1.5 * s)))
        number = self.fonts.render(str(points), max(11, round(19 * s)), INK, True)
        out.blit(number, number.get_rect(center=(centre[0], centre[1] + 1)))

    # --- faces ---------------------------------------------------------------------------------------
    def _character(self, card: str, size: Size) -> pygame.Surface:
        ch = self.deck.characters[card]
        colour = PERIOD_COLOURS[PERIODS.index(ch.period)]
        out, s = self._frame(size, colour)
        w, h = size
        compact = w < 84
        top = self._title_bar(out, s, t(ch.name)) + round(3 * s)
        detailed = h >= 200
        art_h = round(h * (0.3 if detailed else 0.42 if not compact else 0.38))
        art = pygame.Rect(round(6 * s), top, w - round(12 * s), art_h)
        self._art_panel(out, art, colour, s)
        icons.category_icon(out, ch.category, art.center, min(art.h * 0.36, art.w * 0.3))
        self._points_burst(out, (art.x + 14 * s, art.y + 14 * s), s, ch.points)
        band = pygame.Rect(art.x, art.bottom + round(3 * s), art.w, h - art.bottom - round(9 * s))
        pygame.draw.rect(out, CREAM, band, border_radius=max(2, round(3 * s)))
        pygame.draw.rect(out, INK, band, 1, border_radius=max(2, round(3 * s)))
        y = band.y + 2
        cat_size = min(15, max(8, round(11 * s)))
        name = category_name(ch.category)
        label_size, label = shrink_to_fit(self.fonts, name if compact else name.upper(), cat_size, band.w - 4)
        image = self.fonts.render(label, label_size, darken(icons.CATEGORY_COLOURS[ch.category], 0.25), True)
        out.blit(image, image.get_rect(midtop=(band.centerx, y)))
        y += image.get_height()
        if band.bottom - y >= 12:
            origin_size = min(13, max(9, round(9.5 * s)))
            self._origin_line(out, ch, band, y, origin_size)
            y += origin_size + 8
        if detailed:
            note_size = 12
            for line in self.fonts.wrap(t(ch.note), note_size, band.w - 12)[:6]:
                if y + note_size > band.bottom - 2:
                    break
                out.blit(self.fonts.render(line, note_size, (58, 48, 44)), (band.x + 6, y))
                y += note_size + 3
        return _finish(out)

    def _origin_line(self, out: pygame.Surface, ch: Character, band: pygame.Rect, y: int, size: int) -> None:
        room = band.w - size - 8
        text_size, words = shrink_to_fit(self.fonts, t(ch.nationality), size, room, smallest=6, bold=False)
        text = self.fonts.render(words, text_size, (70, 60, 56))
        total = size + 4 + text.get_width()
        x = band.centerx - total // 2
        icons.gender_symbol(out, ch.gender, (x + size * 0.45, y + size * 0.62), size * 0.5, (70, 60, 56))
        out.blit(text, (x + size + 4, y - 1))

    def _special(self, card: str, size: Size) -> pygame.Surface:
        colour = SPECIAL_COLOURS[card]
        out, s = self._frame(size, colour)
        w, h = size
        name = self.deck.card_name(card)
        top = self._title_bar(out, s, t(name)) + round(3 * s)
        text_size = min(14, max(8, round(10 * s)))
        line_h = self.fonts.get(text_size, True).get_linesize() - 3
        band_h = 2 * line_h + 6  # room for a caption of two lines
        art = pygame.Rect(round(6 * s), top, w - round(12 * s), h - top - band_h - round(9 * s))
        self._art_panel(out, art, colour, s)
        if card == VORTEX:
            icons.vortex(out, art.center, min(art.w, art.h) * 0.42, (96, 40, 150))
            caption = t("Turn over!")
        else:
            icons.rocket(out, art.center, art.w * 0.78, trim=darken(colour, 0.1))
            caption = t("Back 1 period") if card == ROCKET else t("Counts as 2")
            if card == ROCKET_2X:
                burst = icons.starburst((art.right - 14 * s, art.y + 14 * s), 14 * s, 10 * s, 9)
                pygame.draw.polygon(out, BURST_YELLOW, burst)
                pygame.draw.polygon(out, INK, burst, 1)
                label = self.fonts.render("2X", max(9, round(13 * s)), INK, True)
                out.blit(label, label.get_rect(center=(art.right - 14 * s, art.y + 15 * s)))
        band = pygame.Rect(art.x, art.bottom + round(3 * s), art.w, band_h)
        pygame.draw.rect(out, CREAM, band, border_radius=max(2, round(3 * s)))
        pygame.draw.rect(out, INK, band, 1, border_radius=max(2, round(3 * s)))
        lines = self.fonts.wrap(caption.upper(), text_size, band.w - 4, True)[:2]
        y = band.centery - len(lines) * line_h // 2 - 1
        for line in lines:
            image = self.fonts.render(line, text_size, darken(colour, 0.35), True)
            out.blit(image, image.get_rect(midtop=(band.centerx, y)))
            y += line_h
        return _finish(out)

    # --- backs, tokens, objectives -------------------------------------------------------------------
    def _back(self, period: int, size: Size) -> pygame.Surface:
        colour = PERIOD_COLOURS[period] if period >= 0 else (36, 52, 110)
        out, s = self._frame(size, darken(colour, 0.25))
        w, h = size
        inner = pygame.Rect(round(7 * s), round(7 * s), w - round(14 * s), h - round(14 * s))
        pygame.draw.rect(out, colour, inner, border_radius=max(2, round(4 * s)))
        sunburst(out, inner, lighten(colour, 0.14), 18)
        halftone(out, inner, darken(colour, 0.18), round(8 * s))
        pygame.draw.rect(out, CREAM, inner, max(1, round(1.5 * s)), border_radius=max(2, round(4 * s)))
        r = min(inner.w, inner.h) * 0.34
        pygame.draw.circle(out, darken(colour, 0.45), inner.center, r * 1.18)
        pygame.draw.circle(out, CREAM, inner.center, r * 1.18, max(1, round(1.5 * s)))
        if period >= 0:
            icons.period_motif(out, period, inner.center, r * 0.8, CREAM)
        else:
            icons.rocket(out, inner.center, r * 2.0, left=False)
        return _finish(out)

    def _token(self, kind: str, r: int) -> pygame.Surface:
        out = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
        c = (r + 1, r + 1)
        colour = SPECIAL_COLOURS[kind]
        pygame.draw.circle(out, colour, c, r)
        pygame.draw.circle(out, INK, c, r, max(1, r // 8))
        if kind == VORTEX:
            icons.vortex(out, c, r * 0.75, CREAM)
        else:
            icons.rocket(out, c, r * 1.5, left=False, flame=False)
            if kind == ROCKET_2X:
                label = self.fonts.render("2X", max(9, r), INK, True)
                burst = pygame.Rect(0, 0, label.get_width() + 4, label.get_height() - 2)
                burst.bottomright = (2 * r + 2, 2 * r + 2)
                pygame.draw.rect(out, BURST_YELLOW, burst, border_radius=4)
                pygame.draw.rect(out, INK, burst, 1, border_radius=4)
                out.blit(label, label.get_rect(center=burst.center))
        return out

    def _objective(self, objective_id: str, size: Size) -> pygame.Surface:
        objective = self.deck.objectives[objective_id]
        colour = (250, 200, 70)
        out, _ = self._frame(size, colour)
        w, h = size
        body = pygame.Rect(6, 6, w - 12, h - 12)
        pygame.draw.rect(out, CREAM, body, border_radius=6)
        halftone(out, body, mix(CREAM, colour, 0.35), 9)
        pygame.draw.rect(out, INK, body, 1, border_radius=6)
        head = self.fonts.render(t("OBJECTIVE OF THE ROUND"), 11, darken(colour, 0.55), True)
        out.blit(head, (body.x + 8, body.y + 5))
        centre = (body.right - 26, body.y + 26)
        burst = icons.starburst(centre, 24, 17, 11, 0.1)
        pygame.draw.polygon(out, (236, 96, 160), burst)
        pygame.draw.polygon(out, INK, burst, 2)
        points = self.fonts.render(f"+{objective.points}", 17, CREAM, True)
        out.blit(points, points.get_rect(center=(centre[0], centre[1] + 1)))
        y = body.y + 21
        for line in self.fonts.wrap(t(objective.name), 16, body.w - 70, True)[:2]:
            out.blit(self.fonts.render(line, 16, INK, True), (body.x + 8, y))
            y += 20
        y = max(y + 4, body.y + 58)
        for line in self.fonts.wrap(t(objective.summary), 13, body.w - 16)[:4]:
            out.blit(self.fonts.render(line, 13, (52, 44, 40)), (body.x + 8, y))
            y += 17
        return _finish(out)
