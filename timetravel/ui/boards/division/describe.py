"""A card's effect in words, built from the same rows the icons are drawn from (for tooltips)."""

from __future__ import annotations

from timetravel.games.division.content import Card, Modified, Place, Row
from timetravel.i18n import N_, t

_LOCATION = {
    "past": N_("The Past"),
    "independent": N_("the Independent Stack"),
    "decision": N_("Decision Space"),
    "temporary": N_("Temporary Space"),
    "influence": N_("Influence Area"),
    "hand": N_("hand"),
}
_OWNER = {  # whose place: a phrase around the place's name (word order is the language's)
    "blue": N_("your {place}"),
    "red": N_("your rival's {place}"),
    "any": N_("either player's {place}"),
    "orange": N_("the orange player's {place}"),
}
_SPEC = {
    "single": N_("the card"),
    "chosen": N_("a card of your choice"),
    "random": N_("a random card"),
    "lowest": N_("the lowest card"),
    "highest": N_("the highest card"),
    "rotated": N_("a rotated card"),
}
_CONDITION = {
    "most_cards": N_("the player with the most cards in their Influence Area"),
    "fewest_cards": N_("the player with the fewest cards in their Influence Area"),
    "highest_total": N_("the player with the highest total influence"),
    "lowest_total": N_("the player with the lowest total influence"),
    "highest_card": N_("the player with the highest card in their Influence Area"),
}


def place_words(place: Place) -> str:
    where = t(_LOCATION[place.location])
    if place.side is not None:
        where = t(_OWNER[place.side], place=where)
    return where


def card_words(place: Place) -> str:
    if place.spec == "value":
        return t("a {n}-influence card", n=place.value)
    return t(_SPEC[place.spec])


def row_sentence(row: Row) -> str:
    """One row as a sentence: what is taken from where, and what happens to it."""
    parts: list[str] = []
    for verb in row.actions:
        if verb == "move" and row.to is not None:
            parts.append(t("move it to {place}", place=place_words(row.to)))
        elif verb == "exchange" and row.to is not None:
            parts.append(
                t("swap it for {card} from {place}", card=card_words(row.to), place=place_words(row.to))
            )
        elif verb == "trigger":
            parts.append(t("trigger its effect"))
        elif verb == "rotate":
            parts.append(t("turn it around"))
        elif verb == "no_trigger":
            parts.append(t("it cannot be triggered this round"))
        elif verb == "coin":
            parts.append(t("take the coin"))
        elif verb == "simultaneous":
            parts.append(t("both players play their next cards at the same time"))
    done = ", then ".join(parts)
    if row.take is None:
        return done[:1].upper() + done[1:] + "."
    take = t("Take {card} from {place}", card=card_words(row.take), place=place_words(row.take))
    return f"{take}: {done}."


def modified_sentence(mod: Modified) -> str:
    if mod.spec == "neighbours":
        return t("When turned, worth {n} plus the base values of the cards beside it.", n=mod.n)
    # whose Influence Area, a phrase around the place's name (word order is the language's)
    whose = {"blue": _OWNER["blue"], "red": _OWNER["red"], "self": _OWNER["blue"]}.get(mod.side)
    area = t(whose, place=t("Influence Area")) if whose else t("both Influence Areas")
    if mod.spec == "highest":
        return t("When turned, worth {n} plus the highest card in {area}.", n=mod.n, area=area)
    counted = t("rotated cards") if mod.spec == "all_rotated" else t("cards")
    return t("When turned, worth {n} for each of the {what} in {area}.", n=mod.n, what=counted, area=area)


def effect_sentences(card: Card) -> list[str]:
    lines: list[str] = []
    if card.check is not None:
        lines.append(
            t("Check: {who} is orange and resolves the effect.", who=t(_CONDITION[card.check.condition]))
        )
    lines += [row_sentence(row) for row in card.effect]
    if card.delayed is not None:
        when = (
            t("next round before the cards are played")
            if card.delayed.timing == "before_play"
            else t("next round after the coin moves")
        )
        lines.append(
            t("Delayed, {when}:", when=when) + " " + " ".join(row_sentence(r) for r in card.delayed.rows)
        )
    if card.modified is not None:
        lines.append(modified_sentence(card.modified))
    if card.ignore:
        lines.append(t("Other cards' effects ignore this card."))
    if card.traveler:
        lines.append(t("Time Traveler: 1 VP in a campaign while upright."))
    if not lines:
        lines.append(t("No effect."))
    return lines


def card_tooltip(card: Card) -> str:
    head = t("{name} (influence {value})", name=t(card.name), value=card.value)
    return "\n".join([head, t(card.tooltip), *effect_sentences(card)])
