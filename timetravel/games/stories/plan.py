"""Reasoning over the cards the team has read: where each script may lead, and a plan to success.

`paths` follows a read card's script with a set of holdings (tokens, items, resources, hosts) and
lists where it may lead: what it gives, what its conditions asked for, its tests and costs, and
whether it ends the mission (success) or the run (failure). A card's script is read only through
Knowledge, so an unread card (and one looked at from an unread card) stays unknown, and an option
the team never took is a `hidden` step: told success or wrong, it ends there; told right or untold,
the path goes on blind (a later condition may then hold or not: both are followed), an untold one
counted as a guess.

`plan` is a relaxed planner (holdings only grow): from what the team holds, every read card whose
location and seal are open adds what it may give, until a read card's path leads to success (the
one with fewest guesses); then the cards that give what that path, its seal and its map card ask
for are gathered backwards. A plan without a guess is `sure`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from timetravel.engine.script import Step, Test
from timetravel.games.stories.knowledge import Hidden, Knowledge
from timetravel.games.stories.state import StoriesState
from timetravel.games.stories.steps import (
    Amount,
    Choice,
    HasHost,
    HasItem,
    HasResource,
    ItemParams,
    LifeChange,
    Look,
    RunsParams,
    Several,
    SpecialRoll,
    TestParams,
    TimeChange,
    TokenParams,
)

Atom = tuple[str, str]  # ("token", id), ("item", id), ("resource", "id:amount"), ("host", id)
MAX_PATHS = 48
MAX_LOOK_DEPTH = 3
FIXPOINT_ROUNDS = 12


@dataclass
class Holdings:
    tokens: set[str] = field(default_factory=set)
    items: set[str] = field(default_factory=set)
    resources: dict[str, int] = field(default_factory=dict)
    hosts: set[str] = field(default_factory=set)
    run: int = 1

    def copy(self) -> Holdings:
        return Holdings(set(self.tokens), set(self.items), dict(self.resources), set(self.hosts), self.run)

    def has(self, atom: Atom) -> bool:
        kind, value = atom
        if kind == "token":
            return value in self.tokens
        if kind == "item":
            return value in self.items
        if kind == "host":
            return value in self.hosts
        resource, _, amount = value.partition(":")
        return self.resources.get(resource, 0) >= int(amount or 1)


def holdings_of(state: StoriesState) -> Holdings:
    """What the team holds now (hosts: those taken, or every host while they are being chosen)."""
    choosing = state.stage == "host"  # no host yet: the agents still hold the agency's items
    living = list(state.agents) if choosing else [state.agents[s] for s in state.living()]
    resources: dict[str, int] = {}
    for agent in living:
        for resource, amount in agent.resources.items():
            resources[resource] = resources.get(resource, 0) + amount
    hosts = set(state.content.hosts) if choosing else {str(a.host) for a in living}
    return Holdings(set(state.tokens), {i for a in living for i in a.items}, resources, hosts, state.run)


# --- conditions on holdings -----------------------------------------------------------------------------
def holds(test: Test, have: Holdings) -> tuple[bool, frozenset[Atom]]:
    """Whether a condition holds for these holdings, and the atoms it relied on (none when negated)."""
    value, uses = _holds(test, have)
    if test.negate:
        return not value, frozenset()
    return value, uses


def _holds(test: Test, have: Holdings) -> tuple[bool, frozenset[Atom]]:
    p = test.params
    if isinstance(p, TokenParams):
        atom: Atom = ("token", p.token)
    elif isinstance(p, HasItem):
        atom = ("item", p.item)
    elif isinstance(p, HasHost):
        atom = ("host", p.host)
    elif isinstance(p, HasResource):
        atom = ("resource", f"{p.resource}:{p.amount}")
    elif isinstance(p, RunsParams):  # the run under way is on the table: no atom gives it
        return have.run >= p.at_least, frozenset()
    elif isinstance(p, Several):
        results = [holds(t, have) for t in p.of]
        if test.name == "all":
            ok = all(r[0] for r in results)
            return ok, frozenset().union(*(r[1] for r in results))
        first = next((r for r in results if r[0]), None)
        return (True, first[1]) if first else (False, frozenset())
    else:  # a condition this reasoning does not know: assume it may hold
        return True, frozenset()
    return have.has(atom), frozenset({atom})


def condition_atoms(test: Test | None) -> set[Atom]:
    """The atoms a condition asks for when it holds (for "what does the team want")."""
    if test is None or test.negate:
        return set()
    p = test.params
    if isinstance(p, Several):
        return set().union(*(condition_atoms(t) for t in p.of))
    ok, uses = _holds(test, Holdings())
    return set(uses)


# --- where a script may lead ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Path:
    ends: str = ""  # "", "success" or "failure"
    gains: tuple[Atom, ...] = ()
    resources: tuple[tuple[str, int], ...] = ()  # resources gained
    uses: frozenset[Atom] = frozenset()  # what the conditions along it asked for
    tests: tuple[TestParams, ...] = ()
    life: int = 0  # life changed (to the reader, or to the card, or the team)
    tu: int = 0
    paid: int = 0
    gamble: bool = False  # it goes through a roll of the location's rule
    unknown_looks: tuple[str, ...] = ()  # unread cards it brings to the reader
    guesses: int = 0  # options along it whose outcome nobody knows (never taken, nothing told)
    right: bool = False  # it goes through an option a read card calls the right one
    blind: bool = False  # past an option whose steps are unseen: a later condition may hold

    def then(self, **changes: Any) -> Path:
        return replace(self, **changes)


def paths(know: Knowledge, card: str, have: Holdings) -> list[Path]:
    """Where a read card's script may lead with these holdings ([] for an unread card)."""
    script = know.script(card)
    if script is None:
        return []
    found: list[Path] = []
    _follow(know, list(script), have.copy(), Path(), found, 0)
    return found


