"""The scenario format: loading, errors naming file, entry and field, texts by key, the format version,
and the validator (`timetravel validate-scenario`) on every shipped scenario and on broken copies."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.games.stories.helpers import act, fresh
from timetravel.cli import main
from timetravel.engine.errors import ContentError
from timetravel.games.stories import GAME, content
from timetravel.games.stories.check import validate
from timetravel.games.stories.content import load_folder, load_texts, scenario_dir, scenario_ids

TRAINING = scenario_dir("training")


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    folder = tmp_path / "drill"
    shutil.copytree(TRAINING, folder)
    return folder


def edit(folder: Path, name: str, old: str, new: str) -> None:
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def refused(folder: Path) -> str:
    with pytest.raises(ContentError) as caught:
        load_folder(folder)
    return str(caught.value)


# --- every shipped scenario ------------------------------------------------------------------------
@pytest.mark.parametrize("scenario", scenario_ids())
def test_every_shipped_scenario_validates_without_a_problem(scenario: str) -> None:
    assert validate(scenario_dir(scenario)) == []


def test_the_game_offers_every_shipped_scenario() -> None:
    spec = GAME.info.options[0]
    assert set(spec.choices) == set(scenario_ids())
    assert spec.labels() == ("Training: The Stopped Clock", "Venice, 1630: The Glass of Hours")


# --- errors name file, entry and field ---------------------------------------------------------------
def test_a_scenario_rates_each_run_count(copy: Path) -> None:
    """The results screen gives the rating for the runs taken: one rating for each count."""
    edit(copy, "scenario.toml", "max_runs = 4", "max_runs = 5")
    message = refused(copy)
    assert "scenario.toml" in message and "4 ratings for 5 runs" in message


def test_an_unknown_verb_names_the_file_the_card_and_the_step(copy: Path) -> None:
    edit(copy, "locations.toml", '{ verb = "gain_token", token = "saw_notice" }', '{ verb = "dance" }')
    message = refused(copy)
    assert "locations.toml" in message and "locations[0].cards[0]" in message and "script[1]" in message
    assert "unknown verb 'dance'" in message


def test_a_wrong_parameter_names_its_field(copy: Path) -> None:
    edit(copy, "locations.toml", 'resource = "coin", amount = 2', 'resource = "coin", amount = "two"')
    message = refused(copy)
    assert "script[2]" in message and "amount" in message


def test_a_test_has_at_most_three_kinds_of_shields_laid_together(copy: Path) -> None:
    edit(copy, "locations.toml", '["normal", "skull", "skull"]', '["normal", "skull", "time", "life"]')
    assert "three kinds" in refused(copy)
    shutil.copy(TRAINING / "locations.toml", copy / "locations.toml")
    edit(copy, "locations.toml", '["normal", "skull", "skull"]', '["skull", "normal", "skull"]')
    assert "lie together" in refused(copy)


def test_cards_are_lettered_in_order(copy: Path) -> None:
    edit(
        copy, "locations.toml", 'letter = "C"\n  art = "square.c.art"', 'letter = "F"\n  art = "square.c.art"'
    )
    message = refused(copy)
    assert "locations[0]" in message and "lettered B, C, D" in message


def test_a_reference_to_nothing_names_file_entry_and_field(copy: Path) -> None:
    edit(
        copy,
        "locations.toml",
        '{ verb = "gain_item", item = "watch" }',
        '{ verb = "gain_item", item = "clock" }',
    )
    message = refused(copy)
    assert "locations.toml" in message and "locations[1].cards[1] (workshop.C)" in message
    assert "script[1].item" in message and "no item 'clock'" in message


def test_a_seal_naming_an_unknown_token_is_refused(copy: Path) -> None:
    edit(
        copy,
        "locations.toml",
        'seal = { test = "token", token = "dog_calmed" }',
        'seal = { test = "token", token = "cat" }',
    )
    assert "seal.token" in refused(copy)


def test_fewer_hosts_than_four_seats_are_refused(copy: Path) -> None:
    text = (copy / "hosts.toml").read_text(encoding="utf-8")
    (copy / "hosts.toml").write_text(text.split('[[hosts]]\nid = "courier"')[0], encoding="utf-8")
    assert "hosts.toml" in refused(copy)


def test_a_broken_toml_file_is_named(copy: Path) -> None:
    (copy / "items.toml").write_text("[[items]\nid = ", encoding="utf-8")
    assert "items.toml: not valid TOML" in refused(copy)


# --- texts and the format version ------------------------------------------------------------------
def test_texts_are_keys_in_a_language_file_with_nested_tables_joined() -> None:
    texts = load_texts(TRAINING, "en")
    assert texts["square.b.art"] == "A notice board covered in paper."
    assert texts["host.docker.name"] == "Big Tom, the docker"
    assert load_texts(TRAINING, "xx") == {}


def test_a_translation_is_only_another_file(copy: Path) -> None:
    (copy / "texts" / "fr.toml").write_text('[square]\nname = "Place du marché"\n', encoding="utf-8")
    scenario = load_folder(copy)
    assert scenario.words("square.name", "fr") == "Place du marché"
    assert scenario.words("workshop.name", "fr") == "The clockmaker's cellar", "English stands in"


def test_a_newer_format_is_refused_and_an_older_one_is_renamed_on_load(
    copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    edit(copy, "scenario.toml", "format = 1", "format = 2")
    assert "formats 1 to 1, not 2" in refused(copy)
    # a format 2 that renamed `tu` to `time_units`: format 1 files are renamed on load
    monkeypatch.setattr(content, "FORMAT", 2)

    def rename(name: str, data: dict[str, object]) -> dict[str, object]:
        return {("time_units" if k == "tu" else k): v for k, v in data.items()}

    monkeypatch.setattr(content, "MIGRATIONS", {1: rename})
    edit(copy, "scenario.toml", "format = 2", "format = 1")
    with pytest.raises(ContentError) as caught:
        load_folder(copy)
    assert "time_units" in str(caught.value), "the renamed field reaches the (unchanged) model"


# --- strict data: a number is a number --------------------------------------------------------------
@pytest.mark.parametrize(
    "name, old, new, field",
    [
        ("scenario.toml", "tu = 16", 'tu = "16"', "tu"),
        ("hosts.toml", "resistance = 2", 'resistance = "2"', "resistance"),
        ("hosts.toml", "resistance = 2", "resistance = 2.0", "resistance"),
        ("locations.toml", 'resource = "coin", amount = 2', 'resource = "coin", amount = "2"', "amount"),
        ("locations.toml", "lock = true", 'lock = "true"', "lock"),
        ("items.toml", "agency = true", "agency = 1", "agency"),
        ("locations.toml", "red = true", 'red = "yes"', "red"),
    ],
)
def test_scenario_data_is_read_strictly_a_string_is_never_a_number(
    copy: Path, name: str, old: str, new: str, field: str
) -> None:
    edit(copy, name, old, new)
    message = refused(copy)
    assert name in message and field in message
    problems = validate(copy)
    assert problems and name in problems[0] and field in problems[0]


# --- every language file is checked like the English one ----------------------------------------------
def test_a_language_file_with_a_text_that_is_no_string_is_refused(copy: Path) -> None:
    (copy / "texts" / "fr.toml").write_text("[training]\ntitle = 5\n", encoding="utf-8")
    problems = validate(copy)
    assert len(problems) == 1 and "fr.toml" in problems[0] and "training.title" in problems[0]
    assert "fr.toml" in refused(copy), "the loader reads every language when the scenario loads"


def test_a_language_file_that_is_no_toml_is_refused(copy: Path) -> None:
    (copy / "texts" / "es.toml").write_text("[training\n", encoding="utf-8")
    assert "es.toml: not valid TOML" in validate(copy)[0]


def test_a_language_file_with_a_key_english_lacks_is_reported(copy: Path) -> None:
    (copy / "texts" / "fr.toml").write_text('[training]\ntitel = "Entraînement"\n', encoding="utf-8")
    problems = validate(copy)
    assert len(problems) == 1 and "fr.toml" in problems[0] and "training.titel" in problems[0]
    assert "texts/en.toml has no such text" in problems[0]


def test_the_command_no_longer_calls_a_french_venice_title_of_5_sound(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "venice"
    shutil.copytree(scenario_dir("venice"), folder)
    (folder / "texts" / "fr.toml").write_text("venice.title = 5\n", encoding="utf-8")
    assert main(["validate-scenario", str(folder)]) == 1
    out = capsys.readouterr().out
    assert "no problems" not in out and "fr.toml" in out and "venice.title" in out


# --- the validator ------------------------------------------------------------------------------------
def test_validator_reports_an_item_and_a_token_that_nothing_gives(copy: Path) -> None:
    with (copy / "items.toml").open("a", encoding="utf-8") as f:
        f.write('\n[[items]]\nid = "spare"\nname = "item.lantern.name"\ntext = "item.lantern.text"\n')
    edit(copy, "scenario.toml", '{ id = "mechanism", name = "token.mechanism" },',
         '{ id = "mechanism", name = "token.mechanism" },\n  { id = "ghost", name = "token.clue" },')  # fmt: skip
    problems = validate(copy)
    assert any(
        "items.toml" in p and "items[4] (id 'spare')" in p and "nothing gives this item" in p
        for p in problems
    )
    assert any(
        "scenario.toml" in p and "tokens[4] (id 'ghost')" in p and "nothing gives" in p for p in problems
    )


def test_validator_reports_a_card_nothing_can_reach(copy: Path) -> None:
    edit(
        copy,
        "locations.toml",
        'seal = { test = "token", token = "clue" }',
        'seal = { test = "token", token = "dog_calmed", not = true }\n  symbol = "no_entry"',
    )
    edit(copy, "locations.toml", '{ verb = "look", card = "tower.D" },', "")
    problems = validate(copy)
    assert any("locations[2].cards[2] (tower.D)" in p and "no agent can ever" in p for p in problems)
    assert any("tokens[3]" in p and "nobody can reach" in p for p in problems), "the mechanism is only there"
    assert any("success" in p and "no reachable card" in p for p in problems)


def test_validator_reports_a_success_nobody_can_reach(copy: Path) -> None:
    edit(copy, "locations.toml", '{ verb = "success" },', '{ verb = "text", text = "tower.c.right" },')
    assert any("no reachable card reads the success" in p for p in validate(copy))


def test_validator_reports_a_location_no_map_leads_to(copy: Path) -> None:
    edit(copy, "scenario.toml", 'locations = ["tower"]', 'locations = ["square"]')
    problems = validate(copy)
    assert any("locations[2] (id 'tower')" in p and "no map card" in p for p in problems)


def test_validator_reports_every_missing_text_key_with_where_it_is_used(copy: Path) -> None:
    edit(copy, "texts/en.toml", 'c.leave = "Walk on"\n', "")
    edit(copy, "texts/en.toml", 'coin = "coins"\n', "")
    problems = validate(copy)
    assert any("en.toml" in p and "square.c.leave" in p and "locations[0].cards[1]" in p for p in problems)
    assert any("resource.coin" in p and "resources[0]" in p for p in problems)


def test_validator_reports_every_broken_reference_not_only_the_first(copy: Path) -> None:
    edit(copy, "locations.toml", 'item = "watch" }', 'item = "clock" }')
    edit(copy, "locations.toml", 'item = "lantern" }', 'item = "lamp" }')
    problems = validate(copy)
    assert len([p for p in problems if "no item" in p]) == 2


def test_validate_scenario_command(copy: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["validate-scenario", str(TRAINING)]) == 0
    assert "no problems" in capsys.readouterr().out
    edit(copy, "locations.toml", '{ verb = "success" },', '{ verb = "text", text = "tower.c.right" },')
    assert main(["validate-scenario", str(copy / "scenario.toml")]) == 1
    assert "1 problem(s)" in capsys.readouterr().out
    assert main(["validate-scenario", str(tmp_path / "nowhere")]) == 2
    err = capsys.readouterr().err
    assert "no such folder" in err and "Traceback" not in err
    (copy / "hosts.toml").write_text("hosts = 3", encoding="utf-8")
    assert main(["validate-scenario", str(copy)]) == 1
    out = capsys.readouterr().out
    assert "hosts.toml" in out and "Traceback" not in out


# --- states as JSON ---------------------------------------------------------------------------------
def test_json_round_trip_mid_choice_mid_roll_and_mid_test() -> None:
    st, _ = act(fresh(), "explore", "place:B", "place:C")  # the vendor's choice waits
    states = [st]
    st, _ = act(st, "choose:2", "travel:workshop", "captain:2", "explore", "place:B", "place:B", "spend")
    states.append(st)
    st, _ = act(st, "roll:combat")  # the dice are in the air
    states.append(st)
    for state in states:
        data = json.loads(json.dumps(state.to_json()))
        again = GAME.state_from_json(data)
        assert again == state and again.to_act() == state.to_act()
        assert [str(a) for a in again.candidate_actions()] == [str(a) for a in state.candidate_actions()]


def test_observation_holds_what_the_team_saw_and_no_unseen_card() -> None:
    st, _ = act(fresh(), "explore", "place:B", "place:B")
    seen = st.observe(1)
    text = json.dumps(seen)
    assert "square.B" in seen["seen"] and "tower" not in text and "workshop" not in text
    world = GAME.determinize(seen, None)  # type: ignore[arg-type]
    assert world == st


def test_using_an_item_acts_at_once_so_it_holds_no_waiting_step(copy: Path) -> None:
    edit(copy, "items.toml", 'use = [{ verb = "life", change = 1 }]', 'use = [{ verb = "roll", dice = 1 }]')
    message = refused(copy)
    assert "items.toml" in message and "items[3]" in message and "field use" in message
    assert "no roll" in message


def test_validator_reports_a_runs_condition_that_can_never_hold(copy: Path) -> None:
    edit(
        copy,
        "locations.toml",
        '{ verb = "gain_token", token = "saw_notice" },',
        '{ verb = "gain_token", token = "saw_notice", when = { test = "runs", at_least = 6 } },',
    )
    problems = validate(copy)
    assert any("(square.B)" in p and "script[1].when" in p and "asks for run 6" in p for p in problems), (
        problems
    )


# --- what a card tells of an option (reveals) --------------------------------------------------------------
def test_a_reveal_naming_no_card_or_no_option_is_refused(copy: Path) -> None:
    edit(
        copy,
        "locations.toml",
        'card = "tower.C", option = "tower.c.backwards"',
        'card = "tower.X", option = "tower.c.backwards"',
    )
    assert "reveals" in refused(copy)
    shutil.copy(TRAINING / "locations.toml", copy / "locations.toml")
    edit(
        copy,
        "locations.toml",
        'card = "tower.C", option = "tower.c.backwards"',
        'card = "tower.D", option = "tower.c.backwards"',
    )
    message = refused(copy)
    assert "locations[2].cards[2] (tower.D)" in message and "reveals[0].option" in message
    assert "no option 'tower.c.backwards' on tower.D" in message
    shutil.copy(TRAINING / "locations.toml", copy / "locations.toml")
    edit(
        copy,
        "locations.toml",
        'card = "tower.C", option = "tower.c.backwards"',
        'card = "attic.C", option = "tower.c.backwards"',
    )
    assert "reveals[0].card" in refused(copy) and "no card 'attic.C'" in refused(copy)


def test_a_reveal_tells_one_of_three_outcomes(copy: Path) -> None:
    edit(copy, "locations.toml", 'outcome = "success"', 'outcome = "maybe"')
    assert "reveals" in refused(copy)


def test_an_option_label_is_not_repeated_on_its_card(copy: Path) -> None:
    """The journal knows an option by its card and label."""
    edit(copy, "locations.toml", '{ label = "square.c.bread"', '{ label = "square.c.buy"')
    message = refused(copy)
    assert "locations[0].cards[1] (square.C)" in message and "option label 'square.c.buy' repeated" in message
