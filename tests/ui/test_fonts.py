"""Text never shows the font's empty box: missing glyphs get plain substitutes, accents stay."""

from __future__ import annotations

import pygame

from timetravel.ui.fonts import Fonts, _printable


def test_missing_glyphs_are_substituted_and_accents_kept() -> None:
    pygame.init()
    font = Fonts().get(16)
    assert _printable(font, "Bartolomé → Inés") == "Bartolomé -> Inés"
    assert _printable(font, "plain ascii") == "plain ascii"
