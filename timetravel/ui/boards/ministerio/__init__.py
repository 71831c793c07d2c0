"""El Ministerio del Tiempo's board: the helical staircase of 30 doors and Salvador's office.

Reading order: theme (colours), icons (small pictures), cards (card and tile faces), words (what the
large hover view says), layout (where things sit), table (painting from one seat's view and its
click targets, with hand, turn and seats: the hand, the turn under way, the players' panels),
director (what the engine's events look like), view (the BoardView). From the game it reads only
content and the typed view (games/ministerio/view.py), never the rules or the state.
"""

from timetravel.ui.boards.ministerio.view import MinisterioBoardView

BOARD = MinisterioBoardView

__all__ = ["BOARD", "MinisterioBoardView"]
