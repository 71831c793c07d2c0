"""Every word of T.I.M.E Stories for people: action words, prompts, progress, results.

The game's own sentences go through t(); a scenario's words come from its texts/<language>.toml
by key (`ScenarioText`), read in the language of the moment they are shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from timetravel.engine.actions import Action
from timetravel.engine.state import ResultsTable
from timetravel.i18n import Seat, language, t
from timetravel.plural import counted

if TYPE_CHECKING:
    from timetravel.games.stories.state import StoriesState


@dataclass(frozen=True, slots=True)
class ScenarioText:
    """A text of a scenario by key, put into words when shown (a message parameter)."""

    scenario: str
    key: str

    def words(self) -> str:
        from timetravel.games.stories.content import load_scenario

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


def _named(scenario: str, table: str, ident: str) -> ScenarioText:
    from timetravel.games.stories.content import load_scenario

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
    return _named(scenario, "location", ident)


def item_name(scenario: str, ident: str) -> ScenarioText:
    return _named(scenario, "item", ident)


def token_name(scenario: str, ident: str) -> ScenarioText:
    return _named(scenario, "token", ident)


def resource_name(scenario: str, ident: str) -> ScenarioText:
    return _named(scenario, "resource", ident)


def action_words(state: StoriesState, action: Action) -> str:
    kind, args, sc = action.kind, action.args, state.scenario
    if kind == "host":
        return t("Take the host {host}", host=_named(sc, "host", str(args[0])))
    if kind == "explore":
        return t("Explore this location")
    if kind == "travel":
        return t("Travel to {place}", place=location_name(sc, str(args[0])))
    if kind in ("place", "move"):
        return t("Go to card {card}", card=args[0])
    if kind == "spend":
        return t("Spend 1 TU: everyone acts")
    if kind == "roll":
        return t("Roll for {attribute}", attribute=_named(sc, "attribute", str(args[0])))
    if kind == "idle":
        return t("Do nothing this TU")
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


def _option_words(state: StoriesState, index: int) -> str:
    from timetravel.games.stories.rules import pending_choice

    params = pending_choice(state)
    if params is None or index >= len(params.options):
        return t("Option {n}", n=index + 1)
    return ScenarioText(state.scenario, params.options[index].label).words()


def prompt(state: StoriesState, seat: int) -> str:
    if state.to_act() != seat:
        return t("Waiting.")
    stage = state.stage
    if state.choice is not None:
        return t("Choose what to do.")
    if stage == "host":
        return t("Choose a host for this run.")
    if stage == "arrive":
        return t("Captain: explore this location or travel on.")
    if stage == "place":
        return t("Choose the card your agent enters.")
    if stage == "round":
        return t("Captain: spend a TU here or travel on.")
    return t("Your agent's action for this TU.")


def progress(state: StoriesState) -> str:
    return t("Run {run}, {tu} TU left", run=state.run, tu=state.tu)


def results_table(state: StoriesState) -> ResultsTable:
    """The results screen of a cooperative game: each agent's last host and how it ended, and the
    runs the team took (not a score)."""
    cells = []
    for agent in state.agents:
        # the name before its description ("Zanetta", not "Zanetta, the apothecary's widow")
        host = str(_named(state.scenario, "host", agent.host)).split(",")[0] if agent.host else "—"
        end = t("Dead") if agent.dead else t("Life {n}", n=agent.life)
        cells.append(((host, ""), (end, "")))
    runs = tuple(str(state.runs) for _ in state.agents)
    return ResultsTable((t("Last host"), t("At the end")), tuple(cells), runs, t("Runs"))


def outcome_words(state: StoriesState) -> str:
    from timetravel.games.stories.content import load_scenario

    if state.result != "success":
        return counted(state.runs, "The mission failed after {n} run.", "The mission failed after {n} runs.")
    ratings = load_scenario(state.scenario).meta.ratings
    rating = ScenarioText(state.scenario, ratings[min(state.run, len(ratings)) - 1])
    return counted(state.runs, "Mission accomplished in {n} run: {rating}", "Mission accomplished in {n} runs: {rating}",
                   rating=rating)  # fmt: skip
