"""Resume: a loaded or continued game waits for the person before anything moves.

Opened by the game screen on its first frame when the game came from a save (Load or Continue): the
board shows as it was, lightly dimmed, and a small panel beside it names the game and whose turn it
is. No AI seat acts and no clock runs until Resume is pressed (or Return); Escape and Back leave
without playing, and without saving the untouched game over the player's own autosave.
"""

from __future__ import annotations

import pygame

from timetravel.engine.match import Match
from timetravel.engine.state import CHANCE, TERMINAL
from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.context import AppContext
from timetravel.ui.palette import lighten
from timetravel.ui.scene import Pop, Transition
from timetravel.ui.screens.base import Overlay

RESUME = "resume"
BACK = "back"
# over the side panel's choices, so the whole board stays in view
_PANEL = pygame.Rect(920, 60, 344, 300)
_BX, _BW, _BH = _PANEL.x + 22, _PANEL.w - 44, 46


class ResumeScreen(Overlay):
    def __init__(self, ctx: AppContext, match: Match, humans: frozenset[int]) -> None:
        self.accent = match.game.info.accent
        self.game_id = match.game.info.id
        super().__init__(ctx)
        self.match = match
        self.humans = humans
        y = _PANEL.bottom - 2 * (_BH + 12) - 6
        self.button((_BX, y, _BW, _BH), t("Resume"), lambda: Pop(RESUME), class_id="@primary")
        self.button((_BX, y + _BH + 12, _BW, _BH), t("Back to title"), self.on_back)

    def on_back(self) -> Transition:
        return Pop(BACK)

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return Pop(RESUME)
        return None

    def turn_words(self) -> str:
        """Whose turn the game resumes on, in a person's words."""
        actor = self.match.to_act()
        if actor == TERMINAL:
            return t("The game is over.")
        if actor == CHANCE or actor < 0:
            return t("Fate decides next.")
        seat = self.match.seats[actor]
        if actor in self.humans:
            return t("{name}'s turn", name=seat.name)
        return t("{name}'s turn (AI, {level})", name=seat.name, level=t(seat.level or "normal"))

    def draw_scene(self, surface: pygame.Surface) -> None:
        draw.dim(surface, 70)  # the board stays readable: the person looks before resuming
        pal, fonts = self.palette, self.fonts
        draw.panel(surface, _PANEL, pal, border=pal.accent, radius=14)
        x, w = _PANEL.x + 22, _PANEL.w - 44
        y = _PANEL.y + 18
        title = t(self.match.game.info.title)
        size = next((s for s in (26, 24, 22, 20) if fonts.get(s, True).size(title)[0] <= w), 20)
        title = fonts.fit(title, size, w, True)  # whole: the size steps down before anything is cut
        surface.blit(fonts.render(title, size, lighten(pal.accent, 0.2), True), (x, y + (26 - size) // 2))
        y += 40
        for line in fonts.wrap(self.turn_words(), 18, w)[:2]:
            surface.blit(fonts.render(line, 18, pal.text, True), (x, y))
            y += 24
        y += 4
        for line in fonts.wrap(t("The game waits for you: nothing moves until you resume."), 15, w)[:3]:
            surface.blit(fonts.render(line, 15, pal.muted), (x, y))
            y += 20
