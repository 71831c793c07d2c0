"""Time Tricks, the template game: a test per rule of docs/rules/tricks.md (its id in the name), and
the checks every game's package gets (content errors, the view, the AI, the words)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from timetravel.engine.actions import Action
from timetravel.engine.errors import ContentError
from timetravel.engine.events import CardMoved, ScoreChanged
from timetravel.engine.registry import all_games, content_problem, every_game, get_game
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, TERMINAL
from timetravel.games.tricks import GAME
from timetravel.games.tricks.ai import TricksHooks
from timetravel.games.tricks.content import load_content
from timetravel.games.tricks.game import TricksPlay
from timetravel.games.tricks.view import view

ROOT = Path(__file__).resolve().parents[3]


def dealt(hands: list[list[int]]) -> TricksPlay:
    """A game whose deal gave these hands (seat by seat)."""
    state = GAME.new_initial_state(GAME.make_config(len(hands)))
    for round_ in range(3):
        for seat, hand in enumerate(hands):
            state = state.apply(Action("deal", (seat, hand[round_])))[0]
    return state


def play(state: TricksPlay, *ranks: int) -> TricksPlay:
    for rank in ranks:
        state = state.apply(Action("play", (rank,)))[0]
    return state


def test_t1_the_deal_goes_round_one_card_at_a_time_from_the_unseen_cards() -> None:
    state = GAME.new_initial_state(GAME.make_config(3))
    assert state.to_act() == CHANCE
    outcomes = state.chance_outcomes()
    assert [a.args for a, _ in outcomes] == [(0, rank) for rank in range(1, 10)]
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    state, events = state.apply(Action("deal", (0, 5)))
    assert [a.args[0] for a, _ in state.chance_outcomes()] == [1] * 8  # seat 2 next, card 5 gone
    assert not state.is_legal(Action("deal", (0, 6)))  # not seat 1's card now
    [moved] = events
    assert isinstance(moved, CardMoved) and moved.card is None and not moved.face_up
    assert moved.words() == "Player 1 is dealt a card."  # the log names no card


def test_t1_a_hand_is_secret_and_its_size_is_not() -> None:
    state = dealt([[1, 2, 3], [7, 8, 9]])
    seen = view(state, 0)
    assert seen.hand == (1, 2, 3) and seen.hand_sizes == (3, 3)
    assert "7" not in str(seen.to_json()) and state.observe(0) == seen.to_json()
    assert state.action_words(Action("deal", (1, 7)), 0) == "Deal a card to Player 2"


def test_t2_seat_one_leads_and_any_card_of_the_hand_may_be_played() -> None:
    state = dealt([[1, 5, 9], [2, 3, 4]])
    assert state.to_act() == 0
    assert state.legal_actions() == [Action("play", (r,)) for r in (1, 5, 9)]
    assert not state.is_legal(Action("play", (2,)))  # seat 2's card
    state = play(state, 5)
    assert state.to_act() == 1 and state.legal_actions() == [Action("play", (r,)) for r in (2, 3, 4)]


def test_t3_the_highest_card_takes_the_trick_and_its_seat_leads() -> None:
    state = dealt([[1, 5, 9], [2, 3, 4], [6, 7, 8]])
    state = play(state, 5, 2)
    assert view(state, 2).taking == 0  # the 5 takes it so far
    state, events = state.apply(Action("play", (6,)))
    assert state.tricks == [0, 0, 1] and state.to_act() == 2 and state.leader == 2
    assert state.table == [None, None, None]
    assert isinstance(events[-1], ScoreChanged) and events[-1].seat == 2
    assert events[-1].words() == "Player 3 takes the trick (one trick so far)."


def test_t4_the_game_ends_after_three_tricks_and_the_most_tricks_wins() -> None:
    state = dealt([[1, 5, 9], [2, 3, 4]])
    state = play(state, 9, 2, 5, 3)  # seat 1 takes both
    assert state.outcome() is None
    state = play(state, 1, 4)  # seat 2 takes the last
    assert state.to_act() == TERMINAL
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {0} and outcome.scores == (2.0, 1.0)


def test_t5_a_tie_shares_the_win() -> None:
    state = dealt([[1, 5, 9], [2, 3, 4], [6, 7, 8]])
    state = play(state, 9, 2, 6)  # seat 1
    state = play(state, 5, 3, 7)  # seat 3's 7 (seat 1 leads, then seats 2 and 3)
    state = play(state, 8, 1, 4)  # seat 3 leads and its 8 takes it: two tricks
    assert state.outcome() is not None and state.outcome().winners == {2}  # type: ignore[union-attr]
    tie = dealt([[1, 5, 9], [2, 3, 8], [4, 6, 7]])
    tie = play(tie, 9, 2, 4)  # seat 1
    tie = play(tie, 1, 8, 6)  # seat 2
    tie = play(tie, 3, 7, 5)  # seat 3 (seat 2 leads, then 3, then 1)
    assert tie.outcome() is not None and tie.outcome().winners == {0, 1, 2}  # type: ignore[union-attr]


def test_every_rule_id_has_a_test() -> None:
    doc = (ROOT / "docs" / "rules" / "tricks.md").read_text(encoding="utf-8")
    ids = sorted(set(re.findall(r"\*\*(T\d+) ", doc)))
    assert ids == ["T1", "T2", "T3", "T4", "T5"]
    names = [name for name in globals() if name.startswith("test_")]
    assert not [rule for rule in ids if not any(n.startswith(f"test_{rule.lower()}_") for n in names)]


def test_the_template_is_registered_but_listed_for_no_player() -> None:
    assert get_game("tricks") is GAME and GAME in every_game()
    assert GAME.info.template and GAME not in all_games()
    assert content_problem(GAME) is None


def test_a_shared_screen_is_hidden_between_two_people_once_they_hold_cards() -> None:
    fresh = GAME.new_initial_state(GAME.make_config(2))
    assert not fresh.needs_handoff(0, 1)  # nobody holds a card yet
    state = dealt([[1, 5, 9], [2, 3, 4]])
    assert state.needs_handoff(0, 1) and state.handoff_label() == "I am {name}: show my cards"


def test_a_broken_deck_names_the_file_the_entry_and_the_field(tmp_path: Path) -> None:
    text = (ROOT / "scenes" / "tricks" / "cards.toml").read_text(encoding="utf-8")
    (tmp_path / "cards.toml").write_text(text.replace("rank = 4", "rank = 3"), encoding="utf-8")
    with pytest.raises(ContentError, match=r"cards\.toml: entry cards\[3\] \(name 'Hourglass'\), field rank"):
        load_content(tmp_path)
    (tmp_path / "cards.toml").write_text(text.replace("rank = 4", 'rank = "4"'), encoding="utf-8")
    with pytest.raises(ContentError, match=r"entry cards\[3\] \(name 'Hourglass'\), field rank"):
        load_content(tmp_path)


def test_determinize_keeps_what_the_seat_knows_and_redraws_the_rest() -> None:
    state = play(dealt([[1, 5, 9], [2, 3, 4], [6, 7, 8]]), 5)
    seen = state.observe(1)
    worlds = [GAME.determinize(seen, Rng(seed)) for seed in range(20)]
    assert all(w.observe(1) == seen for w in worlds)
    assert len({str(w.hands[0]) for w in worlds}) > 1


def test_the_ai_takes_a_trick_with_its_cheapest_winning_card_and_else_throws_its_lowest() -> None:
    state = play(dealt([[1, 5, 9], [2, 6, 8]]), 5)
    hooks = TricksHooks()
    scores = hooks.action_scores(state, 1, state.legal_actions())
    assert state.legal_actions()[scores.index(max(scores))] == Action("play", (6,))
    state = play(dealt([[1, 5, 9], [2, 3, 4]]), 5)
    scores = hooks.action_scores(state, 1, state.legal_actions())
    assert state.legal_actions()[scores.index(max(scores))] == Action("play", (2,))


def test_words_name_cards_and_seats() -> None:
    state = dealt([[1, 5, 9], [2, 3, 4]])
    assert state.action_words(Action("play", (4,)), 0) == "Play the Hourglass (4)"
    assert state.prompt(0) == "Lead a card: the highest card takes the trick."
    assert state.progress() == "Tricks: Player 1 0, Player 2 0"
    [event] = state.apply(Action("play", (9,)))[1]
    assert event.words() == "Player 1 plays the Atomic clock (9)."
