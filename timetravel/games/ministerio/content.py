"""El Ministerio del Tiempo content: the staircase, the cards, the agents, the missions, the enemy
tiles and the office tiles, as validated data from scenes/ministerio/.

Each file is checked entry by entry by pydantic; the cross-checks afterwards (30 doors, card years
on doors, counts, unique ids, transport pairs, the nine specials) raise content errors that name the
file, the entry and the field, so a designer can fix a card without reading code.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PlainValidator,
    ValidationInfo,
    field_validator,
    model_validator,
)

from timetravel.engine.content import content_error, load_model
from timetravel.engine.script import Step
from timetravel.games.ministerio.verbs import URGENT_VERBS, VERBS
from timetravel.resources import scenes_dir

Colour = Literal["blue", "red", "green"]
Category = Literal["place", "object", "character", "event"]
Skill = Literal["combat", "intelligence", "knowledge", "charisma"]
EnemyKind = Literal["common", "special", "well"]
Ability = Literal[
    "raid_office",  # Susana Torres: no fight; removes an office tile; takes no slot
    "steal_oldest_object",  # Paul Walcott: discards the revealer's oldest object, then takes a slot
    "steal_newest_object",  # John Bennet: the newest object, then a slot
    "beat_at_once",  # Heinrich: beaten in the first fight or straight into a slot
    "boss",  # Thibaud, Darrow: no fight; +1 to every other enemy's combat while revealed
    "wandering_spy",  # Lola Mendieta: the tile leaves, her figure walks the staircase
    "rolled_strength",  # Napoleon: combat is his printed value plus a die, rolled for each fight
    "costs_pa_on_loss",  # Moran: a lost fight costs one PA
]

COLOURS: tuple[Colour, ...] = ("blue", "red", "green")
CATEGORIES: tuple[Category, ...] = ("place", "object", "character", "event")
TRIAL_SKILL: dict[Category, Skill | None] = {
    "place": None,
    "object": "intelligence",
    "event": "knowledge",
    "character": "charisma",
}
DOORS = 30
CARDS_PER_CATEGORY: dict[Category, int] = {"place": 12, "object": 14, "character": 14, "event": 16}
PROTAGONISTS = 8
MISSIONS = 8
ENEMY_TILES = 30
OFFICE_TILES = 4
STAT_BUDGET = 12  # combat + intelligence + knowledge + charisma + research, for every agent
# the rules' numbers
HAND_SIZE = 5
PRISON_ABOVE = 10  # more PA than this, even for a moment, and the agent is out (Huesca)
SLOTS = 5  # five intruders in the office and everybody loses
ROUND_LIMIT = 40  # our reading: the Ministry's patience ends the game after this many rounds
FIRST_DELIVERY_BONUS = 2
# the abilities each special needs; the rulebook names nine specials, Thibaud and Darrow share one
SPECIAL_ABILITIES: Counter[str] = Counter(
    {
        "raid_office": 1,
        "steal_oldest_object": 1,
        "steal_newest_object": 1,
        "beat_at_once": 1,
        "boss": 2,
        "wandering_spy": 1,
        "rolled_strength": 1,
        "costs_pa_on_loss": 1,
    }
)
_FIGHTING_ABILITIES = {"beat_at_once", "rolled_strength", "costs_pa_on_loss"}  # have a combat value
_ESCAPING_ABILITIES = {"rolled_strength", "costs_pa_on_loss"}  # wander toward a colour when let go

_Slug = Annotated[str, Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=40)]
_Name = Annotated[str, Field(min_length=1, max_length=60)]
_Note = Annotated[str, Field(min_length=1, max_length=160)]
_Year = Annotated[int, Field(ge=1, le=2100)]


class _Strict(BaseModel):
    # arbitrary types: a card effect is a script Step
    # validate_default: a missing optional field still meets the field checks below
    model_config = ConfigDict(
        extra="forbid", frozen=True, validate_default=True, arbitrary_types_allowed=True
    )


# --- the staircase ------------------------------------------------------------------------------
class Door(_Strict):
    year: _Year
    colour: Colour | None = None  # a transport door, and a way into the office
    series: bool = False  # a year the TV series visits or an agent comes from
    note: _Note


class StaircaseFile(_Strict):
    doors: list[Door]


# --- card effects: one step of the game's script registry (verbs.py) ------------------------------
# A card's effect is written as a table, `effect = { verb = "draw", count = 2 }`; the registry checks
# the verb and its parameters, so an error names the file, the entry and the field.
Effect = Annotated[Step, PlainValidator(VERBS.parse)]


def is_urgent(effect: Step | None) -> bool:
    """URGENTE effects act once when control is taken; the others last while the card is held."""
    return effect is not None and effect.verb in URGENT_VERBS


# --- cards --------------------------------------------------------------------------------------------
class Card(_Strict):
    id: _Slug
    name: _Name
    category: Category
    year: _Year
    vp: int = Field(ge=0, le=5)
    skill: Skill | None = None
    requirement: int | None = Field(default=None, ge=2, le=12)
    bonus: int = Field(ge=1, le=3)
    effect: Effect | None = None
    note: _Note

    # field validators (not one for the whole entry) so that an error names the field at fault
    @field_validator("vp")
    @classmethod
    def _places_score_nothing(cls, vp: int, info: ValidationInfo) -> int:
        if info.data.get("category") == "place" and vp:
            raise ValueError("place cards are never controlled, so they carry no VP")
        return vp

    @field_validator("skill")
    @classmethod
    def _skill_of_category(cls, skill: Skill | None, info: ValidationInfo) -> Skill | None:
        category = info.data.get("category")
        if category is not None and skill != TRIAL_SKILL[category]:
            raise ValueError(f"the trial of {category} cards uses {TRIAL_SKILL[category] or 'no skill'}")
        return skill

    @field_validator("requirement")
    @classmethod
    def _requirement_with_skill(cls, requirement: int | None, info: ValidationInfo) -> int | None:
        category = info.data.get("category")
        if category is not None and (requirement is None) != (TRIAL_SKILL[category] is None):
            raise ValueError("place cards have no requirement and every other card needs one")
        return requirement

    @field_validator("effect")
    @classmethod
    def _places_have_their_own_action(cls, effect: Effect | None, info: ValidationInfo) -> Effect | None:
        if info.data.get("category") == "place" and effect is not None:
            raise ValueError("place cards have the fixed place action, not an effect")
        return effect


class CardFile(_Strict):
    cards: list[Card]


# --- protagonists --------------------------------------------------------------------------------------
_Stat = Annotated[int, Field(ge=1, le=4)]


class Protagonist(_Strict):
    id: _Slug
    name: _Name
    combat: _Stat
    intelligence: _Stat
    knowledge: _Stat
    charisma: _Stat
    research: int = Field(ge=1, le=4)
    first_game: bool = False  # the rulebook's three agents for a first game at three seats
    note: _Note

    def skill(self, name: Skill) -> int:
        return int(getattr(self, name))

    @property
    def budget(self) -> int:
        return self.combat + self.intelligence + self.knowledge + self.charisma + self.research


class ProtagonistFile(_Strict):
    protagonists: list[Protagonist]


# --- missions ---------------------------------------------------------------------------------------------
class Requirement(_Strict):
    kind: Literal["objects", "events", "characters", "enemies"]
    count: int = Field(ge=1, le=5)
    from_year: _Year | None = None
    to_year: _Year | None = None

    @model_validator(mode="after")
    def _span(self) -> Requirement:
        if self.kind == "enemies" and (self.from_year or self.to_year):
            raise ValueError("enemy requirements take no years")
        if self.from_year and self.to_year and self.from_year > self.to_year:
            raise ValueError("from_year comes after to_year")
        return self

    def matches(self, card: Card) -> bool:
        return (
            self.kind == card.category + "s"
            and (self.from_year is None or card.year >= self.from_year)
            and (self.to_year is None or card.year <= self.to_year)
        )


class Mission(_Strict):
    id: _Slug
    name: _Name
    full: int = Field(ge=1, le=20)
    partial: int = Field(ge=0, le=20)
    note: _Note
    requirements: list[Requirement] = Field(min_length=1, max_length=5)

    @model_validator(mode="after")
    def _partial_below_full(self) -> Mission:
        if self.partial >= self.full:
            raise ValueError("partial VP must be below full VP")
        return self


class MissionFile(_Strict):
    missions: list[Mission]


# --- enemy tiles --------------------------------------------------------------------------------------------
class EnemyTile(_Strict):
    id: _Slug
    name: _Name
    kind: EnemyKind
    ability: Ability | None = None
    colour: Colour | None = None
    combat: int | None = Field(default=None, ge=1, le=12)
    note: _Note

    @field_validator("ability")
    @classmethod
    def _ability_for_specials(cls, ability: Ability | None, info: ValidationInfo) -> Ability | None:
        if (ability is None) == (info.data.get("kind") == "special"):
            raise ValueError("special enemies, and only they, have an ability")
        return ability

    @field_validator("colour")
    @classmethod
    def _colour_if_it_escapes(cls, colour: Colour | None, info: ValidationInfo) -> Colour | None:
        escapes = info.data.get("kind") == "common" or info.data.get("ability") in _ESCAPING_ABILITIES
        if (colour is None) == escapes:
            raise ValueError("this enemy " + ("needs a door colour" if escapes else "has no door colour"))
        return colour

    @field_validator("combat")
    @classmethod
    def _combat_if_it_fights(cls, combat: int | None, info: ValidationInfo) -> int | None:
        fights = info.data.get("kind") == "common" or info.data.get("ability") in _FIGHTING_ABILITIES
        if (combat is None) == fights:
            raise ValueError("this enemy " + ("needs a combat value" if fights else "has no combat value"))
        return combat

    @property
    def is_enemy(self) -> bool:
        return self.kind != "well"


class EnemyFile(_Strict):
    tiles: list[EnemyTile]


# --- office tiles ---------------------------------------------------------------------------------------------
class OfficeShedPa(_Strict):
    verb: Literal["shed_pa"]
    amount: int = Field(ge=1, le=10)


class OfficeDraw(_Strict):
    verb: Literal["draw"]
    count: int = Field(ge=1, le=10)


class OfficeConvert(_Strict):
    """Turn any number of your enemy tiles into 1 VP each; they stop counting as enemies."""

    verb: Literal["convert_enemies"]


class OfficeReplay(_Strict):
    """Play a card from a discard pile with no anachronism; never a place."""

    verb: Literal["replay_discard"]


OfficePower = Annotated[OfficeShedPa | OfficeDraw | OfficeConvert | OfficeReplay, Field(discriminator="verb")]
OFFICE_VERBS = ("shed_pa", "draw", "convert_enemies", "replay_discard")


class OfficeTile(_Strict):
    id: _Slug
    name: _Name
    front: OfficePower
    back: OfficePower

    @field_validator("back")
    @classmethod
    def _same_power_on_both_faces(cls, back: OfficePower, info: ValidationInfo) -> OfficePower:
        if "front" in info.data and back != info.data["front"]:
            raise ValueError("both faces of an office tile show the same power")
        return back


class OfficeFile(_Strict):
    tiles: list[OfficeTile]


# --- the whole set -------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class MinisterioContent:
    doors: tuple[Door, ...]
    cards: dict[str, Card]
    protagonists: dict[str, Protagonist]
    missions: dict[str, Mission]
    enemies: dict[str, EnemyTile]
    office: dict[str, OfficeTile]

    @property
    def years(self) -> tuple[int, ...]:
        return tuple(door.year for door in self.doors)


@cache
def content() -> MinisterioContent:
    """The game's content, loaded once."""
    return load_content()


