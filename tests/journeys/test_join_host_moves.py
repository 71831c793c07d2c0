"""What a joined seat sees of what its host does: the host pausing (its pause menu, a hand-off) shows
a panel over the board until it resumes; a friend gone stops Time Arena's clocks, with a panel; and
a seat the host gives to an AI, or that its token takes back on another computer, is told in a panel
with the way out (watch the game go on from that seat, back to the title).

The host here is a table served in this process and turned between the App's frames, so the test
can pause it or give its seat away at a known moment."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from tests.journeys.conftest import Player, action_buttons
from tests.journeys.test_join import LOOPBACK, join, wait
from timetravel.net.client import ClientService
from timetravel.net.host import HostService
from timetravel.net.seating import parse_plans
from timetravel.net.serve import HostLoop, open_table
from timetravel.net.table import Table

PAUSED = "The host has paused the game"


class TurnedHost:
    def __init__(self, seats: str, game: str = "rocket") -> None:
        self.table: Table = open_table(game, parse_plans(seats), {}, 7, think_ms=50)
        self.service = HostService(LOOPBACK, 0)
        self.port = self.service.start()
        self.loop = HostLoop(self.table, self.service)
        self.at = time.monotonic()

    def turn(self) -> None:
        now = time.monotonic()
        self.loop.turn(now - self.at)
        self.at = now

    def until(self, player: Player, condition: Callable[[], bool], what: str) -> None:
        def turned() -> bool:
            self.turn()
            return condition()

        wait(player, turned, what)


@pytest.fixture
def hosted(home: Path) -> Iterator[TurnedHost]:
    host = TurnedHost("remote,random")
    yield host
    host.service.close()


def seated(player: Player, host: TurnedHost) -> object:
    join(player, host.port, host.table.code)
    host.until(player, lambda: player.has("Take seat 1"), what="the table's seats")
    player.click("Take seat 1")
    host.until(player, lambda: player.on_top("RemoteGameScreen"), what="the game screen")
    screen = player.top
    host.until(player, lambda: bool(action_buttons(player)), what="seat 1's choices")
    return screen


def test_the_host_pausing_shows_a_panel_and_nothing_is_chosen_until_it_resumes(
    player: Player, hosted: TurnedHost
) -> None:
    screen = seated(player, hosted)
    hosted.table.pause(True)  # the host opened its pause menu
    hosted.until(player, lambda: player.sees(PAUSED), what="the host's pause told")
    assert player.sees("Play goes on when the host resumes")
    steps = len(hosted.table.match.log)
    player.click(action_buttons(player)[0], settle=2)  # a click on a choice does nothing meanwhile
    for _ in range(20):
        hosted.turn()
        player.frames(1)
    assert len(hosted.table.match.log) == steps and PAUSED in player.screen_text()
    hosted.table.pause(False)
    hosted.until(player, lambda: PAUSED not in player.screen_text(), what="the host resumed")
    assert player.on_top("RemoteGameScreen") and screen.remote.legal_for(0)  # type: ignore[attr-defined]
    player.click(action_buttons(player)[0], settle=2)
    hosted.until(player, lambda: len(hosted.table.match.log) > steps, what="the choice played")


def test_a_seat_given_to_an_ai_is_told_in_a_panel_and_watching_on_offers_no_choice(
    player: Player, hosted: TurnedHost
) -> None:
    screen = seated(player, hosted)
    hosted.table.give_to_ai(0, "random")
    hosted.until(player, lambda: player.on_top("MessageDialog"), what="the seat's loss told")
    assert player.sees("Your seat is no longer yours") and player.sees("gave seat 1")
    assert player.has("Watch on") and player.has("Back to title")
    assert player.sees("watch the game go on from that seat")
    player.click("Watch on")
    assert player.on_top("RemoteGameScreen")
    told = len(screen.log.entries)  # type: ignore[attr-defined]
    for _ in range(30):
        hosted.turn()
        player.frames(1)
    assert not action_buttons(player) and not screen.humans  # type: ignore[attr-defined]
    assert not player.on_top("MessageDialog"), "no lost-connection question follows"
    # the board follows the game the AI now plays for the seat, to its results
    hosted.until(player, lambda: player.on_top("ResultsScreen") or len(screen.log.entries) > told + 3,  # type: ignore[attr-defined]
                 what="the game going on")  # fmt: skip
    hosted.until(player, lambda: player.on_top("ResultsScreen"), what="the results")
    assert hosted.table.match.is_over
    assert screen.match.state.seat_view(0) == hosted.table.match.state.seat_view(0)  # type: ignore[attr-defined]


def test_a_friend_gone_stops_the_clocks_on_a_joined_arena_screen_with_a_panel(player: Player, home: Path) -> None:
    host = TurnedHost("remote,remote", "arena")
    friend = ClientService(LOOPBACK, host.port, host.table.code)  # seat 2, at a third computer
    friend.start()
    friend.join(1, "Bea")
    try:
        screen = seated(player, host)
        remote = screen.remote  # type: ignore[attr-defined]
        friend.close()
        host.until(player, lambda: player.sees("Waiting for Bea to come back"), what="the waiting panel")
        assert player.sees("Every clock waits until they are back.")
        shown, steps = remote.pending_ms(), len(host.table.match.log)
        player.click(action_buttons(player)[0], settle=2)  # a choice is not taken meanwhile
        for _ in range(60):
            host.turn()
            player.frames(1)
        assert remote.pending_ms() == shown and len(host.table.match.log) == steps, "every clock waits"
        assert "Waiting for Bea" in player.screen_text()
    finally:
        friend.close()
        host.service.close()


def test_a_seat_taken_back_on_another_computer_is_told_and_leads_back_to_the_title(
    player: Player, hosted: TurnedHost
) -> None:
    screen = seated(player, hosted)
    token = screen.remote.service.tokens[0]  # type: ignore[attr-defined]
    other = ClientService(LOOPBACK, hosted.port, hosted.table.code)  # the same seat's token, elsewhere
    other.start()
    other.rejoin(0, token)
    try:
        hosted.until(player, lambda: player.on_top("MessageDialog"), what="the seat's loss told")
        assert player.sees("Your seat is no longer yours") and player.sees("taken back on another computer")
        player.click("Back to title")
        assert player.on_top("TitleScreen")
    finally:
        other.close()


def test_time_arenas_clocks_wait_on_the_joined_screen_while_the_host_is_paused(
    player: Player, home: Path
) -> None:
    host = TurnedHost("remote,random", "arena")
    try:
        screen = seated(player, host)
        remote = screen.remote  # type: ignore[attr-defined]
        for _ in range(40):  # seat 1 makes its first choices until the clocks run
            if remote.pending_ms() > 0 and host.table.match.pending_ms > 0:
                break
            host.until(player, lambda: bool(action_buttons(player)) or remote.pending_ms() > 0, what="a turn")
            if action_buttons(player) and remote.pending_ms() == 0:
                player.click(action_buttons(player)[0], settle=2)
        assert remote.pending_ms() > 0, "a clock runs"
        host.table.pause(True)
        host.until(player, lambda: player.sees(PAUSED), what="the host's pause told")
        shown, hosts = remote.pending_ms(), host.table.match.pending_ms
        for _ in range(30):
            time.sleep(0.01)
            host.turn()
            player.frames(1)
        assert (remote.pending_ms(), host.table.match.pending_ms) == (shown, hosts), "no clock runs"
        host.table.pause(False)
        host.until(player, lambda: remote.pending_ms() > shown, what="the clock running again")
        for _ in range(60):  # on through the draft: the clocks show in play, and where they come from
            if getattr(remote.match.state.seat_view(0), "stage", "") == "play":
                break
            host.until(player, lambda: bool(action_buttons(player)), what="a choice")
            player.click(action_buttons(player)[0], settle=2)
        host.until(player, lambda: player.sees("The host's clocks"), what="the clocks' source")
        assert player.sees("ms behind")
    finally:
        host.service.close()


def test_time_arenas_clocks_run_on_the_joined_screen_while_its_own_pause_menu_is_open(
    player: Player, home: Path
) -> None:
    """The host's clocks never wait for a joined app's pause menu: the clock shown behind the menu
    runs on too (it read behind by the whole time the menu was open, Kim's 2:31 against the host's 2:14)."""
    host = TurnedHost("remote,random", "arena")
    try:
        screen = seated(player, host)
        remote = screen.remote  # type: ignore[attr-defined]
        for _ in range(40):  # seat 1 makes its first choices until its clock runs
            if remote.pending_ms() > 0 and action_buttons(player):
                break
            host.until(player, lambda: bool(action_buttons(player)) or remote.pending_ms() > 0, what="a turn")
            if action_buttons(player) and remote.pending_ms() == 0:
                player.click(action_buttons(player)[0], settle=2)
        assert remote.pending_ms() > 0, "a clock runs"
        player.press(pygame.K_ESCAPE)
        assert player.on_top("PauseScreen")
        assert player.sees("The game goes on at the host meanwhile.") and "Paused" not in player.screen_text()
        shown, since = remote.pending_ms(), time.monotonic()
        player.frames(30)  # a while behind the menu
        behind_ms = (time.monotonic() - since) * 1000
        assert remote.pending_ms() - shown >= behind_ms - 50, "the clock shown runs on"
    finally:
        host.service.close()
