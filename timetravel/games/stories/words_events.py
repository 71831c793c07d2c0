"""The events of T.I.M.E Stories (for the board and the log), each built with its words (a t() key and
parameters; a scenario's own words are a `ScenarioText` parameter, read in the language of the
moment). Zones: "card:<location>.<letter>", "time", "agent:<seat>".
"""

from __future__ import annotations

from dataclasses import dataclass

from timetravel.engine.events import DiceRolled, Event, GameEnded, Message, PieceMoved, Revealed, said
from timetravel.games.stories.content import load_scenario
from timetravel.games.stories.words import (
    Counted,
    ScenarioText,
    item_name,
    location_name,
    resource_name,
    token_name,
)
from timetravel.i18n import N_, Seat
from timetravel.plural import said_counted


@dataclass(frozen=True, slots=True)
class CardRead(Event):
    """An agent reads a text of a card (the team shares it)."""

    key: str
    seat: int
    card: str = ""  # the card whose script reads it ("location.B"; "" for an item or a look's end)


@dataclass(frozen=True, slots=True)
class OptionTaken(Event):
    """The team chose one option of a card: its label, and the other options the card offered."""

    card: str
    seat: int
    label: str
    others: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RewardGiven(Event):
    """A passed test's reward goes to this agent (the team chose it among those on the card)."""

    card: str
    seat: int


@dataclass(frozen=True, slots=True)
class TestChanged(Event):
    card: str
    shields: tuple[str, ...]  # what is left, left to right


@dataclass(frozen=True, slots=True)
class LifeChanged(Event):
    seat: int
    delta: int
    total: int


@dataclass(frozen=True, slots=True)
class TimeSpent(Event):
    spent: int  # negative: TU given back
    left: int


def read(scenario: str, key: str, seat: int, card: str = "") -> CardRead:
    return CardRead(key, seat, card, **said("{text}", text=ScenarioText(scenario, key)))


def option_taken(scenario: str, card: str, seat: int, label: str, others: tuple[str, ...]) -> OptionTaken:
    return OptionTaken(card, seat, label, others,
                       **said("{agent} chooses: {option}", agent=Seat(seat), option=ScenarioText(scenario, label)))  # fmt: skip


def reward_given(card: str, seat: int) -> RewardGiven:
    return RewardGiven(
        card,
        seat,
        **said("The reward of card {card} goes to {agent}.", card=card.split(".")[1], agent=Seat(seat)),
    )


def arrived(scenario: str, location: str) -> Revealed:
    return Revealed(
        (), **said("The group arrives at {place}: {text}", place=location_name(scenario, location),
                   text=ScenarioText(scenario, _location_text(scenario, location)))
    )  # fmt: skip


def _location_text(scenario: str, location: str) -> str:
    return load_scenario(scenario).locations[location].text


def entered(card: str, seat: int, again: bool) -> Revealed:
    key = N_("{agent} stands at card {card} again.") if again else N_("{agent} enters card {card}.")
    return Revealed((seat,), **said(key, agent=Seat(seat), card=card.split(".")[1]))


def looked(card: str, seat: int) -> Revealed:
    return Revealed(
        (seat,), **said("{agent} looks at card {card}.", agent=Seat(seat), card=card.split(".")[1])
    )


def test_laid(card: str, shields: tuple[str, ...]) -> TestChanged:
    return TestChanged(
        card,
        shields,
        **said_counted(len(shields), "A test is laid: {n} shield.", "A test is laid: {n} shields."),
    )


def test_reset(card: str) -> TestChanged:
    return TestChanged(card, (), **said("Nobody is left at the test: it is laid out again."))


def shields_left(card: str, shields: tuple[str, ...], removed: int) -> TestChanged:
    left = Counted(len(shields), "{n} shield left", "{n} shields left")
    if not removed:  # a sentence of its own, never one that begins "no shields" in lower case
        return TestChanged(card, shields, **said("No shield removed: {left}.", left=left))
    return TestChanged(
        card,
        shields,
        **said_counted(removed, "{n} shield removed, {left}.", "{n} shields removed, {left}.", left=left),
    )


def test_passed(card: str, enemy: bool) -> TestChanged:
    key = N_("The enemy is defeated.") if enemy else N_("The test is passed.")
    return TestChanged(card, (), **said(key))


def dice(seat: int, hits: int, skulls: int) -> DiceRolled:
    return DiceRolled((hits, skulls), die="action", seat=seat,
                      **said("{agent} rolls {hits} and {skulls}.", agent=Seat(seat), hits=Counted(hits, "{n} hit", "{n} hits"), skulls=Counted(skulls, "{n} skull", "{n} skulls")))  # fmt: skip


