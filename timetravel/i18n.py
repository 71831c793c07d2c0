"""The one translation function for text shown to players. English is the base language.

Catalogues are JSON files assets/i18n/<lang>.json mapping an English string to its translation;
a missing entry falls back to English. Placeholders use str.format names: t("Pass to {name}", name=n).
"""

from __future__ import annotations

import json
from functools import cache

_language = "en"


def set_language(language: str) -> None:
    global _language
    _language = language


def language() -> str:
    return _language


@cache
def _catalogue(language: str) -> dict[str, str]:
    if language == "en":
        return {}
    from timetravel.resources import assets_dir

    path = assets_dir() / "i18n" / f"{language}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def t(text: str, /, **values: object) -> str:
    translated = _catalogue(_language).get(text, text)
    return translated.format(**values) if values else translated
