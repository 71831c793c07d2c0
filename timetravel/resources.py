"""Where the app's data lives: the same lookup from a checkout, an installed wheel and a frozen build.

A wheel carries assets/, scenes/ and docs/rules/ inside the package (pyproject force-include); a
checkout keeps them beside the package; PyInstaller unpacks them under the package folder too.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _candidates(name: str) -> list[Path]:
    found = [_PACKAGE_DIR / name, _PACKAGE_DIR.parent / name]
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        found.insert(0, Path(frozen_root) / "timetravel" / name)
    return found


@cache
def data_dir(name: str) -> Path:
    """The folder `name` ("assets", "scenes", "docs/rules"); raises FileNotFoundError if absent."""
    for candidate in _candidates(name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the app's {name}/ folder is missing (looked in {_candidates(name)})")


def assets_dir() -> Path:
    return data_dir("assets")


def scenes_dir() -> Path:
    return data_dir("scenes")


def rules_doc(game_id: str, language: str = "en") -> Path:
    """The full rules of a game with every rule id and reading (docs/rules/<id>.md). A translation of
    what players read of it sits beside it as <id>.<language>.md and is preferred when present."""
    return _translated(data_dir("docs/rules"), game_id, language)


def player_rules_doc(game_id: str, language: str = "en") -> Path:
    """The player's rules of a game (docs/rules/<id>.player.md): how to win, a turn, the components.
    A translation sits beside it as <id>.player.<language>.md and is preferred when present."""
    return _translated(data_dir("docs/rules"), f"{game_id}.player", language)


def _translated(folder: Path, stem: str, language: str) -> Path:
    """folder/<stem>.<language>.md when that translation exists, else the English folder/<stem>.md."""
    translated = folder / f"{stem}.{language}.md"
    if language != "en" and translated.is_file():
        return translated
    return folder / f"{stem}.md"


def example_saves_dir() -> Path | None:
    """saves/examples in a checkout, or the copy a wheel or frozen build carries, if any."""
    for candidate in _candidates("saves/examples"):
        if candidate.is_dir():
            return candidate
    return None
