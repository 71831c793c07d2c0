"""The Time Division board: renders in every phase and era, clicks map to legal actions only, and
the viewer never sees a card its observation hides."""

from __future__ import annotations

import random

import pygame
import pytest

from tests.ui.conftest import pixel_variance
from timetravel.engine.events import RoundEnded
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import get_game
from timetravel.i18n import t
from timetravel.ui.boards import board_view_for
from timetravel.ui.boards.base import BoardContext
from timetravel.ui.boards.division import DivisionBoard
from timetravel.ui.boards.division.describe import card_tooltip
from timetravel.ui.palette import Palette

RECT = pygame.Rect(16, 60, 888, 644)
PUBLIC = ("past", "decision", "influence")
SETUPS = [{"era": "egypt"}, {"era": "darkages"}, {"era": "eighties"}, {"mode": "campaign"}]


def new_match(options: dict[str, str], seed: int) -> Match:
    game = get_game("division")
    seats = [SeatSpec(name="Ada"), SeatSpec(name="Bo")]
    return Match.new(game, game.make_config(2, options), seats, seed)


def make_board(app, match: Match, viewer: int = 0, factor: float = 0.0) -> DivisionBoard:
    ctx = app.ctx
    context = BoardContext(
        match, viewer, ctx.fonts, Palette().with_accent(match.game.info.accent), ctx.sounds,
        animation_factor=lambda: factor, human_seats=frozenset({0, 1}),
    )  # fmt: skip
    board = DivisionBoard(context)
    board.set_viewer(viewer)
    board.on_events([])
    return board


def advance(match: Match, rng: random.Random, until=lambda m: False, limit: int = 2000) -> list:
    """Play random legal moves; returns the events of the last step."""
    events: list = []
    for _ in range(limit):
        if match.is_over or until(match):
            break
        events = (
            match.sample_chance()
            if match.to_act() < 0
            else match.apply(rng.choice(match.state.legal_actions()))
        )
    return events


def render(board: DivisionBoard) -> pygame.Surface:
    surface = pygame.Surface((1280, 720))
    surface.fill((10, 10, 10))
    board.draw(surface, RECT)
    return surface


def test_the_registry_finds_the_division_board() -> None:
    assert board_view_for("division") is DivisionBoard


@pytest.mark.parametrize("options", SETUPS, ids=lambda o: "-".join(o.values()))
def test_renders_in_draft_play_and_scoring(app, options) -> None:
    match = new_match(options, 11)
    rng = random.Random(1)
    advance(match, rng, lambda m: m.state.step == "draft" and m.to_act() >= 0)
    board = make_board(app, match, viewer=match.to_act())
    assert pixel_variance(render(board)) > 40.0
    advance(match, rng, lambda m: m.state.step == "play" and m.state.round >= 3)
    board.set_viewer(match.to_act() if match.to_act() >= 0 else 0)
    board.on_events([])
    assert pixel_variance(render(board)) > 40.0
    # the step that ends the first era: the scoring count-up shows over the board
    events = advance(match, rng, lambda m: bool(m.state.results))
    assert any(isinstance(e, RoundEnded) for e in events)
    animated = make_board(app, match, factor=1.0)
    animated.on_events(events)
    assert animated.is_animating()
    animated.update(1.0)
    assert pixel_variance(render(animated)) > 40.0
    animated.skip()
    assert not animated.is_animating()


def _click_points(board: DivisionBoard) -> list[tuple[int, int]]:
    points = [p.rect.center for p in board.placed] + [b.rect.center for b in board.buttons]
    points += [(x, y) for x in range(RECT.x, RECT.right, 37) for y in range(RECT.y, RECT.bottom, 41)]
    return points


