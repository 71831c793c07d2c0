"""The language of a scenario's card scripts, on the engine's script kit: the parameters of each
verb and condition, the registry they are parsed by, and the conditions (which only read the state).

A card's script is a list of steps, `{ verb = "gain_item", item = "lantern" }`, each optionally run
only `when` a condition holds: `when = { test = "token", token = "ash_key" }` (with `not = true` to
read it backwards). Parameters are validated when the scenario loads; a script is data that small
functions carry out, never code. `TARGETS` says which parameter names an entry of the scenario (an
item, a token, a card...), for the reference checks and the validator.

What each verb does is a rule: verbs.py registers the verbs on `VERBS` (the package imports its
rules, so every verb is registered before a scenario loads); the conditions are registered here.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Annotated, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, PlainValidator, model_validator

from timetravel.engine.script import Context, NoParams, ScriptRegistry, Step, Test

if TYPE_CHECKING:
    from timetravel.games.stories.state import StoriesState

    Ctx = Context[StoriesState]
VERBS: ScriptRegistry[Ctx] = ScriptRegistry("stories")

Shield = Literal["normal", "skull", "time", "life", "special"]
Who = Literal["self", "card", "team"]  # the reader; every agent on the reader's card; every agent


class _Params(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", arbitrary_types_allowed=True, strict=True)
    TARGETS: ClassVar[dict[str, str]] = {}  # parameter -> kind of entry it names


def _step(raw: object) -> Step:
    return VERBS.parse(raw)


def _condition(raw: object) -> Test:
    return VERBS.parse_test(raw)


NestedScript = Annotated[list[Annotated[Step, PlainValidator(_step)]], Field(max_length=12)]
_Key = Annotated[str, Field(pattern=r"^[a-z0-9_]+(\.[a-z0-9_]+)*$", max_length=80)]
_Id = Annotated[str, Field(min_length=1, max_length=60)]


# --- parameters --------------------------------------------------------------------------------------
class Text(_Params):
    text: _Key


class Option(_Params):
    label: _Key
    steps: NestedScript = []
    when: Annotated[Test, PlainValidator(_condition)] | None = None


class Choice(_Params):
    options: list[Option] = Field(min_length=2, max_length=4)


class TestParams(_Params):
    attribute: _Id
    shields: list[Shield] = Field(min_length=1, max_length=8)
    lock: bool = False
    enemy: bool = False  # a fight: the card leaves the panorama once passed, until the next run
    special: Annotated[NestedScript, Field(max_length=4)] = []  # run once per special shield left
    TARGETS: ClassVar[dict[str, str]] = {"attribute": "attribute"}

    @model_validator(mode="after")
    def _shields_as_printed(self) -> TestParams:
        kinds = list(dict.fromkeys(self.shields))
        if len(kinds) > 3:
            raise ValueError("a test has at most three kinds of shields")
        grouped = [kind for i, kind in enumerate(self.shields) if i == 0 or self.shields[i - 1] != kind]
        if grouped != kinds:
            raise ValueError("shields of one kind lie together, left to right as printed")
        if "special" in kinds and not self.special:
            raise ValueError("special shields need the `special` steps that say what they cost")
        return self


class SpecialRoll(_Params):
    """A roll a location's own rule demands (no host's attribute, no TU): `success` runs when the
    hits reach `at_least`, `failure` otherwise."""

    dice: int = Field(ge=1, le=6)
    at_least: int = Field(default=1, ge=1, le=12)
    success: NestedScript = []
    failure: NestedScript = []


class ItemParams(_Params):
    item: _Id
    TARGETS: ClassVar[dict[str, str]] = {"item": "item"}


class TokenParams(_Params):
    token: _Id
    TARGETS: ClassVar[dict[str, str]] = {"token": "token"}


class Amount(_Params):
    resource: _Id
    amount: int = Field(ge=1, le=20)
    TARGETS: ClassVar[dict[str, str]] = {"resource": "resource"}


class TimeChange(_Params):
    change: int = Field(ge=-10, le=10)


class LifeChange(_Params):
    change: int = Field(ge=-8, le=8)
    who: Who = "self"


class Look(_Params):
    card: _Id
    TARGETS: ClassVar[dict[str, str]] = {"card": "card"}


class Travel(_Params):
    location: _Id
    TARGETS: ClassVar[dict[str, str]] = {"location": "location"}


class HasItem(_Params):
    item: _Id
    who: Literal["self", "team"] = "team"
    TARGETS: ClassVar[dict[str, str]] = {"item": "item"}


class HasHost(_Params):
    host: _Id
    who: Literal["self", "team"] = "team"
    TARGETS: ClassVar[dict[str, str]] = {"host": "host"}


class HasResource(_Params):
    resource: _Id
    amount: int = Field(default=1, ge=1, le=20)
    who: Literal["self", "team"] = "self"
    TARGETS: ClassVar[dict[str, str]] = {"resource": "resource"}


class RunsParams(_Params):
    at_least: int = Field(ge=1, le=6)


class Several(_Params):
    """Conditions that must all hold (`all`) or of which one must hold (`any`)."""

    of: list[Annotated[Test, PlainValidator(_condition)]] = Field(min_length=2, max_length=6)


# --- references (for the checks) ---------------------------------------------------------------------
def references(node: Step | Test) -> list[tuple[str, str, str]]:
    """(kind, id, field) for every entry a step or condition names, nested steps included."""
    found: list[tuple[str, str, str]] = []
    params = node.params
    for name, kind in getattr(params, "TARGETS", {}).items():
        found.append((kind, str(getattr(params, name)), f".{name}"))
    if isinstance(params, Several):
        for i, test in enumerate(params.of):
            found += [(k, v, f".of[{i}]{f}") for k, v, f in references(test)]
    if isinstance(node, Step) and node.when is not None:
        found += [(k, v, f".when{f}") for k, v, f in references(node.when)]
    if isinstance(params, Choice):
        for i, option in enumerate(params.options):
            if option.when is not None:
                found += [(k, v, f".options[{i}].when{f}") for k, v, f in references(option.when)]
            for j, step in enumerate(option.steps):
                found += [(k, v, f".options[{i}].steps[{j}]{f}") for k, v, f in references(step)]
    if isinstance(params, TestParams):
        for j, step in enumerate(params.special):
            found += [(k, v, f".special[{j}]{f}") for k, v, f in references(step)]
    if isinstance(params, SpecialRoll):
        for branch in ("success", "failure"):
            for j, step in enumerate(getattr(params, branch)):
                found += [(k, v, f".{branch}[{j}]{f}") for k, v, f in references(step)]
    return found


# --- walking a script ----------------------------------------------------------------------------------
def walk_steps(script: list[Step] | tuple[Step, ...]) -> Iterator[Step]:
    """Every step of a script, those inside choices and special shields included."""
    for step in script:
        yield step
        if isinstance(step.params, Choice):
            for option in step.params.options:
                yield from walk_steps(option.steps)
        if isinstance(step.params, TestParams):
            yield from walk_steps(step.params.special)
        if isinstance(step.params, SpecialRoll):
            yield from walk_steps(step.params.success)
            yield from walk_steps(step.params.failure)


def option_labels(script: list[Step] | tuple[Step, ...]) -> list[str]:
    """The labels of every option of a script's choices, nested ones included, in order."""
    return [o.label for s in walk_steps(script) if isinstance(s.params, Choice) for o in s.params.options]


