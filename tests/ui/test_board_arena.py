"""Time Arena's board view: it draws every phase of every mode (draft, play, a fight's decision,
game over; first, full and expert games; team play), its clicks play the right legal actions (a
fighter selected, then a square or a target), every legal action is a click away, the clocks and the
sand run smoothly (the state's time minus the match's pending time), and Space ends the turn."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pygame
import pytest

from tests.ui import board_helpers
from tests.ui.board_helpers import render
from tests.ui.conftest import pixel_variance
from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.engine.match import Match
from timetravel.games.arena import GAME
from timetravel.ui.boards.arena import ArenaBoardView
from timetravel.ui.boards.arena.art import clock_words, sand_words
from timetravel.ui.boards.kit.targets import Target, target_at
from timetravel.ui.screens.game import BOARD_RECT

FIGHTER_KINDS = ("summon", "move", "attack", "bomb")


def new_match(seats: int = 2, mode: str = "full", seed: int = 1) -> Match:
    return board_helpers.new_match(GAME, seats, seed, {"mode": mode})


def new_board(app, match: Match, viewer: int = 0, factor: float = 0.0, mouse=(-1, -1)) -> ArenaBoardView:
    return board_helpers.new_board(app, match, ArenaBoardView, viewer, factor, mouse)


def step(match: Match, rng: random.Random) -> list[Event]:
    if match.to_act() < 0:
        return match.sample_chance()
    legal = match.state.legal_actions()
    fighting = [a for a in legal if a.kind in ("attack", "summon", "bomb")]
    return match.apply(rng.choice(fighting if fighting and rng.random() < 0.6 else legal))


def games(seats: int, mode: str, seed: int, limit: int = 300) -> Iterator[tuple[Match, list[Event]]]:
    """A seeded random game (leaning to fights), yielding (match, events) after every step; time
    passes a little before each step so hourglasses and clocks run."""
    match = new_match(seats, mode, seed)
    rng = random.Random(seed)
    yield match, []
    for _ in range(limit):
        if match.is_over:
            return
        events = match.advance_time(rng.randrange(0, 9000))
        if events:
            yield match, events
        if match.is_over:
            return
        yield match, step(match, rng)
    while not match.is_over:  # the clock runs out at last
        if match.to_act() < 0:
            yield match, match.sample_chance()
        else:
            yield match, match.advance_time(600_000)


def selected_then(board: ArenaBoardView, action: Action) -> Target | None:
    """Select the action's fighter by a click if the board needs it, then the target that plays it."""
    render(board)
    targets = board.click_targets()
    found = next((t for t in targets if t.action == action and target_at(targets, t.rect.center) is t), None)
    if found is not None or action.kind not in FIGHTER_KINDS:
        return found
    fighter = f"fighter:{action.args[0]}"
    chooser = next((t for t in targets if t.kind == "select" and t.card == fighter), None)
    if chooser is None:
        return None
    assert board.handle_click(chooser.rect.center) is None
    render(board)
    targets = board.click_targets()
    return next((t for t in targets if t.action == action and target_at(targets, t.rect.center) is t), None)


@pytest.mark.parametrize(("seats", "mode"), [(2, "first"), (2, "full"), (2, "expert"), (4, "full")])
def test_draws_every_phase_of_random_games(app, seats: int, mode: str) -> None:
    phases: set[str] = set()
    for seed in range(2 if mode == "full" else 1):
        board = None
        for match, events in games(seats, mode, seed + 7 * seats):
            if board is None:
                board = new_board(app, match, factor=1.0)
                render(board)
            board_helpers.show_step(board, match, events, 0.3)
            state = match.state
            phases.add(state.stage + (f":{state.fight_stage}" if state.fight_stage else ""))
        assert board is not None
        assert pixel_variance(render(board).subsurface(BOARD_RECT)) > 200
    assert {"play", "play:decide" if mode != "first" else "play", "over"} <= phases
    if mode != "first":
        assert "draft" in phases


@pytest.mark.parametrize(("seats", "mode"), [(2, "full"), (2, "expert"), (4, "full")])
def test_every_click_target_plays_a_legal_action(app, seats: int, mode: str) -> None:
    kinds: set[str] = set()
    for n, (match, _) in enumerate(games(seats, mode, 3 + seats)):
        if match.to_act() < 0 or n % 3:
            continue
        board = new_board(app, match, viewer=match.to_act())
        render(board)
        legal = match.state.legal_actions()
        for target in board.click_targets():
            if target.action is None:
                continue
            assert target.action in legal
            if target_at(board.click_targets(), target.rect.center) is target:
                assert board.handle_click(target.rect.center) == target.action
                kinds.add(target.action.kind)
    assert {"pick", "end"} <= kinds and kinds & {"summon", "move", "attack"}