def ministerio_dir() -> Path:
    return scenes_dir() / "ministerio"


def load_content(folder: Path | None = None) -> MinisterioContent:
    """Load and cross-check every file; any problem is a ContentError naming file, entry and field."""
    folder = folder or ministerio_dir()
    doors = load_model(folder / "staircase.toml", StaircaseFile).doors
    cards = load_model(folder / "cards.toml", CardFile).cards
    agents = load_model(folder / "protagonists.toml", ProtagonistFile).protagonists
    missions = load_model(folder / "missions.toml", MissionFile).missions
    enemies = load_model(folder / "enemies.toml", EnemyFile).tiles
    office = load_model(folder / "office.toml", OfficeFile).tiles
    check_doors(folder / "staircase.toml", doors)
    check_cards(folder / "cards.toml", cards, doors)
    check_protagonists(folder / "protagonists.toml", agents)
    check_missions(folder / "missions.toml", missions, cards, enemies)
    check_enemies(folder / "enemies.toml", enemies)
    check_office(folder / "office.toml", office)
    return MinisterioContent(
        doors=tuple(doors),
        cards={c.id: c for c in cards},
        protagonists={p.id: p for p in agents},
        missions={m.id: m for m in missions},
        enemies={e.id: e for e in enemies},
        office={o.id: o for o in office},
    )