@pytest.mark.parametrize("options", SETUPS, ids=lambda o: "-".join(o.values()))
def test_every_click_is_a_legal_action_or_nothing(app, options) -> None:
    rng = random.Random(7)
    reached: set[str] = set()
    for seed in range(3):
        match = new_match(options, seed)
        board = make_board(app, match)
        for _ in range(400):
            if match.is_over:
                break
            actor = match.to_act()
            if actor < 0:
                match.sample_chance()
                continue
            board.set_viewer(actor)
            board.on_events([])
            render(board)
            legal = match.state.legal_actions()
            clicked = []
            for point in _click_points(board):
                action = board.handle_click(point)
                assert action is None or action in legal, (point, action)
                if action is not None:
                    clicked.append(action)
            reached.update(a.kind for a in clicked)
            if not board.selection and match.state.frames and not clicked:
                # a pick of two cards: clicks select first, so none returns an action yet
                assert any(a.kind == "pick" for a in legal)
            match.apply(rng.choice(legal))
    assert {"keep", "give", "play", "resolve"} <= reached


def test_each_played_card_and_draft_card_can_be_clicked(app) -> None:
    match = new_match({"era": "egypt"}, 5)
    rng = random.Random(3)
    for _ in range(300):
        if match.is_over:
            break
        actor = match.to_act()
        if actor < 0:
            match.sample_chance()
            continue
        board = make_board(app, match, viewer=actor)
        render(board)
        legal = match.state.legal_actions()
        if legal[0].kind in ("keep", "give", "play", "facedown", "resolve"):
            got = {board.handle_click(p) for p in _click_points(board)} - {None}
            assert got == set(legal), (legal, got)
        match.apply(rng.choice(legal))


def test_a_pick_of_two_cards_selects_then_chooses(app) -> None:
    match = new_match({"era": "egypt"}, 2)
    rng = random.Random(4)
    found = 0
    for seed in range(30):
        match = new_match({"era": rng.choice(["egypt", "darkages", "eighties"])}, seed)
        while not match.is_over and found < 3:
            actor = match.to_act()
            if actor < 0:
                match.sample_chance()
                continue
            legal = match.state.legal_actions()
            two = [a for a in legal if a.kind == "pick" and len(a.args) == 2]
            if two and len(legal) > 1:
                board = make_board(app, match, viewer=actor)
                render(board)
                target = two[0]
                result = None
                for token in map(str, target.args):
                    placed = next(p for p in board.placed if p.token == token)
                    result = board.handle_click(placed.rect.center) or result
                    render(board)
                assert result is not None and result in legal
                found += 1
            match.apply(rng.choice(legal))
        if found >= 3:
            break
    assert found >= 1


def test_a_click_on_empty_space_does_nothing(app) -> None:
    match = new_match({"era": "darkages"}, 3)
    advance(match, random.Random(2), lambda m: m.state.step == "play" and m.to_act() >= 0)
    board = make_board(app, match, viewer=match.to_act())
    render(board)
    for point in [
        (RECT.x + 3, RECT.bottom - 3),
        (RECT.right - 4, RECT.bottom - 4),
        (RECT.centerx, RECT.y + 3),
    ]:
        assert board.placed_at(point) is None
        assert board.handle_click(point) is None


@pytest.mark.parametrize("options", SETUPS, ids=lambda o: "-".join(o.values()))
def test_the_viewer_never_sees_hidden_cards(app, options) -> None:
    rng = random.Random(9)
    match = new_match(options, 21)
    board = make_board(app, match)
    for _ in range(500):
        if match.is_over:
            break
        for viewer in (0, 1):
            board.set_viewer(viewer)
            board.on_events([])
            render(board)
            obs = match.state.observe(viewer)
            drafting = obs["step"] in ("flip", "travelers", "draft")
            for placed in board.placed:
                kind = placed.zone.partition(":")[0]
                if placed.face_up:
                    assert obs["zones"][placed.zone][placed.index] == placed.card
                    public = kind in PUBLIC or (kind == "temp" and not drafting)
                    assert public or placed.card in match.state.seen[viewer], (placed.zone, placed.card)
                    assert not (drafting and placed.zone == f"temp:{1 - viewer}")
                if placed.card is None:
                    tip = board.tooltip_at(placed.rect.center) or ""
                    assert "influence " not in tip  # a back's tooltip names no card
                if placed.facedown and not placed.zone.endswith(f":{viewer}"):
                    assert not placed.face_up
        advance(match, rng, limit=1)


