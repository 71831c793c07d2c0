"""A look at the table before taking a seat: a Hello with neither seat nor token is answered with the
table's seats (who holds which, which are free), and takes nothing."""

from __future__ import annotations

from tests.net.test_table import problem, said, table
from timetravel.net.protocol import Hello, TableInfo


def test_a_look_at_the_table_says_which_seats_are_free_and_takes_none() -> None:
    t = table(seats="remote,remote")
    t.receive(1, Hello(code="WRONG1"))
    assert problem(t, 1) == "bad-code"
    t.receive(1, Hello(code=t.code, seat=0, name="Ada"))
    t.dropped(1)
    t.take_outbox()
    t.receive(2, Hello(code=t.code))
    info = [m for m in said(t, 2) if isinstance(m, TableInfo)][0]
    assert [(s.taken, s.held) for s in info.plan] == [(True, False), (False, False)]
    assert info.plan[0].name == "Ada" and not t.started and 2 not in t.holders.values()
