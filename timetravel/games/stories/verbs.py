"""What the verbs of a scenario's card scripts do (their parameters and the conditions: steps.py).

Each verb is registered on the scenario's registry `VERBS` and carries out its step through the
changes the rules share (changes.py).
"""

from __future__ import annotations

from timetravel.engine.script import Context, Frame, NoParams, Outcome
from timetravel.games.stories import changes
from timetravel.games.stories.state import StoriesState
from timetravel.games.stories.steps import (
    VERBS,
    Amount,
    Choice,
    ItemParams,
    LifeChange,
    Look,
    SpecialRoll,
    TestParams,
    Text,
    TimeChange,
    TokenParams,
    Travel,
    reader,
)

Ctx = Context[StoriesState]


@VERBS.verb("text", Text)
def text(ctx: Ctx, p: Text) -> None:
    """Read a text of the scenario (to the agents on the card; the team shares it)."""
    changes.read_text(ctx.state, p.text, reader(ctx))


@VERBS.verb("choice", Choice)
def choice(ctx: Ctx, p: Choice) -> Outcome:
    """The reader chooses one of the options whose condition holds; its steps run next."""
    chosen = ctx.frame.scratch.pop("chosen", None)
    if chosen is None:
        seat = reader(ctx)
        open_ = [i for i, o in enumerate(p.options) if o.when is None or ctx.state.holds(o.when, seat)]
        if not open_:
            return Outcome.NEXT
        changes.ask_choice(ctx.state, seat, open_)
        return Outcome.WAIT
    option = p.options[int(chosen)]
    source = f"{ctx.frame.source}/{ctx.frame.pc}/o{chosen}"
    ctx.stack.append(Frame(source, tuple(option.steps), ctx.frame.seats))
    return Outcome.NEXT


@VERBS.verb("test", TestParams)
def test(ctx: Ctx, p: TestParams) -> Outcome:
    """Lay the test's shields under the card; the script goes on once the last shield is gone."""
    if ctx.frame.scratch.pop("passed", False):
        return Outcome.NEXT
    changes.lay_test(ctx.state, p)
    return Outcome.WAIT


@VERBS.verb("roll", SpecialRoll)
def special_roll(ctx: Ctx, p: SpecialRoll) -> Outcome:
    """Roll action dice for the location's rule, at no TU; the steps of the result run next."""
    rolled = ctx.frame.scratch.pop("rolled", None)
    if rolled is None:
        changes.ask_roll(ctx.state, reader(ctx), p.dice)
        return Outcome.WAIT
    passed = int(rolled[0]) >= p.at_least
    branch, steps = ("y", p.success) if passed else ("n", p.failure)
    ctx.stack.append(Frame(f"{ctx.frame.source}/{ctx.frame.pc}/{branch}", tuple(steps), ctx.frame.seats))
    return Outcome.NEXT


@VERBS.verb("gain_item", ItemParams)
def gain_item(ctx: Ctx, p: ItemParams) -> None:
    changes.gain_item(ctx.state, reader(ctx), p.item)


@VERBS.verb("lose_item", ItemParams)
def lose_item(ctx: Ctx, p: ItemParams) -> None:
    changes.lose_item(ctx.state, p.item)


@VERBS.verb("gain_token", TokenParams)
def gain_token(ctx: Ctx, p: TokenParams) -> None:
    changes.gain_token(ctx.state, p.token)


@VERBS.verb("lose_token", TokenParams)
def lose_token(ctx: Ctx, p: TokenParams) -> None:
    changes.lose_token(ctx.state, p.token)


@VERBS.verb("gain_resource", Amount)
def gain_resource(ctx: Ctx, p: Amount) -> None:
    changes.change_resource(ctx.state, reader(ctx), p.resource, p.amount)


@VERBS.verb("pay_resource", Amount)
def pay_resource(ctx: Ctx, p: Amount) -> None:
    """Pay what the reader has, up to the amount (guard the step with a `resource` condition)."""
    changes.change_resource(ctx.state, reader(ctx), p.resource, -p.amount)


@VERBS.verb("tu", TimeChange)
def tu(ctx: Ctx, p: TimeChange) -> None:
    """Move the time token: a negative change spends TU, a positive one gives some back."""
    changes.change_tu(ctx.state, p.change)


@VERBS.verb("life", LifeChange)
def life(ctx: Ctx, p: LifeChange) -> None:
    """Change the life of the reader, of every agent on its card, or of the whole team."""
    changes.change_life_of(ctx.state, reader(ctx), p.who, p.change)


@VERBS.verb("look", Look)
def look(ctx: Ctx, p: Look) -> None:
    """Bring a (sealed) card to the reader and read it at once, at no TU."""
    frame = changes.look_at(ctx.state, reader(ctx), p.card)
    if frame is not None:
        ctx.stack.append(frame)


@VERBS.verb("move_group", Travel)
def move_group(ctx: Ctx, p: Travel) -> None:
    """The group goes to a location, rolling the captain die as for any change of location."""
    changes.order_travel(ctx.state, p.location)


@VERBS.verb("success")
def success(ctx: Ctx, _: NoParams) -> None:
    changes.end_mission(ctx.state, True)


@VERBS.verb("failure")
def failure(ctx: Ctx, _: NoParams) -> None:
    changes.end_mission(ctx.state, False)
