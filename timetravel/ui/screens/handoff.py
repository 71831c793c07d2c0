"""Hot-seat hand-off: the board is hidden until the next person says they are the one looking.

The game screen shows it only where the state says the two people's views differ, and the button
uses the game's words for what it shows (GameState.handoff_label).

Only the button or Return opens the hand: Space is the game screen's skip key, so the previous
player's extra tap must not reveal the next player's cards. Return counts only after a short pause
for the same reason (a key held or tapped twice while the hand-off appears).
"""

from __future__ import annotations

import pygame
import pygame_gui

from timetravel.engine.match import Match
from timetravel.i18n import N_, t
from timetravel.ui import draw
from timetravel.ui.context import AppContext
from timetravel.ui.scene import Pop, Push, Transition
from timetravel.ui.screens.base import UIScene

KEY_GRACE_S = 0.6  # keys pressed this soon after the hand-off appears are the previous player's
RECENT_LINES = 4  # lines of the log the hand-off repeats, so nobody misses the last roll's result


class HandoffScreen(UIScene):
    back_on_escape = False

    def __init__(
        self,
        ctx: AppContext,
        match: Match,
        seat: int,
        undo_seat: int | None = None,
        label: str = N_("I am {name}: show my view"),
        recent: tuple[tuple[str, int | None], ...] = (),
    ) -> None:
        self.accent = match.game.info.accent
        self.game_id = match.game.info.id
        super().__init__(ctx)
        self.match = match
        self.seat = seat
        self.name = match.seats[seat].name
        self.undo_seat = seat if undo_seat is None else undo_seat
        self.recent = recent[-RECENT_LINES:]  # the log's last public lines: what just happened
        self.shown_for = 0.0  # seconds since the hand-off appeared
        self.button((1160, 10, 104, 38), t("Menu"), self._menu, class_id="@small")
        words = t(label, name=self.name)  # the game's words for what it is about to show
        self.ready = self.button((490, 470, 300, 56), words, self._done, class_id="@primary")
        need = self._width_for(self.ready)
        if need > 300:  # as wide as its words (a long name, a longer language), centred
            self.ready.kill()
            self._handlers.pop(self.ready, None)
            self.ready = self.button((640 - need // 2, 470, need, 56), words, self._done, class_id="@primary")

    @staticmethod
    def _width_for(button: pygame_gui.elements.UIButton) -> int:
        """How wide a button must be for its words whole (Spanish "Soy Chrono: enseñar mis cartas")."""
        shape = button.drawable_shape
        return 0 if shape is None else min(1000, shape.theming["font"].size(button.text)[0] + 48)

    def _done(self) -> Transition:
        from timetravel.ui.screens.game import HandoffDone

        return Pop(HandoffDone(self.seat))

    def _menu(self) -> Transition:
        from timetravel.ui.screens.pause import PauseScreen

        return Push(PauseScreen(self.ctx, self.match, self.undo_seat))

    def on_resume(self, result: object) -> Transition | None:
        # undo and quit are the game's business: hand them down with the hand-off closed
        return Pop(result) if result in ("undo", "quit") else None

    def on_update(self, dt: float) -> Transition | None:
        self.shown_for += dt
        return None

    @property
    def keys_armed(self) -> bool:
        return self.shown_for >= KEY_GRACE_S

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self._done() if self.keys_armed else None
        return None

    def draw_scene(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        pal, fonts = self.palette, self.fonts
        card = pygame.Rect(0, 0, 660, 480)
        card.center = (640, 355)
        draw.panel(surface, card, pal, border=pal.seat_colour(self.seat), radius=16)
        draw.seat_marker(surface, (640, card.y + 52), self.seat, pal, fonts, r=28)
        title = fonts.render(t("Pass to {name}", name=self.name), 38, pal.text, True)
        surface.blit(title, title.get_rect(center=(640, card.y + 116)))
        lines = (
            t("The board is hidden so nobody sees another player's secrets."),
            t("Hand the screen to {name}, then press the button.", name=self.name),
        )
        for i, line in enumerate(lines):
            text = fonts.render(line, 17, pal.muted)
            surface.blit(text, text.get_rect(center=(640, card.y + 158 + 24 * i)))
        self._draw_recent(
            surface, pygame.Rect(card.x + 40, card.y + 206, card.w - 80, 22 * (RECENT_LINES + 1))
        )

    def _draw_recent(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The last lines of the log, so the player who just acted sees how it turned out."""
        if not self.recent:
            return
        pal, fonts = self.palette, self.fonts
        surface.blit(fonts.render(t("Just now"), 15, pal.muted, True), (area.x, area.y))
        y = area.y + 22
        for text, seat in self.recent:
            x = area.x
            if seat is not None:
                draw.seat_marker(surface, (x + 8, y + 9), seat, pal, fonts, r=8)
                x += 22
            line = fonts.render(fonts.fit(text, 16, area.right - x), 16, pal.text)
            surface.blit(line, (x, y))
            y += 22