def test_tooltips_speak_in_words(app) -> None:
    from timetravel.games.division.content import card_index

    for card in card_index().values():
        text = card_tooltip(card)
        assert card.name in text and len(text.splitlines()) >= 3


def board_for_state(app, state, viewer: int, factor: float = 0.0) -> DivisionBoard:
    """A board showing a hand-built state (tests/games/division/helpers.py) from `viewer`'s chair."""
    return make_board(app, match_at(state), viewer, factor)


def match_at(state) -> Match:
    """A match standing at a hand-built state."""
    match = new_match({"era": state.eras[0]}, 1)
    match.state = state
    return match


def test_the_click_tooltip_of_a_played_card_says_what_the_click_does(app) -> None:
    from tests.games.division.helpers import act
    from tests.games.division.helpers import board as table

    state = table("eighties", hand0=["stockbroker", "ceo"], hand1=["accountant", "banker"], coin=0)
    state = act(state, "play:stockbroker", "play:accountant")
    board = board_for_state(app, state, viewer=0)
    render(board)
    rival_card = next(p for p in board.placed if p.card == "accountant")
    tip = board.tooltip_at(rival_card.rect.center) or ""
    clicked = board.handle_click(rival_card.rect.center)
    assert clicked is not None and clicked.args == ("accountant", "stockbroker")
    assert t("Click: {action}", action=state.action_words(clicked, state.to_act())) in tip


@pytest.mark.parametrize("options", SETUPS[:3], ids=lambda o: "-".join(o.values()))
def test_every_click_tooltip_matches_the_click(app, options) -> None:
    rng = random.Random(13)
    match = new_match(options, 4)
    board = make_board(app, match)
    checked = 0
    for _ in range(300):
        if match.is_over:
            break
        actor = match.to_act()
        if actor < 0:
            match.sample_chance()
            continue
        board.set_viewer(actor)
        board.on_events([])
        render(board)
        for placed in board.placed:
            point = placed.rect.center
            if any(b.rect.collidepoint(point) for b in board.buttons) or board.placed_at(point) is not placed:
                continue
            board.selection = ()
            tip = board.tooltip_at(point) or ""
            action = board.handle_click(point)
            if action is not None:
                assert t("Click: {action}", action=match.state.action_words(action, actor)) in tip
                checked += 1
            elif not board.selection:
                assert t("Click: {action}", action="") not in tip
        board.selection = ()
        match.apply(rng.choice(match.state.legal_actions()))
    assert checked > 10


def test_a_waiting_delayed_card_stays_readable_and_says_it_acts_this_round(app) -> None:
    from tests.games.division.helpers import board as table
    from tests.games.division.helpers import round_with

    state = table("egypt", hand0=["shepherd", "general"], hand1=["potter", "mason"], coin=0)
    state = round_with(state, "shepherd", "potter", "shepherd,potter")
    assert state.armed and state.round == 2
    board = board_for_state(app, state, viewer=0)
    for clock in (0.0, 0.4, 0.8):  # whatever the pulse, the card looks as it is drawn
        board.clock = clock
        surface = render(board)
        rect = board.positions["shepherd"]
        plain = pygame.Surface(rect.size)
        plain.blit(surface, (0, 0), rect)
        plain.blit(board.table.image("shepherd", rect.size), (0, 0))
        inner = rect.inflate(-16, -16)
        drawn = surface.subsurface(inner)
        expected = plain.subsurface(inner.move(-rect.x, -rect.y))
        diff = sum(
            abs(a - b)
            for x in range(0, inner.w, 5)
            for y in range(0, inner.h, 5)
            for a, b in zip(drawn.get_at((x, y))[:3], expected.get_at((x, y))[:3], strict=True)
        )
        samples = len(range(0, inner.w, 5)) * len(range(0, inner.h, 5)) * 3
        assert diff / samples < 4
    tip = board.tooltip_at(rect.center) or ""
    assert "this round" in tip and "next round before" not in tip


