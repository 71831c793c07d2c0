"""Join a table another computer hosts: its address, port and code, the player's name, then a seat.

Connect looks at the table (the host answers with who holds which seat); each free seat open to a
friend has its Take button, and several persons at this computer may take several seats (the screen
then passes between them as in a game on one screen). Once every seat of the table is taken the
host starts it and the game screen opens from the seats held here. The address, port and name are
remembered for the next time. Every way this can fail says so in words: no host at that address, a
wrong code, a seat taken meanwhile, a connection lost (the service tries again by itself).
"""

from __future__ import annotations

import pygame
import pygame_gui

from timetravel import i18n
from timetravel.engine.errors import TimetravelError
from timetravel.i18n import t
from timetravel.net.client import ClientEvent, ClientService, Link
from timetravel.net.protocol import Hello, Problem, SeatInfo, TableInfo, Update, Welcome
from timetravel.net.remote import RemoteDriver
from timetravel.ui import services
from timetravel.ui.context import AppContext
from timetravel.ui.scene import Pop, Replace, Transition
from timetravel.ui.screens.base import Handler, UIScene
from timetravel.ui.screens.seat_rows import SEAT_H, draw_seat_rows

LOOK_EVERY_S = 1.5  # how often the seats are looked at again while none is held here
FIELD_X, FIELD_W, ROW_H = 60, 400, 74
SEATS_X, SEATS_Y = 560, 150


