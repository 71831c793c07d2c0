"""El Ministerio's board view: it draws every stage, its clicks are legal, its hover view reads
every card, and it never draws a card or a mission another seat holds in secret."""

from __future__ import annotations

import random

import pygame
import pytest

from tests.ui import board_helpers
from tests.ui.board_helpers import render
from tests.ui.conftest import pixel_variance
from timetravel.engine.match import Match
from timetravel.games.ministerio import GAME
from timetravel.games.ministerio.state import content, stair
from timetravel.ui.boards.kit.targets import target_at
from timetravel.ui.boards.kit.track import Track, helix, line
from timetravel.ui.boards.ministerio import MinisterioBoardView
from timetravel.ui.boards.ministerio.cards import CardArt
from timetravel.ui.boards.ministerio.hand import BUTTON_KINDS, BUTTON_SIZES
from timetravel.ui.boards.ministerio.layout import CARD, SMALL_CARD, year_plate
from timetravel.ui.boards.ministerio.table import TableRenderer
from timetravel.ui.screens.game import BOARD_RECT


def new_match(seats: int, seed: int = 1) -> Match:
    return board_helpers.new_match(GAME, seats, seed)


def new_board(app, match: Match, viewer: int = 0, factor: float = 0.0, mouse=(-1, -1)) -> MinisterioBoardView:
    return board_helpers.new_board(app, match, MinisterioBoardView, viewer, factor, mouse)


def step(match: Match, rng: random.Random) -> list:
    if match.to_act() < 0:
        return match.sample_chance()
    return match.apply(rng.choice(match.state.legal_actions()))


def games(seats: int, seed: int, limit: int = 400):
    """Seeded random games, yielding (match, events) after every step."""
    match = new_match(seats, seed)
    rng = random.Random(seed)
    yield match, []
    for _ in range(limit):
        if match.to_act() == -2:
            return
        yield match, step(match, rng)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_draws_every_stage_of_random_games(app, seats: int) -> None:
    stages: set[str] = set()
    for seed in range(3):
        board = None
        for match, events in games(seats, seed + 10 * seats):
            if board is None:
                board = new_board(app, match, factor=1.0)
                render(board)
            board_helpers.show_step(board, match, events)
            stages.add(match.state.stage)
        assert board is not None
        assert pixel_variance(render(board).subsurface(BOARD_RECT)) > 200
    assert {"choose_agent", "start_door", "die", "play"} <= stages


@pytest.mark.parametrize("seats", [2, 4])
def test_every_click_target_plays_a_legal_action(app, seats: int) -> None:
    clicked_kinds: set[str] = set()
    for match, events in games(seats, 5 + seats):
        if match.to_act() < 0:
            continue
        seat = match.to_act()
        board = new_board(app, match, viewer=seat)
        render(board)
        legal = match.state.legal_actions()
        for target in board.click_targets():
            if target.action is None:
                continue
            assert target.action in legal
            if target_at(board.click_targets(), target.rect.center) is target:
                assert board.handle_click(target.rect.center) == target.action
                clicked_kinds.add(target.action.kind)
        del events
    assert {"agent", "start", "die", "play"} <= clicked_kinds


def test_the_board_offers_clicks_for_the_turn_s_choices(app) -> None:
    """The die, the door, a card to play: each reachable by a click on the board itself."""
    for match, _ in games(2, 3):
        if match.to_act() < 0 or match.state.stage not in (
            "die",
            "walk",
            "play",
            "start_door",
            "choose_agent",
        ):
            continue
        board = new_board(app, match, viewer=match.to_act())
        render(board)
        offered = {t.action for t in board.click_targets() if t.action is not None}
        legal = match.state.legal_actions()
        on_board = [a for a in legal if a.kind not in ("investigate", "pass")]
        assert set(on_board) <= offered, (match.state.stage, set(on_board) - offered)


