"""The game screen's side panel: whose turn it is, what to do, the choices and the log's place,
and the screen's frame (top bar, progress line). GameScreen (game.py) is a SidePanel: this part
only paints what the screen's match, driver and board say."""

from __future__ import annotations

from dataclasses import dataclass, fields

import pygame

from timetravel.engine.game import Game
from timetravel.engine.match import Match
from timetravel.engine.state import CHANCE, TERMINAL
from timetravel.i18n import generation, t
from timetravel.play.driving import Driving
from timetravel.ui import draw
from timetravel.ui.boards import BoardContext
from timetravel.ui.boards.base import BoardView
from timetravel.ui.palette import RGB, Palette, lighten, mix
from timetravel.ui.screens.base import UIScene
from timetravel.ui.widgets.action_panel import ActionPanel
from timetravel.ui.widgets.fitted import fitted_lines
from timetravel.ui.widgets.log_panel import LOG_MIN_HEIGHT, LogPanel
from timetravel.ui.widgets.toast import Toasts

SIDE_X, SIDE_W = 920, 344
TURN_RECT = pygame.Rect(SIDE_X, 60, SIDE_W, 74)
PROMPT_RECT = pygame.Rect(SIDE_X, 142, SIDE_W, 58)
ACTIONS_RECT = pygame.Rect(SIDE_X, 232, SIDE_W, 196)
LOG_RECT = pygame.Rect(SIDE_X, 438, SIDE_W, 266)
# the action panel grows down to here, leaving the game log its six lines (eight one-line choices
# show whole); a longer list scrolls
ACTIONS_GROW_TO = LOG_RECT.bottom - LOG_MIN_HEIGHT - 10 - ACTIONS_RECT.y
# toasts stack over the top of the log (which repeats what they say), never over the board
TOAST_AREA = pygame.Rect(LOG_RECT.x + 8, LOG_RECT.y + 36, LOG_RECT.w - 16, LOG_RECT.h - 44)


@dataclass(frozen=True)
class _BoardSeatPalette(Palette):
    """The screen's palette with the board's own seat colours, so the side panel agrees with it."""

    board_seats: tuple[RGB | None, ...] = ()

    def seat_colour(self, seat: int) -> RGB:
        own = self.board_seats[seat] if 0 <= seat < len(self.board_seats) else None
        return own if own is not None else super().seat_colour(seat)


