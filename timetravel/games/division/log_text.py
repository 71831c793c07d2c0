"""Game-log sentences for a card moving in Time Division.

The log is read by both seats, so a sentence names a card only when the caller says every seat may
know it; otherwise it speaks of "a card". Seats are written "Player N" (the UI puts names in).
"""

from __future__ import annotations

from timetravel.i18n import language, t
from timetravel.plural import counted, sentence_subject

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


_DRAW = "{player} draws {card} into their Temporary Space"


def _player(owner: str) -> str:
    return f"Player {int(owner) + 1}"  # a seat marker the UI replaces with the seat's name


def place(zone: str) -> str:
    """A zone in a sentence: "The Past", "Player 2's Influence Area"."""
    kind, _, owner = zone.partition(":")
    if owner:
        return t("{player}'s {place}", player=_player(owner), place=t(_PLACES[kind]))
    return t(_PLACES[kind])


_MOVE_TEXTS: dict[tuple[str | None, str, str, bool, str], str] = {}


def move_text(name: str | None, source: str, target: str, face_down: bool = False) -> str:
    """How the log tells a card going from `source` to `target`; `name` None keeps the card unnamed.
    Sentences repeat all game long: each is put into words once per language."""
    key = (name, source, target, face_down, language())
    text = _MOVE_TEXTS.get(key)
    if text is None:
        if len(_MOVE_TEXTS) > 50_000:
            _MOVE_TEXTS.clear()
        text = _MOVE_TEXTS[key] = _move_words(name, source, target, face_down)
    return text


def _move_words(name: str | None, source: str, target: str, face_down: bool) -> str:
    card = name or t("a card")
    src, _, src_owner = source.partition(":")
    dst, _, dst_owner = target.partition(":")
    down = t(" face down") if face_down and dst in _OPEN_KINDS else ""
    if src == "deck" and dst == "temp":
        return t(_DRAW, player=_player(dst_owner), card=card)
    if src == "temp" and dst == "front":
        if src_owner == dst_owner:
            return t("{player} keeps {card}", player=_player(src_owner), card=card)
        text = t(
            "{player} passes {card} to {other}",
            player=_player(src_owner),
            card=card,
            other=_player(dst_owner),
        )
        return text + ("" if name else t(" face down"))
    if src_owner and src_owner == dst_owner:  # within one player's own side
        if (src, dst) == ("hand", "decision"):
            return t("{player} plays {card}", player=_player(src_owner), card=card) + down
        if (src, dst) == ("decision", "influence"):
            return t("{card} joins {place}", card=_capital(card), place=place(target)) + down
        return t(
            "{player} moves {card} from their {source} to their {target}",
            player=_player(src_owner), card=card, source=t(_PLACES[src]), target=t(_PLACES[dst]),
        ) + down  # fmt: skip
    if src in ("temp", "hand") and src_owner and not dst_owner:
        where = t("into The Past") if dst == "past" else t("on {place}", place=t(_PLACES[dst]))
        mine = "" if src == "temp" else t(" from their {place}", place=t(_PLACES[src]))
        return t(
            "{player} puts {card}{mine} {where}", player=_player(src_owner), card=card, mine=mine, where=where
        )
    if dst == "hand" and not src_owner:
        return t(
            "{player} takes {card} from {place} into their hand",
            player=_player(dst_owner),
            card=card,
            place=place(source),
        )
    return (
        t(
            "{card} goes from {source} to {target}",
            card=_capital(card),
            source=place(source),
            target=place(target),
        )
        + down
    )


def repeated(text: str, count: int) -> str | None:
    """The same line `count` times in a row as one sentence, for the lines that repeat: the draws of
    a draft turn ("Ann draws three cards into their Temporary Space", whatever the player's name on
    screen); None for any other line."""
    player = sentence_subject(_DRAW, text, card=t("a card"))
    if player is None:
        return None
    return counted(
        count,
        "{player} draws {n} card into their Temporary Space",
        "{player} draws {n} cards into their Temporary Space",
        player=player,
    )


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