def test_trigger_and_collect_buttons_sit_beside_the_cards_clear_of_the_coin(app) -> None:
    from tests.games.division.helpers import act
    from tests.games.division.helpers import board as table
    from timetravel.ui.boards.division.table import COIN_R

    state = table("eighties", hand0=["stockbroker", "ceo"], hand1=["accountant", "banker"], coin=0)
    state = act(state, "play:stockbroker", "play:accountant")
    board = board_for_state(app, state, viewer=0)
    render(board)
    assert {b.label for b in board.buttons} == {"Trigger", "Collect"}
    coins = [pygame.Rect(0, 0, 2 * COIN_R + 12, 2 * COIN_R + 12) for _ in range(2)]
    for coin, centre in zip(coins, board.geo.coin.values(), strict=True):
        coin.center = centre
    for button in board.buttons:
        assert button.rect.collidelist(coins) == -1
        assert button.rect.collidelist([p.rect for p in board.placed]) == -1
        played = min(board.geo.decision.values(), key=lambda r: abs(r.centery - button.rect.centery))
        assert 0 < button.rect.x - played.right <= 12  # right beside its card


def test_the_side_panel_colours_seats_as_the_board_does(app) -> None:
    from tests.ui.conftest import frames, tiny_match
    from timetravel.ui.boards.division.theme import side_colour
    from timetravel.ui.scene import Push
    from timetravel.ui.screens.game import GameScreen
    from timetravel.ui.screens.side_panel import TURN_RECT

    game = get_game("division")
    seats = [SeatSpec(name="Ada", kind="ai", level="random"), SeatSpec(name="Bo")]  # the person is seat 1
    match = Match.new(game, game.make_config(2, {"era": "egypt"}), seats, 3)
    advance(match, random.Random(1), lambda m: m.to_act() == 1 and m.state.step == "draft")
    screen = GameScreen(app.ctx, match)
    app.stack.apply(Push(screen))
    frames(app, 2)
    blue, red = side_colour("blue", screen.palette), side_colour("red", screen.palette)
    side = screen.side_palette()
    assert side.seat_colour(1) == blue and side.seat_colour(0) == red  # seat 1 sits on the blue side
    stripe = app.ctx.display.logical.get_at((TURN_RECT.x + 3, TURN_RECT.centery))[:3]
    assert stripe == blue
    plain = GameScreen(app.ctx, tiny_match("human", "random"))
    assert plain.side_palette() is plain.palette  # a board without its own colours changes nothing


def test_every_choice_prompt_fits_the_side_panel(app) -> None:
    from timetravel.ui.screens.side_panel import PROMPT_RECT

    prompts: set[str] = set()
    for seed, options in enumerate(SETUPS * 2):
        match = new_match(options, seed)
        rng = random.Random(seed)
        while not match.is_over:
            if match.to_act() >= 0 and match.state.frames:
                prompts.add(match.state.prompt(match.to_act()))
            advance(match, rng, limit=1)
    assert len(prompts) > 5
    for prompt in prompts:
        assert "Choose for" not in prompt
        assert len(app.ctx.fonts.wrap(prompt, 17, PROMPT_RECT.w - 8)) <= 2, prompt


