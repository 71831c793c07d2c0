"""The registry of games: every package under timetravel/games/ that exposes GAME."""

from __future__ import annotations

import importlib
import pkgutil

from timetravel.engine.errors import ContentError, UnknownGame
from timetravel.engine.game import Game

_games: dict[str, Game] = {}
_discovered = False
_errors: dict[str, str] = {}  # package name -> why it could not be loaded
_content_problems: dict[str, str | None] = {}  # game id -> its content error, once checked


def register(game: Game) -> Game:
    """Add a game (tests register their own tiny games this way)."""
    _games[game.info.id] = game
    return game


def unregister(game_id: str) -> None:
    _games.pop(game_id, None)
    _content_problems.pop(game_id, None)


def content_problem(game: Game) -> str | None:
    """The game's content error (naming file, entry and field), or None; loads its content once.

    Content loads when a game is first used, never at import, so a game with a broken file stays
    listed and says what is wrong instead of vanishing.
    """
    game_id = game.info.id
    if game_id not in _content_problems:
        check = getattr(game, "check_content", None)
        problem = None
        try:
            if check is not None:
                check()
        except ContentError as exc:
            problem = str(exc)
        _content_problems[game_id] = problem
    return _content_problems[game_id]


def forget_content_problems() -> None:
    """Check content again on next use (after a content file changed, as tests do)."""
    _content_problems.clear()


def discover() -> None:
    """Import each package in timetravel.games once and register its GAME."""
    global _discovered
    if _discovered:
        return
    _discovered = True
    import timetravel.games as games_pkg

    for module in sorted(pkgutil.iter_modules(games_pkg.__path__), key=lambda m: m.name):
        if module.name.startswith("_") or not module.ispkg:
            continue
        try:
            package = importlib.import_module(f"{games_pkg.__name__}.{module.name}")
        except Exception as exc:  # one broken game (or content file) must not take the app down
            _errors[module.name] = f"{type(exc).__name__}: {exc}"
            continue
        game = getattr(package, "GAME", None)
        if isinstance(game, Game):
            register(game)


def discovery_errors() -> dict[str, str]:
    """Game packages that failed to load, with the reason (the tests require this to be empty)."""
    discover()
    return dict(_errors)


def all_games() -> list[Game]:
    """The players' games in the order of the app's game select screen: every registered game but
    the template (`GameInfo.template`), which only `every_game()` and `get_game()` give."""
    return [game for game in every_game() if not game.info.template]


def every_game() -> list[Game]:
    """Every registered game, the template included, in menu order (for the conformance suite and
    checks that cover all the code, never for a list shown to players)."""
    discover()
    return sorted(_games.values(), key=lambda g: (g.menu_position, g.info.id))


def get_game(game_id: str) -> Game:
    discover()
    try:
        return _games[game_id]
    except KeyError:
        known = ", ".join(g.info.id for g in all_games()) or "none"
        raise UnknownGame(f"unknown game {game_id!r}; known games: {known}") from None
