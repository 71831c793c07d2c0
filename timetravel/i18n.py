"""The one translation function for text shown to players. English is the base language.

Catalogues are JSON files assets/i18n/<lang>.json mapping an English string to its translation;
a missing entry falls back to English. Placeholders use str.format names: t("Pass to {name}", name=n).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache

_language = "en"
_seat_names: tuple[str, ...] = ()


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


def use_seat_names(names: Sequence[str]) -> None:
    """The names people chose for their seats, used wherever a sentence names a `Seat` from now on
    (empty: "Player N")."""
    global _seat_names
    _seat_names = tuple(names)


@contextmanager
def seat_names_of(names: Sequence[str]) -> Iterator[None]:
    """Seats named `names` for a while (words about another match than the one shown: a save's
    progress line), then as before."""
    global _seat_names
    before, _seat_names = _seat_names, tuple(names)
    try:
        yield
    finally:
        _seat_names = before


def seat_name(seat: int) -> str:
    """The chosen name of `seat`, else "Player N" in the current language."""
    if 0 <= seat < len(_seat_names):
        return _seat_names[seat]
    return t("Player {n}", n=seat + 1)


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat as a sentence's parameter: it becomes the seat's name when the sentence is put into
    words, so games never write a name (or "Player 2") into their texts."""

    index: int

    def __str__(self) -> str:
        return seat_name(self.index)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


@dataclass(frozen=True, slots=True)
class SeatList:
    """Several seats as one parameter: their names, comma separated, when put into words."""

    seats: tuple[int, ...]

    def __str__(self) -> str:
        return ", ".join(seat_name(seat) for seat in self.seats)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)
