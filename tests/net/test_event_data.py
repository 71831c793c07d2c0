"""The events a client reads back are the host's: every event type the five games emit, through
`views.event_json` and `event_data.event_from_json`, comes back the same class, fields and words."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from timetravel import i18n
from timetravel.engine.events import Event, Message
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import all_games, get_game
from timetravel.engine.rng import Rng
from timetravel.i18n import set_language, use_seat_names
from timetravel.net.event_data import event_from_json
from timetravel.net.views import event_json
from timetravel.plural import said_counted

GAMES = [game.info.id for game in all_games()]
STEPS = 400


def random_events(game_id: str, seed: int) -> Iterator[Event]:
    """The events of a game played by random choices, up to STEPS steps."""
    game = get_game(game_id)
    seats = min(game.info.seat_choices, key=lambda n: abs(n - 3))
    match = Match.new(game, game.make_config(seats), [SeatSpec(name=f"P{i}") for i in range(seats)], seed)
    rng = Rng(seed)
    for _ in range(STEPS):
        if match.is_over:
            return
        if match.to_act() < 0:
            yield from match.sample_chance()
            continue
        legal = match.state.legal_actions()
        yield from match.apply(legal[rng.randrange(len(legal))])


def fields_of(event: Event) -> dict[str, object]:
    return {f.name: getattr(event, f.name) for f in dataclasses.fields(event) if f.name != "params"}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_comes_back_as_the_engine_made_it(game_id: str) -> None:
    use_seat_names(["Ada", "Bo", "Cy", "Di"])
    kinds: set[str] = set()
    for seed in (1, 2):
        for event in random_events(game_id, seed):
            back = event_from_json(game_id, event_json(event))
            assert type(back) is type(event), event
            assert fields_of(back) == fields_of(event), event
            assert back.words() == event.words(), event
            kinds.add(type(event).__name__)
    assert kinds, f"{game_id} emitted no events"


def test_an_unknown_event_reads_as_the_hosts_words() -> None:
    back = event_from_json(
        "rocket", {"kind": "Nothing", "fields": {}, "text": "", "params": {}, "words": "Hi"}
    )
    assert back.words() == "Hi"


@pytest.mark.parametrize(("language", "one", "three"), [
    ("ko", "테스트가 놓입니다: 방패 1개.", "테스트가 놓입니다: 방패 3개."),
    ("es", "Se plantea una prueba: un escudo.", "Se plantea una prueba: tres escudos."),
], ids=["ko", "es"])  # fmt: skip
def test_a_counted_message_reads_in_a_clients_language_though_it_never_made_one(
    monkeypatch: pytest.MonkeyPatch, language: str, one: str, three: str
) -> None:
    """A joined app knows a counted message's forms only from the host's events (a fresh app has made
    none itself): the Korean form takes the count in digits, {count}, and crashed the app without it."""
    made = [
        Message(**said_counted(n, "A test is laid: {n} shield.", "A test is laid: {n} shields."))
        for n in (1, 3)
    ]
    sent = [event_json(event) for event in made]
    monkeypatch.setattr(i18n, "_counted", {})  # the joined app, which never said it
    set_language(language)
    assert [event_from_json("stories", data).words() for data in sent] == [one, three]
