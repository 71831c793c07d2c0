"""Cards gained: a character placed in a team (the one it replaces discarded), a Rocket or Vortex
into a Rocket area, and the objective checked after each."""

from __future__ import annotations

from timetravel.engine.events import CardMoved, Event
from timetravel.games.rocket import rounds, words_events
from timetravel.games.rocket.content import SPECIAL_CARDS
from timetravel.games.rocket.state import RocketState, add_to


def place_in_team(s: RocketState, seat: int, card: str, source: str, ev: list[Event]) -> None:
    category = s.deck.characters[card].category
    team = s.teams[seat]
    old = team.get(category)
    if old is not None:
        s.discard.append(old)
        ev.append(
            CardMoved(
                old,
                f"team:{seat}",
                "discard",
                seat=seat,
                **words_events.leaves_team(s, seat, old),
            )
        )
    team[category] = card
    ev.append(
        CardMoved(card, source, f"team:{seat}", seat=seat, **words_events.joins_team(s, seat, card, source))
    )


def gain(s: RocketState, seat: int, card: str, source: str, ev: list[Event]) -> bool:
    """A card taken by an action (never an action of its own); True when the round ended."""
    if card in SPECIAL_CARDS:
        add_to(s.areas[seat], card)
        ev.append(
            CardMoved(
                card,
                source,
                f"rockets:{seat}",
                seat=seat,
                **words_events.takes_special(s, seat, card),
            )
        )
    else:
        place_in_team(s, seat, card, source, ev)
    return rounds.check_holdings(s, seat, ev)
