"""ScriptRegistry.parse_test: a condition inside a content model (a seal, a door that opens), validated
like a step and located by the loader at the model's field."""

from __future__ import annotations

from typing import Annotated

import pytest
from pydantic import BaseModel, ConfigDict, PlainValidator, ValidationError

from timetravel.engine.script import Context, Frame, ScriptRegistry, Seats
from timetravel.engine.script import Test as Condition


class Has(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    item: str


KIT: ScriptRegistry[Context[set[str]]] = ScriptRegistry("kit-test")


@KIT.condition("has", Has)
def has(ctx: Context[set[str]], p: Has) -> bool:
    return p.item in ctx.state


class Door(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", arbitrary_types_allowed=True)
    opens_when: Annotated[Condition, PlainValidator(KIT.parse_test)]


def holds(test: Condition, items: set[str]) -> bool:
    return KIT.holds(Context(items, Frame("door", (), Seats(0, 1)), [], []), test)


def test_a_condition_in_a_model_is_validated_and_holds() -> None:
    door = Door.model_validate({"opens_when": {"test": "has", "item": "key"}})
    assert holds(door.opens_when, {"key"}) and not holds(door.opens_when, set())
    backwards = Door.model_validate({"opens_when": {"test": "has", "item": "key", "not": True}})
    assert holds(backwards.opens_when, set())


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        ({"test": "owns", "item": "key"}, "unknown condition 'owns'"),
        ({"test": "has"}, "item: Field required"),
        ("has key", "a condition is a table"),
    ],
)
def test_a_wrong_condition_names_its_problem_at_the_field(raw: object, words: str) -> None:
    with pytest.raises(ValidationError) as caught:
        Door.model_validate({"opens_when": raw})
    error = caught.value.errors()[0]
    assert error["loc"] == ("opens_when",) and words in error["msg"]
