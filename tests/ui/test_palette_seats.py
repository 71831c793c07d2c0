"""Seat colours in menus and results must not contradict Time Division's blue-you, red-rival table."""

from __future__ import annotations

import math

import pytest

from timetravel.ui.boards.division.theme import side_colour
from timetravel.ui.palette import SEAT_SHAPES, Palette


@pytest.mark.parametrize("colour_blind", [False, True])
def test_the_first_two_seats_are_far_from_the_division_sides(colour_blind: bool) -> None:
    palette = Palette(colour_blind=colour_blind)
    sides = [side_colour(side, palette) for side in ("blue", "red")]
    for seat in (0, 1):
        colour = palette.seat_colour(seat)
        nearest = min(math.dist(colour, side) for side in sides)
        assert nearest > 100, (seat, colour, nearest)


@pytest.mark.parametrize("colour_blind", [False, True])
def test_every_seat_keeps_its_own_colour(colour_blind: bool) -> None:
    palette = Palette(colour_blind=colour_blind)
    colours = [palette.seat_colour(s) for s in range(len(SEAT_SHAPES))]
    assert len(set(colours)) == len(colours)
    assert min(math.dist(a, b) for i, a in enumerate(colours) for b in colours[i + 1 :]) > 40
