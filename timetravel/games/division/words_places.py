"""The places of Time Division in words: the one table of zone names, and the phrases that name a
zone for one reader ("your hand"), for every reader ("the hand of Ada") or in the game log."""

from __future__ import annotations

from timetravel.engine.script.messages import Msg
from timetravel.i18n import N_, Seat

# a zone's kind (the part of its name before ":") in words
ZONE_NAMES = {
    "past": N_("The Past"),
    "independent": N_("Independent Stack"),
    "deck": N_("draw stacks"),
    "temp": N_("Temporary Space"),
    "front": N_("draft pile"),
    "hand": N_("hand"),
    "decision": N_("Decision Space"),
    "influence": N_("Influence Area"),
}


def kind_name(kind: str) -> Msg:
    """A kind of zone as a noun: "hand", "Influence Area"."""
    return Msg.of(ZONE_NAMES[kind])


def neutral(kind: str) -> Msg:
    """A zone nobody owns, in a sentence: "The Past", "the Independent Stack"."""
    if kind == "past":
        return kind_name(kind)
    return Msg.of("the {place}", place=kind_name(kind))


def side_name(zone: str, seat: int) -> Msg:
    """How `seat` reads a zone in a sentence ("your hand", "your rival's Influence Area")."""
    kind, _, owner = zone.partition(":")
    if not owner:
        return neutral(kind)
    if int(owner) == seat:
        return Msg.of("your {place}", place=kind_name(kind))
    return Msg.of("your rival's {place}", place=kind_name(kind))


def zone_phrase(zone: str) -> Msg:
    """A zone as words any seat may read: "The Past", "the hand of Ada" (the seat named when shown)."""
    kind, _, owner = zone.partition(":")
    if owner:
        return Msg.of("the {place} of {player}", place=kind_name(kind), player=Seat(int(owner)))
    return neutral(kind)


def own_zone_phrase(kind: str) -> Msg:
    """One of the chooser's own zones: "their hand"."""
    return Msg.of("their {place}", place=kind_name(kind))


def log_place(zone: str) -> Msg:
    """A zone in the game log: "The Past", "Player 2's Influence Area"."""
    kind, _, owner = zone.partition(":")
    if owner:
        return Msg.of("{player}'s {place}", player=Seat(int(owner)), place=kind_name(kind))
    return neutral(kind)
