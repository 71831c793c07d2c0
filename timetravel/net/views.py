"""What one seat receives after a step, built from the seat's own view of the state.

A seat gets `observe(seat)` (the JSON of `GameState.seat_view(seat)`, the same view a board and an
AI read through `BoardContext` and `AgentView`), its legal actions and their words
(`action_words(action, seat)`) when it acts, and each step since its last update as the game log
tells it: the public label (`public_label`) and the step's events. Events are the game's public
log, what a shared screen shows every seat (docs/architecture.md, "Events and words"), so every
seat gets the same events. Never the true state, the seed, the log's action strings or another
seat's view.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from typing import Any

from timetravel.engine.events import Event
from timetravel.engine.outcome import Outcome
from timetravel.engine.state import GameState
from timetravel.i18n import Seat, SeatList, counted_pair
from timetravel.net.protocol import Json, LastStep, Update

MAX_DEPTH = 12  # nesting kept when an event's values are made plain


def plain(value: object, depth: int = 0) -> Any:
    """A value of an event as JSON data: seats as {"seat": i}, records as their fields, the rest as
    its text (a phrase's words in the host's language)."""
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else str(value)
    if depth > MAX_DEPTH:
        return str(value)
    if isinstance(value, Seat):
        return {"seat": value.index}
    if isinstance(value, SeatList):
        return {"seats": list(value.seats)}
    if isinstance(value, Mapping):
        return {str(key): plain(item, depth + 1) for key, item in value.items()}
    if isinstance(value, set | frozenset):
        return sorted((plain(item, depth + 1) for item in value), key=repr)
    if isinstance(value, list | tuple):
        return [plain(item, depth + 1) for item in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {f.name: plain(getattr(value, f.name), depth + 1) for f in dataclasses.fields(value)}
        return {"kind": type(value).__name__, **fields}
    return str(value)


def event_json(event: Event) -> Json:
    """An event as data: its kind, its fields, its message key and values, and its words now. A
    counted message also sends both its forms: a client knows them only from events it made itself,
    and without them would word the key as a plain message (a Korean {count} with no count)."""
    fields = {
        f.name: plain(getattr(event, f.name))
        for f in dataclasses.fields(event)
        if f.name not in ("text", "params")
    }
    data: Json = {
        "kind": type(event).__name__,
        "fields": fields,
        "text": event.text,
        "params": plain(event.params),
        "words": event.words(),
    }
    forms = counted_pair(event.text)
    if forms is not None:
        data["counted"] = list(forms)
    return data


def last_step(actor: int, label: str, events: list[Event]) -> LastStep:
    return LastStep(actor=actor, label=label, events=[event_json(e) for e in events])


def seat_update(state: GameState, seat: int, step: int, steps: list[LastStep], clock_ms: int = 0) -> Update:
    """The update one seat receives: its observation, and its choices when it acts now."""
    acts = state.to_act() == seat
    legal = state.legal_actions() if acts else []
    return Update(
        seat=seat,
        step=step,
        to_act=state.to_act(),
        observation=state.observe(seat),
        legal=[str(action) for action in legal],
        words=[state.action_words(action, seat) for action in legal],
        steps=steps,
        clock_ms=clock_ms,
    )


def result_json(game_id: str, outcome: Outcome | None) -> Json:
    """The result every computer prints at the end: the same object on the host and each client."""
    if outcome is None:
        return {"game": game_id, "finished": False}
    return {
        "game": game_id,
        "finished": True,
        "scores": list(outcome.scores),
        "winners": sorted(outcome.winners),
        "all_lose": outcome.all_lose,
        "team_success": outcome.team_success,
        "detail": outcome.detail,
    }