def test_hover_shows_every_card_large(app) -> None:
    match = new_match(3, 4)
    rng = random.Random(4)
    while match.state.stage != "play" or match.to_act() < 0:
        step(match, rng)
    seat = match.to_act()
    board = new_board(app, match, viewer=seat)
    render(board)
    cards = [t for t in board.click_targets() if t.card is not None]
    assert any(t.card.startswith("card:") for t in cards)
    assert any(t.card.startswith("door:") for t in cards)
    for target in cards:
        mouse = target.rect.center
        board.context.mouse_pos = lambda mouse=mouse: mouse
        if target_at(board.click_targets(), mouse) is not target:
            continue
        render(board)
        kind = target.card.partition(":")[0]
        found = board.zoom_content(target.card)
        if kind == "door" and found is None:
            continue  # an open door with nothing on it
        assert found is not None and found[0].title
        assert board.zoomed is not None, target.card
        assert board.zoomed.w >= 150


def recording(paint, seen: set):
    def paint_and_note(ident, size):
        seen.add(ident)
        return paint(ident, size)

    return paint_and_note


def test_no_hidden_card_of_another_seat_is_drawn(app) -> None:
    for match, events in games(3, 21, limit=300):
        viewer = 1
        board = new_board(app, match, viewer=viewer, factor=1.0)
        drawn: set[str] = set()
        missions: set[str | None] = set()
        board.art = CardArt(app.ctx.fonts)  # its own painter, so that nothing is painted before
        board.art.card = recording(board.art.card, drawn)  # type: ignore[method-assign]
        board.art.mission = recording(board.art.mission, missions)  # type: ignore[method-assign]
        board.on_events(events)
        render(board)
        st = match.state
        for seat, agent in enumerate(st.agents):
            if seat == viewer:
                continue
            public = set(agent.controlled) | {c for pile in st.piles.values() for c in pile}
            played = st.t.get("played") or {}
            secret = set(agent.hand) - public - {played.get("card")}
            assert not (secret & drawn), (seat, secret & drawn)
            if not agent.delivered:
                assert agent.mission is None or agent.mission not in missions


def test_dice_tumble_and_moves_walk_with_the_animation_speed(app) -> None:
    match = new_match(2, 7)
    rng = random.Random(7)
    board = new_board(app, match, factor=1.0)
    render(board)
    seen_roll = False
    for _ in range(200):
        events = step(match, rng)
        board.on_events(events)
        if any(type(e).__name__ == "DiceRolled" for e in events):
            seen_roll = True
            assert board.is_animating()
            render(board)
            assert board.handle_click((BOARD_RECT.x + 5, BOARD_RECT.y + 5)) is None  # a click skips
            assert not board.is_animating()
            break
        board.skip()
    assert seen_roll
    off = new_board(app, match, factor=0.0)
    render(off)
    off.on_events(step(match, rng))
    assert not off.is_animating()


def test_track_widget_hit_tests_the_frontmost_space() -> None:
    points, depth = helix(30, (200, 200), 180, 60, 1.5, rise=2)
    track = Track.from_centres(points, (30, 40), depth)
    assert len(track) == 30
    for i in range(30):
        assert track.space_at(track.centre(i)) in range(30)
    assert track.space_at((-50, -50)) is None
    straight = Track.from_centres(line(5, (0, 0), (100, 0)), (10, 10))
    assert [straight.space_at((x, 0)) for x in (0, 25, 50, 75, 100)] == [0, 1, 2, 3, 4]
    lit: list[tuple[int, bool]] = []
    straight.draw(pygame.Surface((1, 1)), lambda s, i, r, on: lit.append((i, on)), lit=[2])
    assert lit == [(0, False), (1, False), (2, True), (3, False), (4, False)]


def test_every_card_and_tile_has_words(app) -> None:
    from timetravel.ui.boards.ministerio import words

    for card in content().cards:
        zoom = words.card_words(card)
        assert zoom.title and zoom.facts
    for tile in content().enemies:
        assert words.tile_words(tile).facts or words.tile_words(tile).words
    for tile in content().office:
        assert words.office_words(tile).words
    assert len(stair()) == 30


def test_hovering_a_die_rings_the_doors_it_reaches(app) -> None:
    for match, _ in games(2, 3):
        if match.to_act() >= 0 and match.state.stage == "die":
            break
    board = new_board(app, match, viewer=match.to_act())
    render(board)
    die = next(t for t in board.click_targets() if t.action is not None and t.action.kind == "die")
    reach = board.observation().reach[int(str(die.action.args[0]))]
    assert reach.doors
    door = board.layout.doors.rects[min(reach.doors)].move(BOARD_RECT.topleft)
    before = render(board).get_at((door.centerx, door.y - 5))
    board.context.mouse_pos = lambda: die.rect.center
    after = render(board).get_at((door.centerx, door.y - 5))
    assert after != before


