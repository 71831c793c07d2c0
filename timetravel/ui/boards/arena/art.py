"""Time Arena's pictures, drawn procedurally: fighter tokens and cards, the Totems, the Gates with
their hourglasses, the stone squares and the clocks. Pictures that never change are kept in caches;
the hourglasses and clocks are cheap shapes and text drawn each frame."""

from __future__ import annotations

import math

import pygame

from timetravel.games.arena.content import CURRENT_ROSTER, Fighter, content
from timetravel.i18n import N_, t
from timetravel.ui import draw
from timetravel.ui.boards.arena import theme
from timetravel.ui.boards.kit.caches import SurfaceCache, fit_text, wrap_text
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, darken, lighten, mix

ABILITY_WORDS = {
    "": N_("No ability."),
    "counter": N_("Counter: attacked from an adjacent square, it strikes back with its own die at once."),
    "ranged": N_("Ranged attack: hits an enemy up to {range} squares away along a clear line."),
    "shield": N_(
        "Shield: any other fighter next to it, friend or foe, cannot be knocked out (never the bearer)."
    ),
    "restoration": N_(
        "Restoration: at the end of its side's turn, with no enemy in the arena, its Totem gets one energy back."
    ),
    "bomb": N_(
        "Bomb: may explode instead of attacking, striking all 8 squares around it; it is knocked out."
    ),
}
ABILITY_NAMES = {
    "": N_("No ability"),
    "counter": N_("Counter"),
    "ranged": N_("Ranged {range}"),
    "shield": N_("Shield"),
    "restoration": N_("Restoration"),
    "bomb": N_("Bomb"),
}


def ability_name(fighter: Fighter) -> str:
    return t(ABILITY_NAMES[fighter.ability], range=fighter.range)


def ability_words(fighter: Fighter) -> str:
    return t(ABILITY_WORDS[fighter.ability], range=fighter.range)


