"""Game-log sentences for a card moving in Time Division.

The log is read by both seats, so a sentence names a card only when the caller says every seat may
know it; otherwise it speaks of "a card". Seats are written "Player N" (the UI puts names in).
"""

from __future__ import annotations

_PLACES = {
    "past": "The Past",
    "independent": "the Independent Stack",
    "deck": "the draw stacks",
    "temp": "Temporary Space",
    "front": "draft pile",
    "hand": "hand",
    "decision": "Decision Space",
    "influence": "Influence Area",
}
_OPEN_KINDS = ("decision", "influence", "past")  # where a card normally lies face up


def _player(owner: str) -> str:
    return f"Player {int(owner) + 1}"


def place(zone: str) -> str:
    """A zone in a sentence: "The Past", "Player 2's Influence Area"."""
    kind, _, owner = zone.partition(":")
    return f"{_player(owner)}'s {_PLACES[kind]}" if owner else _PLACES[kind]


def move_text(name: str | None, source: str, target: str, face_down: bool = False) -> str:
    """How the log tells a card going from `source` to `target`; `name` None keeps the card unnamed."""
    card = name or "a card"
    src, _, src_owner = source.partition(":")
    dst, _, dst_owner = target.partition(":")
    down = " face down" if face_down and dst in _OPEN_KINDS else ""
    if src == "deck" and dst == "temp":
        return f"{_player(dst_owner)} draws {card} onto their Temporary Space"
    if src == "temp" and dst == "front":
        if src_owner == dst_owner:
            return f"{_player(src_owner)} keeps {card}"
        return f"{_player(src_owner)} passes {card} to {_player(dst_owner)}" + ("" if name else " face down")
    if src_owner and src_owner == dst_owner:  # within one player's own side
        if (src, dst) == ("hand", "decision"):
            return f"{_player(src_owner)} plays {card}{down}"
        if (src, dst) == ("decision", "influence"):
            return f"{_capital(card)} joins {place(target)}{down}"
        return f"{_player(src_owner)} moves {card} from their {_PLACES[src]} to their {_PLACES[dst]}{down}"
    if src in ("temp", "hand") and src_owner and not dst_owner:
        where = "into The Past" if dst == "past" else f"on {_PLACES[dst]}"
        mine = "" if src == "temp" else f" from their {_PLACES[src]}"
        return f"{_player(src_owner)} puts {card}{mine} {where}"
    if dst == "hand" and not src_owner:
        return f"{_player(dst_owner)} takes {card} from {place(source)} into their hand"
    return f"{_capital(card)} goes from {place(source)} to {place(target)}{down}"


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
