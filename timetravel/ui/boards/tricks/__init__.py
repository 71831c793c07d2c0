"""Time Tricks' board (the template game's): the smallest board on the kit, to copy.

view.py glues the parts (the BoardView), table.py lays out and paints the still table with its click
targets, cards.py paints the cards, director.py turns a step's events into animations and words.py
holds the board's own words. It reads only the viewer's typed view (games/tricks/view.py), the legal
actions and their words, and the events of each step.
"""

from timetravel.ui.boards.tricks.view import TricksBoardView

BOARD = TricksBoardView

__all__ = ["BOARD", "TricksBoardView"]