def test_hovering_a_reachable_door_draws_the_way_there(app) -> None:
    for match, _ in games(2, 3):
        if match.to_act() >= 0 and match.state.stage == "die":
            break
    board = new_board(app, match, viewer=match.to_act())
    reach = board.observation().reach[0]
    end, path = reach.paths[-1]
    assert path[0] == match.state.agents[match.to_act()].door and path[-1] == end
    assert len(path) >= 2
    plain = render(board)
    door = board.layout.doors.rects[end].move(BOARD_RECT.topleft)
    board.context.mouse_pos = lambda: door.center
    shown = render(board)
    assert pixel_variance(shown.subsurface(BOARD_RECT)) != pixel_variance(plain.subsurface(BOARD_RECT))


def test_the_action_panel_s_choices_name_their_card_in_words(app) -> None:
    said = 0
    for match, _ in games(3, 8):
        if match.to_act() < 0 or match.state.stage not in ("play", "choose_agent", "fight", "choose_enemy"):
            continue
        board = new_board(app, match, viewer=match.to_act())
        for action in match.state.legal_actions():
            tip = board.action_tooltip(action)
            if action.kind in ("play", "agent", "face", "discard"):
                assert tip, action
                said += 1
    assert said


def test_a_card_that_would_send_the_agent_to_huesca_says_so() -> None:
    from timetravel.ui.boards.ministerio import words

    card = next(iter(content().cards))
    safe = words.card_words(card, cost=4, pa=6)
    assert not any("Huesca" in fact for fact in safe.facts)
    doomed = words.card_words(card, cost=5, pa=6)
    assert any("11 PA" in fact and "Huesca" in fact for fact in doomed.facts)


def test_every_card_and_mission_name_fits_its_face(app) -> None:
    art = CardArt(app.ctx.fonts)
    faces = [(c.name, 9, 50) for c in content().cards.values()]
    faces += [(m.name, 10, 54) for m in content().missions.values()]
    for name, size, width in faces:
        lines, used = art.name_lines(name, size, width, 3)
        font = app.ctx.fonts.get(used, True)
        assert 1 <= len(lines) <= 3
        assert all(font.size(line)[0] <= width for line in lines), name
        assert " ".join(lines) == name or "…" in "".join(lines), name


def test_an_agent_in_the_office_stands_there_on_the_board(app) -> None:
    for seed in range(6):
        for match, _ in games(3, 40 + seed):
            inside = [seat for seat, a in enumerate(match.state.agents) if a.in_office]
            if inside:
                board = new_board(app, match)
                render(board)
                tips = [target.tip or "" for target in board.click_targets()]
                assert f"P{inside[0] + 1} is in Salvador's office" in tips
                return
    pytest.fail("no seeded game put an agent in the office")


def test_a_rolled_contest_says_its_total() -> None:
    from timetravel.games.ministerio.view import Contest

    waiting = Contest("x", False, 10, "combat", 3, 2, None, None, False, 0.5)
    assert waiting.total is None
    rolled = Contest("x", False, 10, "combat", 3, 2, 4, None, False, 0.5)
    assert rolled.total == 9


def test_the_panel_lists_the_cards_that_send_the_agent_to_huesca_last_and_says_so(app) -> None:
    """A card whose anachronism is above 10 PA loses the game for its player: it comes after every
    other choice, and its words name the PA and Huesca; the others say their PA."""
    reordered = 0
    for seed in range(12):
        for match, _ in games(3, 60 + seed):
            state = match.state
            if match.to_act() < 0 or state.stage != "play":
                continue
            seat = match.to_act()
            legal = state.legal_actions()
            board = new_board(app, match, viewer=seat)
            shown = board.panel_order(legal)
            said = [state.action_words(a, seat) for a in shown]
            doomed = ["Huesca" in words for words in said]
            assert sorted(shown, key=str) == sorted(legal, key=str)
            assert doomed == sorted(doomed), said  # every Huesca choice after every other
            for action, words in zip(shown, said, strict=True):
                if action.kind in ("play", "pile"):
                    assert " PA" in words, words
            if (
                any(doomed)
                and [a for a, d in zip(shown, doomed, strict=True) if not d] != legal[: doomed.count(False)]
            ):
                reordered += 1
    assert reordered, "no seeded game offered a Huesca card before a safe choice"


