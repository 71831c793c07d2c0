"""What playing T.I.M.E Stories in a real window showed (issue 13's polish): banners that never show
their words too small to read, no board text smaller than the side panel's log, "1 ducat", status
tokens announced on the table (no toasts stacked over the log), a demo that shows a busy board, and
items passed and used by clicks on the portraits."""

from __future__ import annotations

import random

import pygame

from tests.ui.test_board_stories import choose, new_board, new_match, render, visible
from timetravel.engine.match import Match
from timetravel.games.stories import words_events as ev
from timetravel.ui.boards.stories import StoriesBoardView, anims, words
from timetravel.ui.boards.stories.anims import Banner, banner_image
from timetravel.ui.widgets.toast import Toasts

LOG_SIZE = 14  # the side panel's game log (timetravel/ui/widgets/log_panel.py)


def test_a_banner_is_never_drawn_smaller_than_its_full_size(app, monkeypatch) -> None:
    image = banner_image(
        app.ctx.fonts, "Captain die: 1", ["The captain die shows 1: the journey costs 1 TU."]
    )
    sizes: list[tuple[int, int]] = []
    real = anims.draw.blit_centered
    monkeypatch.setattr(
        anims.draw, "blit_centered", lambda s, img, c: (sizes.append(img.get_size()), real(s, img, c))
    )
    banner = Banner(image, (400, 300), 0.0, 1.0)
    surface = pygame.Surface((800, 600))
    for step in range(40):
        banner.elapsed = step / 40
        banner.draw(surface)
    assert sizes and set(sizes) == {image.get_size()}


def test_no_text_on_the_board_is_smaller_than_the_side_panels(app, monkeypatch) -> None:
    """Every size the board and its animations render words at, over a game of several runs."""
    fonts = app.ctx.fonts
    used: set[int] = set()
    real = fonts.render
    monkeypatch.setattr(
        fonts, "render", lambda text, size, *a, **k: (used.add(size), real(text, size, *a, **k))[1]
    )
    match = new_match(2, 12)
    rng = random.Random(12)
    board = new_board(app, match, factor=1.0)
    for _ in range(700):
        if match.is_over:
            break
        events = match.sample_chance() if match.to_act() < 0 else match.apply(choose(match, rng))
        board.on_events(events)
        for _ in range(3):
            render(board)
            board.update(0.25)
    assert used and min(used) >= LOG_SIZE, sorted(used)


def test_one_ducat_and_three_ducats() -> None:
    assert words.resource_amount("venice", "ducats", 1) == "1 ducat"
    assert words.resource_amount("venice", "ducats", 3) == "3 ducats"


def test_a_status_token_gained_is_a_banner_on_the_table_not_a_toast(app) -> None:
    assert StoriesBoardView.announces_events  # the game screen only logs important messages
    match = new_match(1, 1)
    board = new_board(app, match, factor=1.0)
    render(board)
    board.on_events([ev.token_gained("venice", "heard_murano")])
    assert any(isinstance(a, Banner) for a in board.animator.items)


def test_toasts_never_hang_over_the_edge_of_their_area(app) -> None:
    toasts = Toasts(app.ctx.fonts, pygame.Rect(900, 600, 330, 100))
    for n in range(3):
        toasts.show(f"The team gains the status number {n}, with words enough for two lines here.")
    rects = toasts.rects()
    assert rects and all(r.bottom <= toasts.area.bottom for r in rects[1:])
    assert all(a.bottom <= b.y for a, b in zip(rects, rects[1:], strict=False))  # none over another


def test_the_stories_demo_plays_with_normal_ai_and_others_keep_theirs() -> None:
    from timetravel.ui.demo import demo_seats

    assert {s.level for s in demo_seats("stories", None)} == {"normal"}
    assert {s.level for s in demo_seats("rocket", None)} == {"random"}
    assert {s.level for s in demo_seats("stories", ["easy", "human"])} == {"easy", "normal"}


def _match_with(kind: str) -> Match:
    """A two-seat match played until the acting seat may `kind` (give or use) an item."""
    for seed in range(1, 40):
        match = new_match(2, seed)
        rng = random.Random(seed)
        for _ in range(1500):
            if match.is_over:
                break
            if match.to_act() >= 0 and any(a.kind == kind for a in match.state.legal_actions()):
                return match
            match.sample_chance() if match.to_act() < 0 else match.apply(choose(match, rng))
    raise AssertionError(f"no game reached a {kind}")


def test_an_item_clicked_on_a_portrait_then_another_portrait_passes_it(app) -> None:
    match = _match_with("give")
    give = next(a for a in match.state.legal_actions() if a.kind == "give")
    item, taker = str(give.args[0]), int(give.args[1])
    board = new_board(app, match, viewer=match.to_act())
    assert visible(board, lambda x: x.action == give) is None  # nothing passes before an item is picked
    chip = visible(board, lambda x: x.kind == f"pick:{item}")
    assert chip is not None
    assert board.handle_click(chip.rect.center) is None and board.picked == item
    portrait = visible(board, lambda x: x.kind == "agent" and x.action == give)
    assert portrait is not None and portrait.rect.colliderect(
        board.layout.hosts[taker].move(board.rect.topleft)
    )
    assert board.handle_click(portrait.rect.center) == give
    # a click on the chip again lets the item go
    chip = visible(board, lambda x: x.kind == f"pick:{item}")
    board.handle_click(chip.rect.center)
    board.handle_click(chip.rect.center)
    assert board.picked is None


