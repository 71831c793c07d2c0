"""The content catalogues (issue 22): the words of the games' data under scenes/ (card, door, enemy,
fighter, faction and character names and texts) are a second gettext domain, `content`, extracted by
build/translations.py from the TOML fields the boards show through t(). Every language holds and translates
every one, no translation changes a placeholder, and t() finds a content message after the main catalogue.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from tests.test_catalogues import placeholder_faults
from timetravel import i18n
from timetravel.catalogues import Entry, read_po
from timetravel.i18n import t
from timetravel.pseudo import pseudo

ROOT = Path(__file__).resolve().parent.parent
CATALOGUES = ROOT / "assets" / "i18n"
LANGUAGES = ("es", "ko")
HAS_BABEL = importlib.util.find_spec("babel") is not None


def entries(language: str) -> list[Entry]:
    return read_po(CATALOGUES / language / "LC_MESSAGES" / "content.po")[1]


def template() -> list[Entry]:
    return read_po(CATALOGUES / "content.pot")[1]


def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "build" / "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def speak():
    yield i18n.set_language
    i18n.set_language("en")


def test_the_content_template_names_each_message_by_file_and_entry() -> None:
    locations = {location for entry in template() for location in entry.locations}
    assert "scenes/ministerio/cards.toml:cards[43].name" in locations  # Battle of Lepanto
    assert all(location.startswith("scenes/") and ".toml:" in location for location in locations)
    assert not any(location.startswith("scenes/stories/") for location in locations)  # texts/<lang>.toml


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_content_translation_changes_a_placeholder(language: str) -> None:
    faults = [fault for entry in entries(language) for fault in placeholder_faults(entry)]
    assert not faults, "\n".join(faults)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_content_message_is_translated(language: str) -> None:
    translated = {entry.key for entry in entries(language) if entry.translated}
    missing = [entry.key for entry in template() if entry.key not in translated]
    assert not missing, f"{len(missing)} of {len(template())} content messages lack {language}: {missing[:5]}"


@pytest.mark.skipif(not HAS_BABEL, reason="Babel (the test extras) extracts")
def test_the_content_template_holds_what_the_data_says_now() -> None:
    """`build/translations.py check` covers both domains: a name changed in scenes/ fails it."""
    translations = tool()
    assert translations.DOMAINS == ("timetravel", "content")
    assert translations._check("content"), "run `python build/translations.py` after changing scenes/"


@pytest.mark.skipif(not HAS_BABEL, reason="Babel (the test extras) extracts")
def test_the_check_fails_when_the_content_template_is_stale(monkeypatch: pytest.MonkeyPatch) -> None:
    translations = tool()
    real = translations.content_extracted

    def more():
        catalogue = real()
        catalogue.add(
            "A card nobody extracted", None, [("scenes/ministerio/cards.toml:cards[99].name", None)]
        )
        return catalogue

    monkeypatch.setattr(translations, "content_extracted", more)
    assert not translations.check()


def test_t_finds_a_content_message_after_the_main_catalogue(speak) -> None:
    speak("es")
    assert t("Battle of Lepanto") == "Batalla de Lepanto"
    assert t("Settings") == "Ajustes"  # the main domain still answers first
    speak("ko")
    assert t("Battle of Lepanto") == "레판토 해전"
    assert t("Miguel de Cervantes") == "미겔 데 세르반테스"


def test_a_content_message_is_not_noted_untranslated_but_a_missing_one_is(speak) -> None:
    speak("es")
    i18n.forget_untranslated()
    t("Las Meninas")
    t("A card nobody extracted")
    assert i18n.untranslated() == ["A card nobody extracted"]


def test_the_pseudo_language_covers_content_messages(speak) -> None:
    speak(i18n.PSEUDO)
    assert t("Battle of Lepanto") == pseudo("Battle of Lepanto")


def test_every_domain_is_compiled_for_every_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """build/build.py and the wheel hook run `translations.py compile`, which writes each .po's .mo."""
    translations = tool()
    for language in LANGUAGES:
        for domain in translations.DOMAINS:
            target = tmp_path / language / "LC_MESSAGES" / f"{domain}.po"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes((CATALOGUES / language / "LC_MESSAGES" / f"{domain}.po").read_bytes())
    monkeypatch.setattr(translations, "CATALOGUES", tmp_path)
    written = {path.relative_to(tmp_path).as_posix() for path in translations.compile_all()}
    assert written == {
        f"{language}/LC_MESSAGES/{domain}.mo" for language in LANGUAGES for domain in translations.DOMAINS
    }
