"""Turning a Match into a SaveFile and back, and checking that a save's log replays to its snapshot."""

from __future__ import annotations

import json
import weakref
from datetime import UTC, datetime

from timetravel import __version__
from timetravel.engine.actions import Action
from timetravel.engine.errors import IllegalAction, SaveError, UnknownGame
from timetravel.engine.game import Game, GameConfig
from timetravel.engine.match import Match, replay
from timetravel.engine.registry import get_game
from timetravel.engine.rng import Rng
from timetravel.engine.state import GameState, Json
from timetravel.saves.model import MAX_LABEL_CHARS, MAX_PROGRESS_CHARS, SaveFile

# Errors a game's state_from_json (or a first look at the rebuilt state) raises on data it cannot use.
_BAD_SNAPSHOT = (
    ValueError,
    KeyError,
    TypeError,
    IndexError,
    AttributeError,
    AssertionError,
    ArithmeticError,
    RecursionError,
    MemoryError,
)

# When each live match was first saved or loaded, so saving it again keeps its creation date.
_created: dict[int, str] = {}


def now_text() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def match_to_save(match: Match, *, label: str = "") -> SaveFile:
    state = match.state
    stamp = now_text()
    created = _created.get(id(match)) or stamp
    _remember(match, created)
    return SaveFile(
        game=match.game.info.id,
        game_title=match.game.info.title[:MAX_LABEL_CHARS],
        app_version=__version__,
        created=created,
        updated=stamp,
        label=label[:MAX_LABEL_CHARS],
        progress=state.progress()[:MAX_PROGRESS_CHARS],
        finished=match.is_over,
        config=match.config,
        seats=list(match.seats),
        seed=match.seed,
        rng_state=match.rng.state,
        log=list(match.log),
        snapshot=plain_json(state.to_json()),
    )


def match_from_save(save: SaveFile) -> Match:
    """A Match that resumes from the snapshot with the saved Rng state; its undo stack is empty.

    Raises SaveError (without a file name; the store adds it) when the game or snapshot is unusable.
    """
    game = game_of(save)
    config = _config_of(game, save)
    if len(save.log) > game.info.max_length:
        raise SaveError(f"its log is longer than any game of {game.info.title} can be")
    for entry in save.log:
        try:
            Action.parse(entry.action)
        except (IllegalAction, ValueError):
            raise SaveError(f"its log holds a step that is not an action ({entry.action[:40]!r})") from None
    state = rebuild_state(game, save.snapshot)
    rng = Rng()
    rng.state = save.rng_state
    match = Match(game, config, list(save.seats), save.seed, state, rng, list(save.log))
    _remember(match, save.created)
    return match


def verify_replay(save: SaveFile) -> bool:
    """Whether replaying the save's log from the initial state yields exactly its snapshot."""
    try:
        game = game_of(save)
        state = replay(game, _config_of(game, save), list(save.log))
        return plain_json(state.to_json()) == save.snapshot
    except (SaveError, IllegalAction, *_BAD_SNAPSHOT):
        return False


def game_of(save: SaveFile) -> Game:
    try:
        return get_game(save.game)
    except UnknownGame:
        raise SaveError(f"it is a save of the game {save.game!r}, which this version does not have") from None


def rebuild_state(game: Game, snapshot: Json) -> GameState:
    """The game's state from a snapshot, checked to be usable; SaveError otherwise."""
    try:
        state = game.state_from_json(snapshot)
        state.to_act()
        state.candidate_actions()
    except _BAD_SNAPSHOT as exc:
        problem = str(exc)[:80] or type(exc).__name__
        raise SaveError(f"{game.info.title} cannot rebuild the saved game from it ({problem})") from None
    return state


def plain_json(data: Json) -> Json:
    """The data exactly as it comes back from a JSON file (tuples become lists, and so on)."""
    return json.loads(json.dumps(data, allow_nan=False))


def _config_of(game: Game, save: SaveFile) -> GameConfig:
    try:
        return game.make_config(save.config.seats, dict(save.config.options))
    except ValueError as exc:  # ConfigError
        raise SaveError(f"its setup does not fit {game.info.title}: {exc}") from None


def _remember(match: Match, created: str) -> None:
    key = id(match)
    if key not in _created:
        weakref.finalize(match, _created.pop, key, None)
    _created[key] = created
