"""Faction balance: no faction wins more than 60% against the others (docs/rules/arena.md, "Balance")."""

from __future__ import annotations

from collections import Counter
from itertools import permutations

from tests.games.arena.greedy import play
from timetravel.games.arena.content import content

GAMES_PER_PAIRING = 25


def test_no_faction_wins_more_than_sixty_percent() -> None:
    wins: Counter[str] = Counter()
    games: Counter[str] = Counter()
    for white, black in permutations(content().factions, 2):
        for seed in range(GAMES_PER_PAIRING):
            state = play(white, black, seed)
            games[white] += 1
            games[black] += 1
            wins[white if state.winner == 0 else black] += 1
    rates = {faction: wins[faction] / games[faction] for faction in games}
    assert max(rates.values()) <= 0.6, rates
