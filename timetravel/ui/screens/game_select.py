"""Game select: every registered game as a drawn cover with its title, pitch and seat range."""

from __future__ import annotations

import pygame

from timetravel.engine.game import Game
from timetravel.engine.registry import all_games, content_problem
from timetravel.i18n import nt, t
from timetravel.ui.context import AppContext
from timetravel.ui.covers import draw_cover
from timetravel.ui.scene import Pop, Push, Replace, Transition
from timetravel.ui.screens.base import UIScene

_CARD_W, _CARD_H, _GAP = 214, 290, 24
_COLUMNS = 5


def seat_range_text(game: Game) -> str:
    """The cover's badge: how many play, the count and its noun one message ("2–4 jugadores")."""
    counts = game.info.seat_choices
    lo, hi = counts[0], counts[-1]
    if lo == hi:
        return nt("{n} player", "{n} players", lo, n=lo)
    if len(counts) == 2 and hi - lo > 1:
        return t("{lo} or {hi} players", lo=lo, hi=hi)
    return t("{lo}–{hi} players", lo=lo, hi=hi)


class GameSelectScreen(UIScene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.games = all_games()
        self.rects = self._layout(len(self.games))
        self._build()

    def _build(self) -> None:
        self.button((60, 640, 160, 46), t("Back"), lambda: Pop())

    @staticmethod
    def _layout(count: int) -> list[pygame.Rect]:
        rects = []
        columns = min(_COLUMNS, max(1, count))
        left = (1280 - (columns * _CARD_W + (columns - 1) * _GAP)) // 2
        for i in range(count):
            row, col = divmod(i, _COLUMNS)
            rects.append(
                pygame.Rect(left + col * (_CARD_W + _GAP), 136 + row * (_CARD_H + 16), _CARD_W, _CARD_H)
            )
        return rects

    def game_at(self, pos: tuple[int, int]) -> Game | None:
        for game, rect in zip(self.games, self.rects, strict=True):
            if rect.collidepoint(pos):
                return game
        return None

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            game = self.game_at(event.pos)
            if game is not None:
                from timetravel.ui.screens.setup import SetupScreen

                self.ctx.sounds.play("tick")
                return Push(SetupScreen(self.ctx, game))
        return None

    def _draw_problem(self, surface: pygame.Surface, game: Game, rect: pygame.Rect) -> None:
        """A game whose content is broken stays listed, with its error under the cover."""
        problem = content_problem(game)
        if problem is None:
            return
        text = t("This game cannot start: {error}", error=problem.splitlines()[0])
        lines = self.fonts.wrap(text, 12, rect.width)[:6]
        for i, line in enumerate(lines):
            surface.blit(self.fonts.render(line, 12, self.palette.bad), (rect.x, rect.bottom + 6 + 15 * i))

    def on_resume(self, result: object) -> Transition | None:
        from timetravel.ui.screens.setup import HostTable, StartGame

        if isinstance(result, HostTable):
            from timetravel.ui.screens.lobby import open_lobby

            return open_lobby(self.ctx, result.match, result.plans)
        if isinstance(result, StartGame):
            from timetravel.ui.screens.game import GameScreen

            return Replace(GameScreen(self.ctx, result.match))
        return None

    def draw_scene(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.heading(
            surface, t("New game"), t("Choose a game. Every seat you do not fill is played by the AI.")
        )
        hovered = self.game_at(self.ctx.display.mouse_pos())
        for game, rect in zip(self.games, self.rects, strict=True):
            lifted = rect.move(0, -6) if game is hovered else rect
            draw_cover(
                surface, lifted, game.info, self.fonts, self.palette,
                hovered=game is hovered, seats_text=seat_range_text(game),
            )  # fmt: skip
            self._draw_problem(surface, game, rect)
        if not self.games:
            msg = self.fonts.render(t("No games are installed."), 22, self.palette.muted)
            surface.blit(msg, msg.get_rect(center=(640, 360)))
