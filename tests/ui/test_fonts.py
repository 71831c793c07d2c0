"""Text never shows the font's empty box: missing glyphs get plain substitutes, accents stay. Hangul
keeps its letters' weight: no word looks bold beside its neighbours."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from timetravel import i18n
from timetravel.ui.app import App
from timetravel.ui.fonts import CHAIN, Fonts, _printable, font_file

WHITE = (255, 255, 255)
LOBBY_HELP = (  # the host's lobby help (ui/screens/lobby.py), where 컴퓨터 and 허용해야 looked bold
    "Friends type the address, the port and the code. This computer's firewall must let "
    "them in on TCP port {port}; on this computer itself, 127.0.0.1 works."
)
SEAT_MENU = "사람 친구에게 열기 무작위 쉬움 보통 어려움"  # the setup's seat menu, drawn by pygame_gui
LARGE = 8  # at eight times the size the pixel grid hardly matters: the outlines' own weight


def test_missing_glyphs_are_substituted_and_accents_kept() -> None:
    pygame.init()
    font = Fonts().get(16)
    assert _printable(font, "Bartolomé → Inés") == "Bartolomé -> Inés"
    assert _printable(font, "plain ascii") == "plain ascii"


def ink(surface: pygame.Surface) -> float:
    """How much a drawing covers, in whole pixels."""
    return sum(pygame.image.tobytes(surface, "RGBA")[3::4]) / 255


def in_korean(text: str, **values: object) -> str:
    i18n.set_language("ko")
    try:
        return i18n.t(text, **values)
    finally:
        i18n.set_language(i18n.ENGLISH)


def korean_file(bold: bool) -> Path:
    face = CHAIN[1]
    assert face.script == "Hang" and face.bold
    path = font_file(face.bold if bold else face.regular)
    assert path is not None
    return path


def heavier(draw: Callable[[str], pygame.Surface], path: Path, size: int, words: list[str]) -> dict[str, int]:
    """How many percent heavier than its letters' outlines `draw` draws each word (in white)."""
    outlines = pygame.font.Font(str(path), size * LARGE)
    scale = LARGE**2
    return {
        word: round(100 * (ink(draw(word)) * scale / ink(outlines.render(word, True, WHITE)) - 1))
        for word in words
    }


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
@pytest.mark.parametrize("size", [13, 15, 18])
def test_every_korean_word_weighs_what_its_letters_weigh(size: int, bold: bool) -> None:
    """FreeType's hinting drew some syllables' strokes two pixels wide and others one, so at 15 px
    컴퓨터 came out 17% heavier than its outlines and 이 3% lighter: each word of the lobby help, as
    the screens draw it, weighs within 4% of its letters' outlines (measured 8 times larger)."""
    pygame.init()
    fonts = Fonts()
    lines = fonts.wrap(in_korean(LOBBY_HELP, port=8765), size, 440, bold)
    words = [word for line in lines for word in line.split() if not any(ch.isascii() for ch in word[:-1])]
    assert "컴퓨터" in words and "허용해야" in words

    def draw(word: str) -> pygame.Surface:
        return fonts.render(word, size, WHITE, bold)

    off = heavier(draw, korean_file(bold), size, words)
    assert all(abs(percent) <= 4 for percent in off.values()), f"% heavier than the letters: {off}"


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
@pytest.mark.parametrize("size", [14, 16])
def test_pygame_guis_korean_labels_weigh_what_their_letters_weigh(app: App, size: int, bold: bool) -> None:
    """pygame_gui draws the buttons, menus and fields with fonts of its own, read from memory: in the
    seat menu 친구에게 and 보통 looked bold beside 열기 and 쉬움. Its words weigh their letters too."""
    from pygame_gui.core.gui_font_pygame import GUIFontPygame

    label = GUIFontPygame(io.BytesIO(korean_file(bold).read_bytes()), size)

    def draw(word: str) -> pygame.Surface:
        return label.render_premul(word, pygame.Color(WHITE))

    off = heavier(draw, korean_file(bold), size, SEAT_MENU.split())
    assert all(abs(percent) <= 4 for percent in off.values()), f"% heavier than the letters: {off}"


@pytest.mark.parametrize(
    "text", ["이 컴퓨터의 사람", "TCP 8765번 포트로", "127.0.0.1로도 됩니다.", "Ana 김민준 ✓"]
)
@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
def test_korean_text_is_drawn_as_wide_as_it_measures(text: str, bold: bool) -> None:
    """Wrapping and fitting measure with size(): the drawing takes exactly that room."""
    pygame.init()
    font = Fonts().get(15, bold)
    assert font.render(text, True, WHITE).get_size() == font.size(text)


def test_korean_words_drawn_again_look_the_same_and_follow_the_style() -> None:
    """Words drawn lately are kept (pygame_gui draws each label again to measure it): a second
    drawing is pixel for pixel the first, a caller may paint on it freely, and bold, size, colour
    and background each give their own drawing."""
    from timetravel.ui.unhinted import UnhintedFont

    pygame.init()
    font = UnhintedFont(str(korean_file(bold=False)), 16)
    first = font.render("허용해야", True, WHITE)
    before = pygame.image.tobytes(first, "RGBA")
    first.fill((255, 0, 0))  # the caller's own copy
    again = font.render("허용해야", True, WHITE)
    assert pygame.image.tobytes(again, "RGBA") == before
    font.bold = True
    assert pygame.image.tobytes(font.render("허용해야", True, WHITE), "RGBA") != before
    font.bold = False
    assert pygame.image.tobytes(font.render("허용해야", True, (0, 0, 0)), "RGBA") != before
    assert font.render("허용해야", True, WHITE, (0, 0, 80)).get_at((0, 0))[:3] == (0, 0, 80)
    font.point_size = 24
    assert font.render("허용해야", True, WHITE).get_height() > again.get_height()


def test_korean_widths_measured_again_follow_the_style() -> None:
    from timetravel.ui.unhinted import UnhintedFont

    pygame.init()
    font = UnhintedFont(str(korean_file(bold=False)), 16)
    plain = font.size("허용해야 합니다")
    assert font.size("허용해야 합니다") == plain
    font.point_size = 24
    assert font.size("허용해야 합니다")[0] > plain[0]
    font.point_size = 16
    assert font.size("허용해야 합니다") == plain
    assert font.size("허용해야 합니다")[0] == font.render("허용해야 합니다", True, WHITE).get_width()
