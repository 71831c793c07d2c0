"""Counted words that read as sentences: "three cards", "one Rocket", never "3 card(s)".

Both forms go through the translation function, so a language with other plural rules needs only
catalogue entries for the two forms.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from timetravel.i18n import t

if TYPE_CHECKING:
    from timetravel.engine.events import Said

_NUMBERS = (
    "no",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
)


def number_word(n: int) -> str:
    """Small numbers in words (zero is "no", as in "no cards"), larger ones in digits."""
    return t(_NUMBERS[n]) if 0 <= n < len(_NUMBERS) else str(n)


def counted(n: int, one: str, many: str, **values: object) -> str:
    """`one` or `many` (each with an {n} placeholder) for a count of n, the count in words."""
    return t(one if n == 1 else many, n=number_word(n), **values)


@dataclass(frozen=True, slots=True)
class Number:
    """A count as a sentence's parameter: in words in the language of the moment it is shown."""

    n: int

    def __format__(self, spec: str) -> str:
        return format(number_word(self.n), spec)


def said_counted(n: int, one: str, many: str, **values: object) -> Said:
    """An event's words for a count: `counted`, but put into words only when shown."""
    from timetravel.engine.events import said

    return said(one if n == 1 else many, n=Number(n), **values)


def sentence_subject(template: str, text: str, **fixed: object) -> str | None:
    """The words standing for {player} when `text` is `template` (translated, with the `fixed`
    values put in) said of someone; None when `text` is another sentence."""
    head, _, tail = t(template, player="\x00", **fixed).partition("\x00")
    if len(text) <= len(head) + len(tail) or not (text.startswith(head) and text.endswith(tail)):
        return None
    return text[len(head) : len(text) - len(tail)]
