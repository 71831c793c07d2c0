"""Time Machine Rocket: push your luck through five periods of history to build the best team.

Reading order: content (the cards), state (data), objectives (checks), words, rules (apply), view
(what a seat sees), ai (hooks), game (the declaration).
"""

from timetravel.games.rocket.game import RocketGame

GAME = RocketGame()

__all__ = ["GAME", "RocketGame"]
