"""The content in scenes/arena/: what the rulebook fixes, and errors that name file, entry and field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from timetravel.engine.errors import ContentError
from timetravel.games.arena.content import arena_dir, content, load_content


def test_the_rulebook_values_hold() -> None:
    """The Boxer moves 2; Minotaur green attack 2; Mercenary red defence 3; Wildling yellow Counter;
    Twins ranged 2; three factions of four, one per colour."""
    fighters = content().fighters
    assert fighters["boxer"].move == 2
    assert (fighters["minotaur"].colour, fighters["minotaur"].attack) == ("green", 2)
    assert (fighters["mercenary"].colour, fighters["mercenary"].defence) == ("red", 3)
    assert (fighters["wildling"].colour, fighters["wildling"].ability) == ("yellow", "counter")
    assert (fighters["twins"].ability, fighters["twins"].range) == ("ranged", 2)
    assert len(fighters) == 12 and len(content().factions) == 3
    assert sorted(content().faces, key=str) == sorted(["KO", "miss", 0, 1, 1, 2], key=str)
    assert content().totem.energy == 6 and content().totem.defence == 1


def test_the_wheel_offers_plus_and_reroll_at_the_fourth_notch() -> None:
    wheel = content().wheel
    assert wheel.plus <= 4 and wheel.reroll <= 4 and wheel.step > 4 and wheel.energy > 4


def _broken(tmp_path: Path, filename: str, old: str, new: str) -> Path:
    folder = tmp_path / "arena"
    shutil.copytree(arena_dir(), folder)
    path = folder / filename
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    ("filename", "old", "new", "words"),
    [
        ("fighters.toml", "move = 2", "move = 9", ["fighters.toml", "fighters[0]", "boxer", "move"]),
        ("fighters.toml", 'colour = "green"', 'colour = "yellow"', ["fighters.toml", "colour"]),
        ("fighters.toml", "range = 2", "range = 0", ["fighters.toml", "twins", "range"]),
        ("boards.toml", '"a1", "b1"', '"a1", "z9"', ["boards.toml", "boards[0]", "white_summoning"]),
        ("boards.toml", '{ colour = "red", squares = ["f3", "c6"] },', "", ["boards.toml", "transporters"]),
        ("fight.toml", '"KO", "miss"', '"KO", "KO"', ["fight.toml", "die", "faces"]),
        ("fight.toml", "energy = 6\n\n", "energy = 9\n\n", ["fight.toml", "wheel", "energy"]),
        # R17: a roster's changes name known fighters and figures, and still make a valid fighter
        (
            "fighters.toml",
            "sniper = { range = 3 }",
            "snipper = { range = 3 }",
            ["fighters.toml", "rosters.original", "snipper", "no such fighter"],
        ),
        (
            "fighters.toml",
            "sniper = { range = 3 }",
            "sniper = { reach = 3 }",
            ["fighters.toml", "rosters", "sniper", "reach"],
        ),
        (
            "fighters.toml",
            "wildling = { move = 2 }",
            "wildling = { name = 'Wild' }",
            ["fighters.toml", "rosters", "wildling", "name"],
        ),
        (
            "fighters.toml",
            "spark = { defence = 1 }",
            "spark = { range = 3 }",
            ["fighters.toml", "rosters.original.spark", "range", "only a ranged fighter"],
        ),
        (
            "fighters.toml",
            "wildling = { move = 2 }",
            "wildling = { move = 7 }",
            ["fighters.toml", "rosters", "wildling", "move"],
        ),
        (
            "fighters.toml",
            "[rosters.original]",
            "[rosters.first]",
            ["fighters.toml", "rosters.first", "the older rosters are original"],
        ),
        ("fighters.toml", 'roster = "2026-12"', 'roster = "2027-01"', ["fighters.toml", "roster", "2026-12"]),
    ],
)
def test_content_errors_name_file_entry_and_field(
    tmp_path: Path, filename: str, old: str, new: str, words: list[str]
) -> None:
    with pytest.raises(ContentError) as caught:
        load_content(_broken(tmp_path, filename, old, new))
    message = str(caught.value)
    assert all(word in message for word in words), message


def test_the_rules_documents_table_matches_the_content() -> None:
    from timetravel.resources import rules_doc

    rows = [
        line for line in rules_doc("arena").read_text(encoding="utf-8").splitlines() if line.startswith("| ")
    ]
    table = {
        cells[0]: cells[1:] for cells in ([c.strip() for c in row.strip("|").split("|")] for row in rows)
    }
    for fighter in content().fighters.values():
        faction, gate, move, attack, defence, ability = table[fighter.name]
        assert (faction, gate) == (content().factions[fighter.faction].name, fighter.colour)
        assert (int(move), int(attack), int(defence)) == (fighter.move, fighter.attack, fighter.defence)
        expected = (
            f"Ranged {fighter.range}" if fighter.ability == "ranged" else fighter.ability.capitalize() or "-"
        )
        assert ability == expected
