"""The messages between a host and its clients: strict pydantic models, a version, a size limit.

A client sends only `Hello` (take a seat with the table's code, or take it back with its token) and
`Act` (an action's string form for one of its seats, at the step it saw). The host sends `Welcome`
(the table and the seat taken, with its token), `Update` (one seat's view after a step: its
observation, and its legal actions with their words when it acts), `TableInfo` (who holds which
seat), `Result` (the outcome, the same object to everyone) and `Problem` (a refusal in words).

`read_client` / `read_host` never raise: a message too large, not JSON, of an unknown type or of
the wrong shape becomes a `Problem`, so nothing malformed reaches the table's loop.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Final, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

PROTOCOL_VERSION: Final = 1
MAX_MESSAGE_BYTES = 1_000_000  # a message longer than this is refused before it is parsed
MAX_ACTION_CHARS = 200  # as long as a saved log's action text may be
TOKEN_CHARS = 64
CODE_CHARS = 16

Version = Literal[1]
ShortText = Annotated[str, Field(max_length=80)]
SeatIndex = Annotated[int, Field(ge=0, le=7)]
Json = dict[str, Any]


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    v: Version = PROTOCOL_VERSION


# --- client to host -------------------------------------------------------------------------------
class Hello(_Message):
    """Take seat `seat` of the table `code` (a fresh seat), or take a seat back with its `token`;
    with neither, a look at the table: the host answers with its TableInfo."""

    type: Literal["hello"] = "hello"
    code: Annotated[str, Field(min_length=1, max_length=CODE_CHARS)]
    seat: SeatIndex | None = None
    token: Annotated[str, Field(min_length=1, max_length=TOKEN_CHARS)] | None = None
    name: Annotated[str, Field(min_length=1, max_length=40)] = "Guest"
    language: Annotated[str, Field(min_length=1, max_length=16)] | None = None  # the words it reads


class Act(_Message):
    """Seat `seat` (proved by its token) plays `action` at the step `step` it was shown."""

    type: Literal["act"] = "act"
    seat: SeatIndex
    token: Annotated[str, Field(min_length=1, max_length=TOKEN_CHARS)]
    step: Annotated[int, Field(ge=0, le=10_000_000)]
    action: Annotated[str, Field(min_length=1, max_length=MAX_ACTION_CHARS)]


ClientMessage = Annotated[Hello | Act, Field(discriminator="type")]


# --- host to client -------------------------------------------------------------------------------
class SeatInfo(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    seat: int
    name: str
    kind: Literal["person", "remote", "ai"]
    level: str | None = None
    held: bool = False  # a remote seat someone holds now
    taken: bool = False  # a remote seat whose token was handed out (held now or not)


class TableInfo(_Message):
    type: Literal["table"] = "table"
    code: str
    game: str
    seats: int
    options: dict[str, str]
    plan: list[SeatInfo]
    started: bool = False
    paused: bool = False  # the host's screen is paused (its pause menu, a hand-off): nothing moves


class Welcome(_Message):
    """The seat is yours: keep the token to take it back after a dropped connection."""

    type: Literal["welcome"] = "welcome"
    table: TableInfo
    seat: int
    token: str


class LastStep(BaseModel):
    """A step taken, in words every seat may read, and its events (engine/events.py)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    actor: int
    label: str
    events: list[Json] = Field(default_factory=list)


class Update(_Message):
    """One seat's view after a step. `legal` and `words` only when that seat acts now."""

    type: Literal["update"] = "update"
    seat: int
    step: int
    to_act: int
    observation: Json
    legal: list[str] = Field(default_factory=list)
    words: list[str] = Field(default_factory=list)
    steps: list[LastStep] = Field(default_factory=list)  # the steps since this seat's last update
    clock_ms: int = 0  # real-time games: the host's time since the position began (its delay)


class Result(_Message):
    type: Literal["result"] = "result"
    result: Json


class Problem(_Message):
    """A refusal or an error, in words, with a short machine-readable `code`."""

    type: Literal["problem"] = "problem"
    code: str
    message: str
    seat: int | None = None  # the seat it is about ("replaced", "seat-given")


HostMessage = Annotated[TableInfo | Welcome | Update | Result | Problem, Field(discriminator="type")]

_CLIENT: TypeAdapter[Hello | Act] = TypeAdapter(ClientMessage)
_HOST: TypeAdapter[TableInfo | Welcome | Update | Result | Problem] = TypeAdapter(HostMessage)


# --- reading and writing --------------------------------------------------------------------------
def too_large(raw: str | bytes) -> bool:
    """Whether a message is over the limit (checked before anything parses it)."""
    return len(raw) > MAX_MESSAGE_BYTES or (isinstance(raw, str) and len(raw.encode()) > MAX_MESSAGE_BYTES)


def read_client(raw: str | bytes) -> Hello | Act | Problem:
    """A client's message, or the Problem that says what is wrong with it."""
    return _read(_CLIENT, raw)


def read_host(raw: str | bytes) -> TableInfo | Welcome | Update | Result | Problem:
    """A host's message, or the Problem that says what is wrong with it."""
    return _read(_HOST, raw)


M = TypeVar("M")  # what a side's messages are


def _read(adapter: TypeAdapter[M], raw: str | bytes) -> M | Problem:
    if too_large(raw):
        return Problem(code="too-large", message=f"a message may hold at most {MAX_MESSAGE_BYTES} bytes")
    try:
        return adapter.validate_json(raw)
    except ValidationError as exc:
        return _version_problem(raw) or Problem(code="malformed", message=_first_error(exc))
    except (ValueError, TypeError, RecursionError) as exc:  # bytes that are no text, nesting too deep
        return Problem(code="malformed", message=f"not a message: {type(exc).__name__}")


def write(message: BaseModel) -> str:
    return message.model_dump_json()


def _version_problem(raw: str | bytes) -> Problem | None:
    """A Problem naming both versions when a message of another protocol version came, else None."""
    try:
        data = json.loads(raw)
    except (ValueError, TypeError, RecursionError):
        return None
    version = data.get("v") if isinstance(data, dict) else None
    if version is None or version == PROTOCOL_VERSION:
        return None
    return Problem(
        code="version",
        message=f"this side speaks protocol version {PROTOCOL_VERSION}, the message version {str(version)[:20]}",
    )


def _first_error(exc: ValidationError) -> str:
    errors = exc.errors(include_url=False, include_input=False)
    if not errors:
        return "not a message"
    first = errors[0]
    where = ".".join(str(part) for part in first.get("loc", ())) or "message"
    return f"{where}: {first.get('msg', 'invalid')}"[:200]
