"""Content files: the shipped data validates and keeps the rulebook's fixed points, and every mistake
names its file, entry and field."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from timetravel.engine.errors import ContentError
from timetravel.games.ministerio.content import (
    CARDS_PER_CATEGORY,
    TRIAL_SKILL,
    is_urgent,
    load_content,
    ministerio_dir,
)

FILES = ("staircase.toml", "cards.toml", "protagonists.toml", "missions.toml", "enemies.toml", "office.toml")


@pytest.fixture(scope="module")
def content():
    return load_content()


def broken_copy(tmp_path: Path, filename: str, old: str, new: str, count: int = 1) -> Path:
    """A copy of the shipped content with one text replacement in one file."""
    for name in FILES:
        shutil.copy(ministerio_dir() / name, tmp_path / name)
    text = (tmp_path / filename).read_text(encoding="utf-8")
    assert old in text, f"{old!r} not found in {filename}"
    (tmp_path / filename).write_text(text.replace(old, new, count), encoding="utf-8")
    return tmp_path


def load_error(folder: Path) -> str:
    with pytest.raises(ContentError) as info:
        load_content(folder)
    return str(info.value)


# --- the shipped content ----------------------------------------------------------------------------
def test_shipped_content_has_the_rulebook_counts(content):
    assert len(content.doors) == 30
    assert len(content.cards) == 56
    assert Counter(c.category for c in content.cards.values()) == CARDS_PER_CATEGORY
    assert len(content.protagonists) == 8 and len(content.missions) == 8
    assert len(content.enemies) == 30 and len(content.office) == 4


def test_staircase_keeps_the_rulebook_fixed_doors(content):
    years = list(content.years)
    at = years.index(1815)
    assert years[at : at + 4] == [1815, 1840, 1890, 1898]  # Amelia's example: two doors between
    assert content.doors[years.index(1590)].colour is not None  # Alonso's example: a coloured door
    assert years == sorted(years)


def test_each_transport_pair_crosses_the_stage(content):
    for colour in ("blue", "red", "green"):
        pair = [i for i, door in enumerate(content.doors) if door.colour == colour]
        assert len(pair) == 2 and pair[1] - pair[0] >= len(content.doors) // 2


def test_every_card_year_is_a_door_and_the_trial_skill_fits_the_category(content):
    years = set(content.years)
    for card in content.cards.values():
        assert card.year in years, card.id
        assert card.skill == TRIAL_SKILL[card.category], card.id


def test_every_door_has_at_least_one_card(content):
    years = Counter(card.year for card in content.cards.values())
    assert all(years[door.year] for door in content.doors)


def test_rulebook_example_values(content):
    assert content.protagonists["irene"].combat == 2  # Irene's discard-bonus example
    assert content.protagonists["angustias"].knowledge == 3  # Angustias's closed-door example
    cid = content.cards["last-battle-of-the-cid"]
    assert (cid.skill, cid.requirement) == ("knowledge", 6)
    assert content.cards["martin-cerezo"].year == 1898  # Amelia's anachronism example
    assert any(card.bonus == 2 for card in content.cards.values())  # the examples discard a +2 card
    first = {p.id for p in content.protagonists.values() if p.first_game}
    assert first == {"pacino", "alonso", "amelia"}


def test_the_nine_named_specials_are_all_there(content):
    names = {t.name for t in content.enemies.values() if t.kind == "special"}
    assert names == {
        "Susana Torres", "Paul Walcott", "John Bennet", "Heinrich", "Thibaud", "Darrow",
        "Lola Mendieta", "Napoleon", "Moran",
    }  # fmt: skip
    assert content.enemies["napoleon"].combat == 3  # a die plus 3 for each fight
    wells = [t for t in content.enemies.values() if not t.is_enemy]
    assert wells and all(t.kind == "well" for t in wells)


def test_a_protagonist_names_the_skill_a_trial_uses(content):
    amelia = content.protagonists["amelia"]
    assert amelia.skill("knowledge") == 4 and amelia.skill("combat") == 1


def test_urgent_and_lasting_effects_are_told_apart(content):
    assert is_urgent(content.cards["lazarillo"].effect)
    assert not is_urgent(content.cards["tizona"].effect)


# --- errors name file, entry and field --------------------------------------------------------------
def test_content_error_names_file_entry_and_field(tmp_path):
    folder = broken_copy(tmp_path, "cards.toml", "requirement = 8", "requirement = 99")
    message = load_error(folder)
    assert "cards.toml" in message and "entry cards[" in message and "field requirement" in message


def test_content_error_on_a_card_year_without_a_door(tmp_path):
    folder = broken_copy(tmp_path, "cards.toml", "year = 1099", "year = 1100")
    message = load_error(folder)
    assert "cards.toml" in message and "cards[0] (id 'valencia')" in message and "field year" in message


def test_content_error_on_a_skill_that_does_not_fit_the_category(tmp_path):
    folder = broken_copy(tmp_path, "cards.toml", 'skill = "intelligence"', 'skill = "charisma"')
    message = load_error(folder)
    assert "id 'tizona'" in message and "field skill" in message


def test_content_error_on_a_duplicate_id(tmp_path):
    folder = broken_copy(tmp_path, "cards.toml", 'id = "granada"', 'id = "valencia"')
    assert "field id: duplicate id 'valencia'" in load_error(folder)


def test_content_error_on_a_wrong_category_count(tmp_path):
    event = 'category = "event"\nyear = 1099\nvp = 2\nskill = "knowledge"'
    folder = broken_copy(
        tmp_path, "cards.toml", event, event.replace("event", "object").replace("knowledge", "intelligence")
    )
    message = load_error(folder)
    assert "field category" in message and "14 object cards are needed, not 15" in message


def test_content_error_on_a_third_door_of_one_colour(tmp_path):
    folder = broken_copy(tmp_path, "staircase.toml", "year = 1212\n", 'year = 1212\ncolour = "red"\n')
    message = load_error(folder)
    assert "staircase.toml" in message and "field colour" in message and "red" in message


def test_content_error_on_29_doors(tmp_path):
    folder = broken_copy(tmp_path, "staircase.toml", "[[doors]]\nyear = 1212\n", "[[gone]]\nyear = 1212\n")
    text = (folder / "staircase.toml").read_text(encoding="utf-8")
    start = text.index("[[gone]]")
    (folder / "staircase.toml").write_text(text[:start] + text[text.index("[[doors]]", start) :])
    message = load_error(folder)
    assert "staircase.toml" in message and "the staircase has 30 doors, not 29" in message


def test_content_error_on_a_special_without_its_ability(tmp_path):
    folder = broken_copy(tmp_path, "enemies.toml", 'ability = "costs_pa_on_loss"\n', "")
    message = load_error(folder)
    assert "enemies.toml" in message and "id 'moran'" in message and "field ability" in message


def test_content_error_on_a_common_enemy_without_colour(tmp_path):
    folder = broken_copy(tmp_path, "enemies.toml", 'kind = "common"\ncolour = "blue"\n', 'kind = "common"\n')
    message = load_error(folder)
    assert "id 'tercio-deserter'" in message and "field colour" in message


def test_content_error_on_an_agent_over_the_stat_budget(tmp_path):
    folder = broken_copy(tmp_path, "protagonists.toml", "combat = 3", "combat = 5")
    assert "field combat" in load_error(folder)  # 5 is off the 1..4 scale
    folder = broken_copy(tmp_path, "protagonists.toml", "research = 2", "research = 3")
    message = load_error(folder)
    assert "id 'amelia'" in message and "field research" in message and "13, not 12" in message


def test_content_error_on_a_mission_nobody_can_complete(tmp_path):
    folder = broken_copy(
        tmp_path,
        "missions.toml",
        "count = 2, from_year = 1492, to_year = 1741",
        "count = 5, from_year = 1554, to_year = 1656",
    )
    message = load_error(folder)
    assert "missions.toml" in message and "id 'golden-age'" in message and "requirements[0]" in message
    assert "field count" in message


def test_content_error_on_an_office_tile_with_two_powers(tmp_path):
    folder = broken_copy(
        tmp_path, "office.toml", 'back = { verb = "draw", count = 4 }', 'back = { verb = "draw", count = 3 }'
    )
    message = load_error(folder)
    assert "office.toml" in message and "id 'draw'" in message and "field back" in message


def test_content_error_on_a_missing_office_power(tmp_path):
    folder = broken_copy(
        tmp_path, "office.toml", 'verb = "replay_discard"', 'verb = "convert_enemies"', count=2
    )
    assert "field front" in load_error(folder)


def test_content_error_when_the_nine_specials_do_not_match_the_rulebook(tmp_path):
    folder = broken_copy(tmp_path, "enemies.toml", 'ability = "wandering_spy"', 'ability = "raid_office"')
    message = load_error(folder)
    assert "enemies.toml" in message and "field ability" in message and "wandering_spy" in message


def test_content_error_on_an_effect_with_a_wrong_parameter_names_the_verb_field(tmp_path):
    """Card effects are steps of the game's script registry (verbs.py): a bad parameter names the
    file, the card and the effect's field."""
    folder = broken_copy(
        tmp_path,
        "cards.toml",
        'effect = { verb = "peek_tiles", count = 3 }',
        'effect = { verb = "peek_tiles", count = 9 }',
    )
    message = load_error(folder)
    assert "cards.toml" in message and "id 'mincemeat-briefcase'" in message
    assert "field effect" in message and "count" in message


def test_content_error_on_an_unknown_effect_verb(tmp_path):
    folder = broken_copy(tmp_path, "cards.toml", 'verb = "peek_tiles"', 'verb = "peek"')
    message = load_error(folder)
    assert "id 'mincemeat-briefcase'" in message and "unknown verb 'peek'" in message
