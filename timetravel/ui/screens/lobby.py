"""The host's lobby: the table code and the address to share, who has joined, and Start.

Opened from the setup screen when a seat is open to a friend: the table is served at once (on port
8765, else any free port) and this screen runs the host's loop each frame, so friends can look at
the table and take their seats. A seat nobody came for may be given to an AI; once every seat is
taken, Start opens the game on every computer (friends wait on their join screen until then). During the game the same screen (the game's Table button) shows who is
connected and lets the host give a seat whose friend is gone to an AI, or wait.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pygame_gui

from timetravel.engine.errors import TimetravelError
from timetravel.engine.match import Match
from timetravel.i18n import t, use_seat_names
from timetravel.net.host_driver import HostDriver, lan_addresses, listen
from timetravel.net.protocol import SeatInfo
from timetravel.net.seating import SeatPlan
from timetravel.net.serve import reopen_table, table_for
from timetravel.net.table import Table
from timetravel.ui.context import AppContext
from timetravel.ui.scene import Pop, Push, Replace, Transition
from timetravel.ui.screens.base import Handler, UIScene
from timetravel.ui.screens.seat_rows import SEAT_H, draw_seat_rows

SEATS_X, SEATS_Y = 560, 200


def open_lobby(ctx: AppContext, match: Match, plans: tuple[tuple[str, str | None], ...]) -> Transition:
    """Serve a table for `match` and show its lobby (or say why it cannot be served)."""

    def table() -> Table:
        seat_plans = [SeatPlan.model_validate({"kind": kind, "level": level}) for kind, level in plans]
        return table_for(match, seat_plans, think_ms=_think_ms(ctx))

    return _serve(ctx, table, replace=True)


def reopen_lobby(ctx: AppContext, save: Path, *, replace: bool) -> Transition:
    """Serve again the table a hosted game's autosave `save` kept (its code and the friends' tokens),
    and show its lobby: friends take their seats back, then Start goes on where the game was."""
    return _serve(ctx, lambda: reopen_table(save, auto_start=False, think_ms=_think_ms(ctx)), replace=replace)


def _think_ms(ctx: AppContext) -> int:
    return int(getattr(ctx.settings, "default_think_ms", 1000))


def _serve(ctx: AppContext, table: Callable[[], Table], *, replace: bool) -> Transition:
    try:
        driver = listen(table())
    except (TimetravelError, OSError, ValueError) as exc:
        from timetravel.ui.screens.dialog import MessageDialog

        return Push(MessageDialog(ctx, t("The table cannot be served"), str(exc)))
    lobby = LobbyScreen(ctx, driver)
    return Replace(lobby) if replace else Push(lobby)


class LobbyScreen(UIScene):
    def __init__(self, ctx: AppContext, driver: HostDriver, *, in_game: bool = False) -> None:
        self.host = driver
        self.in_game = in_game
        self.handed = False  # the table went on to the game screen
        self.accent = driver.match.game.info.accent
        self.game_id = driver.match.game.info.id
        super().__init__(ctx)
        self.addresses = lan_addresses()
        self.give_buttons: list[pygame_gui.elements.UIButton] = []
        self._shown: tuple[tuple[bool, bool, str], ...] = ()
        self._build()

    def _build(self) -> None:
        self.ui.clear_and_reset()
        self._handlers.clear()
        self.give_buttons = []
        if self.in_game:
            self.button((60, 640, 220, 46), t("Back to the game"), lambda: Pop())
        else:
            self.button((60, 640, 160, 46), t("Back"), lambda: Pop())
            self.start = self.button((1040, 640, 180, 46), t("Start"), self._start, class_id="@primary")
            self.start.disable()
        self._seat_buttons()

    def _seat_buttons(self) -> None:
        for element in self.give_buttons:
            self.forget(element)
        self.give_buttons = []
        for row, seat in enumerate(self.host.table.info().plan):
            if seat.kind == "remote" and not seat.held:
                rect = (SEATS_X + 480, SEATS_Y + row * SEAT_H + 6, 170, 40)
                self.give_buttons.append(self.button(rect, t("Give to an AI"), self._giver(seat.seat)))

    def _giver(self, seat: int) -> Handler:
        def give() -> Transition | None:
            self.host.give_to_ai(seat)
            return None

        return give

    def _start(self) -> Transition | None:
        if not self.host.begin():  # a friend's seat was let go meanwhile
            return None
        from timetravel.ui.screens.host_game import HostGameScreen

        self.handed = True  # the game screen's now
        return Replace(HostGameScreen(self.ctx, self.host))

    # --- each frame -----------------------------------------------------------------------------------
    def on_update(self, dt: float) -> Transition | None:
        self.host.serve(dt)  # friends play on meanwhile: the steps wait for the game screen to show
        use_seat_names([seat.name for seat in self.host.match.seats])
        seats = self.host.table.info().plan
        shown = tuple((s.held, s.kind == "remote", s.name) for s in seats)
        if shown != self._shown:
            self._shown = shown
            self._seat_buttons()
        if not self.in_game:
            if self.host.table.ready():
                self.start.enable()
            else:
                self.start.disable()
        return None

    def on_back(self) -> Transition | None:
        return Pop()

    def leave(self) -> None:
        if not self.handed and not self.in_game:
            self.host.close()  # the table was never played: nobody is served any more
        super().leave()

    # --- drawing ------------------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        pal, fonts = self.palette, self.fonts
        title = t(self.host.match.game.info.title)
        self.heading(surface, t("Host a table"), t("{game}: friends join from their title screen, Join a table.",
                                                   game=title))  # fmt: skip
        lines = [
            (t("Table code"), self.host.table.code),
            (t("Address"), ", ".join(self.addresses) or t("this computer's address on your network")),
            (t("Port"), str(self.host.port)),
        ]
        y = 160
        for label, value in lines:
            surface.blit(fonts.render(label, 15, pal.muted, True), (60, y))
            surface.blit(fonts.render(fonts.fit(value, 30, 440, True), 30, pal.text, True), (60, y + 22))
            y += 86
        note = t("Friends type the address, the port and the code. This computer's firewall must let "
                 "them in on TCP port {port}; on this computer itself, 127.0.0.1 works.",
                 port=self.host.port)  # fmt: skip
        surface.blit(fonts.render_wrapped(note, 15, pal.muted, 440), (60, y + 4))
        self._draw_seats(surface)
        if not self.in_game:
            ready = self.host.table.ready()
            wait = t("Every seat is taken: Start opens the game.") if ready else t(
                "Start opens the game once every seat is taken.")  # fmt: skip
            surface.blit(fonts.render(wait, 15, pal.text if ready else pal.muted), (SEATS_X, 610))

    def _draw_seats(self, surface: pygame.Surface) -> None:
        rows = [(seat.seat, seat.name, seat_words(seat)) for seat in self.host.table.info().plan]
        draw_seat_rows(surface, self.fonts, self.palette, (SEATS_X, SEATS_Y), rows, name_w=160, words_x=224)


def seat_words(seat: SeatInfo) -> str:
    """Who sits in a seat of the host's table, in a few words."""
    if seat.kind == "ai":
        return t("AI ({level})", level=t(seat.level or "normal"))
    if seat.kind == "person":
        return t("A person here")
    if seat.held:
        return t("Joined")
    return t("Connection lost: waiting") if seat.taken else t("Open: waiting for a friend")
