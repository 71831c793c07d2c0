"""Game declarations: make_config's checks and messages, the registry, and outcomes."""

from __future__ import annotations

import dataclasses

import pytest

from tests.games.tiny_tricks import TinyTricks
from timetravel.engine.errors import ConfigError, UnknownGame
from timetravel.engine.game import GameConfig, OptionSpec
from timetravel.engine.outcome import Outcome
from timetravel.engine.registry import all_games, every_game, get_game, register, unregister

OPTIONS = (
    OptionSpec("era", "Era", ("ancient", "modern", "future"), "modern"),
    OptionSpec("deck", "Deck", ("short", "long"), "short"),
)


class OptionGame(TinyTricks):
    info = dataclasses.replace(TinyTricks.info, id="tiny-options", title="Option Tricks", options=OPTIONS)


GAME = OptionGame()


def test_defaults_fill_in_seats_and_options() -> None:
    config = GAME.make_config()
    assert config.seats == GAME.info.min_seats
    assert config.options == {"era": "modern", "deck": "short"}
    assert GAME.make_config(3, {"era": "future"}).option("era") == "future"


@pytest.mark.parametrize("seats", [1, 4, 0, -2])
def test_seat_counts_outside_the_range_are_refused(seats: int) -> None:
    with pytest.raises(ConfigError, match=rf"Option Tricks takes 2-3 seats, not {seats}"):
        GAME.make_config(seats)


def test_an_unknown_option_names_the_known_ones() -> None:
    with pytest.raises(ConfigError, match=r"no option 'colour' \(options: era, deck\)"):
        GAME.make_config(2, {"colour": "red"})


def test_an_option_without_options_says_none() -> None:
    with pytest.raises(ConfigError, match=r"options: none"):
        TinyTricks().make_config(2, {"era": "modern"})


def test_a_bad_option_value_lists_the_choices() -> None:
    with pytest.raises(ConfigError, match=r"option era takes one of ancient, modern, future, not 'medieval'"):
        GAME.make_config(2, {"era": "medieval"})


def test_configs_are_frozen_and_strict() -> None:
    config = GAME.make_config(2)
    with pytest.raises(ValueError):
        config.seats = 3  # type: ignore[misc]
    with pytest.raises(ValueError):
        GameConfig(seats=2, colour="red")  # type: ignore[call-arg]
    with pytest.raises(ValueError):
        GameConfig(seats=0)
    assert GameConfig.model_validate_json(config.model_dump_json()) == config


# --- registry -----------------------------------------------------------------------------------


def test_registered_games_are_found_and_removed_again() -> None:
    register(GAME)
    try:
        assert get_game("tiny-options") is GAME
        assert GAME in all_games()
    finally:
        unregister("tiny-options")
    assert all(g.info.id != "tiny-options" for g in all_games())


class TemplateGame(TinyTricks):
    info = dataclasses.replace(TinyTricks.info, id="tiny-template", title="Template Tricks", template=True)


def test_a_template_game_is_found_and_played_but_listed_for_no_player() -> None:
    """GameInfo.template: get_game and every_game (the conformance suite) have it; all_games (the
    game select screen, the tour, the README, bench) and the unknown-game message do not."""
    template = register(TemplateGame())
    try:
        assert get_game("tiny-template") is template and template in every_game()
        assert template not in all_games()
        with pytest.raises(UnknownGame) as caught:
            get_game("no-such-game")
        assert "tiny-template" not in str(caught.value)
    finally:
        unregister("tiny-template")
    assert template not in every_game()


def test_an_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(UnknownGame) as caught:
        get_game("no-such-game")
    message = str(caught.value)
    assert message.startswith("unknown game 'no-such-game'; known games: ")
    assert all(game.info.id in message for game in all_games())


def test_the_select_screen_order_puts_known_games_first() -> None:
    ids = [game.info.id for game in all_games()]
    order = ["ministerio", "arena", "rocket", "division", "stories"]
    known = [gid for gid in ids if gid in order]
    assert known == [gid for gid in order if gid in known]
    assert ids[: len(known)] == known


# --- outcomes -----------------------------------------------------------------------------------


def test_a_single_winner_takes_the_whole_return() -> None:
    outcome = Outcome((3.0, 1.0, 2.0), frozenset({0}))
    assert outcome.returns() == (1.0, 0.0, 0.0) and not outcome.is_draw


def test_shared_wins_split_the_return() -> None:
    outcome = Outcome((2.0, 2.0, 1.0, 2.0), frozenset({0, 1, 3}))
    assert outcome.returns() == pytest.approx((1 / 3, 1 / 3, 0.0, 1 / 3)) and outcome.is_draw


def test_everyone_losing_returns_nothing() -> None:
    outcome = Outcome((0.0, 0.0), frozenset(), all_lose=True)
    assert outcome.returns() == (0.0, 0.0) and not outcome.is_draw


@pytest.mark.parametrize("success, expected", [(True, 1.0), (False, 0.0)])
def test_team_success_is_shared(success: bool, expected: float) -> None:
    outcome = Outcome((5.0, 5.0, 5.0), frozenset(), team_success=success)
    assert outcome.returns() == (expected,) * 3


def test_every_game_package_loads_without_error() -> None:
    from timetravel.engine.registry import discovery_errors

    assert discovery_errors() == {}


class GappedGame(TinyTricks):
    info = dataclasses.replace(TinyTricks.info, id="tiny-gapped", title="Gapped Tricks", min_seats=1,
                               max_seats=3, seat_counts=(1, 3))  # fmt: skip


def test_a_game_may_allow_only_some_seat_counts_in_its_range() -> None:
    game = GappedGame()
    assert game.info.seat_choices == (1, 3) and GAME.info.seat_choices == (2, 3)
    assert game.make_config(3).seats == 3
    with pytest.raises(ConfigError, match=r"Gapped Tricks takes 1 or 3 seats, not 2"):
        game.make_config(2)
