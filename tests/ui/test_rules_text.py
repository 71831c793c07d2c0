"""The in-app rules show the rules, not the test references the documents carry for developers."""

from __future__ import annotations

import re

import pytest

from timetravel.engine.registry import all_games
from timetravel.resources import rules_doc
from timetravel.ui.rules_text import for_players


def test_references_sections_and_columns_about_tests_are_removed() -> None:
    doc = """# Game

Each rule below names the test that checks it. Play well.

- Reveal a card (`test_rule_reveal`, `test_rule_reveal_more`).
- Recruit it; test: `test_cards.py::test_recruit`.

| Card | Effect | Origin and test |
|---|---|---|
| Farmer | Looks. | rulebook; test: `test_cards.py::test_farmer` |

## Tests of the rules

| Rule | Test |
|---|---|
| Reveal | test_rule_reveal |

## Cards

Kept.
"""
    text = for_players(doc)
    assert "test" not in text.lower()
    assert "Play well." in text and "- Reveal a card." in text and "- Recruit it." in text
    assert "| Card | Effect | Origin |" in text and "| Farmer | Looks. | rulebook|" in text
    assert "## Cards" in text and "Kept." in text


@pytest.mark.parametrize(
    "game", [g for g in all_games() if rules_doc(g.info.id).exists()], ids=lambda g: g.info.id
)
def test_shipped_rules_read_without_test_names(game) -> None:
    text = for_players(rules_doc(game.info.id).read_text(encoding="utf-8"))
    assert "test_" not in text
    assert len(text) > 2000, "the rules themselves are kept"


def test_sections_and_sentences_for_developers_are_removed() -> None:
    doc = """# Game

The piles hold cards. Their numbers are data in
`scenes/game/piles.toml`, checked at load. Each pile is shuffled.

- A rule; the code is in `objectives.py`. Players like it.
- Card data lives in scenes/game/<era>.toml.
- Plain rule.

## Content checks

Every card has a name.

## Balance figures

Seat 1 wins 51%.

### By seat count

More numbers.

## AI figures

Hard beats normal.

## The end

Kept too.
"""
    text = for_players(doc)
    for gone in ("scenes/", ".py", ".toml", "Content checks", "Every card", "Balance", "51%", "By seat",
                 "AI figures", "Hard beats"):  # fmt: skip
        assert gone not in text, gone
    assert "The piles hold cards. Each pile is shuffled." in text
    assert "- Players like it." in text and "- Plain rule." in text
    assert "Card data" not in text
    assert "## The end" in text and "Kept too." in text


@pytest.mark.parametrize(
    "game", [g for g in all_games() if rules_doc(g.info.id).exists()], ids=lambda g: g.info.id
)
def test_shipped_rules_name_no_repository_files(game) -> None:
    text = for_players(rules_doc(game.info.id).read_text(encoding="utf-8"))
    for marker in ("scenes/", "tests/", ".py", ".toml", "Content checks", "Balance figures"):
        assert marker not in text, marker


def test_what_the_cuts_leave_behind_is_tidied() -> None:
    doc = """# Game

- **Leaving.** You may not go back that turn (M-KEY-6; `test_rules.py::test_m_key_6`).
- The board shows numbered places (`test_places` in `tests/ui/test_journeys.py`). Play on.
- Each example is a test in `test_examples.py`:
- Reveal the top card of the pile you are at: the top one.
- The missions were tuned (see "Balance figures" below), and the pieces (see **Balance figures**).
- The cards are set out (see below).

## Balance figures

Seat 1 wins 51%.
"""
    text = for_players(doc)
    assert "(M-KEY-6)." in text and "numbered places. Play on." in text
    assert "Each example is a test:" in text
    assert "the pile you are at: the top one." in text, "a preposition with its object stays"
    assert "The missions were tuned, and the pieces." in text
    assert "(see below)" in text, "a pointer to a section players read stays"
    for gone in ("()", "( )", "; )", " in :", "(in", "Balance"):
        assert gone not in text, gone