def test_the_board_marks_a_blocked_card_a_round_played_at_once_and_the_orange_player(app) -> None:
    from tests.games.division.helpers import act, round_with
    from tests.games.division.helpers import board as table
    from timetravel.ui.boards.division.words import round_marks

    # the Lawyer (seat 0) blocks the card seat 1 plays next round
    state = table("eighties", hand0=["lawyer", "ceo", "banker"], hand1=["manager", "accountant", "realtor"])
    state = round_with(state, "lawyer", "manager", "lawyer,manager")
    state = act(state, "play:accountant", "play:ceo")
    board = board_for_state(app, state, viewer=0)
    render(board)
    assert [m[:2] for m in round_marks(board.view)] == [("blocked", "accountant")]
    void = next(b for b in board.buttons if b.action.args[0] == "accountant")
    assert void.label == "No effect" and "(no effect)" in state.action_words(void.action, state.to_act())
    assert "cannot be triggered this round" in (board.tooltip_at(void.rect.center) or "")
    # the Night Watchman's round: the second player is told the first card lies face down
    state = table("darkages", hand0=["night_watchman", "king", "queen"], hand1=["squire", "beggar", "monk"])
    state = act(state, "play:night_watchman", "play:squire", "resolve:night_watchman,squire", "play:king")
    assert state.to_act() == 1 and "both play at once" in state.prompt(1)
    board = board_for_state(app, state, viewer=1)
    render(board)
    assert [m[0] for m in round_marks(board.view)] == ["together"]
    # a check: the orange player is marked
    state = table(
        "darkages",
        hand0=["alchemist", "queen"],
        hand1=["squire", "tanner", "baron"],
        inf0=["king", "bishop"],
        inf1=["monk"],
        indep=["beggar", "knight"],
    )
    state = act(state, "play:alchemist", "play:squire", "resolve:alchemist,squire")
    board = board_for_state(app, state, viewer=1)
    render(board)
    assert [m[:2] for m in round_marks(board.view)] == [("orange", 1)]


def test_a_card_entering_your_hand_flies_face_up_for_you_only_when_it_was_secret(app) -> None:
    from tests.games.division.helpers import act
    from tests.games.division.helpers import board as table
    from timetravel.ui.boards.kit.anims import Flight

    state = table(
        "egypt", hand0=["boatman", "general"], hand1=["potter", "mason"], indep=["pharaoh", "vizier"]
    )
    state = act(state, "play:boatman", "play:potter", "resolve:boatman,potter")
    after, events = state.apply(state.find_action("pick:pharaoh,general"))
    shown = {}
    for viewer in (0, 1):
        match = match_at(state)
        board = make_board(app, match, viewer, 1.0)
        match.state = after
        board.on_events(events)
        shown[viewer] = {a.hides for a in board.animator.items if isinstance(a, Flight)}
    assert "pharaoh" in shown[0]  # the chooser sees the card it took into its hand
    assert "pharaoh" not in shown[1]
    # a card from The Past is seen by both as it flies into a hand
    state = table(
        "eighties", hand0=["manager", "ceo"], hand1=["banker", "realtor"], past=["intern", "student"]
    )
    state = act(state, "play:manager", "play:banker", "resolve:manager,banker")
    after, events = state.apply(state.find_action("pick:ceo,intern"))
    match = match_at(state)
    board = make_board(app, match, 1, 1.0)
    match.state = after
    board.on_events(events)
    assert "intern" in {a.hides for a in board.animator.items if isinstance(a, Flight)}


def test_the_cards_you_gave_stay_named_beside_the_rival_hand_after_their_face_down_card(app) -> None:
    from timetravel.games.division.content import card_index
    from timetravel.games.division.view import view
    from timetravel.ui.boards.division.words import gift_note

    match = new_match({"mode": "campaign"}, 3)
    rng = random.Random(3)
    gifts: set[str] = set()
    while match.state.step != "play":
        if match.to_act() < 0:
            match.sample_chance()
            continue
        action = rng.choice(match.state.legal_actions())
        if action.kind == "give" and match.to_act() == 0:
            gifts.add(str(action.args[0]))
        match.apply(action)
    board = make_board(app, match, viewer=0)
    render(board)
    assert all(c is None for c in board.view.zones["hand:1"])  # no single back can be named ...
    note = gift_note(board.view) or ""
    assert all(card_index()[g].name in note for g in gifts)  # ... but the note names every gift
    back = next(p for p in board.placed if p.zone == "hand:1")
    assert note in (board.tooltip_at(back.rect.center) or "")
    assert gift_note(view(match.state, 1)) is not None


