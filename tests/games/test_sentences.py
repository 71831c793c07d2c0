"""Words the players read are sentences: counts in words, nouns that agree, no "x3" or "card(s)"."""

from __future__ import annotations

import random
import re

import pytest

from timetravel.engine.events import CardMoved
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.state import CHANCE
from timetravel.games.division import GAME as DIVISION
from timetravel.games.division.words_log import move_text
from timetravel.games.rocket import GAME as ROCKET
from timetravel.plural import counted
from timetravel.ui.widgets.log_panel import repeat_sentence

NOT_A_SENTENCE = re.compile(r"\(s\)|\(es\)|×|\bx\d|\d+x\b")


def _texts_of_random_games(game, seats: int, games: int) -> set[str]:
    texts: set[str] = set()
    for seed in range(games):
        specs = [SeatSpec(name=f"P{i + 1}") for i in range(seats)]
        match = Match.new(game, game.make_config(seats), specs, seed)
        rng = random.Random(seed)
        while not match.is_over and len(match.log) < 3000:
            state = match.state
            if match.to_act() == CHANCE:
                events = match.sample_chance()
            else:
                legal = state.legal_actions()
                texts.update(state.action_words(a, match.to_act()) for a in legal)
                texts.add(state.prompt(match.to_act()))
                events = match.apply(rng.choice(legal))
            texts.update(e.words() for e in events if e.words())
            texts.add(match.state.progress())
    return texts


@pytest.mark.parametrize(("game", "seats"), [(DIVISION, 2), (ROCKET, 3)])
def test_no_event_label_or_prompt_uses_x3_or_card_s(game, seats: int) -> None:
    texts = _texts_of_random_games(game, seats, 4)
    assert len(texts) > 30
    bad = sorted(text for text in texts if NOT_A_SENTENCE.search(text))
    assert not bad


def test_counts_are_words_and_nouns_agree() -> None:
    assert counted(3, "{n} card", "{n} cards") == "three cards"
    assert counted(1, "{n} card", "{n} cards") == "one card"
    assert counted(0, "{n} card", "{n} cards") == "no cards"
    assert counted(14, "{n} card", "{n} cards") == "14 cards"


def test_three_draws_in_a_row_read_as_one_sentence() -> None:
    line = CardMoved(None, "deck", "temp:0", **move_text(None, "deck", "temp:0")).words()
    assert DIVISION.repeat_text(line, 3) == "Player 1 draws three cards into their Temporary Space"
    named = "Ann Lee draws a card into their Temporary Space"  # as the log shows it, with the name
    assert DIVISION.repeat_text(named, 3) == "Ann Lee draws three cards into their Temporary Space"
    assert DIVISION.repeat_text("Player 2 plays a card", 2) is None


def test_any_other_repeated_line_says_how_often_in_words() -> None:
    assert repeat_sentence("The deck is shuffled.", 3) == "The deck is shuffled (three times)"
    assert repeat_sentence("The deck is shuffled.", 1) == "The deck is shuffled."


def test_the_waiting_line_for_chance_names_only_what_the_game_has() -> None:
    division, rocket = DIVISION.chance_words().lower(), ROCKET.chance_words().lower()
    assert "coin" in division and "card" in division and "dice" not in division
    assert "card" in rocket and "dice" not in rocket and "coin" not in rocket
