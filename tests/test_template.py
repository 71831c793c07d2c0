"""Every game package has the shape docs/architecture.md gives ("How to add a game").

- the template's modules are present;
- the imports between a package's own modules form no cycle, and none is made inside a function;
- the data modules (state, content) import none of the package's rules, words, view or AI;
- sentences are built (`t()`, `said()`, `said_counted()`) only in words modules;
- no module of timetravel/ is over 500 lines;
- the game's state gives view.py's typed view from `seat_view(seat)`.

Every package under timetravel/games is checked, the template game (tricks) included.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "timetravel"
GAMES = ROOT / "games"
GAME_IDS = sorted(p.name for p in GAMES.iterdir() if (p / "__init__.py").exists())

REQUIRED = ("__init__", "game", "content", "state", "rules", "words", "view", "ai")
DATA_MODULES = ("state", "content")
WORD_CALLS = {"t", "said", "said_counted", "ngettext", "gettext"}
MAX_LINES = 500

def _is_words_module(name: str) -> bool:
    return name == "words" or name.startswith("words_")


def _modules(package: Path) -> dict[str, Path]:
    found = {}
    for path in sorted(package.rglob("*.py")):
        rel = path.relative_to(package).with_suffix("")
        found[".".join(rel.parts)] = path
    return found


def _sibling(node: ast.ImportFrom | ast.Import, package: str, names: set[str]) -> list[str]:
    """The package's own modules an import statement names."""
    prefix = f"timetravel.games.{package}"
    out: list[str] = []
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.name.startswith(prefix + "."):
                out.append(alias.name[len(prefix) + 1 :])
        return out
    if node.level:  # relative imports are not used in this code base; treat as siblings
        base = node.module or ""
        out.extend([base] if base else [a.name for a in node.names])
        return [m for m in out if m in names]
    module = node.module or ""
    if module == prefix:
        out.extend(a.name for a in node.names if a.name in names)
    elif module.startswith(prefix + "."):
        out.append(module[len(prefix) + 1 :])
    return out


def _imports(path: Path, package: str, names: set[str]) -> tuple[set[str], list[str]]:
    """(siblings imported at module level, 'line: module' of imports inside functions)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top: set[str] = set()
    nested: list[str] = []
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for inner in ast.walk(node):
                if isinstance(inner, (ast.Import, ast.ImportFrom)):
                    inside.add(id(inner))
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        found = _sibling(node, package, names)
        if id(node) in inside:
            nested.extend(f"{node.lineno}: {m}" for m in found)
        elif not _under_type_checking(tree, node):
            top.update(found)
    return top, nested


def _under_type_checking(tree: ast.Module, target: ast.stmt) -> bool:
    guards = {"TYPE_CHECKING", "typing.TYPE_CHECKING"}
    return any(
        isinstance(node, ast.If)
        and ast.unparse(node.test) in guards
        and any(inner is target for inner in ast.walk(node))
        for node in tree.body
    )


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt) :] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def _word_calls(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    calls = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name in WORD_CALLS:
                calls.append(f"{path.name}:{node.lineno} {name}()")
    return calls


def template_problems(game_id: str) -> list[str]:
    package = GAMES / game_id
    modules = _modules(package)
    names = set(modules)
    problems = [f"no {m}.py" for m in REQUIRED if m not in names]
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        top, nested = _imports(path, game_id, names)
        graph[name] = top - {name}
        problems += [f"{name}.py imports a sibling inside a function at line {n}" for n in nested]
        if name in DATA_MODULES:
            higher = sorted(m for m in top if m.split(".")[0] in {"rules", "view", "ai", "game"} or _is_words_module(m))
            problems += [f"{name}.py (data) imports {m}" for m in higher]
        if not _is_words_module(name.split(".")[0]):
            problems += [f"words outside a words module: {c}" for c in _word_calls(path)]
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MAX_LINES:
            problems.append(f"{name}.py has {lines} lines (at most {MAX_LINES})")
    cycle = _cycle(graph)
    if cycle:
        problems.append("import cycle: " + " -> ".join(cycle))
    view = modules.get("view")
    if view is not None and "def to_json" not in view.read_text(encoding="utf-8"):
        problems.append("view.py has no typed view with to_json")
    return problems


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_game_package_follows_the_template(game_id: str) -> None:
    problems = template_problems(game_id)
    assert not problems, f"{game_id}:\n" + "\n".join(problems)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_game_states_give_their_typed_view(game_id: str) -> None:
    """The game's state class answers seat_view(seat) with view.py's typed view (all a board reads),
    not the base's observation JSON."""
    from timetravel.engine.registry import get_game

    game = get_game(game_id)
    state = game.new_initial_state(game.make_config(game.info.min_seats, {}))
    seen = state.seat_view(0)
    assert type(seen).__module__ == f"timetravel.games.{game_id}.view", f"{game_id}: seat_view gives {seen!r:.80}"
    assert callable(getattr(seen, "to_json", None))


def test_the_checker_sees_what_it_checks(tmp_path: Path) -> None:
    """The checks themselves: a cycle, an in-function import and a sentence in rules are found."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}}
    assert _cycle(graph) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None
    src = tmp_path / "rules.py"
    src.write_text(
        "from timetravel.games.demo import state\n"
        "def f():\n    from timetravel.games.demo.words import x\n    return said('Hi.')\n",
        encoding="utf-8",
    )
    top, nested = _imports(src, "demo", {"state", "words", "rules"})
    assert top == {"state"} and nested == ["3: words"]
    assert _word_calls(src) == ["rules.py:4 said()"]


def test_no_module_is_over_500_lines() -> None:
    long = {}
    for path in ROOT.rglob("*.py"):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MAX_LINES:
            long[str(path.relative_to(ROOT))] = lines
    assert not long, f"modules over {MAX_LINES} lines: {long}"



def test_a_type_ignore_says_why() -> None:
    """mypy is strict on the whole package; a `type: ignore` is only for a library's wrong stubs,
    with its error code and the reason after it on the same line."""
    bare = []
    for path in ROOT.rglob("*.py"):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if "type: ignore" not in line:
                continue
            after = line.split("type: ignore", 1)[1]
            if not after.startswith("[") or "#" not in after:
                bare.append(f"{path.relative_to(ROOT)}:{number}")
    assert not bare, f"type: ignore without an error code and a reason: {bare}"
