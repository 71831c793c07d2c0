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
from timetravel.resources import scenes_dir

M = TypeVar("M", bound=BaseModel)


def read_data(path: Path) -> dict[str, Any]:
    """Parse a TOML or JSON file into a dict, or raise ContentError naming the file."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ContentError(f"{_shown(path)}: cannot be read ({exc.strerror or exc})") from None
    try:
        if path.suffix == ".toml":
            data = tomllib.loads(raw.decode("utf-8"))
        elif path.suffix == ".json":
            data = json.loads(raw.decode("utf-8"))
        else:
            raise ContentError(f"{_shown(path)}: content files are .toml or .json")
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, json.JSONDecodeError) as exc:
        raise ContentError(f"{_shown(path)}: not valid {path.suffix[1:].upper()}: {exc}") from None
    if not isinstance(data, dict):
        raise ContentError(f"{_shown(path)}: the top level must be a table/object")
    return data


def load_model(path: Path, model: type[M]) -> M:
    """Read `path` and validate it as `model`; errors name file, entry and field."""
    data = read_data(path)
    try:
        return model.model_validate(data)
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
    try:
        return str(path.resolve().relative_to(scenes_dir().parent))
    except (ValueError, FileNotFoundError):
        return str(path)
