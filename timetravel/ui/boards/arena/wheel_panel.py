"""The charge wheels on Time Arena's still table: each side's dial with its notches (painted once),
the notches reached and the hand, and each bonus as a token, clickable when it may be spent."""

from __future__ import annotations

import math

import pygame

from timetravel.games.arena.content import BONUSES, content
from timetravel.games.arena.view import ArenaView
from timetravel.i18n import N_, t
from timetravel.ui import draw
from timetravel.ui.boards.arena import theme
from timetravel.ui.boards.arena.layout import Layout
from timetravel.ui.boards.arena.words import SIDES
from timetravel.ui.boards.kit.caches import fit_text
from timetravel.ui.boards.kit.targets import ActionIndex, Target
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette

BONUS_LABELS = {
    "plus": N_("+1 to die"),
    "reroll": N_("Reroll"),
    "step": N_("+1 move"),
    "energy": N_("+1 energy"),
}
WHEEL_RADIUS = 34


class WheelPanel:
    """The table renderer's part that paints the charge wheels (a mixin of TableRenderer)."""

    fonts: Fonts
    palette: Palette
    targets: list[Target]

    @staticmethod
    def _notch_point(centre: tuple[int, int], radius: float, notch: int, notches: int) -> tuple[float, float]:
        angle = -math.pi / 2 + 2 * math.pi * notch / (notches + 1)
        return centre[0] + math.cos(angle) * radius, centre[1] + math.sin(angle) * radius

    def _wheel_dial(self, surface: pygame.Surface, v: ArenaView, layout: Layout, side: int) -> None:
        """The charge wheel's dial: its notches, and a mark at each notch that holds a bonus."""
        rect = layout.sides[side].wheel
        draw.panel(surface, rect, self.palette, fill=(26, 26, 34), border=(70, 66, 80), radius=10)
        title = t("{side}'s charge wheel", side=t(SIDES[side]))
        surface.blit(self.fonts.render(title, 12, self.palette.muted, True), (rect.x + 8, rect.y + 6))
        centre, radius = (rect.x + 44, rect.y + 86), WHEEL_RADIUS
        pygame.draw.circle(surface, (48, 46, 56), centre, radius)
        pygame.draw.circle(surface, (120, 110, 90), centre, radius, 2)
        wheel = content().wheel
        for notch in range(v.notches + 1):
            pygame.draw.circle(
                surface, (90, 86, 96), self._notch_point(centre, radius - 8, notch, v.notches), 3
            )
            if any(getattr(wheel, b) == notch for b in BONUSES):
                pygame.draw.circle(
                    surface, (70, 66, 60), self._notch_point(centre, radius + 4, notch, v.notches), 3
                )

    def _wheel(
        self, surface: pygame.Surface, v: ArenaView, layout: Layout, side: int, index: ActionIndex
    ) -> None:
        """The notches reached, the hand, and each bonus as a token (clickable when it may be spent)."""
        rect = layout.sides[side].wheel
        centre, radius = (rect.x + 44, rect.y + 86), WHEEL_RADIUS
        reached = v.wheel[side]
        wheel = content().wheel
        for notch in range(reached + 1):
            point = self._notch_point(centre, radius - 8, notch, v.notches)
            pygame.draw.circle(surface, theme.TOTEM_GLOW[side], point, 5 if notch == reached else 3)
            if any(getattr(wheel, b) == notch for b in BONUSES):
                pygame.draw.circle(
                    surface, theme.GLOW, self._notch_point(centre, radius + 4, notch, v.notches), 3
                )
        end = self._notch_point(centre, radius - 14, reached, v.notches)
        pygame.draw.line(surface, theme.TOTEM_GLOW[side], centre, end, 3)
        number = self.fonts.render(str(reached), 14, self.palette.text, True)
        surface.blit(number, number.get_rect(center=centre))
        y = rect.y + 26
        for bonus in BONUSES:
            token = pygame.Rect(rect.x + 88, y, rect.w - 92, 26)
            on = bonus in v.bonuses[side]
            action = index.get("bonus", bonus) if side == v.side else None
            fill = (86, 70, 30) if action is not None else ((52, 50, 40) if on else (32, 32, 38))
            pygame.draw.rect(surface, fill, token, border_radius=13)
            pygame.draw.rect(surface, theme.GLOW if on else (66, 64, 72), token, 1, border_radius=13)
            spot = (token.x + 12, token.centery)
            pygame.draw.circle(surface, theme.TOTEM_GLOW[side] if on else (70, 68, 78), spot, 9)
            number = self.fonts.render(str(getattr(wheel, bonus)), 11, (20, 20, 24), True)
            surface.blit(number, number.get_rect(center=spot))
            words = t(BONUS_LABELS[bonus])
            text = self.fonts.render(fit_text(self.fonts, words, 11, token.w - 28, True), 11,
                                     self.palette.text if on else self.palette.muted, True)  # fmt: skip
            surface.blit(text, text.get_rect(midleft=(token.x + 24, token.centery)))
            tip = t("{bonus}: reached at notch {n}", bonus=t(BONUS_LABELS[bonus]), n=getattr(wheel, bonus))
            self.targets.append(
                Target(token, action=action, tip=tip, kind="bonus", label=t(BONUS_LABELS[bonus]))
            )
            y += 30
