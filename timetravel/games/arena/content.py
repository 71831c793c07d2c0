"""Time Arena content: the fighters and factions, the two boards, the fight die, the charge wheel and
the Totem, as validated data from scenes/arena/.

Each file is checked entry by entry by pydantic; the cross-checks afterwards (one fighter of each
colour per faction, squares on the board, transporter pairs, the wheel's notches) raise content
errors naming the file, the entry and the field.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator

from timetravel.engine.content import content_error, load_model
from timetravel.resources import scenes_dir

Colour = Literal["yellow", "green", "blue", "red"]
Ability = Literal["", "counter", "ranged", "shield", "restoration", "bomb"]
Bonus = Literal["plus", "reroll", "step", "energy"]

COLOURS: tuple[Colour, ...] = ("yellow", "green", "blue", "red")  # the Gates, nearest first
BONUSES: tuple[Bonus, ...] = ("plus", "reroll", "step", "energy")
SIZE = 8
FILES = "abcdefgh"
FIGHTERS = 12
# The rosters (sets of fighter figures) a game may be played with, oldest first; the last is the one
# fighters.toml lists in full, the others are named there as changes to it. A save keeps its roster,
# so the figures a game began with stay its figures after a balance update.
ROSTERS = ("original", "2026-12")
ORIGINAL_ROSTER = ROSTERS[0]
CURRENT_ROSTER = ROSTERS[-1]
SPECIAL_FACES = ("KO", "miss")

_Slug = Annotated[str, Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=40)]
_Name = Annotated[str, Field(min_length=1, max_length=40)]
_Text = Annotated[str, Field(min_length=1, max_length=120)]
_SquareName = Annotated[str, Field(pattern=r"^[a-h][1-8]$")]


def square_index(name: str) -> int:
    """'a1' -> 0, 'h1' -> 7, 'a2' -> 8 ... 'h8' -> 63 (rank-major, White's back row first)."""
    return (int(name[1]) - 1) * SIZE + FILES.index(name[0])


def square_name(index: int) -> str:
    return FILES[index % SIZE] + str(index // SIZE + 1)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, validate_default=True)


# --- fighters ----------------------------------------------------------------------------------------
class Faction(_Strict):
    id: _Slug
    name: _Name
    text: _Text


class Fighter(_Strict):
    id: _Slug
    name: _Name
    faction: _Slug
    colour: Colour
    move: int = Field(ge=1, le=4)
    attack: int = Field(ge=0, le=3)
    defence: int = Field(ge=1, le=4)
    ability: Ability = ""
    range: int = Field(default=0, ge=0, le=4)
    text: _Text
    plural: bool = False  # a name such as "Twins" takes "attack", not "attacks"

    @field_validator("range")
    @classmethod
    def _range_for_ranged(cls, value: int, info: ValidationInfo) -> int:
        ranged = info.data.get("ability") == "ranged"
        if ranged and value < 2:
            raise ValueError("a ranged fighter needs a range of at least 2")
        if not ranged and value:
            raise ValueError("only a ranged fighter has a range")
        return value


class FighterChange(_Strict):
    """One fighter's figures in an older roster: only what differs from the current ones."""

    move: int | None = Field(default=None, ge=1, le=4)
    attack: int | None = Field(default=None, ge=0, le=3)
    defence: int | None = Field(default=None, ge=1, le=4)
    range: int | None = Field(default=None, ge=0, le=4)

    def changes(self) -> dict[str, int]:
        return {name: value for name, value in self.model_dump().items() if value is not None}


class FirstGame(_Strict):
    white: _Slug
    black: _Slug


class FighterFile(_Strict):
    roster: _Slug  # the name of the figures listed in `fighters`
    factions: list[Faction]
    fighters: list[Fighter]
    first_game: FirstGame
    # older rosters: per roster, per fighter id, the figures that differ from `fighters`
    rosters: dict[_Slug, dict[_Slug, FighterChange]] = Field(default_factory=dict)


# --- boards -----------------------------------------------------------------------------------------
class Transporter(_Strict):
    colour: Colour
    squares: tuple[_SquareName, _SquareName]


class BoardSpec(_Strict):
    id: Literal["normal", "expert"]
    white_summoning: list[_SquareName] = Field(min_length=1, max_length=8)
    black_summoning: list[_SquareName] = Field(min_length=1, max_length=8)
    white_totem_edge: list[_SquareName] = Field(min_length=1, max_length=8)
    black_totem_edge: list[_SquareName] = Field(min_length=1, max_length=8)
    transporters: list[Transporter] = Field(default_factory=list)


class BoardFile(_Strict):
    boards: list[BoardSpec]


# --- the die, the wheel, the Totem -------------------------------------------------------------------
class Die(_Strict):
    faces: list[str] = Field(min_length=2, max_length=12)

    @field_validator("faces")
    @classmethod
    def _faces(cls, faces: list[str]) -> list[str]:
        for face in faces:
            if face not in SPECIAL_FACES and not (face.isascii() and face.isdigit() and int(face) <= 6):
                raise ValueError(f"a face is KO, miss or a number from 0 to 6, not {face!r}")
        for special in SPECIAL_FACES:
            if faces.count(special) != 1:
                raise ValueError(f"the die needs exactly one {special} face")
        return faces


class Wheel(_Strict):
    notches: int = Field(ge=1, le=12)
    plus: int = Field(ge=1, le=12)
    reroll: int = Field(ge=1, le=12)
    step: int = Field(ge=1, le=12)
    energy: int = Field(ge=1, le=12)


class Totem(_Strict):
    energy: int = Field(ge=1, le=12)
    defence: int = Field(ge=0, le=4)
    attack: int = Field(ge=0, le=3)


class FightFile(_Strict):
    die: Die
    wheel: Wheel
    totem: Totem


# --- the loaded whole -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Board:
    """One side of the board with its squares as indices (0 = a1 ... 63 = h8)."""

    id: str
    summoning: tuple[tuple[int, ...], tuple[int, ...]]  # per side
    totem_edge: tuple[tuple[int, ...], tuple[int, ...]]  # per side: where that side's Totem is hit
    transporters: dict[str, tuple[int, int]]  # colour -> its two squares


@dataclass(frozen=True)
class ArenaContent:
    factions: dict[str, Faction]
    fighters: dict[str, Fighter]  # the current roster's (names, factions and colours never differ)
    rosters: dict[str, dict[str, Fighter]]  # every roster's fighters, the current one included
    first_game: tuple[str, str]  # the factions White and Black play in the first game
    boards: dict[str, Board]
    faces: tuple[int | str, ...]  # numbers as ints, "KO" and "miss" as text
    wheel: Wheel
    totem: Totem

    def faction_team(self, faction: str) -> list[str]:
        """The faction's fighters in Gate order (yellow, green, blue, red)."""
        members = [f for f in self.fighters.values() if f.faction == faction]
        return [f.id for f in sorted(members, key=lambda f: COLOURS.index(f.colour))]

    def roster(self, name: str) -> dict[str, Fighter]:
        """The fighters with the figures of a roster (KeyError for an unknown one)."""
        return self.rosters[name]

    def bonus_notch(self, bonus: str) -> int:
        return int(getattr(self.wheel, bonus))


def arena_dir() -> Path:
    return scenes_dir() / "arena"


def load_content(folder: Path | None = None) -> ArenaContent:
    """Load and cross-check every file; any problem is a ContentError naming file, entry and field."""
    folder = folder or arena_dir()
    fighters_file = load_model(folder / "fighters.toml", FighterFile)
    boards_file = load_model(folder / "boards.toml", BoardFile)
    fight_file = load_model(folder / "fight.toml", FightFile)
    check_fighters(folder / "fighters.toml", fighters_file)
    rosters = rosters_of(folder / "fighters.toml", fighters_file)
    boards = check_boards(folder / "boards.toml", boards_file.boards)
    check_wheel(folder / "fight.toml", fight_file.wheel)
    faces = tuple(face if face in SPECIAL_FACES else int(face) for face in fight_file.die.faces)
    return ArenaContent(
        factions={f.id: f for f in fighters_file.factions},
        fighters=rosters[CURRENT_ROSTER],
        rosters=rosters,
        first_game=(fighters_file.first_game.white, fighters_file.first_game.black),
        boards=boards,
        faces=faces,
        wheel=fight_file.wheel,
        totem=fight_file.totem,
    )


@cache
def content() -> ArenaContent:
    """The game's content, loaded on first use (never at import)."""
    return load_content()


# --- cross-checks -----------------------------------------------------------------------------------
def check_fighters(path: Path, data: FighterFile) -> None:
    _unique(path, "factions", [f.id for f in data.factions])
    _unique(path, "fighters", [f.id for f in data.fighters])
    if len(data.fighters) != FIGHTERS:
        raise content_error(
            path, "fighters", "id", f"{FIGHTERS} fighters are needed, not {len(data.fighters)}"
        )
    factions = {f.id for f in data.factions}
    for i, fighter in enumerate(data.fighters):
        if fighter.faction not in factions:
            raise content_error(path, _entry("fighters", i, fighter.id), "faction", "no such faction")
    for faction in factions:
        colours = Counter(f.colour for f in data.fighters if f.faction == faction)
        if sorted(colours) != sorted(COLOURS) or set(colours.values()) != {1}:
            raise content_error(
                path, f"factions (id {faction!r})", "colour", "a faction needs one fighter of each colour"
            )
    for side, faction in (("white", data.first_game.white), ("black", data.first_game.black)):
        if faction not in factions:
            raise content_error(path, "first_game", side, f"no faction {faction!r}")
    if data.first_game.white == data.first_game.black:
        raise content_error(path, "first_game", "black", "the two sides need different factions")


def rosters_of(path: Path, data: FighterFile) -> dict[str, dict[str, Fighter]]:
    """Every roster's fighters: the listed ones under `roster`, each older roster's changes applied
    to them and checked as a fighter again (a range only for a ranged fighter, and so on)."""
    if data.roster != CURRENT_ROSTER:
        raise content_error(path, "(top level)", "roster", f"the current roster is {CURRENT_ROSTER!r}")
    current = {f.id: f for f in data.fighters}
    rosters = {CURRENT_ROSTER: current}
    for name, changes in data.rosters.items():
        if name not in ROSTERS or name == CURRENT_ROSTER:
            older = ", ".join(r for r in ROSTERS if r != CURRENT_ROSTER)
            raise content_error(path, f"rosters.{name}", "(whole entry)", f"the older rosters are {older}")
        fighters = dict(current)
        for fighter_id, change in changes.items():
            if fighter_id not in current:
                raise content_error(path, f"rosters.{name}", fighter_id, "no such fighter")
            try:
                fighters[fighter_id] = Fighter.model_validate(
                    {**current[fighter_id].model_dump(), **change.changes()}
                )
            except ValidationError as exc:
                problem = exc.errors()[0]
                field = ".".join(str(part) for part in problem["loc"]) or fighter_id
                raise content_error(path, f"rosters.{name}.{fighter_id}", field, problem["msg"]) from None
        rosters[name] = fighters
    for name in ROSTERS:
        if name not in rosters:
            raise content_error(path, "rosters", name, "this roster is missing (saves play with it)")
    return rosters


def check_boards(path: Path, specs: list[BoardSpec]) -> dict[str, Board]:
    boards: dict[str, Board] = {}
    for i, spec in enumerate(specs):
        entry = _entry("boards", i, spec.id)
        if spec.id in boards:
            raise content_error(path, entry, "id", f"duplicate id {spec.id!r}")
        for name in ("white_summoning", "black_summoning", "white_totem_edge", "black_totem_edge"):
            squares = getattr(spec, name)
            if len(set(squares)) != len(squares):
                raise content_error(path, entry, name, "a square is listed twice")
        if set(spec.white_summoning) & set(spec.black_summoning):
            raise content_error(path, entry, "black_summoning", "a square summons for both sides")
        links: dict[str, tuple[int, int]] = {}
        used: set[str] = set()
        for j, link in enumerate(spec.transporters):
            where = f"{entry}.transporters[{j}]"
            if link.colour in links:
                raise content_error(path, where, "colour", f"{link.colour} has two pairs")
            if link.squares[0] == link.squares[1] or used & set(link.squares):
                raise content_error(path, where, "squares", "two different squares, each in one pair")
            used |= set(link.squares)
            links[link.colour] = (square_index(link.squares[0]), square_index(link.squares[1]))
        if spec.id == "expert" and sorted(links) != sorted(COLOURS):
            raise content_error(path, entry, "transporters", "the expert board has a pair for each colour")
        boards[spec.id] = Board(
            spec.id,
            (_indices(spec.white_summoning), _indices(spec.black_summoning)),
            (_indices(spec.white_totem_edge), _indices(spec.black_totem_edge)),
            links,
        )
    for needed in ("normal", "expert"):
        if needed not in boards:
            raise content_error(path, "boards", "id", f"the {needed} board is missing")
    return boards


def check_wheel(path: Path, wheel: Wheel) -> None:
    for bonus in BONUSES:
        if getattr(wheel, bonus) > wheel.notches:
            raise content_error(path, "wheel", bonus, f"beyond the wheel's {wheel.notches} notches")


def _indices(names: list[str]) -> tuple[int, ...]:
    return tuple(square_index(n) for n in names)


def _unique(path: Path, table: str, ids: list[str]) -> None:
    seen: set[str] = set()
    for i, ident in enumerate(ids):
        if ident in seen:
            raise content_error(path, _entry(table, i, ident), "id", f"duplicate id {ident!r}")
        seen.add(ident)


def _entry(table: str, index: int, ident: str) -> str:
    return f"{table}[{index}] (id {ident!r})"
