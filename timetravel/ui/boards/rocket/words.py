"""What the large card view says about a Time Machine Rocket card: its category, points and period,
and the action it brings when recruited straight from the Game Area, in words (the card's own note
is printed on its face)."""

from __future__ import annotations

from timetravel.games.rocket.content import PERIODS, ROCKET_VALUE, VORTEX, Deck
from timetravel.games.rocket.words import category_name
from timetravel.i18n import NT_, t
from timetravel.plural import counted
from timetravel.ui.widgets.card_zoom import ZoomContent

_ACTIONS = {
    "humanitarian": NT_("Take one opposing character worth {n} point or less into your team.",
                     "Take one opposing character worth {n} points or less into your team."),
    "military": NT_("Discard opposing characters worth {n} point in all.",
                 "Discard opposing characters worth {n} points in all."),
    "creative": NT_("Look at the top card of the pile where your turn stopped; take it if you like.",
                 "Look at the top {n} cards of the pile where your turn stopped; take one, and put "
                 "the others back in the order you choose."),
    "scientist": NT_("Take {n} Rocket from the Rocket pile.", "Take {n} Rockets from the Rocket pile."),
    "explorer": NT_("Look at the top card of the discard pile; take it if you like.",
                 "Look at the top {n} cards of the discard pile; take as many as you like."),
}  # fmt: skip


def card_words(deck: Deck, card: str) -> ZoomContent:
    character = deck.characters.get(card)
    if character is not None:
        period = deck.period_name(PERIODS.index(character.period))
        points = counted(character.points, "{n} point", "{n} points")
        facts = (t("{category}, {points}", category=category_name(character.category), points=points), period)
        action = counted(character.points, *_ACTIONS[character.category])
        words = (t("When recruited straight from the Game Area: {action}", action=action),)
        return ZoomContent(character.name, facts, words)
    if card == VORTEX:
        words = (t("Revealed from a pile, it ends your turn on the spot."),)
        return ZoomContent(t("Vortex"), (), words)
    value = ROCKET_VALUE.get(card, 1)
    words = (counted(value, "Spent before your first reveal, it starts your turn {n} period further in the past.",
                     "Spent before your first reveal, it starts your turn {n} periods further in the past."),)  # fmt: skip
    return ZoomContent(t(deck.card_name(card)), (), words)
