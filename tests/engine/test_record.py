"""State fields declared once (engine/record.py): clone and JSON derived from the field types."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Annotated, Any

import pytest

from timetravel.engine.record import MEMO, TRANSIENT, Codec, Record, Sorted, codec_for, json_key, missing_as

Pile = Annotated[dict[str, int], Sorted]


def _upper(value: str) -> str:
    return value.upper()


Shout = Annotated[str, Codec(None, _upper, str.lower)]


@dataclass(init=False, eq=False)
class Sample(Record):
    count: int
    name: str = field(metadata=json_key("title"))
    flags: set[str]
    hands: list[list[str]]
    pile: Pile
    piles: list[Pile]
    order: tuple[int, ...]
    maybe: int | None
    extra: dict[str, Any]
    shout: Shout
    late: list[int] = field(metadata=missing_as(lambda: [7]))  # a field newer than some saves
    said: list[str] = field(default_factory=list, metadata=TRANSIENT)
    _cache: list[int] | None = None

    def __init__(self) -> None:
        self.count, self.name, self.flags = 1, "x", {"b", "a"}
        self.hands = [["c"], []]
        self.pile = {"z": 1, "a": 2}
        self.piles = [{"q": 1, "b": 1}]
        self.order, self.maybe = (3, 1), None
        self.extra = {"deep": [[1]]}
        self.shout = "hush"
        self.late, self.said, self._cache = [1], ["spoken"], [9]


def test_json_follows_declaration_order_with_renames_sorted_sets_and_sorted_piles() -> None:
    data = Sample().fields_json()
    assert list(data) == [
        "count",
        "title",
        "flags",
        "hands",
        "pile",
        "piles",
        "order",
        "maybe",
        "extra",
        "shout",
        "late",
    ]
    assert data["flags"] == ["a", "b"]
    assert list(data["pile"]) == ["a", "z"] and list(data["piles"][0]) == ["b", "q"]
    assert data["order"] == [3, 1] and data["shout"] == "HUSH"
    json.dumps(data)  # plain JSON


def test_load_restores_every_field_and_round_trips() -> None:
    original = Sample()
    copy = Sample.__new__(Sample)
    copy.load_fields(json.loads(json.dumps(original.fields_json())))
    assert copy.fields_json() == original.fields_json()
    assert copy.order == (3, 1) and copy.flags == {"a", "b"} and copy.shout == "hush"


def test_clone_shares_no_mutable_part_and_starts_caches_and_transient_fields_afresh() -> None:
    original = Sample()
    clone = original.copy_fields(Sample.__new__(Sample))
    clone.hands[0].append("d")
    clone.pile["a"] += 1
    clone.piles[0]["q"] = 5
    clone.flags.add("c")
    clone.extra["deep"][0].append(2)
    assert original.hands == [["c"], []] and original.pile["a"] == 2 and original.piles[0]["q"] == 1
    assert original.flags == {"a", "b"} and original.extra == {"deep": [[1]]}
    assert clone._cache is None and clone.said == [] and original.said == ["spoken"]


def test_a_missing_field_with_a_default_takes_it_and_one_without_is_an_error() -> None:
    data = Sample().fields_json()
    del data["late"]
    state = Sample.__new__(Sample)
    state.load_fields(data)
    assert state.late == [7]
    del data["count"]
    with pytest.raises(KeyError):
        state.load_fields(data)


@pytest.mark.parametrize(
    ("key", "bad"), [("hands", "not a list"), ("pile", ["a"]), ("flags", {"a": 1}), ("count", "three")]
)
def test_wrong_json_values_raise_errors_a_loader_can_report(key: str, bad: object) -> None:
    data = Sample().fields_json()
    data[key] = bad
    with pytest.raises((TypeError, ValueError)):
        Sample.__new__(Sample).load_fields(data)


def test_a_boolean_field_refuses_other_values() -> None:
    with pytest.raises(TypeError):
        codec_for(bool).load(1)


@pytest.mark.parametrize("hint", [dict[int, int], int | str, set[list[int]], frozenset[int]])
def test_types_without_a_json_form_are_refused_when_the_class_is_first_used(hint: object) -> None:
    with pytest.raises(TypeError):
        codec_for(hint)


@dataclass(init=False, eq=False)
class Newer(Record):
    count: int
    pending: int | None = field(default=None, metadata=missing_as(lambda: None, omit=True))


def test_an_omitted_field_is_written_only_once_it_differs_from_its_fresh_value() -> None:
    """A field added with omit=True leaves the JSON of a state that never used it as it was before
    the field existed (old saves still replay to their snapshot), and reads back either way."""
    state = Newer.from_fields({"count": 1})
    assert state.pending is None and state.fields_json() == {"count": 1}
    state.pending = 3
    assert state.fields_json() == {"count": 1, "pending": 3}
    assert Newer.from_fields(state.fields_json()).pending == 3


@dataclass(init=False, eq=False)
class Remembers(Record):
    count: int
    memo: str = field(default="", metadata=MEMO)


def test_a_memo_field_is_not_saved_but_a_clone_keeps_it() -> None:
    """A MEMO field (what a replay gives back, as the last text read) is kept by a clone, never
    written, and fresh when read from JSON."""
    state = Remembers.from_fields({"count": 1})
    state.memo = "read"
    assert state.fields_json() == {"count": 1}
    assert state.copy_fields(Remembers.__new__(Remembers)).memo == "read"
    assert Remembers.from_fields(state.fields_json()).memo == ""


def test_only_the_keys_asked_for_are_written() -> None:
    """An observation asks for its public fields only: the hidden ones are never written out."""
    sample = Sample()
    part = sample.fields_json(frozenset({"title", "flags", "shout"}))
    whole = sample.fields_json()
    assert list(part) == ["title", "flags", "shout"]
    assert all(part[key] == whole[key] for key in part)