def test_an_item_picked_shows_a_use_chip_when_it_may_be_used(app) -> None:
    match = _match_with("use")
    use = next(a for a in match.state.legal_actions() if a.kind == "use")
    board = new_board(app, match, viewer=match.to_act())
    chip = visible(board, lambda x: x.kind == f"pick:{use.args[0]}")
    assert chip is not None
    board.handle_click(chip.rect.center)
    button = visible(board, lambda x: x.action == use)
    assert button is not None and board.handle_click(button.rect.center) == use


def _drawn_words(app, monkeypatch) -> list[str]:
    fonts = app.ctx.fonts
    drawn: list[str] = []
    real = fonts.render
    monkeypatch.setattr(fonts, "render", lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1])
    return drawn


def test_the_map_and_the_host_cards_show_their_words_whole(app, monkeypatch) -> None:
    """The red places' warning on the map and "Taken by Player 1" on a host card are never cut."""
    from timetravel.engine.match import SeatSpec
    from timetravel.games.stories import GAME

    specs = [SeatSpec(name="Player 1"), SeatSpec(name="Player 2")]
    match = Match.new(GAME, GAME.make_config(2, {"scenario": "venice"}), specs, 1)
    match.apply(match.state.legal_actions()[-1])  # Player 1 takes a host
    drawn = _drawn_words(app, monkeypatch)
    board = new_board(app, match, viewer=1)
    render(board)
    assert "Taken by Player 1" in " ".join(drawn)
    rng = random.Random(1)
    while match.state.stage != "round":
        match.sample_chance() if match.to_act() < 0 else match.apply(choose(match, rng))
    board = new_board(app, match)
    board.open_overlay("map")
    drawn.clear()
    render(board)
    assert "Red: leaving costs 2 TU more" in " ".join(drawn)  # on one line or two, never cut


def test_a_locked_tests_label_is_whole_on_a_narrow_card(app, monkeypatch) -> None:
    """Four cards or more leave a card 150 px: "Test: Vigour, locked" goes on two lines."""
    from dataclasses import replace

    from timetravel.games.stories.view import view
    from timetravel.ui.boards.kit.caches import SurfaceCache
    from timetravel.ui.boards.stories.table import Table

    match = new_match(2, 1)
    rng = random.Random(1)
    while not any(c.test for c in view(match.state, 0).cards):
        match.sample_chance() if match.to_act() < 0 else match.apply(choose(match, rng))
    v = view(match.state, 0)
    card = next(c for c in v.cards if c.test)
    locked = replace(card, test=replace(card.test, lock=True, attribute=v.attributes[0][0]))
    table = Table(app.ctx.fonts, app.ctx.palette, SurfaceCache(limit=2), True)
    table.v = v
    drawn = _drawn_words(app, monkeypatch)
    table._marks(pygame.Surface((150, 176)), locked, pygame.Rect(0, 0, 150, 176))
    label = " ".join(w for w in drawn)
    assert "locked" in label and not label.endswith("…")


def test_back_at_hq_the_board_tells_how_the_last_run_ended(app) -> None:
    """The step that ends a run moves the team to HQ at once: the text that ended it stays on the
    table in place of the briefing until the next run begins."""
    match = new_match(1, 11)
    rng = random.Random(11)
    board = new_board(app, match)
    assert board.reading().title == "HQ card 1: the briefing"
    for _ in range(6000):
        before = match.state
        events = match.sample_chance() if match.to_act() < 0 else match.apply(choose(match, rng))
        board.on_events(events)
        if any(getattr(e, "text", "").startswith("Run {run} fails") for e in events):
            break
    else:
        raise AssertionError("no run ended")
    assert board.holds() and board.ending is not None  # the card that ended it waits to be closed
    assert board.ending.heading == "Run 1 is over"
    board.on_events([])  # back from the pause menu: still there
    assert board.holds()
    ended = match.state
    match.state = before  # the step taken back (undo): the ending goes with it
    board.on_events([])
    assert not board.holds()
    match.state = ended
    board.on_events([])
    reading = board.reading()
    assert reading.title == "How run 1 ended" and reading.words
    render(board)


def test_a_key_word_is_lit_without_the_punctuation_around_it(app) -> None:
    from timetravel.ui.boards.stories import richtext

    text = "covered, for the 'Lazzaretto Vecchio.'"
    start = text.index("Lazzaretto")
    lines = richtext.wrap(app.ctx.fonts, text, 16, 800, [(start, start + len("Lazzaretto Vecchio"))])
    lit = [word for line in lines for word, on, _ in line if on]
    assert lit == ["Lazzaretto", "Vecchio"]
    assert lines[0][-4:] == [
        ("'", False, False),
        ("Lazzaretto", True, True),
        ("Vecchio", True, False),
        (".'", False, True),
    ]


def test_the_time_lines_label_at_the_end_fits_its_corner(app) -> None:
    bold = app.ctx.fonts.get(15, True)
    assert all(bold.size(label)[0] <= 112 for label in ("Mission won", "Mission lost"))
