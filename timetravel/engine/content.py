"""Loading a game's content files (TOML or JSON under scenes/<id>/) into pydantic models.

Every problem becomes a ContentError whose message names the file, the entry and the field, e.g.
  scenes/rocket/characters.toml: entry characters[12] (id 'hypatia'), field points: ...
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from timetravel.engine.errors import ContentError
from timetravel.engine.files import FileProblem, Problem, read_limited, too_deep
from timetravel.resources import scenes_dir

M = TypeVar("M", bound=BaseModel)

MAX_CONTENT_BYTES = 2 * 1024 * 1024  # the largest shipped content file holds under 20 KB
MAX_DEPTH = 64  # tables and lists within each other (shipped files reach 11); far below recursion limits


def read_data(path: Path) -> dict[str, Any]:
    """Parse a TOML or JSON file into a dict, or raise ContentError naming the file."""
    if path.suffix not in (".toml", ".json"):
        raise ContentError(f"{_shown(path)}: content files are .toml or .json")
    raw = read_content_bytes(path)
    try:
        text = raw.decode("utf-8")
        data = tomllib.loads(text) if path.suffix == ".toml" else json.loads(text)
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, json.JSONDecodeError) as exc:
        raise ContentError(f"{_shown(path)}: not valid {path.suffix[1:].upper()}: {exc}") from None
    except RecursionError:
        data = None
    if data is None or too_deep(data, MAX_DEPTH):
        raise ContentError(f"{_shown(path)}: nested too deeply (more than {MAX_DEPTH} levels)")
    if not isinstance(data, dict):
        raise ContentError(f"{_shown(path)}: the top level must be a table/object")
    return data


def read_content_bytes(path: Path) -> bytes:
    """The bytes of a content file: a regular file of at most MAX_CONTENT_BYTES, or a ContentError
    naming the file (a pipe, a device, a folder or a link loop is never waited on nor followed)."""
    try:
        return read_limited(path, MAX_CONTENT_BYTES)
    except FileProblem as problem:
        raise ContentError(f"{_shown(path)}: {_said(problem)}") from None


def _said(problem: FileProblem) -> str:
    if problem.problem is Problem.MISSING:
        return "cannot be read (no such file)"
    if problem.problem is Problem.NOT_REGULAR:
        return "not a regular file (a folder, a pipe or a device)"
    if problem.problem is Problem.TOO_LARGE:
        return f"too large for a content file (more than {MAX_CONTENT_BYTES // (1024 * 1024)} MB)"
    return f"cannot be read ({problem.reason})"


def load_model(path: Path, model: type[M]) -> M:
    """Read `path` and validate it as `model`; errors name file, entry and field."""
    data = read_data(path)
    return validate_strictly(path, data, model)


def validate_strictly(path: Path, data: dict[str, Any], model: type[M]) -> M:
    """`data` read from `path` as `model`, strictly: a string is never taken for a number or a
    yes/no (`tu = "24"` is refused), while a list may stand for a tuple as in any data file."""
    try:
        return model.model_validate_json(json.dumps(data, default=str), strict=True)
    except ValidationError as exc:
        raise ContentError(describe_validation_error(path, data, exc)) from None


def load_game_content(game_id: str, filename: str, model: type[M]) -> M:
    return load_model(scenes_dir() / game_id / filename, model)


def content_error(path: Path, entry: str, field: str, problem: str) -> ContentError:
    """For cross-entry checks done after validation (duplicate ids, counts that must match)."""
    return ContentError(f"{_shown(path)}: entry {entry}, field {field}: {problem}")


def describe_validation_error(path: Path, data: Any, exc: ValidationError) -> str:
    lines = []
    for error in exc.errors()[:5]:
        entry, field = _entry_and_field(data, error["loc"])
        lines.append(f"{_shown(path)}: entry {entry}, field {field}: {error['msg']}")
    more = exc.error_count() - 5
    if more > 0:
        lines.append(f"... and {more} more problem(s)")
    return "\n".join(lines)


def _entry_and_field(data: Any, loc: tuple[Any, ...]) -> tuple[str, str]:
    """Split a pydantic location into the entry (up to the last list index) and the field."""
    last_index = max((i for i, part in enumerate(loc) if isinstance(part, int)), default=-1)
    if last_index < 0:
        entry_loc, field_loc = loc[:-1], loc[-1:]
    else:
        entry_loc, field_loc = loc[: last_index + 1], loc[last_index + 1 :]
    entry = _loc_text(entry_loc) or "(top level)"
    node = _walk(data, entry_loc)
    if isinstance(node, dict):
        for key in ("id", "name", "title"):
            if key in node:
                entry += f" ({key} {node[key]!r})"
                break
    field = _loc_text(field_loc) or "(whole entry)"
    return entry, field


def _loc_text(loc: tuple[Any, ...]) -> str:
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


def _walk(data: Any, loc: tuple[Any, ...]) -> Any:
    node = data
    for part in loc:
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            return None
    return node


def _shown(path: Path) -> str:
    """The path relative to the app's root when it lies there, else as given (a link loop or a
    missing file is shown as given, never resolved)."""
    try:
        return str(path.resolve().relative_to(scenes_dir().parent))
    except (ValueError, OSError, RuntimeError):
        return str(path)
