"""Pictures of a game's components for its rules, painted by the game's own board art.

A player's rules document names a picture as `![Caption](picture:<game id>/<name>)`. A board package
with pictures keeps a `pictures.py` whose `PICTURES` maps each name to a painter: a function of the
app's fonts and palette that returns the picture, made with the same functions the board paints the
table with (never a second drawing of the same thing). This registry finds that module by the game
id, so the rules screen knows nothing of a game beyond this module.

A picture of a piece that the board paints only from a seat's view (Time Arena's charge wheel,
T.I.M.E Stories' hosts) or of the whole table is taken from the game's own board view drawing a
sample match (`sample_match`, `board_snapshot`): the board as a player sees it, cut to the piece.

A picture that cannot be painted (an unknown name, a board without pictures, a painter that fails)
is None: the rules screen shows its caption instead, never an error.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable, Mapping
from typing import Any

import pygame

from timetravel.engine.actions import Action
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import get_game
from timetravel.engine.state import CHANCE, TERMINAL, GameState
from timetravel.i18n import seat_names_of, t
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette
from timetravel.ui.sound import Sounds

Painter = Callable[[Fonts, Palette], pygame.Surface]

log = logging.getLogger(__name__)


def painters(game_id: str) -> Mapping[str, Painter]:
    """The painters a game's board package declares ({} when it has none)."""
    if not game_id.isidentifier() or game_id in ("base", "generic", "kit"):
        return {}
    module_name = f"timetravel.ui.boards.{game_id}.pictures"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name not in (module_name, f"timetravel.ui.boards.{game_id}"):
            log.warning("the pictures of %s cannot be loaded: %s", game_id, exc)
        return {}
    declared = getattr(module, "PICTURES", {})
    return declared if isinstance(declared, Mapping) else {}


def split(name: str) -> tuple[str, str]:
    """("arena", "fighter") for "arena/fighter"; ("", name) when the name names no game."""
    game_id, _, picture = name.partition("/")
    return (game_id, picture) if picture else ("", name)


_PAINTED: dict[tuple[str, int, Palette], pygame.Surface] = {}
_PAINTED_MOST = 64


def paint(name: str, fonts: Fonts, palette: Palette) -> pygame.Surface | None:
    """The picture called `name` ("arena/fighter"), or None when it cannot be painted. A picture is
    painted once and kept (for these fonts and colours): treat it as read-only."""
    key = (name, id(fonts), palette)
    if key in _PAINTED:
        return _PAINTED[key]
    image = _paint(name, fonts, palette)
    if image is not None:
        if len(_PAINTED) >= _PAINTED_MOST:
            _PAINTED.clear()
        _PAINTED[key] = image
    return image


def _paint(name: str, fonts: Fonts, palette: Palette) -> pygame.Surface | None:
    game_id, picture = split(name)
    painter = painters(game_id).get(picture) if game_id else None
    if painter is None:
        log.warning("no picture called %r", name)
        return None
    try:
        image = painter(fonts, palette)
    except Exception:  # a picture is an illustration: its failure must never stop the rules
        log.exception("the picture %r could not be painted", name)
        return None
    if not isinstance(image, pygame.Surface) or image.get_width() < 2 or image.get_height() < 2:
        return None
    return image


def side_by_side(*images: pygame.Surface, gap: int = 14) -> pygame.Surface:
    """Several pictures in a row, centred on one line (two faces of a tile, a row of shields)."""
    width = sum(image.get_width() for image in images) + gap * (len(images) - 1)
    height = max(image.get_height() for image in images)
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0
    for image in images:
        out.blit(image, (x, (height - image.get_height()) // 2))
        x += image.get_width() + gap
    return out


BOARD_SIZE = (888, 644)  # the game screen's board area (screens/game.py BOARD_RECT)
Chooser = Callable[[GameState], Action | str | None]


def sample_match(game_id: str, seats: int, options: dict[str, str] | None = None, *,
                 choose: Chooser | None = None, until: Callable[[GameState], bool] = lambda s: False,
                 seed: int = 7, most: int = 400) -> Match:  # fmt: skip
    """A match of `game_id` played a little, to show its table: chance drawn with the seed, each
    decision `choose(state)` (None or no chooser: the first legal action), until `until(state)` or
    `most` steps. Its seats are called Player 1, Player 2..."""
    game = get_game(game_id)
    names = [SeatSpec(name=t("Player {n}", n=i + 1)) for i in range(seats)]
    match = Match.new(game, game.make_config(seats, options or {}), names, seed)
    for _ in range(most):
        if until(match.state) or match.to_act() == TERMINAL:
            break
        if match.to_act() == CHANCE:
            match.sample_chance()
            continue
        action = choose(match.state) if choose is not None else None
        match.apply(action if action is not None else match.state.legal_actions()[0])
    return match


class _Silent(Sounds):
    """A board drawn for a picture makes no sound."""

    def warm(self, names: tuple[str, ...] = ("tick",)) -> None:
        return None

    def play(self, name: str, *args: Any, **kwargs: Any) -> None:
        return None


def board_snapshot(match: Match, fonts: Fonts, palette: Palette, viewer: int = 0,
                   size: tuple[int, int] = BOARD_SIZE) -> tuple[pygame.Surface, Any]:  # fmt: skip
    """The game's own board view drawing `match` as `viewer` sees it (a watcher: nothing to click),
    and the board view, whose layout says where each piece is. The names of the match on screen
    (if any) are left as they were."""
    from timetravel.ui.boards import board_view_for
    from timetravel.ui.boards.base import BoardContext

    with seat_names_of([spec.name for spec in match.seats]):
        context = BoardContext(match, viewer, fonts, palette, _Silent(0.0), animation_factor=lambda: 0.0)
        board = board_view_for(match.game.info.id)(context)
        board.set_viewer(viewer)
        surface = pygame.Surface(size)
        board.update(0.0)
        board.draw(surface, surface.get_rect())
    return surface, board


def cut(
    surface: pygame.Surface, rect: pygame.Rect | tuple[int, int, int, int], margin: int = 0
) -> pygame.Surface:
    """A copy of part of a picture (clipped to it)."""
    area = pygame.Rect(rect).inflate(2 * margin, 2 * margin).clip(surface.get_rect())
    return surface.subsurface(area).copy()
