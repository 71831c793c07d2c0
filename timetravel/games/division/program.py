"""A card's effect rows compiled into the script kit's steps, and the JSON form of its frames.

Each row compiles into `pick` (the chooser's choice of cards: it waits when there is more than one
option), one `draw` per random end of the row (each waits for a chance outcome), the row's verbs
(verbs.py) and `next_row`. A program is compiled on first use and kept.

A frame is saved in the form it had before the kit (card, blue, part, kind, row, act, phase, the
picks, orange), so saves, observations and the fixed-seed digests stay the same: the cursor (row,
act, phase) is read off the frame's pc and back.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from timetravel.engine.script import Frame, Interpreter, NoParams, Outcome, Seats, Step
from timetravel.games.division.content import Card, Place, Row, card_index

# what a row's pick remembers in the frame's scratch: the cards taken and their zones, the cards
# they are exchanged with and theirs (tuples, never changed in place)
PICKED, TARGET, ORIGIN, TZONE = "picked", "target", "origin", "tzone"
PICKS = (PICKED, TARGET, ORIGIN, TZONE)
NO_PICKS: dict[str, tuple[str, ...]] = dict.fromkeys(PICKS, ())
RANDOM_PHASES = ("rand_take", "rand_to")
LOCATION_ZONE = {"temporary": "temp"}
# the rulebook's colours are seat roles of the kit
SIDE_ROLE = {"blue": "self", "red": "rival", "any": "any", "orange": "orange"}


class Draw(BaseModel):
    """A `draw` step: which end of the row a random card is drawn for."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    end: Literal["take", "to"]


@dataclass(frozen=True, slots=True)
class Cursor:
    """Where a frame is, as saved: the row, the verb of the row, and the phase of the row."""

    row: int
    act: int
    phase: str


@dataclass(frozen=True)
class Program:
    rows: tuple[Row, ...]
    steps: tuple[Step, ...]
    cursors: tuple[Cursor, ...]  # one per step, and one more for the finished frame

    def pc_of(self, cursor: Cursor) -> int:
        try:
            return self.cursors.index(cursor)
        except ValueError:
            raise ValueError(f"no step of this effect is at {cursor}") from None

    def row_end(self, pc: int) -> int:
        """The `next_row` step of the row that step `pc` belongs to."""
        row = self.cursors[pc].row
        return self.pc_of(Cursor(row, len(self.rows[row].actions), "act"))


PICK = Step("pick", NoParams())
NEXT_ROW = Step("next_row", NoParams())
DRAWS = {end: Step("draw", Draw(end=end)) for end in ("take", "to")}


def random_to(row: Row) -> bool:
    """Whether the card a row exchanges with is drawn at random."""
    return row.to is not None and row.to.spec == "random" and "exchange" in row.actions


def compile_rows(rows: tuple[Row, ...]) -> Program:
    steps: list[Step] = []
    cursors: list[Cursor] = []

    def add(step: Step, cursor: Cursor) -> None:
        steps.append(step)
        cursors.append(cursor)

    for r, row in enumerate(rows):
        add(PICK, Cursor(r, 0, "pick"))
        if row.take is not None and row.take.spec == "random":
            add(DRAWS["take"], Cursor(r, 0, "rand_take"))
        if random_to(row):
            add(DRAWS["to"], Cursor(r, 0, "rand_to"))
        for i, verb in enumerate(row.actions):
            add(Step(verb, NoParams()), Cursor(r, i, "act"))
        add(NEXT_ROW, Cursor(r, len(row.actions), "act"))
    cursors.append(Cursor(len(rows), 0, "pick"))
    return Program(rows, tuple(steps), tuple(cursors))


def part_of(kind: str) -> str:
    """A delayed effect runs the card's delayed rows; a card triggered in its round or by another
    card runs its effect."""
    return "delayed" if kind == "delayed" else "effect"


def rows_of(card: Card, part: str) -> tuple[Row, ...]:
    if part == "delayed":
        assert card.delayed is not None
        return card.delayed.rows
    return card.effect


