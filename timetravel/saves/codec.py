"""Turning a Match into a SaveFile and back, and checking that a save's log replays to its snapshot."""

from __future__ import annotations

import json
import weakref
from datetime import UTC, datetime

from timetravel import __version__
from timetravel.engine.actions import Action
from timetravel.engine.errors import IllegalAction, SaveError, StuckLoop, UnknownGame
from timetravel.engine.game import Game, GameConfig
from timetravel.engine.match import Match
from timetravel.engine.registry import get_game
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, TERMINAL, GameState, Json
from timetravel.i18n import seat_names_of, t
from timetravel.saves.model import MAX_LABEL_CHARS, MAX_PROGRESS_CHARS, SaveFile

# Errors a game's code raises on a state it cannot use (state_from_json, or a step of a bad log).
_BAD_STATE = (
    StuckLoop,
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
    with seat_names_of([seat.name for seat in match.seats]):
        progress = state.progress()[:MAX_PROGRESS_CHARS]
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
        progress=progress,
        finished=match.is_over,
        config=match.config,
        seats=list(match.seats),
        seed=match.seed,
        rng_state=match.rng.state,
        log=list(match.log),
        snapshot=plain_json(state.to_json()),
    )


def match_from_save(save: SaveFile) -> Match:
    """A Match that resumes where the save left off, with the saved Rng state; its undo stack is empty.

    The match is rebuilt from the save's config, seed and log, and that replay must equal the saved
    snapshot: a snapshot is never trusted on its own. Raises SaveError (without a file name; the
    store adds it) when the game, the setup, the log or the snapshot is unusable.
    """
    game = game_of(save)
    config = _config_of(game, save)
    state = verified_state(game, config, save)
    rng = Rng()
    rng.state = save.rng_state
    match = Match(game, config, list(save.seats), save.seed, state, rng, list(save.log))
    _remember(match, save.created)
    return match


def verify_replay(save: SaveFile) -> bool:
    """Whether replaying the save's log from the initial state yields exactly its snapshot."""
    try:
        game = game_of(save)
        verified_state(game, _config_of(game, save), save)
    except SaveError:
        return False
    return True


def verified_state(game: Game, config: GameConfig, save: SaveFile) -> GameState:
    """The state the save's log replays to, once it is known to equal the save's snapshot."""
    if len(save.log) > game.info.max_length:
        raise SaveError(t("its log is longer than any game of {game} can be", game=t(game.info.title)))
    state = _replay_checked(game, config, save)
    try:
        replayed = plain_json(state.to_json())
    except _BAD_STATE as exc:
        raise SaveError(
            t("its game cannot be written down again ({problem})", problem=_problem(exc))
        ) from None
    if replayed != save.snapshot:
        raise SaveError(
            t(
                "its snapshot differs from the game its log replays to (at {field}), so it was changed "
                "after it was saved",
                field=first_difference(replayed, save.snapshot, "snapshot"),
            )
        )
    if save.finished != (state.to_act() == TERMINAL):
        raise SaveError(
            t("it says the game is {said}, but its log says otherwise", said=_said(save.finished))
        )
    return state


def _replay_checked(game: Game, config: GameConfig, save: SaveFile) -> GameState:
    """Replay the log step by step; SaveError naming the first step that does not fit the game.

    Chance is replayed too: the match drew every chance outcome with Rng(seed) (Match.sample_chance),
    so each logged outcome must be the one that Rng draws at that step, and the Rng must end in the
    saved rng_state. A die or a card edited into a log that stays legal is refused here."""
    state = game.new_initial_state(config)
    rng = Rng(save.seed)
    total = len(save.log)
    for number, entry in enumerate(save.log, start=1):
        step = {"step": number, "total": total, "action": _short(entry.action)}
        try:
            action = Action.parse(entry.action)
        except (IllegalAction, ValueError):
            raise SaveError(
                t("its log goes wrong at step {step} of {total}: {action} is not an action", **step)
            ) from None
        actor = state.to_act()
        if actor != entry.actor:
            raise SaveError(
                t(
                    "its log goes wrong at step {step} of {total}: {action} is marked as made by {who}, "
                    "but {expected} was to act",
                    who=_actor(entry.actor),
                    expected=_actor(actor),
                    **step,
                )
            )
        if actor == CHANCE:
            _check_drawn(state, action, rng, step)
        state = _step(state, action, step)
    if rng.state != save.rng_state:
        raise SaveError(
            t(
                "its chance state (rng_state) is not the one its seed and log lead to, so it was changed "
                "after it was saved"
            )
        )
    return state


