"""Where saves live, and reading, writing, listing and deleting them.

Saves go to platformdirs' user data dir for "timetravel" under saves/, settings to the user config
dir; the environment variable TIMETRAVEL_HOME moves both (HOME/saves and HOME/config), for tests.
Reading never changes a file; every problem becomes a SaveError whose message names the file.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import os
import re
import weakref
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import platformdirs
from pydantic import ValidationError

from timetravel import resources
from timetravel.engine.errors import SaveError, TimetravelError
from timetravel.engine.files import FileProblem, read_limited
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import all_games
from timetravel.i18n import language, seat_names_of, t
from timetravel.saves import holds, problems
from timetravel.saves.atomic import atomic_write_bytes, is_temp_file, sweep_temporary_files
from timetravel.saves.codec import game_of, match_from_save, match_to_save
from timetravel.saves.migrations import migrate
from timetravel.saves.model import MAX_FILE_BYTES, MAX_PROGRESS_CHARS, SaveFile

APP_NAME = "timetravel"
HOME_ENV = "TIMETRAVEL_HOME"
AUTOSAVE_PREFIX = "autosave-"
SUFFIX = ".json"
AUTOSAVES_KEPT = 5  # per game: the newest autosaves stay, older ones go

# The autosave file of each open match (by id, dropped when the match is collected): a match keeps
# writing to one file, and a match continued from an autosave keeps writing to that one.
_autosave_of: dict[int, Path] = {}
_swept: set[Path] = set()  # saves folders whose killed writers' temporary files are gone


# --- folders -------------------------------------------------------------------------------------
def saves_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "saves"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / "saves"


def config_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def _start_up() -> Path:
    """The saves folder, swept of killed writers' temporary files on this process's first use of it."""
    folder = saves_dir()
    if folder not in _swept:
        _swept.add(folder)
        with contextlib.suppress(OSError):
            sweep_temporary_files(folder)
    return folder


# --- writing -------------------------------------------------------------------------------------
def write_save(match: Match, path: Path | None = None, *, name: str | None = None) -> Path:
    """Save `match` atomically and return the file. Without a path the file goes to saves_dir(),
    named after `name` (which also becomes the save's label) or after the game and the time.
    A file system error (disk full, no permission) is a SaveError naming the file.

    Real-time games: time fed in but not yet charged (Match.pending_ms) is charged first, so a save
    keeps every millisecond played; the caller that wants those events shown flushes before."""
    _start_up()
    match.flush_time()
    if path is None:
        stem = _slug(name) if name else ""
        path = saves_dir() / (stem + SUFFIX) if stem else _fresh_default_path(match)
    save = match_to_save(match, label=(name or "").strip())
    try:
        atomic_write_bytes(path, save.model_dump_json().encode("utf-8"))
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise SaveError(
            t("Cannot write the save {file}: {reason}.", file=problems.shown(path), reason=reason)
        ) from exc
    return path


def autosave(match: Match) -> Path:
    """Autosave `match` into its own file, then keep only the newest AUTOSAVES_KEPT of its game.

    Each match has one autosave file (autosave-GAME-STAMP.json, the stamp of its first autosave), so
    starting a new game never overwrites another unfinished one. A match loaded from an autosave
    keeps writing to that file; the autosave of a match still open is never pruned."""
    _start_up()
    key = id(match)
    path = _autosave_of.get(key)
    if path is None:
        path = _fresh_autosave_path(match.game.info.id)
    written = write_save(match, path)
    _remember_autosave(match, written)
    _prune_autosaves(match.game.info.id, keep=written)
    return written


def autosave_game(path: Path) -> str | None:
    """The game id an autosave file belongs to (autosave-GAME-STAMP.json or the older autosave-GAME.json)."""
    if not path.name.startswith(AUTOSAVE_PREFIX) or path.suffix != SUFFIX:
        return None
    game = path.stem.removeprefix(AUTOSAVE_PREFIX).partition("-")[0]
    return game or None


def _fresh_autosave_path(game_id: str) -> Path:
    stamp = datetime.now(UTC).astimezone().strftime("%Y%m%d-%H%M%S")
    base = f"{AUTOSAVE_PREFIX}{game_id}-{stamp}"
    path = saves_dir() / (base + SUFFIX)
    number = 2
    while path.exists() or path in _autosave_of.values():
        path = saves_dir() / f"{base}-{number}{SUFFIX}"
        number += 1
    return path


def _remember_autosave(match: Match, path: Path) -> None:
    """The match writes to `path` from now on; other running copies of the app see it held open."""
    key = id(match)
    if key not in _autosave_of:
        weakref.finalize(match, _forget_autosave, key)
    _autosave_of[key] = path
    holds.hold(saves_dir(), path.name)


def _forget_autosave(key: int) -> None:
    path = _autosave_of.pop(key, None)
    if path is not None and path not in _autosave_of.values():
        holds.release(saves_dir(), path.name)


def _prune_autosaves(game_id: str, keep: Path) -> None:
    """Delete this game's oldest autosaves beyond AUTOSAVES_KEPT, sparing those of open matches
    here and in any other running copy of the app."""
    folder = saves_dir()
    spared = {keep.resolve(), *(p.resolve() for p in _autosave_of.values())}
    held = holds.held_names(folder)
    mine = [p for p in _save_files(folder) if autosave_game(p) == game_id]
    mine.sort(key=_mtime_key, reverse=True)
    for old in mine[AUTOSAVES_KEPT:]:
        if old.resolve() in spared or old.name in held:
            continue
        with contextlib.suppress(OSError):  # an old autosave that stays is clutter, not a failed save
            old.unlink(missing_ok=True)
            _forget_kept_beside(old)


def kept_beside(save: Path) -> Path:
    """Where a hosted table's seating (its code and tokens, net/seating.py) is kept for the save
    `save`: in the config folder, never among the saves; it goes when the save goes."""
    return config_dir() / "tables" / (save.stem + ".json")


def _forget_kept_beside(save: Path) -> None:
    with contextlib.suppress(OSError):  # a table's seating left behind holds nothing without its save
        kept_beside(save).unlink(missing_ok=True)


def _fresh_default_path(match: Match) -> Path:
    stamp = datetime.now(UTC).astimezone().strftime("%Y%m%d-%H%M%S")
    base = f"{match.game.info.id}-{stamp}"
    path = saves_dir() / (base + SUFFIX)
    number = 2
    while path.exists():
        path = saves_dir() / f"{base}-{number}{SUFFIX}"
        number += 1
    return path


def _slug(name: str) -> str:
    """A file-safe stem for a name a person typed (letters, digits, dash, underscore)."""
    slug = re.sub(r"[^\w-]+", "-", name.strip(), flags=re.ASCII).strip("-_").lower()[:60]
    return "save-" + slug if slug.startswith(AUTOSAVE_PREFIX) else slug  # never a game's autosave slot


# --- reading -------------------------------------------------------------------------------------
def read_save(path: Path) -> SaveFile:
    """The validated save in `path`, migrated to the current format, for a game this app has."""
    return _checked(path, _read_bytes(path))


def _checked(path: Path, raw: bytes) -> SaveFile:
    save = _decoded(path, raw)
    try:
        game_of(save)
    except SaveError as exc:
        raise problems.named(path, str(exc)) from None
    return save


def load_match(path: Path) -> Match:
    """read_save() and match_from_save(): a Match ready to continue, or SaveError naming the file.

    The match is rebuilt by replaying the save's log, which must reach exactly the saved snapshot."""
    _start_up()
    save, match = _open(path)
    if autosave_game(path) == save.game and _is_in_saves_dir(path):
        _remember_autosave(match, path)  # continuing an autosave updates that same file
    return match


def _open(path: Path, raw: bytes | None = None) -> tuple[SaveFile, Match]:
    save = _checked(path, _read_bytes(path) if raw is None else raw)
    try:
        return save, match_from_save(save)
    except SaveError as exc:
        raise problems.named(path, str(exc)) from None


def _is_in_saves_dir(path: Path) -> bool:
    try:
        return path.resolve().parent == saves_dir().resolve()
    except OSError:
        return False


def _decoded(path: Path, raw: bytes) -> SaveFile:
    data = problems.parse_json(path, raw)
    try:
        data = migrate(data)
    except SaveError as exc:
        raise problems.named(path, str(exc)) from None
    try:
        return SaveFile.from_data(data)
    except ValidationError as exc:
        raise problems.named(path, problems.describe(exc)) from None
    except RecursionError:
        raise problems.named(path, t("it is nested too deeply")) from None


def _read_bytes(path: Path) -> bytes:
    """A save's bytes, read like every file a person may point at (a regular file of bounded size,
    never a pipe or a device that merely has a save's name)."""
    try:
        raw = read_limited(path, MAX_FILE_BYTES)
    except FileProblem as problem:
        raise problems.named(path, problems.unreadable(problem)) from None
    if not raw.strip():
        raise problems.named(path, t("it is empty"))
    return raw


# --- listing -------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SaveSummary:
    """One line of the load screen. `error` is the reason when the file cannot be opened."""

    path: Path
    game: str
    game_title: str
    seats: tuple[SeatSpec, ...]
    updated: datetime | None
    progress: str
    label: str = ""
    finished: bool = False
    is_example: bool = False
    is_autosave: bool = False
    error: str | None = None
    checked: bool = True  # False: listed without replaying the save yet (see check_summary)

    @property
    def loadable(self) -> bool:
        return self.error is None and self.checked

    @property
    def shown_name(self) -> str:
        """The file name for the screen (any bytes that are not UTF-8 become replacement characters)."""
        return problems.shown_name(self.path)


def list_saves(*, check: bool = True) -> list[SaveSummary]:
    """User saves and autosaves newest first, then the example saves the app ships, by title.

    With check=False a save that has not been replayed yet is listed unchecked (`checked` False):
    pass it to check_summary() before showing it, as the load screen does for the rows in view, so
    a long list stays quick to open and every row shown is still exactly what Open accepts."""
    summary = summarize if check else _peek
    own = sorted(
        (summary(path) for path in _save_files(_start_up())),
        key=lambda s: s.updated or datetime.min.replace(tzinfo=UTC),
        reverse=True,
    )
    examples_dir = resources.example_saves_dir()
    examples = [summary(path, is_example=True) for path in _save_files(examples_dir)] if examples_dir else []
    examples.sort(key=lambda s: (s.game_title.lower(), s.label.lower(), s.path.name))
    return own + examples


# Summaries by file name, content digest, language and installed games: listing many saves again
# replays only those that changed.
_summaries: dict[tuple[object, ...], SaveSummary] = {}
_SUMMARIES_KEPT = 4096


def summarize(path: Path, *, is_example: bool = False) -> SaveSummary:
    """One line of the load screen, loadable exactly when load_match() accepts the file: the save
    is replayed and checked like on Open, and its progress comes from the replayed game."""
    try:
        raw = _read_bytes(path)
        key = _summary_key(path, raw, is_example)
    except (SaveError, OSError) as exc:
        return _broken(path, is_example, str(exc))
    summary = _summaries.get(key)
    if summary is None:
        summary = _summarize_bytes(path, raw, is_example)
        if len(_summaries) >= _SUMMARIES_KEPT:
            _summaries.clear()
        _summaries[key] = summary
    return summary


def check_summary(summary: SaveSummary) -> SaveSummary:
    """The checked summary of a save listed unchecked (list_saves(check=False)); others as they are."""
    return summary if summary.checked else summarize(summary.path, is_example=summary.is_example)


def _peek(path: Path, *, is_example: bool = False) -> SaveSummary:
    """A summary from what is already known or cheap to learn: a checked one when this content was
    replayed before or cannot be read at all, else an unchecked one from the file's own fields."""
    try:
        raw = _read_bytes(path)
        key = _summary_key(path, raw, is_example)
        known = _summaries.get(key)
        if known is not None:
            return known
        save = _checked(path, raw)
    except (SaveError, OSError) as exc:
        return _broken(path, is_example, str(exc))
    return SaveSummary(
        path=path,
        game=save.game,
        game_title=game_of(save).info.title,
        seats=tuple(save.seats),
        updated=save.updated_at,
        progress="",
        label=save.label,
        finished=save.finished,
        is_example=is_example,
        is_autosave=autosave_game(path) is not None,
        checked=False,
    )


def _summary_key(path: Path, raw: bytes, is_example: bool) -> tuple[object, ...]:
    mtime = os.stat(path).st_mtime_ns
    return (os.fsencode(path), is_example, mtime, hashlib.sha256(raw).digest(), language(), _games_key())


def _summarize_bytes(path: Path, raw: bytes, is_example: bool) -> SaveSummary:
    try:
        save = _checked(path, raw)
    except TimetravelError as exc:
        return _broken(path, is_example, str(exc))
    try:
        match = match_from_save(save)
        with seat_names_of([seat.name for seat in match.seats]):  # its own people, not the shown match's
            progress = match.state.progress()[:MAX_PROGRESS_CHARS]
    except TimetravelError as exc:  # listed where its unchecked line stood: by its own date
        broken = _broken(path, is_example, str(problems.named(path, str(exc))))
        return dataclasses.replace(broken, updated=save.updated_at)
    return SaveSummary(
        path=path,
        game=save.game,
        game_title=match.game.info.title,
        seats=tuple(save.seats),
        updated=save.updated_at,
        progress=progress,
        label=save.label,
        finished=match.is_over,
        is_example=is_example,
        is_autosave=autosave_game(path) is not None,
    )


def _broken(path: Path, is_example: bool, error: str) -> SaveSummary:
    return SaveSummary(
        path=path,
        game="",
        game_title=problems.shown_name(path.with_suffix("")),
        seats=(),
        updated=_mtime(path),
        progress="",
        is_example=is_example,
        is_autosave=autosave_game(path) is not None,
        error=error,
    )


def _games_key() -> tuple[int, ...]:
    return tuple(id(game) for game in all_games())


def latest_save() -> Path | None:
    """The most recently written user save or autosave that opens and is not finished (Continue)."""
    for path in sorted(_save_files(_start_up()), key=_mtime_key, reverse=True):
        summary = summarize(path)
        if summary.loadable and not summary.finished:
            return path
    return None


def delete_save(path: Path) -> None:
    """Remove one of the user's saves (an example or a file elsewhere is refused). The entry chosen
    goes, never what it points at: a save that is a link to another file removes the link only."""
    try:
        ours = path.parent.resolve() == saves_dir().resolve()
    except (OSError, RuntimeError):  # a folder that cannot be resolved (a link loop) is not ours
        ours = False
    if not ours or path.suffix != SUFFIX or path.is_dir():
        raise SaveError(t("Cannot delete {file}: it is not one of your saves.", file=problems.shown(path)))
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        raise SaveError(
            t("Cannot delete {file}: {reason}.", file=problems.shown(path), reason=exc.strerror or exc)
        ) from None
    _forget_kept_beside(path)


def _save_files(folder: Path) -> list[Path]:
    try:
        entries = list(folder.iterdir())
    except OSError:
        return []
    return [p for p in entries if p.suffix == SUFFIX and not is_temp_file(p) and p.is_file()]


def _mtime(path: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except OSError:
        return None


def _mtime_key(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
