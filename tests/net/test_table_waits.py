"""What a table does about the people who are not there: a table from the app's lobby starts only when
the host presses Start; a friend's seat whose connection dropped stops a real-time game's clocks until
the friend is back; a connection whose seat went to an AI (or was taken back elsewhere) watches on."""

from __future__ import annotations

from tests.net.test_pause import driver_of
from tests.net.test_table import acting, problem, said, seated
from timetravel.net.client import ClientService
from timetravel.net.protocol import Act, Hello, Result, Update, Welcome
from timetravel.net.remote import RemoteDriver
from timetravel.net.seating import parse_plans
from timetravel.net.serve import open_table, table_for
from timetravel.net.table import Table


def clock_total(t: Table) -> int:
    """The time left on the clocks, less the time run since the position began (not yet charged)."""
    return sum(t.match.state.to_json()["clock"]) - t.match.pending_ms


def into_play(t: Table, tokens: dict[int, str]) -> None:
    """Time Arena: the set-up steps played, so that the clocks run."""
    while t.match.state.to_json()["stage"] != "play":
        seat, action = acting(t)
        t.receive(seat + 1, Act(seat=seat, token=tokens[seat], step=t.step(), action=action))
    t.take_outbox()


def test_a_table_from_the_lobby_starts_when_the_host_presses_start() -> None:
    match = open_table("rocket", parse_plans("remote,normal"), {}, seed=3).match
    t = table_for(match, parse_plans("remote,normal"))
    assert not t.begin() and not t.started, "nobody took the friend's seat yet"
    t.receive(1, Hello(code=t.code, seat=0))
    assert t.ready() and not t.started and not t.match.log, "every seat taken: the host still decides"
    t.tick(1.0)
    assert not t.match.log
    assert t.begin() and t.started
    assert any(isinstance(m, Update) for m in said(t, 1)), "the friend's game opens now"


def test_a_headless_table_starts_by_itself() -> None:
    t = open_table("rocket", parse_plans("remote,normal"), {}, seed=3)
    t.receive(1, Hello(code=t.code, seat=0))
    assert t.started


def test_a_friend_gone_stops_every_clock_of_a_real_time_game() -> None:
    t, tokens = seated("arena", "remote,remote")
    into_play(t, tokens)
    t.tick(0.3)
    before, steps = clock_total(t), t.step()
    t.dropped(2)
    assert t.waiting() == [1]
    for _ in range(5):
        t.tick(0.5)
    assert clock_total(t) == before and t.step() == steps, "no clock ran, nothing was played"
    seat, action = acting(t)
    if seat == 0:
        t.receive(1, Act(seat=0, token=tokens[0], step=t.step(), action=action))
        assert problem(t, 1) == "waiting"
    t.receive(3, Hello(code=t.code, token=tokens[1]))
    assert t.waiting() == []
    t.tick(0.5)
    assert clock_total(t) < before, "the friend is back: the clocks run again"


def test_a_friend_gone_stops_a_turn_game_only_at_their_turn() -> None:
    t, tokens = seated("rocket", "remote,normal")
    t.dropped(1)
    if t.match.to_act() != 0:
        assert t.waiting() == []
    for _ in range(400):  # the AI plays on until the absent friend's turn comes
        if t.match.to_act() == 0 or t.match.is_over:
            break
        t.tick(0.5)
    assert t.match.to_act() == 0 and t.waiting() == [0]


def test_a_seat_given_to_an_ai_is_watched_on_without_choices() -> None:
    t, tokens = seated("division", "remote,remote")
    assert t.give_to_ai(0, "random")
    said(t, 1)
    while not t.match.is_over:
        if t.match.to_act() == 1:
            seat, action = acting(t)
            t.receive(2, Act(seat=1, token=tokens[1], step=t.step(), action=action))
        t.tick(0.5)
    watched = said(t, 1)
    updates = [m for m in watched if isinstance(m, Update)]
    assert updates and {u.seat for u in updates} == {0}, "the lost seat's view, and only it"
    assert all(not u.legal and not u.words for u in updates), "an AI plays it: no choice is offered"
    assert any(isinstance(m, Result) for m in watched), "the watcher gets the result"


def test_a_seat_taken_back_elsewhere_leaves_the_old_connection_watching() -> None:
    t, tokens = seated("rocket", "remote,normal")
    t.receive(7, Hello(code=t.code, token=tokens[0]))
    assert any(isinstance(m, Welcome) for m in said(t, 7))
    assert t.watchers == {1: 0}
    t.receive(1, Hello(code=t.code, token=tokens[0]))  # and back on the first computer
    assert t.watchers == {7: 0} and t.holders[0] == 1


def test_a_joined_screens_clocks_wait_for_a_friend_gone() -> None:
    wall = [100.0]  # the wall's time, moved by hand
    driver, _ = driver_of("remote,remote", clock=lambda: wall[0])
    driver.humans = frozenset({0})  # this computer holds seat 1; a friend elsewhere holds seat 2
    info = driver.table
    gone = [s.model_copy(update={"held": False}) if s.seat == 1 else s for s in info.plan]
    driver.take([info.model_copy(update={"plan": gone})])
    driver.update(0.0)
    assert driver.waiting_for() == [1]
    wall[0] += 2.0
    driver.update(2.0)
    assert driver.clock_s == 0.0, "the clock shown here waits with the host's"
    driver.take([info])
    driver.update(0.0)
    wall[0] += 0.5
    driver.update(0.5)
    assert driver.waiting_for() == [] and driver.clock_s == 0.5


def test_a_joined_screen_with_no_seat_left_follows_the_seat_it_lost() -> None:
    t, tokens = seated("division", "remote,remote")
    service = ClientService("127.0.0.1", 9, t.code)  # never started: the test carries the messages
    service.tokens = {0: tokens[0]}
    driver = RemoteDriver(service, t.info(), frozenset({0}))
    driver.take([m for m in said(t, 1) if not isinstance(m, Welcome)])
    driver.update(0.0)
    assert t.give_to_ai(0, "random")
    while not t.match.is_over:
        if t.match.to_act() == 1:
            t.receive(2, Act(seat=1, token=tokens[1], step=t.step(), action=acting(t)[1]))
        t.tick(0.5)
        driver.take(said(t, 1))
        driver.update(0.0)
    for _ in range(200):  # one step's update a frame
        driver.update(0.0)
    assert driver.watching == 0 and not driver.humans
    assert driver.match.state.seat_view(0) == t.match.state.seat_view(0), "the board follows the game"
    assert driver.result is not None and driver.legal_for(0) == []
