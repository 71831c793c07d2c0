"""Seat names in engine texts.

Engines know seats, not people: their event texts say "Player 2". The UI shows the name the
person chose for that seat instead, so the log and the side panel speak about the same people.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_PLAYER = re.compile(r"\b[Pp]layer (\d+)\b")


def with_seat_names(text: str, names: Sequence[str]) -> str:
    def name(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return names[index] if 0 <= index < len(names) else match.group(0)

    return _PLAYER.sub(name, text)
