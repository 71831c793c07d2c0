"""Time Arena's components for its rules (ui/boards/kit/pictures.py), painted by the board's art:
fighter tokens and cards, the Gates with their hourglasses, a Totem, the charge wheel, the fight die
and the whole arena, as the board shows them in a sample game."""

from __future__ import annotations

from functools import lru_cache

import pygame

from timetravel.engine.state import GameState
from timetravel.ui.boards.arena.art import ArenaArt
from timetravel.ui.boards.arena.layout import Layout
from timetravel.ui.boards.arena.table import DIE_STYLE
from timetravel.ui.boards.kit.pictures import Painter, board_snapshot, cut, sample_match, side_by_side
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette
from timetravel.ui.widgets.dice import die_face

# a first turn of the full game: White calls two fighters in, the Boxer walks up
OPENING = ("summon:boxer,c2", "move:boxer,c4", "summon:druid,f2")


def _opening(state: GameState) -> str | None:
    """The sample game's choices: the draft's first free fighters, then the opening above."""
    played = {str(a) for a in state.legal_actions()}
    for action in OPENING:
        if action in played:
            return action
    return None


@lru_cache(maxsize=2)  # the table is cut into several pictures: played and drawn once
def _table(fonts: Fonts, palette: Palette) -> tuple[pygame.Surface, Layout]:
    """The sample game's table as the board draws it, and the layout saying where each thing is."""
    match = sample_match("arena", 2, {"mode": "full"}, choose=_opening,
                         until=lambda s: getattr(s, "stage", "") == "play" and not (
                             {str(a) for a in s.legal_actions()} & set(OPENING)))  # fmt: skip
    surface, board = board_snapshot(match, fonts, palette)
    layout = board.layout
    if not isinstance(layout, Layout):
        raise TypeError("the arena board drew no table")
    return surface, layout


def _arena(fonts: Fonts, palette: Palette) -> pygame.Surface:
    surface, _ = _table(fonts, palette)
    return surface


def _wheel(fonts: Fonts, palette: Palette) -> pygame.Surface:
    surface, layout = _table(fonts, palette)
    return cut(surface, layout.sides[0].wheel)


def _totem(fonts: Fonts, palette: Palette) -> pygame.Surface:
    surface, layout = _table(fonts, palette)
    panel = layout.sides[0]
    return cut(surface, panel.totem.unionall(list(panel.energy)), 4)


def _gates(fonts: Fonts, palette: Palette) -> pygame.Surface:
    """White's four Gates as the board shows them: two fighters called in, two still waiting."""
    surface, layout = _table(fonts, palette)
    gates = layout.sides[0].gates
    return cut(surface, gates[0].unionall(list(gates)))


def _fighters(fonts: Fonts, palette: Palette) -> pygame.Surface:
    art = ArenaArt(fonts)
    return side_by_side(art.token("boxer", 0, 76), art.token("wildling", 1, 76), art.token("sniper", 0, 76))


def _card(fonts: Fonts, palette: Palette) -> pygame.Surface:
    art = ArenaArt(fonts)
    return side_by_side(*(art.card(f, (128, 160)) for f in ("centurion", "twins")))


def _die(fonts: Fonts, palette: Palette) -> pygame.Surface:
    faces = ("KO", "miss", 0, 1, 1, 2)
    return side_by_side(*(die_face(face, 50, DIE_STYLE, fonts) for face in faces), gap=10)


PICTURES: dict[str, Painter] = {
    "arena": _arena,
    "fighters": _fighters,
    "card": _card,
    "gates": _gates,
    "totem": _totem,
    "wheel": _wheel,
    "die": _die,
}
