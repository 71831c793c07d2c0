"""The translation functions for text shown to players, over GNU gettext catalogues. English is the base.

The English sentence is the msgid, with str.format placeholders: t("Pass to {name}", name=n).
- `t(text, **values)`: gettext; `pt(context, text, **values)`: pgettext, for one English word with
  two meanings ("Open" a door, "Open" as a state); `nt(one, many, count, **values)`: ngettext with the
  language's plural forms (Spanish two, Korean one). A translation of a counted message may write the
  count in words, {n}, or in digits, {count} ("카드 {count}장").
- `said(...)`/`said_counted(...)` (events, plural.py) keep a message's key and values and put them into
  words only when shown, so a language switched mid-game re-words the whole log.

Catalogues: assets/i18n/<lang>/LC_MESSAGES/<domain>.po (the source of truth) compiled to .mo by
build/translations.py; a source checkout without the .mo compiles the .po in memory (timetravel.catalogues).
Two domains: `timetravel` (the code's sentences) and `content` (the games' data under scenes/: card,
door, fighter and character names and texts); a message is looked up in the first, then the second
(gettext's fallback chain), so t(card.name) finds its words wherever they are.
The pseudo-language `xx` (accented, about 40% longer, bracketed) is made from both .pot files
so text that misses extraction or is cut shows in tests. TIMETRAVEL_LANGUAGE overrides the setting.
Every message shown without a translation in a run is noted (`untranslated()`: the demo reports it).
"""

from __future__ import annotations

import gettext
import io
import locale
import operator
import os
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import SupportsIndex

from timetravel.particles import korean_particles

DOMAIN = "timetravel"
CONTENT = "content"  # the second domain: the words of the games' data (build/translations.py)
DOMAINS = (DOMAIN, CONTENT)
ENGLISH = "en"
PSEUDO = "xx"
KOREAN = "ko"  # whose particles follow the word put before them (particles.py)
# the languages a player can choose, in their own words (the pseudo-language only when asked for)
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "ko": "한국어"}
LANGUAGE_ENV = "TIMETRAVEL_LANGUAGE"

_language = ENGLISH
_generation = 0  # counts language switches: screens that keep words re-word them when it moves
_seat_names: tuple[str, ...] = ()
_untranslated: dict[str, None] = {}  # msgids shown untranslated this run, in order
_counted: dict[str, tuple[str, str]] = {}  # each form of a counted message -> (one, many)


def set_language(language: str) -> None:
    """Speak `language` from now on (TIMETRAVEL_LANGUAGE, when set, wins over the setting)."""
    global _language, _generation
    language = os.environ.get(LANGUAGE_ENV) or language or ENGLISH
    if language != _language:
        _language = language
        _generation += 1


