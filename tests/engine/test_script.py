"""The card-script kit on a toy game's verbs: registry, validation, frames, conditions, roles, messages."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest
from pydantic import BaseModel, ConfigDict, Field

from tests.i18n_helpers import speak_dictionary
from timetravel.engine.errors import ContentError
from timetravel.engine.script import (
    Context,
    Frame,
    Interpreter,
    Msg,
    NoParams,
    Outcome,
    ScriptRegistry,
    Seats,
    Step,
)


# --- a toy game: seats gain gold and items; a card may trigger another or ask its resolver ---------
@dataclass
class Toy:
    gold: list[int] = field(default_factory=lambda: [0, 0, 0])
    items: list[set[str]] = field(default_factory=lambda: [set(), set(), set()])
    log: list[str] = field(default_factory=list)
    cards: dict[str, tuple[Step, ...]] = field(default_factory=dict)


class _P(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Gain(_P):
    role: str = "self"
    amount: int = Field(ge=1, le=5)


class Item(_P):
    role: str = "self"
    item: str = Field(min_length=1)


class Trigger(_P):
    card: str


TOY: ScriptRegistry[Context[Toy]] = ScriptRegistry("toy")


@TOY.verb("gain", Gain)
def gain(ctx: Context[Toy], p: Gain) -> None:
    for seat in ctx.frame.seats.resolve(p.role):
        ctx.state.gold[seat] += p.amount
        ctx.state.log.append(f"gain {seat} {p.amount}")
    ctx.say("{role} gains {n} gold.", role=p.role, n=p.amount)


@TOY.verb("give_item", Item)
def give_item(ctx: Context[Toy], p: Item) -> None:
    for seat in ctx.frame.seats.resolve(p.role):
        ctx.state.items[seat].add(p.item)
        ctx.state.log.append(f"item {seat} {p.item}")


@TOY.verb("trigger", Trigger)
def trigger(ctx: Context[Toy], p: Trigger) -> None:
    ctx.stack.append(Frame(p.card, ctx.state.cards[p.card], ctx.frame.seats))


@TOY.verb("ask")
def ask(ctx: Context[Toy], _: NoParams) -> Outcome:
    if "choice" not in ctx.frame.scratch:
        return Outcome.WAIT
    ctx.state.log.append(f"asked {ctx.frame.scratch.pop('choice')}")
    return Outcome.NEXT


@TOY.verb("roll")
def roll(ctx: Context[Toy], _: NoParams) -> Outcome:
    if "rolled" not in ctx.frame.scratch:
        return Outcome.CHANCE
    ctx.state.log.append(f"rolled {ctx.frame.scratch.pop('rolled')}")
    return Outcome.NEXT


class Skip(_P):
    to: int = Field(ge=0)


@TOY.verb("skip_to", Skip)
def skip_to(ctx: Context[Toy], p: Skip) -> None:
    ctx.goto(p.to)


@TOY.condition("has_item", Item)
def has_item(ctx: Context[Toy], p: Item) -> bool:
    return all(p.item in ctx.state.items[s] for s in ctx.frame.seats.resolve(p.role))


FILE = Path("scenes/toy/cards.toml")


def steps(*raws: dict[str, object]) -> tuple[Step, ...]:
    return TOY.load_steps(FILE, "cards[0].effect", raws)


def run(toy: Toy, card: tuple[Step, ...], actor: int = 0) -> tuple[list[Frame], bool, list[Msg]]:
    stack = [Frame("card", card, Seats(actor=actor, count=3))]
    said: list[Msg] = []
    done = Interpreter(TOY).run(toy, stack, said)
    return stack, done, said


# --- registry and validation ------------------------------------------------------------------------
def test_a_game_registers_its_own_verbs_and_conditions() -> None:
    assert set(TOY.verbs) == {"gain", "give_item", "trigger", "ask", "roll", "skip_to"}
    assert set(TOY.conditions) == {"has_item"}
    with pytest.raises(ValueError, match="registered twice"):
        TOY.verb("gain", Gain)(gain)


def test_parameters_are_validated_at_load() -> None:
    (step,) = steps({"verb": "gain", "amount": 2, "role": "rival"})
    assert step.verb == "gain" and step.params == Gain(amount=2, role="rival")


@pytest.mark.parametrize(
    ("raw", "field", "words"),
    [
        ({"verb": "fly"}, "verb", "unknown verb 'fly'"),
        ({"verb": "gain", "amount": 9}, "amount", "less than or equal to 5"),
        ({"verb": "gain"}, "amount", "Field required"),
        ({"verb": "gain", "amount": 1, "colour": "blue"}, "colour", "Extra inputs"),
        ({"verb": "gain", "amount": 1, "when": {"test": "rich"}}, "when.test", "unknown condition 'rich'"),
        ({"verb": "gain", "amount": 1, "when": {"test": "has_item", "item": ""}}, "when.item", "at least 1"),
    ],
)
def test_errors_name_file_entry_and_field(raw: dict[str, object], field: str, words: str) -> None:
    ok = {"verb": "gain", "amount": 1}
    with pytest.raises(ContentError) as caught:
        steps(ok, raw)
    text = str(caught.value)
    assert "scenes/toy/cards.toml" in text
    assert f"entry cards[0].effect[1], field {field}:" in text
    assert words in text


# --- frames, conditions and roles --------------------------------------------------------------------
def test_steps_run_in_order_and_a_triggered_card_runs_before_the_rest() -> None:
    toy = Toy(cards={"helper": steps({"verb": "give_item", "item": "key"}, {"verb": "gain", "amount": 1})})
    card = steps(
        {"verb": "gain", "amount": 2}, {"verb": "trigger", "card": "helper"}, {"verb": "gain", "amount": 3}
    )
    stack, done, _ = run(toy, card)
    assert done and not stack
    assert toy.log == ["gain 0 2", "item 0 key", "gain 0 1", "gain 0 3"]


def test_a_waiting_verb_stops_and_resumes_where_it_was() -> None:
    toy = Toy()
    card = steps({"verb": "gain", "amount": 1}, {"verb": "ask"}, {"verb": "gain", "amount": 2})
    stack, done, _ = run(toy, card)
    assert not done and stack[-1].pc == 1 and toy.gold == [1, 0, 0]
    copy = stack[-1].clone()
    stack[-1].scratch["choice"] = "left"
    assert copy.scratch == {}  # a cloned frame does not share what the verb remembers
    assert Interpreter(TOY).run(toy, stack) and not stack
    assert toy.log == ["gain 0 1", "asked left", "gain 0 2"]


def test_a_frame_says_whether_it_waits_for_a_decision_or_for_chance() -> None:
    toy = Toy()
    card = steps({"verb": "ask"}, {"verb": "roll"}, {"verb": "gain", "amount": 1})
    stack, done, _ = run(toy, card)
    assert not done and Interpreter.waiting(stack) is Outcome.WAIT
    stack[-1].scratch["choice"] = "left"
    assert not Interpreter(TOY).run(toy, stack) and Interpreter.waiting(stack) is Outcome.CHANCE
    assert stack[-1].pc == 1
    stack[-1].scratch["rolled"] = 6
    assert Interpreter(TOY).run(toy, stack) and Interpreter.waiting(stack) is None
    assert toy.log == ["asked left", "rolled 6", "gain 0 1"]


def test_a_step_may_go_on_elsewhere_in_its_frame() -> None:
    toy = Toy()
    card = steps({"verb": "skip_to", "to": 2}, {"verb": "gain", "amount": 5}, {"verb": "gain", "amount": 1})
    run(toy, card)
    assert toy.gold == [1, 0, 0]


def test_a_registry_takes_in_another_games_verbs() -> None:
    flow: ScriptRegistry[Context[Toy]] = ScriptRegistry("toy flow")
    flow.include(TOY)
    assert set(flow.verbs) == set(TOY.verbs) and set(flow.conditions) == set(TOY.conditions)
    with pytest.raises(ValueError, match="registered twice"):
        flow.include(TOY)


def test_a_step_runs_only_when_its_condition_holds() -> None:
    toy = Toy()
    card = steps(
        {"verb": "gain", "amount": 1, "when": {"test": "has_item", "item": "key"}},
        {"verb": "gain", "amount": 2, "when": {"test": "has_item", "item": "key", "not": True}},
        {"verb": "give_item", "item": "key"},
        {"verb": "gain", "amount": 4, "when": {"test": "has_item", "item": "key"}},
    )
    run(toy, card)
    assert toy.gold == [6, 0, 0]


def test_roles_name_seats_from_the_resolver() -> None:
    toy = Toy()
    card = steps(
        {"verb": "gain", "amount": 1, "role": "rival"},
        {"verb": "gain", "amount": 2, "role": "each"},
        {"verb": "give_item", "item": "hat", "role": "self"},
    )
    run(toy, card, actor=1)
    assert toy.gold == [3, 2, 3] and toy.items == [set(), {"hat"}, set()]
    seats = Seats(actor=0, count=2, owner=1, named={"orange": 1})
    assert [seats.one(r) for r in ("self", "rival", "owner", "orange")] == [0, 1, 1, 1]
    assert seats.resolve("any") == (0, 1)
    with pytest.raises(KeyError):
        seats.resolve("blue")
    with pytest.raises(KeyError):
        Seats(actor=0, count=2).resolve("owner")


# --- messages ------------------------------------------------------------------------------------------
def test_messages_are_keys_with_parameters_put_into_words_when_read(monkeypatch: pytest.MonkeyPatch) -> None:
    _, _, said = run(Toy(), steps({"verb": "gain", "amount": 2}))
    assert said == [Msg.of("{role} gains {n} gold.", role="self", n=2)]
    assert said[0].words() == "self gains 2 gold."
    catalogue = {"{role} gains {n} gold.": "{role} gana {n} de oro.", "you": "tú"}
    speak_dictionary(monkeypatch, catalogue)
    nested = Msg.of("{role} gains {n} gold.", role=Msg.of("you"), n=2)
    assert nested.words() == "tú gana 2 de oro."


# --- Division runs its effect verbs from its own registry ------------------------------------------------
def test_division_registers_the_rulebook_verbs_and_rejects_others() -> None:
    from pydantic import ValidationError

    from timetravel.games.division.content import Row
    from timetravel.games.division.verbs import VERBS

    rulebook = {"move", "exchange", "rotate", "trigger", "coin", "no_trigger", "simultaneous"}
    assert set(VERBS.verbs) == rulebook
    with pytest.raises(ValidationError, match="unknown verb 'fly'"):
        Row.model_validate({"actions": ["fly"]})


def test_division_sides_are_seat_roles() -> None:
    from timetravel.games.division.content import Place
    from timetravel.games.division.program import place_zones

    frame = Frame("card", (), Seats(actor=1, count=2, named={"orange": 0}))
    assert place_zones(frame, Place(location="hand", side="blue")) == ["hand:1"]
    assert place_zones(frame, Place(location="hand", side="red")) == ["hand:0"]
    assert place_zones(frame, Place(location="influence", side="any")) == ["influence:0", "influence:1"]
    assert place_zones(frame, Place(location="decision", side="orange")) == ["decision:0"]
    assert place_zones(frame, Place(location="past")) == ["past"]
    unchecked = Frame("card", (), Seats(actor=1, count=2))  # no check bar: blue chooses
    assert place_zones(unchecked, Place(location="decision", side="orange")) == ["decision:1"]


def test_division_check_bars_are_registered_conditions() -> None:
    from pydantic import ValidationError

    from timetravel.games.division.checks import CHECKS
    from timetravel.games.division.content import Check

    assert set(CHECKS.conditions) == {
        "most_cards",
        "fewest_cards",
        "highest_total",
        "lowest_total",
        "highest_card",
    }
    with pytest.raises(ValidationError, match="unknown check 'tallest'"):
        Check.model_validate({"condition": "tallest"})


def test_steps_inside_a_content_model_are_validated_by_the_loader(tmp_path: Path) -> None:
    from typing import Annotated

    from pydantic import PlainValidator

    from timetravel.engine.content import load_model

    class Card(_P):
        id: str
        effect: Annotated[Step, PlainValidator(TOY.parse)]

    class Deck(_P):
        cards: tuple[Card, ...]

    good = tmp_path / "cards.toml"
    good.write_text('[[cards]]\nid = "mint"\neffect = { verb = "gain", amount = 2 }\n')
    assert load_model(good, Deck).cards[0].effect == Step("gain", Gain(amount=2))
    bad = tmp_path / "bad.toml"
    bad.write_text(
        '[[cards]]\nid = "mint"\neffect = { verb = "gain", amount = 2 }\n'
        '[[cards]]\nid = "vault"\neffect = { verb = "gain", amount = 0 }\n'
    )
    with pytest.raises(ContentError) as caught:
        load_model(bad, Deck)
    text = str(caught.value)
    assert "bad.toml: entry cards[1] (id 'vault'), field effect:" in text and "amount:" in text


def test_division_says_why_a_card_does_nothing_in_one_whole_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.games.division.helpers import board
    from timetravel.games.division import triggers

    catalogue = {"{card} was already triggered this round: no effect.": "{card} ya se activó esta ronda."}
    speak_dictionary(monkeypatch, catalogue)
    state = board(hand0=["farmer"], hand1=["potter"])
    state.triggered.add("potter")
    triggers.try_trigger(state, "potter", 0, own_round=False)
    assert state.events[-1].words() == f"{state.card('potter').name} ya se activó esta ronda."
