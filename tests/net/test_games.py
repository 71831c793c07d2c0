"""Each of the five games played to its result by a headless host and bot clients on loopback; the
host's saved log replays to the result every client received."""

from __future__ import annotations

import pytest

from tests.net.helpers import host, player, saved_result

TABLES = {
    "rocket": "remote,random",
    "division": "remote,remote",
    "ministerio": "remote,random,remote",
    "arena": "remote,random",
    "stories": "remote,remote",
}


@pytest.mark.parametrize("game", list(TABLES))
def test_a_whole_game_across_the_network_ends_in_one_result(game: str) -> None:
    hosted = host(game, TABLES[game], seed=7)
    seats = [i for i, kind in enumerate(TABLES[game].split(",")) if kind == "remote"]
    players = [player(hosted.port, hosted.table.code, seat) for seat in seats]
    results = [one.wait() for one in players]
    host_result = hosted.wait()
    assert host_result is not None and host_result["finished"]
    assert all(result == host_result for result in results)
    assert hosted.table.save_path is not None
    assert saved_result(hosted.table.save_path) == host_result
    assert all(one.bot.actions > 0 for one in players)
