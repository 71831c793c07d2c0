"""The game screen of seats played on a host's table: the game screen over a remote driver.

Everything on screen is the game screen's (board, side panel, log, hand-offs between persons here);
what differs is only where play comes from (net/remote.py: RemoteDriver, a mirror of what the
seats receive) and what a lost connection asks: the driver tries again by itself for a while, and
once it gives up the player chooses to try again (the seats are taken back with their tokens) or to
leave the table.
"""

from __future__ import annotations

from timetravel.i18n import t, use_seat_names
from timetravel.net.remote import RemoteDriver
from timetravel.play.driving import Driving
from timetravel.ui.boards import BoardContext
from timetravel.ui.context import AppContext
from timetravel.ui.remote_board import RemoteBoardContext
from timetravel.ui.scene import Pop, Push, Transition
from timetravel.ui.screens.game import GameScreen

RETRY, LEAVE = "retry", "leave"


class RemoteGameScreen(GameScreen):
    shared = "joined"

    def __init__(self, ctx: AppContext, driver: RemoteDriver) -> None:
        self.remote = driver
        self._asked = False  # the lost-connection dialog is open
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

    def _against_the_clock(self) -> bool:
        return False  # the clocks run on the host: this screen pausing stops nothing

    def on_update(self, dt: float) -> Transition | None:
        transition = super().on_update(dt)
        self.humans = self.board_ctx.human_seats = self.remote.humans  # a seat taken meanwhile
        use_seat_names([seat.name for seat in self.match.seats])  # as the table names them now
        if transition is None and self.remote.lost and not self._asked and not self.match.is_over:
            from timetravel.ui.screens.dialog import MessageDialog

            self._asked = True
            message = t("The host at {where} does not answer. Try again to take your seat back where the game is now.",
                        where=self.remote.service.uri.removeprefix("ws://"))  # fmt: skip
            return Push(MessageDialog(self.ctx, t("Connection lost"), message,
                                      choices=((t("Leave"), LEAVE), (t("Try again"), RETRY))))  # fmt: skip
        return transition

    def on_resume(self, result: object) -> Transition | None:
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
