"""What the team knows of a T.I.M.E Stories scenario: the one door through which the AI reads it.

The state holds the public table (time, hosts, items, tokens, resources, the cards entered this
run) and `seen`, the team's journal across runs. The scenario's data holds every card, read or not.
The AI may read, from the scenario, only what a team at the table could: the hosts and the map (on
the table from the start), the backs of the cards of a location the team has stood in (their
symbols and the seals printed on them), the items the team has held or read about, and the whole
script of a card in `seen`. Never a card nobody has read: `script` answers None for it.

Our reading: the AI reads a card it has seen whole, every option's outcome included (a person reads
the card's text once and remembers what the options promised; the AI cannot read prose, so the
script stands for the text it read).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from timetravel.engine.script import Step, Test
from timetravel.games.stories.content import Host, Item, MapCard, Scenario
from timetravel.games.stories.state import StoriesState
from timetravel.games.stories.verbs import ItemParams


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
        """A card's script if the team has read the card, else None (its contents are unknown)."""
        if card not in self.state.seen or card.endswith(".A"):
            return None
        return tuple(self._scenario.card(card).script)

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
    from timetravel.games.stories.content import walk_steps

    return list(walk_steps(script))
