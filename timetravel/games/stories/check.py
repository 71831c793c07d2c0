"""The scenario validator (`timetravel validate-scenario PATH`): every problem of a scenario folder,
each naming its file and entry.

Beyond what loading refuses (a file that does not parse or validate, a reference to an entry that
does not exist), it reports what no play can use: an item or a status token that nothing gives, a
card or a location that nothing can reach, a mission success that no reachable card reads, a
text key missing from texts/en.toml, and a text of another language that English does not have.

Reaching is worked out as a fixed point: starting from the start location and the map cards open
without any token, a card is reachable when its location is, its symbol lets agents in (or a
reachable card looks at it) and its seal can hold with what reachable cards give; each reachable
script adds what it gives (its steps and options whose conditions can hold), until nothing grows.
A condition read backwards (`not`) is taken as one that can hold.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel

from timetravel.engine.content import content_error
from timetravel.engine.errors import ContentError
from timetravel.engine.script import Step, Test
from timetravel.games.stories.content import Entries, Scenario, read_folder, reference_problems
from timetravel.games.stories.steps import Choice, Several, SpecialRoll, TestParams, Text, walk_steps


def validate_command(path: str) -> int:
    """The command line's verb: the problems on stdout; 0 when sound, 1 with problems, 2 when the
    path is no scenario folder (raised as a ContentError for the usage line)."""
    folder = Path(path)
    if folder.name == "scenario.toml":
        folder = folder.parent
    if not folder.exists():
        raise ContentError(f"{path}: no such folder")
    if not folder.is_dir():
        raise ContentError(f"{path}: a file, not a scenario folder")
    if not os.path.lexists(folder / "scenario.toml"):  # one that cannot be read is a problem listed
        raise ContentError(f"{path}: not a scenario folder (it has no scenario.toml)")
    problems = validate(folder)
    for line in problems:
        print(line)
    count = len(problems)
    print(f"{folder}: {count} problem(s)" if count else f"{folder}: no problems")
    return 1 if problems else 0


def validate(folder: Path) -> list[str]:
    """Every problem of the scenario in `folder`, as lines naming file and entry (none: it is sound)."""
    try:
        scenario, entries = read_folder(folder)
    except ContentError as exc:
        return [str(exc)]
    problems = [str(p) for p in reference_problems(scenario, entries)]
    if problems:
        return problems  # reaching needs sound references
    found = (
        reach_problems(scenario, entries) + text_problems(scenario, entries) + translation_problems(scenario)
    )
    return [str(p) for p in found]


# --- reaching -------------------------------------------------------------------------------------------
@dataclass
class Reach:
    tokens: set[str] = field(default_factory=set)
    items: set[str] = field(default_factory=set)
    resources: set[str] = field(default_factory=set)
    locations: set[str] = field(default_factory=set)
    cards: set[str] = field(default_factory=set)
    looked: set[str] = field(default_factory=set)
    success: bool = False

    def size(self) -> int:
        sets = (self.tokens, self.items, self.resources, self.locations, self.cards, self.looked)
        return sum(map(len, sets)) + self.success

    def can_hold(self, test: Test, scenario: Scenario) -> bool:
        if test.negate:
            return True
        if isinstance(test.params, Several):
            held = [self.can_hold(sub, scenario) for sub in test.params.of]
            return all(held) if test.name == "all" else any(held)
        value = next(iter(test.params.model_dump().values()), None)
        return {
            "token": lambda: value in self.tokens,
            "item": lambda: value in self.items,
            "host": lambda: value in scenario.hosts,
            "resource": lambda: value in self.resources,
            "runs": lambda: int(str(value)) <= scenario.meta.max_runs,
        }.get(test.name, lambda: True)()


def reachable(scenario: Scenario) -> Reach:
    reach = Reach(locations={scenario.meta.start})
    while True:
        before = reach.size()
        for map_card in scenario.meta.maps:
            if map_card.when is None or reach.can_hold(map_card.when, scenario):
                reach.locations.update(map_card.locations)
        for item in sorted(reach.items):
            _gather(scenario.items[item].use, reach, scenario)
        for location in sorted(reach.locations):
            for card in scenario.locations[location].cards:
                card_id = f"{location}.{card.letter}"
                open_ = card.symbol != "no_entry" and (
                    card.seal is None or reach.can_hold(card.seal, scenario)
                )
                if open_ or card_id in reach.looked:
                    reach.cards.add(card_id)
                    _gather(card.script, reach, scenario)
        if reach.size() == before:
            return reach


def _gather(script: list[Step] | tuple[Step, ...], reach: Reach, scenario: Scenario) -> None:
    for step in script:
        if step.when is not None and not reach.can_hold(step.when, scenario):
            continue
        params = step.params
        if step.verb == "gain_item":
            reach.items.add(_value(params, "item"))
        elif step.verb == "gain_token":
            reach.tokens.add(_value(params, "token"))
        elif step.verb == "gain_resource":
            reach.resources.add(_value(params, "resource"))
        elif step.verb == "look":
            reach.looked.add(_value(params, "card"))
        elif step.verb == "move_group":
            reach.locations.add(_value(params, "location"))
        elif step.verb == "success":
            reach.success = True
        for nested in _nested(params, reach, scenario):
            _gather(nested, reach, scenario)


def _value(params: BaseModel, name: str) -> str:
    return str(params.model_dump()[name])


def _nested(params: object, reach: Reach, scenario: Scenario) -> Iterator[list[Step]]:
    if isinstance(params, Choice):
        for option in params.options:
            if option.when is None or reach.can_hold(option.when, scenario):
                yield option.steps
    if isinstance(params, TestParams):
        yield params.special
    if isinstance(params, SpecialRoll):
        yield params.success
        yield params.failure


def _given(script: list[Step] | tuple[Step, ...], verb: str, name: str) -> Iterator[str]:
    for step in walk_steps(script):
        if step.verb == verb:
            yield _value(step.params, name)


def _not_given(kind: str, ident: str, given: set[str], reached: set[str]) -> str:
    if ident not in given:
        return f"nothing gives this {kind}"
    if ident not in reached:
        return f"only cards that nobody can reach give this {kind}"
    return ""


def reach_problems(scenario: Scenario, entries: Entries) -> list[ContentError]:
    folder = scenario.folder
    scripts = [card.script for loc in entries.locations for card in loc.cards]
    scripts += [item.use for item in entries.items]
    given_items = {i for script in scripts for i in _given(script, "gain_item", "item")}
    given_tokens = {t for script in scripts for t in _given(script, "gain_token", "token")}
    reach = reachable(scenario)
    problems = []
    for i, item in enumerate(entries.items):
        why = _not_given("item", item.id, given_items, reach.items)
        if why:
            problems.append(content_error(folder / "items.toml", f"items[{i}] (id {item.id!r})", "id", why))
    for i, token in enumerate(scenario.meta.tokens):
        why = _not_given("status token", token.id, given_tokens, reach.tokens)
        if why:
            problems.append(
                content_error(folder / "scenario.toml", f"tokens[{i}] (id {token.id!r})", "id", why)
            )
    for i, location in enumerate(entries.locations):
        if location.id not in reach.locations:
            entry = f"locations[{i}] (id {location.id!r})"
            problems.append(
                content_error(folder / "locations.toml", entry, "id", "no map card or card leads here")
            )
            continue
        for j, card in enumerate(location.cards):
            card_id = f"{location.id}.{card.letter}"
            decoration = card.symbol == "no_entry" and not card.script
            if card_id not in reach.cards and not decoration:
                entry = f"locations[{i}].cards[{j}] ({card_id})"
                why = "no agent can ever enter or look at this card"
                problems.append(content_error(folder / "locations.toml", entry, "seal", why))
    problems += _never_holding(scenario, entries)
    if not reach.success:
        problems.append(
            content_error(
                folder / "scenario.toml", "(top level)", "success", "no reachable card reads the success"
            )
        )
    return problems


def _never_holding(scenario: Scenario, entries: Entries) -> list[ContentError]:
    """A `runs` condition asking for more runs than the mission has can never hold."""
    most = scenario.meta.max_runs
    problems = []
    path = scenario.folder / "locations.toml"
    for i, location in enumerate(entries.locations):
        for j, card in enumerate(location.cards):
            entry = f"locations[{i}].cards[{j}] ({location.id}.{card.letter})"
            tests = [("seal", card.seal)] if card.seal is not None else []
            tests += [(f"script{where}", test) for where, test in _conditions(card.script)]
            for where, test in tests:
                for at_least in _runs_asked(test):
                    if at_least > most:
                        why = f"asks for run {at_least}, but the mission has {most} runs at most"
                        problems.append(content_error(path, entry, where, why))
    return problems


def _conditions(script: list[Step] | tuple[Step, ...], prefix: str = "") -> Iterator[tuple[str, Test]]:
    """Every condition in a script, with where it is (`[2].options[1].when`)."""
    for k, step in enumerate(script):
        here = f"{prefix}[{k}]"
        if step.when is not None:
            yield f"{here}.when", step.when
        params = step.params
        if isinstance(params, Choice):
            for n, option in enumerate(params.options):
                if option.when is not None:
                    yield f"{here}.options[{n}].when", option.when
                yield from _conditions(option.steps, f"{here}.options[{n}].steps")
        if isinstance(params, TestParams):
            yield from _conditions(params.special, f"{here}.special")
        if isinstance(params, SpecialRoll):
            yield from _conditions(params.success, f"{here}.success")
            yield from _conditions(params.failure, f"{here}.failure")


def _runs_asked(test: Test) -> Iterator[int]:
    if isinstance(test.params, Several):
        for sub in test.params.of:
            yield from _runs_asked(sub)
    elif test.name == "runs" and not test.negate:
        yield int(test.params.model_dump()["at_least"])


# --- texts ----------------------------------------------------------------------------------------------
def text_problems(scenario: Scenario, entries: Entries) -> list[ContentError]:
    texts = scenario.texts
    path = scenario.folder / "texts" / "en.toml"
    return [
        content_error(path, key, "(text)", f"missing (used by {where})")
        for key, where in used_keys(scenario, entries)
        if key not in texts
    ]


def translation_problems(scenario: Scenario) -> list[ContentError]:
    """A text of another language file that English does not have translates nothing (a misspelt
    key, most likely); the file itself was read and checked like the English one on loading."""
    return [
        content_error(
            scenario.folder / "texts" / f"{language}.toml", key, "(text)", "texts/en.toml has no such text"
        )
        for language, texts in scenario.translations.items()
        for key in texts
        if key not in scenario.texts
    ]


def used_keys(scenario: Scenario, entries: Entries) -> Iterator[tuple[str, str]]:
    """(key, where it is used) for every text key of the scenario."""
    meta = scenario.meta
    top = "scenario.toml"
    for name in ("title", "summary", "success", "failure", "time_out", "all_dead"):
        yield getattr(meta, name), f"{top} {name}"
    for i, key in enumerate(meta.ratings):
        yield key, f"{top} ratings[{i}]"
    for i, key in enumerate(meta.hq):
        yield key, f"{top} hq[{i}]"
    for table in ("attributes", "resources", "tokens", "maps"):
        for i, entry in enumerate(getattr(meta, table)):
            yield entry.name, f"{top} {table}[{i}]"
    for i, host in enumerate(entries.hosts):
        yield host.name, f"hosts.toml hosts[{i}]"
        yield host.text, f"hosts.toml hosts[{i}]"
    for i, item in enumerate(entries.items):
        yield item.name, f"items.toml items[{i}]"
        yield item.text, f"items.toml items[{i}]"
        yield from _script_keys(item.use, f"items.toml items[{i}] use")
    for i, location in enumerate(entries.locations):
        where = f"locations.toml locations[{i}]"
        yield from ((key, where) for key in (location.name, location.text, location.panorama))
        for j, card in enumerate(location.cards):
            yield card.art, f"{where}.cards[{j}]"
            yield from _script_keys(card.script, f"{where}.cards[{j}] script")


def _script_keys(script: list[Step], where: str) -> Iterator[tuple[str, str]]:
    for step in walk_steps(script):
        if isinstance(step.params, Text):
            yield step.params.text, where
        if isinstance(step.params, Choice):
            for option in step.params.options:
                yield option.label, where
