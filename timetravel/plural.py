"""Counted words that read as sentences: "three cards", "one Rocket", never "3 card(s)".

A counted message is written as its two English forms (`one`, `many`), each with {n}, the count in
words ("three"). Both forms are one gettext plural message (msgid and msgid_plural), so each language
gives as many forms as it has (Spanish two: "{n} carta"/"{n} cartas"; Korean one) and may write the
count in words, {n} ("tres cartas"), or in digits, {count} ("카드 {count}장"). The number words are
messages too, in the context "count" (Spanish "tres"), so "no" as a count never meets a "No" button.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from timetravel.i18n import NP_, counted_forms, nt, pt

if TYPE_CHECKING:
    from timetravel.engine.events import Said

_NUMBERS = (
    NP_("count", "no"),
    NP_("count", "one"),
    NP_("count", "two"),
    NP_("count", "three"),
    NP_("count", "four"),
    NP_("count", "five"),
    NP_("count", "six"),
    NP_("count", "seven"),
    NP_("count", "eight"),
    NP_("count", "nine"),
    NP_("count", "ten"),
    NP_("count", "eleven"),
    NP_("count", "twelve"),
)
COUNT_CONTEXT = "count"  # the context the number words are written with above


def number_word(n: int) -> str:
    """Small numbers in words (zero is "no", as in "no cards"), larger ones in digits."""
    return pt(COUNT_CONTEXT, _NUMBERS[n]) if 0 <= n < len(_NUMBERS) else str(n)


def counted(n: int, one: str, many: str, **values: object) -> str:
    """`one` or `many` (each with an {n} placeholder) for a count of n, in the language's own plural
    form, the count in words ({n}) or digits ({count})."""
    return nt(one, many, n, n=number_word(n), **values)


@dataclass(frozen=True, slots=True)
class Number:
    """A count as a sentence's parameter: in words in the language of the moment it is shown."""

    n: int

    def __index__(self) -> int:
        return self.n

    def __format__(self, spec: str) -> str:
        return format(number_word(self.n), spec)


def said_counted(n: int, one: str, many: str, **values: object) -> Said:
    """An event's words for a count: `counted`, but put into words only when shown."""
    from timetravel.engine.events import said

    counted_forms(one, many)
    return said(one if n == 1 else many, n=Number(n), **values)


def sentence_subject(template: str, text: str, **fixed: object) -> str | None:
    """The words standing for {player} when `text` is `template` (translated, with the `fixed`
    values put in) said of someone; None when `text` is another sentence."""
    from timetravel.i18n import t

    head, _, tail = t(template, player="\x00", **fixed).partition("\x00")
    if len(text) <= len(head) + len(tail) or not (text.startswith(head) and text.endswith(tail)):
        return None
    return text[len(head) : len(text) - len(tail)]
