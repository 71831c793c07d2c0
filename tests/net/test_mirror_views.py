"""A client's mirror: the state made from a seat's observation and the steps' events shows that seat
what the true state shows it (`game.mirror(observe(s), ...).seat_view(s) == seat_view(s)`), at every
step of random games of every game, so a board drawn on a joining computer from what it received is
the host's board (T.I.M.E Stories carries what lies read on the table from the events)."""

from __future__ import annotations

import pytest

from timetravel.engine.events import Event
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import all_games, get_game
from timetravel.engine.rng import Rng
from timetravel.engine.state import GameState
from timetravel.net.event_data import events_from_json
from timetravel.net.views import event_json

GAMES = [game.info.id for game in all_games()]
STEPS = 250


@pytest.mark.parametrize("game_id", GAMES)
def test_the_mirror_of_an_observation_shows_the_seat_its_view(game_id: str) -> None:
    game = get_game(game_id)
    seats = min(game.info.seat_choices, key=lambda n: abs(n - 2))
    for seed in (3, 4, 5):
        match = Match.new(game, game.make_config(seats), [SeatSpec(name=f"P{i}") for i in range(seats)], seed)
        rng = Rng(seed)
        mirrors: list[GameState | None] = [None] * seats
        events: list[Event] = []
        for step in range(STEPS):
            state = match.state
            for seat in range(seats):
                received = events_from_json(game_id, [event_json(e) for e in events])
                mirror = game.mirror(state.observe(seat), Rng(step), mirrors[seat], received)
                assert mirror.seat_view(seat) == state.seat_view(seat), (seed, step, seat)
                assert mirror.to_act() == state.to_act(), (seed, step, seat)
                mirrors[seat] = mirror
            if match.is_over:
                break
            if match.to_act() < 0:
                events = list(match.sample_chance())
            else:
                legal = match.state.legal_actions()
                events = list(match.apply(legal[rng.randrange(len(legal))]))
