"""The translation catalogues against the code (issue 22): every message the code shows is extracted,
every language has every message, and no translation changes a message's placeholders.

The .pot is what build/translations.py extracts from timetravel/ with Babel (t, pt, nt, said, said_counted,
counted, N_, NP_); each language's .po is updated from it. Run `python build/translations.py` after changing
words in the code.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from timetravel.catalogues import Entry, placeholders, read_po

ROOT = Path(__file__).resolve().parent.parent
CATALOGUES = ROOT / "assets" / "i18n"
LANGUAGES = ("es", "ko")
COUNTS = {"n", "count"}  # a counted message's count: in words ({n}) or in digits ({count})


def entries(language: str) -> list[Entry]:
    return read_po(CATALOGUES / language / "LC_MESSAGES" / "timetravel.po")[1]


def template() -> list[Entry]:
    return read_po(CATALOGUES / "timetravel.pot")[1]


def placeholder_faults(entry: Entry) -> list[str]:
    """Where a translation's placeholders differ from the English. A counted message may write its
    count in words or digits, or leave it out of a form (Spanish "una carta")."""
    english = placeholders(entry.msgid) | placeholders(entry.plural or "")
    faults = []
    for form in entry.strings:
        if not form:
            continue
        found = placeholders(form)
        if entry.plural is not None:
            same = found - COUNTS == english - COUNTS and found <= english | COUNTS
        else:
            same = found == english
        if not same:
            faults.append(f"{entry.msgid!r} -> {form!r}: {sorted(found)} instead of {sorted(english)}")
    return faults


def _missing(language: str) -> list[str]:
    translated = {entry.key for entry in entries(language) if entry.translated}
    return [entry.key for entry in template() if entry.key not in translated]


_TOTAL = len(template())


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_translation_changes_a_messages_placeholders(language: str) -> None:
    faults = [fault for entry in entries(language) for fault in placeholder_faults(entry)]
    assert not faults, "\n".join(faults)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_holds_every_extracted_message(language: str) -> None:
    """Its .po was updated from the .pot (`python build/translations.py update`), translated or not."""
    held = {entry.key for entry in entries(language)}
    assert not [entry.key for entry in template() if entry.key not in held]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_extracted_message_is_translated(language: str) -> None:
    missing = _missing(language)
    assert not missing, (
        f"{len(missing)} of {_TOTAL} messages lack a {language} translation, e.g. {missing[:5]}"
    )


@pytest.mark.skipif(importlib.util.find_spec("babel") is None, reason="Babel (the test extras) extracts")
def test_the_template_holds_what_the_code_says_now() -> None:
    """A message added to the code without `python build/translations.py` would never reach a translator."""
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "build" / "translations.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.check(), "run `python build/translations.py` to extract the messages and update the catalogues"


def test_the_seeded_translations_cover_the_title_and_settings_screens() -> None:
    title_and_settings = ("Continue", "New game", "Load", "Settings", "Quit", "Language", "Back")
    for language in LANGUAGES:
        translated = {entry.msgid for entry in entries(language) if entry.translated}
        assert set(title_and_settings) <= translated, language
