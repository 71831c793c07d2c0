"""T.I.M.E Stories: agents of a time agency solve a mystery of the past in borrowed bodies, run
after run (rules: docs/rules/stories.md; scenarios: docs/scenario-format.md)."""

from timetravel.games.stories.game import StoriesGame

GAME = StoriesGame()

__all__ = ["GAME"]
