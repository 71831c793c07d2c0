"""Journeys in other languages (issue 22): the menus in the pseudo-language show every word through the
catalogues and none cut, and a Korean player's name reads in Hangul in the English interface."""

from __future__ import annotations

import re
from pathlib import Path

import pygame_gui

from tests.journeys.conftest import Player, open_setup, start_app, write_settings
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


def test_a_korean_name_reads_in_hangul_in_the_english_interface(player: Player) -> None:
    """Typed into the setup's name field (drawn in Noto Sans KR), then on the board and in the log
    (drawn run by run: the name's run in the Hangul face, not boxes)."""
    from timetravel.ui.fonts import CHAIN, runs

    open_setup(player, "Time Machine Rocket")
    field = player.text_fields()[0]
    player.clear_field(field)
    player.type("김민지")
    assert field.get_text() == "김민지"
    assert field.font.size("김")[0] > 0 and field.ui_theme.get_font_info(field.combined_element_ids)[
        "name"
    ] == ("noto_sans_kr")
    player.click("Start")
    player.until(lambda: player.on_top("GameScreen") or player.on_top("HandoffScreen"), what="the game")
    drawn = [text for text in player.screen_text().split("\n") if "김민지" in text]
    assert drawn, "the name is on screen"
    faces = {CHAIN[face].regular for text in drawn for face, part in runs(text) if "김" in part}
    assert faces == {"NotoSansKR-Regular.ttf"}
