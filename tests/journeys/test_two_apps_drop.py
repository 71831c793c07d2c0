"""Two real Apps at a Time Machine Rocket table, and the friend's app dies mid-game: the host hosts
from its setup screen, the friend joins by the UI, the host presses Start and both play by clicks.
On the friend's turn its app is killed (its process, with no goodbye). The host's screen says the
friend lost the connection and that the seat waits. The friend starts the app again on the same
computer (the same TIMETRAVEL_HOME, so the seat's token it kept is there), opens Join a table, types
the address, port and code and takes its seat back; the host's screen says the friend is back, and
both play on by clicks until the turn has gone round, each screen showing the same log lines, the
same cards in play and the same seat to act.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.journeys.conftest import Player, action_buttons
from tests.journeys.test_join import wait
from tests.journeys.test_two_apps import Peer, connect_by_the_ui, host_a_table, one_step, start_together
from tests.journeys.two_apps_peer import CARDS, public

MOST_STEPS = 40  # steps played by clicks, the two seats in turn, at most


@pytest.fixture
def friend_home(tmp_path: Path) -> Path:
    return tmp_path / "friend"


@pytest.fixture
def friends(player: Player, friend_home: Path) -> Iterator[list[Peer]]:
    """The friend's app, each time it is started (the last is the one running)."""
    started = [Peer(friend_home, player)]
    yield started
    for peer in started:
        peer.close()


def same_table_since(player: Player, friend: Peer, since: int) -> None:
    """Once the friend's screen has caught up with the host's, its log below its first line is the
    host's from `since` on (what the friend's app has seen since it opened the game), and both
    show the same cards in play and the same seat to act, with its choices on its screen."""
    screen = player.top
    wait(player, lambda: not screen.driver.stepping() and screen.match.to_act() >= 0, what="the host's turn")
    wait(
        player, lambda: bool(action_buttons(player)) or screen.match.to_act() != 0, what="the host's choices"
    )
    lines = [entry.text for entry in screen.log.entries[since:]]
    friend.do("wait", log=lines)
    if screen.match.to_act() == 1:
        friend.do("wait", choices=True)
    seen = friend.do("read")
    assert seen["log"][1:] == lines, (seen["log"], lines)
    view = public(screen.board_ctx.view())
    assert seen["cards"] == {key: view.get(key) for key in CARDS}
    assert seen["to_act"] == screen.match.to_act()


def round_after(entries: list[Any], since: int, me: str) -> bool:
    """Whether, from `since` on, the log tells the friend's steps, the host's turn, its steps and
    the friend's turn again: the turn has gone round."""
    texts = [entry.text for entry in entries[since:]]
    if f"{me}'s turn" not in texts:
        return False
    mine = texts.index(f"{me}'s turn")
    return (
        any(entry.seat == 1 for entry in entries[since : since + mine])
        and any(entry.seat == 0 for entry in entries[since + mine :])
        and "Bea's turn" in texts[mine:]
    )


def test_the_friends_app_dies_mid_game_and_takes_its_seat_back_by_the_ui(
    player: Player, friends: list[Peer], friend_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    friend = friends[0]
    code, port = host_a_table(player, monkeypatch)
    screen = start_together(player, friend, code, port)
    me = screen.match.seats[0].name
    for _ in range(MOST_STEPS):  # the host plays, then the friend's turn comes: mid-game
        same_table_since(player, friend, 1)
        if screen.match.to_act() == 1 and any(entry.seat == 0 for entry in screen.log.entries):
            break
        one_step(player, friend, me)
    assert screen.match.to_act() == 1 and "Your turn" in friend.seen["text"], friend.seen

    friend.kill()  # the friend's app dies on its turn
    wait(player, lambda: player.sees("Bea lost the connection; the seat waits."), what="the loss said")
    wait(player, lambda: player.sees("Connection lost: waiting"), what="the seat waiting on the turn banner")
    assert 1 in screen.host.open_seats() and screen.match.to_act() == 1
    shown = " ".join(player.screen_text().split())
    assert "Bea is choosing" not in shown, "the side panel does not pretend she is choosing"
    assert "Bea lost the connection; the seat waits." in shown, "the prompt says why the game waits"
    told = len(screen.log.entries)

    friend = Peer(friend_home, player)  # the app started again on the same computer
    friends.append(friend)
    connect_by_the_ui(friend, code, port)
    seen = friend.do("wait", has="Take back seat 2")
    assert "Yours before: take it back" in seen["text"] and "Take seat 2" not in seen["text"], seen["text"]
    friend.do("wait", sees="Your seat waits for you: take it back.")
    friend.do("click", text="Take back seat 2")
    friend.do("wait", top="RemoteGameScreen")
    wait(player, lambda: player.sees("Bea is back."), what="the friend's return said")
    wait(player, lambda: player.sees("Plays on another computer"), what="the seat played again on the banner")
    assert not screen.host.open_seats() and len(screen.log.entries) == told  # nothing was played meanwhile
    seen = friend.do("wait", choices=True)
    assert "Your turn" in seen["text"] and "Bea" in seen["text"]

    for _ in range(MOST_STEPS):  # both play on by clicks until the turn has gone round
        same_table_since(player, friend, told)
        if round_after(screen.log.entries, told, me):
            break
        one_step(player, friend, me)
    assert round_after(screen.log.entries, told, me), [entry.text for entry in screen.log.entries[told:]]
    assert screen.match.seats[1].name == "Bea" and screen.match.to_act() == 1