def follow(know: Knowledge, steps: Iterable[Step], have: Holdings) -> list[Path]:
    """Where these steps (of a read card: an option, what follows a choice) may lead."""
    found: list[Path] = []
    _follow(know, list(steps), have.copy(), Path(), found, 0)
    return found


def _follow(
    know: Knowledge, steps: list[Step], have: Holdings, path: Path, found: list[Path], depth: int
) -> None:
    for i, step in enumerate(steps):
        if len(found) >= MAX_PATHS:
            return
        if step.when is not None:
            ok, uses = holds(step.when, have)
            if not ok and not path.blind:
                continue
            if ok:
                path = path.then(uses=path.uses | (uses - set(path.gains)))
            else:  # an unseen option before it may have made it hold: both ways
                _follow(know, steps[i + 1 :], have.copy(), path, found, depth)
        p = step.params
        if step.verb in ("success", "failure"):
            found.append(path.then(ends=step.verb))
            return
        if isinstance(p, Hidden):
            if p.outcome in ("success", "wrong"):
                found.append(path.then(ends="success" if p.outcome == "success" else "failure"))
                return
            path = path.then(
                blind=True,
                right=path.right or p.outcome == "right",
                guesses=path.guesses + (p.outcome is None),
            )
            continue
        if isinstance(p, Choice):
            _branch_choice(know, p, steps[i + 1 :], have, path, found, depth)
            return
        if isinstance(p, SpecialRoll):
            rest = steps[i + 1 :]
            _follow(know, [*p.success, *rest], have.copy(), path.then(gamble=True), found, depth)
            _follow(know, [*p.failure, *rest], have.copy(), path.then(gamble=True), found, depth)
            return
        if isinstance(p, Look):
            script = know.script(p.card) if depth < MAX_LOOK_DEPTH else None
            if script is None:
                path = path.then(unknown_looks=(*path.unknown_looks, p.card))
                continue
            _follow(know, [*script, *steps[i + 1 :]], have, path, found, depth + 1)
            return
        path = _effect(step, p, have, path)
    found.append(path)


def _branch_choice(
    know: Knowledge, p: Choice, rest: list[Step], have: Holdings, path: Path, found: list[Path], depth: int
) -> None:
    for option in p.options:
        branch = path
        if option.when is not None:
            ok, uses = holds(option.when, have)
            if not ok:
                continue
            branch = branch.then(uses=branch.uses | (uses - set(branch.gains)))
        _follow(know, [*option.steps, *rest], have.copy(), branch, found, depth)


def _effect(step: Step, p: object, have: Holdings, path: Path) -> Path:
    """One plain step's effect on the holdings and the path."""
    verb = step.verb
    if isinstance(p, TestParams):
        return path.then(tests=(*path.tests, p))
    if isinstance(p, TokenParams):
        if verb == "gain_token" and p.token not in have.tokens:
            have.tokens.add(p.token)
            return path.then(gains=(*path.gains, ("token", p.token)))
        if verb == "lose_token":
            have.tokens.discard(p.token)
        return path
    if isinstance(p, ItemParams):
        if verb == "gain_item" and p.item not in have.items:
            have.items.add(p.item)
            return path.then(gains=(*path.gains, ("item", p.item)))
        if verb == "lose_item":
            have.items.discard(p.item)
        return path
    if isinstance(p, Amount):
        sign = 1 if verb == "gain_resource" else -1
        have.resources[p.resource] = max(0, have.resources.get(p.resource, 0) + sign * p.amount)
        if sign > 0:
            return path.then(resources=(*path.resources, (p.resource, p.amount)))
        return path.then(paid=path.paid + p.amount)
    if isinstance(p, LifeChange):
        return path.then(life=path.life + p.change)
    if isinstance(p, TimeChange):
        return path.then(tu=path.tu + p.change)
    return path