def test_the_pa_badge_of_a_hand_card_leaves_its_vp_and_bonus_readable(app) -> None:
    """The badge sits under the card: the card's foot (VP, bonus) is drawn exactly as the card is."""
    checked = 0
    for match, _ in games(3, 5):
        if match.to_act() < 0 or match.state.stage != "play" or not match.state.agents[match.to_act()].hand:
            continue
        board = new_board(app, match, viewer=match.to_act())
        shown = render(board)
        art = board.art
        for target in board.click_targets():
            if not (target.card or "").startswith("card:") or target.rect.size != CARD:
                continue
            face = art.card(target.card[5:], CARD)
            for x in range(4, CARD[0] - 4, 3):
                for y in range(CARD[1] - 18, CARD[1] - 3, 2):
                    assert shown.get_at((target.rect.x + x, target.rect.y + y))[:3] == face.get_at((x, y))[:3]
            checked += 1
        if checked >= 3:
            return
    pytest.fail("no hand card was checked")


def test_a_card_s_name_never_runs_into_its_skill_line(app) -> None:
    art = CardArt(app.ctx.fonts)
    for card in content().cards.values():
        lines, size, tops = art.name_rows(card.name, CARD)
        baseline = tops[-1] + app.ctx.fonts.get(size, True).get_ascent()
        assert baseline <= art.skill_top(CARD), (card.name, lines)


def test_the_score_beside_a_name_says_what_it_counts(app) -> None:
    """The header counts only public VP, the viewer's own panel counts the secret mission too: the
    score's tooltip says which, so the two numbers never look like a mistake."""
    for match, _ in games(2, 3):
        state = match.state
        if state.stage == "die" and state.agents[0].protagonist and state.agents[1].protagonist:
            board = new_board(app, match, viewer=0)
            render(board)
            tips = [target.tip or "" for target in board.click_targets()]
            assert any("PA: each costs 1 VP" in tip and "mission" in tip for tip in tips)
            assert any("secret mission nobody else knows" in tip for tip in tips)
            return
    pytest.fail("no seeded game reached a roll")


def test_the_board_s_buttons_say_their_choice_whole(app) -> None:
    """A button under the hand ("Take the transport door to the red door 1927") is never cut short."""
    seen = 0
    for seed in range(4):
        for match, _ in games(3, 20 + seed):
            if match.to_act() < 0 or match.state.stage != "walk":
                continue
            board = new_board(app, match, viewer=match.to_act())
            render(board)
            for target in board.click_targets():
                if target.label:
                    assert target.label == board.context.action_words(target.action)
                    sizes = [size for size, _, _ in BUTTON_SIZES]  # the largest at which every button fits
                    widths = [app.ctx.fonts.get(size, True).size(target.label)[0] for size in sizes]
                    assert any(w <= target.rect.w - 18 for w in widths), target.label
                    seen += 1
    assert seen


def test_dealing_the_hands_keeps_nobody_waiting(app) -> None:
    """Each card drawn is its own chance step: its flight must not hold the next one back, or the
    deal of four hands takes ten seconds."""
    from timetravel.engine.events import CardMoved

    for match, events in games(4, 2):
        if any(isinstance(e, CardMoved) and e.source == "deck" for e in events):
            board = new_board(app, match, factor=1.0)
            render(board)
            board.on_events(events)
            assert board.animator.items and not board.is_animating()
            return
    pytest.fail("no draw in the seeded game")


