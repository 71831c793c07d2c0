"""The layers stay apart: only timetravel/ui touches pygame, lower layers never import higher ones,
nothing runs code out of data, and pygame is pygame-ce."""

from __future__ import annotations

import ast
import importlib.metadata
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "timetravel"
HEADLESS = ("engine", "games", "ai", "saves", "play", "net")  # packages that must run without a display
HEADLESS_MODULES = ("resources.py", "i18n.py")  # top-level modules the engine relies on
GUI_MODULES = {"pygame", "pygame_gui"}
# modules each layer may not import: lower layers never reach up (the registry may import the
# timetravel.games package to discover games, but no engine module names a particular game)
FORBIDDEN_LAYERS = {
    "engine": (
        "timetravel.games.", "timetravel.ai", "timetravel.saves", "timetravel.play", "timetravel.ui",
        "timetravel.cli",
    ),
    "games": ("timetravel.ai", "timetravel.saves", "timetravel.play", "timetravel.ui", "timetravel.cli"),
    "ai": ("timetravel.ui", "timetravel.saves", "timetravel.play"),
    "saves": ("timetravel.ui", "timetravel.ai", "timetravel.play", "timetravel.cli"),
    # the play driver sits between ai/saves and the UI
    "play": ("timetravel.ui", "timetravel.cli"),
    # play between computers sits beside the play driver, under the UI and the command line
    "net": ("timetravel.ui", "timetravel.cli"),
}  # fmt: skip
CLOCK_MODULES = {"time", "datetime"}  # the engine and games get elapsed time only from the Match
CLOCKLESS = ("engine", "games", "play")  # (the play driver gets elapsed time from its caller)
UNSAFE_MODULES = {"pickle", "cPickle", "_pickle", "shelve", "marshal", "dill", "cloudpickle"}
UNSAFE_CALLS = {"eval", "exec"}


def python_files(*parts: str) -> list[Path]:
    files: list[Path] = []
    for part in parts:
        path = PACKAGE / part
        files += sorted(path.rglob("*.py")) if path.is_dir() else [path] if path.is_file() else []
    return files


def module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


def imported_modules(path: Path) -> list[tuple[int, str]]:
    return imports_in(path.read_text(encoding="utf-8"), module_name(path), path.name == "__init__.py")


def imports_in(source: str, module: str, is_package: bool) -> list[tuple[int, str]]:
    """Every module an import statement names (at any depth, lazy imports included), made absolute."""
    package = module.split(".") if is_package else module.split(".")[:-1]
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            found.append((node.lineno, target))
            # `from timetravel import ui` names a module too
            found += [(node.lineno, f"{target}.{alias.name}") for alias in node.names]
    return found


def unsafe_calls(source: str) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            func = node.func
            called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if called in UNSAFE_CALLS:
                found.append((node.lineno, called))
    return found


def reaches(name: str, prefix: str) -> bool:
    """Whether module `name` is `prefix` or inside it (a prefix ending in '.' means inside only)."""
    return (
        name.startswith(prefix) if prefix.endswith(".") else name == prefix or name.startswith(prefix + ".")
    )


def where(path: Path, line: int) -> str:
    return f"{path.relative_to(PACKAGE.parent)}:{line}"


def test_the_headless_layers_exist() -> None:
    assert python_files("engine"), "timetravel/engine has no modules: is the test looking in the right place?"


@pytest.mark.parametrize("path", python_files(*HEADLESS, *HEADLESS_MODULES), ids=str)
def test_headless_layers_do_not_import_pygame(path: Path) -> None:
    bad = [
        f"{where(path, line)} imports {name}"
        for line, name in imported_modules(path)
        if name.split(".")[0] in GUI_MODULES
    ]
    assert not bad, "only timetravel/ui may import pygame:\n" + "\n".join(bad)


@pytest.mark.parametrize("layer", sorted(FORBIDDEN_LAYERS))
def test_lower_layers_do_not_import_higher_ones(layer: str) -> None:
    forbidden = FORBIDDEN_LAYERS[layer]
    bad = [
        f"{where(path, line)} imports {name}"
        for path in python_files(layer)
        for line, name in imported_modules(path)
        if any(reaches(name, prefix) for prefix in forbidden)
    ]
    assert not bad, f"timetravel/{layer} reaches into a higher layer:\n" + "\n".join(sorted(set(bad)))


@pytest.mark.parametrize("path", python_files(*CLOCKLESS), ids=str)
def test_engine_and_games_never_read_a_clock(path: Path) -> None:
    bad = [
        f"{where(path, line)} imports {name}"
        for line, name in imported_modules(path)
        if name.split(".")[0] in CLOCK_MODULES
    ]
    assert not bad, "no clocks in engine or game code (real time comes in through the Match):\n" + "\n".join(
        bad
    )


def test_nothing_unpickles_or_evaluates() -> None:
    bad = []
    for path in python_files("."):
        bad += [
            f"{where(path, n)} imports {name}" for n, name in imported_modules(path) if name in UNSAFE_MODULES
        ]
        bad += [
            f"{where(path, n)} calls {name}()" for n, name in unsafe_calls(path.read_text(encoding="utf-8"))
        ]
    assert not bad, "never pickle, eval or exec anything:\n" + "\n".join(bad)


def test_the_scanners_can_fail() -> None:
    """Feed the scanners a module that breaks every rule, lazy and relative imports included."""
    source = (
        "import pygame\nfrom ..ui import app\ndef f():\n    import pickle\n    from datetime import UTC\n"
        "    return eval('1')\n"
    )
    names = {name for _, name in imports_in(source, "timetravel.engine.probe", is_package=False)}
    assert {"pygame", "timetravel.ui", "timetravel.ui.app", "pickle", "datetime"} <= names
    assert unsafe_calls(source) == [(6, "eval")]
    assert reaches("timetravel.ui.app", "timetravel.ui") and not reaches("timetravel.uix", "timetravel.ui")
    assert reaches("timetravel.games.rocket", "timetravel.games.") and not reaches(
        "timetravel.games", "timetravel.games."
    )


def test_pygame_is_pygame_ce() -> None:
    import pygame

    assert getattr(pygame, "IS_CE", False), "the pygame module is not pygame-ce"


def test_plain_pygame_is_not_installed_beside_pygame_ce() -> None:
    with pytest.raises(importlib.metadata.PackageNotFoundError):
        importlib.metadata.distribution("pygame")
    assert importlib.metadata.packages_distributions().get("pygame") == ["pygame-ce"], (
        "the pygame package must come from pygame-ce alone"
    )
