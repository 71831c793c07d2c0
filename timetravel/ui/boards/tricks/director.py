"""From a step's events to the board's animations: a card played flies from its seat's hand to its
slot in the trick (the still table leaves the slot empty until it lands), a card dealt flies face
down to its seat's hand."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from timetravel.engine.events import CardMoved, Event
from timetravel.games.tricks.view import TricksView
from timetravel.ui.boards.kit.anims import Flight
from timetravel.ui.boards.tricks.cards import CardArt
from timetravel.ui.boards.tricks.table import Layout, place_of

DEAL_S = 0.25
PLAY_S = 0.4


def animations(
    events: Sequence[Event], view: TricksView, layout: Layout, origin: tuple[int, int], art: CardArt
) -> tuple[list[Flight], list[str]]:
    """The flights showing `events` (screen pixels, the board's rect at `origin`) and their sounds."""
    flights: list[Flight] = []
    for event in events:
        if not isinstance(event, CardMoved) or event.seat is None:
            continue
        place = place_of(view, event.seat)
        hand = _union(layout.hands[place]).move(origin)
        if event.card is None:  # dealt: from the deck to the hand, face down
            image = art.back(layout.hands[place][0].size)
            flights.append(Flight(layout.deck.move(origin).center, hand.center, image, duration=DEAL_S))
        else:
            slot = layout.slots[place].move(origin)
            image = art.face(int(event.card), slot.size)
            flights.append(
                Flight(hand.center, slot.center, image, duration=PLAY_S, hides=("table", event.seat))
            )
    return flights, ["flip"] if flights else []


def _union(rects: Sequence[pygame.Rect]) -> pygame.Rect:
    return rects[0].unionall(list(rects[1:]))
