"""T.I.M.E Stories' board: the panorama of a location's cards, the time line, the agents' portrait
cards, tests with their shields and dice, and the HQ cards, map and journal as overlays.

Reading order: theme (colours), icons (shields, dice faces, symbols, pawns), art (the panorama
pictures), richtext (a card's text with its key words), words (what the board says), layout (where
things sit), table (painting from one seat's view and its click targets), anims and director (what
the engine's events look like), view (the BoardView).
"""

from timetravel.ui.boards.stories.view import StoriesBoardView

BOARD = StoriesBoardView

__all__ = ["BOARD", "StoriesBoardView"]
