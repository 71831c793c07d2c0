"""Load-screen delete, F11 that persists, and toasts that stay off the board without repeating."""

from __future__ import annotations

import pygame

from tests.ui.conftest import find_button, frames, press, tiny_match
from timetravel.ui.scene import Push
from timetravel.ui.screens.dialog import MessageDialog
from timetravel.ui.screens.game import BOARD_RECT, GameScreen
from timetravel.ui.screens.load import LoadScreen
from timetravel.ui.screens.settings import SettingsScreen
from timetravel.ui.widgets.toast import MAX_SHOWN, Toasts


def _row_of(screen: LoadScreen, path) -> int:
    return [s.path for s in screen.saves[screen.first :]].index(path)


def _open_load(app) -> LoadScreen:
    app.stack.apply(Push(LoadScreen(app.ctx)))
    frames(app, 2)
    return app.stack.top


def test_delete_asks_first_and_keep_keeps_the_file(app) -> None:
    from timetravel.saves import store

    path = store.write_save(tiny_match("human", "random"), name="keep me")
    screen = _open_load(app)
    button = screen.delete_buttons[_row_of(screen, path)]
    assert button.is_enabled
    app.stack.apply(screen._handlers[button]())
    dialog = app.stack.top
    assert isinstance(dialog, MessageDialog) and path.name in dialog.message
    frames(app, 2)
    press(app, "Keep it")
    assert app.stack.top is screen and path.exists()
    assert path in [s.path for s in screen.saves]


def test_delete_confirmed_removes_the_save_from_disk_and_list(app) -> None:
    from timetravel.saves import store

    path = store.write_save(tiny_match("human", "random"), name="old game")
    other = store.write_save(tiny_match("human", "random"), name="other game")
    screen = _open_load(app)
    app.stack.apply(screen._handlers[screen.delete_buttons[_row_of(screen, path)]]())
    frames(app, 2)
    press(app, "Delete")
    assert app.stack.top is screen
    assert not path.exists() and other.exists()
    assert [s.path for s in screen.saves].count(path) == 0
    assert len(screen.delete_buttons) == len(screen.open_buttons) == min(len(screen.saves), 6)
    assert path.name in screen.note


def test_escape_in_the_confirmation_deletes_nothing(app) -> None:
    from timetravel.saves import store

    path = store.write_save(tiny_match("human", "random"), name="escape")
    screen = _open_load(app)
    app.stack.apply(screen._handlers[screen.delete_buttons[_row_of(screen, path)]]())
    frames(app, 2)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    frames(app, 2)
    assert app.stack.top is screen and path.exists()


def test_examples_cannot_be_deleted_and_say_why(app) -> None:
    screen = _open_load(app)
    examples = [i for i, s in enumerate(screen.saves[: len(screen.delete_buttons)]) if s.is_example]
    assert examples, "the app ships example saves"
    for i in examples:
        button = screen.delete_buttons[i]
        assert not button.is_enabled
        assert "cannot be deleted" in button.tool_tip_text


def _f11(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    frames(app, 2)


def test_f11_switches_full_screen_and_persists_it(app) -> None:
    from timetravel.saves.settings import load_settings

    before = app.ctx.display.fullscreen
    _f11(app)
    now = app.ctx.display.fullscreen
    assert now != before  # the dummy driver can go full screen
    assert app.ctx.settings.fullscreen == now
    assert load_settings().fullscreen == now
    _f11(app)
    assert app.ctx.display.fullscreen == before == app.ctx.settings.fullscreen
    assert load_settings().fullscreen == before


def test_settings_screen_follows_f11_and_its_toggle_persists(app) -> None:
    from timetravel.saves.settings import load_settings

    app.stack.apply(Push(SettingsScreen(app.ctx)))
    frames(app, 2)
    screen = app.stack.top
    shown = find_button(screen, "On" if app.ctx.settings.fullscreen else "Off")
    _f11(app)
    expected = "On" if app.ctx.settings.fullscreen else "Off"
    assert not shown.alive() and find_button(screen, expected)
    press(app, expected)  # the toggle switches back, at once and on disk
    assert load_settings().fullscreen == app.ctx.settings.fullscreen == app.ctx.display.fullscreen


def test_toasts_never_repeat_and_keep_at_most_three(app) -> None:
    toasts = Toasts(app.ctx.fonts, pygame.Rect(900, 400, 340, 300))
    for text in ("one", "two", "one", "three", "four", "four"):
        toasts.show(text)
    assert toasts.texts == ["four", "three", "one"][:MAX_SHOWN]
    assert len(set(toasts.texts)) == len(toasts.texts)
    toasts.update(100.0)
    assert toasts.texts == []


def test_toasts_in_the_game_screen_stay_off_the_board(app) -> None:
    screen = GameScreen(app.ctx, tiny_match("human", "random"))
    app.stack.apply(Push(screen))
    long = "A very important message that is long enough to need more than one line in the side panel. " * 2
    for text in (long, "short", long, "another one", "and one more"):
        screen.toasts.show(text)
    frames(app, 2)
    rects = screen.toasts.rects()
    assert 0 < len(rects) <= MAX_SHOWN
    for rect in rects:
        assert not rect.colliderect(BOARD_RECT)
        assert pygame.Rect(0, 0, 1280, 720).contains(rect)
    assert screen.toasts.texts.count(" ".join(long.split())) == 1


def test_title_draws_before_looking_for_saves_then_offers_continue(monkeypatch) -> None:
    from timetravel.saves import store
    from timetravel.ui import services
    from timetravel.ui.app import App

    store.autosave(tiny_match("human", "random"))
    calls: list[int] = []
    real = services.latest_save
    monkeypatch.setattr(services, "latest_save", lambda: calls.append(1) or real())
    app = App((1280, 720))
    try:
        title = app.stack.top
        assert calls == [] and not find_button(title, "Continue").is_enabled
        frames(app, 1)  # the first frame is drawn without reading any save
        assert calls == []
        frames(app, 1)
        assert calls == [1] and find_button(title, "Continue").is_enabled
        frames(app, 3)
        assert calls == [1]  # looked at once
    finally:
        app.close()


def test_the_mixer_opens_only_when_a_sound_is_needed(monkeypatch) -> None:
    from timetravel.ui.sound import Sounds

    opened: list[int] = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: opened.append(1))
    sounds = Sounds()
    assert opened == []
    sounds.play("tick")
    assert opened == [1]


