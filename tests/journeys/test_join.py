"""Joining a table by the UI: a headless host (`timetravel host`) serves Rocket, and the App joins it
from the title screen by typing the address, port and code, takes seat 1 and plays its first turns
by clicks; the board and the side panel show the seat's view, and the log tells the host's steps."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from tests.journeys.conftest import Player, action_buttons, restart
from timetravel.saves.store import load_match
from timetravel.ui.score_history import score_history

LOOPBACK = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((LOOPBACK, 0))
        return int(sock.getsockname()[1])


class HeadlessHost:
    """`timetravel host GAME --seats ... --json` as a subprocess; its first line gives the code."""

    def __init__(self, home: Path, game: str, seats: str, port: int, *extra: str) -> None:
        env = {**os.environ, "TIMETRAVEL_HOME": str(home / "host"), "PYTHONPATH": os.getcwd()}
        table = ["--resume", game] if game.endswith(".json") else [game, "--seats", seats, "--seed", "7"]
        args = [sys.executable, "-m", "timetravel", "host", *table, "--port", str(port), "--bind", LOOPBACK,
                "--think-ms", "50", "--json", *extra]  # fmt: skip
        self.process = subprocess.Popen(
            args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
        )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert line, self.process.stderr.read() if self.process.stderr else "the host said nothing"
        self.table = json.loads(line)
        self.code = str(self.table["code"])
        self.port = port

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(10)


@pytest.fixture
def rocket_host(home: Path) -> Iterator[HeadlessHost]:
    hosted = HeadlessHost(home, "rocket", "remote,random", free_port())
    yield hosted
    hosted.stop()


def wait(player: Player, condition: Callable[[], bool], what: str) -> None:
    """Frames until `condition`, as long as the network takes (the journeys' wall limit bounds it):
    each frame leaves the network's thread a moment, as the app's 60 FPS frames leave it most of
    their time."""

    def sleeping() -> bool:
        time.sleep(0.002)
        return condition()

    player.until(sleeping, limit=1_000_000, what=what)


def take_seat_one(player: Player, port: int, code: str) -> None:
    """Join the table by clicks and take seat 1: the joined game screen."""
    join(player, port, code)
    wait(player, lambda: player.has("Take seat 1"), what="the table's seats")
    player.click("Take seat 1")
    wait(player, lambda: player.on_top("RemoteGameScreen"), what="the game screen")


def type_into(player: Player, field: object, text: str) -> None:
    player.clear_field(field)
    player.type(text)


def join(player: Player, port: int, code: str, name: str = "Ada") -> None:
    """Title -> Join a table -> address, port, code and name typed -> Connect."""
    player.click("Join a table")
    assert player.on_top("JoinScreen")
    screen = player.top
    type_into(player, screen.fields["address"], LOOPBACK)
    type_into(player, screen.fields["port"], str(port))
    type_into(player, screen.fields["code"], code)
    type_into(player, screen.fields["name"], name)
    player.click("Connect")


def test_enter_in_a_field_connects_and_the_address_is_remembered(
    player: Player, rocket_host: HeadlessHost
) -> None:
    player.click("Join a table")
    screen = player.top
    type_into(player, screen.fields["address"], LOOPBACK)
    type_into(player, screen.fields["port"], str(rocket_host.port))
    type_into(player, screen.fields["code"], rocket_host.code)
    player.press(pygame.K_RETURN)
    wait(player, lambda: player.has("Take seat 1"), what="the table's seats")
    player.press(pygame.K_ESCAPE)
    player.click("Join a table")  # the next time, the host's address and port are there already
    assert player.has(LOOPBACK) and player.has(str(rocket_host.port))


def test_the_app_joins_a_headless_table_and_plays_its_seat_by_clicks(
    player: Player, rocket_host: HeadlessHost
) -> None:
    join(player, rocket_host.port, rocket_host.code)
    wait(player, lambda: player.has("Take seat 1"), what="the table's seats")
    assert player.sees("AI (random)") and player.sees("Free")
    player.click("Take seat 1")
    wait(player, lambda: player.on_top("RemoteGameScreen"), what="the game screen")
    screen = player.top
    assert screen.match.seats[0].name == "Ada"
    played = 0
    while played < 12 and not any(entry.seat == 1 for entry in screen.log.entries):
        wait(player, lambda: bool(action_buttons(player)), what="seat 1's choices")
        assert player.sees("Your turn") and player.sees("Your choices")
        legal = screen.board_ctx.legal_actions()
        assert legal and legal == screen.remote.legal_for(0)
        view = screen.board_ctx.view()
        assert view == screen.remote.mirrors[0].seat_view(0)  # the board draws the seat's own view
        before = len(screen.log.entries)
        player.click(action_buttons(player)[0], settle=2)
        wait(player, lambda n=before: len(screen.log.entries) > n, what="the host's answer in the log")
        played += 1
    wait(player, lambda: bool(action_buttons(player)), what="seat 1's next turn, after the AI's")
    told = [entry.text for entry in screen.log.entries]
    assert any(entry.seat == 1 for entry in screen.log.entries), told  # the AI's steps are told too
    assert player.sees("Ada") and any(text.startswith("Ada recruits") or "Ada" in text for text in told)
    player.press(pygame.K_ESCAPE)  # the pause menu of a joined seat: nothing to save, nothing taken back
    assert player.on_top("PauseScreen")
    assert not player.find("Save").is_enabled and not player.find("Undo").is_enabled
    assert player.sees("Moves at a table shared across computers are not taken back.")
    english = [entry.text for entry in screen.log.entries]
    player.click("Settings")  # the log is told again in the language chosen now, from the host's events
    player.click("Español")
    player.press(pygame.K_ESCAPE)
    player.press(pygame.K_ESCAPE)
    assert player.on_top("RemoteGameScreen")
    spanish = [entry.text for entry in screen.log.entries]
    assert len(spanish) == len(english) and spanish != english, spanish


def test_a_wrong_code_and_no_host_say_so(player: Player, rocket_host: HeadlessHost) -> None:
    join(player, rocket_host.port, "WRONG9")
    wait(player, lambda: player.sees("The host has no table with that code."), what="the wrong code said")
    screen = player.top
    type_into(player, screen.fields["port"], str(free_port()))
    type_into(player, screen.fields["code"], rocket_host.code)
    player.click("Connect")
    wait(player, lambda: player.sees("No host answers at"), what="no host said")
    pygame.event.post(pygame.event.Event(pygame.QUIT))


def play_one(player: Player, screen: object) -> None:
    """Seat 1 clicks its first choice and the host's answer reaches the log."""
    wait(player, lambda: bool(action_buttons(player)), what="seat 1's choices")
    log = screen.log.entries  # type: ignore[attr-defined]
    before = len(log)
    player.click(action_buttons(player)[0], settle=2)
    wait(player, lambda: len(log) > before, what="the host's answer in the log")


def test_a_host_that_drops_and_comes_back_finds_the_seat_where_the_game_is(
    player: Player, home: Path, rocket_host: HeadlessHost
) -> None:
    take_seat_one(player, rocket_host.port, rocket_host.code)
    screen = player.top
    play_one(player, screen)
    save = str(rocket_host.table["save"])
    rocket_host.stop()  # the host's computer goes away
    wait(
        player, lambda: player.sees("The connection to the host is lost; trying again"), what="the loss said"
    )
    player.frames(2)
    assert not action_buttons(player), "no choice is offered that could not reach the host"
    back = HeadlessHost(home, save, "", rocket_host.port)  # and comes back from its autosave
    try:
        assert back.code == rocket_host.code
        wait(player, lambda: player.sees("Connected to the host again."), what="the seat taken back")
        steps = screen.remote.updates[0].step
        play_one(player, screen)
        wait(player, lambda: screen.remote.updates[0].step > steps, what="play on after the drop")
        assert player.on_top("RemoteGameScreen") and screen.match.seats[0].name == "Ada"
    finally:
        back.stop()


def test_two_persons_at_one_joining_computer_take_two_seats(player: Player, home: Path) -> None:
    hosted = HeadlessHost(home, "rocket", "remote,remote", free_port())
    try:
        join(player, hosted.port, hosted.code)
        wait(player, lambda: player.has("Take seat 2"), what="the table's seats")
        player.click("Take seat 1")
        wait(player, lambda: player.sees("You hold seat 1."), what="seat 1 held")
        player.click("Take seat 2")  # the table starts once both are taken
        wait(player, lambda: player.on_top("RemoteGameScreen"), what="the game screen")
        screen = player.top
        assert screen.humans == frozenset({0, 1})
        seen: set[int] = set()
        for _ in range(40):  # each person plays their own seat at this screen, as on one computer
            if seen == {0, 1}:
                break
            wait(
                player, lambda: bool(action_buttons(player)) or player.on_top("HandoffScreen"), what="a turn"
            )
            if player.on_top("HandoffScreen"):
                player.press(pygame.K_RETURN)
                continue
            seat = screen.match.to_act()
            assert screen.board_ctx.viewer == seat and player.sees("Your turn")
            seen.add(seat)
            step = screen.remote.updates[seat].step
            player.click(action_buttons(player)[0], settle=2)
            wait(player, lambda s=step, a=seat: screen.remote.updates[a].step > s, what="the host's answer")
        assert seen == {0, 1}
    finally:
        hosted.stop()


def test_a_host_gone_too_long_asks_to_try_again_and_trying_takes_the_seat_back(
    player: Player, home: Path, rocket_host: HeadlessHost
) -> None:
    take_seat_one(player, rocket_host.port, rocket_host.code)
    screen = player.top
    screen.remote.service.reconnect_s = 0.3  # (a minute in the app: the test does not wait that long)
    play_one(player, screen)
    save = str(rocket_host.table["save"])
    rocket_host.stop()
    wait(player, lambda: player.on_top("MessageDialog"), what="the lost connection's question")
    assert player.sees("Connection lost") and player.has("Try again") and player.has("Leave")
    back = HeadlessHost(home, save, "", rocket_host.port)
    screen.remote.service.reconnect_s = 20.0  # the host is back: a busy machine may take a while to answer
    try:
        player.click("Try again")
        wait(player, lambda: player.on_top("RemoteGameScreen"), what="the game again")
        steps = screen.remote.updates[0].step
        play_one(player, screen)
        wait(player, lambda: screen.remote.updates[0].step > steps, what="play on after trying again")
    finally:
        back.stop()


def test_a_joined_seat_plays_rocket_to_the_results(player: Player, rocket_host: HeadlessHost) -> None:
    take_seat_one(player, rocket_host.port, rocket_host.code)
    screen = player.top
    for _ in range(600):
        if not player.on_top("RemoteGameScreen"):
            break
        wait(
            player,
            lambda: bool(action_buttons(player)) or not player.on_top("RemoteGameScreen"),
            what="a turn",
        )
        if action_buttons(player):
            player.click(action_buttons(player)[0], settle=1)
    wait(player, lambda: player.on_top("ResultsScreen"), what="the results")
    assert screen.remote.result is not None and screen.remote.result["finished"]
    assert player.has("Back to title") and not player.has("Play again")
    rocket_host.process.wait(10)
    assert rocket_host.process.stdout is not None
    last = json.loads(rocket_host.process.stdout.read().strip().splitlines()[-1])
    assert last["result"] == screen.remote.result  # the host's result, shown here
    results_show_the_hosts_rounds(player, Path(str(rocket_host.table["save"])))


def results_show_the_hosts_rounds(player: Player, save: Path) -> None:
    """A joined seat's results show the rounds, round by round, as the host's log scored them (its
    match here is a mirror with no log: the rounds come from the steps the host told it)."""
    results = player.top
    hosts = score_history(load_match(save))
    assert len(hosts.rounds) > 1 and results.history == hosts
    heads = [head for head, _ in results.columns]
    assert heads and heads[-1] == f"Round {hosts.rounds[-1].number}", heads
    player.frames(2)
    for head in heads:  # drawn on the screen: "Round 1", "Round 2", ... (the earliest merged when many)
        assert player.sees(head), (head, player.screen_text())


def test_a_joiner_whose_app_closed_takes_its_seat_back(player: Player, rocket_host: HeadlessHost) -> None:
    take_seat_one(player, rocket_host.port, rocket_host.code)
    play_one(player, player.top)
    player = restart(player)  # the window closed: the seat waits at the host
    join(player, rocket_host.port, rocket_host.code)
    wait(player, lambda: player.has("Take back seat 1"), what="the seat this computer held")
    assert player.sees("Yours before: take it back") and player.sees("Your seat waits for you: take it back.")
    player.click("Take back seat 1")
    wait(player, lambda: player.on_top("RemoteGameScreen"), what="the game again")
    screen = player.top
    assert screen.match.seats[0].name == "Ada"
    play_one(player, screen)
    assert not screen.remote.told_whole  # told from mid-game: its results will show no rounds


def test_a_seat_taken_meanwhile_is_refused_in_words(player: Player, home: Path) -> None:
    hosted = HeadlessHost(home, "rocket", "remote,remote", free_port())
    env = {**os.environ, "TIMETRAVEL_HOME": str(home / "bot"), "PYTHONPATH": os.getcwd()}
    bot = None
    try:
        join(player, hosted.port, hosted.code)
        wait(player, lambda: player.has("Take seat 1"), what="the table's seats")
        args = [sys.executable, "-m", "timetravel", "join", f"{LOOPBACK}:{hosted.port}", "--code", hosted.code,
                "--seat", "1", "--ai", "random", "--json"]  # fmt: skip
        bot = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        assert bot.stdout is not None and bot.stdout.readline()  # a friend took seat 1 meanwhile
        player.click("Take seat 1")
        wait(
            player, lambda: player.sees("That seat was taken meanwhile: choose another."), what="the refusal"
        )
        wait(
            player,
            lambda: not player.has("Take seat 1") and player.has("Take seat 2"),
            what="the seats again",
        )
    finally:
        if bot is not None:
            bot.kill()
            bot.wait(10)
        hosted.stop()
