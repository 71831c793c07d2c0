"""Two real Apps at a Time Arena table (real time, chess clocks): one hosts it from its setup screen
with seat 2 open to a friend, the other joins from its title screen by typing, the host presses
Start in its lobby, and each side plays a move by clicks on the arena and ends its turn with Space.
Both apps run their frames on the wall clock, as running apps do. At moments through the play, the
clocks each screen draws agree with the host's within 200 ms (the issue: "a Time Arena game on
loopback keeps both screens' clocks within 200 ms of the host's").

The two apps run in two processes, so their clocks are read one after the other: the friend's
first, then the host's on its next frame. The friend's reading was taken between the command going
out and its answer coming back, so where a clock runs, the host's reading is compared with the
friend's run on by the time between them, bounded on both sides by that round trip.

On loopback the host's update reaches the friend's app within milliseconds, and the friend's clock
runs on from when it came. A machine too busy to run the friend's process for a while delivers it
late, and the friend's clock shows that much more: that lateness (measured from the host sending
the update to the friend's app taking it off the network, beyond PROMPT_MS) is the machine's, not
the apps', and is allowed on top of the 200 ms.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pytest

from tests.journeys.conftest import Player
from tests.journeys.test_join import wait
from tests.journeys.test_two_apps import Peer, host_a_table, start_together
from tests.journeys.two_apps_peer import click_board, clocks_seen
from timetravel.engine.actions import Action
from timetravel.net.protocol import Update
from timetravel.ui.boards.arena.art import clock_words

CLOSE_MS = 200  # the bound: each screen's clocks within 200 ms of the host's
TIGHT_S = 0.05  # a reading whose round trip took longer bounds the gap loosely: it is taken again
READINGS = 25  # readings at one moment at most, the tightest kept
RUN_S = 1.0  # the clocks run this long between two moments of one turn
PROMPT_MS = 50  # an update on loopback comes within this; later, the busy machine's lateness is allowed
LATE_MS = 1500  # and no later than this


@pytest.fixture
def friend(player: Player, tmp_path: Path) -> Iterator[Peer]:
    peer = Peer(tmp_path / "friend", player)
    yield peer
    peer.close()


@dataclass
class Reading:
    """One moment: the friend's clocks, then the host's, and the bounds of the time between them."""

    friend: dict[str, Any]
    host: dict[str, Any]
    least_s: float  # the host's table passed time at least this long after the friend's reading
    most_s: float  # and at most this long
    late_ms: float  # how long the host's update of this position took to reach the friend's app

    def gaps(self) -> list[tuple[float, float]]:
        """Per side, the least and the most the friend's clock can differ from the host's at the
        time of the friend's reading (a running clock lost the time between on the host)."""
        bounds = []
        for side in (0, 1):
            gap = self.friend["clocks"][side] - self.host["clocks"][side]
            if self.host["running"] == side:
                bounds.append((gap - self.most_s * 1000, gap - self.least_s * 1000))
            else:
                bounds.append((float(gap), float(gap)))
        return bounds


def updates_sent(host: Any) -> dict[int, float]:
    """When the host's app sends each step's update (time.monotonic: one clock for both processes)."""
    sent: dict[int, float] = {}
    send = host.service.send

    def sending(conn: int, message: object) -> None:
        if isinstance(message, Update):
            sent[message.step] = time.monotonic()
        send(conn, message)

    host.service.send = sending
    return sent


def read_both(player: Player, friend: Peer, sent: dict[int, float]) -> Reading | None:
    """The friend's clocks, then the host's; None when the two show different positions."""
    asked = time.monotonic()
    seen = friend.do("read")
    answered = time.monotonic()
    player.frames(1)  # the host's screen drawn anew: its clocks as of its table's last pass
    host_at = player.top.host.served_at
    assert host_at >= answered
    host = clocks_seen(player)
    if seen["step"] != host["step"] or seen["running"] != host["running"]:
        return None  # a step between the two readings
    late_ms = (seen["heard_at"] - sent[seen["step"]]) * 1000
    return Reading(seen, host, host_at - answered, host_at - asked, late_ms)


def clocks_agree(player: Player, friend: Peer, sent: dict[int, float], moment: str) -> Reading:
    """The clocks on both screens at one moment: each drawn as the board counts it, the same side's
    running, and the friend's within CLOSE_MS of the host's. A loose reading (a busy machine) is
    taken again; the tightest is judged."""
    best: Reading | None = None
    for _ in range(READINGS):
        reading = read_both(player, friend, sent)
        if reading is None:
            continue
        if best is None or reading.most_s - reading.least_s < best.most_s - best.least_s:
            best = reading
        if best.most_s - best.least_s <= TIGHT_S:
            break
    assert best is not None, f"{moment}: the two screens never showed the same position"
    for seen in (best.friend, best.host):
        drawn = sorted(clock_words(ms) for ms in seen["clocks"])
        assert sorted(seen["drawn_clocks"]) == drawn, (moment, seen)
    assert best.late_ms < LATE_MS, (
        f"{moment}: the host's update took {best.late_ms:.0f} ms to reach the friend"
    )
    busy_ms = max(0.0, best.late_ms - PROMPT_MS)
    for side, (least, most) in enumerate(best.gaps()):
        assert least >= -CLOSE_MS and most <= CLOSE_MS + busy_ms, (
            f"{moment}: side {side}'s clock on the friend's screen is {least:.0f}..{most:.0f} ms off the "
            f"host's (friend {best.friend['clocks']}, host {best.host['clocks']}, "
            f"{best.least_s * 1000:.0f}..{best.most_s * 1000:.0f} ms between the readings, "
            f"the update {best.late_ms:.0f} ms on its way)"
        )
    return best


