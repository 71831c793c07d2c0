"""Time Arena's board as a person reads it (issue 19, section 3): an attack shows the risk of the
counter it draws, the turn buttons say their rule in a line, team play names both partners beside
both clocks, a knock-out is shown as a hit, a fall and a flight to its Gate, and a person coming
back to the board after the AI's turn reads what the AI did."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from tests.games.arena.helpers import arena
from tests.ui import board_helpers
from tests.ui.board_helpers import render
from timetravel.engine.match import Match
from timetravel.games.arena import GAME
from timetravel.games.arena.state import ArenaState
from timetravel.ui.boards.arena import ArenaBoardView
from timetravel.ui.boards.kit.targets import Target


def match_at(state: ArenaState, seats: int = 2) -> Match:
    match = board_helpers.new_match(GAME, seats, 1, {"mode": state.mode})
    match.state = state
    return match


def new_board(app, match: Match, viewer: int = 0, factor: float = 0.0, mouse=(-1, -1)) -> ArenaBoardView:
    return board_helpers.new_board(app, match, ArenaBoardView, viewer, factor, mouse)


@contextmanager
def words_drawn(app) -> Iterator[list[str]]:
    seen: list[str] = []
    fonts = app.ctx.fonts
    original = fonts.render
    fonts.render = lambda text, *a, **k: seen.append(text) or original(text, *a, **k)  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        fonts.render = original  # type: ignore[method-assign]


def select(board: ArenaBoardView, fighter: str) -> None:
    render(board)
    chooser = next(t for t in board.click_targets() if t.kind == "select" and t.card == f"fighter:{fighter}")
    board.handle_click(chooser.rect.center)


def target_where(board: ArenaBoardView, pick: Callable[[Target], bool]) -> Target:
    return next(t for t in board.click_targets() if pick(t))


def hovered_words(app, board: ArenaBoardView, target: Target) -> str:
    """The words shown once the pointer rests on a target: its tooltip, or its large card."""
    board.context.mouse_pos = lambda: target.rect.center
    render(board)
    board.update(0.6)
    with words_drawn(app) as seen:
        render(board)
    tip = board.tooltip_at(target.rect.center) or ""
    return " ".join([tip, *seen])


# --- risks ---------------------------------------------------------------------------------------
def test_an_attack_on_a_counter_fighter_shows_the_risk_of_its_counter(app) -> None:
    """The Spark (attack 0) against the Wildling (defence 2, Counter, attack 1): one roll in six
    knocks the Wildling out, and its counter knocks the Spark (defence 1) out four times in six."""
    state = arena(white=["spark", "nomad", "sniper", "colossus"], at={"spark": "d4", "wildling": "d5"})
    board = new_board(app, match_at(state))
    select(board, "spark")
    with words_drawn(app) as seen:
        render(board)
    assert "17%" in seen and "risk 67%" in seen, seen
    attack = target_where(board, lambda t: t.kind == "attack")
    tip = hovered_words(app, board, attack)
    assert "17% to knock out" in tip and "The Wildling strikes back: 67% to knock out the Spark" in tip, tip
    panel = board.action_tooltip(attack.action) or ""
    assert "The Wildling strikes back: 67% to knock out the Spark" in panel, panel


def test_an_attack_without_a_counter_shows_no_risk(app) -> None:
    state = arena(white=["spark", "nomad", "sniper", "colossus"], at={"spark": "d4", "twins": "d5"})
    board = new_board(app, match_at(state))
    select(board, "spark")
    with words_drawn(app) as seen:
        render(board)
    assert "33%" in seen and not any(w.startswith("risk") for w in seen), seen


def test_the_totem_strikes_back_at_an_attacker_on_its_edge(app) -> None:
    """R9: in the full game the Totem counters with attack 0: against the Boxer's defence 1 it
    knocks out on a KO or a 2 (two in six)."""
    state = arena(at={"boxer": "d8"})
    board = new_board(app, match_at(state))
    select(board, "boxer")
    with words_drawn(app) as seen:
        render(board)
    assert "risk 33%" in seen, seen
    attack = target_where(board, lambda t: t.kind == "attack" and t.card == "totem:1")
    tip = hovered_words(app, board, attack)
    assert "to take energy" in tip and "The Totem strikes back: 33% to knock out the Boxer" in tip, tip


def test_explode_and_wait_say_their_rule_not_their_label_again(app) -> None:
    state = arena(white=["spark", "nomad", "sniper", "colossus"], at={"spark": "d4", "wildling": "d5"})
    state.sand[1] = 20_000  # the Nomad's hourglass runs: waiting is on offer
    state.forget_options()
    board = new_board(app, match_at(state))
    select(board, "spark")
    render(board)
    tips = {t.label: board.tooltip_at(t.rect.center) or "" for t in board.click_targets() if t.kind == "button"}
    assert "Explode" in tips and "Wait for the hourglass" in tips, tips
    assert "8 squares around it" in tips["Explode"] and "knocked out whatever the roll" in tips["Explode"]
    assert "20 s at once" in tips["Wait for the hourglass"], tips
    for label, tip in tips.items():
        assert tip != label, f"{label!r} says its label again"
    wait = next(a for a in state.legal_actions() if a.kind == "wait")
    assert "20 s at once" in (board.action_tooltip(wait) or "")


# --- team play -----------------------------------------------------------------------------------------
def test_team_play_names_both_partners_beside_both_clocks(app) -> None:
    match = board_helpers.new_match(GAME, 4, 1, {"mode": "first"})
    match.seats = [type(s)(name=n) for s, n in zip(match.seats, ("Alexandrina", "Bartholomew",
                                                                  "Constantine", "Dorotheanna"), strict=True)]  # fmt: skip
    board = new_board(app, match)
    board.names = [s.name for s in match.seats]
    with words_drawn(app) as seen:
        render(board)
    joined = " ".join(seen)
    for side, (first, second) in (("White", ("Alex", "Const")), ("Black", ("Barth", "Doroth"))):
        line = next((w for w in seen if w.startswith(side) and first in w and second in w), None)
        assert line is not None, f"{side}'s clock names one partner only: {joined}"
    assert "Alexandrina's part of the turn" in joined, "the banner cuts whose part of the turn it is"
