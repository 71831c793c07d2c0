"""Issue 22 on screen: any script drawn with its glyphs (fonts by run), the language switched live on
every screen of the stack (a game in progress and its log too), and the pseudo-language."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tests.ui.conftest import frames, tiny_match
from timetravel import i18n
from timetravel.pseudo import pseudo
from timetravel.ui import services
from timetravel.ui.fonts import _MISSING_PROBE, CHAIN, Fonts, runs
from timetravel.ui.scene import Push
from timetravel.ui.screens.game import GameScreen
from timetravel.ui.screens.pause import PauseScreen
from timetravel.ui.screens.settings import SettingsScreen

WHITE = (255, 255, 255)


@pytest.fixture
def fonts() -> Fonts:
    pygame.font.init()
    return Fonts()


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def _is_box(fonts: Fonts, ch: str, size: int = 24) -> bool:
    """Whether `ch` is drawn as the main face's .notdef box (tofu)."""
    box = pygame.font.Font.render(fonts.get(size), _MISSING_PROBE, True, WHITE)
    glyph = fonts.render(ch, size, WHITE)
    return glyph.get_size() == box.get_size() and _pixels(glyph) == _pixels(box)


@pytest.mark.parametrize("ch", ["김", "カ", "中", "ש", "ب", "न", "ж", "λ", "ა"])
def test_every_script_draws_its_glyph_not_the_empty_box(fonts: Fonts, ch: str) -> None:
    assert not _is_box(fonts, ch), f"{ch!r} shows as tofu"


def test_the_main_face_alone_would_draw_hangul_as_the_box(fonts: Fonts) -> None:
    """(So the test above can see tofu: Noto Sans has no Hangul, its .notdef box stands in.)"""
    main = fonts.get(24)
    box = pygame.font.Font.render(main, _MISSING_PROBE, True, WHITE)
    assert _pixels(pygame.font.Font.render(main, "김", True, WHITE)) == _pixels(box)


def test_a_korean_name_in_an_english_sentence_is_drawn_in_hangul(fonts: Fonts) -> None:
    sentence = "Player 김민지 draws two cards"
    parts = runs(sentence)
    assert [text for _, text in parts] == ["Player ", "김민지 ", "draws two cards"]
    assert CHAIN[parts[1][0]].regular.startswith("NotoSansKR")
    alone = pygame.font.Font.render(fonts.get(20), sentence, True, WHITE)  # the main face only: boxes
    drawn = fonts.render(sentence, 20, WHITE)
    assert _pixels(drawn) != _pixels(alone)
    assert fonts.get(20).size(sentence)[0] == drawn.get_width()


def test_wrapping_and_fitting_measure_by_runs(fonts: Fonts) -> None:
    lines = fonts.wrap("카드 3장을 뽑습니다 " * 6, 16, 200)
    assert len(lines) > 1 and all(fonts.get(16).size(line)[0] <= 200 for line in lines[:-1])
    assert fonts.fit("민지" * 50, 16, 120).endswith("…")


@pytest.fixture
def language_reset() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _switch(app, language: str) -> None:
    app.ctx.apply_settings(services.updated(app.ctx.settings, language=language))


def test_a_game_in_progress_rewords_its_log_and_widgets_at_once(app, language_reset) -> None:
    screen = GameScreen(app.ctx, tiny_match("random", "random"))
    app.stack.apply(Push(screen))
    frames(app, 120)
    before = [entry.text for entry in screen.log.entries]
    app.stack.apply(Push(PauseScreen(app.ctx, screen.match, 0)))
    app.stack.apply(Push(SettingsScreen(app.ctx)))
    frames(app, 2)
    _switch(app, "xx")  # the pseudo-language: every extracted message reads [Ƥšéûðö ~~]
    frames(app, 2)
    settings = app.stack.top
    assert (
        pseudo("Language"),
        pseudo("Every screen switches at once, a game in progress too."),
    ) in settings.rows
    app.stack.apply(app.stack.top.on_back())  # back to the pause overlay, then the game
    frames(app, 2)
    pause = app.stack.top
    assert pseudo("Resume") in _labels(pause)
    app.stack.apply(pause.on_back())
    frames(app, 2)
    after = [entry.text for entry in screen.log.entries]
    assert before[0].startswith("A new game")
    assert after[0] == pseudo("A new game of {title} begins.").format(title=i18n.t(screen.game.info.title))
    assert len(after) == len(before)  # the moves told again, not dropped
    assert pseudo("Menu") in _labels(screen)


def test_the_title_screen_in_spanish_and_korean(app, language_reset) -> None:
    for language, words in (("es", "Nueva partida"), ("ko", "새 게임"), ("en", "New game")):
        _switch(app, language)
        frames(app, 2)
        assert words in _labels(app.stack.top), language


def _labels(scene) -> list[str]:
    return [getattr(element, "text", "") for element in scene.ui.get_sprite_group().sprites()]


def test_the_demo_reports_what_it_showed_untranslated(language_reset) -> None:
    from timetravel.ui.demo import run_demo

    assert run_demo("menu", frames=5, language="es")["untranslated"] == []  # the title: all translated
    shown = run_demo("rocket", frames=60, language="ko")["untranslated"]
    assert "Menu" not in shown
    assert "Ancient Age" not in shown and "Confucius" not in shown  # data: the content catalogue's words
    assert run_demo("rocket", frames=5)["untranslated"] == []  # English is the messages themselves


@pytest.mark.parametrize("language", ["es", "ko"])
@pytest.mark.parametrize("game", ["ministerio", "arena", "rocket", "division", "stories"])
def test_a_demo_in_spanish_or_korean_shows_nothing_untranslated(language_reset, game: str, language: str) -> None:
    """Issue 22: every message of the code and every name and text of the data is translated, so a
    demo in either language shows nothing in English (a word shown twice through t() counts too)."""
    from timetravel.ui.demo import run_demo

    assert run_demo(game, frames=600, language=language)["untranslated"] == []


def test_a_right_to_left_line_is_drawn_right_to_left(fonts: Fonts) -> None:
    from timetravel.ui.fonts import visual_runs

    hebrew = next(i for i, face in enumerate(CHAIN) if face.script == "Hebr")
    assert visual_runs("שלום world") == [(0, "world "), (hebrew, "שלום")]
    assert visual_runs("Hi שלום world") == runs("Hi שלום world")  # an English line keeps its order
