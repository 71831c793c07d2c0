"""Time Division: a two-player draft-and-influence card game over three eras."""

from timetravel.games.division.game import DivisionGame

GAME = DivisionGame()

__all__ = ["GAME"]
