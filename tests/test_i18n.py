"""The translation layer (issue 22): gettext catalogues, contexts, plural forms per language, the
pseudo-language, the system's language at a first start, and what a run shows untranslated."""

from __future__ import annotations

import gettext
import io
from collections.abc import Iterator
from pathlib import Path

import pytest

from timetravel import i18n
from timetravel.catalogues import mo_bytes, placeholders, read_po
from timetravel.engine.events import Message
from timetravel.i18n import nt, pt, t
from timetravel.plural import counted, said_counted
from timetravel.pseudo import pseudo

CARDS = ("{name} holds {n} card.", "{name} holds {n} cards.")  # seeded in es and ko
TRICKS = ("{name}: {n} trick", "{name}: {n} tricks")


@pytest.fixture
def speak() -> Iterator[object]:
    def use(language: str) -> None:
        i18n.set_language(language)

    yield use
    i18n.set_language("en")


def test_t_translates_the_english_template_and_fills_it_in(speak) -> None:
    speak("es")
    assert t("Settings") == "Ajustes"
    assert t("Resume {what}", what="X") == "Reanudar X"
    speak("ko")
    assert t("Settings") == "설정"
    speak("en")
    assert t("Settings") == "Settings"


def test_a_message_without_a_translation_shows_in_english_and_is_noted(speak) -> None:
    speak("es")
    i18n.forget_untranslated()
    assert t("Nobody translated {this} yet", this="me") == "Nobody translated me yet"
    assert i18n.untranslated() == ["Nobody translated {this} yet"]


def test_pgettext_keeps_two_meanings_of_one_english_word_apart(speak) -> None:
    speak("es")
    assert pt("switch", "Off") == "Desactivado"
    assert pt("animation speed", "Off") == "Sin animación"
    speak("en")
    assert pt("switch", "Off") == pt("animation speed", "Off") == "Off"


def test_spanish_has_two_plural_forms_with_the_count_in_words(speak) -> None:
    speak("es")
    assert counted(1, *CARDS, name="Ana") == "Ana tiene una carta."
    assert counted(3, *CARDS, name="Ana") == "Ana tiene tres cartas."
    assert counted(0, *TRICKS, name="Ana") == "Ana: cero bazas"
    assert counted(15, *TRICKS, name="Ana") == "Ana: 15 bazas"


def test_korean_has_one_form_with_a_counter_and_digits(speak) -> None:
    speak("ko")
    assert counted(1, *CARDS, name="민지") == "민지 님의 손에 카드가 1장 있습니다."
    assert counted(3, *CARDS, name="민지") == "민지 님의 손에 카드가 3장 있습니다."
    assert nt(*TRICKS, 7, name="민지", n="?") == "민지: 트릭 7개"


def test_english_plurals_read_as_before(speak) -> None:
    assert counted(1, *CARDS, name="Ana") == "Ana holds one card."
    assert counted(0, *CARDS, name="Ana") == "Ana holds no cards."


def test_an_events_counted_words_follow_a_language_switch(speak) -> None:
    event = Message(**said_counted(2, *CARDS, name="Ana"))
    assert event.words() == "Ana holds two cards."
    speak("es")
    assert event.words() == "Ana tiene dos cartas."
    speak("ko")
    assert event.words() == "Ana 님의 손에 카드가 2장 있습니다."


def test_the_pseudo_language_is_accented_longer_and_bracketed(speak) -> None:
    text = pseudo("Pass the device to {name}")
    assert text.startswith("[") and text.endswith("]")
    assert "{name}" in text and "Þàšš" in text
    assert len(text) >= 1.4 * len("Pass the device to {name}")
    speak("xx")
    assert t("Settings").startswith("[Šéţţîñĝš")
    assert t("Not an extracted message") == "Not an extracted message"  # plain: it shows as a fault


def test_the_pseudo_language_is_offered_only_when_asked_for(monkeypatch: pytest.MonkeyPatch, speak) -> None:
    assert "xx" not in i18n.choosable_languages()
    monkeypatch.setenv("TIMETRAVEL_PSEUDO", "1")
    assert "xx" in i18n.choosable_languages()


@pytest.mark.parametrize(
    "value,language",
    [("es_ES.UTF-8", "es"), ("es_MX", "es"), ("ko_KR.UTF-8", "ko"), ("fr_FR.UTF-8", "en"), ("C.UTF-8", "en")],
)
def test_a_first_start_speaks_the_systems_language_when_we_have_it(
    monkeypatch: pytest.MonkeyPatch, value: str, language: str
) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", value)
    if value.startswith("C"):
        monkeypatch.setattr(i18n.locale, "getlocale", lambda: (None, None))
    assert i18n.system_language() == language


def test_the_first_settings_take_the_systems_language(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from timetravel.saves import settings

    monkeypatch.setenv("TIMETRAVEL_HOME", str(tmp_path))
    monkeypatch.setenv("LC_ALL", "ko_KR.UTF-8")
    assert settings.load_settings().language == "ko"
    settings.save_settings(settings.Settings(language="es"))
    assert settings.load_settings().language == "es"  # a choice made stays


def test_a_po_compiled_here_reads_like_msgfmts(tmp_path: Path) -> None:
    po = tmp_path / "x.po"
    po.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        'msgctxt "door"\nmsgid "Open"\nmsgstr "Abrir"\n\n'
        'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} carta"\nmsgstr[1] "{n} cartas"\n\n'
        '#, fuzzy\nmsgid "Guess"\nmsgstr "Adivina"\n\n'
        'msgid "Long"\nmsgstr ""\n"two "\n"lines"\n',
        encoding="utf-8",
    )
    compiled = gettext.GNUTranslations(io.BytesIO(mo_bytes(*read_po(po))))
    assert compiled.pgettext("door", "Open") == "Abrir"
    assert compiled.ngettext("{n} card", "{n} cards", 5) == "{n} cartas"
    assert compiled.gettext("Guess") == "Guess"  # fuzzy entries are not used
    assert compiled.gettext("Long") == "two lines"


def test_without_its_mo_a_language_is_compiled_from_its_po(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    folder = tmp_path / "es" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "timetravel.po").write_text('msgid "Settings"\nmsgstr "Ajustes (po)"\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "catalogue_folder", lambda: tmp_path)
    i18n.reload_catalogues()
    try:
        i18n.set_language("es")
        assert t("Settings") == "Ajustes (po)"
    finally:
        i18n.set_language("en")
        monkeypatch.undo()
        i18n.reload_catalogues()


def test_placeholders_are_read_as_str_format_reads_them() -> None:
    assert placeholders("{name} draws {n} ({count:>3}) {{literal}}") == {"name", "n", "count"}


def test_the_stories_reading_continue_is_a_message_of_its_own(speak) -> None:
    """"Continue" on the title screen resumes a saved game; on a Stories card that ended a run it
    closes the card and goes on. Its own context lets each language word it for its button."""
    pot = i18n.pot_path().read_text(encoding="utf-8")
    entry = pot.split('msgctxt "reading"\nmsgid "Continue"\n')[0].rsplit("\n\n", 1)[-1]
    assert "timetravel/ui/boards/stories/overlays.py" in entry
    for language, title, reading in (("es", "Continuar", "Seguir"), ("ko", "이어 하기", "계속")):
        speak(language)
        assert (t("Continue"), pt("reading", "Continue")) == (title, reading)
        assert f"{reading}" in t("Read what the table shows, then click Continue.")
