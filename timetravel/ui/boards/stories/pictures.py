"""T.I.M.E Stories' components for its rules (ui/boards/kit/pictures.py), painted by the board's art:
a location's cards with agents and a test's shields, a host card, the shields, the dice, the cards'
symbols and seals, and the table, as the board shows them in the first minutes of Venice."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from timetravel.engine.state import GameState
from timetravel.ui.boards.kit.pictures import Painter, board_snapshot, cut, sample_match, side_by_side
from timetravel.ui.boards.stories import icons
from timetravel.ui.boards.stories.director import CAPTAIN_DIE
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette
from timetravel.ui.widgets.dice import die_face

SHIELDS = ("normal", "skull", "time", "life", "special")


def _first_look(state: GameState) -> str | None:
    """The sample run: explore the first place, the agents on two different cards, spend a TU."""
    legal = [str(a) for a in state.legal_actions()]
    wanted = {"arrive": "explore", "round": "spend"}.get(getattr(state, "stage", ""))
    if wanted in legal:
        return wanted
    places = [a for a in legal if a.startswith("place:")]
    return places[min(state.to_act(), len(places) - 1)] if places else None


@lru_cache(maxsize=2)  # the table is cut into several pictures: played and drawn once
def _at_work(fonts: Fonts, palette: Palette) -> tuple[pygame.Surface, Any]:
    match = sample_match("stories", 2, choose=_first_look, until=lambda s: getattr(s, "stage", "") == "act")
    return board_snapshot(match, fonts, palette)


def _location(fonts: Fonts, palette: Palette) -> pygame.Surface:
    surface, board = _at_work(fonts, palette)
    layout = board.layout
    top = layout.pawns_y - 20
    area = pygame.Rect(layout.panorama.rect.x, top, layout.panorama.rect.w, layout.shields_y + 18 - top)
    return cut(surface, area, 6)


def _table(fonts: Fonts, palette: Palette) -> pygame.Surface:
    return _at_work(fonts, palette)[0]


def _host(fonts: Fonts, palette: Palette) -> pygame.Surface:
    surface, board = board_snapshot(sample_match("stories", 2, most=0), fonts, palette)
    return side_by_side(*(cut(surface, rect) for rect in board.layout.hosts_choice[:2]))


def _canvas(width: int, height: int) -> pygame.Surface:
    return pygame.Surface((width, height), pygame.SRCALPHA)


def _shields(fonts: Fonts, palette: Palette) -> pygame.Surface:
    out = _canvas(len(SHIELDS) * 64, 64)
    for i, kind in enumerate(SHIELDS):
        icons.shield(out, kind, (32 + 64 * i, 28), 22)
    return out


def _dice(fonts: Fonts, palette: Palette) -> pygame.Surface:
    faces = [icons.action_die(face, 50) for face in ("blank", "skull", "hit", "double")]
    return side_by_side(*faces, die_face(2, 50, CAPTAIN_DIE, fonts), gap=10)


def _symbols(fonts: Fonts, palette: Palette) -> pygame.Surface:
    out = _canvas(5 * 56, 48)
    for i, kind in enumerate(("no_entry", "must_enter", "now_or_never")):
        icons.symbol(out, kind, (28 + 56 * i, 24), 18)
    icons.seal(out, (28 + 56 * 3, 24), 17, False)
    icons.seal(out, (28 + 56 * 4, 24), 17, True)
    return out


PICTURES: dict[str, Painter] = {
    "location": _location,
    "host": _host,
    "shields": _shields,
    "dice": _dice,
    "symbols": _symbols,
    "table": _table,
}
