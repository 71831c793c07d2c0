"""The pseudo-language `xx`: every extracted message accented, about 40% longer and bracketed.

"[Ƥàšš ţö {name} ~~~~]" reads as English yet shows three faults at a glance: text that never went
through the catalogues stays plain (not extracted, or not translated at all), a bracket missing at either
end means the text was cut, and the padding shows whether a layout has room for longer languages.
Made in memory from assets/i18n/timetravel.pot, so it never needs a translator or a file of its own.
"""

from __future__ import annotations

import gettext
import re
from pathlib import Path

from timetravel.catalogues import CONTEXT_SEPARATOR, read_po

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
_KEEP = re.compile(r"(\{[^{}]*\}|%\([a-z_]+\)[sd]|\\n)")  # placeholders stay as they are
GROWTH = 0.4


def pseudo(text: str) -> str:
    """`text` accented, padded by about 40% and bracketed; placeholders untouched."""
    if not text:
        return text
    parts = _KEEP.split(text)
    out = "".join(part if _KEEP.fullmatch(part) else part.translate(_ACCENTED) for part in parts)
    letters = sum(len(part) for part in parts if not _KEEP.fullmatch(part))
    padding = "~" * max(1, round(letters * GROWTH))
    return f"[{out} {padding}]"


class PseudoTranslations(gettext.NullTranslations):
    def __init__(self, messages: dict[str, tuple[str, str | None]]) -> None:
        super().__init__()
        self._messages = messages  # key (context\x04msgid) -> (msgid, plural)

    def gettext(self, message: str) -> str:
        if message in self._messages:
            return pseudo(message)
        return super().gettext(message)

    def pgettext(self, context: str, message: str) -> str:
        if f"{context}{CONTEXT_SEPARATOR}{message}" in self._messages:
            return pseudo(message)
        return super().pgettext(context, message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        if msgid1 in self._messages:
            return pseudo(msgid1 if n == 1 else msgid2)
        return super().ngettext(msgid1, msgid2, n)


def pseudo_translations(pot: Path) -> gettext.NullTranslations:
    try:
        _, entries = read_po(pot)
    except (OSError, ValueError, SyntaxError):
        entries = []
    return PseudoTranslations({entry.key: (entry.msgid, entry.plural) for entry in entries})
