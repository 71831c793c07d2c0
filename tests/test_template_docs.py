"""docs/architecture.md's list of a game package's files agrees with the template game (Time Tricks,
timetravel/games/tricks/ and timetravel/ui/boards/tricks/): every module the steps name exists there,
and every module there is named.

The list is the first fenced block under the heading "## How to add a game". In it, a folder is a line
at the start of the line ending in "/" (`timetravel/games/<id>/`), and the lines indented under it are
its files: each starts with one or more file names separated by commas, then their description:

    timetravel/games/<id>/
      __init__.py      GAME = MyGame(): the registry finds it
      deal.py, trick.py   the flow by stage, one concept each (names of your choice)
      verbs.py         card-script verbs (optional: if cards act)

A file whose description says "optional" (or has "(if ...") may be missing from the template game.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ARCHITECTURE = ROOT / "docs" / "architecture.md"
TEMPLATE_ID = "tricks"
PACKAGES = {
    "timetravel/games/<id>/": ROOT / "timetravel" / "games" / TEMPLATE_ID,
    "timetravel/ui/boards/<id>/": ROOT / "timetravel" / "ui" / "boards" / TEMPLATE_ID,
}
NAMES = re.compile(r"^\s+((?:[\w.]+\.py\s*,\s*)*[\w.]+\.py)\b(.*)$")


def steps_block(text: str) -> str:
    """The first fenced block of the "## How to add a game" section."""
    section = re.search(r"^## How to add a game.*?$(.*?)(?=^## |\Z)", text, re.MULTILINE | re.DOTALL)
    assert section, "docs/architecture.md has no section '## How to add a game'"
    block = re.search(r"^```[^\n]*\n(.*?)^```", section.group(1), re.MULTILINE | re.DOTALL)
    assert block, "the section has no fenced block listing the files"
    return block.group(1)


def listed_files(block: str) -> dict[str, dict[str, bool]]:
    """Folder -> {file name: optional} for each folder line of the block and the lines under it."""
    found: dict[str, dict[str, bool]] = {}
    folder = None
    for line in block.splitlines():
        if line and not line[0].isspace():
            first = line.split()[0]
            folder = first if first.endswith("/") else None
            if folder is not None:
                found.setdefault(folder, {})
            continue
        match = NAMES.match(line)
        if folder is None or match is None:
            continue
        description = match.group(2)
        optional = "optional" in description.lower() or "(if " in description
        for name in re.split(r"\s*,\s*", match.group(1)):
            found[folder][name] = optional
    return found


def problems(folder: str, listed: dict[str, bool], package: Path) -> list[str]:
    present = {path.name for path in package.glob("*.py")}
    missing = sorted(name for name, optional in listed.items() if not optional and name not in present)
    unnamed = sorted(present - set(listed))
    return [f"{folder}{name} is named by the steps but the template has none" for name in missing] + [
        f"{folder}{name} is in the template but the steps do not name it" for name in unnamed
    ]


def test_the_parser_reads_the_expected_block_format() -> None:
    text = (
        "# Architecture\n\n## How to add a game: the template\n\nA game is...\n\n```\n"
        "timetravel/games/<id>/\n  __init__.py      GAME\n  deal.py, trick.py   stages\n"
        "  verbs.py         verbs (optional: if cards act)\nscenes/<id>/        the content\n"
        "docs/rules/<id>.md  the rules\n```\n\n## Testing\n"
    )
    found = listed_files(steps_block(text))
    assert found == {
        "timetravel/games/<id>/": {
            "__init__.py": False,
            "deal.py": False,
            "trick.py": False,
            "verbs.py": True,
        },
        "scenes/<id>/": {},
    }
    assert problems("g/", {"a.py": False, "b.py": True}, ROOT / "no-such-folder") == [
        "g/a.py is named by the steps but the template has none"
    ]


@pytest.mark.parametrize("folder", sorted(PACKAGES))
def test_the_steps_name_the_template_games_files(folder: str) -> None:
    listed = listed_files(steps_block(ARCHITECTURE.read_text(encoding="utf-8")))
    assert folder in listed, f"the steps' block has no folder line {folder!r}"
    found = problems(folder, listed[folder], PACKAGES[folder])
    assert not found, "\n".join(found)