def test_an_agent_in_huesca_shows_no_secret_mission(app, monkeypatch) -> None:
    """Huesca takes the mission away: the panel must not promise "+ mission" for that agent."""
    fonts = app.ctx.fonts
    drawn: list[str] = []
    render_text = fonts.render

    def noting(text, *args, **kwargs):
        drawn.append(str(text))
        return render_text(text, *args, **kwargs)

    for seed in range(10):
        for match, _ in games(3, 80 + seed):
            jailed = [s for s, a in enumerate(match.state.agents) if a.prison and s != 0]
            if jailed and not match.state.is_terminal():
                board = new_board(app, match, viewer=0)
                monkeypatch.setattr(fonts, "render", noting)
                render(board)
                monkeypatch.setattr(fonts, "render", render_text)
                score = match.state.public_score(jailed[0])
                assert any(text.startswith("Huesca") and text.endswith(f"{score} VP") for text in drawn), (
                    drawn
                )
                assert not any(text.startswith("Huesca") and "mission" in text for text in drawn)
                return
    pytest.fail("no seeded game jailed another seat while the game went on")


def test_a_small_card_face_keeps_its_year_name_and_worth_apart(app) -> None:
    """Controlled cards in a player's panel are small: what they show must not overlap or run off."""
    art = CardArt(app.ctx.fonts)
    for size in (SMALL_CARD, (22, 31)):
        for card in content().cards:
            parts = art.small_parts(card, size)
            face = pygame.Rect((0, 0), size)
            glyphs = []
            for text, font_size, where in parts:
                font = app.ctx.fonts.get(font_size, True)
                assert font.size(text)[0] <= size[0] - 2, (card, text)
                # the ink of the letters, from the glyphs' own heights above and below the baseline
                metrics = [m for m in font.metrics(text) if m is not None]
                top = where.y + font.get_ascent() - max(m[3] for m in metrics)
                bottom = where.y + font.get_ascent() - min(m[2] for m in metrics)
                glyph = pygame.Rect(where.x, top, where.w, bottom - top)
                assert face.contains(glyph.inflate(-2, 0)), (card, text, glyph)
                glyphs.append(glyph)
            assert all(a.clip(b).h <= 1 for i, a in enumerate(glyphs) for b in glyphs[i + 1 :]), (card, parts)


def _plate_seen_whole(board: MinisterioBoardView, surface: pygame.Surface, door: int) -> bool:
    """Whether the door's year plate shows on screen exactly as painted: nothing drawn over it."""
    assert board.layout is not None
    plate = year_plate(board.layout.doors.rects[door]).move(BOARD_RECT.topleft)
    year = board.observation().doors[door].year
    renderer = TableRenderer(board.art, board.context.fonts, board.context.palette, board.names, board.cache)
    image = renderer._plate_image(plate.size, year)
    for x in range(plate.w):
        for y in range(plate.h):
            colour = image.get_at((x, y))
            if colour.a == 255 and surface.get_at((plate.x + x, plate.y + y))[:3] != colour[:3]:
                return False
    return True


@pytest.mark.parametrize("seats", [2, 4])
def test_every_door_s_year_plate_is_whole_clear_and_inside_the_board(app, seats: int) -> None:
    """Issue 19: door labels on the staircase never overlap or get cut. At every stage of random
    games (figures, enemy tiles, the dice badges of the doors a die reaches; not the choice of agent,
    which covers the staircase), each of the thirty
    year plates shows whole, inside the board, on no other plate."""
    checked: set[str] = set()
    for match, _ in games(seats, 30 + seats, limit=160):
        stage = match.state.stage
        if match.to_act() < 0 or stage == "choose_agent" or (stage in checked and stage != "die"):
            continue
        checked.add(stage)
        board = new_board(app, match, viewer=match.to_act())
        surface = render(board)
        assert board.layout is not None
        plates = [year_plate(r) for r in board.layout.doors.rects]
        for door, plate in enumerate(plates):
            assert board.layout.stair.contains(plate), (door, plate)
            assert plate.collidelist(plates[:door] + plates[door + 1 :]) < 0, door
            assert _plate_seen_whole(board, surface, door), (stage, stair().years[door])
    assert {"start_door", "die", "walk", "play"} <= checked


@pytest.mark.parametrize("window", [(1280, 720), (640, 360)])
def test_the_staircase_has_the_same_room_in_a_small_window(window) -> None:
    """The app draws on a fixed 1280x720 canvas scaled into the window: the smallest window gives
    the board the same layout, so the plates checked above are the plates a small window shows."""
    from timetravel.ui.app import App

    application = App(window)
    try:
        assert application.ctx.display.logical.get_size() == (1280, 720)
    finally:
        application.close()


