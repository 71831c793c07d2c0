"""Two real Apps at one table: one hosts Time Machine Rocket from its setup screen (seat 2 open to a
friend), the other joins from its title screen by typing the address, the port and the code, takes
seat 2, and both play the first turns by clicks. Each screen is checked for what its player sees:
the host's lobby names the friend, both boards show the same cards in the Game Area and the same
log lines, and each turn banner says whose turn it is from its own seat.

pygame has one display per process: the host's App runs here, the friend's in a subprocess
(two_apps_peer.py) that the test drives by one JSON line a command. While the test waits for the
friend's answer the host's App keeps running frames, as both apps would on two computers.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.journeys.conftest import WALL_LIMIT_S, Player, action_buttons, open_setup, write_settings
from tests.journeys.test_join import LOOPBACK, wait
from tests.journeys.two_apps_peer import CARDS, public

SEED = 7
MOST_STEPS = 30  # steps played by clicks, the two seats in turn, at most


class Peer:
    """The friend's App in a subprocess, answering one JSON line per command."""

    def __init__(self, home: Path, host: Player) -> None:
        write_settings(home)
        env = {**os.environ, "TIMETRAVEL_HOME": str(home), "PYTHONPATH": os.getcwd()}
        self.host = host
        # a file, not a pipe: warnings must never fill it and stall the app (one per start of the app)
        self.errors = home / f"stderr{len(list(home.glob('stderr*.txt')))}.txt"
        with self.errors.open("w", encoding="utf-8") as errors:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "tests.journeys.two_apps_peer"],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=errors, text=True, env=env,
            )  # fmt: skip
        self.replies: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.seen = self._reply("the friend's app to start")

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.replies.put(line)

    def _reply(self, what: str) -> dict[str, Any]:
        """The next answer; meanwhile the host's App runs its frames (it serves the table)."""
        limit = time.monotonic() + 3 * WALL_LIMIT_S  # the friend's own waits stop at WALL_LIMIT_S
        while time.monotonic() < limit:
            try:
                line = self.replies.get_nowait()
            except queue.Empty:
                if self.process.poll() is not None:
                    break
                self.host.frames(1)
                time.sleep(0.002)
                continue
            reply = json.loads(line)
            if not reply["ok"]:
                raise AssertionError(f"the friend's app, {what}:\n{reply['error']}")
            return dict(reply)
        errors = self.errors.read_text(encoding="utf-8")[-4000:]
        raise AssertionError(f"the friend's app did not answer ({what}):\n{errors}")

    def do(self, op: str, **args: Any) -> dict[str, Any]:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps({"op": op, **args}) + "\n")
        self.process.stdin.flush()
        self.seen = self._reply(f"{op} {args}")
        return self.seen

    def kill(self) -> None:
        """The friend's app dies at once (its computer crashed): no goodbye to the host."""
        self.process.kill()
        self.process.wait(10)

    def close(self) -> None:
        if self.process.poll() is None and self.process.stdin is not None:
            self.process.stdin.write(json.dumps({"op": "quit"}) + "\n")
            self.process.stdin.close()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.process.wait(10)


@pytest.fixture
def friend(player: Player, tmp_path: Path) -> Iterator[Peer]:
    peer = Peer(tmp_path / "friend", player)
    yield peer
    peer.close()


def host_a_table(
    player: Player, monkeypatch: pytest.MonkeyPatch, title: str = "Time Machine Rocket"
) -> tuple[str, int]:
    """Setup: seat 2 open to a friend, Start; the lobby shows the code and the port."""
    monkeypatch.setattr("timetravel.ui.screens.setup.new_seed", lambda: SEED)  # the same deal each run
    open_setup(player, title)
    player.choose(player.seat_menus()[1], "Open to a friend")
    player.click("Start")
    wait(player, lambda: player.on_top("LobbyScreen"), what="the lobby")
    code, port = player.top.host.table.code, player.top.host.port
    assert player.sees(code) and player.sees(str(port)) and player.sees("Open: waiting for a friend")
    return code, port


