"""Journeys in other languages (issue 22): the menus in the pseudo-language show every word through the
catalogues and none cut, and a Korean player's name reads in Hangul in the English interface."""

from __future__ import annotations

import re
from pathlib import Path

import pygame_gui

from tests.journeys.conftest import Player, start_app, write_settings
from timetravel.pseudo import pseudo

# the app's name, numbers, and the languages' names, each written in its own language
_NOT_WORDS = re.compile(r"^(timetravel|v[\d.]+|\d+%|[\d.]+ s|English|Español|한국어)$")


_BRACKETED = re.compile(r"\[[^\[\]…]*\]")


def _faults(player: Player) -> list[str]:
    """Words on screen that did not come through the catalogues (outside [brackets]), or came cut (an
    ellipsis, or a bracket left open: wrapped lines are read as one text)."""
    player.frames(2)
    texts = [
        t.strip() for t in player.screen_text().split("\n") if t.strip() and not _NOT_WORDS.match(t.strip())
    ]
    left = " ".join(texts)
    while _BRACKETED.search(left):
        left = _BRACKETED.sub(" ", left)
    return [word for word in left.split() if any(ch.isalpha() for ch in word) or "…" in word or word in "[]"]


def _fits(player: Player) -> list[str]:
    """Button labels wider than their buttons (pygame_gui would cut them)."""
    cut = []
    for button in player.buttons():
        font = button.drawable_shape.theming["font"] if hasattr(button, "drawable_shape") else None
        if font is not None and font.size(button.text)[0] > button.rect.w - 8:
            cut.append(button.text)
    return cut


def test_the_menus_in_the_pseudo_language_show_no_untranslated_or_cut_words(home: Path) -> None:
    write_settings(home, language="xx")
    player = start_app()
    assert player.sees(pseudo("Five time-travel board games"))
    assert not _faults(player), _faults(player)
    assert not _fits(player), _fits(player)
    player.click(pseudo("Settings"))
    assert player.on_top("SettingsScreen")
    assert not _faults(player), _faults(player)
    assert not _fits(player), _fits(player)
    assert player.find(pseudo("Back")) is not None


def test_the_settings_show_each_language_in_its_own_words(player: Player) -> None:
    player.click("Settings")
    names = {b.text for b in player.buttons() if isinstance(b, pygame_gui.elements.UIButton)}
    assert {"English", "Español", "한국어"} <= names
