"""The host's screen when a friend is not there: a Time Arena table whose friend's connection drops
shows who it waits for and stops every clock until the friend is back; a hosted game quit to the
title comes back by Continue as the same table (its code, the friend's seat waiting for its token),
and Start goes on where it was."""

from __future__ import annotations

import threading
from pathlib import Path

from tests.journeys.conftest import Player, action_buttons, open_setup
from tests.journeys.test_host import host_plays_until_seat_2_has, open_rocket_lobby
from tests.journeys.test_join import wait
from timetravel.net.bot import Bot
from timetravel.net.client import ClientService
from timetravel.net.protocol import TableInfo


def seat_a_bot(port: int, code: str, token: str | None = None) -> tuple[ClientService, threading.Thread]:
    """A friend who plays seat 2 by a random AI (taking it back when a token is given)."""
    friend = ClientService("127.0.0.1", port, code)
    friend.start()
    if token is None:
        friend.join(1, "Bea")
    else:
        friend.rejoin(1, token)
    playing = threading.Thread(target=Bot(friend, 1, "random", think_ms=20).run, kwargs={"timeout_s": 120.0},
                               daemon=True)  # fmt: skip
    playing.start()
    return friend, playing


def test_an_arena_host_stops_every_clock_while_a_friend_is_gone(player: Player, home: Path) -> None:
    open_setup(player, "Time Arena")
    player.choose(player.seat_menus()[1], "Open to a friend")
    player.click("Start")
    wait(player, lambda: player.on_top("LobbyScreen"), what="the lobby")
    host = player.top.host
    friend, _ = seat_a_bot(host.port, host.table.code)
    back: ClientService | None = None
    try:
        wait(player, lambda: player.find("Start").is_enabled, what="the friend seated")
        assert player.sees("Every seat is taken: Start opens the game.")
        player.click("Start")
        wait(player, lambda: player.on_top("HostGameScreen"), what="the host's game")
        screen = player.top
        for _ in range(60):  # the host plays by clicks until a clock runs
            if screen.match.pending_ms > 0:
                break
            wait(player, lambda: bool(action_buttons(player)) or screen.match.pending_ms > 0, what="a turn")
            if action_buttons(player):
                player.click(action_buttons(player)[0], settle=2)
        assert screen.match.pending_ms > 0, "a clock runs"
        token = friend.tokens[1]
        friend.close()
        wait(player, lambda: player.sees("Waiting for Bea to come back"), what="the waiting panel")
        assert player.sees("Every clock waits until they are back.")
        assert player.sees("The Table button gives their seat to an AI instead.")
        clock, steps = screen.match.pending_ms, len(screen.match.log)
        player.frames(90)  # a second and a half of the host's frames
        assert (screen.match.pending_ms, len(screen.match.log)) == (clock, steps), "nothing moved"
        back, _ = seat_a_bot(host.port, host.table.code, token)
        wait(player, lambda: "Waiting for Bea" not in player.screen_text(), what="the panel gone")
        assert player.sees("Bea is back.")
        wait(player, lambda: screen.match.pending_ms != clock or len(screen.match.log) != steps,
             what="the clocks running again")  # fmt: skip
    finally:
        friend.close()
        if back is not None:
            back.close()


def test_a_hosted_game_quit_to_the_title_opens_as_the_same_table_again(player: Player, home: Path) -> None:
    open_rocket_lobby(player)
    host = player.top.host
    code, port = host.table.code, host.port
    friend, playing = seat_a_bot(host.port, code)
    back: ClientService | None = None
    try:
        wait(player, lambda: player.find("Start").is_enabled, what="the friend seated")
        player.click("Start")
        wait(player, lambda: player.on_top("HostGameScreen"), what="the host's game")
        screen = player.top
        host_plays_until_seat_2_has(player, screen)  # until the friend has played too
        token = friend.tokens[1]
        wait(player, lambda: bool(action_buttons(player)), what="the host's turn")
        steps = len(screen.match.log)
        friend.close()  # the friend's app gives up (one still trying would take its seat back by itself)
        playing.join(5)
        player.click("Menu")
        player.click("Quit to title")
        assert player.on_top("TitleScreen")
        player.click("Continue")
        assert player.on_top("MessageDialog") and player.sees("A table for friends")
        player.click("Open the table")
        wait(player, lambda: player.on_top("LobbyScreen"), what="the table's lobby again")
        lobby = player.top
        assert lobby.host.table.code == code and player.sees(code), "the same code"
        assert lobby.host.port == port, "the same port, where the friends' apps look"
        assert player.sees("Connection lost: waiting") and not player.find("Start").is_enabled
        back, _ = seat_a_bot(lobby.host.port, code, token)
        wait(player, lambda: player.find("Start").is_enabled, what="the friend back in its seat")
        player.click("Start")
        wait(player, lambda: player.on_top("HostGameScreen"), what="the game again")
        screen = player.top
        assert len(screen.match.log) == steps, "where it was"
        assert len(screen.log.entries) > steps // 2, "its log told again"
        host_plays_until_seat_2_has(player, screen, steps)  # and on: the friend plays again from its computer
        assert any(entry.actor == 1 for entry in screen.match.log[steps:]), "the friend plays on"
    finally:
        friend.close()
        if back is not None:
            back.close()


def test_a_host_quitting_to_the_title_never_tells_its_friend_the_game_resumed(player: Player, home: Path) -> None:
    open_rocket_lobby(player)
    host = player.top.host
    friend = ClientService("127.0.0.1", host.port, host.table.code, reconnect_s=0.5)
    friend.start()
    friend.join(1, "Bea")
    heard: list[object] = []
    try:
        wait(player, lambda: player.find("Start").is_enabled, what="the friend seated")
        player.click("Start")
        wait(player, lambda: player.on_top("HostGameScreen"), what="the host's game")
        player.click("Menu")
        player.click("Quit to title")
        assert player.on_top("TitleScreen")
        wait(player, lambda: bool(heard.extend(friend.poll())) or friend.finished, what="the table closed")
        infos = [m for m in heard if isinstance(m, TableInfo)]
        assert infos and infos[-1].paused, "the last word: the host paused (then the connection went)"
    finally:
        friend.close()
