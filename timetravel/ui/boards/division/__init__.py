"""The Time Division board view: layout, card art with effect-row icons, animations, clicks."""

from timetravel.ui.boards.division.view import DivisionBoard

BOARD = DivisionBoard

__all__ = ["BOARD", "DivisionBoard"]
