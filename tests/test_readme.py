"""The README read as a newcomer keeps its figures honest where a test can: every command and option of
the parser is in its command line section, every install it names is ours (from the checkout, never a
package name the public index gives to someone else), every game has its screenshot, and it promises
no releases that do not exist. (The size line is checked against the build's own figures in
tests/release, which builds the app.)"""

from __future__ import annotations

import argparse
import re
import shlex
from pathlib import Path

from timetravel.cli import build_parser
from timetravel.engine.registry import all_games

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
SHIPPED = sorted(g.info.id for g in all_games() if type(g).__module__.startswith("timetravel."))


def section(title: str) -> str:
    """The text of the README's `## title` section."""
    found = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", README, re.MULTILINE | re.DOTALL)
    assert found, f"the README has no section {title!r}"
    return found.group(1)


def subcommands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    [verbs] = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(verbs.choices)


def test_every_command_and_option_of_the_parser_is_in_the_command_line_section() -> None:
    text = section("The command line")
    for verb, parser in subcommands().items():
        assert f"`timetravel {verb}" in text, f"the README does not show `timetravel {verb}`"
        for action in parser._actions:
            for option in action.option_strings:
                if option not in ("-h", "--help"):
                    assert option in text, f"`timetravel {verb} {option}` is not in the README"
    assert "`timetravel --version`" in text


def test_the_game_ids_are_the_games_the_app_has() -> None:
    line = re.search(r"^Game ids: (.*)$", README, re.MULTILINE)
    assert line and re.findall(r"`(\w+)`", line.group(1)) == [g for g in _in_order() if g in SHIPPED]
    assert sorted(re.findall(r"`(\w+)`", line.group(1))) == SHIPPED


def _in_order() -> list[str]:
    return [g.info.id for g in all_games()]


def pip_installs(text: str) -> list[list[str]]:
    """The arguments of every `pip install ...` command in the text (code spans and blocks)."""
    commands = []
    for match in re.finditer(r"pip install ([^`\n&]*)", text):
        commands.append([arg for arg in shlex.split(match.group(1)) if not arg.startswith("-")])
    return commands


def test_every_install_the_readme_names_is_ours() -> None:
    installs = pip_installs(README)
    assert installs, "the README says how to install"
    for targets in installs:
        assert targets, "a pip install without a target"
        for target in targets:
            assert target.startswith("."), f"`pip install {target}` fetches a package by name from the index"
    assert "timetravel[" not in README


def test_the_pip_check_catches_a_package_name() -> None:
    assert pip_installs("run `pip install timetravel[bench]` first") == [["timetravel[bench]"]]
    assert pip_installs('`pip install -e ".[test]" && pytest`') == [[".[test]"]]


def test_every_game_has_a_screenshot_in_the_readme() -> None:
    shown = re.findall(r"!\[[^\]]+\]\((docs/screenshots/[\w-]+\.png)\)", README)
    for path in shown:
        assert (ROOT / path).is_file(), path
    for game in SHIPPED:
        assert f"docs/screenshots/{game}.png" in shown, f"no screenshot of {game}"


def test_the_readme_says_how_to_learn_a_game_and_open_the_examples() -> None:
    learning = section("Learning a game")
    assert "Rules" in learning and "python -m timetravel.ui.tour" in learning
    examples = section("Example saves")
    assert "Load" in examples and "saves/examples/" in examples
    assert (ROOT / "saves" / "examples").is_dir()


def test_the_readme_promises_no_release_that_does_not_exist() -> None:
    assert "releases page" not in README and "tagged release" not in README
    assert "build/build.py" in section("The packaged app")


def size_line() -> tuple[float, float]:
    """The folder and archive sizes the README gives, in MB."""
    found = re.search(r"the folder is about (\d+) MB and the archive about (\d+) MB", README)
    assert found, "the README gives the packaged app's size"
    return float(found.group(1)), float(found.group(2))


def test_the_readme_gives_the_packaged_size() -> None:
    folder, archive = size_line()
    assert 0 < archive < folder
