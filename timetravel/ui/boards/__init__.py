"""Board views: each game's own (timetravel.ui.boards.<game_id>) or the generic one.

See timetravel.ui.boards.base for the interface every board view implements.
"""

from __future__ import annotations

import importlib
import inspect

from timetravel.ui.boards.base import BoardContext, BoardView

__all__ = ["BoardContext", "BoardView", "board_view_for"]


def board_view_for(game_id: str) -> type[BoardView]:
    """The game's board view class if it ships one, else the GenericBoardView."""
    if not game_id.isidentifier() or game_id in ("base", "generic", "kit"):
        game_id = "_none"
    try:
        module = importlib.import_module(f"{__name__}.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{game_id}":
            raise  # the board exists but something it imports is missing: a real error
        module = None
    if module is not None:
        declared = getattr(module, "BOARD", None)
        if inspect.isclass(declared) and issubclass(declared, BoardView):
            return declared
        for _, value in inspect.getmembers(module, inspect.isclass):
            if (
                issubclass(value, BoardView)
                and value is not BoardView
                and value.__module__.startswith(module.__name__)
            ):
                return value
    from timetravel.ui.boards.generic import GenericBoardView

    return GenericBoardView
