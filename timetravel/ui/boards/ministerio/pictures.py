"""El Ministerio's components for its rules (ui/boards/kit/pictures.py), painted by the board's art:
a card, doors of the staircase, enemy tiles, a protagonist, a mission, an office tile and the dice."""

from __future__ import annotations

import pygame

from timetravel.engine.state import GameState
from timetravel.games.ministerio.content import content
from timetravel.ui.boards.kit.caches import SurfaceCache
from timetravel.ui.boards.kit.pictures import Painter, board_snapshot, sample_match, side_by_side
from timetravel.ui.boards.ministerio.cards import shared_art
from timetravel.ui.boards.ministerio.table import DOOR_PAD, TableRenderer
from timetravel.ui.boards.ministerio.theme import WOOD, WOOD_LIGHT
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette
from timetravel.ui.widgets.dice import D6, die_face

CARD_SIZE = (112, 160)  # twice the board's card: its art scales with the height
DOOR_SIZE = (54, 69)  # one and a half times the board's door


def _card(fonts: Fonts, palette: Palette) -> pygame.Surface:
    cards = content().cards.values()
    card = next(c for c in cards if c.category == "character" and c.effect is None)
    other = next(c for c in cards if c.category == "object")
    return side_by_side(
        shared_art(fonts).card(card.id, CARD_SIZE), shared_art(fonts).card(other.id, CARD_SIZE)
    )


def _doors(fonts: Fonts, palette: Palette) -> pygame.Surface:
    table = TableRenderer(shared_art(fonts), fonts, palette, [], SurfaceCache())
    doors = content().doors
    plain = next(d for d in doors if d.colour is None)
    coloured = [next(d for d in doors if d.colour == colour) for colour in ("blue", "red", "green")]
    images = [table.door_picture(DOOR_SIZE, plain.year, None, WOOD_LIGHT)]
    images += [table.door_picture(DOOR_SIZE, d.year, d.colour, WOOD) for d in coloured]
    return side_by_side(*images, gap=14 - 2 * DOOR_PAD)


def _enemies(fonts: Fonts, palette: Palette) -> pygame.Surface:
    art, enemies = shared_art(fonts), content().enemies.values()
    # the shortest names, which the tile shows whole
    common = min(
        (e for e in enemies if e.kind == "common" and e.colour is not None), key=lambda e: len(e.name)
    )
    special = min((e for e in enemies if e.kind == "special"), key=lambda e: len(e.name))
    return side_by_side(
        art.tile_back((64, 64)), art.tile(common.id, (64, 64)), art.tile(special.id, (64, 64))
    )


def _agent(fonts: Fonts, palette: Palette) -> pygame.Surface:
    return shared_art(fonts).protagonist("amelia", (170, 220))


def _mission(fonts: Fonts, palette: Palette) -> pygame.Surface:
    return shared_art(fonts).mission(next(iter(content().missions)), (110, 154))


def _office(fonts: Fonts, palette: Palette) -> pygame.Surface:
    art = shared_art(fonts)
    return side_by_side(*(art.office(tile, (130, 74)) for tile in content().office))


def _dice(fonts: Fonts, palette: Palette) -> pygame.Surface:
    return side_by_side(die_face(1, 56, D6, fonts), die_face(6, 56, D6, fonts))


def _spread_out(state: GameState) -> str | None:
    """The sample game's choices: the agents start on different coloured doors."""
    legal = [str(a) for a in state.legal_actions()]
    starts = [a for a in legal if a.startswith("start:")]
    return starts[(2 * state.to_act()) % len(starts)] if starts else None


def _table(fonts: Fonts, palette: Palette) -> pygame.Surface:
    """Three agents on the staircase, the first one's dice just rolled."""
    match = sample_match("ministerio", 3, choose=_spread_out,
                         until=lambda s: getattr(s, "stage", "") == "die" and s.to_act() == 0)  # fmt: skip
    return board_snapshot(match, fonts, palette)[0]


PICTURES: dict[str, Painter] = {
    "table": _table,
    "card": _card,
    "doors": _doors,
    "enemies": _enemies,
    "agent": _agent,
    "mission": _mission,
    "office": _office,
    "dice": _dice,
}
