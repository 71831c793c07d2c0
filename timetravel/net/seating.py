"""A table's seating: who plays each seat, the table's code and each remote seat's secret token.

It is kept beside the host's autosave (in the config folder's `tables/`, never among the saves,
which hold only matches), so a host that restarts from its autosave opens the table again for the
same code and tokens.
"""

from __future__ import annotations

import hmac
import json
import secrets
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from timetravel.engine.errors import SaveError
from timetravel.engine.files import FileProblem, read_limited
from timetravel.saves.atomic import atomic_write_bytes
from timetravel.saves.store import kept_beside

SeatKind = Literal["person", "remote", "ai"]
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to misread
CODE_LENGTH = 6
MAX_SEATING_BYTES = 64 * 1024


class SeatPlan(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: SeatKind
    level: Literal["random", "easy", "normal", "hard"] | None = None


class Seating(BaseModel):
    """The table's code, each seat's plan, and the tokens handed out so far (seat -> token)."""

    model_config = ConfigDict(extra="forbid")

    code: Annotated[str, Field(min_length=4, max_length=16)]
    plans: list[SeatPlan] = Field(min_length=1, max_length=8)
    tokens: dict[int, Annotated[str, Field(min_length=16, max_length=64)]] = Field(default_factory=dict)
    save: str = ""  # the autosave this seating belongs to
    port: Annotated[int, Field(ge=1, le=65535)] | None = None  # where it was served last (tried first again)

    def issue(self, seat: int) -> str:
        """A fresh secret token for `seat`, which only its holder is ever told."""
        token = secrets.token_urlsafe(24)
        self.tokens[seat] = token
        return token

    def seat_of(self, token: str) -> int | None:
        """The seat whose token this is (compared in constant time), else None."""
        found = None
        for seat, known in self.tokens.items():
            if hmac.compare_digest(known.encode(), token.encode()):
                found = seat
        return found

    def code_matches(self, code: str) -> bool:
        return hmac.compare_digest(self.code.encode(), code.strip().upper().encode())


PLAN_WORDS: dict[str, SeatPlan] = {
    "person": SeatPlan(kind="person"),
    "remote": SeatPlan(kind="remote"),
    "random": SeatPlan(kind="ai", level="random"),
    "easy": SeatPlan(kind="ai", level="easy"),
    "normal": SeatPlan(kind="ai", level="normal"),
    "hard": SeatPlan(kind="ai", level="hard"),
}


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def parse_plans(text: str) -> list[SeatPlan]:
    """`person,remote,normal` as seat plans; ValueError names a word that is none."""
    plans: list[SeatPlan] = []
    for word in (part.strip() for part in text.split(",")):
        if word not in PLAN_WORDS:
            raise ValueError(f"seat {word!r} is not one of {', '.join(PLAN_WORDS)}")
        plans.append(PLAN_WORDS[word])
    return plans


def seating_path(save: Path) -> Path:
    return kept_beside(save)  # (pruned with its autosave, saves/store.py)


def write_seating(seating: Seating, save: Path) -> Path:
    seating.save = str(save)
    path = seating_path(save)
    atomic_write_bytes(path, seating.model_dump_json().encode("utf-8"))
    return path


def read_seating(save: Path) -> Seating:
    """The seating kept for the autosave `save`, or a SaveError saying why there is none."""
    path = seating_path(save)
    try:
        raw = read_limited(path, MAX_SEATING_BYTES)
        return Seating.model_validate(json.loads(raw))
    except (OSError, FileProblem, ValueError, ValidationError) as exc:
        raise SaveError(f"no table to reopen for {save.name}: {path} cannot be read ({exc})") from None
