"""A language for tests: a dictionary of translations in place of the catalogues."""

from __future__ import annotations

from collections.abc import Mapping
from gettext import NullTranslations

import pytest

from timetravel import i18n


class Dictionary(NullTranslations):
    def __init__(self, catalogue: Mapping[str, str]) -> None:
        super().__init__()
        self.catalogue = catalogue

    def gettext(self, message: str) -> str:
        return self.catalogue.get(message, message)


def speak_dictionary(
    monkeypatch: pytest.MonkeyPatch, catalogue: Mapping[str, str], language: str = "test"
) -> None:
    """Words through `catalogue` for the rest of the test (the language and catalogues as before after)."""
    monkeypatch.setattr(i18n, "_translations", lambda _language: Dictionary(catalogue))
    monkeypatch.setattr(i18n, "_language", language)