# --- cross-checks ----------------------------------------------------------------------------------------------
def check_doors(path: Path, doors: Sequence[Door]) -> None:
    if len(doors) != DOORS:
        raise content_error(path, "doors", "year", f"the staircase has {DOORS} doors, not {len(doors)}")
    for i in range(1, len(doors)):
        if doors[i].year <= doors[i - 1].year:
            raise content_error(path, f"doors[{i}] (year {doors[i].year})", "year", "years must rise")
    for colour in COLOURS:
        found = [i for i, door in enumerate(doors) if door.colour == colour]
        if len(found) != 2:
            where = f"doors[{found[2]}]" if len(found) > 2 else "doors"
            raise content_error(
                path, where, "colour", f"{colour} must mark exactly two doors, not {len(found)}"
            )


def check_cards(path: Path, cards: Sequence[Card], doors: Sequence[Door]) -> None:
    _unique_ids(path, "cards", [e.id for e in cards])
    years = {door.year for door in doors}
    for i, card in enumerate(cards):
        if card.year not in years:
            raise content_error(path, _entry("cards", i, card.id), "year", f"{card.year} is no door's year")
    counts = Counter(card.category for card in cards)
    for category, wanted in CARDS_PER_CATEGORY.items():
        if counts[category] != wanted:
            raise content_error(
                path, "cards", "category", f"{wanted} {category} cards are needed, not {counts[category]}"
            )


