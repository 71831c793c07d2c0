"""Memory stays flat over a long session (issues 9 and 20, §4): after a warm-up game, each finished game
gives back what it took, in every game. The demo runs with animations off, so a dozen games take
seconds while every picture is still drawn; `timetravel bench` measures the slope over 31 games."""

from __future__ import annotations

import statistics
import sys

import pytest

from timetravel.ui.demo import run_demo

GAMES = 14
MOST_MB_PER_GAME = 0.2  # measured: 0.01 to 0.07 MB a game (bench); before the fix, 0.2 to 0.8


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="resident size is read from /proc")
@pytest.mark.parametrize("game_id", ["rocket", "division", "ministerio", "arena", "stories"])
def test_resident_memory_stays_flat_over_many_games(game_id: str) -> None:
    figures = run_demo(
        game_id, seats=["random", "random"], frames=200_000, seed=5, games_wanted=GAMES, animations="off"
    )
    samples = [mb for mb in figures["rss_mb_after_games"] if mb]
    assert len(samples) == GAMES, samples
    # medians of three, so that a sample taken just after the allocator handed pages back counts little;
    # from the fourth game on: bounded caches fill over the first games (Time Arena's walk memo holds
    # up to 1.6 MB), and `timetravel bench` gives the slope over 31 games after the first
    early = statistics.median(samples[3:6])
    late = statistics.median(samples[-3:])
    growth = (late - early) / (GAMES - 6)
    assert growth < MOST_MB_PER_GAME, f"{growth:.2f} MB per game: {samples}"