def test_long_action_labels_take_two_lines_instead_of_an_ellipsis(app) -> None:
    from timetravel.engine.actions import Action
    from timetravel.ui.widgets.action_panel import ActionPanel

    long = "Reveal the top card of the Post-WWII pile and keep going while the luck holds"
    actions = [Action("go", (1,)), Action("go", (2,))]
    words = {actions[0]: "Stop", actions[1]: long}
    panel = ActionPanel(app.ctx.ui_manager(), pygame.Rect(920, 232, 344, 196), app.ctx.fonts, lambda a: None)
    panel.set_actions(actions, words.__getitem__)
    short_button, long_button = list(panel.buttons)
    assert panel.label(short_button) == "1  Stop"
    assert panel.label(long_button) == "2  " + long and "…" not in panel.label(long_button)
    assert long_button.rect.h > short_button.rect.h
    surface = pygame.Surface((1280, 720))
    panel.draw_labels(surface, (255, 255, 255))
    inside = surface.subsurface(long_button.rect)
    assert pygame.transform.average_color(inside)[0] > 0  # the two lines were drawn on the button


def test_setup_shows_only_the_variants_that_apply_in_words(app) -> None:
    import pygame_gui

    from timetravel.engine.game import OptionSpec
    from timetravel.engine.registry import get_game
    from timetravel.ui.screens.setup import SetupScreen, choice_labels, readable

    game = get_game("division")
    app.stack.apply(Push(SetupScreen(app.ctx, game)))
    frames(app, 2)
    screen = app.stack.top
    single = {spec.key for spec in game.info.options if spec.applies({**screen.options})}
    assert set(screen.option_menus) == single
    mode = screen.option_menus["mode"]
    mode.selected_option = next(c for c in choice_labels(game.info.options[0]) if c[1] == "campaign")
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=mode, text="x"))
    frames(app, 2)
    assert screen.options["mode"] == "campaign"
    shown = set(screen.option_menus)
    assert shown == {s.key for s in game.info.options if s.applies(screen.options)} and shown != single
    assert readable("egypt-darkages_x") == "Egypt, Darkages x"
    spec = OptionSpec("k", "K", ("a", "b"), "a")
    assert choice_labels(spec) == [("A", "a"), ("B", "b")]


def test_rocket_results_explain_the_totals_round_by_round(app) -> None:
    from timetravel.ui.screens.results import ResultsScreen
    from timetravel.ui.tour import played_match

    match = played_match("rocket", 4, steps=None, seed=11)
    screen = ResultsScreen(app.ctx, match)
    rounds = screen.history.rounds
    assert len(rounds) >= 2 and screen.columns
    for seat in range(4):  # the round columns add up to each player's total
        assert sum(r.points.get(seat, 0) for r in rounds) == screen.score(seat)
    assert set(screen.order()[: len(match.state.outcome().winners)]) == set(match.state.outcome().winners)
    app.stack.apply(Push(screen))
    frames(app, 2)


def test_division_campaign_results_show_each_era_and_its_victory_points(app) -> None:
    from timetravel.ui.screens.results import ResultsScreen, reason_word
    from timetravel.ui.tour import played_match

    match = played_match("division", 2, steps=None, options={"mode": "campaign"})
    screen = ResultsScreen(app.ctx, match)
    assert len(screen.columns) == len(screen.history.rounds) == 3
    extras = [screen.history.extras(i, s) for i in range(3) for s in range(2)]
    assert any(reason == "vp" for parts in extras for reason, _ in parts)
    assert reason_word("vp") == "VP"