def check_protagonists(path: Path, agents: Sequence[Protagonist]) -> None:
    _unique_ids(path, "protagonists", [e.id for e in agents])
    _exact_count(path, "protagonists", agents, PROTAGONISTS)
    for i, agent in enumerate(agents):
        if agent.budget != STAT_BUDGET:
            raise content_error(
                path, _entry("protagonists", i, agent.id), "research",
                f"skills and research add up to {agent.budget}, not {STAT_BUDGET}",
            )  # fmt: skip
    first = [a for a in agents if a.first_game]
    if len(first) != 3:
        raise content_error(
            path, "protagonists", "first_game", f"three agents are suggested, not {len(first)}"
        )


def check_missions(
    path: Path, missions: Sequence[Mission], cards: Sequence[Card], enemies: Sequence[EnemyTile]
) -> None:
    _unique_ids(path, "missions", [e.id for e in missions])
    _exact_count(path, "missions", missions, MISSIONS)
    fightable = sum(1 for e in enemies if e.combat is not None)
    for i, mission in enumerate(missions):
        for j, need in enumerate(mission.requirements):
            available = fightable if need.kind == "enemies" else sum(map(need.matches, cards))
            if need.count > available:
                raise content_error(
                    path, f"{_entry('missions', i, mission.id)}.requirements[{j}]", "count",
                    f"asks for {need.count} but the game has only {available}",
                )  # fmt: skip


def check_enemies(path: Path, tiles: Sequence[EnemyTile]) -> None:
    _unique_ids(path, "tiles", [e.id for e in tiles])
    _exact_count(path, "tiles", tiles, ENEMY_TILES)
    abilities: Counter[str] = Counter(str(t.ability) for t in tiles if t.ability)
    if abilities != SPECIAL_ABILITIES:
        missing = (SPECIAL_ABILITIES - abilities) or (abilities - SPECIAL_ABILITIES)
        raise content_error(path, "tiles", "ability", f"the nine specials do not match: {dict(missing)}")
    if not any(t.kind == "well" for t in tiles):
        raise content_error(path, "tiles", "kind", "the Ministry wells are missing")
    for colour in COLOURS:
        if not any(t.kind == "common" and t.colour == colour for t in tiles):
            raise content_error(path, "tiles", "colour", f"no common enemy heads for a {colour} door")


def check_office(path: Path, tiles: Sequence[OfficeTile]) -> None:
    _unique_ids(path, "tiles", [e.id for e in tiles])
    _exact_count(path, "tiles", tiles, OFFICE_TILES)
    verbs = sorted(t.front.verb for t in tiles)
    if verbs != sorted(OFFICE_VERBS):
        raise content_error(path, "tiles", "front", f"the four powers must each appear once, not {verbs}")


def _unique_ids(path: Path, table: str, ids: Sequence[str]) -> None:
    seen: set[str] = set()
    for i, ident in enumerate(ids):
        if ident in seen:
            raise content_error(path, _entry(table, i, ident), "id", f"duplicate id {ident!r}")
        seen.add(ident)


def _exact_count(path: Path, table: str, entries: Sequence[object], wanted: int) -> None:
    if len(entries) != wanted:
        raise content_error(path, table, "id", f"{wanted} entries are needed, not {len(entries)}")


def _entry(table: str, index: int, ident: str) -> str:
    return f"{table}[{index}] (id {ident!r})"
