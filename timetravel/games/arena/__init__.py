"""Time Arena: a real-time tactics game for two sides on an 8x8 arena, each with a Totem, four
fighters and a chess clock (rules: docs/rules/arena.md)."""

from timetravel.games.arena.game import ArenaGame

GAME = ArenaGame()

__all__ = ["GAME"]
