"""The content loader: every problem becomes a ContentError naming the file, the entry and the field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import BaseModel, ConfigDict, Field

from timetravel.engine import content
from timetravel.engine.content import content_error, load_game_content, load_model, read_data
from timetravel.engine.errors import ContentError


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Cost(Strict):
    gold: int = Field(ge=0)


class Character(Strict):
    id: str
    points: int = Field(ge=0, le=9)
    cost: Cost | None = None


class Rule(Strict):
    name: str
    limit: int


class Deck(Strict):
    title: str
    characters: list[Character]
    rules: list[Rule] = []


GOOD_TOML = """
title = "Heroes"

[[characters]]
id = "hypatia"
points = 4

[[characters]]
id = "tesla"
points = 5
cost = { gold = 2 }
"""


def write(tmp_path: Path, name: str, text: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def error_of(path: Path, model: type[BaseModel] = Deck) -> str:
    with pytest.raises(ContentError) as caught:
        load_model(path, model)
    return str(caught.value)


def test_good_toml_and_json_load_the_same(tmp_path: Path) -> None:
    from_toml = load_model(write(tmp_path, "deck.toml", GOOD_TOML), Deck)
    data = read_data(tmp_path / "deck.toml")
    from_json = load_model(write(tmp_path, "deck.json", json.dumps(data)), Deck)
    assert from_toml == from_json
    assert [c.id for c in from_toml.characters] == ["hypatia", "tesla"]
    assert from_toml.characters[1].cost == Cost(gold=2)


def test_a_bad_field_names_file_entry_with_its_id_and_field(tmp_path: Path) -> None:
    path = write(tmp_path, "deck.toml", GOOD_TOML.replace("points = 5", "points = 12"))
    message = error_of(path)
    assert "deck.toml" in message
    assert "entry characters[1] (id 'tesla'), field points:" in message
    assert "less than or equal to 9" in message


def test_a_nested_field_is_named_by_its_path(tmp_path: Path) -> None:
    path = write(tmp_path, "deck.toml", GOOD_TOML.replace("gold = 2", "gold = -1"))
    assert "entry characters[1] (id 'tesla'), field cost.gold:" in error_of(path)


def test_an_entry_without_id_is_named_by_its_name(tmp_path: Path) -> None:
    path = write(tmp_path, "deck.toml", GOOD_TOML + '\n[[rules]]\nname = "no paradoxes"\nlimit = "many"\n')
    assert "entry rules[0] (name 'no paradoxes'), field limit:" in error_of(path)


def test_a_missing_field_is_named(tmp_path: Path) -> None:
    path = write(tmp_path, "deck.toml", GOOD_TOML.replace('id = "hypatia"\n', ""))
    assert "entry characters[0], field id: Field required" in error_of(path)


def test_a_top_level_problem_says_so(tmp_path: Path) -> None:
    path = write(tmp_path, "deck.toml", GOOD_TOML.replace('title = "Heroes"', ""))
    assert "entry (top level), field title:" in error_of(path)


def test_an_unknown_field_is_named(tmp_path: Path) -> None:
    path = write(tmp_path, "deck.toml", GOOD_TOML.replace("points = 4", "points = 4\npower = 3"))
    assert "entry characters[0] (id 'hypatia'), field power: Extra inputs are not permitted" in error_of(path)


def test_many_problems_are_summarised(tmp_path: Path) -> None:
    entries = "".join(f'\n[[characters]]\nid = "c{i}"\npoints = 99\n' for i in range(8))
    message = error_of(write(tmp_path, "deck.toml", 'title = "Many"\n' + entries))
    lines = message.splitlines()
    assert len(lines) == 6 and lines[-1] == "... and 3 more problem(s)"
    assert all("deck.toml: entry characters[" in line for line in lines[:5])


@pytest.mark.parametrize(
    "name, text, problem",
    [
        ("deck.toml", 'title = "unterminated', "not valid TOML"),
        ("deck.json", '{"title": ', "not valid JSON"),
        ("deck.json", "[1, 2]", "the top level must be a table/object"),
        ("deck.toml", b"title = '\xff\xfe'", "not valid TOML"),
        ("deck.yaml", "title: x", "content files are .toml or .json"),
    ],
)
def test_unreadable_content_names_the_file_and_problem(
    tmp_path: Path, name: str, text: str, problem: str
) -> None:
    message = error_of(write(tmp_path, name, text))
    assert name in message and problem in message


def test_a_missing_file_names_the_file(tmp_path: Path) -> None:
    message = error_of(tmp_path / "absent.toml")
    assert "absent.toml: cannot be read" in message


def test_cross_entry_errors_use_the_same_form(tmp_path: Path) -> None:
    error = content_error(tmp_path / "deck.toml", "characters[3] (id 'tesla')", "id", "repeats characters[1]")
    assert str(error).endswith("deck.toml: entry characters[3] (id 'tesla'), field id: repeats characters[1]")


def test_game_content_is_read_from_the_scenes_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    scenes = tmp_path / "scenes"
    (scenes / "heroes").mkdir(parents=True)
    write(scenes / "heroes", "deck.toml", GOOD_TOML.replace("points = 4", "points = -4"))
    monkeypatch.setattr(content, "scenes_dir", lambda: scenes)
    with pytest.raises(ContentError) as caught:
        load_game_content("heroes", "deck.toml", Deck)
    # shown relative to the app's root, as a person would find it
    assert str(caught.value).startswith(
        f"{Path('scenes/heroes/deck.toml')}: entry characters[0] (id 'hypatia'), field points"
    )
