"""Rocket's log lines said several times in a row, as one counted sentence ("Nova takes two
Rockets", "Ann looks at three cards"), never "(two times)"."""

from __future__ import annotations

from timetravel.plural import counted, sentence_subject

_LOOK = "{player} looks at a card"
_TAKE = "{player} takes a {card}"
_ROCKETS = {  # the Rocket pile's card names, one and many
    "Rocket": ("{player} takes {n} Rocket", "{player} takes {n} Rockets"),
    "2X Rocket": ("{player} takes {n} 2X Rocket", "{player} takes {n} 2X Rockets"),
}


def repeated(text: str, count: int) -> str | None:
    player = sentence_subject(_LOOK, text)
    if player is not None:
        return counted(count, "{player} looks at {n} card", "{player} looks at {n} cards", player=player)
    for card, (one, many) in _ROCKETS.items():
        player = sentence_subject(_TAKE, text, card=card)
        if player is not None:
            return counted(count, one, many, player=player)
    return None