class JoinScreen(UIScene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.service: ClientService | None = None
        self.table: TableInfo | None = None
        self.mine: set[int] = set()
        self.ever_up = False
        self.status = ""
        self.bad = False
        self._since_look = 0.0
        self._received: list[ClientEvent] = []  # kept for the game screen: the first updates
        self._update_heard_at = 0.0  # when the last of them came (Time Arena's clocks run on from then)
        self.take_buttons: list[pygame_gui.elements.UIButton] = []
        self.where: tuple[str, int, str] = ("", 0, "")
        self.kept: dict[int, str] = {}  # seat -> token of the seats this computer held at this table
        self._build()

    # --- widgets -----------------------------------------------------------------------------------
    def _build(self) -> None:
        self.ui.clear_and_reset()
        self._handlers.clear()
        settings = self.ctx.settings
        kept = {
            "address": str(getattr(settings, "join_address", "") or ""),
            "port": str(getattr(settings, "join_port", 8765) or 8765),
            "code": "",
            "name": str(getattr(settings, "join_name", "") or ""),
        }
        self.fields: dict[str, pygame_gui.elements.UITextEntryLine] = {}
        for i, key in enumerate(("address", "port", "code", "name")):
            field = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(FIELD_X, 180 + i * ROW_H, FIELD_W, 40), self.ui, object_id=f"#join_{key}"
            )
            field.set_text_length_limit({"address": 255, "port": 5, "code": 16, "name": 40}[key])
            field.set_text(kept[key])
            self.fields[key] = field
        self.connect = self.button((FIELD_X, 180 + 4 * ROW_H, 190, 46), t("Connect"), self._connect,
                                   class_id="@primary")  # fmt: skip
        self.button((60, 640, 160, 46), t("Back"), lambda: Pop())
        self._seat_buttons()

    def _seat_buttons(self) -> None:
        for element in self.take_buttons:
            self.forget(element)
        self.take_buttons = []
        if self.table is None:
            return
        for row, seat in enumerate(self.table.plan):
            rect = (SEATS_X + 480, SEATS_Y + row * SEAT_H + 6, 170, 40)
            if self._free(seat):
                label = t("Take seat {n}", n=seat.seat + 1)
                self.take_buttons.append(self.button(rect, label, self._taker(seat.seat)))
            elif self._ours(seat):
                label = t("Take back seat {n}", n=seat.seat + 1)
                self.take_buttons.append(self.button(rect, label, self._taker_back(seat.seat)))

    def _free(self, seat: SeatInfo) -> bool:
        return seat.kind == "remote" and not seat.taken and seat.seat not in self.mine

    def _ours(self, seat: SeatInfo) -> bool:
        """A seat this computer held before and nobody holds now: its token takes it back."""
        return seat.kind == "remote" and seat.taken and not seat.held and seat.seat in self.kept

    def _taker(self, seat: int) -> Handler:
        return lambda: self._take(seat)

    def _taker_back(self, seat: int) -> Handler:
        def take_back() -> Transition | None:
            if self.service is None:
                return None
            self.service.rejoin(seat, self.kept[seat])
            return self._say(t("Taking seat {n} back…", n=seat + 1))

        return take_back

    # --- what the player does ----------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> Transition | None:
        """Enter in a field connects, as the Connect button does."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in self.fields.values():
            return self._connect()
        return None

    def _connect(self) -> Transition | None:
        address = self.fields["address"].get_text().strip()
        port_text = self.fields["port"].get_text().strip()
        code = self.fields["code"].get_text().strip().upper()
        if not address:
            return self._say(t("Type the address of the computer that hosts the table."), bad=True)
        if not port_text.isdigit() or not 0 < int(port_text) < 65536:
            return self._say(t("The port is a number from 1 to 65535 (the host shows it)."), bad=True)
        if not code:
            return self._say(t("Type the table's code (the host shows it)."), bad=True)
        self._close()
        self.table, self.mine, self.ever_up = None, set(), False
        self._seat_buttons()
        self._remember(address, int(port_text))
        self.service = ClientService(address, int(port_text), code, language=i18n.language())
        self.service.start()
        self.where = (address, int(port_text), code)
        self.kept = services.joined_tokens(*self.where)  # seats held here before (the app closed)
        return self._say(t("Connecting to {where}…", where=f"{address}:{port_text}"))

    def _take(self, seat: int) -> Transition | None:
        if self.service is None:
            return None
        name = self.fields["name"].get_text().strip() or t("Player {n}", n=seat + 1)
        self._remember_name(name)
        self.service.join(seat, name)
        return self._say(t("Asking the host for seat {n}…", n=seat + 1))

    def _remember(self, address: str, port: int) -> None:
        settings = services.updated(self.ctx.settings, join_address=address, join_port=port)
        self.ctx.settings = settings
        services.save_settings(settings)

    def _remember_name(self, name: str) -> None:
        settings = services.updated(self.ctx.settings, join_name=name[:40])
        self.ctx.settings = settings
        services.save_settings(settings)

    def _say(self, words: str, *, bad: bool = False) -> Transition | None:
        """Say how it goes under the fields (a handler's answer: no transition)."""
        self.status, self.bad = words, bad
        return None

    # --- what the host says -----------------------------------------------------------------------------
    def on_update(self, dt: float) -> Transition | None:
        if self.service is None:
            return None
        self._since_look += dt
        if self.ever_up and not self.mine and self._since_look >= LOOK_EVERY_S:
            self._look()
        for event, heard_at in self.service.poll_heard():
            self._received.append(event)
            if isinstance(event, Update):
                self._update_heard_at = heard_at
            self._hear(event)
            if self.service is None:
                return None
        return self._start_when_ready()

    def _look(self) -> None:
        if self.service is not None:
            self._since_look = 0.0
            self.service.send(Hello(code=self.service.code))

    def _hear(self, event: ClientEvent) -> None:
        if isinstance(event, Link):
            self._link(event)
        elif isinstance(event, TableInfo):
            self._seen(event)
        elif isinstance(event, Welcome):
            self.mine.add(event.seat)
            self.kept[event.seat] = event.token
            services.keep_joined_tokens(*self.where, self.kept)
            self._seen(event.table)
        elif isinstance(event, Problem):
            self._problem(event)

    def _link(self, link: Link) -> None:
        where = self.service.uri.removeprefix("ws://") if self.service else ""
        if link.up:
            self.ever_up = True
            self._look()
            self._say(t("Connected to {where}: looking at the table…", where=where))
        elif not self.ever_up:
            self._close()
            self._say(t("No host answers at {where}. Check the address and port, and that the host's "
                        "firewall lets this computer in.", where=where), bad=True)  # fmt: skip
        else:
            self._say(t("The connection to the host is lost; trying again…"), bad=True)

    def _seen(self, table: TableInfo) -> None:
        self.table = table
        self._seat_buttons()
        if self.mine and not table.started:
            seats = ", ".join(str(seat + 1) for seat in sorted(self.mine))
            if all(seat.held for seat in table.plan if seat.kind == "remote"):
                self._say(t("You hold seat {n}. Every seat is taken: the game starts when the host presses Start.",
                            n=seats))  # fmt: skip
            else:
                self._say(t("You hold seat {n}. The game starts once every seat is taken.", n=seats))
        elif not self.mine:
            free = any(self._free(seat) for seat in table.plan)
            if any(self._ours(seat) for seat in table.plan):
                self._say(t("Your seat waits for you: take it back."))
            elif free:
                self._say(t("Choose a free seat."))
            else:
                self._say(t("Every seat of this table is taken."), bad=True)

    def _problem(self, problem: Problem) -> None:
        if problem.code == "bad-code":
            self._close()
            self._say(t("The host has no table with that code. Check the code the host shows."), bad=True)
        elif problem.code == "bad-token":
            self._say(t("The host no longer keeps that seat for this computer."), bad=True)
            self._look()
        elif problem.code in ("seat-taken", "bad-seat"):
            self._say(t("That seat was taken meanwhile: choose another."), bad=True)
            self._look()
        else:
            self._say(t("The host says: {message}", message=problem.message), bad=True)

    def _start_when_ready(self) -> Transition | None:
        """The table started and sent a seat held here its first update: the game screen opens."""
        started = any(isinstance(e, Update) and e.seat in self.mine for e in self._received)
        if self.service is None or self.table is None or not self.table.started or not started:
            return None
        from timetravel.ui.screens.remote_game import RemoteGameScreen

        try:
            driver = RemoteDriver(self.service, self.table, frozenset(self.mine))
        except (TimetravelError, ValueError) as exc:
            self._close()
            self._say(t("This table cannot be played here: {error}", error=str(exc)), bad=True)
            return None
        driver.take([e for e in self._received if not isinstance(e, Link)], self._update_heard_at)
        self.service = None  # the game screen's now
        return Replace(RemoteGameScreen(self.ctx, driver))

    def _close(self) -> None:
        if self.service is not None:
            self.service.close()
        self.service = None
        self._received = []

    def leave(self) -> None:
        self._close()
        super().leave()

    # --- drawing -----------------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        pal, fonts = self.palette, self.fonts
        self.heading(surface, t("Join a table"), t("Play a seat of a table that another computer hosts."))
        labels = (t("Host address"), t("Port"), t("Table code"), t("Your name"))
        for i, label in enumerate(labels):
            surface.blit(fonts.render(label, 15, pal.muted, True), (FIELD_X + 2, 158 + i * ROW_H))
        if self.status:
            colour = pal.bad if self.bad else pal.text
            surface.blit(fonts.render_wrapped(self.status, 16, colour, FIELD_W + 40), (FIELD_X, 540))
        if self.table is not None:
            self._draw_seats(surface)

    def _draw_seats(self, surface: pygame.Surface) -> None:
        assert self.table is not None
        rows = [(seat.seat, seat.name, self._seat_words(seat)) for seat in self.table.plan]
        draw_seat_rows(surface, self.fonts, self.palette, (SEATS_X, SEATS_Y), rows, name_w=200, words_x=270)

    def _seat_words(self, seat: SeatInfo) -> str:
        if seat.seat in self.mine:
            return t("Yours")
        if seat.kind == "ai":
            return t("AI ({level})", level=t(seat.level or "normal"))
        if seat.kind == "person":
            return t("A person at the host")
        if not seat.taken:
            return t("Free")
        if self._ours(seat):
            return t("Yours before: take it back")
        return t("Taken") if seat.held else t("Taken (connection lost)")
