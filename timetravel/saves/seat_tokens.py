"""The seats this computer holds at tables other computers host: each seat's secret token, kept so a
joiner whose app closed (or whose computer restarted) takes the same seat back from the Join screen.

Kept in the config folder's `joined.json` (never among the saves), by table: the host's address and
the table's code, not the port (a host that reopens its table on another port, its usual one being
busy, keeps its friends' seats). Only the latest tables are kept; an unreadable file is no tokens.
"""

from __future__ import annotations

import contextlib
import json
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from timetravel.engine.files import FileProblem, read_limited
from timetravel.saves.atomic import atomic_write_bytes
from timetravel.saves.store import config_dir

TOKENS_FILE = "joined.json"
MAX_TABLES = 20
MAX_BYTES = 64 * 1024
Token = Annotated[str, Field(min_length=1, max_length=64)]


class Joined(BaseModel):
    model_config = ConfigDict(extra="forbid")

    tables: dict[str, dict[int, Token]] = Field(default_factory=dict)  # table key -> seat -> token


def table_key(address: str, code: str) -> str:
    return f"{address.strip().lower()}/{code.strip().upper()}"


def _read() -> Joined:
    try:
        return Joined.model_validate(json.loads(read_limited(config_dir() / TOKENS_FILE, MAX_BYTES)))
    except (OSError, FileProblem, ValueError, ValidationError):
        return Joined()


def tokens_for(key: str) -> dict[int, str]:
    """The seats (and their tokens) this computer held at the table `key`."""
    return dict(_read().tables.get(key, {}))


def keep_tokens(key: str, tokens: dict[int, str]) -> None:
    """Remember the seats held at the table `key` (the latest tables only). Never raises."""
    joined = _read()
    joined.tables.pop(key, None)
    joined.tables[key] = dict(tokens)
    while len(joined.tables) > MAX_TABLES:
        joined.tables.pop(next(iter(joined.tables)))
    with contextlib.suppress(OSError):  # a token not kept costs a seat only if the app closes
        atomic_write_bytes(config_dir() / TOKENS_FILE, joined.model_dump_json().encode("utf-8"))
