"""The results screen shows a game's own breakdown when the game supplies one (a campaign's eras),
and the seat names in the outcome's detail."""

from __future__ import annotations

import random

from tests.ui.conftest import frames, pixel_variance
from tests.ui.test_screens import finished_match
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import get_game
from timetravel.engine.state import ResultsTable
from timetravel.ui.scene import Push
from timetravel.ui.screens.results import ResultsScreen


def test_a_game_supplied_table_replaces_the_round_columns(app, monkeypatch) -> None:
    match = finished_match()
    table = ResultsTable(
        ("First leg", "Second leg"), ((("3 VP", "9 influence"), ("1 VP", "")),) * 2, ("4 VP",) * 2
    )
    monkeypatch.setattr(type(match.state), "results_table", lambda self: table)
    screen = ResultsScreen(app.ctx, match)
    assert [head for head, _ in screen.columns] == ["First leg", "Second leg"]
    app.stack.apply(Push(screen))
    frames(app, 2)
    assert pixel_variance(app.ctx.display.logical) > 40.0


def test_without_a_table_the_columns_are_rounds(app) -> None:
    screen = ResultsScreen(app.ctx, finished_match())
    assert screen.table is None
    assert all(head.startswith("Round") for head, _ in screen.columns)


def _finished_campaign(seed: int) -> Match:
    game = get_game("division")
    seats = [SeatSpec(name="Ada"), SeatSpec(name="Bo")]
    match = Match.new(game, game.make_config(2, {"mode": "campaign"}), seats, seed)
    rng = random.Random(seed)
    while not match.is_over:
        if match.to_act() < 0:
            match.sample_chance()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    return match


def test_a_division_campaign_shows_eras_vp_and_where_the_marker_ended(app) -> None:
    match = _finished_campaign(5)
    screen = ResultsScreen(app.ctx, match)
    assert [head for head, _ in screen.columns] == ["Ancient Egypt", "The Dark Ages", "The 1980's"]
    results = match.state.results
    for seat in (0, 1):
        assert screen.table.totals[seat] == f"{sum(r['vp'][seat] for r in results)} VP"
    standee = match.state.standee
    if standee:
        assert f"towards {'Ada' if standee > 0 else 'Bo'}" in screen.detail
    else:
        assert "middle" in screen.detail
    assert "Player" not in screen.detail
    app.stack.apply(Push(screen))
    frames(app, 2)


def test_a_games_story_of_the_ending_shows_over_the_table(app, monkeypatch) -> None:
    match = finished_match()
    ending = "The lantern goes out over the lagoon, and the mirror sinks with the last bell of Vespers."
    table = ResultsTable(("Leg",), ((("3", ""),),) * 2, ("3",) * 2, story=(ending, "Two runs taken."))
    monkeypatch.setattr(type(match.state), "results_table", lambda self: table)
    screen = ResultsScreen(app.ctx, match)
    app.stack.apply(Push(screen))
    drawn: list[str] = []
    render = app.ctx.fonts.render
    monkeypatch.setattr(
        app.ctx.fonts, "render", lambda text, *a, **k: drawn.append(text) or render(text, *a, **k)
    )
    frames(app, 2)
    assert " ".join(screen.story_lines()) == f"{ending} Two runs taken."
    assert all(line in drawn for line in screen.story_lines())