def emblem_points(shape: str, centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """A faction's silhouette: a legion's shield, a hunter's claw, a drifter's star."""
    cx, cy = centre
    if shape == "shield":
        return [(cx - r, cy - r * 0.8), (cx + r, cy - r * 0.8), (cx + r * 0.9, cy + r * 0.1),
                (cx, cy + r), (cx - r * 0.9, cy + r * 0.1)]  # fmt: skip
    if shape == "claw":
        return [(cx - r, cy + r * 0.7), (cx - r * 0.45, cy - r), (cx - r * 0.1, cy + r * 0.1),
                (cx + r * 0.2, cy - r), (cx + r * 0.45, cy + r * 0.1), (cx + r, cy - r * 0.8),
                (cx + r * 0.8, cy + r * 0.8)]  # fmt: skip
    return draw.shape_points("star" if shape == "star" else "hexagon", centre, r)


def faction_shape(faction: str) -> str:
    return theme.FACTION_SHAPE.get(faction, ("shield", "claw", "star")[sum(map(ord, faction)) % 3])


class ArenaArt:
    """The pictures of one board, cached by what they show and their size."""

    def __init__(self, fonts: Fonts, roster: str = CURRENT_ROSTER) -> None:
        self.fonts = fonts
        self.roster = roster  # the figures the tokens and cards show: the game's roster's
        self.cache = SurfaceCache(limit=300)

    def figures(self, fighter_id: str) -> Fighter:
        return content().roster(self.roster)[fighter_id]

    # --- fighters ----------------------------------------------------------------------------------
    def token(self, fighter_id: str, side: int, size: int, *, faded: bool = False) -> pygame.Surface:
        key = ("token", fighter_id, side, size, faded)
        return self.cache.get(key, lambda: self._token(fighter_id, side, size, faded))

    def _token(self, fighter_id: str, side: int, size: int, faded: bool) -> pygame.Surface:
        fighter = self.figures(fighter_id)
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        colour = theme.GATE[fighter.colour]
        centre = (size / 2, size * 0.42)
        r = size * 0.36
        pygame.draw.circle(out, (0, 0, 0, 90), (centre[0] + 2, centre[1] + 3), r)
        pygame.draw.circle(out, theme.SIDE[side], centre, r)
        pygame.draw.circle(out, colour, centre, r * 0.8)
        shape = emblem_points(faction_shape(fighter.faction), centre, r * 0.62)
        pygame.draw.polygon(out, darken(colour, 0.3), shape)
        pygame.draw.polygon(out, darken(colour, 0.55), shape, max(1, size // 40))
        pygame.draw.circle(out, darken(theme.SIDE[side], 0.35), centre, r, max(1, size // 28))
        initial = t(fighter.name).lstrip("[")[:1]  # of the name read (백인대장: 백); "[": the pseudo-language
        letter = self.fonts.render(initial, max(8, int(size * 0.3)), (255, 255, 255), True)
        shade = self.fonts.render(initial, max(8, int(size * 0.3)), (0, 0, 0), True)
        out.blit(shade, shade.get_rect(center=(int(centre[0]) + 1, int(centre[1]) + 2)))
        out.blit(letter, letter.get_rect(center=(int(centre[0]), int(centre[1]) + 1)))
        self._stats(out, fighter, pygame.Rect(0, int(size * 0.8), size, int(size * 0.2)))
        if faded:
            out.set_alpha(120)
        return out

    def _stats(self, out: pygame.Surface, fighter: Fighter, band: pygame.Rect) -> None:
        """Movement, attack and defence as three small numbered badges."""
        values = (("move", fighter.move), ("attack", fighter.attack), ("defence", fighter.defence))
        w = band.w // 3 - 2
        size = max(7, int(band.h * 0.85))
        for i, (stat, value) in enumerate(values):
            badge = pygame.Rect(band.x + 1 + i * (w + 2), band.y, w, band.h)
            pygame.draw.rect(out, theme.STAT[stat], badge, border_radius=3)
            text = self.fonts.render(str(value), size, (255, 255, 255), True)
            out.blit(text, text.get_rect(center=badge.center))

    def card(self, fighter_id: str, size: tuple[int, int], owner: int = -1) -> pygame.Surface:
        key = ("card", fighter_id, size, owner)
        return self.cache.get(key, lambda: self._card(fighter_id, size, owner))

    def _card(self, fighter_id: str, size: tuple[int, int], owner: int) -> pygame.Surface:
        """A fighter's card: colour frame, name, faction, its token large, the numbers and its ability."""
        fighter = self.figures(fighter_id)
        w, h = size
        out = pygame.Surface(size, pygame.SRCALPHA)
        colour = theme.GATE[fighter.colour]
        rect = out.get_rect()
        pygame.draw.rect(out, mix((34, 32, 40), colour, 0.18), rect, border_radius=10)
        pygame.draw.rect(out, colour, rect, max(2, w // 60), border_radius=10)
        fonts = self.fonts
        title = max(10, h // 10)
        name = fonts.render(
            fit_text(fonts, t(fighter.name), title, w - 16, True), title, (250, 246, 236), True
        )
        out.blit(name, (8, 6))
        small = max(8, h // 16)
        faction = t(content().factions[fighter.faction].name)
        line = fonts.render(fit_text(fonts, faction, small, w - 16), small, lighten(colour, 0.3))
        out.blit(line, (8, 8 + title))
        token = min(int(w * 0.34), int(h * 0.4))
        side = owner if owner >= 0 else 0
        out.blit(self.token(fighter_id, side, token), (8, 12 + title + small))
        stats = (
            (t("Move"), fighter.move, "move"),
            (t("Attack"), fighter.attack, "attack"),
            (t("Defence"), fighter.defence, "defence"),
        )
        x = 16 + token
        y = 14 + title + small
        row = max(small + 4, token // 3)
        room = w - x - row - 10  # the three names in one size, smaller if one needs it ("Movimiento")
        labels = next(
            (n for n in range(small, 6, -1) if all(fonts.get(n).size(s[0])[0] <= room for s in stats)), 7
        )
        for label, value, stat in stats:
            badge = pygame.Rect(x, y, row, row - 2)
            pygame.draw.rect(out, theme.STAT[stat], badge, border_radius=4)
            number = fonts.render(str(value), max(8, row - 6), (255, 255, 255), True)
            out.blit(number, number.get_rect(center=badge.center))
            words = fonts.render(fit_text(fonts, label, labels, room), labels, (220, 218, 210))
            out.blit(words, (x + row + 4, y + (row - 2 - words.get_height()) // 2))
            y += row
        y = max(y, 12 + title + small + token) + 4
        ability = fonts.render(
            fit_text(fonts, ability_name(fighter), small, w - 16, True), small, colour, True
        )
        out.blit(ability, (8, y))
        y += small + 4
        for text in wrap_text(fonts, t(fighter.text), small, w - 16)[: max(0, (h - y - 4) // (small + 2))]:
            out.blit(fonts.render(text, small, (200, 198, 192)), (8, y))
            y += small + 2
        return out

    # --- the arena ----------------------------------------------------------------------------------
    def stone(self, size: int, light: bool, seed: int) -> pygame.Surface:
        key = ("stone", size, light, seed % 7)
        return self.cache.get(key, lambda: self._stone(size, light, seed % 7))

    def _stone(self, size: int, light: bool, seed: int) -> pygame.Surface:
        out = pygame.Surface((size, size))
        base = theme.STONE[0 if light else 1]
        out.fill(theme.MORTAR)
        inner = pygame.Rect(1, 1, size - 2, size - 2)
        pygame.draw.rect(out, base, inner, border_radius=3)
        for i in range(5):  # worn flecks, placed the same way for the same seed
            a = (seed * 37 + i * 53) % 97 / 97
            b = (seed * 61 + i * 29) % 89 / 89
            fleck = pygame.Rect(int(4 + a * (size - 12)), int(4 + b * (size - 12)), 4 + i % 3, 2 + i % 2)
            pygame.draw.rect(out, darken(base, 0.12) if i % 2 else lighten(base, 0.08), fleck)
        pygame.draw.line(out, lighten(base, 0.15), (2, 2), (size - 3, 2))
        return out

    def totem(self, side: int, size: tuple[int, int]) -> pygame.Surface:
        return self.cache.get(("totem", side, size), lambda: self._totem(side, size))

    def _totem(self, side: int, size: tuple[int, int]) -> pygame.Surface:
        """A glowing obelisk in the side's colour."""
        w, h = size
        out = pygame.Surface(size, pygame.SRCALPHA)
        glow = draw.glow(max(w, h) // 2, theme.TOTEM_GLOW[side], 70)
        out.blit(glow, glow.get_rect(center=(w // 2, h // 2)))
        body = theme.SIDE[side]
        points = [(w * 0.5, h * 0.04), (w * 0.7, h * 0.22), (w * 0.64, h * 0.92), (w * 0.36, h * 0.92),
                  (w * 0.3, h * 0.22)]  # fmt: skip
        pygame.draw.polygon(out, body, points)
        pygame.draw.polygon(out, theme.TOTEM_GLOW[side], points, 2)
        pygame.draw.rect(out, darken(body, 0.3) if side == 0 else lighten(body, 0.2),
                         pygame.Rect(w * 0.22, h * 0.88, w * 0.56, h * 0.1), border_radius=3)  # fmt: skip
        eye = (int(w * 0.5), int(h * 0.35))
        pygame.draw.circle(out, theme.TOTEM_GLOW[side], eye, max(2, w // 10))
        return out

    def energy_gem(self, side: int, size: int, lit: bool) -> pygame.Surface:
        return self.cache.get(("gem", side, size, lit), lambda: self._gem(side, size, lit))

    def _gem(self, side: int, size: int, lit: bool) -> pygame.Surface:
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        points = draw.shape_points("diamond", (size / 2, size / 2), size / 2 - 1)
        colour = theme.TOTEM_GLOW[side] if lit else (60, 58, 66)
        pygame.draw.polygon(out, colour, points)
        pygame.draw.polygon(out, darken(colour, 0.5), points, 1)
        return out

    def clock_text(self, ms: int, size: int, colour: RGB) -> pygame.Surface:
        return self.fonts.render(clock_words(ms), size, colour, True)


def clock_words(ms: int) -> str:
    """A chess clock's mm:ss, rounded up so that 0:00 means the time is out."""
    seconds = math.ceil(max(0, ms) / 1000)
    return f"{seconds // 60}:{seconds % 60:02d}"


def sand_words(ms: int) -> str:
    """The seconds left on a running hourglass, as its Gate says its whole time ("30 s"), rounded
    up; never a clock's mm:ss, which reads as a third clock."""
    return t("{n} s", n=math.ceil(max(0, ms) / 1000))


def draw_hourglass(
    surface: pygame.Surface, rect: pygame.Rect, left: float, running: bool, clock: float
) -> None:
    """An hourglass whose top bulb holds `left` (1: full, 0: empty) of the sand; while it runs, a
    thin stream falls with moving grains."""
    cx, top, bottom, mid = rect.centerx, rect.top, rect.bottom, rect.centery
    half = rect.w // 2
    neck = max(1, rect.w // 10)
    frame = (150, 120, 80)
    pygame.draw.line(surface, frame, (rect.left - 2, top), (rect.right + 2, top), 3)
    pygame.draw.line(surface, frame, (rect.left - 2, bottom), (rect.right + 2, bottom), 3)
    upper = [(cx - half, top + 2), (cx + half, top + 2), (cx + neck, mid), (cx - neck, mid)]
    lower = [(cx - neck, mid), (cx + neck, mid), (cx + half, bottom - 2), (cx - half, bottom - 2)]
    pygame.draw.polygon(surface, (40, 46, 56), upper)
    pygame.draw.polygon(surface, (40, 46, 56), lower)
    height = mid - top - 2
    left = max(0.0, min(1.0, left))
    if left > 0:  # the sand sits at the bottom of the upper bulb: a smaller triangle as it empties
        level = mid - height * left
        spread = neck + (half - neck) * left
        pygame.draw.polygon(surface, theme.SAND, [(cx - spread, level), (cx + spread, level), (cx + neck, mid),
                                                  (cx - neck, mid)])  # fmt: skip
    filled = 1 - left
    if filled > 0:
        level = bottom - 2 - height * filled
        spread = half - (half - neck) * filled
        pygame.draw.polygon(surface, theme.SAND, [(cx - spread, level), (cx + spread, level),
                                                  (cx + half, bottom - 2), (cx - half, bottom - 2)])  # fmt: skip
    if running and left > 0:
        pygame.draw.line(surface, theme.SAND, (cx, mid), (cx, bottom - 3), 1)
        fall = bottom - 3 - mid
        for i in range(3):
            y = mid + ((clock * 60 + i * fall / 3) % max(1, fall))
            pygame.draw.circle(surface, lighten(theme.SAND, 0.3), (cx, int(y)), 1)
    pygame.draw.polygon(surface, theme.GLASS, upper, 1)
    pygame.draw.polygon(surface, theme.GLASS, lower, 1)
