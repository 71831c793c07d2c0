"""The host's game screen: the game screen over the table it serves (net/host_driver.py).

The persons at this computer play their seats here; friends play theirs from their computers, and
the AI seats think here at the pace set. The Table button shows the lobby again: who is connected,
and a seat whose friend is gone may be given to an AI (or the host waits for the friend to come
back); while the game waits for a friend gone (any, in Time Arena: the clocks stop) a panel says so.
While this screen is paused (its pause menu, a hand-off between its persons) the table waits:
the friends are told, their screens say so, and no AI seat nor clock moves until it resumes; the
table is still served meanwhile (`behind`), so a friend may come back. The table is autosaved as any
game; leaving the screen stops serving it, except for the results screen, which serves on until every
friend has the result (or a grace time).
"""

from __future__ import annotations

import pygame

from timetravel.i18n import t
from timetravel.net.host_driver import HostDriver
from timetravel.play.driver import Handoff, Report
from timetravel.play.driving import Driving
from timetravel.ui.context import AppContext
from timetravel.ui.scene import Push, Transition
from timetravel.ui.screens.game import MENU_RECT, GameScreen
from timetravel.ui.screens.results import Serving
from timetravel.ui.screens.resume import BACK
from timetravel.ui.screens.table_panel import draw_table_panel, waiting_line, waiting_title

TABLE_RECT = pygame.Rect(MENU_RECT.x - MENU_RECT.w - 10, MENU_RECT.y, MENU_RECT.w, MENU_RECT.h)


class HostGameScreen(GameScreen):
    shared = "host"

    def __init__(self, ctx: AppContext, driver: HostDriver) -> None:
        self.host = driver
        self.served_on = False  # the results screen serves the table now (until every friend has it)
        super().__init__(ctx, driver.match)
        driver.forget_reports()  # the steps played in the lobby (chance, AI seats) were just retold
        self._table_button()

    def _make_driver(self) -> Driving:
        return self.host

    def _against_the_clock(self) -> bool:
        return False  # friends play on: the host's window losing focus must not pause their table

    def _table_button(self) -> None:
        self.button(TABLE_RECT, t("Table"), self._table, class_id="@small", tooltip=t("Who is connected"))

    def on_language(self) -> None:
        super().on_language()
        self._table_button()

    def _pause(self) -> Transition:
        self.host.pause(True)
        return super()._pause()

    def _show(self, report: Report) -> Transition | None:
        if isinstance(report, Handoff):
            self.host.pause(True)  # the table waits while the screen passes between persons here
        return super()._show(report)

    def on_resume(self, result: object) -> Transition | None:
        if result not in ("quit", BACK):  # (leaving: the friends are told the host is gone, not back)
            self.host.pause(False)
        return super().on_resume(result)

    def behind(self, dt: float) -> None:
        if self.host.table.paused:  # (the Table overlay serves the table itself, and plays on)
            self.host.serve(dt)

    def _table(self) -> Transition:
        from timetravel.ui.screens.lobby import LobbyScreen

        return Push(LobbyScreen(self.ctx, self.host, in_game=True))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)
        waiting = self.host.table.waiting()
        if waiting and not self.match.is_over:
            draw_table_panel(surface, self.fonts, self.palette, waiting_title(self.match.seats, waiting),
                                  waiting_line(self.game.info.real_time, host=True))  # fmt: skip

    def connection_lost(self, seat: int) -> bool:
        return self.host.table.started and seat in self.host.open_seats()

    def away_words(self, seat: int) -> str:
        if seat in self.host.open_seats():
            return t("Connection lost: waiting")
        return super().away_words(seat)

    def _serving_on(self) -> Serving | None:
        self.served_on = True
        return self.host

    def leave(self) -> None:
        super().leave()
        if not self.served_on:
            self.host.close()
