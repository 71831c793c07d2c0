"""Time Arena's board: the 8x8 stone arena, the Totems, the Gates with their hourglasses, the clocks,
the charge wheels and the draft.

Reading order: theme (colours), art (fighters, Totems, hourglasses, stones), layout (where things
sit), table (painting the still table from one seat's view, and its click targets, with
wheel_panel for the charge wheels and draft_panel for the draft), anims (the
game's own animations), director (what the engine's events look like), words (the large hover
view), view (the BoardView, with the clocks and sand drawn each frame).
"""

from timetravel.ui.boards.arena.view import ArenaBoardView

BOARD = ArenaBoardView

__all__ = ["BOARD", "ArenaBoardView"]
