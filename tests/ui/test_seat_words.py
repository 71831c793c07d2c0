"""Words name seats as people chose them, filled in when the words are shown: games say a seat as a
`Seat` parameter, and no UI module parses "Player N" out of finished sentences."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import timetravel
from timetravel.engine.events import Event
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import get_game
from timetravel.i18n import Seat, t, use_seat_names
from timetravel.ui.screens.results import ResultsScreen

ROOT = Path(timetravel.__file__).parent
GAMES = ("rocket", "division", "ministerio")
PLAYER_N = re.compile(r"\bPlayer \d")


def _played(game_id: str, seed: int, steps: int | None = 400) -> tuple[Match, list[Event]]:
    """A seeded random game with two people, Ada and Grace, and every event it said."""
    game = get_game(game_id)
    match = Match.new(game, game.make_config(2), [SeatSpec(name="Ada"), SeatSpec(name="Grace")], seed)
    rng, events = random.Random(seed), []
    while not match.is_over and (steps is None or len(match.log) < steps):
        if match.to_act() < 0:
            events += match.sample_chance()
        else:
            events += match.apply(rng.choice(match.state.legal_actions()))
    return match, events


def test_no_ui_module_replaces_seat_names_in_finished_text() -> None:
    assert not (ROOT / "ui" / "seat_text.py").exists()
    for path in sorted((ROOT / "ui").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        assert "with_seat_names" not in source, path
        assert not re.search(r"layer \(\\d|\.replace\(\s*[\"']Player", source), f"{path} parses 'Player N'"


def test_no_game_writes_a_seat_number_into_a_sentence() -> None:
    for path in sorted((ROOT / "games").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        assert '"Player {n}"' not in source and 'f"Player {' not in source, f"{path} names a seat itself"


def test_a_seat_is_its_chosen_name_else_player_n() -> None:
    assert t("{player} wins", player=Seat(1)) == "Player 2 wins"
    use_seat_names(["Ada", "Grace"])
    assert t("{player} wins", player=Seat(1)) == "Grace wins"
    assert str(Seat(0)) == "Ada"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_names_people_when_shown_not_when_the_event_was_made(game_id: str) -> None:
    _, events = _played(game_id, seed=3, steps=60)
    said = [e for e in events if e.text]
    assert any(isinstance(v, Seat) for e in said for v in e.params.values()), "no event names a seat"
    use_seat_names(["Ada", "Grace"])
    first = [e.words() for e in said]
    assert any("Ada" in w or "Grace" in w for w in first)
    assert not any(PLAYER_N.search(w) for w in first), [w for w in first if PLAYER_N.search(w)]
    use_seat_names(["Cleo", "Dan"])  # the same events, named again: the words follow
    again = [e.words() for e in said]
    assert any("Cleo" in w or "Dan" in w for w in again)
    assert not any("Ada" in w or "Grace" in w for w in again)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_results_name_people_as_chosen(app, game_id: str) -> None:
    for seed in range(3):
        match, _ = _played(game_id, seed, steps=None)
        screen = ResultsScreen(app.ctx, match)
        for words in (screen.detail, *screen.notes, match.state.progress()):
            assert not PLAYER_N.search(words), words


def test_a_saves_progress_names_its_own_people_whatever_match_is_shown() -> None:
    from timetravel.saves.codec import match_to_save

    match, _ = _played("ministerio", seed=1, steps=30)
    use_seat_names(["Cleo", "Dan"])  # the names of another match on screen
    progress = match_to_save(match).progress
    assert "Ada" in progress and "Cleo" not in progress
    assert str(Seat(0)) == "Cleo"  # and the shown match keeps its names
