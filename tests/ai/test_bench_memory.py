"""`timetravel bench` reports memory after many demo games (issue 9, section 4)."""

from __future__ import annotations

import sys

import pytest

from timetravel import bench


def test_memory_figures_from_the_demo_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, ...]] = []

    def fake_cli(*args: str):
        calls.append(args)
        return {"rss_mb_after_games": [150.0, 160.0, 161.0, 162.0, 163.0]}, 1.0, ""

    monkeypatch.setattr(bench, "_run_cli", fake_cli)
    memory = bench.memory_figures("rocket", 5)
    assert calls == [("demo", "rocket", "--seats", "random,random", "--games", "5", "--animations", "off",
                      "--frames", "1000000", "--json")]  # fmt: skip
    assert memory == {"game": "rocket", "games": 5, "rss_mb": [150.0, 160.0, 161.0, 162.0, 163.0],
                      "growth_mb_per_game": 1.0}  # fmt: skip
    line = bench.memory_text(memory)
    assert "150.0 MB after the first game" in line and "163.0 MB after 5" in line and "1.0 MB per game" in line


def test_too_few_samples_are_a_skip_note(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bench, "_run_cli", lambda *a: ({"rss_mb_after_games": [100.0]}, 1.0, ""))
    assert "skipped" in bench.memory_figures("rocket")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="resident memory is read from /proc")
def test_the_demo_reports_memory_after_each_game() -> None:
    figures = bench.memory_figures("division", 4)  # a real headless demo: four short games
    assert "skipped" not in figures, figures
    assert figures["games"] >= 3 and all(mb > 10 for mb in figures["rss_mb"])
