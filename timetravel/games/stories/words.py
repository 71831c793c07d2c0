"""Every word of T.I.M.E Stories for people: action words, prompts, progress, results.

The game's own sentences go through t(); a scenario's words come from its texts/<language>.toml
by key (`ScenarioText`), read in the language of the moment they are shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from timetravel.engine.actions import Action
from timetravel.engine.script import Step, Test
from timetravel.engine.state import ResultsTable
from timetravel.games.stories.content import load_scenario
from timetravel.games.stories.state import StoriesState, pending_choice, reward_steps
from timetravel.games.stories.steps import (
    Amount,
    HasHost,
    HasItem,
    HasResource,
    ItemParams,
    LifeChange,
    RunsParams,
    Several,
    TokenParams,
)
from timetravel.i18n import Seat, language, t
from timetravel.plural import counted


@dataclass(frozen=True, slots=True)
class ScenarioText:
    """A text of a scenario by key, put into words when shown (a message parameter)."""

    scenario: str
    key: str

    def words(self) -> str:
        return load_scenario(self.scenario).words(self.key, language())

    def __str__(self) -> str:
        return self.words()

    def __format__(self, spec: str) -> str:
        return format(self.words(), spec)


@dataclass(frozen=True, slots=True)
class Counted:
    """A count with its noun as a sentence's parameter ("one hit", "no skulls"), put into words
    when shown."""

    n: int
    one: str
    many: str

    def __format__(self, spec: str) -> str:
        return format(counted(self.n, self.one, self.many), spec)


def named(scenario: str, table: str, ident: str) -> ScenarioText:
    content = load_scenario(scenario)
    entries = {
        "location": {k: v.name for k, v in content.locations.items()},
        "item": {k: v.name for k, v in content.items.items()},
        "host": {k: v.name for k, v in content.hosts.items()},
        "token": {n.id: n.name for n in content.meta.tokens},
        "resource": {n.id: n.name for n in content.meta.resources},
        "attribute": {n.id: n.name for n in content.meta.attributes},
    }[table]
    return ScenarioText(scenario, entries.get(ident, ident))


def location_name(scenario: str, ident: str) -> ScenarioText:
    return named(scenario, "location", ident)


def item_name(scenario: str, ident: str) -> ScenarioText:
    return named(scenario, "item", ident)


def token_name(scenario: str, ident: str) -> ScenarioText:
    return named(scenario, "token", ident)


def resource_name(scenario: str, ident: str) -> ScenarioText:
    return named(scenario, "resource", ident)


def action_words(state: StoriesState, action: Action) -> str:
    kind, args, sc = action.kind, action.args, state.scenario
    if kind == "host":
        return t("Take the host {host}", host=named(sc, "host", str(args[0])))
    if kind == "explore":
        return t("Explore this location")
    if kind == "travel":
        return t(
            "Travel to {place} ({cost})", place=location_name(sc, str(args[0])), cost=journey_cost(state)
        )
    if kind in ("place", "move"):
        return _with_cost(
            t("Go to card {card}", card=args[0]), _leaving_cost(state) if kind == "move" else ""
        )
    if kind == "spend":
        return t("Spend 1 TU: everyone acts")
    if kind == "roll":
        said = t("Roll for {attribute}", attribute=named(sc, "attribute", str(args[0])))
        return _with_cost(said, _roll_risk(state))
    if kind == "idle":
        return _with_cost(t("Do nothing this TU"), _idle_cost(state))
    if kind == "reward":
        return t("{agent} takes the reward", agent=Seat(int(args[0])))
    if kind == "first":
        return t("Let {agent} act first", agent=Seat(int(args[0])))
    if kind == "give":
        return t("Pass {item} to {agent}", item=item_name(sc, str(args[0])), agent=Seat(int(args[1])))
    if kind == "hand":
        return t(
            "Hand {resource} to {agent}",
            resource=resource_name(sc, str(args[0])),
            agent=Seat(int(args[2])),
        )
    if kind == "use":
        return t("Use {item}", item=item_name(sc, str(args[0])))
    if kind == "choose":
        return _option_words(state, int(args[0]))
    if kind == "dice":
        return t("{hits} hits and {skulls} skulls", hits=args[0], skulls=args[1])
    if kind == "captain":
        return t("The captain die shows {value}", value=args[0])
    return str(action)


def _with_cost(said: str, cost: str) -> str:
    return f"{said} ({cost})" if cost else said


def journey_cost(state: StoriesState) -> str:
    """What a journey costs (S-TRAVEL, S-RED): the captain die's 1 to 3 TU, 2 more leaving red."""
    red = state.location is not None and state.here().red and not state.ability_alive("sure_footed")
    return t("3 to 5 TU: red") if red else t("1 to 3 TU")


