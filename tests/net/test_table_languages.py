"""Each friend reads the table in their own language: the host words a seat's choices and the steps'
log lines in the language its connection's Hello asked for (a Spanish joiner read "Keep Embalmer (2)"
on a Spanish board), whatever the host's own."""

from __future__ import annotations

import re

from tests.net.test_table import acting, said
from timetravel import i18n
from timetravel.net.protocol import Act, Hello, Update, Welcome
from timetravel.net.seating import parse_plans
from timetravel.net.serve import open_table

HANGUL = re.compile(r"[\uac00-\ud7a3]")


def test_each_connection_reads_choices_and_steps_in_its_own_language() -> None:
    t = open_table("rocket", parse_plans("remote,remote"), {}, seed=3)
    t.receive(1, Hello(code=t.code, seat=0, language="ko"))
    t.receive(2, Hello(code=t.code, seat=1))  # no language said: the host's own (English here)
    tokens = {m.seat: m.token for conn in (1, 2) for m in said(t, conn) if isinstance(m, Welcome)}
    korean: list[Update] = []
    english: list[Update] = []
    for _ in range(24):
        t.tick(0.0)
        if t.match.to_act() in tokens:
            seat, action = acting(t)
            t.receive(seat + 1, Act(seat=seat, token=tokens[seat], step=t.step(), action=action))
        for out in t.take_outbox():
            if isinstance(out.message, Update):
                (korean if out.conn == 1 else english).append(out.message)
    korean_words = [w for u in korean for w in u.words] + [s.label for u in korean for s in u.steps if s.actor >= 0]
    english_words = [w for u in english for w in u.words] + [s.label for u in english for s in u.steps if s.actor >= 0]
    assert korean_words and all(HANGUL.search(w) for w in korean_words if re.search(r"[A-Za-z]{3}", w)), korean_words
    assert english_words and not any(HANGUL.search(w) for w in english_words), english_words
    assert i18n.language() == i18n.ENGLISH, "the host's own language is left as it was"