# --- a plan to success ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Plan:
    """The read cards to enter for the success the team can infer, each with the path it follows."""

    success: str
    targets: dict[str, Path]
    needs: dict[str, frozenset[Atom]]  # card -> what its location, seal and path ask for
    givers: dict[Atom, str]  # what the plan takes from which card
    start: Holdings  # what the team held when the plan was made

    @property
    def sure(self) -> bool:
        """Whether the success follows from what the team saw or was told, with no guess on the way."""
        return self.targets[self.success].guesses == 0

    def wants(self, card: str) -> bool:
        return card in self.targets

    def missing(self, card: str) -> list[Atom]:
        return [atom for atom in self.needs.get(card, frozenset()) if not self.start.has(atom)]

    def ready(self, card: str) -> bool:
        """Whether everything the card's planned path asks for is held now."""
        return not self.missing(card)

    def ready_at(self, card: str, location: str) -> bool:
        """Whether what the card lacks is given by planned cards of the same location."""
        prefix = f"{location}."
        return all(self.givers.get(_key(atom), "").startswith(prefix) for atom in self.missing(card))


def _key(atom: Atom) -> Atom:
    return ("resource", atom[1].partition(":")[0]) if atom[0] == "resource" else atom


def path_cost(path: Path) -> float:
    """A rough price of a path, in TU: its tests, the time and life it takes, what it asks for."""
    shields = sum(len(t.shields) for t in path.tests)
    return 1.5 * shields - path.tu - 2 * path.life + path.paid * 0.5 + len(path.uses)


@dataclass
class _Support:
    card: str
    path: Path
    needs: frozenset[Atom]


def open_locations(know: Knowledge, have: Holdings) -> dict[str, frozenset[Atom]]:
    """Locations whose map card is open with these holdings, and what opening it asked for."""
    found: dict[str, frozenset[Atom]] = {}
    for card in know.maps:
        ok, uses = (True, frozenset[Atom]()) if card.when is None else holds(card.when, have)
        if ok:
            for location in card.locations:
                found.setdefault(location, uses)
    return found


def make_plan(know: Knowledge) -> Plan | None:
    """The read cards that lead to a success the team can infer from what it has read, or None."""
    state = know.state
    start = holdings_of(state)
    have = start.copy()
    support: dict[Atom, _Support] = {}
    candidates = [c for c in know.read_cards if c not in state.done and c not in state.gone]
    used: set[str] = set()
    for _ in range(FIXPOINT_ROUNDS):
        grew = False
        reachable = open_locations(know, have)
        for card in candidates:
            location = card.partition(".")[0]
            if location not in reachable and location != state.location:
                continue
            seal_uses = _seal_uses(know, card, have)
            if seal_uses is None:
                continue
            needs = seal_uses | reachable.get(location, frozenset())
            found = [p for p in paths(know, card, have) if p.ends != "failure"]
            wins = [p for p in found if p.ends == "success"]
            win = min(wins, key=lambda p: (p.guesses, path_cost(p))) if wins else None
            if win is not None:
                return _extract(card, win, needs, support, start)
            if card in used:
                continue
            used.add(card)
            grew |= _add_gains(found, needs, card, have, support)
        if not grew:
            return None
    return None


def _seal_uses(know: Knowledge, card: str, have: Holdings) -> frozenset[Atom] | None:
    location, _, letter = card.partition(".")
    backs = know.backs(location) or []
    back = next((b for b in backs if b.letter == letter), None)
    if back is None or back.seal is None:
        return frozenset()
    ok, uses = holds(back.seal, have)
    return uses if ok else None


def _add_gains(
    found: list[Path], needs: frozenset[Atom], card: str, have: Holdings, support: dict[Atom, _Support]
) -> bool:
    grew = False
    for path in sorted(found, key=path_cost):
        for atom in path.gains:
            if not have.has(atom):
                (have.tokens if atom[0] == "token" else have.items).add(atom[1])
                support[atom] = _Support(card, path, needs | path.uses)
                grew = True
        for resource, amount in path.resources:
            have.resources[resource] = have.resources.get(resource, 0) + amount
            support.setdefault(("resource", resource), _Support(card, path, needs | path.uses))
            grew = True
    return grew


def _extract(
    card: str, win: Path, needs: frozenset[Atom], support: dict[Atom, _Support], start: Holdings
) -> Plan:
    targets = {card: win}
    card_needs = {card: needs | win.uses}
    givers: dict[Atom, str] = {}
    queue = list(card_needs[card])
    done: set[Atom] = set()
    while queue:
        atom = queue.pop()
        if atom in done or start.has(atom):
            continue
        done.add(atom)
        giver = support.get(_key(atom))
        if giver is None:
            continue
        givers[_key(atom)] = giver.card
        if giver.card in targets:
            continue
        targets[giver.card] = giver.path
        card_needs[giver.card] = giver.needs
        queue.extend(giver.needs)
    return Plan(card, targets, card_needs, givers, start)
