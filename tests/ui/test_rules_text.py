"""The in-app rules show the rules, not the test references the documents carry for developers."""

from __future__ import annotations

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
