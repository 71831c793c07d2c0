"""El Ministerio's board imports from its game only the content, the typed view and the words
(and GAME): never the rules, the state or any other inner module (issue 21)."""

from __future__ import annotations

import ast
from pathlib import Path

BOARD = Path(__file__).resolve().parents[2] / "timetravel" / "ui" / "boards" / "ministerio"
GAME_PACKAGE = "timetravel.games.ministerio"
ALLOWED = {"content", "view", "words"}


def _game_modules(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(GAME_PACKAGE):
            rest = node.module[len(GAME_PACKAGE) :].lstrip(".")
            found += [rest] if rest else [f"({alias.name})" for alias in node.names if alias.name != "GAME"]
        elif isinstance(node, ast.Import):
            found += [
                a.name[len(GAME_PACKAGE) + 1 :] for a in node.names if a.name.startswith(GAME_PACKAGE + ".")
            ]
    return found


def test_the_board_reads_only_content_view_and_words() -> None:
    wrong = {
        path.name: modules
        for path in sorted(BOARD.glob("*.py"))
        if (
            modules := [
                m
                for m in _game_modules(path)
                if m.split(".")[0] not in ALLOWED and not m.startswith("words_")
            ]
        )
    }
    assert not wrong, f"board modules importing game internals: {wrong}"