def _my_test(state: StoriesState) -> list[str]:
    """The shields left at the card of the agent acting now (none: no test there)."""
    seat = state.to_act()
    letter = state.agents[seat].card if seat >= 0 else None
    return list(state.tests.get(state.card_id(letter), [])) if letter else []


def _penalty_words(shields: list[str]) -> list[str]:
    """S-PENALTY: what the shields left cost the agent that rolls or waits at them."""
    parts = []
    if shields.count("time"):
        parts.append(t("{n} TU", n=shields.count("time")))
    if shields.count("life"):
        parts.append(t("{n} life", n=shields.count("life")))
    if shields.count("special"):
        parts.append(t("the card's penalty"))
    return parts


def _roll_risk(state: StoriesState) -> str:
    """S-COUNTER, S-PENALTY: a roll risks a counter-attack while skull shields are left, and the
    penalties of the shields the hits leave."""
    shields = _my_test(state)
    parts = _penalty_words(shields)
    if "skull" in shields:
        parts.append(t("a counter-attack"))
    if not shields:
        return ""
    return t("risks {what} if shields are left", what=", ".join(parts)) if parts else t("no risk")


def _idle_cost(state: StoriesState) -> str:
    """S-IDLE: doing nothing at a test with a skull shield left costs 1 life, and the other
    shields' penalties apply."""
    shields = _my_test(state)
    parts = []
    seat = state.to_act()
    host = state.agents[seat].host if seat >= 0 else None
    thick = host is not None and state.content.hosts[host].ability == "thick_skin"
    if "skull" in shields and not thick:
        parts.append(t("1 life: a skull shield is left"))
    return ", ".join(parts + _penalty_words(shields))


def _leaving_cost(state: StoriesState) -> str:
    """S-RESET: leaving a test nobody else stands at lays it out again in full."""
    seat = state.to_act()
    letter = state.agents[seat].card if seat >= 0 else None
    if not letter or state.card_id(letter) not in state.tests:
        return ""
    alone = [s for s in state.on_card(letter) if s != seat] == []
    return t("the test here starts again") if alone else ""


def _option_words(state: StoriesState, index: int) -> str:
    params = pending_choice(state)
    if params is None or index >= len(params.options):
        return t("Option {n}", n=index + 1)
    option = params.options[index]
    return _with_cost(ScenarioText(state.scenario, option.label).words(), option_price(state, option.steps))


def option_price(state: StoriesState, steps: Sequence[Step]) -> str:
    """The price an option prints: the resources it pays (S-RESOURCE)."""
    paid = [s.params for s in steps if s.verb == "pay_resource" and isinstance(s.params, Amount)]
    return ", ".join(f"{p.amount} {resource_name(state.scenario, p.resource)}" for p in paid)


def prompt(state: StoriesState, seat: int) -> str:
    if state.to_act() != seat:
        return t("Waiting.")
    stage = state.stage
    if state.choice is not None:
        return t("Choose what to do.")
    if state.reward is not None:
        return t("The test is passed: who takes the reward ({what})?", what=reward_words(state))
    if stage == "host":
        return t("Choose a host for this run.")
    if stage == "arrive":
        return t("Captain: explore this location or travel on.")
    if stage == "place":
        return t("Choose the card your agent enters.")
    if stage == "round":
        return t("Captain: spend a TU here or travel on.")
    return t("Your agent's action for this TU.")


def withheld(state: StoriesState, seat: int) -> list[tuple[str, str]]:
    """The choices the seat cannot take yet, in words, each with why (shown greyed, not hidden):
    a card's options whose condition does not hold, a roll the host has no dice for, the journeys a
    locked test forbids."""
    if state.to_act() != seat or seat < 0:
        return []
    found = []
    params = pending_choice(state) if state.choice == seat else None
    if params is not None:
        for index, option in enumerate(params.options):
            if index not in state.options and option.when is not None:
                said = ScenarioText(state.scenario, option.label).words()
                found.append((_with_cost(said, option_price(state, option.steps)),
                              condition_words(state, option.when, seat)))  # fmt: skip
    agent = state.agents[seat]
    if state.stage == "act" and state.choice is None and state.reward is None and agent.card is not None:
        test = state.test_at(agent.card)
        if test is not None and state.dice_for(seat, test.attribute) == 0:
            attribute = named(state.scenario, "attribute", test.attribute)
            found.append((t("Roll for {attribute}", attribute=attribute), t("your host has no dice for it")))
    if state.stage == "round" and state.reward is None and state.held_by_lock():
        found.append((t("Travel on"), t("an agent is held by a locked test until it is won")))
    return found


