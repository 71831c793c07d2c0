"""The game screen of seats played on a host's table: the game screen over a remote driver.

Everything on screen is the game screen's (board, side panel, log, hand-offs between persons here);
what differs is only where play comes from (net/remote.py: RemoteDriver, a mirror of what the
seats receive) and what a lost connection asks: the driver tries again by itself for a while, and
once it gives up the player chooses to try again (the seats are taken back with their tokens) or to
leave the table. While the host is paused (its pause menu, a hand-off at its screen) a panel says so
over the board and no choice is taken (the host's clocks wait, and so do the ones shown here). A seat
that is no longer this computer's (the host gave it to an AI, or its token took it back on another
computer) is told in a panel with the way out: back to the title, or on with the board (and any
other seat held here), with no choice offered for that seat any more.
"""

from __future__ import annotations

import pygame

from timetravel.i18n import t, use_seat_names
from timetravel.net.remote import RemoteDriver
from timetravel.play.driving import Driving
from timetravel.ui.boards import BoardContext
from timetravel.ui.context import AppContext
from timetravel.ui.remote_board import RemoteBoardContext
from timetravel.ui.scene import Pop, Push, Transition
from timetravel.ui.score_history import ScoreHistory, told_history
from timetravel.ui.screens.game import BOARD_RECT, GameScreen
from timetravel.ui.screens.side_panel import ACTIONS_RECT
from timetravel.ui.screens.table_panel import draw_table_panel, waiting_line, waiting_title

RETRY, LEAVE, WATCH = "retry", "leave", "watch"


class RemoteGameScreen(GameScreen):
    shared = "joined"

    def __init__(self, ctx: AppContext, driver: RemoteDriver) -> None:
        self.remote = driver
        self._asked = False  # the lost-connection dialog is open
        self._told_lost: set[int] = set()  # the seats lost whose panel was shown
        self._asked_seat = False  # the seat-lost panel is open
        super().__init__(ctx, driver.match)
        self._open_log()

    def _open_log(self) -> None:
        """The log's first line (the game may have begun long before this screen joined it), and the
        steps told here so far (the driver keeps them: a joined seat has no log of its own)."""
        self.log.clear()
        self.log.add(t("You join a game of {title}.", title=t(self.game.info.title)))
        if self.remote.history:
            self._retell_log()

    def on_language(self) -> None:
        super().on_language()
        self._open_log()

    def _make_driver(self) -> Driving:
        return self.remote

    def _make_board_context(self, viewer: int) -> BoardContext:
        ctx = self.ctx  # (not self: a lambda holding the screen would keep it alive after its game)
        return RemoteBoardContext(
            self.remote, viewer, ctx.fonts, self.palette, ctx.sounds,
            animation_factor=lambda: ctx.animation_factor, mouse_pos=self._pointer,
        )  # fmt: skip

    def _score_history(self) -> ScoreHistory:
        """A joined match is a mirror with no log: its rounds are the steps told here (none when
        they are not the whole game, see score_history.py)."""
        steps = (step.events for step in self.remote.retold())
        return told_history(steps, from_start=self.remote.told_whole)

    def _against_the_clock(self) -> bool:
        return False  # the clocks run on the host: this screen pausing stops nothing

    def behind(self, dt: float) -> None:
        """Covered by this app's pause menu (or a dialog): the host's clocks run on, so do the ones
        shown here (else they read behind by the time the menu was open)."""
        self.remote.run_clock()

    def on_update(self, dt: float) -> Transition | None:
        transition = super().on_update(dt)
        self.humans = self.board_ctx.human_seats = self.remote.humans  # a seat taken meanwhile
        use_seat_names([seat.name for seat in self.match.seats])  # as the table names them now
        if transition is None and not self._asked:
            transition = self._seat_lost()
        if transition is None and self.remote.lost and not self._asked and self._holds_a_seat():
            from timetravel.ui.screens.dialog import MessageDialog

            self._asked = True
            message = t("The host at {where} does not answer. Try again to take your seat back where the game is now.",
                        where=self.remote.service.uri.removeprefix("ws://"))  # fmt: skip
            return Push(MessageDialog(self.ctx, t("Connection lost"), message,
                                      choices=((t("Leave"), LEAVE), (t("Try again"), RETRY))))  # fmt: skip
        return transition

    def connection_lost(self, seat: int) -> bool:
        return seat in self.remote.absent()

    def away_words(self, seat: int) -> str:
        return t("Connection lost: waiting") if self.connection_lost(seat) else super().away_words(seat)

    def _holds_a_seat(self) -> bool:
        """Whether a lost connection costs this screen anything (no seat lost for good, no result yet)."""
        return not self.match.is_over and bool(self.remote.humans)

    def _seat_lost(self) -> Transition | None:
        """A panel for a seat that is no longer ours: what happened, and the way out."""
        new = sorted(set(self.remote.seats_lost) - self._told_lost)
        if not new:
            return None
        from timetravel.ui.screens.dialog import MessageDialog

        self._told_lost |= set(new)
        self.actions.clear()
        seat = new[0]
        name = self.match.seats[seat].name
        if self.remote.seats_lost[seat] == "seat-given":
            what = t("The host gave seat {n} ({name}) to an AI: an AI plays it from now on.", n=seat + 1, name=name)
        else:
            what = t("Seat {n} ({name}) was taken back on another computer with its token.", n=seat + 1, name=name)
        if self.remote.humans:
            way, stay = t("You play on with your other seats here, or go back to the title."), t("Play on")
        else:
            way = t("No seat of this table is yours now: watch the game go on from that seat, or go back to the title.")
            stay = t("Watch on")
        self._asked = self._asked_seat = True
        return Push(MessageDialog(self.ctx, t("Your seat is no longer yours"), what + " " + way,
                                  choices=((t("Back to title"), LEAVE), (stay, WATCH))))  # fmt: skip

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        """While the table waits (the host paused, a friend gone) nothing is chosen here (the pause
        menu still opens)."""
        if (self.remote.paused or self.remote.waiting_for()) and self._would_choose(event):
            return None
        return super().handle_event(event)

    def _would_choose(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return bool(BOARD_RECT.collidepoint(event.pos) or ACTIONS_RECT.collidepoint(event.pos))
        return event.type == pygame.KEYDOWN and event.key not in (pygame.K_ESCAPE, pygame.K_p)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)
        if self.match.is_over:
            return
        waiting = self.remote.waiting_for()
        if self.remote.paused:
            draw_table_panel(surface, self.fonts, self.palette, t("The host has paused the game"),
                                  t("Play goes on when the host resumes; the clocks wait meanwhile."))  # fmt: skip
        elif waiting:
            draw_table_panel(surface, self.fonts, self.palette, waiting_title(self.match.seats, waiting),
                                  waiting_line(self.game.info.real_time))  # fmt: skip

    def on_resume(self, result: object) -> Transition | None:
        if self._asked_seat:
            self._asked = self._asked_seat = False
            return Pop() if result == LEAVE else None  # Watch on (or Escape): the board stays
        if result in (RETRY, LEAVE, None) and self._asked:
            self._asked = False
            if result == LEAVE:
                return Pop()
            self.remote.reconnect()
            self.toasts.show(t("Connecting to the host…"))
            return None
        return super().on_resume(result)

    def leave(self) -> None:
        super().leave()
        self.remote.close()

