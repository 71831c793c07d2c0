"""A T.I.M.E Stories scenario as validated data: scenes/stories/<scenario>/.

Files of a scenario folder (docs/scenario-format.md teaches them):

  scenario.toml   format version, TU per run, runs, ratings, attributes, resources, status tokens,
                  HQ cards, map cards, the success and failure cards
  hosts.toml      the hosts the agents may take
  items.toml      the items (with or without the agency's logo)
  locations.toml  the locations: card A, cards B..H with their art, symbols, seals and scripts
  texts/en.toml   every word of the scenario by key; another language is only another file
                  (texts/fr.toml), read and checked with the rest when the scenario loads

Each file is checked entry by entry by pydantic; a card's script is a list of steps of the game's
script registry (steps.py). Then every reference between entries (an item, a token, a host, a
location, a card) is checked; the first broken one is a ContentError naming file, entry and field.
The validator (check.py) lists them all, with what cannot be reached.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PlainValidator,
    field_validator,
    model_validator,
)

from timetravel.engine.content import content_error, read_data, validate_strictly
from timetravel.engine.errors import ContentError
from timetravel.engine.script import Step, Test
from timetravel.games.stories.steps import VERBS, TestParams, option_labels, references, walk_steps
from timetravel.resources import scenes_dir

FORMAT = 1  # the scenario format version this engine reads; older forms are renamed on load
FILES = ("scenario.toml", "hosts.toml", "items.toml", "locations.toml")
LETTERS = ("B", "C", "D", "E", "F", "G", "H")
MAX_TU = 60
MAX_RUNS = 6
WAITING_VERBS = frozenset({"choice", "test", "roll", "look"})  # steps that stop for a decision or dice
MAX_SCRIPT_STEPS = 48  # a card's steps, those nested in choices and rolls included
MAX_ITEMS = 40
MAX_RESOURCES = 6

Slug = Annotated[str, Field(pattern=r"^[a-z0-9]+(_[a-z0-9]+)*$", max_length=40)]
TextKey = Annotated[str, Field(pattern=r"^[a-z0-9_]+(\.[a-z0-9_]+)*$", max_length=80)]
Script = list[Annotated[Step, PlainValidator(VERBS.parse)]]
Condition = Annotated[Test, PlainValidator(VERBS.parse_test)]
M = TypeVar("M", bound=BaseModel)
Symbol = Literal["none", "no_entry", "must_enter", "now_or_never"]

# Renames of older forms, by the version they upgrade from: each takes a file's raw data (as read)
# and returns it in the next version's form. Format 1 is the first; the table grows with the format.
Migration = Callable[[str, dict[str, Any]], dict[str, Any]]
MIGRATIONS: dict[int, Migration] = {}


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, arbitrary_types_allowed=True, strict=True)


# --- scenario.toml --------------------------------------------------------------------------------
class Named(_Strict):
    id: Slug
    name: TextKey


class MapCard(_Strict):
    id: Slug
    name: TextKey
    locations: list[Slug] = Field(min_length=1, max_length=12)
    when: Condition | None = None  # the map card is open while this holds (None: always)


class ScenarioFile(_Strict):
    format: int = Field(ge=1)
    title: TextKey
    summary: TextKey
    tu: int = Field(ge=4, le=MAX_TU)
    max_runs: int = Field(default=6, ge=1, le=MAX_RUNS)
    ratings: list[TextKey] = Field(min_length=1, max_length=MAX_RUNS)  # [i]: success in i+1 runs
    start: Slug
    attributes: list[Named] = Field(min_length=1, max_length=6)
    resources: list[Named] = Field(default_factory=list, max_length=MAX_RESOURCES)
    tokens: list[Named] = Field(default_factory=list, max_length=24)
    hq: list[TextKey] = Field(min_length=1, max_length=8)
    maps: list[MapCard] = Field(min_length=1, max_length=4)
    success: TextKey
    failure: TextKey
    time_out: TextKey  # the card read when the TU run out
    all_dead: TextKey  # the card read when every host is dead

    @model_validator(mode="after")
    def _a_rating_for_each_run_count(self) -> ScenarioFile:
        """The results rate a success in 1, 2... max_runs runs: one rating for each count."""
        if len(self.ratings) != self.max_runs:
            raise ValueError(f"{len(self.ratings)} ratings for {self.max_runs} runs: one for each run count")
        return self


# --- hosts.toml -----------------------------------------------------------------------------------
class Host(_Strict):
    id: Slug
    name: TextKey
    text: TextKey  # who the host is, and the ability in the scenario's words
    dice: dict[Slug, int]  # attribute -> action dice
    resistance: int = Field(ge=0, le=6)
    life: int = Field(ge=1, le=8)
    ability: Literal["none", "thick_skin", "sure_footed", "healer"] = "none"

    @field_validator("dice")
    @classmethod
    def _dice_in_range(cls, dice: dict[str, int]) -> dict[str, int]:
        for attribute, count in dice.items():
            if not 0 <= count <= 6:
                raise ValueError(f"{attribute}: a host rolls 0 to 6 dice, not {count}")
        return dice


class HostsFile(_Strict):
    hosts: list[Host] = Field(min_length=4, max_length=12)  # one for each of four seats at least


# --- items.toml -----------------------------------------------------------------------------------
class DiceBonus(_Strict):
    attribute: Slug
    dice: int = Field(default=1, ge=1, le=2)


class Item(_Strict):
    id: Slug
    name: TextKey
    text: TextKey
    agency: bool = False  # the agency's logo: kept across failed runs
    bonus: DiceBonus | None = None  # adds dice to its holder's rolls for that attribute
    use: Script = Field(default_factory=list, max_length=8)  # what using it does (free, once a TU)
    consumed: bool = True  # gone once used

    @field_validator("use")
    @classmethod
    def _acts_at_once(cls, use: list[Step]) -> list[Step]:
        waiting = sorted({s.verb for s in walk_steps(use) if s.verb in WAITING_VERBS})
        if waiting:
            raise ValueError(f"using an item acts at once: no {', '.join(waiting)}")
        return use


class ItemsFile(_Strict):
    items: list[Item] = Field(default_factory=list, max_length=MAX_ITEMS)


# --- locations.toml -------------------------------------------------------------------------------
class Reveal(_Strict):
    """What a card's words tell of an option on some card, for readers who cannot read prose (the AI
    teammates): `success` (it wins the mission), `right` (the way on: what follows is the card's
    own), `wrong` (the clue warns against it)."""

    card: Annotated[str, Field(pattern=r"^[a-z0-9_]+\.[B-H]$")]  # "location.D"
    option: TextKey  # the option's label
    outcome: Literal["success", "right", "wrong"]


class Card(_Strict):
    letter: Literal["B", "C", "D", "E", "F", "G", "H"]
    art: TextKey  # what its back shows, as a piece of the panorama (a painter's description)
    symbol: Symbol = "none"
    seal: Condition | None = None  # may be entered only while this holds
    script: Script = Field(default_factory=list, max_length=24)
    reveals: list[Reveal] = Field(default_factory=list, max_length=8)  # told to whoever reads it

    @field_validator("script")
    @classmethod
    def _short_enough(cls, script: list[Step]) -> list[Step]:
        count = sum(1 for _ in walk_steps(script))
        if count > MAX_SCRIPT_STEPS:
            raise ValueError(f"{count} steps with the nested ones; a card holds {MAX_SCRIPT_STEPS} at most")
        return script


class Location(_Strict):
    id: Slug
    name: TextKey
    red: bool = False  # leaving costs 2 TU more
    text: TextKey  # card A, read to all on arrival
    panorama: TextKey  # the whole picture across the backs of B..H
    cards: list[Card] = Field(min_length=1, max_length=7)

    @model_validator(mode="after")
    def _letters_in_order(self) -> Location:
        letters = [card.letter for card in self.cards]
        if letters != list(LETTERS[: len(letters)]):
            raise ValueError(f"cards are lettered B, C, D... in order, not {', '.join(letters)}")
        return self


class LocationsFile(_Strict):
    locations: list[Location] = Field(min_length=1, max_length=16)


# --- the whole scenario ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Scenario:
    id: str
    folder: Path
    meta: ScenarioFile
    hosts: dict[str, Host]
    items: dict[str, Item]
    locations: dict[str, Location]
    texts: dict[str, str] = field(repr=False)
    translations: dict[str, dict[str, str]] = field(default_factory=dict, repr=False)  # by language

    def card(self, card_id: str) -> Card:
        """A card by its id, "location.B"."""
        location, _, letter = card_id.partition(".")
        for card in self.locations[location].cards:
            if card.letter == letter:
                return card
        raise KeyError(card_id)

    def card_ids(self) -> Iterator[str]:
        for location in self.locations.values():
            for card in location.cards:
                yield f"{location.id}.{card.letter}"

    def words(self, key: str, language: str = "en") -> str:
        """A text of the scenario in `language` (falling back to English, then to the key)."""
        translated = self.translations.get(language, {})
        if key in translated:
            return translated[key]
        return self.texts.get(key, key)

    @property
    def attributes(self) -> tuple[str, ...]:
        return tuple(a.id for a in self.meta.attributes)

    @property
    def tokens(self) -> tuple[str, ...]:
        return tuple(t.id for t in self.meta.tokens)

    @property
    def resources(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.meta.resources)

    def open_maps(self, holds: Callable[[Test], bool]) -> list[MapCard]:
        return [m for m in self.meta.maps if m.when is None or holds(m.when)]


def scenario_dir(scenario_id: str) -> Path:
    return scenes_dir() / "stories" / scenario_id


def scenario_ids() -> tuple[str, ...]:
    """The scenario folders shipped (each holding a scenario.toml), sorted."""
    root = scenes_dir() / "stories"
    return tuple(sorted(p.name for p in root.iterdir() if (p / "scenario.toml").is_file()))


@cache
def load_scenario(scenario_id: str) -> Scenario:
    """A shipped scenario, loaded once on first use."""
    return load_folder(scenario_dir(scenario_id))


def load_folder(folder: Path) -> Scenario:
    """Load and cross-check a scenario folder; any problem is a ContentError naming file, entry, field."""
    problems = reference_problems(*read_folder(folder))
    if problems:
        raise problems[0]
    return read_folder(folder)[0]


@dataclass(frozen=True)
class Entries:
    """The entries as written, repeats included (the scenario keeps one of each id)."""

    hosts: list[Host]
    items: list[Item]
    locations: list[Location]


def read_folder(folder: Path) -> tuple[Scenario, Entries]:
    """Each file validated on its own (the first problem raised); references are not checked yet."""
    if not os.path.lexists(folder / "scenario.toml"):  # (one that cannot be read is said so below)
        raise ContentError(f"{folder}: not a scenario folder (no scenario.toml)")
    meta = _load(folder / "scenario.toml", ScenarioFile)
    hosts = _load(folder / "hosts.toml", HostsFile).hosts
    items = _load(folder / "items.toml", ItemsFile).items
    locations = _load(folder / "locations.toml", LocationsFile).locations
    scenario = Scenario(
        id=folder.name,
        folder=folder,
        meta=meta,
        hosts={h.id: h for h in hosts},
        items={i.id: i for i in items},
        locations={loc.id: loc for loc in locations},
        texts=load_texts(folder, "en"),
        translations={language: load_texts(folder, language) for language in languages(folder)},
    )
    return scenario, Entries(hosts, items, locations)


def _load(path: Path, model: type[M]) -> M:
    return validate_strictly(path, upgrade(path, read_data(path)), model)


def upgrade(path: Path, data: dict[str, Any]) -> dict[str, Any]:
    """Rename an older form of a file to the current format, step by step (the version is the
    scenario's, read from scenario.toml beside the file)."""
    meta = data if path.name == "scenario.toml" else read_data(path.parent / "scenario.toml")
    version = meta.get("format", FORMAT)
    if not isinstance(version, int) or not 1 <= version <= FORMAT:
        raise content_error(path.parent / "scenario.toml", "(top level)", "format",
                            f"this app reads scenario formats 1 to {FORMAT}, not {version!r}")  # fmt: skip
    while version < FORMAT:
        data = MIGRATIONS[version](path.name, data)
        version += 1
    if path.name == "scenario.toml":
        data = {**data, "format": FORMAT}
    return data


def languages(folder: Path) -> list[str]:
    """The languages other than English that the scenario has a texts file for (any entry named
    texts/*.toml, whatever it is: reading it says what is wrong with it)."""
    try:
        names = [entry.name for entry in os.scandir(folder / "texts")]
    except OSError:
        return []  # no texts folder: the English file is reported missing
    return sorted(name[: -len(".toml")] for name in names if name.endswith(".toml") and name != "en.toml")


def load_texts(folder: Path, language: str) -> dict[str, str]:
    """texts/<language>.toml as flat keys ("cellar.b.text"): tables nest, keys join with dots. Read
    like every content file (a regular file of bounded size and depth); a language other than
    English without a file has no texts."""
    path = folder / "texts" / f"{language}.toml"
    if language != "en" and not os.path.lexists(path):
        return {}
    flat: dict[str, str] = {}
    _flatten(path, "", read_data(path), flat)
    return flat


def _flatten(path: Path, prefix: str, node: dict[str, Any], flat: dict[str, str]) -> None:
    for key, value in node.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            _flatten(path, name + ".", value, flat)
        elif isinstance(value, str):
            flat[name] = value
        else:
            raise content_error(path, name, "(text)", "a text is a string")


# --- references between entries ------------------------------------------------------------------------
def reference_problems(scenario: Scenario, entries: Entries) -> list[ContentError]:
    """Every reference to something the scenario does not define, and every repeated id."""
    folder = scenario.folder
    hosts, items, locations = entries.hosts, entries.items, entries.locations
    problems: list[ContentError] = []
    problems += _repeats(folder / "hosts.toml", "hosts", [h.id for h in hosts])
    problems += _repeats(folder / "items.toml", "items", [i.id for i in items])
    problems += _repeats(folder / "locations.toml", "locations", [loc.id for loc in locations])
    meta = scenario.meta
    known = _known(scenario)
    path = folder / "scenario.toml"
    if meta.start not in scenario.locations:
        problems.append(content_error(path, "(top level)", "start", f"no location {meta.start!r}"))
    if len(meta.ratings) < meta.max_runs:
        problems.append(content_error(path, "(top level)", "ratings", "one rating per run up to max_runs"))
    for i, map_card in enumerate(meta.maps):
        entry = f"maps[{i}] (id {map_card.id!r})"
        for loc in map_card.locations:
            if loc not in scenario.locations:
                problems.append(content_error(path, entry, "locations", f"no location {loc!r}"))
        if map_card.when is not None:
            problems += _check_refs(path, entry, "when", references(map_card.when), known)
    for i, host in enumerate(hosts):
        for attribute in host.dice:
            if attribute not in scenario.attributes:
                entry = f"hosts[{i}] (id {host.id!r})"
                problems.append(
                    content_error(folder / "hosts.toml", entry, "dice", f"no attribute {attribute!r}")
                )
    for i, item in enumerate(items):
        entry = f"items[{i}] (id {item.id!r})"
        if item.bonus is not None and item.bonus.attribute not in scenario.attributes:
            problems.append(
                content_error(folder / "items.toml", entry, "bonus.attribute", "no such attribute")
            )
        for k, step in enumerate(item.use):
            problems += _check_refs(folder / "items.toml", entry, f"use[{k}]", references(step), known)
    path = folder / "locations.toml"
    for i, location in enumerate(locations):
        for j, card in enumerate(location.cards):
            entry = f"locations[{i}].cards[{j}] ({location.id}.{card.letter})"
            if card.seal is not None:
                problems += _check_refs(path, entry, "seal", references(card.seal), known)
            for k, step in enumerate(card.script):
                problems += _check_refs(path, entry, f"script[{k}]", references(step), known)
                problems += _test_checks(path, entry, f"script[{k}]", step, scenario)
            problems += _label_repeats(path, entry, card)
            problems += _reveal_checks(path, entry, card, scenario)
    return problems


def _label_repeats(path: Path, entry: str, card: Card) -> list[ContentError]:
    """An option is known by its card and label (the journal notes the options taken)."""
    labels = option_labels(card.script)
    repeated = sorted({label for label in labels if labels.count(label) > 1})
    return [content_error(path, entry, "script", f"option label {label!r} repeated") for label in repeated]


def _reveal_checks(path: Path, entry: str, card: Card, scenario: Scenario) -> list[ContentError]:
    problems = []
    for k, reveal in enumerate(card.reveals):
        try:
            target = scenario.card(reveal.card)
        except KeyError:
            problems.append(content_error(path, entry, f"reveals[{k}].card", f"no card {reveal.card!r}"))
            continue
        if reveal.option not in option_labels(target.script):
            problems.append(
                content_error(
                    path, entry, f"reveals[{k}].option", f"no option {reveal.option!r} on {reveal.card}"
                )
            )
    return problems


def _known(scenario: Scenario) -> dict[str, set[str]]:
    return {
        "item": set(scenario.items),
        "token": set(scenario.tokens),
        "host": set(scenario.hosts),
        "resource": set(scenario.resources),
        "location": set(scenario.locations),
        "card": set(scenario.card_ids()),
        "attribute": set(scenario.attributes),
    }


def _check_refs(
    path: Path, entry: str, where: str, refs: list[tuple[str, str, str]], known: dict[str, set[str]]
) -> list[ContentError]:
    return [
        content_error(path, entry, f"{where}{field_}", f"no {kind} {value!r}")
        for kind, value, field_ in refs
        if value not in known[kind]
    ]


def _test_checks(path: Path, entry: str, where: str, step: Step, scenario: Scenario) -> list[ContentError]:
    """A looked-at card holds no test (it is read from afar), checked on the look's target."""
    problems = []
    if step.verb == "look":
        target = getattr(step.params, "card", "")
        try:
            card = scenario.card(target)
        except KeyError:
            return []
        if any(isinstance(s.params, TestParams) for s in walk_steps(card.script)):
            problems.append(
                content_error(path, entry, f"{where}.card", f"{target} is read from afar: no test on it")
            )
    return problems


def _repeats(path: Path, table: str, ids: list[str]) -> list[ContentError]:
    seen: set[str] = set()
    problems = []
    for i, ident in enumerate(ids):
        if ident in seen:
            problems.append(
                content_error(path, f"{table}[{i}] (id {ident!r})", "id", f"duplicate id {ident!r}")
            )
        seen.add(ident)
    return problems