def condition_words(state: StoriesState, test: Test, reader: int) -> str:
    """Why a card's condition does not hold, in words: what it needs, and who holds it when the
    reader does not ("needs 3 ducats: Marco holds them")."""
    p = test.params
    if isinstance(p, Several):
        failing = [sub for sub in p.of if not state.holds(sub, reader)]
        parts = [condition_words(state, sub, reader) for sub in (failing or p.of)]
        return "; ".join(parts) if test.name == "all" else t("one of: {parts}", parts="; ".join(parts))
    if isinstance(p, TokenParams):
        token = token_name(state.scenario, p.token)
        return (
            t("not once the team has {token}", token=token)
            if test.negate
            else t("needs {token}", token=token)
        )
    if isinstance(p, HasItem):
        item = item_name(state.scenario, p.item)
        if test.negate:
            return t("not while {item} is held", item=item)
        holder = state.holder_of(p.item)
        if holder is not None and holder != reader:
            return t("needs {item} in the chooser's hands: {agent} holds it", item=item, agent=Seat(holder))
        return t("needs {item}", item=item)
    if isinstance(p, HasResource):
        need = f"{p.amount} {resource_name(state.scenario, p.resource)}"
        holders = [
            s for s in state.living() if state.agents[s].resources.get(p.resource, 0) > 0 and s != reader
        ]
        if p.who == "self" and holders:
            names = ", ".join(str(Seat(s)) for s in holders)
            return t("needs {what}: {agents} holds them", what=need, agents=names)
        return t("needs {what}", what=need)
    if isinstance(p, HasHost):
        return t("needs the host {host} in the team", host=named(state.scenario, "host", p.host))
    if isinstance(p, RunsParams):
        return t("from run {n} on", n=p.at_least)
    if test.name == "first_visit":
        return t("only on the group's first visit here") if not test.negate else t("not on a first visit")
    return t("not yet")


def reward_words(state: StoriesState) -> str:
    """What a passed test gives one agent, as its card prints it: "the lantern, 3 ducats"."""
    parts = []
    for step in reward_steps(state):
        p = step.params
        if isinstance(p, ItemParams):
            parts.append(str(item_name(state.scenario, p.item)))
        elif isinstance(p, Amount):
            parts.append(f"{p.amount} {resource_name(state.scenario, p.resource)}")
        elif isinstance(p, LifeChange):
            parts.append(t("{n} life", n=p.change))
    return ", ".join(parts)


def progress(state: StoriesState) -> str:
    return t("Run {run}, {tu} TU left", run=state.run, tu=max(0, state.tu))


def results_table(state: StoriesState) -> ResultsTable:
    """The results screen of a cooperative game: each agent's last host and how it ended, and the
    runs the team took (not a score)."""
    cells = []
    for agent in state.agents:
        # the name before its description ("Zanetta", not "Zanetta, the apothecary's widow")
        host = str(named(state.scenario, "host", agent.host)).split(",")[0] if agent.host else "—"
        end = t("Dead") if agent.dead else t("Life {n}", n=agent.life)
        cells.append(((host, ""), (end, "")))
    runs = tuple(str(state.runs) for _ in state.agents)
    return ResultsTable((t("Last host"), t("At the end")), tuple(cells), runs, t("Runs"), ending_story(state))


def ending_story(state: StoriesState) -> tuple[str, ...]:
    """How the mission ended, for the results screen: the ending's text, then the runs taken and
    the scenario's rating for that many runs (S-SUCCESS)."""
    meta = load_scenario(state.scenario).meta
    key = state.ending or (meta.success if state.result == "success" else "")
    story = [ScenarioText(state.scenario, key).words()] if key else []
    if state.result == "success":
        story.append(t("Runs taken: {n}. Rating: {rating}", n=state.runs, rating=rating_words(state)))
    else:
        story.append(t("Runs taken: {n}, all the mission allows.", n=state.runs))
    return tuple(story)


def rating_words(state: StoriesState) -> str:
    """The scenario's rating for a success in the runs taken."""
    ratings = load_scenario(state.scenario).meta.ratings
    return ScenarioText(state.scenario, ratings[min(state.runs, len(ratings)) - 1]).words()


def outcome_words(state: StoriesState) -> str:
    if state.result != "success":
        return counted(state.runs, "The mission failed after {n} run.", "The mission failed after {n} runs.")
    return counted(state.runs, "Mission accomplished in {n} run: {rating}", "Mission accomplished in {n} runs: {rating}",
                   rating=rating_words(state))  # fmt: skip
