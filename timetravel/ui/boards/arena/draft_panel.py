"""The draft on Time Arena's still table: the header naming who picks, the twelve fighters' cards
(taken ones dimmed with who took them), and each side's Gates filling up."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from timetravel.games.arena.content import COLOURS, content
from timetravel.games.arena.view import ArenaView
from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.boards.arena import theme
from timetravel.ui.boards.arena.art import ArenaArt
from timetravel.ui.boards.arena.layout import Layout
from timetravel.ui.boards.arena.words import SIDES
from timetravel.ui.boards.kit.caches import fit_text, wrap_text
from timetravel.ui.boards.kit.targets import ActionIndex, Target
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette, darken


class DraftPanel:
    """The table renderer's part that paints the draft (a mixin of TableRenderer)."""

    art: ArenaArt
    fonts: Fonts
    palette: Palette
    names: Sequence[str]
    targets: list[Target]

    def _draft(self, surface: pygame.Surface, v: ArenaView, layout: Layout, index: ActionIndex) -> None:
        header = layout.draft_header
        seat = v.acting_seat
        picking = next((f.side for f in v.fighters if f.seat == seat), 0) if seat >= 0 else 0
        who = self.names[seat] if 0 <= seat < len(self.names) else ""
        words = t("The draft: {name} picks for {side}", name=who, side=t(SIDES[picking]))
        draw.panel(surface, header, self.palette, fill=theme.SIDE[picking], border=theme.TOTEM_GLOW[picking])
        text = self.fonts.render(
            fit_text(self.fonts, words, 20, header.w - 20, True), 20, theme.SIDE_INK[picking], True
        )
        surface.blit(text, text.get_rect(midleft=(header.x + 12, header.centery)))
        owners = {f.id: f.side for f in v.fighters if f.id}
        pickers = {f.id: f.seat for f in v.fighters if f.id}
        fighters = sorted(content().fighters.values(),
                          key=lambda f: (COLOURS.index(f.colour), list(content().factions).index(f.faction)))  # fmt: skip
        for fighter, rect in zip(fighters, layout.cards, strict=False):
            owner = owners.get(fighter.id, -1)
            surface.blit(self.art.card(fighter.id, rect.size, owner), rect)
            action = index.get("pick", fighter.id)
            if owner >= 0:
                draw.dim(surface.subsurface(rect), 150)
                self._taken_badge(surface, rect, owner, pickers[fighter.id])
            elif action is None and index.kinds:
                draw.dim(surface.subsurface(rect), 90)
            name = t(fighter.name)
            tip = t("Pick the {fighter}", fighter=name) if action is not None else name
            self.targets.append(
                Target(pygame.Rect(rect), action=action, card=f"fighter:{fighter.id}", tip=tip)
            )
        for side, rect in enumerate(layout.teams):
            self._team(surface, v, rect, side)

    def _taken_badge(self, surface: pygame.Surface, card: pygame.Rect, side: int, seat: int) -> None:
        """Who took a drafted fighter: the side, and in team play which of its players, on a line of
        its own (a name and a side on one line do not fit a card)."""
        lines = [t("Taken by {side}", side=t(SIDES[side]))]
        if len(self.names) == 4 and 0 <= seat < 4:
            lines = [t("Taken by {name}", name=self.names[seat]), t(SIDES[side])]
        # each on as many lines as its words need (Spanish "Elegido por las Blancas")
        lines = [line for words in lines for line in wrap_text(self.fonts, words, 14, card.w - 48, True)]
        badge = pygame.Rect(0, 0, card.w - 40, 10 + 18 * len(lines))
        badge.center = card.center
        pygame.draw.rect(surface, theme.SIDE[side], badge, border_radius=8)
        for row, words in enumerate(lines):
            label = self.fonts.render(fit_text(self.fonts, words, 14, badge.w - 8, True), 14,
                                      theme.SIDE_INK[side], True)  # fmt: skip
            surface.blit(label, label.get_rect(center=(badge.centerx, badge.y + 14 + 18 * row)))

    def _team(self, surface: pygame.Surface, v: ArenaView, rect: pygame.Rect, side: int) -> None:
        draw.panel(surface, rect, self.palette, fill=(28, 28, 36), border=theme.TOTEM_GLOW[side])
        label = self.fonts.render(t(SIDES[side]), 16, theme.TOTEM_GLOW[side], True)
        surface.blit(label, label.get_rect(midleft=(rect.x + 10, rect.centery)))
        size = rect.h - 10
        x = rect.x + 90
        for fighter in v.fighters[side * 4 : side * 4 + 4]:
            gate = pygame.Rect(x, rect.y + 5, size, size)
            pygame.draw.rect(surface, darken(theme.GATE[fighter.colour], 0.5), gate, border_radius=8)
            pygame.draw.rect(surface, theme.GATE[fighter.colour], gate, 2, border_radius=8)
            if fighter.id:
                surface.blit(self.art.token(fighter.id, side, size), gate)
                self.targets.append(
                    Target(gate, card=f"fighter:{fighter.id}", tip=t(content().fighters[fighter.id].name))
                )
            x += size + 10
