"""Actions: the string form round-trips, tricky arguments included, and bad parts are refused."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from timetravel.engine.actions import Action
from timetravel.engine.errors import IllegalAction

TRICKY = [
    Action("pass"),
    Action("move", (3, 4)),
    Action("move", (-3, 0)),
    Action("recruit", ("12",)),  # a str that looks like an int stays a str
    Action("recruit", ("-7",)),
    Action("name", ("'quoted",)),  # a str that starts with the escape mark
    Action("name", ("'",)),
    Action("name", ("'12",)),
    Action("name", ("-",)),
    Action("name", ("+5",)),
    Action("name", ("Hypatia of Alexandria",)),  # inner spaces are fine
    Action("name", ("Ministério",)),
    Action("name", ("시간",)),
    Action("mix", (1, "1", "'1", -1, "x")),
    Action("big", (2**70, -(2**70))),
    Action("12"),  # a kind that looks like an int
]


@pytest.mark.parametrize("action", TRICKY, ids=str)
def test_string_form_round_trips(action: Action) -> None:
    parsed = Action.parse(str(action))
    assert parsed == action
    assert [type(a) for a in parsed.args] == [type(a) for a in action.args]
    assert str(parsed) == str(action)


def test_string_forms_are_stable() -> None:
    assert str(Action("pass")) == "pass"
    assert str(Action("move", (3, -4))) == "move:3,-4"
    assert str(Action("recruit", ("12",))) == "recruit:'12"
    assert str(Action("name", ("'x",))) == "name:''x"
    assert str(Action("name", ("x",))) == "name:x"


def test_an_action_is_its_kind_and_arguments_and_holds_no_words() -> None:
    action = Action("play", (7,))
    assert action == Action("play", (7,)) and hash(action) == hash(Action("play", (7,)))
    assert not hasattr(action, "label") and not hasattr(action, "text")  # words come from the state
    # the third slot caches the string form (logs, saves), never words
    assert Action.__slots__ == ("kind", "args", "_text")


@pytest.mark.parametrize(
    "kind, args",
    [
        ("a:b", ()),
        ("a,b", ()),
        ("", ()),
        (" a", ()),
        ("a ", ()),
        ("x", ("a:b",)),
        ("x", ("a,b",)),
        ("x", ("",)),
    ],
)
def test_parts_that_cannot_round_trip_are_refused(kind: str, args: tuple[str, ...]) -> None:
    with pytest.raises(ValueError):
        Action(kind, args)


def test_booleans_are_not_arguments() -> None:
    with pytest.raises(ValueError):
        str(Action("flag", (True,)))


@pytest.mark.parametrize("text", ["", ":5", ":"])
def test_parse_refuses_text_without_a_kind(text: str) -> None:
    with pytest.raises(IllegalAction):
        Action.parse(text)


def test_parse_reads_ints_and_strs() -> None:
    assert Action.parse("move:3,x,-2").args == (3, "x", -2)
    assert Action.parse("move:'3").args == ("3",)
    assert Action.parse("pass") == Action("pass")


part = st.text(min_size=1, max_size=12).filter(lambda s: ":" not in s and "," not in s and s.strip() == s)
args = st.lists(st.one_of(st.integers(), part), max_size=5).map(tuple)


@given(kind=part, args=args)
def test_any_valid_action_round_trips(kind: str, args: tuple[int | str, ...]) -> None:
    action = Action(kind, args)
    parsed = Action.parse(str(action))
    assert parsed == action
    assert [type(a) for a in parsed.args] == [type(a) for a in args]


@pytest.mark.parametrize("text", ["k:a,,b", "k: a", "k:a ", "k:,"])
def test_malformed_text_is_an_illegal_action(text: str) -> None:
    with pytest.raises(IllegalAction):
        Action.parse(text)


@given(st.text(max_size=30))
def test_parse_of_any_text_gives_an_action_or_illegal_action(text: str) -> None:
    try:
        action = Action.parse(text)
    except IllegalAction:
        return
    assert Action.parse(str(action)) == action


def test_unicode_digits_are_text_not_numbers() -> None:
    assert Action.parse("k:²").args == ("²",)
    assert Action.parse(str(Action("k", ("٣",)))).args == ("٣",)


def test_an_interned_action_is_the_same_value_built_once() -> None:
    from timetravel.engine.actions import interned

    first = interned("move", 3, "north")
    assert first == Action("move", (3, "north")) and str(first) == "move:3,north"
    assert interned("move", 3, "north") is first
    with pytest.raises(ValueError):
        interned("move", "a:b")
