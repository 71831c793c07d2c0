"""Card and tile faces painted from shapes and words, kept in a cache (painting is slow, blitting
is not): playing cards, enemy tiles (face up and face down), office tiles, agents and missions."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import cache

import pygame

from timetravel.games.ministerio.content import TRIAL_SKILL, content
from timetravel.i18n import N_, pt, t
from timetravel.ui.boards.kit.caches import SurfaceCache
from timetravel.ui.boards.ministerio import icons
from timetravel.ui.boards.ministerio.theme import (
    BRASS,
    BRASS_DARK,
    CATEGORY_COLOURS,
    CREAM,
    DOOR_COLOURS,
    DOOR_LETTER,
    DOOR_LETTERS,
    ENEMY_RED,
    INK,
    NAVY_TOP,
    PARCHMENT,
    PARCHMENT_DARK,
    SPECIAL_PURPLE,
    TILE_BACK,
    WELL_TEAL,
    WOOD,
)
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, darken

Size = tuple[int, int]


class FastCache(SurfaceCache):
    """A SurfaceCache whose pictures are kept in the display's format."""

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        return super().get(key, lambda: fast(make()))


# a skill's short name on a face, through t() when painted
SKILL_SHORT = {
    "combat": N_("COM"),
    "intelligence": N_("INT"),
    "knowledge": N_("KNO"),
    "charisma": N_("CHA"),
    "research": N_("RES"),
}
STAT_ORDER = ("combat", "intelligence", "knowledge", "charisma", "research")


def fast(surface: pygame.Surface) -> pygame.Surface:
    """The picture in the display's pixel format, so that blitting it is a plain copy."""
    if pygame.display.get_surface() is None:
        return surface
    return surface.convert_alpha() if surface.get_flags() & pygame.SRCALPHA else surface.convert()


@cache
def shared_art(fonts: Fonts) -> CardArt:
    """One painter per app: the next game's board starts with every face already painted."""
    return CardArt(fonts)


SMALL_FACE = 60  # below this height a card shows its small face: year, name start, worth