def test_a_single_round_that_is_the_score_gets_no_round_column(app) -> None:
    from timetravel.ui.screens.results import ResultsScreen
    from timetravel.ui.tour import played_match

    screen = ResultsScreen(app.ctx, played_match("division", 2, steps=None))
    assert len(screen.history.rounds) == 1 and screen.columns == []


def test_an_unreplayable_log_still_shows_the_totals(app) -> None:
    from timetravel.engine.match import LogEntry
    from timetravel.ui.screens.results import ResultsScreen

    match = tiny_match("random", "random")
    match.log.append(LogEntry(actor=0, action="no-such-action:9"))
    screen = ResultsScreen(app.ctx, match)
    assert screen.history.rounds == [] and screen.columns == []
    app.stack.apply(Push(screen))
    frames(app, 2)


def test_markdown_tables_become_table_blocks() -> None:
    from timetravel.ui.markdown import parse

    blocks = parse("Intro\n\n| Rule | **Test** |\n|---|:--|\n| one | `a_b` |\n| two |\nAfter\n")
    kinds = [b.kind for b in blocks]
    assert kinds == ["p", "table", "p"]
    table = blocks[1]
    assert table.header and table.rows == (("Rule", "Test"), ("one", "a_b"), ("two", ""))
    assert parse("| just | a row |")[0].header is False


def test_table_columns_fit_the_page_and_keep_words_whole() -> None:
    from timetravel.ui.reading import column_widths

    assert column_widths([100, 200], [50, 60], 500) == [100, 400]
    widths = column_widths([60, 220, 1500, 1400], [40, 110, 120, 400], 800)
    assert sum(widths) <= 800 and widths[0] >= 40 and widths[1] >= 110


def test_rules_show_tables_and_jump_to_a_section(app, tmp_path, monkeypatch) -> None:
    from timetravel.ui.screens.rules import RulesScreen

    doc = tmp_path / "tiny.md"
    body = "\n\n".join(f"Paragraph {i} " + "words " * 40 for i in range(30))
    table = "| A | B |\n|---|---|\n" + "\n".join(f"| {i} | {'x' * 200} |" for i in range(5))
    doc.write_text(f"# Tiny\n\n## First\n\n{body}\n\n## Second\n\n{table}\n\n{body}\n", encoding="utf-8")
    monkeypatch.setattr("timetravel.ui.screens.rules.rules_doc", lambda game_id, language="en": doc)
    from tests.ui.conftest import TINY, click

    screen = RulesScreen(app.ctx, TINY)
    assert [title for title, _ in screen.sections] == ["Tiny", "First", "Second"]
    assert any(b.kind == "table" for b in screen.blocks)
    app.stack.apply(Push(screen))
    frames(app, 2)
    click(app, screen.entry_rect(2).center)
    assert screen.scroll == min(screen.max_scroll, screen.sections[2][1]) > 0
    assert screen.current_section() == 2


def test_important_news_is_a_toast_unless_the_board_announces_it(app) -> None:
    from timetravel.engine.events import Message

    screen = GameScreen(app.ctx, tiny_match("human", "random"))
    app.stack.apply(Push(screen))
    screen._log_step(0, "x", [Message(text="Big news", important=True), Message(text="Small news")])
    assert screen.toasts.texts == ["Big news"]
    screen.board.announces_events = True
    screen._log_step(0, "x", [Message(text="Other news", important=True)])
    assert screen.toasts.texts == ["Big news"]
    assert screen.log.entries[-1].text == "Other news"  # still in the log


def test_the_log_never_starts_with_the_tail_of_a_cut_entry(app) -> None:
    from timetravel.ui.widgets.log_panel import LogPanel

    log = LogPanel(pygame.Rect(920, 438, 344, 266), app.ctx.fonts)
    texts = [f"Entry {i}: " + "a long account of what happened " * (1 + i % 3) for i in range(40)]
    for i, text in enumerate(texts):
        log.add(text, seat=i % 2)
    drawn: list[str] = []
    real = app.ctx.fonts.render
    app.ctx.fonts.render = lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1]
    try:
        for scroll in range(0, 12):
            log.scroll, log._cache = scroll, None
            drawn.clear()
            log.draw(pygame.Surface((1280, 720)), app.ctx.palette, "Game log")
            first = next(text for text in drawn if text != "Game log" and not text.isdigit())  # not markers
            assert first.startswith("Entry "), (scroll, first)
    finally:
        del app.ctx.fonts.render


def test_a_long_save_list_scrolls_and_keeps_its_buttons_in_step(app) -> None:
    from timetravel.saves import store

    for i in range(9):
        store.write_save(tiny_match("human", "random", seed=i + 1), name=f"game {i}")
    screen = _open_load(app)
    assert len(screen.saves) > len(screen.open_buttons)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    )
    frames(app, 2)
    assert screen.first == 1
    last = screen.saves[screen.first + len(screen.delete_buttons) - 1]
    app.stack.apply(screen._handlers[screen.delete_buttons[-1]]())
    frames(app, 2)
    press(app, "Delete")
    assert not last.path.exists() and last.path not in [s.path for s in screen.saves]
