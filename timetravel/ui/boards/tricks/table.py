"""Time Tricks' table: the layout fitted to the board, and the still table painted from the viewer's
typed view with its click targets (the kit's Target). The viewer sits at the bottom; the other seats
sit across the top in turn order, each with its trick slot in the row between."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from timetravel.engine.actions import Action
from timetravel.engine.state import CHANCE
from timetravel.games.tricks.content import HAND_SIZE
from timetravel.games.tricks.view import TricksView
from timetravel.ui import draw
from timetravel.ui.boards.kit.targets import ActionIndex, Target
from timetravel.ui.boards.tricks import words
from timetravel.ui.boards.tricks.cards import CardArt
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette

HAND_CARD = (96, 134)
BACK_CARD = (58, 82)
SLOT_CARD = (90, 126)
GAP = 12
TAKING = (255, 214, 90)


@dataclass(frozen=True)
class Layout:
    """Rects in the board's own pixels, by place: 0 is the viewer, then the others in turn order."""

    size: tuple[int, int]
    hands: tuple[tuple[pygame.Rect, ...], ...]  # each place's card spots
    labels: tuple[pygame.Rect, ...]  # each place's name and tricks
    slots: tuple[pygame.Rect, ...]  # each place's card in the trick
    heading: pygame.Rect
    deck: pygame.Rect  # where the undealt cards lie while chance deals


def _row(count: int, size: tuple[int, int], centre_x: int, top: int) -> tuple[pygame.Rect, ...]:
    width = count * size[0] + (count - 1) * GAP
    left = centre_x - width // 2
    return tuple(pygame.Rect(left + i * (size[0] + GAP), top, *size) for i in range(count))


def compute(size: tuple[int, int], seats: int) -> Layout:
    w, h = size
    others = seats - 1
    hands = [_row(HAND_SIZE, HAND_CARD, w // 2, h - HAND_CARD[1] - 20)]
    labels = [pygame.Rect(0, h - HAND_CARD[1] - 52, w, 28)]
    for i in range(others):
        centre = w * (i + 1) // (others + 1)
        hands.append(_row(HAND_SIZE, BACK_CARD, centre, 48))
        labels.append(pygame.Rect(centre - 150, 14, 300, 28))
    slots = _row(seats, SLOT_CARD, w // 2, h // 2 - SLOT_CARD[1] // 2 + 4)
    heading = pygame.Rect(0, slots[0].y - 34, w, 26)
    deck = pygame.Rect(slots[0].x - SLOT_CARD[0] - 3 * GAP, slots[0].y, *SLOT_CARD)
    return Layout(size, tuple(hands), tuple(labels), slots, heading, deck)


def seat_at(view: TricksView, place: int) -> int:
    return (view.seat + place) % view.seats


def place_of(view: TricksView, seat: int) -> int:
    return (seat - view.seat) % view.seats


class TableRenderer:
    def __init__(self, art: CardArt, fonts: Fonts, palette: Palette, names: list[str]) -> None:
        self.art, self.fonts, self.palette, self.names = art, fonts, palette, names

    def render(
        self,
        view: TricksView,
        layout: Layout,
        legal: list[Action],
        action_words: Callable[[Action], str],
        hidden: frozenset[Hashable],
    ) -> tuple[pygame.Surface, list[Target]]:
        """The still table and its targets (in the board's own pixels)."""
        surface = draw.vertical_gradient(
            layout.size, (24, 52, 44), (10, 26, 22)
        ).copy()  # cached: keep it clean
        index = ActionIndex(legal, action_words)
        targets: list[Target] = []
        heading = self.fonts.render(words.trick_heading(), 16, self.palette.muted, True)
        surface.blit(heading, heading.get_rect(center=layout.heading.center))
        if view.acting == CHANCE:  # the deal: the deck lies beside the trick
            surface.blit(self.art.back(layout.deck.size), layout.deck)
        for place in range(view.seats):
            seat = seat_at(view, place)
            self._label(surface, view, seat, layout.labels[place])
            if place == 0:
                targets += self._own_hand(surface, view, layout.hands[0], index)
            else:
                targets += self._hidden_hand(surface, view, seat, layout.hands[place])
            targets += self._slot(surface, view, seat, layout.slots[place], hidden)
        return surface, targets

    def _label(self, surface: pygame.Surface, view: TricksView, seat: int, rect: pygame.Rect) -> None:
        colour = self.palette.seat_colour(seat)
        text = self.fonts.render(words.seat_label(self.names[seat], view.tricks[seat]), 18, colour, True)
        spot = surface.blit(text, text.get_rect(center=rect.center))
        marker = (spot.x - 18, spot.centery)
        draw.seat_marker(surface, marker, seat, self.palette, self.fonts, 10)
        if view.acting == seat:  # a ring round the marker of whoever acts now
            pygame.draw.circle(surface, TAKING, marker, 15, 2)

    def _own_hand(
        self, surface: pygame.Surface, view: TricksView, spots: tuple[pygame.Rect, ...], index: ActionIndex
    ) -> list[Target]:
        targets = []
        for rank, spot in zip(view.hand, spots, strict=False):
            surface.blit(self.art.face(rank, spot.size), spot)
            action = index.get("play", rank)
            click = index.words(action) if action is not None else None
            targets.append(Target(spot, action, tip=words.card_tip(rank, click)))
        return targets

    def _hidden_hand(
        self, surface: pygame.Surface, view: TricksView, seat: int, spots: tuple[pygame.Rect, ...]
    ) -> list[Target]:
        size = view.hand_sizes[seat]
        for spot in spots[:size]:
            surface.blit(self.art.back(spot.size), spot)
        if not size:
            return []
        area = spots[0].union(spots[size - 1])
        return [Target(area, tip=words.hidden_hand_tip(self.names[seat], size))]

    def _slot(
        self,
        surface: pygame.Surface,
        view: TricksView,
        seat: int,
        spot: pygame.Rect,
        hidden: frozenset[Hashable],
    ) -> list[Target]:
        rank = view.table[seat]
        if rank is None or ("table", seat) in hidden:
            pygame.draw.rect(surface, self.palette.border, spot, 2, border_radius=8)
            return []
        surface.blit(self.art.face(rank, spot.size), spot)
        taking = view.taking == seat
        if taking:
            pygame.draw.rect(surface, TAKING, spot.inflate(8, 8), 3, border_radius=10)
        return [Target(spot, tip=words.card_tip(rank, None, taking))]
