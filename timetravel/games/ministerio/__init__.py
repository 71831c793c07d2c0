"""El Ministerio del Tiempo: two to four agents guard Spanish history on a spiral staircase of doors
(rules: docs/rules/ministerio.md)."""

from timetravel.games.ministerio.game import MinisterioGame

GAME = MinisterioGame()

__all__ = ["GAME"]
