"""The engine names no game, and listing the games reads no content file (content loads on first use)."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

from timetravel.engine.registry import every_game

ENGINE = Path(__file__).resolve().parents[2] / "timetravel" / "engine"


def _code_words(path: Path) -> set[str]:
    """Identifiers and string constants of a module's code, docstrings left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    words: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            words.add(node.id.lower())
        elif isinstance(node, ast.Attribute):
            words.add(node.attr.lower())
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            words.update(part.lower() for part in node.value.replace(".", " ").replace("/", " ").split())
    return words


def test_no_engine_module_names_a_game() -> None:
    game_ids = {game.info.id for game in every_game()}  # the template game too
    assert {"rocket", "division"} <= game_ids
    named = {
        f"{path.relative_to(ENGINE.parent)} names {gid}"
        for path in sorted(ENGINE.rglob("*.py"))
        for gid in game_ids & _code_words(path)
    }
    assert not named, "the engine must not name a game:\n" + "\n".join(sorted(named))


_LIST_GAMES = """
import builtins, io, json, pathlib
read = []
def spy(original):
    def wrapper(self, *args, **kwargs):
        read.append(str(self))
        return original(self, *args, **kwargs)
    return wrapper
for name in ("read_bytes", "read_text", "open"):
    setattr(pathlib.Path, name, spy(getattr(pathlib.Path, name)))
real_open = builtins.open
def open_spy(file, *args, **kwargs):
    read.append(str(file))
    return real_open(file, *args, **kwargs)
builtins.open = io.open = open_spy
from timetravel.engine.registry import every_game
games = every_game()
infos = [(g.info.id, g.info.title, len(g.info.options)) for g in games]
print(json.dumps({"games": [i[0] for i in infos], "read": read}))
"""


def test_listing_the_games_reads_no_content_file() -> None:
    out = subprocess.run(
        [sys.executable, "-c", _LIST_GAMES], capture_output=True, text=True, check=True, cwd=ENGINE.parents[1]
    )
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert "rocket" in result["games"] and "division" in result["games"]
    scenes = [path for path in result["read"] if "scenes" in Path(path).parts]
    assert not scenes, f"content read at import or listing: {scenes}"


def _words_module(name: str) -> bool:
    """Where a game keeps its words for people: words.py and words_<topic>.py."""
    return name == "words.py" or name.startswith("words_")


def test_only_a_games_words_modules_put_words_through_t() -> None:
    """Rules, states and content pick message keys; only the words modules say them (t())."""
    games = ENGINE.parent / "games"
    offenders = []
    for path in sorted(games.glob("*/*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            imports_t = (
                isinstance(node, ast.ImportFrom)
                and node.module == "timetravel.i18n"
                and any(alias.name == "t" for alias in node.names)
            )
            if imports_t and not _words_module(path.name):
                offenders.append(str(path.relative_to(games)))
    assert not offenders, f"t() outside a words module: {offenders}"
