"""What the team knows of a T.I.M.E Stories scenario: the one door through which the AI reads it.

The state holds the public table (time, hosts, items, tokens, resources, the cards entered this
run) and `seen`, the team's journal across runs. The scenario's data holds every card, read or not.
The AI may read, from the scenario, only what a team at the table could: the hosts and the map (on
the table from the start), the backs of the cards of a location the team has stood in (their
symbols and the seals printed on them), the items the team has held or read about, and the script
of a card in `seen` as a person saw it. Never a card nobody has read: `script` answers None for it.

A read card's script is its printed text: its steps, their conditions, and each choice's options by
their words and conditions; but an option's outcome (its steps) is known only once the team took it
(`taken`, kept across runs). Until then it stands as one `hidden` step, carrying what a card the team
read says of it (a card's `reveals`: success, right or wrong), or nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from pydantic import BaseModel, ConfigDict

from timetravel.engine.script import Step, Test
from timetravel.games.stories.content import Host, Item, MapCard, Scenario
from timetravel.games.stories.state import StoriesState, option_key
from timetravel.games.stories.steps import Choice, ItemParams, Option, SpecialRoll, TestParams, walk_steps

HIDDEN = "hidden"  # the verb standing for an option's steps the team has not seen
Told = Literal["success", "right", "wrong"]


class Hidden(BaseModel):
    """An option's unseen outcome, with what a read card says of it (None: nothing)."""

    model_config = ConfigDict(frozen=True)
    outcome: Told | None = None


@dataclass(frozen=True)
class Back:
    """A card's back as printed: where it lies, its symbol, and its seal's condition."""

    card: str  # "location.B"
    location: str
    letter: str
    symbol: str
    seal: Test | None


class Knowledge:
    """The team's knowledge in one state (built per decision; the state is not changed)."""

    def __init__(self, state: StoriesState) -> None:
        self.state = state
        self._scenario: Scenario = state.content
        self._scripts: dict[str, tuple[Step, ...]] = {}

    # --- on the table from the start -------------------------------------------------------------------
    @property
    def hosts(self) -> dict[str, Host]:
        return self._scenario.hosts

    @property
    def maps(self) -> list[MapCard]:
        return list(self._scenario.meta.maps)

    @property
    def attributes(self) -> tuple[str, ...]:
        return self._scenario.attributes

    @property
    def full_tu(self) -> int:
        return self._scenario.meta.tu

    def locations_on_maps(self) -> list[str]:
        """Every location printed on a map card (open or not)."""
        return list(dict.fromkeys(loc for card in self.maps for loc in card.locations))

    def is_red(self, location: str) -> bool:
        """Whether the location's name is printed in red (on the map, so known before a visit)."""
        return self._scenario.locations[location].red

    # --- seen by the team ---------------------------------------------------------------------------------
    def visited(self, location: str) -> bool:
        return f"{location}.A" in self.state.seen

    def backs(self, location: str) -> list[Back] | None:
        """The backs of a location's cards, once the team has stood there (None before)."""
        if not self.visited(location) and location != self.state.location:
            return None
        return self._backs_of(location)

    def _backs_of(self, location: str) -> list[Back]:
        cards = self._scenario.locations[location].cards
        return [Back(f"{location}.{c.letter}", location, c.letter, c.symbol, c.seal) for c in cards]

    def read(self, card: str) -> bool:
        return card in self.state.seen

    def script(self, card: str) -> tuple[Step, ...] | None:
        """A card's script as the team saw it if it has read the card, else None (its contents are
        unknown): the options it never took hidden."""
        if card not in self.state.seen or card.endswith(".A"):
            return None
        if card not in self._scripts:
            self._scripts[card] = self.mask(card, self._scenario.card(card).script)
        return self._scripts[card]

    def mask(self, card: str, steps: list[Step] | tuple[Step, ...]) -> tuple[Step, ...]:
        """Steps of a read card with the outcome of every option the team never took hidden."""
        return tuple(self._masked_step(card, step) for step in steps)

    def option_steps(self, card: str, option: Option) -> tuple[Step, ...]:
        """An option's steps if the team took it once, else one hidden step with what it was told."""
        if option_key(card, option.label) in self.state.taken:
            return self.mask(card, option.steps)
        return (Step(HIDDEN, Hidden(outcome=self.hints.get(option_key(card, option.label)))),)

    def _masked_step(self, card: str, step: Step) -> Step:
        p = step.params
        if isinstance(p, Choice):
            options = [o.model_copy(update={"steps": list(self.option_steps(card, o))}) for o in p.options]
            return Step(step.verb, p.model_copy(update={"options": options}), step.when)
        if isinstance(p, SpecialRoll):
            branches = {
                "success": list(self.mask(card, p.success)),
                "failure": list(self.mask(card, p.failure)),
            }
            return Step(step.verb, p.model_copy(update=branches), step.when)
        if isinstance(p, TestParams) and p.special:
            return Step(
                step.verb, p.model_copy(update={"special": list(self.mask(card, p.special))}), step.when
            )
        return step

    @cached_property
    def hints(self) -> dict[str, Told]:
        """What the cards the team has read say of options ("card#label" -> outcome)."""
        told: dict[str, Told] = {}
        for card in self.read_cards:
            for reveal in self._scenario.card(card).reveals:
                told.setdefault(option_key(reveal.card, reveal.option), reveal.outcome)
        return told

    def steps(self, card: str) -> list[Step]:
        """Every step of a read card's script, nested ones included ([] for an unread card)."""
        return _walk(self.script(card) or ())

    @cached_property
    def read_cards(self) -> list[str]:
        """The cards B..H the team has read, in the scenario's order (so decisions are stable)."""
        seen = self.state.seen
        return [c for c in self._scenario.card_ids() if c in seen]

    def item(self, item_id: str) -> Item | None:
        """An item the team holds or has read of on a card (else its card is unknown)."""
        if item_id in self.known_items:
            return self._scenario.items[item_id]
        return None

    @cached_property
    def known_items(self) -> frozenset[str]:
        held = {i for agent in self.state.agents for i in agent.items}
        for card in self.read_cards:
            held.update(s.params.item for s in self.steps(card) if isinstance(s.params, ItemParams))
        return frozenset(held)


def _walk(script: tuple[Step, ...]) -> list[Step]:
    return list(walk_steps(script))
