"""Why a file is not a save, in words a person reads: a file that cannot be read, text that is not
JSON, a save that breaks the format. Every message names the file (store.py raises them)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from pydantic import ValidationError

from timetravel.engine.errors import SaveError
from timetravel.engine.files import FileProblem, Problem
from timetravel.i18n import t


def unreadable(problem: FileProblem) -> str:
    if problem.problem is Problem.MISSING:
        return t("the file does not exist")
    if problem.problem is Problem.NOT_REGULAR:
        return t("it is not a regular file")
    if problem.problem is Problem.TOO_LARGE:
        return t("it is too large to be a save")
    return t("it cannot be read ({reason})", reason=problem.reason)


def _reject_constant(name: str) -> float:
    raise ValueError(f"{name} is not allowed")


def parse_json(path: Path, raw: bytes) -> object:
    try:
        return json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except UnicodeDecodeError:
        raise named(path, t("it is not a text file, so it is not a timetravel save")) from None
    except json.JSONDecodeError as exc:
        # A cut inside a string is reported where that string starts, not at the end.
        at_end = exc.pos >= len(exc.doc.rstrip()) or exc.msg.startswith("Unterminated string")
        reason = t("it is cut short (the file was truncated)") if at_end else t("it is not valid JSON")
        raise named(path, reason + f" (line {exc.lineno}, column {exc.colno})") from None
    except (ValueError, RecursionError):  # numbers with thousands of digits, NaN, deep nesting
        raise named(path, t("it holds values no save can have")) from None


def describe(exc: ValidationError) -> str:
    problems = []
    for error in exc.errors(include_url=False, include_input=False)[:3]:
        where = _location(error["loc"])
        message = str(error["msg"]).removeprefix("Value error, ")[:160]
        problems.append(t("field {field}: {problem}", field=where, problem=message) if where else message)
    more = exc.error_count() - len(problems)
    text = "; ".join(problems)
    if more > 0:
        text += t(" (and {count} more problems)", count=more)
    return t("it is not a valid save: {problems}", problems=text)


def _location(loc: tuple[int | str, ...]) -> str:
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            part = part if len(part) <= 30 else part[:27] + "..."
            text += f".{part}" if text else part
    return text


def named(path: Path, problem: str) -> SaveError:
    return SaveError(t("Cannot open the save {file}: {problem}.", file=shown(path), problem=problem))


def shown(path: Path) -> str:
    return f"'{shown_name(path)}'"


def shown_name(path: Path) -> str:
    """A file name fit for the screen: bytes that are not UTF-8 become replacement characters."""
    return os.fsencode(path.name).decode("utf-8", "replace")