def language() -> str:
    return _language


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Words for another reader for a moment (a friend's computer, in its language): `t()` speaks
    `language` inside, and nothing here is re-worded (the generation stays). One of ours, else this
    computer's own."""
    global _language
    before = _language
    _language = language if language in LANGUAGES or language == PSEUDO else before
    try:
        yield
    finally:
        _language = before


def generation() -> int:
    """A number that changes whenever the language does (screens compare it to re-word themselves)."""
    return _generation


def choosable_languages() -> dict[str, str]:
    """The languages the settings offer: ours, and the pseudo-language when asked for or in use."""
    choices = dict(LANGUAGES)
    if os.environ.get("TIMETRAVEL_PSEUDO") or _language == PSEUDO:
        choices[PSEUDO] = "[Psëüdö]"
    return choices


def system_language() -> str:
    """The system's language when it is one we have, English otherwise."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(name, "")
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            return _ours(value)
    try:
        value = locale.getlocale()[0] or ""
    except ValueError:
        value = ""
    return _ours(value)


def _ours(tag: str) -> str:
    code = tag.split(":")[0].split(".")[0].replace("-", "_").split("_")[0].lower()
    aliases = {"spanish": "es", "korean": "ko"}  # Windows names its locales in words
    code = aliases.get(code, code)
    return code if code in LANGUAGES else ENGLISH


# --- catalogues ---------------------------------------------------------------------------------
def catalogue_folder() -> Path:
    from timetravel.resources import assets_dir

    return assets_dir() / "i18n"


def po_path(language: str, domain: str = DOMAIN) -> Path:
    return catalogue_folder() / language / "LC_MESSAGES" / f"{domain}.po"


def pot_path(domain: str = DOMAIN) -> Path:
    return catalogue_folder() / f"{domain}.pot"


class _Noting(gettext.NullTranslations):
    """The last fallback: English, noting each message that reached it (shown untranslated)."""

    def gettext(self, message: str) -> str:
        _untranslated.setdefault(message, None)
        return message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        _untranslated.setdefault(msgid1, None)
        return msgid1 if n == 1 else msgid2

    def pgettext(self, context: str, message: str) -> str:
        _untranslated.setdefault(f"{context}|{message}", None)
        return message

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        _untranslated.setdefault(f"{context}|{msgid1}", None)
        return msgid1 if n == 1 else msgid2


@cache
def _translations(language: str) -> gettext.NullTranslations:
    if language == ENGLISH:
        return gettext.NullTranslations()
    found = _domain(language, DOMAIN)
    found.add_fallback(_domain(language, CONTENT))  # add_fallback chains: content, then _Noting
    found.add_fallback(_Noting())
    return found


def _domain(language: str, domain: str) -> gettext.NullTranslations:
    if language == PSEUDO:
        from timetravel.pseudo import pseudo_translations

        return pseudo_translations(pot_path(domain))
    return _compiled(language, domain) or gettext.NullTranslations()


def _compiled(language: str, domain: str = DOMAIN) -> gettext.GNUTranslations | None:
    """The language's .mo (when at least as new as its .po), else its .po compiled in memory."""
    po = po_path(language, domain)
    mo = po.with_suffix(".mo")
    try:
        if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
            with mo.open("rb") as handle:
                return gettext.GNUTranslations(handle)
        if po.is_file():
            from timetravel.catalogues import mo_bytes, read_po

            return gettext.GNUTranslations(io.BytesIO(mo_bytes(*read_po(po))))
    except (OSError, ValueError, SyntaxError):
        return None
    return None


def reload_catalogues() -> None:
    """Read the catalogues again (after build/translations.py wrote them, or in tests)."""
    global _generation
    _translations.cache_clear()
    _generation += 1


def untranslated() -> list[str]:
    """The messages shown untranslated since the start (or the last `forget_untranslated`)."""
    return list(_untranslated)


def forget_untranslated() -> None:
    _untranslated.clear()


# --- the functions ------------------------------------------------------------------------------
def _format(text: str, values: Mapping[str, object]) -> str:
    if not values:
        return text
    done = text.format(**values)
    return korean_particles(done) if _language == KOREAN else done


def t(text: str, /, **values: object) -> str:
    """`text` (an English template, the msgid) in the current language, `values` put in."""
    if _language == ENGLISH or not text:
        return _format(text, values)
    return _format(_translations(_language).gettext(text), values)


def pt(context: str, text: str, /, **values: object) -> str:
    """`t` for a word with two meanings: the context tells translators which one ("door", "state")."""
    if _language == ENGLISH:
        return _format(text, values)
    return _format(_translations(_language).pgettext(context, text), values)


def nt(one: str, many: str, count: int, /, **values: object) -> str:
    """The form of a counted message for `count` in the current language (ngettext). The values get
    `count` (digits) besides the caller's own ({n}, usually the count in words)."""
    template = (
        (one if count == 1 else many)
        if _language == ENGLISH
        else _translations(_language).ngettext(one, many, count)
    )
    return _format(template, {"count": count, **values})


def counted_forms(one: str, many: str) -> None:
    """Remember that `one` and `many` are the forms of one counted message (plural.said_counted), so an
    event keyed by either is re-worded by `nt` in any language."""
    _counted[one] = _counted[many] = (one, many)


def counted_pair(text: str) -> tuple[str, str] | None:
    """The two forms of the counted message `text` is one of (None: not a counted message known here)."""
    return _counted.get(text)


def say(text: str, values: Mapping[str, object]) -> str:
    """An event's words: its key `text` with its values, counted messages through `nt`."""
    forms = _counted.get(text)
    count = values.get("n")
    if forms is not None and isinstance(count, SupportsIndex):
        return nt(forms[0], forms[1], operator.index(count), **values)
    return t(text, **values)


def N_(text: str) -> str:  # noqa: N802 - gettext's name for "extract this, translate it later"
    """Marks a message for extraction where it is written; it is translated where it is shown."""
    return text


def NP_(context: str, text: str) -> str:  # noqa: N802
    """`N_` for a message with a context (it is then shown through `pt(context, text)`)."""
    return text


def NT_(one: str, many: str) -> tuple[str, str]:  # noqa: N802
    """`N_` for the two forms of a counted message (shown through `nt(one, many, count)`)."""
    return one, many


# --- seats --------------------------------------------------------------------------------------
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