def captain_die(seat: int, value: int, cost: int) -> DiceRolled:
    return DiceRolled((value,), die="captain", seat=seat,
                      **said("The captain die shows {value}: the journey costs {cost} TU.", value=value, cost=cost))  # fmt: skip


def counter_attack(seat: int, value: int, resistance: int, hurt: bool) -> Message:
    key = (
        N_("Counter-attack of {value} against resistance {resistance}: 1 life lost.")
        if hurt
        else N_("Counter-attack of {value} against resistance {resistance}: no harm done.")
    )
    return Message(**said(key, value=value, resistance=resistance))


def life_changed(seat: int, delta: int, total: int) -> LifeChanged:
    key = (
        N_("{agent} loses {n} life ({total} left).") if delta < 0 else N_("{agent} gains {n} life ({total}).")
    )
    return LifeChanged(seat, delta, total, **said(key, agent=Seat(seat), n=abs(delta), total=total))


def time_spent(spent: int, left: int) -> TimeSpent:
    key = N_("{n} TU spent, {left} left.") if spent > 0 else N_("{n} TU given back, {left} left.")
    # a journey dearer than the time left ends the run: the line says none is left, never "-1"
    return TimeSpent(spent, left, **said(key, n=abs(spent), left=max(0, left)))


def host_died(seat: int, returns_at: int | None) -> PieceMoved:
    if returns_at is None:
        return PieceMoved(f"agent:{seat}", "card", "vortex", seat,
                          **said("{agent}'s host dies and will not come back this run.", agent=Seat(seat)))  # fmt: skip
    return PieceMoved(f"agent:{seat}", "card", f"time:{returns_at}", seat,
                      **said("{agent}'s host dies; it comes back when {tu} TU are left.", agent=Seat(seat), tu=returns_at))  # fmt: skip


def host_returns(seat: int, letter: str) -> PieceMoved:
    return PieceMoved(f"agent:{seat}", "time", f"card:{letter}", seat,
                      **said("{agent} takes its host again at card {card}.", agent=Seat(seat), card=letter))  # fmt: skip


def item_gained(scenario: str, seat: int, item: str) -> Message:
    return Message(**said("{agent} takes {item}.", agent=Seat(seat), item=item_name(scenario, item)))


def item_used(scenario: str, seat: int, item: str) -> Message:
    return Message(**said("{agent} uses {item}.", agent=Seat(seat), item=item_name(scenario, item)))


def item_lost(scenario: str, seat: int, item: str) -> Message:
    return Message(**said("{agent} loses {item}.", agent=Seat(seat), item=item_name(scenario, item)))


def item_passed(scenario: str, giver: int, taker: int, item: str) -> Message:
    return Message(**said("{giver} passes {item} to {taker}.", giver=Seat(giver), taker=Seat(taker),
                          item=item_name(scenario, item)))  # fmt: skip


def resource_handed(scenario: str, giver: int, taker: int, resource: str, amount: int) -> Message:
    return Message(**said("{giver} hands {resource} ({n}) to {taker}.", giver=Seat(giver), taker=Seat(taker),
                          n=amount, resource=resource_name(scenario, resource)))  # fmt: skip


def token_gained(scenario: str, token: str) -> Message:
    return Message(
        important=True, **said("The team gains the status {token}.", token=token_name(scenario, token))
    )


def resource_changed(scenario: str, seat: int, resource: str, delta: int) -> Message:
    key = (
        N_("{agent} gains {resource}: {n} more.") if delta > 0 else N_("{agent} pays {resource}: {n} fewer.")
    )
    return Message(**said(key, agent=Seat(seat), n=abs(delta), resource=resource_name(scenario, resource)))


def card_gone(card: str) -> Message:
    return Message(**said("Card {card} is set aside until the next run.", card=card.split(".")[1]))


RUN_FAILS = N_("Run {run} fails. {text}")


def run_failed(scenario: str, key: str, run: int) -> Message:
    return Message(important=True, **said(RUN_FAILS, run=run, text=ScenarioText(scenario, key)))


def mission_ended(scenario: str, success: bool, runs: int) -> GameEnded:
    meta = load_scenario(scenario).meta
    if success:
        return GameEnded(tuple(), **said_counted(runs, "{text} Mission accomplished in {n} run.",
                                                 "{text} Mission accomplished in {n} runs.",
                                                 text=ScenarioText(scenario, meta.success)))  # fmt: skip
    return GameEnded(
        (), **said_counted(runs, "The mission is lost after {n} run.", "The mission is lost after {n} runs.")
    )
