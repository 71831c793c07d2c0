"""Hosting a table from the setup screen: seat 2 open to a friend, the lobby shows the code and the
port, a bot client (`timetravel join ... --ai random`) takes the seat, Start opens the game and the
host plays its seat by clicks while the friend's moves come over the network; when the friend's
connection drops, the seat waits and the host gives it to an AI from the Table button."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from tests.journeys.conftest import Player, action_buttons, open_setup
from tests.journeys.test_join import wait
from timetravel.net.bot import Bot
from timetravel.net.client import ClientService
from timetravel.net.protocol import Result, TableInfo, Welcome


def open_rocket_lobby(player: Player) -> None:
    """Rocket's setup by clicks, its second seat open to a friend, then Start: the lobby."""
    open_setup(player, "Time Machine Rocket")
    player.choose(player.seat_menus()[1], "Open to a friend")
    player.click("Start")
    wait(player, lambda: player.on_top("LobbyScreen"), what="the lobby")


def host_plays_until_seat_2_has(player: Player, screen: Any, since: int = 0) -> None:
    """The host's seat plays its first choice by clicks until seat 2 has played a step since `since`."""
    for _ in range(20):
        if any(entry.actor == 1 for entry in screen.match.log[since:]):
            return
        wait(player, lambda: bool(action_buttons(player)), what="the host's choices")
        before = len(screen.match.log)
        player.click(action_buttons(player)[0], settle=2)
        wait(player, lambda n=before: len(screen.match.log) > n, what="the step played")


def bot(home: Path, port: int, code: str, seat: int) -> subprocess.Popen[str]:
    env = {**os.environ, "TIMETRAVEL_HOME": str(home / "bot"), "PYTHONPATH": os.getcwd()}
    args = [sys.executable, "-m", "timetravel", "join", f"127.0.0.1:{port}", "--code", code,
            "--seat", str(seat), "--ai", "random", "--name", "Bea", "--wait", "2", "--json"]  # fmt: skip
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def test_the_app_hosts_a_table_a_bot_joins_and_a_dropped_seat_goes_to_an_ai(
    player: Player, home: Path
) -> None:
    open_rocket_lobby(player)
    lobby = player.top
    code, port = lobby.host.table.code, lobby.host.port
    assert player.sees(code) and player.sees(str(port)) and player.sees("Open: waiting for a friend")
    assert not player.find("Start").is_enabled
    friend = bot(home, port, code, 2)
    try:
        wait(player, lambda: player.sees("Joined"), what="the friend in the lobby")
        assert player.sees("Bea")
        player.click("Start")
        wait(player, lambda: player.on_top("HostGameScreen"), what="the host's game")
        screen = player.top
        told = [entry.text for entry in screen.log.entries]
        assert len(told) == len(set(told)), told  # the steps played in the lobby are told once
        assert not player.sees("Bea is back.")  # she joined; she never left
        for _ in range(20):  # the host's seat plays by clicks until the friend has played too
            if any(entry.seat == 1 for entry in screen.log.entries):
                break
            wait(player, lambda: bool(action_buttons(player)), what="the host's choices")
            before = len(screen.log.entries)
            player.click(action_buttons(player)[0], settle=2)
            wait(player, lambda n=before: len(screen.log.entries) > n, what="the step in the log")
        assert any(entry.seat == 1 for entry in screen.log.entries), "the friend's moves are told"
        assert player.sees("Bea")
    finally:
        friend.kill()
        friend.wait(10)
    wait(player, lambda: 1 in screen.host.open_seats(), what="the friend's seat gone")
    player.click("Table")
    wait(player, lambda: player.on_top("LobbyScreen"), what="the table's seats")
    assert player.sees("Connection lost: waiting")
    player.click("Give to an AI")
    wait(player, lambda: player.sees("AI (normal)"), what="the seat given to an AI")
    player.click("Back to the game")
    assert player.on_top("HostGameScreen") and screen.match.seats[1].kind == "ai"
    steps = len(screen.match.log)
    host_plays_until_seat_2_has(player, screen, steps)  # the AI now plays seat 2 between the host's turns
    assert any(entry.actor == 1 for entry in screen.match.log[steps:]), "the AI plays the seat given"
    saved = json.loads(sorted((home / "saves").glob("*.json"))[-1].read_text(encoding="utf-8"))
    assert saved["game"] == "rocket"  # the host autosaves the table as any game