@pytest.mark.parametrize(("seats", "mode"), [(2, "full"), (2, "expert"), (4, "first")])
def test_every_legal_action_is_a_click_away(app, seats: int, mode: str) -> None:
    """Every pick, summon, move, attack, bomb, bonus and turn choice has its spot on the board."""
    kinds: set[str] = set()
    for n, (match, _) in enumerate(games(seats, mode, 11 + seats)):
        if match.to_act() < 0 or n % 9:
            continue
        board = new_board(app, match, viewer=match.to_act())
        for action in match.state.legal_actions():
            board.select(None)
            target = selected_then(board, action)
            assert target is not None, (action, match.state.stage)
            assert board.handle_click(target.rect.center) == action
            kinds.add(action.kind)
    assert {"summon", "move", "attack", "end"} <= kinds


def test_clicking_a_fighter_lights_its_squares_and_a_second_click_puts_it_down(app) -> None:
    match = new_match(2, "first")
    board = new_board(app, match, viewer=0)
    render(board)
    choosers = [t for t in board.click_targets() if t.kind == "select"]
    assert len(choosers) == 4  # White's four fighters wait on their Gates
    assert not any(t.action is not None and t.action.kind == "summon" for t in board.click_targets())
    board.handle_click(choosers[0].rect.center)
    render(board)
    summons = [t for t in board.click_targets() if t.action is not None and t.action.kind == "summon"]
    assert summons and all(t.action.args[0] == choosers[0].card.partition(":")[2] for t in summons)
    board.handle_click(choosers[0].rect.center)
    render(board)
    assert not any(t.action is not None and t.action.kind == "summon" for t in board.click_targets())


def test_the_draft_offers_every_free_fighter_as_a_card(app) -> None:
    match = new_match(2, "full")
    board = new_board(app, match, viewer=0)
    render(board)
    cards = [t for t in board.click_targets() if t.card is not None and t.card.startswith("fighter:")]
    assert len(cards) == 12
    picks = {t.action for t in cards if t.action is not None}
    assert picks == set(match.state.legal_actions())
    target = next(t for t in cards if t.action is not None)
    assert board.handle_click(target.rect.center) == target.action


def test_clocks_and_hourglasses_are_shown_minus_the_pending_time(app) -> None:
    match = new_match(2, "first")
    rng = random.Random(2)
    while not any(ms > 0 for ms in match.state.sand) and not match.is_over:  # until a knock-out
        step(match, rng)
        match.flush_time()
    assert not match.is_over
    board = new_board(app, match, viewer=0)
    view = board.observation()
    running = view.running
    glass = next(f.slot for f in view.fighters if f.hourglass_ms > 0)
    due = min([view.clocks_ms[running]] + [f.hourglass_ms for f in view.fighters if f.hourglass_ms > 0])
    assert not match.advance_time(due - 1)  # charged at the next deadline only
    assert match.pending_ms == due - 1
    assert board.shown_clock(view, running) == view.clocks_ms[running] - (due - 1)
    assert board.shown_clock(view, 1 - running) == view.clocks_ms[1 - running]
    assert board.shown_hourglass(view, glass) == view.fighters[glass].hourglass_ms - (due - 1)
    seen: list[str] = []
    fonts = app.ctx.fonts
    original = fonts.render
    try:
        fonts.render = lambda text, *a, **k: seen.append(text) or original(text, *a, **k)  # type: ignore[method-assign]
        render(board)
    finally:
        fonts.render = original  # type: ignore[method-assign]
    assert clock_words(view.clocks_ms[running] - (due - 1)) in seen
    left = board.shown_hourglass(view, glass)
    assert sand_words(left) in seen and sand_words(left).endswith(" s"), "a running hourglass in seconds"
    faces = [text for text in seen if re.fullmatch(r"\d+:\d\d", text)]
    assert len(faces) == 2, f"only the two clocks read as clocks, not the hourglasses: {faces}"


def test_clock_words_count_down_to_zero() -> None:
    assert clock_words(300_000) == "5:00"
    assert clock_words(299_001) == "5:00"
    assert clock_words(299_000) == "4:59"
    assert clock_words(1) == "0:01"
    assert clock_words(0) == "0:00"


def test_space_ends_the_turn_only_when_ending_is_legal(app) -> None:
    match = new_match(2, "first")
    board = new_board(app, match, viewer=0)
    assert board.handle_key(pygame.K_SPACE) is None  # nothing activated yet
    summon = next(a for a in match.state.legal_actions() if a.kind == "summon")
    match.apply(summon)
    board.on_events([])
    end = board.handle_key(pygame.K_SPACE)
    assert end is not None and end.kind == "end" and end in match.state.legal_actions()
    assert board.handle_key(pygame.K_a) is None


