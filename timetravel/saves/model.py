"""The save file format: a strict pydantic model of one saved match.

Every field is bounded so that a hostile or damaged file with huge values is rejected by validation
instead of exhausting memory later. Validate with `SaveFile.from_data()`, which applies strict mode
to the nested engine models too (a model-level strict setting would not reach them).
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Final, Literal, Self

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints, model_validator

from timetravel.engine.game import GameConfig
from timetravel.engine.match import LogEntry, SeatSpec
from timetravel.engine.state import CHANCE

SAVE_FORMAT: Final = "timetravel-save"  # the marker that tells a save from any other JSON file
CURRENT_VERSION: Final = 1

MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_LOG_ENTRIES = 200_000
MAX_ACTION_CHARS = 200
MAX_OPTIONS = 32
MAX_OPTION_CHARS = 64
MAX_LABEL_CHARS = 80
MAX_PROGRESS_CHARS = 200
U64_LIMIT = 1 << 64


def _check_timestamp(value: str) -> str:
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise ValueError("not an ISO 8601 date and time") from None
    if moment.tzinfo is None:
        raise ValueError("the date and time has no time zone")
    return value


Timestamp = Annotated[str, StringConstraints(min_length=10, max_length=40), AfterValidator(_check_timestamp)]
GameId = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_]{0,31}$")]
ShortText = Annotated[str, StringConstraints(max_length=MAX_LABEL_CHARS)]


class SaveFile(BaseModel):
    """One saved match. `log` replays from `config` and `seed` to `snapshot` (the state's to_json())."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)

    format: Literal["timetravel-save"] = SAVE_FORMAT
    schema_version: Literal[1] = CURRENT_VERSION
    game: GameId
    game_title: ShortText  # shown on the load screen even when the game is no longer installed
    app_version: Annotated[str, StringConstraints(min_length=1, max_length=40)]
    created: Timestamp
    updated: Timestamp
    label: ShortText = ""  # the name a person gave this save; empty for unnamed saves and autosaves
    progress: Annotated[str, StringConstraints(max_length=MAX_PROGRESS_CHARS)] = ""
    finished: bool = False
    config: GameConfig
    seats: list[SeatSpec] = Field(min_length=1, max_length=8)
    seed: int = Field(ge=0, lt=U64_LIMIT)
    rng_state: int = Field(ge=0, lt=U64_LIMIT)
    log: list[LogEntry] = Field(max_length=MAX_LOG_ENTRIES)
    snapshot: dict[str, Any]

    @classmethod
    def from_data(cls, data: Any) -> Self:
        """Validate parsed JSON strictly (raises pydantic.ValidationError)."""
        return cls.model_validate(data, strict=True)

    @property
    def updated_at(self) -> datetime:
        return datetime.fromisoformat(self.updated)

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        _check_options(self.config.options)
        if len(self.seats) != self.config.seats:
            raise ValueError(f"{len(self.seats)} seats described for a {self.config.seats}-seat game")
        for seat in self.seats:
            if (seat.kind == "ai") != (seat.level is not None):
                raise ValueError(f"seat {seat.name!r}: an AI seat needs a level and a human seat has none")
        for index, entry in enumerate(self.log):
            if not (entry.actor == CHANCE or 0 <= entry.actor < self.config.seats):
                raise ValueError(f"log[{index}]: actor {_short(entry.actor)} is not a seat or chance")
            if not 0 < len(entry.action) <= MAX_ACTION_CHARS:
                raise ValueError(f"log[{index}]: the action text is empty or too long")
        return self


def _check_options(options: dict[str, str]) -> None:
    if len(options) > MAX_OPTIONS:
        raise ValueError(f"config has {len(options)} options, more than {MAX_OPTIONS}")
    for key, value in options.items():
        if not 0 < len(key) <= MAX_OPTION_CHARS or len(value) > MAX_OPTION_CHARS:
            raise ValueError("config option names and values must be short text")


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 24 else text[:20] + "..."
