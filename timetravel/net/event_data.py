"""A step's events back from their JSON (views.event_json wrote them): the engine's own Event objects.

A client animates and logs the host's steps with the same board code as a game on one screen, so it
needs the events as the engine made them: the same classes, the same fields, and the words as a
message key and parameters, so the log reads in the client's own language and names the seats as
the client knows them. `event_from_json(game_id, data)` is the one place that reads them:

- the event's class by its name among the engine's shared events and the game's own (a game
  package's classes first: two games may each have a `FightResolved`);
- its fields, lists made tuples again (events are frozen records of tuples);
- its parameters: `{"seat": i}` a `Seat`, `{"seats": [...]}` a `SeatList`, `{"kind": Name, ...}` a
  record of that name (a `Msg`, a `Number`, a game's own phrase such as Stories' `ScenarioText`);
  anything else as it came (a phrase the host could only send as its words stays in its words).

An event of a kind this client does not know becomes a plain `Message` with the host's words.
"""

from __future__ import annotations

import dataclasses
import importlib
import logging
import pkgutil
from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import Any

from timetravel.engine import events as engine_events
from timetravel.engine.events import Event, Message
from timetravel.i18n import Seat, SeatList, counted_forms
from timetravel.net.protocol import Json

log = logging.getLogger(__name__)
_SHARED_MODULES = ("timetravel.engine.script.messages", "timetravel.plural")


@cache
def known_records(game_id: str) -> Mapping[str, type]:
    """Every dataclass an event or its words may name for `game_id`, by class name: the engine's
    events and phrases, then the game's own (which win a clash of names)."""
    found: dict[str, type] = {}
    modules = [engine_events, *(importlib.import_module(name) for name in _SHARED_MODULES)]
    modules += _game_modules(game_id)
    for module in modules:
        for value in vars(module).values():
            own = isinstance(value, type) and value.__module__ == module.__name__
            if (
                isinstance(value, type)
                and dataclasses.is_dataclass(value)
                and (own or value.__name__ not in found)
            ):
                found[value.__name__] = value
    return MappingProxyType(found)


def _game_modules(game_id: str) -> list[Any]:
    """The modules of the game's package (its events are spread over events.py and words modules)."""
    if not game_id.isidentifier():
        return []
    try:
        package = importlib.import_module(f"timetravel.games.{game_id}")
    except ImportError:
        return []
    modules = [package]
    for info in pkgutil.iter_modules(package.__path__):
        if info.name.startswith(("ai", "_")):
            continue  # an AI's search has no events of its own and costs time to import
        try:
            modules.append(importlib.import_module(f"{package.__name__}.{info.name}"))
        except ImportError:
            log.warning("module %s of %s could not be read for its events", info.name, game_id)
    return modules


def event_from_json(game_id: str, data: Json) -> Event:
    """The engine's event that `data` (views.event_json) describes."""
    records = known_records(game_id)
    kind = records.get(str(data.get("kind", "")))
    text = str(data.get("text", "") or "")
    _learn_counted(text, data.get("counted"))
    params = _params(game_id, data.get("params"))
    if kind is None or not issubclass(kind, Event):
        return _stand_in(data, text, params)
    raw = data.get("fields")
    fields: dict[str, Any] = raw if isinstance(raw, dict) else {}
    values = {name: _value(game_id, value) for name, value in fields.items()}
    try:
        return kind(**values, text=text, params=params)
    except (TypeError, ValueError):
        log.warning("event %s could not be read back; shown as words", data.get("kind"))
        return _stand_in(data, text, params)


def _learn_counted(text: str, forms: object) -> None:
    """A counted message's two forms as the host sent them, so its words here take the count."""
    if (
        isinstance(forms, list)
        and len(forms) == 2
        and all(isinstance(f, str) for f in forms)
        and text in forms
    ):
        counted_forms(forms[0], forms[1])


def events_from_json(game_id: str, items: list[Json]) -> list[Event]:
    return [event_from_json(game_id, item) for item in items]


def _stand_in(data: Json, text: str, params: Mapping[str, object]) -> Event:
    """An event this client cannot read: a message with the host's words (or its own, when it can)."""
    words = str(data.get("words", "") or "")
    if text:
        return Message(text=text, params=params)
    return Message(text="{words}", params=MappingProxyType({"words": words})) if words else Message()


def _params(game_id: str, raw: object) -> Mapping[str, object]:
    if not isinstance(raw, dict):
        return MappingProxyType({})
    return MappingProxyType({str(key): _phrase(game_id, value) for key, value in raw.items()})


def _phrase(game_id: str, value: object) -> object:
    """A parameter of a sentence: a seat, seats, a phrase record, or the value as it came."""
    if isinstance(value, dict):
        if set(value) == {"seat"} and isinstance(value["seat"], int):
            return Seat(value["seat"])
        if set(value) == {"seats"} and isinstance(value["seats"], list):
            return SeatList(tuple(int(seat) for seat in value["seats"]))
        record = _record(game_id, value)
        if record is not None:
            return record
        return MappingProxyType({str(k): _phrase(game_id, v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(_phrase(game_id, item) for item in value)
    return value


def _record(game_id: str, value: dict[str, Any]) -> object | None:
    """A dataclass written as {"kind": Name, field: ...}, made again (None when it cannot be)."""
    kind = known_records(game_id).get(str(value.get("kind", "")))
    if kind is None:
        return None
    names = {f.name for f in dataclasses.fields(kind)}
    values = {k: v for k, v in value.items() if k != "kind"}
    if not set(values) <= names:
        return None
    converted = {
        k: (_params(game_id, v) if k == "params" else _phrase(game_id, v)) for k, v in values.items()
    }
    try:
        record: object = kind(**converted)
    except (TypeError, ValueError):
        return None
    return record


def _value(game_id: str, value: object) -> object:
    """A field of an event: lists as tuples, records made again, the rest as it came."""
    if isinstance(value, list):
        return tuple(_value(game_id, item) for item in value)
    if isinstance(value, dict):
        return _phrase(game_id, value)
    return value
