"""Pause: resume, save, undo (or why not), rules, settings, quit to the title."""

from __future__ import annotations

import pygame

from timetravel.engine.errors import SaveError
from timetravel.engine.match import Match
from timetravel.i18n import N_, t
from timetravel.ui import draw, services
from timetravel.ui.context import AppContext
from timetravel.ui.scene import Pop, Push, Transition
from timetravel.ui.screens.base import Overlay

_PANEL = pygame.Rect(440, 100, 400, 520)
_BX, _BW, _BH = 480, 320, 48


class PauseScreen(Overlay):
    def __init__(self, ctx: AppContext, match: Match, seat: int, *, shared: str = "") -> None:
        """`shared`: "host" or "joined" for a table played across computers (no move is taken back;
        a joined seat has no game of its own to save: the host keeps it)."""
        self.accent = match.game.info.accent
        self.game_id = match.game.info.id
        super().__init__(ctx)
        self.match = match
        self.seat = seat
        self.shared = shared
        # a joined screen's menu stops nothing: the host's game (and its clocks) go on meanwhile
        self.note = t("The game goes on at the host meanwhile.") if shared == "joined" else ""
        self._build()

    def _build(self) -> None:
        match, seat = self.match, self.seat
        can_undo, reason = match.undo_status(seat) if 0 <= seat < len(match.seats) else (False, "")
        if self.shared:
            can_undo, reason = False, N_("Moves at a table shared across computers are not taken back.")
        self.undo_reason = "" if can_undo else t(reason)
        # the line under Undo: why not, or that the AI's answers go too (they then play again)
        self.undo_line = self.undo_reason
        if can_undo and match.undo_depth(seat) > 1:
            self.undo_line = t("Also takes back the moves that answered yours.")
        y = _PANEL.y + 80
        rows = (
            (t("Resume"), lambda: Pop(), True, "@primary"),
            (t("Save"), self._save, not self.ctx.demo and self.shared != "joined", None),
            (t("Undo"), lambda: Pop("undo"), can_undo, None),
            (t("Rules"), self._rules, True, None),
            (t("Settings"), self._settings, True, None),
            (t("Quit to title"), lambda: Pop("quit"), True, "@danger"),
        )
        for label, handler, enabled, cls in rows:
            tip = self.undo_reason if label == t("Undo") and not enabled else None
            self.button((_BX, y, _BW, _BH), label, handler, class_id=cls, enabled=enabled, tooltip=tip)
            y += _BH + 10
            if label == t("Undo") and self.undo_line:
                y += 34

    def _save(self) -> None:
        try:
            path = services.write_save(self.match)
        except (SaveError, OSError) as exc:
            self.note = t("Not saved: {error}", error=exc)
        else:
            self.note = t("Saved as {name}", name=path.name)

    def _rules(self) -> Transition:
        from timetravel.ui.screens.rules import RulesScreen

        return Push(RulesScreen(self.ctx, self.match.game))

    def _settings(self) -> Transition:
        from timetravel.ui.screens.settings import SettingsScreen

        return Push(SettingsScreen(self.ctx, accent=self.accent))

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        pal, fonts = self.palette, self.fonts
        draw.panel(surface, _PANEL, pal, border=pal.accent, radius=14)
        title = fonts.render(t("Menu") if self.shared == "joined" else t("Paused"), 30, pal.text, True)
        surface.blit(title, title.get_rect(midtop=(_PANEL.centerx, _PANEL.y + 22)))
        if self.undo_line:
            y = _PANEL.y + 80 + 3 * (_BH + 10) - 8
            for line in fonts.wrap(self.undo_line, 13, _BW)[:2]:
                surface.blit(fonts.render(line, 13, pal.muted), (_BX + 4, y))
                y += 17
        if self.note:
            note = fonts.render(fonts.fit(self.note, 15, _PANEL.w - 30), 15, pal.good)
            surface.blit(note, note.get_rect(midbottom=(_PANEL.centerx, _PANEL.bottom - 10)))
