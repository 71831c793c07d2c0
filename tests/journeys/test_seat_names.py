"""The names people type for their seats are the names the game log uses, in every game."""

from __future__ import annotations

import re

import pytest

from tests.journeys.conftest import Player, game_screen, open_setup, play_until

PLAYER_N = re.compile(r"\bPlayer \d")


@pytest.mark.parametrize("title", ["Time Machine Rocket", "Time Division", "El Ministerio del Tiempo"])
def test_the_log_names_the_people_as_they_typed(player: Player, title: str) -> None:
    open_setup(player, title)
    player.clear_field(player.find("Player 1"))
    player.type("Ada")
    player.choose(player.seat_menus()[1], "Person")
    player.clear_field(player.text_fields()[1])
    player.type("Grace")
    player.click("Start")
    player.until(lambda: player.on_top("GameScreen") or player.on_top("HandoffScreen"), what="the game")
    match = game_screen(player).match
    assert [seat.name for seat in match.seats] == ["Ada", "Grace"]

    def log() -> list[str]:
        return [entry.text for entry in game_screen(player).log.entries]

    play_until(player, lambda: any("Ada" in line or "Grace" in line for line in log()))
    assert not [line for line in log() if PLAYER_N.search(line)]
