"""The seats of a table shared across computers, one band a seat: its marker, its name and what
it is now (free, taken, an AI...). The join screen and the host's lobby both list them so."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette, mix

SEAT_H = 58  # a band's height with the gap below it
BAND_W = 660


def draw_seat_rows(
    surface: pygame.Surface,
    fonts: Fonts,
    pal: Palette,
    top_left: tuple[int, int],
    rows: Sequence[tuple[int, str, str]],
    *,
    name_w: int,
    words_x: int,
) -> None:
    """A "Seats" heading above `top_left`, then a band for each (seat, name, words); the words start
    `words_x` into the band and end before the band's button column."""
    x, top = top_left
    surface.blit(fonts.render(t("Seats"), 20, pal.text, True), (x, top - 36))
    for row, (seat, name, words) in enumerate(rows):
        colour = pal.seat_colour(seat)
        band = pygame.Rect(x, top + row * SEAT_H, BAND_W, SEAT_H - 6)
        pygame.draw.rect(surface, mix(pal.panel, colour, 0.16), band, border_radius=10)
        pygame.draw.rect(surface, colour, (band.x, band.y, 5, band.h), border_radius=3)
        draw.seat_marker(surface, (band.x + 28, band.centery), seat, pal, fonts, r=14)
        shown = fonts.fit(name, 18, name_w, True)
        surface.blit(fonts.render(shown, 18, pal.text, True), (band.x + 54, band.y + 14))
        said = fonts.fit(words, 15, 470 - words_x)
        surface.blit(fonts.render(said, 15, pal.muted), (band.x + words_x, band.y + 17))
