"""The words Time Tricks' board shows beside the game's own (games/tricks/words.py): labels and tooltips."""

from __future__ import annotations

from timetravel.games.tricks.words import card_words
from timetravel.i18n import t
from timetravel.plural import counted


def seat_label(name: str, tricks: int) -> str:
    return counted(tricks, "{name}: {n} trick", "{name}: {n} tricks", name=name)


def trick_heading() -> str:
    return t("The trick")


def card_tip(rank: int, click: str | None, taking: bool = False) -> str:
    """A card's tooltip: the card, whether it takes the trick so far, and what a click does."""
    said = card_words(rank)
    lines = [said[:1].upper() + said[1:]]  # "The Hourglass (4)", its name as written
    if taking:
        lines.append(t("It takes the trick so far."))
    if click:
        lines.append(t("Click: {action}", action=click))
    return "\n".join(lines)


def hidden_hand_tip(name: str, size: int) -> str:
    return counted(size, "{name} holds {n} card.", "{name} holds {n} cards.", name=name)
