"""Time Machine Rocket content: characters, piles and objectives as validated data.

Three files under scenes/rocket/ describe the deck. The pydantic models check each entry; the
cross-checks afterwards (unique ids, cards per period, ...) raise content errors that name the file,
the entry and the field, so a designer can fix a card without reading code.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from timetravel.engine.content import content_error, load_model
from timetravel.engine.errors import ContentError
from timetravel.i18n import N_
from timetravel.resources import scenes_dir

Period = Literal["ancient", "middle", "modern", "contemporary", "postwar"]
Category = Literal["humanitarian", "military", "creative", "scientist", "explorer"]
Gender = Literal["female", "male"]

PERIODS: tuple[Period, ...] = ("ancient", "middle", "modern", "contemporary", "postwar")
CATEGORIES: tuple[Category, ...] = ("humanitarian", "military", "creative", "scientist", "explorer")

ROCKET = "rocket"
ROCKET_2X = "rocket2x"
VORTEX = "vortex"
SPECIAL_CARDS = (ROCKET, ROCKET_2X, VORTEX)
ROCKET_VALUE = {ROCKET: 1, ROCKET_2X: 2}
TOTAL_ROCKET_CARDS = 24  # the rulebook's count: Rocket pile plus the Rockets shuffled into the periods
CARDS_PER_PERIOD = 14
WINNING_SCORE = 40  # a total that ends the game at the end of a round (the board's score track too)

_Slug = Annotated[str, Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=40)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --- characters --------------------------------------------------------------------------------
class Character(_Strict):
    id: _Slug
    name: str = Field(min_length=1, max_length=60)
    period: Period
    category: Category
    points: int = Field(ge=1, le=5)
    gender: Gender
    nationality: str = Field(min_length=1, max_length=40)
    note: str = Field(min_length=1, max_length=200)


class CharacterFile(_Strict):
    characters: list[Character]


# --- piles ----------------------------------------------------------------------------------------
class RocketPile(_Strict):
    rockets: int = Field(ge=0, le=40)
    rockets_2x: int = Field(ge=0, le=40)


class PeriodPile(_Strict):
    id: Period
    name: str = Field(min_length=1, max_length=40)
    short: str | None = Field(default=None, min_length=1, max_length=16)  # for tight labels on the table
    rockets: int = Field(ge=0, le=20)
    rockets_2x: int = Field(ge=0, le=20)
    vortexes: int = Field(ge=1, le=20)


class PileFile(_Strict):
    rocket_pile: RocketPile
    periods: list[PeriodPile]


# --- objectives -----------------------------------------------------------------------------------
class CharacterFilter(_Strict):
    """Which characters of a team count towards an objective; unset fields match anything."""

    period: Period | None = None
    category: Category | None = None
    nationality: str | None = None
    gender: Gender | None = None
    min_points: int = Field(default=1, ge=1, le=5)

    def matches(self, card: Character) -> bool:
        return (
            (self.period is None or card.period == self.period)
            and (self.category is None or card.category == self.category)
            and (self.nationality is None or card.nationality == self.nationality)
            and (self.gender is None or card.gender == self.gender)
            and card.points >= self.min_points
        )


class ObjectiveBase(_Strict):
    id: _Slug
    name: str = Field(min_length=1, max_length=60)
    points: int = Field(ge=1, le=40)
    summary: str = Field(min_length=1, max_length=200)


class RevealFirst(ObjectiveBase):
    """Hold a matching character and reveal the first card of `pile` in a turn."""

    kind: Literal["reveal_first"]
    pile: Period
    holding: CharacterFilter


class HaveCharacters(ObjectiveBase):
    """Hold `count` characters that match."""

    kind: Literal["have_characters"]
    count: int = Field(ge=1, le=5)
    holding: CharacterFilter


class RocketsAndCharacter(ObjectiveBase):
    """Hold Rockets worth `rockets` (a 2X counts 2) and one matching character."""

    kind: Literal["rockets_and_character"]
    rockets: int = Field(ge=1, le=40)
    holding: CharacterFilter


class MilitaryDiscards(ObjectiveBase):
    """Discard `count` characters of opponents in one Military action."""

    kind: Literal["military_discards"]
    count: int = Field(ge=1, le=15)


class DistinctPeriods(ObjectiveBase):
    """End your turn with `count` characters, each from a different period."""

    kind: Literal["distinct_periods"]
    count: int = Field(ge=1, le=5)


class Vortexes(ObjectiveBase):
    """Take `count` Vortexes into your Rocket area."""

    kind: Literal["vortexes"]
    count: int = Field(ge=1, le=20)


Objective = Annotated[
    RevealFirst | HaveCharacters | RocketsAndCharacter | MilitaryDiscards | DistinctPeriods | Vortexes,
    Field(discriminator="kind"),
]


class ObjectiveFile(_Strict):
    objectives: list[Objective]


# --- the loaded deck ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Deck:
    """Everything a game of Rocket needs to know about its cards, looked up by id."""

    characters: dict[str, Character]
    piles: PileFile
    objectives: dict[str, ObjectiveBase]

    def pile_contents(self, index: int) -> dict[str, int]:
        """The full multiset of period pile `index` at the start of a round."""
        period = PERIODS[index]
        spec = self.piles.periods[index]
        contents = {cid: 1 for cid, card in self.characters.items() if card.period == period}
        for card, count in ((ROCKET, spec.rockets), (ROCKET_2X, spec.rockets_2x), (VORTEX, spec.vortexes)):
            if count:
                contents[card] = count
        return contents

    def rocket_pile_contents(self) -> dict[str, int]:
        spec = self.piles.rocket_pile
        return {card: n for card, n in ((ROCKET, spec.rockets), (ROCKET_2X, spec.rockets_2x)) if n}

    def period_name(self, index: int) -> str:
        return self.piles.periods[index].name

    def period_short_name(self, index: int) -> str:
        spec = self.piles.periods[index]
        return spec.short or spec.name

    def card_name(self, card: str) -> str:
        if card in self.characters:
            return self.characters[card].name
        return {ROCKET: N_("Rocket"), ROCKET_2X: N_("2X Rocket"), VORTEX: N_("Vortex")}[card]


def rocket_dir() -> Path:
    return scenes_dir() / "rocket"


def load_deck(folder: Path | None = None, characters_file: Path | None = None) -> Deck:
    """Load and cross-check the three content files (characters may come from another path)."""
    folder = folder or rocket_dir()
    char_path = characters_file or folder / "characters.toml"
    pile_path, objective_path = folder / "piles.toml", folder / "objectives.toml"
    characters = load_model(char_path, CharacterFile).characters
    piles = load_model(pile_path, PileFile)
    objectives = load_model(objective_path, ObjectiveFile).objectives
    check_characters(char_path, characters)
    check_piles(pile_path, piles)
    check_objectives(objective_path, objectives)
    return make_deck(characters, piles, objectives)


def make_deck(characters: list[Character], piles: PileFile, objectives: Sequence[ObjectiveBase]) -> Deck:
    """A deck from already validated models (tests build small decks this way)."""
    return Deck({c.id: c for c in characters}, piles, {o.id: o for o in objectives})


def check_characters(path: Path, characters: list[Character]) -> None:
    seen: dict[str, int] = {}
    for index, card in enumerate(characters):
        entry = f"characters[{index}] (id {card.id!r})"
        if card.id in seen:
            raise content_error(path, entry, "id", f"duplicate of characters[{seen[card.id]}]")
        if card.id in SPECIAL_CARDS:
            raise content_error(path, entry, "id", f"{card.id!r} is reserved for Rocket and Vortex cards")
        seen[card.id] = index
    per_period = Counter(c.period for c in characters)
    for period in PERIODS:
        if per_period[period] != CARDS_PER_PERIOD:
            raise _group_error(path, characters, "period", period, f"has {per_period[period]} cards")
        in_period = [c for c in characters if c.period == period]
        for category in CATEGORIES:
            if not any(c.category == category for c in in_period):
                raise _group_error(path, characters, "category", period, f"has no {category}")
        if not any(c.gender == "female" for c in in_period):
            raise _group_error(path, characters, "gender", period, "has no woman")
    brazilians = [c for c in characters if c.nationality == "Brazilian"]
    if len(brazilians) < 2 or len({c.period for c in brazilians}) < 2:
        raise content_error(
            path, "characters", "nationality", "needs at least two Brazilians from at least two periods"
        )


def _group_error(
    path: Path, characters: list[Character], field: str, period: str, problem: str
) -> ContentError:
    first = next((i for i, c in enumerate(characters) if c.period == period), None)
    entry = f"characters[{first}] (first of period {period!r})" if first is not None else "characters"
    return content_error(
        path,
        entry,
        field,
        f"period {period!r} {problem} (needs {CARDS_PER_PERIOD} "
        "cards, every category and at least one woman)",
    )


def check_piles(path: Path, piles: PileFile) -> None:
    ids = tuple(p.id for p in piles.periods)
    if ids != PERIODS:
        raise content_error(path, "periods", "id", f"periods must be {', '.join(PERIODS)} in this order")
    oldest = piles.periods[0]
    if oldest.rockets or oldest.rockets_2x:
        raise content_error(
            path, "periods[0] (id 'ancient')", "rockets", "no pile lies before the Ancient Age"
        )
    total = piles.rocket_pile.rockets + piles.rocket_pile.rockets_2x
    total += sum(p.rockets + p.rockets_2x for p in piles.periods)
    if total != TOTAL_ROCKET_CARDS:
        raise content_error(
            path, "rocket_pile", "rockets", f"{total} Rocket cards in all, not {TOTAL_ROCKET_CARDS}"
        )


def check_objectives(path: Path, objectives: Sequence[ObjectiveBase]) -> None:
    seen: set[str] = set()
    for index, objective in enumerate(objectives):
        if objective.id in seen:
            raise content_error(path, f"objectives[{index}] (id {objective.id!r})", "id", "duplicate id")
        seen.add(objective.id)
    if not objectives:
        raise content_error(path, "objectives", "(whole entry)", "at least one objective is needed")
