"""The results screen's table for a cooperative game: hosts and the runs taken, never a score."""

from __future__ import annotations

from timetravel.ai import make_agent
from timetravel.ai.view import AgentView
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.state import CHANCE
from timetravel.games.stories import GAME


def _finished(seed: int) -> Match:
    match = Match.new(GAME, GAME.make_config(2, {}), [SeatSpec(name="A"), SeatSpec(name="B")], seed)
    agents = {seat: make_agent("hard", GAME, seat, seat) for seat in range(2)}
    while not match.is_over:
        if match.to_act() == CHANCE:
            match.sample_chance()
        else:
            match.apply(agents[match.to_act()].decide(AgentView.of(match.state, match.to_act())))
    return match


def test_results_table_counts_runs_and_names_each_agents_last_host() -> None:
    match = _finished(3)
    state = match.state
    table = state.results_table()
    assert table is not None and table.total_heading == "Runs"
    assert table.totals == (str(state.runs),) * 2
    hosts = {cell[0][0] for cell in table.cells}
    assert len(hosts) == 2 and "—" not in hosts, "each agent shows the host it ended in"
    assert not any("," in host for host in hosts), "the short name fits its column"
    assert all(cell[1][0].startswith(("Life", "Dead")) for cell in table.cells)


def test_no_results_table_before_the_end() -> None:
    state = GAME.new_initial_state(GAME.make_config(1, {}))
    assert state.results_table() is None
