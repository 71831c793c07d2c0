"""Time Machine Rocket: push your luck through five periods of history to build the best team.

Reading order: cards (content), state (data), rules (apply), objectives (checks), observe (hidden
information), text (words), ai (hooks), game (the declaration).
"""

from timetravel.games.rocket.game import RocketGame

GAME = RocketGame()

__all__ = ["GAME", "RocketGame"]
