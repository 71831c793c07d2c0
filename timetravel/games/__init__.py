"""One package per game. Each exposes GAME, a timetravel.engine.game.Game."""