def test_two_persons_at_the_hosts_screen_pass_it_between_them(player: Player, home: Path) -> None:
    open_setup(player, "El Ministerio del Tiempo")
    if len(player.seat_menus()) < 3:
        player.click("+")
    menus = player.seat_menus()
    player.choose(menus[1], "Person")
    player.choose(player.seat_menus()[2], "Open to a friend")
    player.click("Start")
    wait(player, lambda: player.on_top("LobbyScreen"), what="the lobby")
    lobby = player.top
    friend = bot(home, lobby.host.port, lobby.host.table.code, 3)
    try:
        wait(player, lambda: player.find("Start").is_enabled, what="every seat taken")
        player.click("Start")
        wait(player, lambda: player.on_top("HostGameScreen"), what="the host's game")
        screen = player.top
        viewers: set[int] = set()
        handoffs = 0
        for _ in range(150):
            if player.on_top("HandoffScreen"):
                handoffs += 1
                assert screen.host.table.paused, "the friends' table waits while the screen is passed"
                player.press(pygame.K_RETURN)
                assert player.on_top("HostGameScreen") == (not screen.host.table.paused), player.top
                continue
            if viewers >= {0, 1} and handoffs:
                break
            wait(
                player, lambda: bool(action_buttons(player)) or player.on_top("HandoffScreen"), what="a turn"
            )
            if action_buttons(player):
                viewers.add(screen.board_ctx.viewer)
                assert screen.board_ctx.viewer == screen.match.to_act()
                player.click(action_buttons(player)[0], settle=2)
        assert viewers >= {0, 1} and handoffs >= 1, (viewers, handoffs)  # hidden cards: a hand-off
    finally:
        friend.kill()
        friend.wait(10)


def friend_heard(friend: ClientService, heard: list[object], paused: bool) -> Callable[[], bool]:
    def told() -> bool:
        heard.extend(friend.poll())
        infos = [m for m in heard if isinstance(m, TableInfo)]
        return bool(infos) and infos[-1].paused == paused

    return told


def test_the_host_pausing_tells_its_friend_and_its_table_waits_until_it_resumes(
    player: Player, home: Path
) -> None:
    open_rocket_lobby(player)
    lobby = player.top
    friend = ClientService("127.0.0.1", lobby.host.port, lobby.host.table.code)
    friend.start()
    friend.join(1, "Bea")
    heard: list[object] = []
    try:
        wait(player, lambda: player.find("Start").is_enabled, what="the friend seated")
        player.click("Start")
        wait(player, lambda: player.on_top("HostGameScreen"), what="the host's game")
        screen = player.top
        wait(player, lambda: bool(action_buttons(player)), what="the host's choices")
        player.press(pygame.K_ESCAPE)
        assert player.on_top("PauseScreen")
        wait(player, friend_heard(friend, heard, True), what="the friend told of the pause")
        friend.rejoin(1, friend.tokens[1])  # the friend comes back meanwhile: still served
        wait(player, lambda: sum(isinstance(m, Welcome) for m in heard + friend.poll()) >= 2, what="served")
        steps = len(screen.match.log)
        player.frames(30)
        assert len(screen.match.log) == steps
        player.click("Resume")
        wait(player, friend_heard(friend, heard, False), what="the friend told of the resume")
    finally:
        friend.close()


def test_the_results_screen_serves_on_until_a_friend_whose_connection_blinked_has_the_result(
    player: Player, home: Path
) -> None:
    open_rocket_lobby(player)
    host = player.top.host
    friend = ClientService("127.0.0.1", host.port, host.table.code)
    friend.start()
    friend.join(1, "Bea")
    robot = Bot(friend, 1, "random", think_ms=20)
    playing = threading.Thread(target=robot.run, kwargs={"timeout_s": 120.0}, daemon=True)
    playing.start()
    blinked: list[str] = []
    send = host.service.send

    def blinking(conn: int, message: object) -> None:
        if isinstance(message, Result) and not blinked:  # the friend's connection blinks as it leaves
            blinked.append(friend.tokens[1])
            friend.close()
            return
        send(conn, message)  # type: ignore[arg-type]

    host.service.send = blinking
    back: ClientService | None = None
    try:
        wait(player, lambda: player.find("Start").is_enabled, what="the friend seated")
        player.click("Start")
        for _ in range(600):
            if player.on_top("ResultsScreen"):
                break
            wait(player, lambda: bool(action_buttons(player)) or player.on_top("ResultsScreen"), what="a turn")
            if action_buttons(player):
                player.click(action_buttons(player)[0], settle=1)
        wait(player, lambda: player.on_top("ResultsScreen"), what="the host's results")
        assert blinked, "the result went out while the friend's connection was down"
        back = ClientService("127.0.0.1", host.port, host.table.code, reconnect_s=1.0)
        back.start()
        back.rejoin(1, blinked[0])  # the friend's app takes the seat back with its token
        heard: list[object] = []
        wait(player, lambda: bool(heard.extend(back.poll()) or any(isinstance(m, Result) for m in heard))
             or back.finished, what="the friend back")  # fmt: skip
        assert any(isinstance(m, Result) for m in heard), "the friend who came back has the result"
        assert player.on_top("ResultsScreen")
        wait(player, lambda: player.top.serving is None, what="serving ends once everyone has it")
    finally:
        friend.close()
        if back is not None:
            back.close()