def reader(ctx: Ctx) -> int:
    """The seat a step or condition reads as "self"."""
    return ctx.frame.seats.actor


# --- conditions -----------------------------------------------------------------------------------------
@VERBS.condition("token", TokenParams)
def has_token(ctx: Ctx, p: TokenParams) -> bool:
    return p.token in ctx.state.tokens


@VERBS.condition("item", HasItem)
def has_item(ctx: Ctx, p: HasItem) -> bool:
    holder = ctx.state.holder_of(p.item)
    return holder in _whose(ctx, p.who) and ctx.state.agents[holder].alive


@VERBS.condition("host", HasHost)
def has_host(ctx: Ctx, p: HasHost) -> bool:
    return any(ctx.state.agents[s].host == p.host and ctx.state.agents[s].alive for s in _whose(ctx, p.who))


@VERBS.condition("resource", HasResource)
def has_resource(ctx: Ctx, p: HasResource) -> bool:
    agents = [ctx.state.agents[s] for s in _whose(ctx, p.who)]
    return sum(a.resources.get(p.resource, 0) for a in agents if a.alive) >= p.amount


@VERBS.condition("runs", RunsParams)
def runs_so_far(ctx: Ctx, p: RunsParams) -> bool:
    """The team is in its `at_least`-th run or a later one (the run under way counts)."""
    return ctx.state.run >= p.at_least


@VERBS.condition("first_visit")
def first_visit(ctx: Ctx, _: NoParams) -> bool:
    """The group stands at this location for the first time in this run."""
    return ctx.state.first_visit()


@VERBS.condition("all", Several)
def all_of(ctx: Ctx, p: Several) -> bool:
    return all(VERBS.holds(ctx, test) for test in p.of)


@VERBS.condition("any", Several)
def any_of(ctx: Ctx, p: Several) -> bool:
    return any(VERBS.holds(ctx, test) for test in p.of)


def _whose(ctx: Ctx, who: str) -> tuple[int, ...]:
    return (reader(ctx),) if who == "self" else tuple(range(ctx.state.seats))
