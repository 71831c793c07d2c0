"""Time Tricks: the template game, a small trick-taking game built to the package template of
docs/architecture.md ("How to add a game"); copy this package to start a new game. It is played by
the conformance suite and the tests but listed nowhere for players (GameInfo.template).

Modules, in the order of their layers (each imports only its own layer or those below it):
content, state (data) -> words -> deal, trick, rules (rules) -> view -> ai -> game (top).
Rules: docs/rules/tricks.md; board: timetravel/ui/boards/tricks/.
"""

from timetravel.games.tricks.game import TricksGame

GAME = TricksGame()

__all__ = ["GAME"]
