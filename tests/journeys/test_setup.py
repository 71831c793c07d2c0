"""Setup journeys: every control of the setup screen changes the match that starts."""

from __future__ import annotations

import pytest

from tests.journeys.conftest import Player, open_setup, play_until, start_game

ROCKET, DIVISION, STORIES = "Time Machine Rocket", "Time Division", "T.I.M.E Stories"
LEVELS = {"AI: random": "random", "AI: easy": "easy", "AI: normal": "normal", "AI: hard": "hard"}


@pytest.mark.parametrize("title", [ROCKET, DIVISION, STORIES])
def test_two_people_start_a_hot_seat_game(player: Player, title: str) -> None:
    match = start_game(player, title, ("Person", "Person"))
    assert [seat.kind for seat in match.seats] == ["human", "human"]
    assert match.game.info.title == title


@pytest.mark.parametrize("title", [ROCKET, DIVISION, STORIES])
@pytest.mark.parametrize("label", list(LEVELS))
def test_each_ai_level_sits_at_the_table(player: Player, title: str, label: str) -> None:
    match = start_game(player, title, (label, "Person"))
    assert (match.seats[0].kind, match.seats[0].level) == ("ai", LEVELS[label])
    assert match.seats[1].is_human
    # the AI plays its turns without any input (the person answers when it is their turn)
    play_until(player, lambda: any(entry.actor == 0 for entry in match.log))


def test_every_seat_kind_option_can_be_chosen_in_every_row(player: Player) -> None:
    open_setup(player, ROCKET)
    player.click("+")
    player.click("+")
    menus = player.seat_menus()
    assert len(menus) == 4
    wanted = ["AI: hard", "Person", "AI: random", "AI: easy"]
    for menu, label in zip(menus, wanted, strict=True):
        player.choose(menu, label)
        assert menu.selected_option[0] == label
    player.click("Start")
    player.until(lambda: player.on_top("GameScreen") or player.on_top("HandoffScreen"), what="the game")
    match = player.app.stack.scenes[-1].match
    assert [(s.kind, s.level) for s in match.seats] == [
        ("ai", "hard"), ("human", None), ("ai", "random"), ("ai", "easy"),
    ]  # fmt: skip


def test_seat_count_buttons_add_and_remove_seats_within_the_range(player: Player) -> None:
    open_setup(player, ROCKET)
    assert len(player.dropdowns()) == 2
    assert not player.find("−").is_enabled  # two is the least
    player.click("+")
    player.click("+")
    assert len(player.dropdowns()) == 4
    assert "4" in player.screen_text().split("\n")
    assert not player.find("+").is_enabled  # four is the most
    player.click("−")
    assert len(player.dropdowns()) == 3
    player.click("Start")
    player.until(lambda: player.on_top("GameScreen") or player.on_top("HandoffScreen"), what="the game")
    assert len(player.app.stack.scenes[-1].match.seats) == 3


def test_typed_names_become_the_seats_names(player: Player) -> None:
    open_setup(player, DIVISION)
    first = player.find("Player 1")
    player.clear_field(first)
    player.type("Ada")
    player.choose(player.seat_menus()[1], "Person")
    fields = player.text_fields()
    player.clear_field(fields[1])
    player.type("Grace")
    match = _start(player)
    assert [seat.name for seat in match.seats] == ["Ada", "Grace"]
    assert player.sees("Ada") or player.sees("Grace")  # whoever acts first is named on screen


def test_a_seat_switched_from_ai_to_person_gets_a_persons_name(player: Player) -> None:
    open_setup(player, ROCKET)
    fields = player.text_fields()
    ai_name = fields[1].get_text()
    player.choose(player.seat_menus()[1], "Person")
    assert fields[1].get_text() == "Player 2", f"the person kept the AI's name {ai_name!r}"
    player.choose(player.seat_menus()[1], "AI: easy")
    assert fields[1].get_text() == ai_name  # and back: an AI name again
    match = _start(player)
    assert match.seats[1].name == ai_name


