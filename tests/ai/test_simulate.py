"""`timetravel simulate` through the real command line: JSON shape, table, bad arguments."""

from __future__ import annotations

import json

import pytest

from tests.ai.variants import COOP
from timetravel.ai import Agent, simulate
from timetravel.ai.simulate import run_simulation
from timetravel.cli import main
from timetravel.engine import registry
from timetravel.engine.game import Game


def _json_run(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main(["simulate", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_simulate_json_has_the_promised_fields(tiny: Game, capsys: pytest.CaptureFixture[str]) -> None:
    result = _json_run(capsys, "tiny", "--games", "6", "--seats", "hard,normal,easy", "--think-ms", "5")
    for key in ("game", "games", "seats", "wins", "all_lose", "draws", "mean_actions", "actions_per_s"):
        assert key in result
    assert result["game"] == "tiny" and result["games"] == 6
    assert result["seats"] == ["hard", "normal", "easy"]
    assert len(result["wins"]) == 3
    assert sum(result["win_share"]) == pytest.approx(6 - result["all_lose"], abs=0.01)
    assert result["mean_actions"] == 18  # 9 deals and 9 plays at three seats
    assert set(result["ai_ms"]) >= {"median", "p95", "by_level"}
    assert set(result["ai_ms"]["by_level"]) == {"hard", "normal", "easy"}
    assert result["ai_ms"]["by_level"]["hard"]["decisions"] == 6 * 3
    assert result["seconds"] > 0
    assert "success_rate" not in result


def test_default_seats_are_hard_against_random(tiny: Game, capsys: pytest.CaptureFixture[str]) -> None:
    result = _json_run(capsys, "tiny", "--games", "2", "--think-ms", "5")
    assert result["seats"] == ["hard", "random"]
    assert set(result["ai_ms"]["by_level"]) == {"hard"}


def test_random_seats_report_no_ai_time(tiny: Game, capsys: pytest.CaptureFixture[str]) -> None:
    result = _json_run(capsys, "tiny", "--games", "4", "--seats", "random,random")
    assert result["ai_ms"]["median"] is None and result["ai_ms"]["decisions"] == 0


def test_seats_rotate_between_games(tiny: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    """Game i shifts the columns by i seats, so each level sits in each seat equally often."""
    made: list[tuple[str, int]] = []
    real = simulate.make_agent

    def spy(level: str, game: Game, seat: int, *rest: object) -> Agent:
        made.append((level, seat))
        return real(level, game, seat, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(simulate, "make_agent", spy)
    run_simulation("tiny", 3, ["easy", "normal", "random"], seed=1, think_ms=1)
    seats_by_game = [dict(made[i : i + 3]) for i in range(0, 9, 3)]
    assert [g["easy"] for g in seats_by_game] == [0, 1, 2]
    assert [g["normal"] for g in seats_by_game] == [1, 2, 0]
    assert [g["random"] for g in seats_by_game] == [2, 0, 1]


def test_the_same_seed_gives_the_same_games(tiny: Game) -> None:
    first = run_simulation("tiny", 30, ["normal", "random"], seed=9, think_ms=1)
    again = run_simulation("tiny", 30, ["normal", "random"], seed=9, think_ms=1)
    other = run_simulation("tiny", 30, ["normal", "random"], seed=10, think_ms=1)
    assert first["wins"] == again["wins"]
    assert sum(first["wins"]) == 30
    assert other["wins"] != first["wins"]


def test_simulate_prints_a_table(tiny: Game, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "tiny", "--games", "3", "--seats", "normal,random"]) == 0
    out = capsys.readouterr().out
    assert "normal" in out and "random" in out and "win %" in out


def test_cooperative_games_report_success_and_runs(capsys: pytest.CaptureFixture[str]) -> None:
    registry.register(COOP)
    try:
        result = _json_run(capsys, "tiny-coop", "--games", "4", "--seats", "normal,random")
    finally:
        registry.unregister("tiny-coop")
    assert 0.0 <= result["success_rate"] <= 1.0
    assert result["mean_runs"] == 3.0  # three tricks are taken in every game
    assert result["wins"] == [0, 0]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["nosuchgame"], "unknown game"),
        (["tiny", "--seats", "hard"], "2-3 seats"),
        (["tiny", "--seats", "hard,random,random,random"], "2-3 seats"),
        (["tiny", "--option", "speed=fast"], "no option"),
        (["tiny", "--seats", "human,hard"], "AI seats only"),
        (["tiny", "--seats", "hard,wizard"], "wizard"),
        (["tiny", "--games", "0"], "at least 1"),
        (["tiny", "--option", "novalue"], "KEY=VALUE"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(
    tiny: Game, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    try:
        status = main(["simulate", *args])
    except SystemExit as exc:  # argparse errors
        status = exc.code
    assert status == 2
    assert message in capsys.readouterr().err


def test_a_decision_costs_the_virtual_time_asked_for_in_a_real_time_game() -> None:
    """Countdown's turns last 1.5 s: decisions of 100 ms never time out, decisions of 2 s always do."""
    quick = run_simulation("countdown", 4, ["random", "random"], 1, 1, {"turn_ms": "1500"}, decision_ms=100)
    slow = run_simulation("countdown", 4, ["random", "random"], 1, 1, {"turn_ms": "1500"}, decision_ms=2000)
    assert quick["decision_ms"] == 100 and slow["decision_ms"] == 2000
    assert quick["mean_actions"] > slow["mean_actions"], "slow seats should lose every turn to the clock"
