"""The Time Machine Rocket board view: a retro-futurist card table.

Reading order: icons (pictures), cards (card art), layout (where things sit), table (painting the
table and its click targets from one seat's view), seats (one seat's panel), anims and director
(what the engine's events look like), view (the BoardView the game screen talks to).
"""

from timetravel.ui.boards.rocket.view import RocketBoardView

BOARD = RocketBoardView

__all__ = ["BOARD", "RocketBoardView"]