def test_sections_about_the_ai_commands_and_measurements_are_removed() -> None:
    doc = """# Game

**Balance.** We played 100 games a pairing; Red won 62%.

Every card speaks from your side. (In the code these colours are the seat roles `self` and `rival`.)

## Computer opponents

The AI sees what you see.

## AI

It counts in energy.

### How hard searches

Blocks of rounds.

## The AI's clock (R1c): figures

Measured.

## How the AI plays

Worth.

## AI teammates

Knowledge.

## Notes

Run `timetravel simulate game --games 50` to see it. Kept.

| command | success |
|---|---|
| `timetravel simulate game --seats hard` | 100% |
| `... --seats normal` | 80% |

| Card | Value |
|---|---|
| Farmer | 1 |
"""
    text = for_players(doc)
    for gone in ("Balance", "62%", "In the code", "`self`", "## AI", "It counts", "hard searches", "Blocks",
                 "clock (R1c)", "Measured", "How the AI", "Worth", "AI teammates", "Knowledge",
                 "timetravel ", "--seats", "| command"):  # fmt: skip
        assert gone not in text, gone
    assert "Every card speaks from your side." in text
    assert "## Computer opponents" in text and "The AI sees what you see." in text
    assert "## Notes" in text and "Kept." in text and "| Farmer | 1 |" in text


_DANGLING = re.compile(r"\(\s*\)|[;,]\s*\)|[\s(](?:in|see|at|by|from)\s+[:)]")


@pytest.mark.parametrize(
    "game", [g for g in all_games() if rules_doc(g.info.id).exists()], ids=lambda g: g.info.id
)
def test_shipped_rules_read_cleanly_where_developer_text_was_cut(game) -> None:
    """What the translators found: commands, empty brackets, "(M-KEY-6; )", "a test in :", and pointers
    to sections players never see ("see "Balance by simulation" below")."""
    source = rules_doc(game.info.id).read_text(encoding="utf-8")
    text = for_players(source)
    assert not re.search(r"`(?:timetravel|python3?) ", text), "a command to run"
    assert "timetravel simulate" not in text and "timetravel demo" not in text
    assert [m.group(0) for m in _DANGLING.finditer(text)] == []
    shown = set(re.findall(r"^#+\s+(.*)$", text, re.MULTILINE))
    hidden = [h for h in re.findall(r"^#+\s+(.*)$", source, re.MULTILINE) if h not in shown]
    for heading in hidden:
        for pointer in (f'"{heading}"', f"**{heading}**", f"see {heading}"):
            assert pointer not in text, f"points players to a section they never see: {pointer}"
    for implementation in ("ISMCTS", "determinization", "standard errors", "Knowledge.script", "In the code",
                           "**Balance.**", "`self`", "`thick_skin`"):  # fmt: skip
        assert implementation not in text, implementation


def test_a_rules_section_named_tests_is_kept_when_it_carries_rule_ids() -> None:
    """Stories' "Tests (S-TEST, ...)" is how a test card is played, not a list of the code's tests."""
    doc = """# Game

## Tests (S-TEST, S-HITS)

Roll the dice (S-TEST).

## Tests of the rules

Each rule id above is named by a test.
"""
    text = for_players(doc)
    assert "## Tests (S-TEST, S-HITS)" in text and "Roll the dice (S-TEST)." in text
    assert "Tests of the rules" not in text and "named by" not in text


@pytest.mark.parametrize(
    "game", [g for g in all_games() if rules_doc(g.info.id).exists()], ids=lambda g: g.info.id
)
def test_every_rule_id_a_heading_names_is_read_by_players(game) -> None:
    source = rules_doc(game.info.id).read_text(encoding="utf-8")
    text = for_players(source)
    named = {
        i
        for h in re.findall(r"^#+\s+(.*)$", source, re.MULTILINE)
        for i in re.findall(r"\b[A-Z]-[A-Z]+\b", h)
    }
    assert sorted(i for i in named if i not in text) == []
