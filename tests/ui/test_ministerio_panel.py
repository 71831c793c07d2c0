"""El Ministerio's choices in the side panel, on the real game screen: the plays that can only end in
Huesca folded under one entry at the end of the list, and the office a place card would open greyed
with its reason in a turn that began in the office. Input is posted as a person gives it."""

from __future__ import annotations

import pygame

from tests.games.ministerio.helpers import act, at_play, table
from tests.ui.conftest import frames, run_until
from timetravel.engine.match import Match, SeatSpec
from timetravel.games.ministerio import GAME
from timetravel.games.ministerio.state import MinisterioState
from timetravel.ui.scene import Push
from timetravel.ui.screens.game import GameScreen


def _screen(app, state: MinisterioState) -> GameScreen:
    """The game screen of a match at `state`, seat 0 a person to act, seat 1 an AI."""
    specs = [SeatSpec(name="Ann"), SeatSpec(name="Robo", kind="ai", level="random")]
    match = Match.new(GAME, GAME.make_config(2), specs, 5)
    match.state = state
    screen = GameScreen(app.ctx, match)
    app.stack.apply(Push(screen))
    run_until(app, lambda: app.stack.top is screen and bool(screen.actions.buttons))
    frames(app, 2)
    return screen


def _labels(screen: GameScreen) -> list[str]:
    panel = screen.actions
    return [panel.label(b) for b in sorted([*panel.buttons, *panel.folds, *panel.withheld],
                                           key=lambda b: b.rect.y)]  # fmt: skip


def _click(app, button) -> None:
    pos = button.rect.center
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 3)


def test_plays_that_can_only_end_in_huesca_are_one_folded_entry_at_the_end(app) -> None:
    """Issue 19: on 9 PA, two cards from the far end of history would each put Ann above 10 PA.
    They are not in the list but under one entry at its end, which opens on a click."""
    st = at_play(table(years=(1898, 1492), hands=(["martin-cerezo", "baler", "valencia", "tizona"],)))
    st.agents[0].pa = 9
    screen = _screen(app, st)
    labels = _labels(screen)
    assert labels[-1].endswith("+ Plays that send you to Huesca (2)"), labels
    assert not any("Valencia" in label or "Tizona" in label for label in labels)
    assert any("Play Saturnino Martín Cerezo (+0 PA)" in label for label in labels)
    _click(app, next(iter(screen.actions.folds)))
    labels = _labels(screen)
    assert any("Play Valencia (+20 PA: Huesca)" in label for label in labels[-2:]), labels
    assert any("Play Tizona (+20 PA: Huesca)" in label for label in labels[-2:]), labels


def test_a_turn_that_left_the_office_sees_why_the_place_card_does_not_open_it(app) -> None:
    """M-KEY-6: the place card's office is shown greyed, with the reason, not silently missing."""
    st = table(agents=("alonso", "amelia"), years=(1521, 1840), hands=(["seville"],))
    st.agents[0].door, st.agents[0].in_office = None, True
    st, _ = act(st, "dice:2,4", "leave:7", "die:0", "dir:1", "play:seville", "tile:well-1")
    assert st.stage == "place"
    screen = _screen(app, st)
    labels = _labels(screen)
    assert any(label.endswith("Draw 3 cards and lose 2 PA") for label in labels), labels
    assert "Go to Salvador's office: you left it this turn" in labels
    (greyed,) = screen.actions.withheld
    assert not greyed.is_enabled
    assert "you left the office this turn" in screen.match.state.prompt(0)
