"""Privacy over the network: every message a client received holds only what its seat may observe.

Over whole games of the hidden-information games, each Update a bot received is checked against the
host's log replayed: it is exactly what `views.seat_update` builds from the seat's own observation,
its own legal actions and their words at that step, and it stays the same when a secret the seat
does not know is changed in the true state (the conformance suite's `perturb`). The steps' labels
and events (the public log) are the same for every seat.
"""

from __future__ import annotations

import pytest

from tests.conformance.secrets import secrets_of
from tests.net.helpers import host, player
from timetravel.engine.match import replay_steps
from timetravel.engine.rng import Rng
from timetravel.engine.state import GameState
from timetravel.net.protocol import Update
from timetravel.net.table import Table
from timetravel.net.views import seat_update

TABLES = {
    "rocket": "remote,remote",
    "division": "remote,remote",
    "ministerio": "remote,remote,remote",
    "stories": "remote,remote",  # cooperative: the cards not read yet are the secret
}


def states_by_step(table: Table) -> list[GameState]:
    """The state after each number of logged steps, from the host's log replayed."""
    match = table.match
    states = [match.game.new_initial_state(match.config)]
    for _, before, action, _ in replay_steps(match.game, match.config, match.log):
        states.append(before.apply(action)[0])
    return states


def leaves(data: object) -> set[str]:
    """Every string value in a JSON value, at any depth (keys, which name fields, aside)."""
    if isinstance(data, str):
        return {data}
    if isinstance(data, dict):
        return {leaf for v in data.values() for leaf in leaves(v)}
    if isinstance(data, list | tuple):
        return {leaf for v in data for leaf in leaves(v)}
    return set()


def seat_part(update: Update) -> dict[str, object]:
    """What an update says of its own seat (the public steps aside)."""
    return update.model_dump(exclude={"steps", "clock_ms"})


@pytest.mark.parametrize("game", list(TABLES))
def test_every_message_holds_only_what_its_seat_may_observe(game: str) -> None:
    seats = TABLES[game].split(",")
    hosted = host(game, TABLES[game], seed=11)
    players = [player(hosted.port, hosted.table.code, seat) for seat in range(len(seats))]
    results = [one.wait() for one in players]
    assert hosted.wait() is not None and all(r is not None for r in results)
    states = states_by_step(hosted.table)
    rng = Rng(5)
    checked = perturbed = 0
    for seat, one in enumerate(players):
        for update in (e for e in one.events if isinstance(e, Update)):
            assert update.seat == seat, "a client received another seat's view"
            state = states[update.step]
            assert seat_part(update) == seat_part(seat_update(state, seat, update.step, []))
            checked += 1
            secrets = secrets_of(state)
            for _ in range(3 if secrets is not None else 0):
                other = secrets.perturb(state, seat, rng) if secrets is not None else None
                if other is not None and other.to_act() == state.to_act():
                    assert seat_part(seat_update(other, seat, update.step, [])) == seat_part(update)
                    perturbed += 1
    assert checked > 20 and (perturbed > 3 or secrets_of(states[0]) is None)
    for seat, one in enumerate(players):
        updates = [e for e in one.events if isinstance(e, Update)]
        for before, after in zip(updates, updates[1:], strict=False):
            # what the steps' events name of the true state, the seat saw before or after them
            events = [event for step in after.steps for event in step.events]
            named = leaves([[event["fields"], event["params"]] for event in events])
            secret = leaves(states[before.step].to_json()) | leaves(states[after.step].to_json())
            seen = leaves(before.observation) | leaves(after.observation)
            assert not (named & secret) - seen, f"seat {seat} was told {(named & secret) - seen}"
    public = [[s for e in one.events if isinstance(e, Update) for s in e.steps] for one in players]
    assert all(steps == public[0] for steps in public), "the public log differs between seats"
