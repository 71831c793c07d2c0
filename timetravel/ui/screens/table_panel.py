"""The panel over the board while a table shared across computers waits: the host paused it, or a
friend's connection is gone (the host's screen and a joined screen both show it)."""

from __future__ import annotations

import pygame

from timetravel.engine.match import SeatSpec
from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette
from timetravel.ui.screens.game import BOARD_RECT

PANEL_RECT = pygame.Rect(BOARD_RECT.centerx - 300, BOARD_RECT.centery - 70, 600, 140)


def draw_table_panel(surface: pygame.Surface, fonts: Fonts, pal: Palette, title: str, line: str) -> None:
    draw.panel(surface, PANEL_RECT, pal, border=pal.accent, radius=14)
    heading = fonts.render(fonts.fit(title, 26, PANEL_RECT.w - 40, True), 26, pal.text, True)
    surface.blit(heading, heading.get_rect(midtop=(PANEL_RECT.centerx, PANEL_RECT.y + 24)))
    words = fonts.render_wrapped(line, 16, pal.muted, PANEL_RECT.w - 40)
    surface.blit(words, words.get_rect(midtop=(PANEL_RECT.centerx, PANEL_RECT.y + 72)))


def waiting_title(seats: list[SeatSpec], waiting: list[int]) -> str:
    """The table waits for friends whose connection is gone: who."""
    return t("Waiting for {name} to come back", name=", ".join(seats[seat].name for seat in waiting))


def waiting_line(real_time: bool, *, host: bool = False) -> str:
    """What waiting for them means, and at the host what may be done about it."""
    if real_time:
        line = t("Their connection is lost. Every clock waits until they are back.")
    else:
        line = t("Their connection is lost. The game goes on when they are back.")
    return line + " " + t("The Table button gives their seat to an AI instead.") if host else line
