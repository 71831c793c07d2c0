"""Boards display only what they are given (issue 21): a board reads its BoardContext (the viewer's
typed view, legal actions and their words, the events to animate), never the Match or the true
state, and imports of a game package only its content, view and words modules and its GAME.

base.py is where the context reaches the screen's Match; the pictures modules play sample matches
for the rules screen (they are not boards at play), so they may read a sample match's state."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import timetravel.ui.boards

BOARDS = Path(timetravel.ui.boards.__file__).parent
READS_PAST = {"match", "state", "_match"}
SHOWN_MODULES = re.compile(r"^(content|view|words|words_\w+)$")  # what a board may import of a game
MAY_REACH = {"base.py"}  # the context itself


def _board_modules() -> list[Path]:
    return sorted(BOARDS.rglob("*.py"))


def _relative(path: Path) -> str:
    return path.relative_to(BOARDS).as_posix()


def _plays_samples(path: Path) -> bool:
    return path.name == "pictures.py"


def _reaches_past(tree: ast.AST) -> list[tuple[int, str]]:
    """Where a module reads a `.match`, a `.state` or a `_match` (line, what)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in READS_PAST:
            found.append((node.lineno, f".{node.attr}"))
        elif isinstance(node, ast.Name) and node.id == "_match":
            found.append((node.lineno, node.id))
    return found


def test_no_board_reads_the_match_or_the_true_state() -> None:
    found = [
        f"{_relative(path)}:{line}: {what}"
        for path in _board_modules()
        if _relative(path) not in MAY_REACH and not _plays_samples(path)
        for line, what in _reaches_past(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert not found, "boards read only their context:\n" + "\n".join(found)


def _imported(tree: ast.AST) -> list[tuple[str, tuple[str, ...]]]:
    """Every import in a module (at any depth): the module and the names taken from it."""
    found: list[tuple[str, tuple[str, ...]]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, ()) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module is not None and node.level == 0:
            found.append((node.module, tuple(alias.name for alias in node.names)))
    return found


def _forbidden(module: str, names: tuple[str, ...]) -> list[str]:
    """What an import takes of a game package beyond its content, view and words modules and GAME."""
    parts = module.split(".")
    if parts[:2] != ["timetravel", "games"] or len(parts) < 3:
        return []
    if len(parts) == 3:  # from timetravel.games.<id> import ...: its GAME or its shown modules
        return [f"{module}.{n}" for n in names if n != "GAME" and not SHOWN_MODULES.match(n)] or (
            [] if names else [module]
        )
    return [] if SHOWN_MODULES.match(parts[3]) else [module]


def test_boards_import_only_a_game_s_content_view_and_words() -> None:
    found = [
        f"{_relative(path)}: {taken}"
        for path in _board_modules()
        for module, names in _imported(ast.parse(path.read_text(encoding="utf-8")))
        for taken in _forbidden(module, names)
    ]
    assert not found, "boards import a game's content, view and words only:\n" + "\n".join(found)


def test_only_the_context_and_the_sample_makers_know_the_match() -> None:
    found = [
        _relative(path)
        for path in _board_modules()
        if _relative(path) not in MAY_REACH and not _plays_samples(path)
        for module, _ in _imported(ast.parse(path.read_text(encoding="utf-8")))
        if module == "timetravel.engine.match"
    ]
    assert not found, f"board modules that import the Match: {found}"


def test_the_checks_catch_what_they_forbid() -> None:
    assert [what for _, what in _reaches_past(ast.parse("self.context.match.log; id(ctx.state)"))] == [
        ".match", ".state"
    ]
    assert _reaches_past(ast.parse("self._match")) and not _reaches_past(ast.parse("sample_match(2)"))
    assert not _reaches_past(ast.parse("from timetravel.engine.state import CHANCE"))
    assert _forbidden("timetravel.games.rocket.rules", ("legal_actions",))
    assert _forbidden("timetravel.games.arena", ("state",)) == ["timetravel.games.arena.state"]
    assert not _forbidden("timetravel.games.stories.words_events", ("CardRead",))
    assert not _forbidden("timetravel.games.division.view", ("DivisionView",))
    assert not _forbidden("timetravel.games.rocket", ("GAME",))
