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
