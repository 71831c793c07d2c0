"""Time Tricks' board (the template game's): it draws from the viewer's typed view, its clicks play
legal actions only, it animates a step, and it shows no other seat's cards."""

from __future__ import annotations

import ast
from pathlib import Path

import timetravel.ui.boards.tricks as package
from tests.test_cli import run_main
from tests.ui.board_helpers import new_board, new_match, render
from timetravel.engine.match import Match
from timetravel.games.tricks import GAME
from timetravel.games.tricks.words import card_name
from timetravel.ui.boards.kit.anims import hidden_by
from timetravel.ui.boards.kit.targets import target_at
from timetravel.ui.boards.tricks import TricksBoardView
from timetravel.ui.screens.game import BOARD_RECT


def dealt_match(seats: int = 2, seed: int = 1) -> Match:
    match = new_match(GAME, seats, seed)
    while match.to_act() < 0:
        match.sample_chance()
    return match


def test_the_board_is_found_and_draws_the_table(app) -> None:
    match = dealt_match()
    board = new_board(app, match, TricksBoardView)
    surface = render(board)
    assert surface.subsurface(BOARD_RECT).get_at((10, 10)) != (0, 0, 0, 255)
    own = [t for t in board.targets if t.action is not None]
    assert [t.action for t in own] == match.state.legal_actions()


def test_a_click_on_a_card_of_the_hand_plays_it_and_elsewhere_nothing(app) -> None:
    match = dealt_match()
    board = new_board(app, match, TricksBoardView)
    render(board)
    target = next(t for t in board.targets if t.action is not None)
    assert board.handle_click(target.rect.center) == target.action
    assert board.handle_click((BOARD_RECT.x + 2, BOARD_RECT.y + 2)) is None
    assert "Click: Play" in (board.tooltip_at(target.rect.center) or "")


def test_another_seats_view_has_no_click_and_shows_only_card_backs(app) -> None:
    match = dealt_match()
    board = new_board(app, match, TricksBoardView, viewer=1)
    render(board)
    assert all(t.action is None for t in board.targets)  # not seat 2's turn
    hidden = target_at(board.targets, board.layout.hands[1][0].move(BOARD_RECT.topleft).center)  # type: ignore[union-attr]
    assert hidden is not None and hidden.tip == "P1 holds three cards."


def test_the_table_does_not_change_with_a_secret_of_another_seat(app) -> None:
    match = dealt_match(3)
    board = new_board(app, match, TricksBoardView)
    before = render(board)
    data = match.state.to_json()
    data["hands"][1], data["hands"][2] = data["hands"][2], data["hands"][1]
    other = Match.new(GAME, match.config, match.seats, 1)
    other.state = GAME.state_from_json(data)
    after = render(new_board(app, other, TricksBoardView))
    assert before.get_view("2").raw == after.get_view("2").raw


def test_a_card_played_flies_to_its_slot_and_lands(app) -> None:
    match = dealt_match()
    board = new_board(app, match, TricksBoardView, factor=1.0)
    render(board)
    card = match.state.legal_actions()[0]
    events = match.apply(card)
    board.on_events(events)
    assert board.is_animating()
    board.update(0.05)
    render(board)
    assert ("table", 0) in hidden_by(board.animator)  # the slot stays empty until the card lands
    board.update(0.5)
    render(board)
    assert not board.is_animating()
    slot = target_at(board.targets, board.layout.slots[0].move(BOARD_RECT.topleft).center)  # type: ignore[union-attr]
    assert slot is not None and slot.tip.startswith(f"The {card_name(int(card.args[0]))} ")


def test_the_board_imports_only_the_games_content_view_and_words() -> None:
    """A board displays what it is given: it never imports its game's rules or state."""
    allowed = {
        "timetravel.games.tricks.content",
        "timetravel.games.tricks.view",
        "timetravel.games.tricks.words",
    }
    named = set()
    for path in Path(package.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("timetravel.games."):
                named.add(node.module)
    assert named and named <= allowed, sorted(named - allowed)


def test_the_demo_plays_the_template_game_though_no_list_names_it(tmp_path: Path, capsys) -> None:
    """`timetravel demo tricks` starts it headless (the way to see the template's board) while an
    unknown game's error lists only the players' games."""
    shot = tmp_path / "tricks.png"
    assert run_main(["demo", "tricks", "--frames", "40", "--seed", "3", "--screenshot", str(shot)]) == 0
    assert shot.is_file() and shot.stat().st_size > 1000
    assert run_main(["simulate", "no-such-game", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "known games:" in err and "rocket" in err and "tricks" not in err