def board_at(app, st, viewer: int = 0) -> MinisterioBoardView:
    """The board showing a position set by hand (tests/games/ministerio/helpers.table)."""
    match = new_match(len(st.agents))
    match.state = st
    return new_board(app, match, viewer=viewer)


def _walked_onto_1590_with_the_key():
    from tests.games.ministerio.helpers import act, door, table

    st = table(agents=("alonso", "amelia"), years=(1588, 1840))
    st, _ = act(st, "dice:2,6", "die:0", "dir:1")  # one door up to the red 1590, a step left, the key
    assert st.agent.door == door(1590)
    return st


def _in_the_office_with_four_enemies():
    from tests.games.ministerio.helpers import table

    st = table(agents=("alonso", "amelia"), years=(1588, 1840))
    agent = st.agents[0]
    agent.door, agent.in_office = None, True
    agent.enemies = ["smuggler", "time-tourist", "saboteur", "rogue-agent"]
    st.tile_pool = [tile for tile in st.tile_pool if tile not in agent.enemies]
    st.stage = "office"
    return st


@pytest.mark.parametrize("position", [_walked_onto_1590_with_the_key, _in_the_office_with_four_enemies])
def test_the_row_under_the_hand_shows_every_choice_it_offers(app, position) -> None:
    """Issue 19: "Enter Salvador's office" and "Debriefing" fell off the row as a third button. Every
    choice the row offers shows as a button inside the row, none over another."""
    st = position()
    board = board_at(app, st)
    render(board)
    offered = [a for a in st.legal_actions() if a.kind in BUTTON_KINDS]
    assert len(offered) >= 3
    assert board.layout is not None
    row = board.layout.buttons.move(BOARD_RECT.topleft)
    buttons = {t.action: t.rect for t in board.click_targets() if t.label}
    assert set(buttons) == set(offered)
    for action, rect in buttons.items():
        assert row.contains(rect), (action, rect, row)
        others = [r for a, r in buttons.items() if a != action]
        assert rect.collidelist(others) < 0, action


def test_a_card_shows_its_category_as_a_picture_never_a_spanish_initial(app) -> None:
    """Issue 19: the P/L/O/E in a card's corner were Spanish initials (P reads as Place in English).
    A card face now says no single letter; its category is a picture, one per category, and the
    large view says it in words."""
    fonts = app.ctx.fonts
    said: list[str] = []
    render_text = fonts.render

    def noting(text, *args, **kwargs):
        said.append(text)
        return render_text(text, *args, **kwargs)

    fonts.render = noting  # type: ignore[method-assign]
    try:
        art = CardArt(fonts)
        first = {}
        for card in content().cards.values():
            art.card(card.id, CARD)
            first.setdefault(card.category, card.id)
    finally:
        fonts.render = render_text  # type: ignore[method-assign]
    assert not {"P", "L", "O", "E"} & set(said)
    corners = {
        category: pygame.image.tobytes(art.card(card, CARD).subsurface((2, 2, 14, 14)), "RGBA")
        for category, card in first.items()
    }
    assert len(set(corners.values())) == 4  # four different pictures
    from timetravel.ui.boards.ministerio.words import card_words

    assert card_words(first["character"]).facts[0].startswith("Character, ")


def test_a_protagonist_s_skill_headings_are_never_cut(app) -> None:
    """Issue 19: the choice of agent showed "CO…" for combat. Every heading fits its column whole,
    on the choice's faces and the large view's."""
    fonts = app.ctx.fonts
    said: list[str] = []
    render_text = fonts.render

    def noting(text, *args, **kwargs):
        said.append(text)
        return render_text(text, *args, **kwargs)

    fonts.render = noting  # type: ignore[method-assign]
    try:
        art = CardArt(fonts)
        for size in ((96, 132), (80, 110), (240, 330)):
            art.protagonist("alonso", size)
    finally:
        fonts.render = render_text  # type: ignore[method-assign]
    assert not [text for text in said if text.endswith("…")], said
    for heading in ("COM", "INT", "KNO", "CHA", "RES"):
        assert said.count(heading) == 3


