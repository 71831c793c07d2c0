"""The Time Machine Rocket board view: it draws, its clicks are legal, it animates and hides secrets."""

from __future__ import annotations

import random

import pygame
import pytest

from tests.ui.conftest import pixel_variance
from timetravel.engine.actions import Action
from timetravel.engine.events import RoundEnded
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.state import GameState
from timetravel.games.rocket import GAME
from timetravel.i18n import use_seat_names
from timetravel.ui.boards import board_view_for
from timetravel.ui.boards.base import BoardContext
from timetravel.ui.boards.rocket import RocketBoardView
from timetravel.ui.screens.game import BOARD_RECT

# actions the table itself offers as a click (skip/done/keep_order stay in the action panel)
CLICKABLE = {"reveal", "recruit", "use", "take", "discard", "look", "keep", "put", "draw_rockets", "steal"}


def new_match(seats: int, seed: int = 1) -> Match:
    specs = [SeatSpec(name=f"P{i + 1}") for i in range(seats)]
    return Match.new(GAME, GAME.make_config(seats), specs, seed)


def new_board(app, match: Match, viewer: int = 0, factor: float = 0.0) -> RocketBoardView:
    ctx = app.ctx
    context = BoardContext(
        match, viewer, ctx.fonts, ctx.palette, ctx.sounds,
        animation_factor=lambda: factor, human_seats=frozenset(range(len(match.seats))),
    )  # fmt: skip
    board = board_view_for("rocket")(context)
    assert isinstance(board, RocketBoardView)
    board.set_viewer(viewer)
    board.on_events([])
    return board


def step(match: Match, rng: random.Random, prefer: tuple[str, ...] = ()) -> list:
    """One step of a random game (chance by the match), preferring some action kinds."""
    if match.to_act() < 0:
        return match.sample_chance()
    legal = match.state.legal_actions()
    preferred = [a for a in legal if a.kind in prefer]
    return match.apply(rng.choice(preferred or legal))


def render(board: RocketBoardView) -> pygame.Surface:
    surface = pygame.Surface((1280, 720))
    board.draw(surface, BOARD_RECT)
    return surface


def board_variance(surface: pygame.Surface) -> float:
    return pixel_variance(surface.subsurface(BOARD_RECT))


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_renders_mid_turn_and_at_round_end(app, seats: int) -> None:
    match = new_match(seats, seed=seats)
    rng = random.Random(seats)
    board = new_board(app, match, factor=1.0)
    render(board)
    while match.state.phase != "decide":
        board.on_events(step(match, rng))
    board.skip()
    assert board_variance(render(board)) > 200
    # on to the end of the round: the scoring overlay shows until skipped
    while True:
        events = step(match, rng, prefer=("reveal",))
        board.on_events(events)
        if any(isinstance(e, RoundEnded) for e in events):
            break
        board.skip()
    assert board.is_animating()
    board.update(1.0)
    assert board_variance(render(board)) > 200
    board.skip()
    assert not board.is_animating()


def test_every_click_target_is_a_legal_action_or_nothing(app) -> None:
    offered: set[str] = set()
    for seats, seed in ((2, 11), (3, 12), (4, 13)):
        match = new_match(seats, seed)
        rng = random.Random(seed)
        board = new_board(app, match)
        for _ in range(260):
            if match.is_over:
                break
            board.on_events(step(match, rng, prefer=("look", "draw_rockets", "use")))
            actor = match.to_act()
            if actor < 0:
                continue
            board.set_viewer(actor)
            render(board)
            legal = board.context.legal_actions()
            assert legal == match.state.legal_actions()
            clicked: set[Action] = set()
            for target in board.click_targets():
                board.browsing = False
                action = board.handle_click(target.rect.center)
                assert action is None or action in legal, (target, action)
                if action is not None:
                    clicked.add(action)
            board.browsing = False
            wanted = {a for a in legal if a.kind in CLICKABLE}
            assert wanted <= clicked, (match.state.phase, wanted - clicked)
            offered |= {a.kind for a in clicked}
    assert {"reveal", "recruit", "take", "discard", "keep"} <= offered


def test_a_click_on_empty_table_does_nothing(app) -> None:
    match = new_match(2, seed=5)
    rng = random.Random(5)
    board = new_board(app, match)
    while match.state.phase != "decide":
        board.on_events(step(match, rng))
    board.set_viewer(match.to_act())
    render(board)
    assert any(board.handle_click(t.rect.center) for t in board.click_targets())
    empty = [
        (x, y)
        for x in range(BOARD_RECT.x + 4, BOARD_RECT.right, 23)
        for y in range(BOARD_RECT.y + 4, BOARD_RECT.bottom, 23)
        if not any(t.rect.collidepoint((x, y)) for t in board.click_targets())
    ]
    assert len(empty) > 100
    for pos in empty:
        assert board.handle_click(pos) is None
    assert board.handle_click((5, 5)) is None  # outside the board