def _check_drawn(state: GameState, action: Action, rng: Rng, step: dict[str, object]) -> None:
    """Draw this chance step's outcome as the match did; SaveError when the log holds another one."""
    try:
        outcomes = state.chance_outcomes()
        drawn = outcomes[rng.weighted_index([p for _, p in outcomes])][0] if outcomes else None
    except _BAD_STATE as exc:
        raise SaveError(
            t(
                "its log goes wrong at step {step} of {total}: {action} breaks the rules ({problem})",
                problem=_problem(exc),
                **step,
            )
        ) from None
    if drawn is None or str(drawn) != str(action):
        raise SaveError(
            t(
                "its log goes wrong at step {step} of {total}: {action} is not what chance gave there "
                "(its seed draws another outcome), so it was changed after it was saved",
                **step,
            )
        )


def _step(state: GameState, action: Action, step: dict[str, object]) -> GameState:
    try:
        return state.apply(action)[0]
    except IllegalAction:
        raise SaveError(
            t("its log goes wrong at step {step} of {total}: {action} is not allowed at that point", **step)
        ) from None
    except _BAD_STATE as exc:
        raise SaveError(
            t(
                "its log goes wrong at step {step} of {total}: {action} breaks the rules ({problem})",
                problem=_problem(exc),
                **step,
            )
        ) from None


def first_difference(a: object, b: object, where: str) -> str:
    """Where two pieces of JSON data first differ, as a field path like snapshot.tricks[0]."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            if key not in a or key not in b or a[key] != b[key]:
                return first_difference(a.get(key), b.get(key), f"{where}.{_short(str(key))}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for index, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return first_difference(x, y, f"{where}[{index}]")
    return where


def _actor(actor: int) -> str:
    if actor == CHANCE:
        return t("chance")
    if actor == TERMINAL:
        return t("nobody (the game was over)")
    return t("seat {n}", n=actor + 1)


def _said(finished: bool) -> str:
    return t("finished") if finished else t("still under way")


def _problem(exc: BaseException) -> str:
    return _short(str(exc)) or type(exc).__name__


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def game_of(save: SaveFile) -> Game:
    try:
        return get_game(save.game)
    except UnknownGame:
        raise SaveError(t("it is a save of the game {game}, which this version does not have", game=repr(save.game))) from None


def rebuild_state(game: Game, snapshot: Json) -> GameState:
    """The game's state from a snapshot, checked to be usable; SaveError otherwise."""
    try:
        state = game.state_from_json(snapshot)
        state.to_act()
        state.candidate_actions()
    except _BAD_STATE as exc:
        problem = str(exc)[:80] or type(exc).__name__
        raise SaveError(
            t("{game} cannot rebuild the saved game from it ({problem})", game=t(game.info.title), problem=problem)
        ) from None
    return state


def plain_json(data: Json) -> Json:
    """The data exactly as it comes back from a JSON file (tuples become lists, and so on)."""
    plain: Json = json.loads(json.dumps(data, allow_nan=False))
    return plain


def _config_of(game: Game, save: SaveFile) -> GameConfig:
    """The save's setup; an option the save lacks (it was made before the option existed) takes the
    value the option declares for old saves (OptionSpec.missing), so its game plays as it did then."""
    options = {spec.key: spec.saved_value() for spec in game.info.options} | dict(save.config.options)
    try:
        return game.make_config(save.config.seats, options)
    except ValueError as exc:  # ConfigError
        raise SaveError(t("its setup does not fit {game}: {problem}", game=t(game.info.title), problem=exc)) from None


def _remember(match: Match, created: str) -> None:
    key = id(match)
    if key not in _created:
        weakref.finalize(match, _created.pop, key, None)
    _created[key] = created