def _dice_box_shows(board: MinisterioBoardView, surface: pygame.Surface, index: int, face: int) -> bool:
    from timetravel.ui.boards.ministerio.turn import DIE_SIZE
    from timetravel.ui.widgets.dice import D6, die_face

    assert board.layout is not None
    box = board.layout.dice.move(BOARD_RECT.topleft)
    image = die_face(face, DIE_SIZE, D6, board.context.fonts)
    x0 = box.x + index * (DIE_SIZE + 8)
    return all(
        surface.get_at((x0 + x, box.y + y))[:3] == image.get_at((x, y))[:3]
        for x in range(0, DIE_SIZE, 2)
        for y in range(0, DIE_SIZE, 2)
        if image.get_at((x, y)).a == 255
    )


def test_a_fight_s_die_lands_in_the_dice_box_and_stays_there_once_the_fight_is_decided(app) -> None:
    """Issue 19: a fight's die was only a banner. It tumbles into the dice box like the movement's
    dice and stays there, with the result beside the enemy, until the next roll or turn."""
    from tests.games.ministerio.helpers import act, at_play, door, table

    st = at_play(table(agents=("alonso", "amelia"), years=(1099, 1492), hands=(["tizona", "el-cid"],)))
    st, _ = act(st, "play:tizona", "tile:smuggler")  # Alonso (combat 3) against a smuggler (4)
    assert st.stage == "fight" and st.agent.door == door(1099)
    match = new_match(len(st.agents))
    match.state = st
    board = new_board(app, match)
    render(board)
    offered = {t.card for t in board.click_targets()}
    assert {"card:tizona", "tile:smuggler"} <= offered  # the card played beside the fight
    events = match.apply("fight")
    events += match.apply("roll:4")  # 4 + 3 = 7: won
    board.animator.factor = 1.0
    board.context.animation_factor = lambda: 1.0
    board.on_events(events)
    assert any(type(a).__name__ == "DiceRoll" for a in board.animator.items)
    board.skip()
    surface = render(board)
    assert _dice_box_shows(board, surface, 0, 4)
    tips = [t.tip for t in board.click_targets()]
    assert "Your die: 4" in tips
    assert board.settled is not None and board.settled.won and board.settled.roll == 4
    board.on_events(match.apply(match.state.legal_actions()[0]))  # the turn goes on
    assert _dice_box_shows(board, render(board), 0, 4) or match.state.turn != 0


@pytest.mark.parametrize("count", [7, 10, 16])
def test_a_long_hand_shows_every_card_s_title_under_the_pointer(app, count: int) -> None:
    """Issue 19: a hand of seven cards or more overlapped, so most titles were hidden. With the
    pointer on the hand, every card shows whole above it (its year, title and worth), clickable."""
    from tests.games.ministerio.helpers import at_play, table

    hand = sorted(content().cards)[:count]
    st = at_play(table(agents=("amelia", "alonso"), years=(1588, 1492), hands=(hand,)))
    board = board_at(app, st)
    surface = render(board)
    assert board.layout is not None
    row = board.layout.hand.move(BOARD_RECT.topleft)
    board.context.mouse_pos = lambda: (row.x + 20, row.y + 40)
    surface = render(board)
    assert board.spread_open
    spread = [t for t in board.click_targets() if t not in board.targets]
    assert sorted(str(t.card) for t in spread) == sorted(f"card:{c}" for c in hand)
    for k, target in enumerate(spread):
        assert target.action is not None and target.action.kind == "play"
        assert BOARD_RECT.contains(target.rect) and not target.rect.colliderect(row)
        title = pygame.Rect(target.rect.x, target.rect.y, CARD[0], board.art.skill_top(CARD))
        assert title.collidelist([t.rect for t in spread[k + 1 :]]) < 0, target.card  # nothing on it
        face = board.art.card(str(target.card)[5:], CARD)
        assert all(
            surface.get_at((title.x + x, title.y + y))[:3] == face.get_at((x, y))[:3]
            for x in range(4, CARD[0] - 4, 3)
            for y in range(4, title.h, 3)
        ), target.card
    assert board.handle_click(spread[-1].rect.center) == spread[-1].action
    board.context.mouse_pos = lambda: (BOARD_RECT.x + 5, BOARD_RECT.y + 5)
    render(board)
    assert not board.spread_open  # the pointer left: the staircase shows again