def test_the_discard_browser_opens_and_closes_without_an_action(app) -> None:
    match = new_match(2, seed=8)
    rng = random.Random(8)
    board = new_board(app, match)
    while len(match.state.discard) < 3 or match.to_act() < 0:
        board.on_events(step(match, rng))
    board.set_viewer(match.to_act())
    render(board)
    pile = next(t for t in board.click_targets() if t.kind == "browse")
    assert board.handle_click(pile.rect.center) is None and board.browsing
    assert board_variance(render(board)) > 50
    assert board.handle_click(pile.rect.center) is None and not board.browsing


@pytest.mark.parametrize("factor", [0.0, 1.0])
def test_animations_follow_the_speed_setting(app, factor: float) -> None:
    match = new_match(2, seed=3)
    rng = random.Random(3)
    board = new_board(app, match, factor=factor)
    render(board)
    animated = False
    for _ in range(30):
        board.on_events(step(match, rng, prefer=("reveal",)))
        animated |= board.is_animating()
        if factor == 0.0:
            assert not board.is_animating() and not board.hidden()
        board.skip()
    assert animated == (factor > 0)


def _creative_look(app) -> tuple[Match, RocketBoardView]:
    """A match stopped while a Creative's player looks at the top of a pile."""
    for seed in range(60):
        match = new_match(3, seed)
        rng = random.Random(seed)
        for _ in range(400):
            if match.is_over:
                break
            step(match, rng, prefer=("look", "reveal"))
            state = match.state
            if state.phase == "creative_take" and any(c in GAME.deck.characters for c in state.act["look"]):
                return match, new_board(app, match)
            if state.phase == "decide" and GAME.deck.characters[state.last].category == "creative":
                step(match, rng, prefer=("recruit",))
    raise AssertionError("no Creative look found")


def test_the_look_panel_says_you_to_the_person_looking(app) -> None:
    from timetravel.ui.boards.rocket.table import TableRenderer

    match, board = _creative_look(app)
    looker = match.state.turn
    obs = board.observation()
    names = ["Ann", "Bob", "Cy"]
    person = TableRenderer(board.art, app.ctx.fonts, app.ctx.palette, names, frozenset({looker}))
    assert person.look_title(obs, looker).startswith("You look at the top of the ")
    other = (looker + 1) % 3
    assert person.look_title(obs, other).startswith(names[looker] + " looks at the top of the ")


def test_cards_seen_with_a_creative_stay_hidden_from_other_seats(app) -> None:
    match, board = _creative_look(app)
    looker = match.state.turn
    secret = {c for c in match.state.act["look"] if c in GAME.deck.characters}
    painted: list[str] = []
    face = board.art.face
    board.art.face = lambda card, size: (painted.append(card), face(card, size))[1]  # type: ignore[method-assign]
    for viewer in range(3):
        painted.clear()
        board.set_viewer(viewer)
        render(board)
        shown = {t.card for t in board.click_targets()} | set(painted)
        if viewer == looker:
            assert secret <= shown
        else:
            assert not secret & shown


def test_tooltips_name_seats_as_the_table_does(app) -> None:
    """An action's tooltip names the seat it targets by the seat's chosen name, never "Player N"."""
    for seed in range(40):
        match = new_match(3, seed)
        rng = random.Random(seed)
        for _ in range(300):
            if match.is_over:
                break
            step(match, rng, prefer=("recruit", "draw_rockets"))
            if match.to_act() >= 0 and {"take", "discard", "steal"} & {
                a.kind for a in match.state.legal_actions()
            }:
                board = new_board(app, match, viewer=match.to_act())
                render(board)
                tips = [
                    t.tip for t in board.click_targets() if t.action is not None and t.action.kind != "reveal"
                ]
                aimed = [tip for tip in tips if any(f"P{s + 1}" in tip for s in range(3))]
                assert aimed and not any("Player " in tip for tip in tips), tips
                return
    raise AssertionError("no action aimed at an opponent found")


def _aimed_actions() -> tuple[GameState, list[Action]]:
    """A Rocket state with legal actions whose words name another seat ("Take ... from Player 2")."""
    for seed in range(40):
        match = new_match(2, seed)
        rng = random.Random(seed)
        for _ in range(300):
            if match.is_over:
                break
            step(match, rng, prefer=("recruit", "draw_rockets"))
            legal = match.state.legal_actions() if match.to_act() >= 0 else []
            if any(a.kind in ("take", "discard", "steal") for a in legal):
                return match.state, legal
    raise AssertionError("no action aimed at an opponent found")


def test_action_panel_names_seats_as_chosen(app) -> None:
    from timetravel.ui.screens.game import GameScreen
    from timetravel.ui.widgets.action_panel import ActionPanel

    state, actions = _aimed_actions()

    def words(action: Action) -> str:
        return state.action_words(action, state.to_act())

    use_seat_names([])
    assert any("Player " in words(a) for a in actions)
    use_seat_names(["Ann", "Bob"])
    panel = ActionPanel(app.ctx.ui_manager(), pygame.Rect(920, 232, 344, 400), app.ctx.fonts, lambda a: None)
    panel.set_actions(actions, words)
    labels = [panel.label(b) for b in panel.buttons]
    assert not any("Player " in label for label in labels)
    assert any("Ann" in label or "Bob" in label for label in labels)
    use_seat_names([])  # the game screen names the seats of the match it plays
    match = Match.new(GAME, GAME.make_config(2), [SeatSpec(name="Ann"), SeatSpec(name="Bob")], 1)
    screen = GameScreen(app.ctx, match)
    screen.actions.set_actions(actions, words)
    labels = [screen.actions.label(b) for b in screen.actions.buttons]
    assert not any("Player " in label for label in labels)
    assert any("Ann" in label or "Bob" in label for label in labels)