class SidePanel(UIScene):
    """The side panel and frame of a game screen; the screen sets the fields below."""

    match: Match
    game: Game
    driver: Driving
    board: BoardView
    board_ctx: BoardContext
    humans: frozenset[int]
    actions: ActionPanel
    log: LogPanel
    toasts: Toasts
    _chrome_key: tuple[Palette, int] | None = None  # the palette and language _chrome_surface was drawn in
    _chrome_surface: pygame.Surface

    def waiting_for_handoff(self) -> int | None:
        """The person to act while the screen still shows someone else's view, else None."""
        actor = self.match.to_act()
        return actor if actor in self.humans and actor != self.board_ctx.viewer else None

    def _waiting_words(self, waiting: int) -> str:
        """Who comes next while the last move plays out: a screen to pass only where views differ."""
        name = self.match.seats[waiting].name
        if self.match.state.needs_handoff(self.board_ctx.viewer, waiting):
            return t("Pass the screen to {name}.", name=name)
        return t("{name} plays next.", name=name)

    def away_words(self, seat: int) -> str:
        """What the turn banner says of a person who plays at another computer."""
        return t("Plays on another computer")

    def connection_lost(self, seat: int) -> bool:
        """Whether a person at another computer has lost the connection (a shared table's screens)."""
        return False

    def _simultaneous(self) -> bool:
        """A step that all play at once by the rules (Time Division's draft): an AI's choice there
        neither waits for the pace nor reads as thinking."""
        return self.driver.simultaneous()

    def side_palette(self) -> Palette:
        """The palette of the side panel: the board's seat colours where the board has its own."""
        pal = self.palette
        own = tuple(self.board.seat_colour(seat) for seat in range(len(self.match.seats)))
        if all(colour is None for colour in own):
            return pal
        values = {f.name: getattr(pal, f.name) for f in fields(Palette)}
        return _BoardSeatPalette(**values, board_seats=own)

    def _chrome(self, pal: Palette) -> pygame.Surface:
        """The unchanging frame of the screen (background, top bar, the game's title in the current
        language), drawn once per palette and language."""
        if self._chrome_key != (pal, generation()):
            size = self.ctx.display.logical.get_size()
            chrome = draw.vertical_gradient(size, pal.bg_top, pal.bg_bottom).copy()
            pygame.draw.rect(chrome, mix(pal.accent, (10, 11, 18), 0.82), (0, 0, size[0], 54))
            pygame.draw.line(chrome, mix(pal.accent, pal.border, 0.4), (0, 54), (size[0], 54), 2)
            chrome.blit(self.fonts.render(t(self.game.info.title), 24, lighten(pal.accent, 0.2), True), (22, 11))
            self._chrome_surface, self._chrome_key = chrome, (pal, generation())
        return self._chrome_surface

    def _progress(self, surface: pygame.Surface) -> None:
        progress = self.match.state.progress()
        if progress:
            fonts = self.fonts
            text = fonts.render(fonts.fit(progress, 16, 560), 16, self.palette.muted)
            surface.blit(text, (SIDE_X - 16 - text.get_width(), 19))

    def _turn_banner(self, surface: pygame.Surface) -> None:
        pal, fonts = self.side_palette(), self.fonts
        actor = self.match.to_act()
        draw.panel(surface, TURN_RECT, pal, radius=10)
        waiting = self.waiting_for_handoff()
        if waiting is not None:
            self._handoff_banner(surface, waiting)
        elif actor >= 0:
            colour = pal.seat_colour(actor)
            seat = self.match.seats[actor]
            pygame.draw.rect(surface, colour, (TURN_RECT.x, TURN_RECT.y, 8, TURN_RECT.h), border_radius=4)
            draw.seat_marker(surface, (TURN_RECT.x + 36, TURN_RECT.centery), actor, pal, fonts, r=15)
            name = fonts.fit(seat.name, 22, TURN_RECT.w - 90, True)
            surface.blit(fonts.render(name, 22, pal.text, True), (TURN_RECT.x + 62, TURN_RECT.y + 9))
            if actor in self.humans:
                sub = t("Your turn")
            elif seat.is_human:  # a person at another computer
                sub = self.away_words(actor)
            else:
                sub = t("AI ({level})", level=t(seat.level or "normal"))
            surface.blit(fonts.render(sub, 15, lighten(colour, 0.2)), (TURN_RECT.x + 63, TURN_RECT.y + 41))
        else:
            text = t("Game over") if actor == TERMINAL else t("Fate decides…")
            surface.blit(fonts.render(text, 22, pal.text, True), (TURN_RECT.x + 22, TURN_RECT.y + 22))

    def _handoff_banner(self, surface: pygame.Surface, waiting: int) -> None:
        """Before the screen passes: the previous person's banner, saying who comes next."""
        pal, fonts = self.side_palette(), self.fonts
        shown = self.board_ctx.viewer
        colour = pal.seat_colour(shown)
        pygame.draw.rect(surface, colour, (TURN_RECT.x, TURN_RECT.y, 8, TURN_RECT.h), border_radius=4)
        draw.seat_marker(surface, (TURN_RECT.x + 36, TURN_RECT.centery), shown, pal, fonts, r=15)
        name = fonts.fit(self.match.seats[shown].name, 22, TURN_RECT.w - 90, True)
        surface.blit(fonts.render(name, 22, pal.text, True), (TURN_RECT.x + 62, TURN_RECT.y + 9))
        sub = fonts.fit(t("Next: {name}", name=self.match.seats[waiting].name), 15, TURN_RECT.w - 80)
        surface.blit(fonts.render(sub, 15, lighten(colour, 0.2)), (TURN_RECT.x + 63, TURN_RECT.y + 41))

    def _prompt(self, surface: pygame.Surface) -> None:
        pal, fonts = self.palette, self.fonts
        actor = self.match.to_act()
        waiting = self.waiting_for_handoff()
        if waiting is not None:
            text = self._waiting_words(waiting)
        elif actor in self.humans and actor == self.board_ctx.viewer:
            text = self.match.state.prompt(actor)  # in the player's language already
        elif actor >= 0 and self._simultaneous():
            text = t("{name} chooses at the same time as you.", name=self.match.seats[actor].name)
        elif self.driver.stepping():
            text = t("{name} is ready to move.", name=self.match.seats[actor].name)
        elif actor >= 0 and self.connection_lost(actor):
            text = t("{name} lost the connection; the seat waits.", name=self.match.seats[actor].name)
        elif actor >= 0 and self.match.seats[actor].is_human:  # a person at another computer
            text = t("{name} is choosing…", name=self.match.seats[actor].name)
        elif actor >= 0:
            text = t("{name} is thinking…", name=self.match.seats[actor].name)
        elif actor == CHANCE:
            text = t(self.game.chance_words())  # names only what this game has: cards, dice, a coin
        else:
            text = t("The game is over.")
        room = ACTIONS_RECT.y - 26 - (PROMPT_RECT.y + 4)  # down to the "Your choices" heading
        size, lines = fitted_lines(fonts, text, PROMPT_RECT.w - 8, room, (17, 16, 15, 14))
        y = PROMPT_RECT.y + 4
        for line in lines:  # the whole prompt, smaller when it needs three lines
            surface.blit(fonts.render(line, size, pal.text), (PROMPT_RECT.x + 4, y))
            y += fonts.get(size).get_linesize()

    def _actions_area(self, surface: pygame.Surface) -> None:
        pal, fonts = self.palette, self.fonts
        actor = self.match.to_act()
        mine = actor in self.humans and actor == self.board_ctx.viewer and not self.match.is_over
        mine = mine and not self.board.holds()
        groups = self.board.panel_groups(self.board_ctx.legal_actions()) if mine else []
        self.actions.set_groups(groups, self.board_ctx.action_words)
        self.actions.show(mine)
        top = max(LOG_RECT.y, self.actions.rect.bottom + 10)  # the log gives way while many choices show
        self.log.rect = pygame.Rect(LOG_RECT.x, top, LOG_RECT.w, LOG_RECT.bottom - top)
        self.toasts.area = self.log.rect.inflate(-16, -44).move(0, 14)  # over the log, off the choices
        heading = t("Your choices") if mine else t("Choices")
        surface.blit(fonts.render(heading, 14, pal.muted, True), (SIDE_X + 2, ACTIONS_RECT.y - 24))
        if not mine:
            box = ACTIONS_RECT.inflate(0, -4)
            pygame.draw.rect(surface, mix(pal.panel, pal.bg_bottom, 0.4), box, border_radius=10)
            pygame.draw.rect(surface, pal.border, box, 1, border_radius=10)
            phase = int(self.ctx.time * 3) % 4
            waiting = self.waiting_for_handoff()
            if self.board.holds():
                msg = t("Read what the table shows, then click Continue.")
            elif waiting is not None:
                msg = self._waiting_words(waiting)
            elif actor >= 0 and self._simultaneous():
                msg = t("{name} chooses at the same time as you.", name=self.match.seats[actor].name)
            elif self.driver.stepping():
                msg = t("{name} is ready. Space: next AI move (or click here)",
                        name=self.match.seats[actor].name)  # fmt: skip
            elif actor >= 0:
                msg = t("Waiting for {name}", name=self.match.seats[actor].name) + "." * phase
            else:
                msg = t("Nothing to choose right now.")
            size, lines = fitted_lines(fonts, msg, box.w - 30, box.h - 20, (16, 15, 14))
            step = fonts.get(size).get_linesize()
            for i, line in enumerate(lines):  # whole, however long the seat's name
                text = fonts.render(line, size, pal.muted)
                centre = (box.centerx, box.centery + (i - (len(lines) - 1) / 2) * step)
                surface.blit(text, text.get_rect(center=centre))