def test_the_turn_panel_says_the_game_is_over_whole(app, monkeypatch) -> None:
    """At the end the panel's heading (beside the dice box) reads whole, never "The game is…"."""
    rng = random.Random(2)
    match = new_match(2, 2)
    while match.to_act() != -2:
        step(match, rng)
    board = new_board(app, match)
    drawn: list[str] = []
    real = app.ctx.fonts.render
    monkeypatch.setattr(
        app.ctx.fonts, "render", lambda text, *a, **k: drawn.append(text) or real(text, *a, **k)
    )
    render(board)
    assert "Game over" in drawn
    assert not [text for text in drawn if text.endswith("…") and text.startswith(("The game", "Game"))]


@pytest.mark.parametrize("language", ["en", "es", "ko"])
def test_the_office_piles_say_their_category_whole_and_their_count(app, language: str) -> None:
    """Each office pile's category is drawn whole above it in every language ("acontecimiento" ran
    into its neighbour in Spanish), and a pile that holds cards shows how many on its corner."""
    from timetravel.i18n import set_language, t
    from timetravel.ui.boards.ministerio.table import CATEGORIES

    set_language(language)
    for match, _ in games(2, 3):
        piles = {c: match.state.piles.get(c, []) for c in CATEGORIES}
        if sum(1 for pile in piles.values() if pile) < 2:
            continue
        seen = _words_drawn(app, new_board(app, match, viewer=0))
        for category in CATEGORIES:
            assert t(category) in seen, (language, category)  # whole, never cut with an ellipsis
        counts = [str(len(pile)) for pile in piles.values() if pile]
        assert all(count in seen for count in counts)
        return
    pytest.fail("no seeded game put cards on two piles")


def _words_drawn(app, board: MinisterioBoardView) -> list[str]:
    """Every text the board draws in one frame."""
    seen: list[str] = []
    fonts = app.ctx.fonts
    original = fonts.render
    fonts.render = lambda text, *a, **k: seen.append(text) or original(text, *a, **k)  # type: ignore[method-assign]
    try:
        render(board)
    finally:
        fonts.render = original  # type: ignore[method-assign]
    return seen


@pytest.mark.parametrize("language", ["es", "ko"])
def test_a_card_face_says_its_worth_in_the_language(app, language: str) -> None:
    """A card's worth and a mission's full VP are words of the catalogue (1 PV, 1점), not "1VP" in
    every language: on the large face, the small face and the mission card."""
    from timetravel.games.ministerio.content import TRIAL_SKILL
    from timetravel.i18n import pt, set_language

    set_language(language)
    art = CardArt(app.ctx.fonts)
    card = next(c for c in content().cards.values() if TRIAL_SKILL[c.category] is not None)
    worth = pt("card face", "{n}VP", n=card.vp)
    assert "VP" not in worth, worth
    assert worth in [text for text, _, _ in art.small_parts(card.id, SMALL_CARD)]
    mission_id = next(iter(content().missions))
    full = pt("card face", "{n} VP", n=content().missions[mission_id].full)
    assert "VP" not in full, full
    seen: list[str] = []
    fonts = app.ctx.fonts
    original = fonts.render
    fonts.render = lambda text, *a, **k: seen.append(text) or original(text, *a, **k)  # type: ignore[method-assign]
    try:
        art.card(card.id, CARD)
        art.mission(mission_id, (110, 154))
    finally:
        fonts.render = original  # type: ignore[method-assign]
    assert worth in seen and full in seen, seen


def test_the_board_draws_no_english_letter_in_korean(app) -> None:
    """The PA track's Huesca space and the doors' colour letters are the catalogue's (우; 파, 빨, 초),
    not English initials (H; B, R, G) drawn in every language."""
    from timetravel.games.ministerio.view import view
    from timetravel.i18n import set_language
    from timetravel.ui.memory import forget_game_caches

    set_language("ko")
    forget_game_caches()
    for match, _ in games(3, 5):
        if not any(door.colour for door in view(match.state, 0).doors):
            continue
        seen = _words_drawn(app, new_board(app, match, viewer=0))
        assert "우" in seen
        lone = [text for text in seen if len(text) == 1 and text.isascii() and text.isalpha()]
        assert lone == [], lone
        assert any(letter in seen for letter in ("파", "빨", "초")), seen
        return
    pytest.fail("no seeded game coloured a door")
