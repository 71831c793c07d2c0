"""Time Division can be read: a large view of any face-up card on hover, in any zone, and choices
that say what the card they trigger would do. Driven with the mouse on the real App."""

from __future__ import annotations

import random

import pygame

from tests.ui.conftest import frames, run_until
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.state import CHANCE
from timetravel.games.division import GAME
from timetravel.games.division.content import card_index
from timetravel.ui.boards.division.describe import effect_sentences
from timetravel.ui.scene import Push
from timetravel.ui.screens.game import GameScreen
from timetravel.ui.widgets.card_zoom import SCALE

PERSON = 0


def _match_until(stop, seed: int = 3) -> Match:
    specs = [SeatSpec(name="Ann"), SeatSpec(name="Robo", kind="ai", level="random")]
    match = Match.new(GAME, GAME.make_config(2), specs, seed)
    rng = random.Random(seed)
    while not (match.to_act() == PERSON and stop(match.state)):
        assert not match.is_over, "the game ended before the position was reached"
        if match.to_act() == CHANCE:
            match.sample_chance()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    return match


def _screen(app, match: Match) -> GameScreen:
    screen = GameScreen(app.ctx, match)
    app.stack.apply(Push(screen))
    run_until(app, lambda: not screen.board.is_animating() and app.stack.top is screen)
    frames(app, 2)
    return screen


def _point(app, pos: tuple[int, int], settle: int = 2) -> None:
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, settle)


def _visible_point(board, placed) -> tuple[int, int]:
    """A point of the card that no later card overlaps (cards in a row may overlap)."""
    for dx in (0, -placed.rect.w // 3, placed.rect.w // 3):
        point = (placed.rect.centerx + dx, placed.rect.centery)
        if board.placed_at(point) is placed:
            return point
    raise AssertionError(f"{placed.card} is hidden under other cards")


def _assert_large_view(app, screen: GameScreen, placed) -> None:
    board = screen.board
    point = _visible_point(board, placed)
    _point(app, (5, 5))
    before = app.ctx.display.logical.copy()
    _point(app, point)
    assert board.zoomed is not None, f"no large view of {placed.card} in {placed.zone}"
    zoom = board.zoomed
    assert zoom.w >= SCALE * placed.rect.w and zoom.h >= SCALE * placed.rect.h, (placed.zone, zoom)
    assert not zoom.colliderect(placed.rect.inflate(-8, -8)), "the large view covers the card itself"
    after = app.ctx.display.logical
    changed = sum(
        before.get_at((x, y)) != after.get_at((x, y))
        for x in range(zoom.x, zoom.right, 12)
        for y in range(zoom.y, zoom.bottom, 12)
    )
    assert changed > 0.5 * (zoom.w // 12) * (zoom.h // 12), "the large view is not on the screen"
    assert board.tooltip_at(point) is None  # no small tooltip repeats it over the large view


def test_a_card_in_any_zone_shows_large_on_hover(app) -> None:
    zones = ("past", "independent", "influence:0", "influence:1", "hand:0")
    match = _match_until(lambda s: s.step == "play" and s.round >= 2 and all(s.z[z] for z in zones))
    screen = _screen(app, match)
    board = screen.board
    seen: set[str] = set()
    for placed in list(board.placed):
        kind = placed.zone.partition(":")[0]
        zone = placed.zone if kind in ("hand", "influence") else kind
        if not placed.face_up or placed.card is None or zone in seen:
            continue
        _assert_large_view(app, screen, placed)
        seen.add(zone)
    assert {"hand:0", "influence:0", "influence:1", "past", "independent"} <= seen, seen


def test_a_draft_card_shows_large_on_hover(app) -> None:
    match = _match_until(lambda s: s.step == "draft" and s.draft_stage == "keep")
    screen = _screen(app, match)
    tray = [p for p in screen.board.placed if p.zone == f"temp:{PERSON}" and p.face_up]
    assert len(tray) == 3
    for placed in tray:
        _assert_large_view(app, screen, placed)


def test_the_trigger_choice_says_what_its_card_would_do(app, monkeypatch) -> None:
    match = _match_until(lambda s: s.step == "decide" and all(s.z[f"decision:{x}"] for x in (0, 1)))
    screen = _screen(app, match)
    panel = screen.actions
    index = card_index()
    drawn: list[str] = []
    render = app.ctx.fonts.render_wrapped

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return render(text, *args, **kwargs)

    monkeypatch.setattr(app.ctx.fonts, "render_wrapped", spy)
    checked = 0
    for button, action in list(panel.buttons.items()):
        trigger = str(action.args[0])
        if action.kind != "resolve" or trigger == "none" or trigger in match.state.blocked:
            continue
        drawn.clear()
        _point(app, button.rect.center)  # the pointer on the choice
        shown = " ".join(" ".join(text.split()) for text in drawn)
        words = " ".join(effect_sentences(index[trigger])[0].split())
        assert f"Triggering {index[trigger].name}:" in shown and words in shown, shown[-400:]
        _point(app, (5, 5))
        drawn.clear()
        frames(app, 1)
        assert not any("Triggering" in text for text in drawn)  # gone with the pointer
        checked += 1
    assert checked >= 1
