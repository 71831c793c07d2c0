"""A game's verbs and conditions by name, each with a pydantic model of its parameters.

Content writes a step as a table: `{ verb = "move", card = "x", to = "hand" }`, optionally with
`when = { test = "has_item", item = "key" }`. Loading validates the parameters against the verb's
model, so a wrong step is a ContentError naming the file, the entry and the field.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from timetravel.engine.content import content_error
from timetravel.engine.errors import ContentError

C = TypeVar("C")
P = TypeVar("P", bound=BaseModel)


class NoParams(BaseModel):
    """The parameters of a verb or condition that takes none."""

    model_config = ConfigDict(frozen=True, extra="forbid")


@dataclass(frozen=True, slots=True)
class Test:
    """A condition by name with its validated parameters; `negate` reads it as "not"."""

    name: str
    params: BaseModel
    negate: bool = False


@dataclass(frozen=True, slots=True)
class Step:
    """One verb with its validated parameters, run only when its test (if any) holds."""

    verb: str
    params: BaseModel
    when: Test | None = None


VerbFn = Callable[[C, Any], Any]
CondFn = Callable[[C, Any], bool]


@dataclass(frozen=True, slots=True)
class _Entry(Generic[C]):
    params: type[BaseModel]
    fn: Callable[[C, Any], Any]


class ScriptRegistry(Generic[C]):
    """The verbs and conditions of one game; C is the game's context type that they receive."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.verbs: dict[str, _Entry[C]] = {}
        self.conditions: dict[str, _Entry[C]] = {}

    def verb(
        self, name: str, params: type[P] | None = None
    ) -> Callable[[Callable[[C, P], Any]], Callable[[C, P], Any]]:
        """Register `fn(context, params)` as verb `name` (decorator)."""
        return self._adder(self.verbs, "verb", name, params)

    def condition(
        self, name: str, params: type[P] | None = None
    ) -> Callable[[Callable[[C, P], bool]], Callable[[C, P], bool]]:
        """Register `fn(context, params) -> bool` as condition `name` (decorator)."""
        return self._adder(self.conditions, "condition", name, params)

    def _adder(
        self, table: dict[str, _Entry[C]], kind: str, name: str, params: type[P] | None
    ) -> Callable[[Callable[[C, P], Any]], Callable[[C, P], Any]]:
        def add(fn: Callable[[C, P], Any]) -> Callable[[C, P], Any]:
            if name in table:
                raise ValueError(f"{self.game}: {kind} {name!r} is registered twice")
            table[name] = _Entry(params or NoParams, fn)
            return fn

        return add

    def include(self, other: ScriptRegistry[C]) -> None:
        """Take in every verb and condition of `other` (a game's content verbs inside the steps
        its own flow adds around them)."""
        for table, theirs, kind in (
            (self.verbs, other.verbs, "verb"),
            (self.conditions, other.conditions, "condition"),
        ):
            for name, entry in theirs.items():
                if name in table:
                    raise ValueError(f"{self.game}: {kind} {name!r} is registered twice")
                table[name] = entry

    # --- loading -------------------------------------------------------------------------------------
    def step(self, raw: Mapping[str, Any]) -> Step:
        """A step from its table; raises ValueError/ValidationError (see load_steps for located errors)."""
        fields = dict(raw)
        name = fields.pop("verb", None)
        when = fields.pop("when", None)
        entry = self.verbs.get(str(name))
        if entry is None:
            raise _Problem("verb", f"unknown verb {name!r} (known: {', '.join(sorted(self.verbs))})")
        return Step(str(name), _validate(entry.params, fields), self.test(when) if when else None)

    def test(self, raw: Mapping[str, Any]) -> Test:
        fields = dict(raw)
        name = fields.pop("test", None)
        negate = bool(fields.pop("not", False))
        entry = self.conditions.get(str(name))
        if entry is None:
            known = ", ".join(sorted(self.conditions))
            raise _Problem("when.test", f"unknown condition {name!r} (known: {known})")
        try:
            return Test(str(name), _validate(entry.params, fields), negate)
        except _Problem as problem:
            raise _Problem(f"when.{problem.field}", problem.text) from None

    def parse(self, raw: object) -> Step:
        """A step inside a game's pydantic content model: `Annotated[Step, PlainValidator(VERBS.parse)]`;
        the loader's error then names the file, the entry and the field holding the step."""
        if isinstance(raw, Step):
            return raw
        if not isinstance(raw, Mapping):
            raise ValueError("a step is a table with a verb and its parameters")
        try:
            return self.step(raw)
        except _Problem as problem:
            raise ValueError(str(problem)) from None

    def parse_test(self, raw: object) -> Test:
        """A condition inside a game's pydantic content model (a seal, a map card's opening):
        `Annotated[Test, PlainValidator(REGISTRY.parse_test)]`, located like `parse`."""
        if isinstance(raw, Test):
            return raw
        if not isinstance(raw, Mapping):
            raise ValueError("a condition is a table with a test and its parameters")
        try:
            return self.test(raw)
        except _Problem as problem:
            raise ValueError(str(problem).removeprefix("when.")) from None

    def load_steps(self, path: Path, entry: str, raws: Sequence[Mapping[str, Any]]) -> tuple[Step, ...]:
        """Validate the steps of one entry; a problem is a ContentError naming file, entry[i] and field."""
        steps = []
        for i, raw in enumerate(raws):
            try:
                steps.append(self.step(raw))
            except _Problem as problem:
                raise content_error(path, f"{entry}[{i}]", problem.field, problem.text) from None
        return tuple(steps)

    # --- running -------------------------------------------------------------------------------------
    def holds(self, context: C, test: Test) -> bool:
        result = bool(self.conditions[test.name].fn(context, test.params))
        return result != test.negate

    def perform(self, context: C, step: Step) -> Any:
        return self.verbs[step.verb].fn(context, step.params)


class _Problem(ContentError):
    def __init__(self, field: str, text: str) -> None:
        super().__init__(f"{field}: {text}")
        self.field, self.text = field, text


def _validate(model: type[BaseModel], fields: dict[str, Any]) -> BaseModel:
    try:
        return model.model_validate(fields)
    except ValidationError as exc:
        error = exc.errors()[0]
        field = ".".join(str(part) for part in error["loc"]) or "(parameters)"
        raise _Problem(field, error["msg"]) from None
