"""The table as the only authority, without sockets: joining by code and token, and every action checked
(the token's seat, the seat's turn, the step it saw, legality); a refusal changes nothing."""

from __future__ import annotations

import time

from timetravel.net.protocol import Act, Hello, Problem, Result, Update, Welcome
from timetravel.net.seating import parse_plans
from timetravel.net.serve import open_table
from timetravel.net.table import Table


def table(game: str = "rocket", seats: str = "remote,remote") -> Table:
    return open_table(game, parse_plans(seats), {}, seed=3)


def said(t: Table, conn: int) -> list[object]:
    return [out.message for out in t.take_outbox() if out.conn == conn]


def problem(t: Table, conn: int) -> str:
    codes = [m.code for m in said(t, conn) if isinstance(m, Problem)]
    assert codes, "no refusal"
    return codes[-1]


def seated(game: str = "rocket", seats: str = "remote,remote") -> tuple[Table, dict[int, str]]:
    """A started table whose remote seat i is held by connection i + 1, with each seat's token."""
    t = table(game, seats)
    tokens: dict[int, str] = {}
    for seat, kind in enumerate(seats.split(",")):
        if kind == "remote":
            t.receive(seat + 1, Hello(code=t.code, seat=seat))
            welcome = [m for m in said(t, seat + 1) if isinstance(m, Welcome)]
            tokens[seat] = welcome[0].token
    t.take_outbox()
    t.tick(0.0)
    return t, tokens


def acting(t: Table) -> tuple[int, str]:
    seat = t.match.to_act()
    return seat, str(t.match.state.legal_actions()[0])


def test_joining_needs_the_code_and_an_open_seat() -> None:
    t = table(seats="remote,normal")
    t.receive(1, Hello(code="WRONG1", seat=0))
    assert problem(t, 1) == "bad-code"
    t.receive(1, Hello(code=t.code, seat=1))
    assert problem(t, 1) == "bad-seat"  # an AI's seat is not open
    t.receive(1, Hello(code=t.code, seat=5))
    assert problem(t, 1) == "bad-seat"
    t.receive(1, Hello(code=t.code.lower(), seat=0, name="Ada"))
    welcome = [m for m in said(t, 1) if isinstance(m, Welcome)][0]
    assert welcome.seat == 0 and len(welcome.token) >= 16 and t.started
    assert t.match.seats[0].name == "Ada"
    t.receive(2, Hello(code=t.code, seat=0))
    assert problem(t, 2) == "seat-taken"
    t.receive(2, Hello(code=t.code, token="not-a-token-of-this-table"))
    assert problem(t, 2) == "bad-token"


def test_a_token_takes_its_seat_back_on_a_new_connection() -> None:
    t, tokens = seated()
    t.dropped(1)
    assert 0 not in t.holders
    t.receive(9, Hello(code=t.code, token=tokens[0]))
    messages = said(t, 9)
    assert any(isinstance(m, Welcome) and m.seat == 0 and m.token == tokens[0] for m in messages)
    assert any(isinstance(m, Update) and m.seat == 0 for m in messages), "it sees where the game is now"
    t.receive(10, Hello(code=t.code, token=tokens[0]))
    assert problem(t, 9) == "replaced" and t.holders[0] == 10


def test_an_action_for_another_seat_or_with_a_wrong_token_is_refused() -> None:
    t, tokens = seated()
    seat, action = acting(t)
    other = 1 - seat
    steps = len(t.match.log)
    t.receive(other + 1, Act(seat=seat, token=tokens[seat], step=t.step(), action=action))
    assert problem(t, other + 1) == "not-your-seat"
    t.receive(seat + 1, Act(seat=seat, token=tokens[other], step=t.step(), action=action))
    assert problem(t, seat + 1) == "not-your-seat"
    t.receive(other + 1, Act(seat=other, token=tokens[other], step=t.step(), action=action))
    assert problem(t, other + 1) == "not-your-turn"
    assert len(t.match.log) == steps