class CardArt:
    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self.cache = FastCache(limit=3000)  # every face at the few sizes the board uses

    def _text(self, out: pygame.Surface, text: str, size: int, colour: RGB, centre: tuple[int, int],
              width: int, bold: bool = True) -> None:  # fmt: skip
        image = self.fonts.render(self.fonts.fit(text, size, width, bold), size, colour, bold)
        out.blit(image, image.get_rect(center=centre))

    def label_size(self, labels: list[str], size: int, width: int) -> int:
        """The largest size, `size` at most, at which every label fits `width` whole (6 at least)."""
        for fit_size in range(size, 5, -1):
            font = self.fonts.get(fit_size, True)
            if all(font.size(label)[0] <= width for label in labels):
                return fit_size
        return 6

    def name_lines(self, text: str, size: int, width: int, most: int) -> tuple[list[str], int]:
        """A name in at most `most` lines that fit `width`: a size or two smaller if that keeps it
        whole, else its last line cut with an ellipsis (never a word running off the card)."""
        smallest = max(6, size - 2)
        for fit_size in range(size, smallest - 1, -1):
            font = self.fonts.get(fit_size, True)
            lines = self.fonts.wrap(text, fit_size, width, True)
            if len(lines) <= most and all(font.size(line)[0] <= width for line in lines):
                return lines, fit_size
        lines = self.fonts.wrap(text, smallest, width, True)
        kept = lines[: most - 1] + [" ".join(lines[most - 1 :])]
        fitted = [self.fonts.fit(line, smallest, width, True) for line in kept]
        if len(lines) > most and not fitted[-1].endswith("…"):
            fitted[-1] = self.fonts.fit(fitted[-1] + " …", smallest, width, True)
        return fitted, smallest

    # --- playing cards --------------------------------------------------------------------------------
    @staticmethod
    def skill_top(size: Size) -> int:
        """Where the skill line of a card face begins: the name stays above it."""
        s = max(1.0, size[1] / 80)
        return int(size[1] - 14 * s) - int(16 * s)

    def name_rows(self, name: str, size: Size) -> tuple[list[str], int, list[int]]:
        """A card's name on its face: the lines, their font size and the top of each, packed closer
        when three lines would otherwise run into the skill line."""
        w, h = size
        s = max(1.0, h / 80)
        lines, name_size = self.name_lines(name, int(9 * s), w - 6, 3)
        y = int(16 * s) + int(2 * s)
        room = self.skill_top(size) - y
        step = min(self.fonts.get(name_size, True).get_height() - 1, room // len(lines))
        return lines, name_size, [y + k * step for k in range(len(lines))]

    def card(self, card_id: str, size: Size) -> pygame.Surface:
        return self.cache.get(("card", card_id, size), lambda: self._card(card_id, size))

    def _card(self, card_id: str, size: Size) -> pygame.Surface:
        if size[1] < SMALL_FACE:
            return self._small_card(card_id, size)
        card = content().cards[card_id]
        w, h = size
        s = max(1.0, h / 80)
        out = pygame.Surface(size, pygame.SRCALPHA)
        rect = out.get_rect()
        colour = CATEGORY_COLOURS[card.category]
        pygame.draw.rect(out, PARCHMENT, rect, border_radius=max(3, w // 10))
        band = pygame.Rect(0, 0, w, int(16 * s))
        pygame.draw.rect(
            out, colour, band, border_top_left_radius=max(3, w // 10), border_top_right_radius=max(3, w // 10)
        )
        # the band: the category's picture at the left, the year in the room beside it (a size
        # smaller on a narrow face, never cut), the effect's dot at the right
        mark = max(7, int(10 * s))
        icons.category(out, card.category, (int(4 * s) + mark // 2, band.centery), mark, CREAM)
        left = int(4 * s) + mark + 1
        right = w - (int(10 * s) if card.effect is not None else int(3 * s))
        year_px = self.label_size([str(card.year)], int(11 * s), right - left)
        self._text(out, str(card.year), year_px, CREAM, ((left + right) // 2, band.centery), right - left)
        lines, name_size, tops = self.name_rows(t(card.name), size)
        for line, top in zip(lines, tops, strict=True):
            image = self.fonts.render(line, name_size, INK, True)
            out.blit(image, image.get_rect(midtop=(w // 2, top)))
        skill = TRIAL_SKILL[card.category]
        foot = int(h - 14 * s)
        if skill is not None:
            self._text(out, f"{t(SKILL_SHORT[skill])} {card.requirement}", int(9 * s), darken(colour, 0.3),
                       (w // 2, foot - int(10 * s)), w - 4)  # fmt: skip
            self._text(out, pt("card face", "{n}VP", n=card.vp), int(9 * s), INK, (w // 4, foot + int(6 * s)), w // 2)
        else:
            self._text(out, t("Place"), int(9 * s), darken(colour, 0.3), (w // 2, foot - int(10 * s)), w - 4)
        self._text(out, f"+{card.bonus}", int(9 * s), BRASS_DARK, (3 * w // 4, foot + int(6 * s)), w // 2)
        if card.effect is not None:
            # in the year's band, where it never touches the name
            pygame.draw.circle(out, BRASS, (w - int(6 * s), band.centery), max(2, int(3 * s)))
        pygame.draw.rect(out, darken(colour, 0.35), rect, max(1, int(2 * s)), border_radius=max(3, w // 10))
        return out

    def small_parts(self, card_id: str, size: Size) -> list[tuple[str, int, pygame.Rect]]:
        """The words of a small face with their font size and where each goes: the year in the band,
        the start of the name where there is room, what the card is worth at the foot."""
        card = content().cards[card_id]
        w, h = size
        band = pygame.Rect(0, 0, w, max(9, h // 3))
        year_size = max(7, band.h - 3)
        year = self.fonts.render(str(card.year), year_size, CREAM, True).get_rect(center=band.center)
        worth = pt("card face", "{n}VP", n=card.vp) if TRIAL_SKILL[card.category] is not None else f"+{card.bonus}"
        worth = self.fonts.fit(worth, 7, w - 2, True)
        foot = self.fonts.render(worth, 7, INK, True).get_rect(midbottom=(w // 2, h - 1))
        parts = [(str(card.year), year_size, year), (worth, 7, foot)]
        line_h = self.fonts.get(7, True).get_height() - 1
        room = foot.top - band.bottom - 1
        if room >= line_h:
            lines, used = self.name_lines(t(card.name), 7, w - 2, max(1, room // line_h))
            for k, line in enumerate(lines):
                top = band.bottom + 1 + k * line_h
                parts.append(
                    (line, used, self.fonts.render(line, used, INK, True).get_rect(midtop=(w // 2, top)))
                )
        return parts

    def _small_card(self, card_id: str, size: Size) -> pygame.Surface:
        """A card too small for every fact (a player's controlled cards): its year, the start of its
        name where there is room, and what it is worth, each clear of the others; hover shows the rest."""
        card = content().cards[card_id]
        w, h = size
        out = pygame.Surface(size, pygame.SRCALPHA)
        rect = out.get_rect()
        colour = CATEGORY_COLOURS[card.category]
        pygame.draw.rect(out, PARCHMENT, rect, border_radius=3)
        band = pygame.Rect(0, 0, w, max(9, h // 3))
        pygame.draw.rect(out, colour, band, border_top_left_radius=3, border_top_right_radius=3)
        for k, (text, font_size, where) in enumerate(self.small_parts(card_id, size)):
            image = self.fonts.render(text, font_size, CREAM if k == 0 else INK, True)
            out.blit(image, image.get_rect(center=where.center))
        pygame.draw.rect(out, darken(colour, 0.35), rect, 1, border_radius=3)
        return out

    def back(self, size: Size) -> pygame.Surface:
        def make() -> pygame.Surface:
            out = pygame.Surface(size, pygame.SRCALPHA)
            rect = out.get_rect()
            pygame.draw.rect(out, NAVY_TOP, rect, border_radius=max(3, size[0] // 10))
            pygame.draw.rect(out, BRASS, rect.inflate(-6, -6), 1, border_radius=max(3, size[0] // 10))
            pygame.draw.circle(out, BRASS, rect.center, min(size) // 4, 2)
            self._text(out, "MT", max(8, size[1] // 6), BRASS, rect.center, size[0])
            return out

        return self.cache.get(("back", size), make)

    # --- enemy tiles -------------------------------------------------------------------------------------
    def tile(self, tile_id: str, size: Size) -> pygame.Surface:
        return self.cache.get(("tile", tile_id, size), lambda: self._tile(tile_id, size))

    def _tile(self, tile_id: str, size: Size) -> pygame.Surface:
        tile = content().enemies[tile_id]
        w, h = size
        s = max(1.0, h / 40)
        fill = {"common": ENEMY_RED, "special": SPECIAL_PURPLE, "well": WELL_TEAL}[tile.kind]
        out = pygame.Surface(size, pygame.SRCALPHA)
        rect = out.get_rect()
        pygame.draw.rect(out, fill, rect, border_radius=max(2, w // 8))
        pygame.draw.rect(out, darken(fill, 0.5), rect, max(1, int(s)), border_radius=max(2, w // 8))
        if tile.combat is not None:
            extra = "+" if tile.ability == "rolled_strength" else ""
            self._text(out, f"{tile.combat}{extra}", int(14 * s), CREAM, (w // 2, int(h * 0.4)), w - 2)
        else:
            mark = "~" if tile.kind == "well" else "!"
            self._text(out, mark, int(14 * s), CREAM, (w // 2, int(h * 0.4)), w - 2)
        name = t(tile.name)  # whole, in a smaller type if need be; a tile too small for it shows its
        for fit_size in range(max(7, int(7 * s)), 5, -1):  # number and colour (hover shows its name)
            if self.fonts.get(fit_size, True).size(name)[0] <= w - 2:
                self._text(out, name, fit_size, CREAM, (w // 2, int(h * 0.82)), w - 2)
                break
        if tile.colour is not None:
            icons.ball(out, (int(w - 6 * s), int(6 * s)), DOOR_COLOURS[tile.colour], max(3, int(3 * s)))
        return out

    def tile_back(self, size: Size, known: bool = False) -> pygame.Surface:
        def make() -> pygame.Surface:
            out = pygame.Surface(size, pygame.SRCALPHA)
            rect = out.get_rect()
            pygame.draw.rect(out, TILE_BACK, rect, border_radius=max(2, size[0] // 8))
            pygame.draw.rect(out, BRASS_DARK, rect.inflate(-4, -4), 1, border_radius=max(2, size[0] // 8))
            self._text(out, "?" if not known else "!", max(8, size[1] // 2), BRASS, rect.center, size[0])
            return out

        return self.cache.get(("tileback", size, known), make)

    # --- the office, agents and missions ---------------------------------------------------------------
    def oval_lines(self, text: str, size: Size) -> tuple[int, int, list[str]]:
        """An office tile's name inside its oval: each line no wider than the oval is at its height
        (a Spanish name runs to three lines, whose first and last have less room). Font size, line
        step and lines; a size smaller first, then a line cut to the oval as the last resort."""
        w, h = size
        base = max(8, h // 5)

        def chord(offset: float) -> int:  # the oval's width at `offset` from its middle, inside the rim
            ratio = min(1.0, abs(offset) / (h / 2))
            return int(w * (1 - ratio * ratio) ** 0.5) - 6

        for text_size in range(base, 6, -1):
            step = max(text_size + 1, h // 5 - (base - text_size))
            lines = self.fonts.wrap(text, text_size, w - 10, True)
            if len(lines) > 3:
                continue
            font = self.fonts.get(text_size, True)
            middles = [(k - (len(lines) - 1) / 2) * step for k in range(len(lines))]
            edges = [abs(m) + 0.35 * step for m in middles]  # the letters' outer edge, nearer the rim
            if all(font.size(line)[0] <= chord(edge) for line, edge in zip(lines, edges, strict=True)):
                return text_size, step, lines
        lines = self.fonts.wrap(text, 7, w - 10, True)[:3]
        return 7, 8, [self.fonts.fit(line, 7, chord(8 * len(lines) / 2), True) for line in lines]

    def office(self, tile_id: str, size: Size) -> pygame.Surface:
        def make() -> pygame.Surface:
            tile = content().office[tile_id]
            out = pygame.Surface(size, pygame.SRCALPHA)
            rect = out.get_rect()
            pygame.draw.ellipse(out, CREAM, rect)
            pygame.draw.ellipse(out, BRASS_DARK, rect, 2)
            text_size, step, lines = self.oval_lines(t(tile.name), size)
            y = rect.centery - len(lines) * step // 2
            for line in lines:
                self._text(out, line, text_size, INK, (rect.centerx, y + step // 2), size[0] - 8)
                y += step
            return out

        return self.cache.get(("office", tile_id, size), make)

    def protagonist(self, pid: str, size: Size) -> pygame.Surface:
        def make() -> pygame.Surface:
            p = content().protagonists[pid]
            w, h = size
            out = pygame.Surface(size, pygame.SRCALPHA)
            rect = out.get_rect()
            pygame.draw.rect(out, PARCHMENT, rect, border_radius=6)
            pygame.draw.rect(out, WOOD, rect, 2, border_radius=6)
            icons.figure(out, (w // 2, h // 4), BRASS, max(8, h // 9))
            name_lines = self.fonts.wrap(t(p.name), max(9, h // 10), w - 6, True)[:2]
            y = int(h * 0.42)
            for line in name_lines:
                self._text(out, line, max(9, h // 10), INK, (w // 2, y), w - 6)
                y += max(10, h // 9)
            stats = [(t(SKILL_SHORT[s]), getattr(p, s)) for s in STAT_ORDER]
            y = int(h * 0.66)
            column = w // 5
            label_px = self.label_size([label for label, _ in stats], max(7, h // 16), column - 1)
            for i, (label, value) in enumerate(stats):
                x = w // 2 + (i - 2) * column
                self._text(out, label, label_px, BRASS_DARK, (x, y), column)
                self._text(out, str(value), max(9, h // 9), INK, (x, y + max(10, h // 9)), column)
            return out

        return self.cache.get(("agent", pid, size), make)

    def mission(self, mid: str | None, size: Size) -> pygame.Surface:
        def make() -> pygame.Surface:
            w, h = size
            out = pygame.Surface(size, pygame.SRCALPHA)
            rect = out.get_rect()
            pygame.draw.rect(out, PARCHMENT_DARK if mid else NAVY_TOP, rect, border_radius=5)
            pygame.draw.rect(out, BRASS_DARK, rect, 2, border_radius=5)
            if mid is None:
                self._text(out, t("Mission"), max(8, h // 7), BRASS, rect.center, w - 4)
                return out
            m = content().missions[mid]
            if h < SMALL_FACE:  # a delivered mission beside its agent: what it is worth (hover: whole)
                self._text(out, f"{m.full}", max(9, h // 3), INK, (w // 2, h // 2 - 3), w - 4)
                self._text(out, t("VP"), max(7, h // 5), BRASS_DARK, (w // 2, int(h * 0.78)), w - 4)
                return out
            self._text(out, t("MISSION"), max(7, h // 9), BRASS_DARK, (w // 2, h // 8), w - 4)
            lines, name_size = self.name_lines(t(m.name), max(8, h // 8), w - 6, 3)
            y = h // 4
            for line in lines:
                self._text(out, line, name_size, INK, (w // 2, y + h // 14), w - 6)
                y += h // 7
            self._text(out, pt("card face", "{n} VP", n=m.full), max(9, h // 7), INK, (w // 2, int(h * 0.82)), w - 4)
            return out

        return self.cache.get(("mission", mid, size), make)

    def door_letter(self, colour: str) -> str:
        return pt(DOOR_LETTER, DOOR_LETTERS[colour])
