"""Results: who won (or that everyone lost, or whether the team succeeded), the scores, what next."""

from __future__ import annotations

import pygame

from timetravel.engine.match import Match
from timetravel.engine.outcome import Outcome
from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.context import AppContext
from timetravel.ui.palette import lighten, mix
from timetravel.ui.scene import Pop, Replace, Transition
from timetravel.ui.screens.base import UIScene

_TABLE = pygame.Rect(340, 220, 600, 0)
_ROW = 48


def headline(match: Match, outcome: Outcome) -> str:
    names = [match.seats[s].name for s in sorted(outcome.winners)]
    if outcome.team_success is not None:
        return t("Mission accomplished!") if outcome.team_success else t("Mission failed.")
    if outcome.all_lose:
        return t("Everyone lost.")
    if not names:
        return t("Nobody wins.")
    if len(names) == 1:
        return t("{name} wins!", name=names[0])
    return t("{names} share the win!", names=", ".join(names[:-1]) + " " + t("and") + " " + names[-1])


class ResultsScreen(UIScene):
    def __init__(self, ctx: AppContext, match: Match) -> None:
        self.accent = match.game.info.accent
        self.game_id = match.game.info.id
        super().__init__(ctx)
        self.match = match
        self.outcome = match.state.outcome() or Outcome(tuple(0.0 for _ in match.seats), frozenset())
        self.button((400, 620, 220, 50), t("Play again"), self._again, class_id="@primary")
        self.button((660, 620, 220, 50), t("Back to title"), lambda: Pop())

    def _again(self) -> Transition:
        from timetravel.ui.screens.game import GameScreen
        from timetravel.ui.screens.setup import new_seed

        old = self.match
        match = Match.new(old.game, old.config, list(old.seats), new_seed())
        return Replace(GameScreen(self.ctx, match))

    def draw_scene(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        pal, fonts = self.palette, self.fonts
        glow = draw.glow(300, pal.accent, 70)
        surface.blit(glow, glow.get_rect(center=(640, 120)))
        sub = fonts.render(self.match.game.info.title, 18, pal.muted, True)
        surface.blit(sub, sub.get_rect(center=(640, 70)))
        title = fonts.render(headline(self.match, self.outcome), 44, pal.text, True)
        surface.blit(title, title.get_rect(center=(640, 122)))
        if self.outcome.detail:
            detail = fonts.render(fonts.fit(t(self.outcome.detail), 17, 900), 17, pal.muted)
            surface.blit(detail, detail.get_rect(center=(640, 168)))
        order = sorted(
            range(len(self.match.seats)),
            key=lambda s: -self.outcome.scores[s] if s < len(self.outcome.scores) else 0,
        )
        table = pygame.Rect(_TABLE.x, _TABLE.y, _TABLE.w, 56 + _ROW * len(order))
        draw.panel(surface, table, pal, radius=12)
        surface.blit(fonts.render(t("Player"), 14, pal.muted, True), (table.x + 70, table.y + 16))
        score_head = fonts.render(t("Score"), 14, pal.muted, True)
        surface.blit(score_head, (table.right - 40 - score_head.get_width(), table.y + 16))
        for i, seat in enumerate(order):
            y = table.y + 46 + i * _ROW
            won = seat in self.outcome.winners and not self.outcome.all_lose
            if won:
                pygame.draw.rect(
                    surface,
                    mix(pal.panel_hi, pal.accent, 0.22),
                    (table.x + 8, y, table.w - 16, _ROW - 6),
                    border_radius=8,
                )
            draw.seat_marker(surface, (table.x + 40, y + 21), seat, pal, fonts, r=14)
            surface.blit(fonts.render(self.match.seats[seat].name, 20, pal.text, True), (table.x + 70, y + 8))
            if won:
                badge = fonts.render(t("Winner"), 13, lighten(pal.accent, 0.3), True)
                surface.blit(badge, (table.x + 300, y + 14))
            score = self.outcome.scores[seat] if seat < len(self.outcome.scores) else 0
            text = fonts.render(f"{score:g}", 24, pal.text, True)
            surface.blit(text, (table.right - 40 - text.get_width(), y + 6))