def test_team_play_marks_whose_fighters_and_part_of_the_turn(app) -> None:
    match = new_match(4, "first")
    board = new_board(app, match, viewer=0)
    seen: list[str] = []
    fonts = app.ctx.fonts
    original = fonts.render
    try:
        fonts.render = lambda text, *a, **k: seen.append(text) or original(text, *a, **k)  # type: ignore[method-assign]
        render(board)
    finally:
        fonts.render = original  # type: ignore[method-assign]
    assert "P1's part of the turn" in seen
    assert {"P1", "P2", "P3", "P4"} <= set(seen)  # under each Gate, its player
    choosers = {t.card for t in board.click_targets() if t.kind == "select"}
    mine = {f"fighter:{f.id}" for f in board.observation().fighters if f.seat == 0}
    assert choosers == mine


def test_hover_shows_a_fighter_card_large(app) -> None:
    match = new_match(2, "first")
    board = new_board(app, match, viewer=0)
    render(board)
    target = next(t for t in board.click_targets() if t.kind == "select")
    board.context.mouse_pos = lambda: target.rect.center
    render(board)
    assert board.zoomed is None, "the large card waits for the pointer to rest, like a tooltip"
    board.update(0.6)
    render(board)
    assert board.zoomed is not None and board.zoomed.w > 3 * target.rect.w
    assert board.tooltip_at(target.rect.center) is None  # the large card says it already


def test_marked_squares_say_what_they_are(app) -> None:
    match = new_match(2, "expert")
    while match.state.stage == "draft":
        match.apply(match.state.legal_actions()[0])
    board = new_board(app, match, viewer=0)
    render(board)
    view = board.observation()
    tips = {}
    for name in (view.summoning[0][0], view.totem_edge[1][0], view.transporters[0][1]):
        rect = board.layout.grid.square_rect((ord(name[0]) - ord("a"), int(name[1]) - 1)).move(
            BOARD_RECT.topleft
        )
        tips[name] = board.tooltip_at(rect.center) or ""
    assert "White's summoning square" in tips[view.summoning[0][0]]
    assert "Black Totem is attacked from here" in tips[view.totem_edge[1][0]]
    assert "Transporter" in tips[view.transporters[0][1]]


def test_a_click_during_an_animation_finishes_it_and_still_counts(app) -> None:
    match = new_match(2, "first")
    board = new_board(app, match, viewer=0, factor=1.0)
    render(board)
    summon = next(a for a in match.state.legal_actions() if a.kind == "summon")
    board.on_events(match.apply(summon))
    board.update(0.05)
    assert board.is_animating()
    render(board)
    move = next(a for a in match.state.legal_actions() if a.kind == "move")
    target = next(t for t in board.click_targets() if t.action == move)
    assert board.handle_click(target.rect.center) == move
    assert not board.is_animating()


def test_the_finished_game_names_the_winner_and_why(app) -> None:
    match = new_match(2, "first")
    while not match.is_over:  # nobody acts: White's clock runs out
        match.advance_time(600_000)
    board = new_board(app, match, viewer=0)
    seen: list[str] = []
    fonts = app.ctx.fonts
    original = fonts.render
    try:
        fonts.render = lambda text, *a, **k: seen.append(text) or original(text, *a, **k)  # type: ignore[method-assign]
        render(board)
    finally:
        fonts.render = original  # type: ignore[method-assign]
    assert "Black wins" in seen and "On time" in seen
    assert "0:00" in seen


@pytest.mark.parametrize("language", ["es", "ko"])
def test_a_fighter_token_shows_the_initial_of_its_name_in_the_language(app, language: str) -> None:
    """A token's letter is the first of the fighter's name as the player reads it (백 for the
    Centurion, 백인대장, in Korean), not the English name's initial in every language."""
    from timetravel.games.arena.content import CURRENT_ROSTER, content
    from timetravel.i18n import set_language, t
    from timetravel.ui.boards.arena.art import ArenaArt

    set_language(language)
    fonts = app.ctx.fonts
    roster = content().roster(CURRENT_ROSTER)
    seen: list[str] = []
    original = fonts.render
    fonts.render = lambda text, *a, **k: seen.append(text) or original(text, *a, **k)  # type: ignore[method-assign]
    try:
        art = ArenaArt(fonts)
        for fighter_id in roster:
            seen.clear()
            art.token(fighter_id, 0, 48)
            assert t(roster[fighter_id].name)[:1] in seen, (fighter_id, seen)
    finally:
        fonts.render = original  # type: ignore[method-assign]
    assert language == "es" or all(not t(f.name)[:1].isascii() for f in roster.values())