def connect_by_the_ui(friend: Peer, code: str, port: int) -> None:
    """The friend's title screen: Join a table, the address, port, code and name typed, Connect."""
    assert friend.seen["top"] == "TitleScreen"
    friend.do("click", text="Join a table")
    for field, text in (("address", LOOPBACK), ("port", str(port)), ("code", code), ("name", "Bea")):
        friend.do("type_into", field=field, text=text)
    friend.do("click", text="Connect")


def join_by_the_ui(friend: Peer, code: str, port: int) -> None:
    """Connected by the UI, the friend takes the free seat 2."""
    connect_by_the_ui(friend, code, port)
    friend.do("wait", has="Take seat 2")
    seats = friend.do("wait", sees="Choose a free seat.")["text"]
    assert "A person at the host" in seats and "Free" in seats and "Take seat 1" not in seats, seats
    friend.do("click", text="Take seat 2")


def test_two_apps_host_and_join_by_the_ui_and_play_rocket(
    player: Player, friend: Peer, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, port = host_a_table(player, monkeypatch)
    screen = start_together(player, friend, code, port)
    me = screen.match.seats[0].name
    for _ in range(MOST_STEPS):  # until the turn went to the friend and came back to the host
        same_table(player, screen, friend)
        if back_to_the_host(screen.log.entries, me):
            break
        one_step(player, friend, me)
    assert back_to_the_host(screen.log.entries, me), [entry.text for entry in screen.log.entries]
    assert player.sees("Your turn") and "Plays on another computer" in friend.seen["text"]


def start_together(player: Player, friend: Peer, code: str, port: int) -> Any:
    """The friend joins by the UI, the host sees them and presses Start: both games open (the
    host's game screen is returned)."""
    join_by_the_ui(friend, code, port)
    wait(player, lambda: player.sees("Joined") and player.sees("Bea"), what="the friend in the lobby")
    wait(player, lambda: player.find("Start").is_enabled, what="Start once every seat is taken")
    player.click("Start")
    wait(player, lambda: player.on_top("HostGameScreen"), what="the host's game")
    friend.do("wait", top="RemoteGameScreen")
    return player.top


def one_step(player: Player, friend: Peer, me: str) -> None:
    """The seat to act plays its first choice by a click on its own screen; the host's log tells it."""
    screen = player.top
    before = len(screen.log.entries)
    if screen.match.to_act() == 0:
        assert player.sees("Your turn") and "Plays on another computer" in friend.seen["text"]
        assert me in friend.seen["text"]
        player.click(action_buttons(player)[0], settle=2)
    else:
        assert player.sees("Bea") and player.sees("Plays on another computer")
        assert "Your turn" in friend.seen["text"] and friend.seen["choices"], friend.seen
        friend.do("choose_first")
    wait(player, told_more(screen, before), what="the step in the host's log")


def told_more(screen: Any, before: int) -> Callable[[], bool]:
    return lambda: len(screen.log.entries) > before


def back_to_the_host(entries: list[Any], me: str) -> bool:
    """Whether the log tells the host's turn, the friend's steps and the host's turn again."""
    texts = [entry.text for entry in entries]
    if "Bea's turn" not in texts:
        return False
    after = texts[texts.index("Bea's turn") :]
    return any(entry.seat == 1 for entry in entries) and f"{me}'s turn" in after


def same_table(player: Player, screen: Any, friend: Peer) -> None:
    """Once the friend's screen has caught up with the host's log, both show the same log lines, the
    same cards revealed in the Game Area and the same seat to act, with its choices on its screen."""
    wait(player, lambda: not screen.driver.stepping() and screen.match.to_act() >= 0, what="the host's turn")
    wait(
        player, lambda: bool(action_buttons(player)) or screen.match.to_act() != 0, what="the host's choices"
    )
    lines = [entry.text for entry in screen.log.entries[1:]]  # the first line: how this screen began
    friend.do("wait", log=lines)
    if screen.match.to_act() == 1:
        friend.do("wait", choices=True)
    seen = friend.do("read")
    assert seen["log"][1:] == lines, (seen["log"], lines)
    view = public(screen.board_ctx.view())
    assert seen["cards"] == {key: view.get(key) for key in CARDS}
    assert seen["to_act"] == screen.match.to_act()
