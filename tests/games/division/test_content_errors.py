"""A broken Division content file names file, entry and field; the game stays listed (issue 9, §3)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.broken_content import FIELD_BROKEN, ID_IN_TWO_ERAS, forget, use_broken_division
from timetravel.cli import main
from timetravel.engine.errors import ContentError
from timetravel.engine.registry import all_games, content_problem, get_game
from timetravel.games.division import GAME

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(autouse=True)
def _fresh() -> Iterator[None]:
    forget()
    yield
    forget()


def test_a_broken_field_names_file_entry_and_field(tmp_path, monkeypatch) -> None:
    use_broken_division(tmp_path, monkeypatch, FIELD_BROKEN)
    problem = content_problem(GAME)
    assert problem is not None
    assert "scenes/division/egypt.toml" in problem and "cards[1]" in problem
    assert "'farmer'" in problem and "field value" in problem
    assert GAME in all_games() and get_game("division") is GAME
    with pytest.raises(ContentError, match="egypt.toml"):
        GAME.new_initial_state(GAME.make_config(2))


def test_a_card_id_in_two_eras_names_both_files(tmp_path, monkeypatch) -> None:
    use_broken_division(tmp_path, monkeypatch, ID_IN_TWO_ERAS)
    problem = content_problem(GAME)
    assert problem is not None
    assert "scenes/division/darkages.toml" in problem and "scenes/division/egypt.toml" in problem
    assert "'farmer'" in problem and "field id" in problem


@pytest.mark.parametrize("edit", [FIELD_BROKEN, ID_IN_TWO_ERAS], ids=["field", "id-in-two-eras"])
def test_the_command_line_prints_the_content_error(tmp_path, monkeypatch, capsys, edit) -> None:
    use_broken_division(tmp_path, monkeypatch, edit)
    try:
        status = main(["simulate", "division", "--games", "1", "--seats", "random,random"])
    except SystemExit as exc:
        status = exc.code
    captured = capsys.readouterr()
    assert status == 2
    assert "scenes/division/" in captured.err and "unknown game" not in captured.err
    assert "Traceback" not in captured.err + captured.out


SCRIPT = """
import shutil, sys
from pathlib import Path
import timetravel.resources as resources
root = Path(sys.argv[1])
shutil.copytree(resources.scenes_dir(), root)
path = root / "division" / "egypt.toml"
path.write_text(path.read_text().replace('value = 1', 'value = "lots"', 1))
resources.scenes_dir = lambda: root  # before any game module imports it
from timetravel.cli import main
sys.exit(main(["simulate", "division", "--games", "1"]))
"""


def test_a_broken_file_at_start_up_keeps_the_game_listed(tmp_path) -> None:
    """In a fresh process the file is broken before discovery: the game is listed, the error printed."""
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(tmp_path / "scenes")],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    assert "scenes/division/egypt.toml" in done.stderr and "field value" in done.stderr
    assert "unknown game" not in done.stderr and "Traceback" not in done.stderr