_PROGRAMS: dict[tuple[str, str], Program] = {}


def program(card_id: str, part: str) -> Program:
    """The compiled rows of a card's effect or delayed effect (compiled once per loaded content)."""
    rows = rows_of(card_index()[card_id], part)
    found = _PROGRAMS.get((card_id, part))
    if found is None or found.rows is not rows:
        found = _PROGRAMS[(card_id, part)] = compile_rows(rows)
    return found


def program_of(frame: Frame) -> Program:
    return program(frame.source, part_of(frame.kind))


def cursor_of(frame: Frame) -> Cursor:
    return program_of(frame).cursors[frame.pc]


def row_of(frame: Frame) -> Row:
    """The row the frame is at."""
    prog = program_of(frame)
    return prog.rows[prog.cursors[frame.pc].row]


# --- frames ----------------------------------------------------------------------------------------
def chooser(frame: Frame) -> int:
    """The player who makes the choices of a frame: orange under a check bar, else blue."""
    return frame.seats.named.get("orange", frame.seats.actor)


def is_orange(frame: Frame) -> bool:
    """Whether a check bar made a seat orange for this frame."""
    return "orange" in frame.seats.named


def waits_for_chance(frames: list[Frame]) -> bool:
    """Whether the running frame waits for a random card."""
    return Interpreter.waiting(frames) is Outcome.CHANCE


def place_zones(frame: Frame, place: Place) -> list[str]:
    """The zones a row's place means for this frame: its seat roles resolved to seats."""
    location = LOCATION_ZONE.get(place.location, place.location)
    if place.side is None:
        return [location]
    role = SIDE_ROLE[place.side]
    if role == "orange" and not is_orange(frame):
        role = "self"  # without a check bar the chooser is blue
    return [f"{location}:{s}" for s in frame.seats.resolve(role)]


def new_frame(card_id: str, blue: int, kind: str, orange: int | None) -> Frame:
    """The frame of a card resolved by `blue` ("self"; "rival" is the other seat), with the seat a
    check bar made orange as the named role "orange"."""
    named = MappingProxyType({} if orange is None else {"orange": orange})
    steps = program(card_id, part_of(kind)).steps
    return Frame(card_id, steps, Seats(actor=blue, count=2, named=named), scratch=dict(NO_PICKS), kind=kind)


def frame_json(frame: Frame) -> dict[str, Any]:
    cursor = cursor_of(frame)
    scratch = frame.scratch
    return {
        "card": frame.source,
        "blue": frame.seats.actor,
        "part": part_of(frame.kind),
        "kind": frame.kind,
        "row": cursor.row,
        "act": cursor.act,
        "phase": cursor.phase,
        **{key: list(scratch[key]) for key in PICKS},
        "orange": frame.seats.named.get("orange"),
    }


def frame_from_json(data: dict[str, Any]) -> Frame:
    kind, part = str(data["kind"]), str(data["part"])
    if part != part_of(kind):
        raise ValueError(f"a {kind} frame runs the card's {part_of(kind)}, not {part}")
    card_id = str(data["card"])
    if card_id not in card_index():
        raise ValueError(f"unknown card {card_id!r}")
    orange = data["orange"]
    frame = new_frame(card_id, int(data["blue"]), kind, None if orange is None else int(orange))
    phase = str(data["phase"])
    frame.pc = program_of(frame).pc_of(Cursor(int(data["row"]), int(data["act"]), phase))
    frame.scratch = {key: tuple(data[key]) for key in PICKS}
    if phase in RANDOM_PHASES:
        frame.waiting = Outcome.CHANCE
    elif phase == "pick":
        frame.waiting = Outcome.WAIT
    return frame


def copy_frames(frames: list[Frame]) -> list[Frame]:
    return [frame.clone() for frame in frames]


def dump_frames(frames: list[Frame]) -> list[dict[str, Any]]:
    return [frame_json(frame) for frame in frames]


def load_frames(data: Any) -> list[Frame]:
    return [frame_from_json(item) for item in data]
