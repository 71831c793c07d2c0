"""Rocket's repeated log lines read as one counted sentence (issue 8: sentences, not "x3")."""

from __future__ import annotations

import pytest

from timetravel.engine.registry import get_game
from timetravel.games.rocket.content import ROCKET, ROCKET_2X


@pytest.fixture
def rocket():
    return get_game("rocket")


def test_rockets_taken_in_a_row_are_counted_in_words(rocket) -> None:
    one, two = rocket.deck.card_name(ROCKET), rocket.deck.card_name(ROCKET_2X)  # the words the log uses
    assert rocket.repeat_text(f"Nova takes a {one}", 2) == "Nova takes two Rockets"
    assert rocket.repeat_text(f"Nova takes a {two}", 3) == "Nova takes three 2X Rockets"


def test_cards_looked_at_in_a_row_are_counted_in_words(rocket) -> None:
    assert rocket.repeat_text("Ann Lee looks at a card", 3) == "Ann Lee looks at three cards"


def test_other_lines_keep_the_general_form(rocket) -> None:
    assert rocket.repeat_text("Nova recruits Marie Curie (Scientist 4)", 2) is None
    assert rocket.repeat_text("Nova takes a Vortex", 2) is None