def test_your_turn_is_said_only_to_a_person_even_while_chance_draws(app) -> None:
    from timetravel.ui.boards.rocket.table import TableRenderer

    match = new_match(2, seed=4)
    rng = random.Random(4)
    while not (match.to_act() < 0 and match.state.phase == "reveal"):
        step(match, rng)
    turn = match.state.turn
    board = new_board(app, match, viewer=turn)
    obs = board.observation()
    person = TableRenderer(board.art, app.ctx.fonts, app.ctx.palette, ["Ann", "Bob"], frozenset({turn}))
    assert person.turn_caption(obs, turn).startswith("Your turn")
    nobody = TableRenderer(board.art, app.ctx.fonts, app.ctx.palette, ["Ann", "Bob"], frozenset())
    assert nobody.turn_caption(obs, turn).startswith(["Ann", "Bob"][turn] + "'s turn")
    assert person.turn_caption(obs, 1 - turn).startswith(["Ann", "Bob"][turn] + "'s turn")


def test_the_default_person_seat_reads_well_in_the_log() -> None:
    from timetravel.ui.screens.setup import default_seats

    seats = default_seats(3)
    assert seats[0].kind == "human" and seats[0].name == "Player 1"
    assert all(seat.kind != "human" for seat in seats[1:])


def test_no_text_on_the_table_is_cut_short(app) -> None:
    """Names, pile labels and counts are drawn whole (smaller or on more lines), never with "…"."""
    drawn: list[str] = []
    render_text = app.ctx.fonts.render

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return render_text(text, *args, **kwargs)

    app.ctx.fonts.render = spy  # type: ignore[method-assign]
    try:
        for seats in (2, 3, 4):
            match = new_match(seats, seed=20 + seats)
            rng = random.Random(seats)
            board = new_board(app, match)
            for _ in range(150):
                if match.is_over:
                    break
                board.on_events(step(match, rng, prefer=("recruit", "look")))
                board.skip()
                render(board)
            for card in GAME.deck.characters:  # every card at every size the table shows
                for size in {s.size for s in board.layout.seats[0].slots.values()} | {board.layout.area_card}:
                    board.art.face(card, size)
    finally:
        app.ctx.fonts.render = render_text  # type: ignore[method-assign]
    cut = {text for text in drawn if text.endswith("…") and text != "The objective is drawn…"}
    assert not cut
    assert "1 cards" not in drawn


def test_character_names_fit_whole_on_every_table_card(app) -> None:
    from timetravel.ui.boards.rocket import layout as layout_mod
    from timetravel.ui.boards.rocket.cards import CardArt

    art = CardArt(GAME.deck, app.ctx.fonts)
    widths = set()
    for seats in (2, 3, 4):
        table = layout_mod.compute(BOARD_RECT.size, seats)
        widths |= {table.area_card[0], table.seats[0].slots["explorer"].w}
    assert min(widths) < 70  # the small team slots of 3 and 4 seats are among them
    for width in sorted(widths):
        for card in GAME.deck.characters.values():
            base, bar = art.title_box(card.name, width)
            size, lines = art.name_lines(card.name, base, bar.w - 4, bar.h - 2)
            assert size >= 7 and " ".join(lines).replace("- ", "-") == card.name, (width, lines)
            assert all(app.ctx.fonts.get(size, True).size(line)[0] <= bar.w - 4 for line in lines)


def test_a_card_waiting_to_fly_off_a_pile_leaves_its_name_and_count_readable(app) -> None:
    from timetravel.ui.boards.kit.anims import Flight

    match = new_match(2, seed=3)
    rng = random.Random(3)
    board = new_board(app, match, factor=1.0)
    render(board)
    piles = [pile.move(BOARD_RECT.topleft) for pile in board.layout.piles]
    waiting = 0
    for _ in range(40):
        board.on_events(step(match, rng, prefer=("reveal",)))
        for flight in board.animator.items:
            if not (isinstance(flight, Flight) and flight.start_size and flight.t == 0):
                continue
            waiting += 1
            pile = next(p for p in piles if p.center == tuple(round(v) for v in flight.start))
            surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
            flight.draw(surface)
            drawn = surface.get_bounding_rect()
            assert pile.contains(drawn), f"a waiting card covers {drawn} beyond its pile card {pile}"
            flight.elapsed = flight.delay + flight.duration  # landed: the Game Area's size
            assert flight.size_now() == flight.image.get_size() != pile.size
        board.skip()
    assert waiting, "no card was revealed from a pile"