def test_a_name_the_player_typed_is_kept_when_the_seat_changes_kind(player: Player) -> None:
    open_setup(player, ROCKET)
    fields = player.text_fields()
    player.clear_field(fields[1])
    player.type("Mira")
    player.choose(player.seat_menus()[1], "Person")
    assert fields[1].get_text() == "Mira"


MODES = {"Single era": "single", "Campaign of three eras": "campaign"}
ERAS = {"Ancient Egypt": "egypt", "The Dark Ages": "darkages", "The 1980's": "eighties"}


@pytest.mark.parametrize("era", list(ERAS))
def test_each_division_era_takes_effect(player: Player, era: str) -> None:
    open_setup(player, DIVISION)
    era_menu = _menu_showing(player, "Ancient Egypt")
    player.choose(era_menu, era)
    match = _start(player)
    assert match.config.options["mode"] == "single"
    assert match.config.options["era"] == ERAS[era]


def test_each_campaign_order_takes_effect(player: Player) -> None:
    open_setup(player, DIVISION)
    player.choose(_menu_showing(player, "Single era"), "Campaign of three eras")
    assert player.sees("Campaign order")
    assert "Era" not in player.screen_text().split("\n")  # a campaign has no single era
    first = _menu_showing(player, "Ancient Egypt, then The Dark Ages, then The 1980's")
    labels = [option[0] for option in first.options_list]
    assert len(labels) == 6

    def order_menu():
        return next(m for m in player.dropdowns() if [o[0] for o in m.options_list] == labels)

    for label in [*labels[1:], labels[0]]:  # every other order, then back to the first
        player.choose(order_menu(), label)
        assert order_menu().selected_option[0] == label
    player.choose(order_menu(), labels[-1])
    match = _start(player)
    assert match.config.options["mode"] == "campaign"
    assert match.config.options["order"] == "eighties-darkages-egypt"  # the last one chosen


def test_mode_back_to_single_shows_the_era_again(player: Player) -> None:
    open_setup(player, DIVISION)
    player.choose(_menu_showing(player, "Single era"), "Campaign of three eras")
    player.choose(_menu_showing(player, "Campaign of three eras"), "Single era")
    player.choose(_menu_showing(player, "Ancient Egypt"), "The Dark Ages")
    match = _start(player)
    assert (match.config.options["mode"], match.config.options["era"]) == ("single", "darkages")


def test_rules_and_back_from_setup(player: Player) -> None:
    open_setup(player, DIVISION)
    player.click("Rules")
    assert player.on_top("RulesScreen")
    assert "Rules: Time Division" in player.screen_text()
    player.click("Back")
    assert player.on_top("SetupScreen")
    player.click("Back")
    assert player.on_top("GameSelectScreen")
    player.click("Back")
    assert player.on_top("TitleScreen")


def _menu_showing(player: Player, label: str):
    return next(m for m in player.dropdowns() if m.selected_option[0] == label)


def _start(player: Player):
    player.click("Start")
    player.until(lambda: player.on_top("GameScreen") or player.on_top("HandoffScreen"), what="the game")
    return next(s for s in player.app.stack.scenes if type(s).__name__ == "GameScreen").match


def test_the_first_coin_option_takes_effect(player: Player) -> None:
    open_setup(player, DIVISION)
    player.choose(
        _menu_showing(player, "Toss the coin"), "The second player is more experienced and takes it"
    )
    match = _start(player)
    assert match.config.options["coin"] == "second"
    assert match.state.coin == 1  # the second seat holds the coin from the start: no toss
    assert not any(entry.action.startswith("flip:") for entry in match.log)


def test_the_first_seat_switched_to_an_ai_takes_a_name_no_other_seat_has(player: Player) -> None:
    open_setup(player, ROCKET)
    fields = player.text_fields()
    other = fields[1].get_text()
    player.choose(player.seat_menus()[0], "AI: normal")
    assert fields[0].get_text() not in ("Player 1", other), "two seats would answer to one name"
    match = _start(player)
    assert len({seat.name for seat in match.seats}) == 2