def test_an_illegal_action_a_time_action_and_a_replayed_message_are_refused() -> None:
    t, tokens = seated()
    seat, action = acting(t)
    steps = len(t.match.log)
    for wrong in ("nonsense", "play:99,99", "time:100000", ":::"):
        t.receive(seat + 1, Act(seat=seat, token=tokens[seat], step=t.step(), action=wrong))
        assert problem(t, seat + 1) == "illegal"
    assert len(t.match.log) == steps
    act = Act(seat=seat, token=tokens[seat], step=t.step(), action=action)
    t.receive(seat + 1, act)
    assert len(t.match.log) > steps
    played = len(t.match.log)
    if t.match.to_act() == seat:
        t.receive(seat + 1, act)  # the same message again
        assert problem(t, seat + 1) in ("stale", "illegal")
    assert len(t.match.log) == played


def test_a_choice_from_a_past_view_is_answered_with_the_view_now() -> None:
    """A friend who chose from a view the game has left (a host back from its autosave a step behind
    them, say) is told so and given the seat's view as it is now, to choose again."""
    t, tokens = seated()
    seat, action = acting(t)
    t.take_outbox()
    t.receive(seat + 1, Act(seat=seat, token=tokens[seat], step=t.step() + 3, action=action))
    messages = said(t, seat + 1)
    refusals = [m.code for m in messages if isinstance(m, Problem)]
    views = [m for m in messages if isinstance(m, Update)]
    assert refusals == ["stale"]
    assert len(views) == 1 and views[0].step == t.step() and views[0].seat == seat and action in views[0].legal


def test_nothing_is_played_before_every_open_seat_is_taken() -> None:
    t = table()
    t.receive(1, Hello(code=t.code, seat=0))
    token = [m for m in said(t, 1) if isinstance(m, Welcome)][0].token
    t.tick(1.0)
    assert not t.started and not t.match.log
    t.receive(1, Act(seat=0, token=token, step=0, action="x"))
    assert problem(t, 1) == "not-started"


def test_time_passes_only_on_the_host() -> None:
    t, tokens = seated("arena", "remote,remote")
    while t.match.state.to_json()["stage"] != "play" and not t.match.is_over:
        seat, action = acting(t)
        t.receive(seat + 1, Act(seat=seat, token=tokens[seat], step=t.step(), action=action))
    clocks = list(t.match.state.to_json()["clock"])
    seat = t.match.to_act()
    t.receive(seat + 1, Act(seat=seat, token=tokens[seat], step=t.step(), action="time:290000"))
    assert problem(t, seat + 1) == "illegal"
    assert t.match.state.to_json()["clock"] == clocks
    t.tick(0.25)
    t.receive(seat + 1, Act(seat=seat, token=tokens[seat], step=t.step(), action=acting(t)[1]))
    assert sum(t.match.state.to_json()["clock"]) < sum(clocks), "the host's real time ran the clock"


def test_the_host_may_give_a_seat_to_an_ai() -> None:
    t = table(seats="remote,remote")
    t.receive(1, Hello(code=t.code, seat=0))
    token = [m for m in said(t, 1) if isinstance(m, Welcome)][0].token
    assert t.give_to_ai(0, "normal")  # a held seat too: its person is told
    assert problem(t, 1) == "seat-given"
    t.receive(2, Hello(code=t.code, token=token))
    assert problem(t, 2) == "bad-token", "a seat given to an AI holds no token"
    assert not t.started
    assert t.give_to_ai(1, "random") and t.started, "with no open seat left, the game starts"
    assert t.match.seats[1].kind == "ai" and not t.driver.humans
    for _ in range(2000):
        if t.match.is_over:
            break
        t.tick(0.01)
        time.sleep(0.0005)
    assert t.match.is_over


def test_a_seat_back_after_the_end_is_told_the_result() -> None:
    t, tokens = seated("division", "remote,remote")
    while not t.match.is_over:
        seat, action = acting(t)
        t.receive(seat + 1, Act(seat=seat, token=tokens[seat], step=t.step(), action=action))
    results = [out.message for out in t.take_outbox() if isinstance(out.message, Result)]
    assert len(results) == 2 and results[0] == results[1] and t.everyone_told()
    t.dropped(2)
    t.receive(7, Hello(code=t.code, token=tokens[1]))
    assert [m for m in said(t, 7) if isinstance(m, Result)] == results[:1]
