"""Time Division's cards as data: pydantic models of cards and effect rows, and the era loader.

An effect row reads LOCATION - SPECIFICATION - ACTION(S) - LOCATION. Colours are sides: "blue" is
the player resolving the effect, "red" their rival, "any" either player's area (the resolver picks),
"orange" the player a check bar selects. Neutral locations (The Past, the Independent Stack) take
no side.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from timetravel.engine.content import content_error, load_model
from timetravel.resources import scenes_dir

Location = Literal["past", "independent", "decision", "temporary", "influence", "hand"]
Side = Literal["blue", "red", "any", "orange"]
# "All cards" and "all rotated cards" are tallies: they appear only in a modified-influence bar
# (Modified.spec), never as the card an effect row takes.
Spec = Literal["single", "value", "random", "lowest", "highest", "chosen", "rotated"]


# The rulebook's effect verbs (registered in verbs.py) and check-bar conditions (checks.py); each
# registry checks on import that it implements exactly these names.
VERB_NAMES = ("move", "exchange", "rotate", "trigger", "coin", "no_trigger", "simultaneous")
CHECK_NAMES = ("most_cards", "fewest_cards", "highest_total", "lowest_total", "highest_card")


def _known_verb(name: str) -> str:
    if name not in VERB_NAMES:
        raise ValueError(f"unknown verb {name!r} (known: {', '.join(sorted(VERB_NAMES))})")
    return name


Verb = Annotated[str, AfterValidator(_known_verb)]  # a verb of games/division/verbs.py


def _known_check(name: str) -> str:
    if name not in CHECK_NAMES:
        raise ValueError(f"unknown check {name!r} (known: {', '.join(sorted(CHECK_NAMES))})")
    return name


Condition = Annotated[str, AfterValidator(_known_check)]  # a check of games/division/checks.py
NEUTRAL: frozenset[str] = frozenset({"past", "independent"})
ERAS = ("egypt", "darkages", "eighties")
TRACK = 4  # spaces on each side of the middle of a campaign's VP track


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Place(_Strict):
    """One end of a row: a location, whose it is, and which card(s) of it."""

    location: Location
    side: Side | None = None
    spec: Spec = "single"
    value: int | None = Field(default=None, ge=0, le=10)

    @model_validator(mode="after")
    def _sides_fit(self) -> Place:
        if (self.location in NEUTRAL) != (self.side is None):
            raise ValueError(
                f"{self.location} {'takes no side' if self.location in NEUTRAL else 'needs a side'}"
            )
        if (self.spec == "value") != (self.value is not None):
            raise ValueError("spec 'value' and the field value go together")
        return self


class Row(_Strict):
    take: Place | None = None
    actions: tuple[Verb, ...] = Field(min_length=1)
    to: Place | None = None

    @model_validator(mode="after")
    def _ends_fit(self) -> Row:
        verbs = set(self.actions)
        needs_take = verbs & {"move", "exchange", "rotate", "trigger", "no_trigger"}
        if needs_take and self.take is None:
            raise ValueError(f"actions {sorted(needs_take)} need a 'take' place")
        if (verbs & {"move", "exchange"}) and self.to is None:
            raise ValueError("move and exchange need a 'to' place")
        if "move" in verbs and "exchange" in verbs:
            raise ValueError("a row either moves or exchanges")
        return self


class Check(_Strict):
    condition: Condition


class Modified(_Strict):
    """Influence at scoring when the card is rotated: n times a count, or n plus a base value."""

    op: Literal["times", "plus"]
    n: int = Field(ge=0, le=10)
    spec: Literal["all", "all_rotated", "highest", "neighbours"]
    side: Literal["blue", "red", "both", "self"]


class Delayed(_Strict):
    timing: Literal["before_play", "after_coin"]
    rows: tuple[Row, ...] = Field(min_length=1)


class Card(_Strict):
    id: str = Field(pattern=r"^[a-z][a-z_]*$")
    name: str = Field(min_length=1)
    short: str | None = None  # a designed shorter name for the smallest cards, when the name is long
    value: int = Field(ge=0, le=10)
    traveler: bool = False
    ignore: bool = False
    tooltip: str = Field(min_length=5)
    effect: tuple[Row, ...] = ()
    delayed: Delayed | None = None
    check: Check | None = None
    modified: Modified | None = None

    @model_validator(mode="after")
    def _orange_needs_check(self) -> Card:
        uses_orange = any(
            place is not None and place.side == "orange"
            for row in self.effect
            for place in (row.take, row.to)
        )
        if uses_orange and self.check is None:
            raise ValueError("an orange side needs a check bar")
        return self


class Era(_Strict):
    id: Literal["egypt", "darkages", "eighties"]
    name: str
    cards: tuple[Card, ...]

    @model_validator(mode="after")
    def _deck_shape(self) -> Era:
        if len(self.cards) != 20:
            raise ValueError(f"an era has 20 cards, not {len(self.cards)}")
        if sum(c.traveler for c in self.cards) != 2:
            raise ValueError("an era has exactly 2 Time Travelers")
        ids = [c.id for c in self.cards]
        if len(set(ids)) != len(ids):
            raise ValueError(f"duplicate card ids: {sorted({i for i in ids if ids.count(i) > 1})}")
        return self

    def card(self, card_id: str) -> Card:
        for card in self.cards:
            if card.id == card_id:
                return card
        raise KeyError(card_id)


def era_path(era_id: str) -> Path:
    """The file of one of the known eras; any other id (a save's "../../pyproject", say) never reaches a
    path."""
    if era_id not in ERAS:
        raise ValueError(f"unknown era {str(era_id)[:40]!r}")
    return scenes_dir() / "division" / f"{era_id}.toml"


@cache
def load_era(era_id: str) -> Era:
    return load_model(era_path(era_id), Era)


@cache
def card_index() -> dict[str, Card]:
    """Every card of every era by id (ids are unique across eras: a clash names both files)."""
    index: dict[str, Card] = {}
    home: dict[str, str] = {}
    for era_id in ERAS:
        for i, card in enumerate(load_era(era_id).cards):
            if card.id in index:
                other = f"scenes/division/{home[card.id]}.toml"
                raise content_error(
                    era_path(era_id), f"cards[{i}] (id {card.id!r})", "id", f"also used in {other}"
                )
            index[card.id] = card
            home[card.id] = era_id
    return index


def check_content() -> None:
    """Load every era now (raises ContentError naming file, entry and field)."""
    card_index()
