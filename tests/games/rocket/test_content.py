"""Content files: the shipped data validates, and every mistake names its file, entry and field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.games.rocket.fixtures import synthetic_characters
from timetravel.engine.errors import ContentError
from timetravel.games.rocket.content import check_characters, load_deck, rocket_dir

REAL = rocket_dir()


def copy_content(tmp_path: Path, characters: str | None = None) -> Path:
    for name in ("piles.toml", "objectives.toml"):
        shutil.copy(REAL / name, tmp_path / name)
    if characters is None:
        characters = "\n".join(_toml(c) for c in synthetic_characters())
    (tmp_path / "characters.toml").write_text(characters, encoding="utf-8")
    return tmp_path


def _toml(card) -> str:
    fields = card.model_dump()
    body = "\n".join(f"{k} = {v!r}" if isinstance(v, int) else f'{k} = "{v}"' for k, v in fields.items())
    return "[[characters]]\n" + body + "\n"


def test_shipped_piles_and_objectives_load(tmp_path):
    deck = load_deck(copy_content(tmp_path))
    assert len(deck.objectives) == 10 and sum(o.points for o in deck.objectives.values()) == 100
    assert len(deck.characters) == 70


def test_shipped_characters_load():
    deck = load_deck()
    assert len(deck.characters) == 70


def test_content_error_names_file_entry_and_field(tmp_path):
    folder = copy_content(tmp_path)
    text = (folder / "characters.toml").read_text().replace("points = 1", "points = 9", 1)
    (folder / "characters.toml").write_text(text)
    with pytest.raises(ContentError) as info:
        load_deck(folder)
    message = str(info.value)
    assert "characters.toml" in message and "characters[" in message and "field points" in message


def test_content_error_on_duplicate_id(tmp_path):
    cards = synthetic_characters()
    cards[5] = cards[5].model_copy(update={"id": cards[0].id})
    with pytest.raises(ContentError, match=r"characters\[5\].*field id: duplicate"):
        check_characters(tmp_path / "characters.toml", cards)


def test_content_error_on_a_period_without_a_woman(tmp_path):
    cards = [
        c.model_copy(update={"gender": "male"}) if c.period == "modern" else c for c in synthetic_characters()
    ]
    with pytest.raises(ContentError, match="field gender"):
        check_characters(tmp_path / "characters.toml", cards)


def test_content_error_on_too_few_brazilians(tmp_path):
    cards = [
        c.model_copy(update={"nationality": "Peruvian"}) if c.nationality == "Brazilian" else c
        for c in synthetic_characters()
    ]
    with pytest.raises(ContentError, match="field nationality"):
        check_characters(tmp_path / "characters.toml", cards)


def test_content_error_on_wrong_period_count(tmp_path):
    with pytest.raises(ContentError, match="field period"):
        check_characters(tmp_path / "characters.toml", synthetic_characters()[1:])


def test_content_error_on_rockets_in_the_ancient_pile(tmp_path):
    folder = copy_content(tmp_path)
    text = (folder / "piles.toml").read_text().replace("rockets = 0", "rockets = 1", 1)
    (folder / "piles.toml").write_text(text)
    with pytest.raises(ContentError, match=r"piles.toml.*periods\[0\].*field rockets"):
        load_deck(folder)


def test_content_error_on_a_pile_without_vortex(tmp_path):
    folder = copy_content(tmp_path)
    text = (folder / "piles.toml").read_text().replace("vortexes = 1", "vortexes = 0", 1)
    (folder / "piles.toml").write_text(text)
    with pytest.raises(ContentError, match=r"piles.toml.*periods\[0\].*field vortexes"):
        load_deck(folder)


def test_content_error_on_an_objective_with_a_wrong_field(tmp_path):
    folder = copy_content(tmp_path)
    text = (folder / "objectives.toml").read_text().replace("count = 3", "cuont = 3", 1)
    (folder / "objectives.toml").write_text(text)
    with pytest.raises(ContentError, match=r"objectives.toml.*objectives\[3\]"):
        load_deck(folder)
