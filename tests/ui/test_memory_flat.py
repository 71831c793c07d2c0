"""Memory stays flat over a long session (issue 9, §4): after the first games have warmed the caches,
each finished game gives back what it took."""

from __future__ import annotations

import sys

import pytest

from timetravel.ui.demo import run_demo


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="resident size is read from /proc")
def test_resident_memory_stays_flat_over_many_rocket_games() -> None:
    samples = [mb for mb in run_demo("rocket", frames=60000, seed=5)["rss_mb_after_games"] if mb]
    assert len(samples) >= 4, samples
    later = samples[1:]  # the first game warms fonts, caches and the AI's tables
    growth = (later[-1] - later[0]) / (len(later) - 1)
    assert growth < 4.0, f"{growth:.1f} MB per game: {samples}"
