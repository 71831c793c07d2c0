"""`timetravel bench` pieces on the tiny game (the UI figures come from subprocesses)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from timetravel import bench
from timetravel.engine.game import Game


def test_random_play_rate_counts_steps(tiny: Game) -> None:
    assert bench.random_play_rate(tiny, seed=1, seconds=0.02) > 0


def test_late_game_match_saves_and_loads(tiny: Game, tmp_path: Path) -> None:
    match = bench.late_game_match(tiny, seed=3)
    assert not match.is_over and len(match.log) == int(12 * bench.LATE_GAME)  # 6 deals, 6 plays at 2 seats
    save_ms, load_ms = bench.save_load_ms(match, tmp_path)
    assert save_ms > 0 and load_ms > 0


@pytest.mark.parametrize("game_id", ["rocket", "division", "ministerio", "arena", "stories"])
def test_every_game_has_a_late_game_match(game_id: str, tmp_path: Path) -> None:
    """As in play, no time passes while Time Arena's fight die is due (time passed then was logged as
    chance's step, and bench stopped on "no chance outcome is due"); the match saves and loads."""
    from timetravel.engine.registry import get_game

    match = bench.late_game_match(get_game(game_id), seed=7)
    assert match.log and not match.is_over
    save_ms, load_ms = bench.save_load_ms(match, tmp_path)
    assert save_ms > 0 and load_ms > 0


def test_a_failing_ui_run_is_skipped_with_a_note() -> None:
    figures = bench.demo_figures("no-such-game", runs=1, frames=1)
    assert "skipped" in figures and "exit 2" in figures["skipped"]


def test_bench_measures_the_frames_while_the_hard_ai_thinks() -> None:
    # a real demo run in a subprocess (the shipped game: the child process knows no test games)
    figures = bench.demo_figures("rocket", runs=1, frames=40, seats="hard,hard")
    assert "skipped" not in figures, figures
    assert figures["frames"] == 40 and figures["runs"] == 1
    assert 0 < figures["median_ms"] <= figures["p99_ms"] <= figures["max_ms"]
    assert isinstance(figures["slow_frames"], int) and 0 <= figures["slow_frames"] < 40
    assert f"{figures['slow_frames']} frames over 33 ms" in bench._demo_text(figures)


def test_view_play_decides_from_the_seats_view(tiny: Game, monkeypatch) -> None:
    from timetravel.ai.view import AgentView

    views = []
    of = AgentView.of

    def counting(state, seat):
        views.append(seat)
        return of(state, seat)

    monkeypatch.setattr(AgentView, "of", staticmethod(counting))
    assert bench.view_play_rate(tiny, seed=1, seconds=0.02) > 0
    assert views, "no decision went through a seat's view"


def test_speed_is_a_ratio_to_python_chess_measured_in_the_same_run(tiny: Game) -> None:
    pytest.importorskip("chess")  # the optional bench extra
    figures = bench.speed_figures(tiny, runs=1, seconds=0.05)
    assert figures["chess_plies_per_s"] > 0
    assert figures["bare_ratio"] > 0 and figures["view_ratio"] > 0 and figures["simulate_ratio"] > 0
    assert "simulate" in "\n".join(bench._speed_text(figures))
    assert "python-chess" in "\n".join(bench._speed_text(figures))


def test_without_python_chess_bench_says_so(tiny: Game, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "chess", None)  # import chess now raises ImportError
    assert bench.chess_play_rate(seed=1, seconds=0.01) is None
    figures = bench.speed_figures(tiny, runs=1, seconds=0.02)
    assert figures["chess"] == bench.CHESS_MISSING and figures["view_actions_per_s"] > 0
    assert figures["simulate_actions_per_s"] > 0 and figures["simulate_vs_view"] > 0
    assert "not installed" in "\n".join(bench._speed_text(figures))


# --- inside the packaged app ------------------------------------------------------------------------
FAKE_FIGURES = '{"median_ms": 1.0, "p99_ms": 2.0, "max_ms": 3.0, "slow_frames": 0}'


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in app is a shell script")
def test_in_the_packaged_app_the_ui_figures_come_from_the_app_itself(tmp_path: Path, monkeypatch) -> None:
    """A frozen app's sys.executable is the app, not a Python: `-m timetravel` means nothing to it."""
    said = tmp_path / "args.txt"
    app = tmp_path / "timetravel"
    app.write_text(f"#!/bin/sh\necho \"$@\" > '{said}'\necho '{FAKE_FIGURES}'\n", encoding="utf-8")
    app.chmod(0o755)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(app))
    figures = bench.demo_figures("rocket", runs=1, frames=5)
    assert "skipped" not in figures and figures["p99_ms"] == 2.0
    assert said.read_text(encoding="utf-8").split() == [
        "demo",
        "rocket",
        "--frames",
        "5",
        "--seed",
        "1",
        "--json",
    ]
    assert bench.startup_figures(runs=1)["runs"] == 1


def test_in_the_packaged_app_bench_names_no_pip_command(tiny: Game, monkeypatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setitem(sys.modules, "chess", None)
    figures = bench.speed_figures(tiny, runs=1, seconds=0.02)
    assert figures["chess"] == bench.CHESS_NOT_PACKAGED
    text = "\n".join(bench._speed_text(figures))
    assert "packaged app" in text and "pip" not in text


def test_bench_never_names_an_install_that_is_not_ours() -> None:
    """`pip install timetravel[bench]` would fetch an unrelated package of that name from the index."""
    assert "timetravel[bench]" not in bench.CHESS_MISSING and '".[bench]"' in bench.CHESS_MISSING