def let_the_clocks_run(player: Player, seconds: float) -> None:
    """Wall time passes with both games on screen (the friend's app runs its own frames)."""
    until = time.monotonic() + seconds
    wait(player, lambda: time.monotonic() >= until, what="time passing")


def a_summon(legal: list[Action]) -> Action:
    summons = [action for action in legal if action.kind == "summon"]
    assert summons, [str(action) for action in legal]
    return summons[0]


def host_summons(player: Player) -> None:
    """The host's person clicks one of its fighters at its Gate, then a square to bring it in."""
    screen = player.top
    wait(player, lambda: bool(screen.board_ctx.legal_actions()), what="the host's moves")
    action = a_summon(screen.board_ctx.legal_actions())
    steps = len(screen.match.log)
    click_board(player, card=f"fighter:{action.args[0]}")
    click_board(player, action=str(action))
    wait(player, lambda: len(screen.match.log) > steps, what="the host's summon played")
    assert screen.match.log[-1].action == str(action)


def friend_summons(player: Player, friend: Peer) -> None:
    """The friend clicks one of its fighters, then a square; the host's table plays it."""
    screen = player.top
    seen = friend.do("wait", legal=True)
    action = a_summon([Action.parse(text) for text in seen["legal"]])
    steps = len(screen.match.log)
    friend.do("click_board", card=f"fighter:{action.args[0]}")
    friend.do("click_board", action=str(action))
    wait(player, lambda: len(screen.match.log) > steps, what="the friend's summon at the host")
    assert screen.match.log[-1].action == str(action) and screen.match.log[-1].actor == 1


def same_log(player: Player, friend: Peer) -> None:
    """The friend's log has caught up with the host's: the same lines below each first."""
    lines = [entry.text for entry in player.top.log.entries[1:]]
    seen = friend.do("wait", log=lines)
    assert seen["log"][1:] == lines, (seen["log"], lines)


def test_two_apps_play_time_arena_and_both_screens_keep_the_hosts_clocks(
    player: Player, friend: Peer, monkeypatch: pytest.MonkeyPatch
) -> None:
    player.keep_wall_time()
    friend.do("wall_clock")
    code, port = host_a_table(player, monkeypatch, "Time Arena")
    sent = updates_sent(player.top.host)
    screen = start_together(player, friend, code, port)
    assert screen.match.state.stage == "play" and screen.match.to_act() == 0  # the first game: White's turn
    me = screen.match.seats[0].name
    wait(player, lambda: player.sees("Your turn"), what="the host's turn on its banner")
    seen = friend.do("wait", sees="Plays on another computer")
    assert me in seen["text"]

    start = clocks_agree(player, friend, sent, "the start, White's clock running")
    assert start.host["running"] == 0
    let_the_clocks_run(player, RUN_S)
    later = clocks_agree(player, friend, sent, "White's clock a second on")
    (white, black), (white_later, black_later) = start.host["clocks"], later.host["clocks"]
    assert white_later < white and black_later == black  # White's clock runs, Black's waits

    host_summons(player)
    same_log(player, friend)
    clocks_agree(player, friend, sent, "after White's summon")
    steps = len(screen.match.log)
    player.press(pygame.K_SPACE)  # the host ends White's turn
    wait(player, lambda: screen.match.state.side == 1 and len(screen.match.log) > steps, what="Black's turn")
    friend.do("wait", legal=True)
    friend.do("wait", sees="Your turn")
    wait(player, lambda: player.sees("Plays on another computer"), what="the friend's turn, on the host's")
    blacks = clocks_agree(player, friend, sent, "Black's clock running")
    assert blacks.host["running"] == 1
    let_the_clocks_run(player, RUN_S)
    clocks_agree(player, friend, sent, "Black's clock a second on")

    friend_summons(player, friend)
    same_log(player, friend)
    clocks_agree(player, friend, sent, "after Black's summon")
    steps = len(screen.match.log)
    friend.do("press", key="SPACE")  # the friend ends Black's turn
    wait(player, lambda: screen.match.state.side == 0 and len(screen.match.log) > steps, what="White again")
    same_log(player, friend)
    wait(player, lambda: player.sees("Your turn"), what="the host's turn again")
    back = clocks_agree(player, friend, sent, "White's clock again")
    assert back.host["running"] == 0 and back.host["clocks"][1] < blacks.host["clocks"][1]