@pytest.mark.parametrize("campaign", [False, True])
def test_the_first_influence_space_is_marked_only_in_a_campaign(app, campaign: bool) -> None:
    from timetravel.ui.boards.division.layout import AREA, Geometry
    from timetravel.ui.boards.division.table import board_image

    image = board_image("egypt", campaign, tuple(RECT), False, ("Ada", "Bo"), app.ctx.fonts)
    area = Geometry(pygame.Rect(RECT)).influence["you"].move(-RECT.x, -RECT.y)
    spots = [
        pygame.Rect(area.x + 6 + i * (AREA[0] + 6), area.y + (area.h - AREA[1]) // 2, *AREA) for i in (0, 1)
    ]
    first, second = (pygame.image.tobytes(image.subsurface(s), "RGBA") for s in spots)
    assert (first != second) == campaign


def test_the_coin_toss_is_an_event_the_board_animates(app) -> None:
    from timetravel.engine.events import PieceMoved
    from timetravel.ui.boards.division.anims import CoinFlip

    match = new_match({"era": "egypt"}, 8)
    board = make_board(app, match, factor=1.0)
    events = match.sample_chance()
    tosses = [e for e in events if isinstance(e, PieceMoved) and e.piece == "coin"]
    assert len(tosses) == 1 and tosses[0].source == "coin:none"
    assert tosses[0].target == f"coin:{match.state.coin}" and "coin toss" in tosses[0].words()
    board.on_events(events)
    assert any(isinstance(a, CoinFlip) and a.turns == 5 for a in board.animator.items)


def test_card_names_are_never_cut_at_any_board_size(app) -> None:
    """Every one of the 60 cards, at every size the board draws a face: the name whole (wrapped, or
    a long word split with a hyphen), or the card's designed short name; never an ellipsis."""
    from timetravel.games.division.content import card_index
    from timetravel.ui.boards.division.cards import name_layout
    from timetravel.ui.boards.division.layout import AREA, DRAFT, HAND, PAST, RIVAL_HAND, SPACE

    fonts = app.ctx.fonts
    cards = card_index()
    assert len(cards) == 60
    whole = 0
    for card in cards.values():
        for w, _ in (HAND, RIVAL_HAND, AREA, SPACE, PAST, DRAFT):
            size, lines, room = name_layout(card, w, fonts)
            assert 1 <= len(lines) <= 2 and size >= 7
            assert all(fonts.get(size, True).size(line)[0] <= room for line in lines), (card.name, w)
            shown = " ".join(lines).replace("- ", "")
            assert "…" not in shown and shown in (card.name, card.short), (card.name, w, lines)
            whole += shown == card.name
    assert whole > 0.95 * 6 * len(cards)


def test_the_value_badge_of_a_dark_era_card_is_high_contrast(app) -> None:
    from timetravel.ui.boards.division.cards import face

    def luminance(rgb) -> float:
        return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]

    image = face("ceo", "eighties", (60, 84), app.ctx.fonts, False)
    s = 60 / 92
    r = int(14 * s)
    cx = cy = int(5 * s) + r
    fill = image.get_at((cx - r + 3, cy))[:3]  # inside the ring, beside the number
    number = max(
        (image.get_at((x, y))[:3] for x in range(cx - 3, cx + 4) for y in range(cy - 4, cy + 5)),
        key=luminance,
    )
    assert abs(luminance(number) - luminance(fill)) > 120
