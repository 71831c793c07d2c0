"""The round-by-round history a results screen shows is the same whether it is read from the match's
log (a game played here) or from the events of the steps as they were told (a seat joined at another
computer's table, whose match is a mirror with no log), the events sent over the wire and read back
as a joining computer reads them."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from timetravel.engine.events import Event, RoundEnded, ScoreChanged
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import get_game
from timetravel.engine.state import CHANCE
from timetravel.net.event_data import events_from_json
from timetravel.net.views import event_json
from timetravel.ui.score_history import ScoreHistory, score_history, told_history

GAMES_WITH_SCORES = [  # (game, seats, seed, options): the games whose events score
    ("rocket", 2, 3, {}),
    ("rocket", 3, 11, {}),
    ("division", 2, 5, {}),
    ("division", 2, 6, {"mode": "campaign"}),
    ("ministerio", 2, 4, {}),
]


def played(
    game_id: str, seats: int, seed: int, options: dict[str, object] | None = None
) -> tuple[Match, list[list[Event]]]:
    """A whole seeded game of random moves, and each step's events as the steps were taken."""
    game = get_game(game_id)
    specs = [SeatSpec(name=name) for name in ("Ada", "Bo", "Cy", "Di")[:seats]]
    match = Match.new(game, game.make_config(seats, options or {}), specs, seed)
    rng = random.Random(seed)
    steps: list[list[Event]] = []
    while not match.is_over:
        if match.to_act() == CHANCE:
            steps.append(match.sample_chance())
        else:
            steps.append(match.apply(rng.choice(match.state.legal_actions())))
    return match, steps


def over_the_wire(game_id: str, events: list[Event]) -> list[Event]:
    """The events as the host sends them (JSON text) and a joining computer reads them back."""
    return events_from_json(game_id, json.loads(json.dumps([event_json(e) for e in events])))


@pytest.mark.parametrize(("game_id", "seats", "seed", "options"), GAMES_WITH_SCORES)
def test_the_history_told_step_by_step_is_the_one_read_from_the_log(
    game_id: str, seats: int, seed: int, options: dict[str, object]
) -> None:
    match, steps = played(game_id, seats, seed, options)
    from_log = score_history(match)
    assert from_log.rounds, "a game that scores has points in its history"
    assert told_history(steps, from_start=True) == from_log
    told = [over_the_wire(game_id, events) for events in steps]
    assert told_history(told, from_start=True) == from_log
    total = {s: sum(r.points.get(s, 0) for r in from_log.rounds) for s in range(seats)}
    scored = {s: sum(e.delta for ev in steps for e in ev if isinstance(e, ScoreChanged) and e.seat == s)
              for s in range(seats)}  # fmt: skip
    assert total == scored


def test_rocket_and_division_end_rounds() -> None:
    """The games with rounds: each one closed by a RoundEnded, numbered from 1 (Rocket plays several,
    a Division campaign one an era)."""
    for game_id, seats, seed, options in GAMES_WITH_SCORES[:4]:
        match, steps = played(game_id, seats, seed, options)
        ended = [e.round_number for events in steps for e in events if isinstance(e, RoundEnded)]
        numbers = [r.number for r in score_history(match).rounds if r.text]
        assert numbers == ended == list(range(1, len(ended) + 1)), (game_id, numbers)
        assert len(ended) > 1 or (game_id, options) == ("division", {}), (game_id, ended)


def test_a_history_told_from_mid_game_keeps_the_news_but_no_rounds() -> None:
    """A joiner who came in after the first step: its first round would read short, so no rounds."""
    match, steps = played("rocket", 2, 3)
    assert len(score_history(match).rounds) > 1
    whole = score_history(match)
    later = told_history(steps[len(steps) // 2 :], from_start=False)
    assert later.rounds == [] and set(later.notes) <= set(whole.notes)


def test_steps_that_cannot_be_read_give_an_empty_history() -> None:
    def broken() -> Iterator[list[Event]]:
        yield [ScoreChanged(0, 2, 2)]
        raise ValueError("the steps stop half way")

    assert told_history(broken(), from_start=True) == ScoreHistory()
