"""Division's declaration reads no content, yet holds for the shipped cards."""

from __future__ import annotations

from timetravel.games.division.content import ERAS, load_era
from timetravel.games.division.game import MAX_LENGTH, ORDERS, build_info, max_actions


def test_the_declared_length_bounds_every_campaign_of_the_shipped_cards() -> None:
    assert max_actions() <= MAX_LENGTH
    assert build_info().max_length == MAX_LENGTH


def test_era_and_order_options_speak_of_the_eras_by_their_names() -> None:
    options = {spec.key: spec for spec in build_info().options}
    names = [load_era(era).name for era in ERAS]
    assert list(options["era"].labels()) == names
    first = options["order"].label_of(ORDERS[0])
    assert first == ", then ".join(names[ERAS.index(e)] for e in ORDERS[0].split("-"))
