"""The sentences of the events the rules emit, one function each: the rules pick the moment and
the values, these say it (`CardMoved(..., **words_events.discarded(...))`).

Each returns the event's words as a Said (a message key and its values), put into the reader's
language only when shown, so a log reads in the language of whoever looks at it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from timetravel.engine.events import Said, said
from timetravel.engine.script.messages import Msg
from timetravel.games.rocket.content import PERIODS, ObjectiveBase
from timetravel.games.rocket.words import (
    LOOKS_AT_A_CARD,
    TAKES_A_CARD,
    card_text,
    category_name,
    player,
    players,
)
from timetravel.plural import said_counted

if TYPE_CHECKING:
    from timetravel.games.rocket.state import RocketState


# --- a turn and its reveals -----------------------------------------------------------------------
def objective_revealed(objective: ObjectiveBase) -> Said:
    return said(
        "This round's objective: {name} ({points} points)",
        name=Msg.of(objective.name),
        points=objective.points,
    )


def rocket_used(s: RocketState, seat: int, card: str) -> Said:
    """`seat` spent `card`; the turn now starts at s.pile."""
    return said(
        "{player} uses a {card}: the turn starts in the {period}",
        player=player(seat),
        card=Msg.of(s.deck.card_name(card)),
        period=Msg.of(s.deck.period_name(s.pile)),
    )


def pile_empty(s: RocketState, pile: int) -> Said:
    return said("The {period} pile is empty: the round ends", period=Msg.of(s.deck.period_name(pile)))


def revealed(s: RocketState, seat: int, card: str, pile: int) -> Said:
    return said(
        "{player} reveals {card} from the {period}",
        player=player(seat),
        card=card_text(s, card),
        period=Msg.of(s.deck.period_name(pile)),
    )


def reveal_only_completes() -> Said:
    return said("The revealed card only completes the objective")


def vortex_revealed(seat: int) -> Said:
    return said("A Vortex! {player} loses the rest of the turn", player=player(seat))


def vortex_kept(seat: int) -> Said:
    return said("{player} keeps the Vortex for The Temporal Paradox", player=player(seat))


def rocket_spent_in_ancient_age() -> Said:
    return said("No pile lies before the Ancient Age: the Rocket is spent and the turn goes on here")


def rocket_carries_back(s: RocketState) -> Said:
    """A revealed Rocket took the turn to s.pile."""
    return said("The Rocket carries the turn back to the {period}", period=Msg.of(s.deck.period_name(s.pile)))


def forced_recruit(s: RocketState, category: str, card: str) -> Said:
    return said(
        "A second {category} this turn: {player} must recruit {card}",
        category=category_name(category),
        player=player(s.turn),
        card=Msg.of(s.deck.card_name(card)),
    )


# --- cards joining and leaving ----------------------------------------------------------------------
def leaves_team(s: RocketState, seat: int, card: str) -> Said:
    return said("{card} leaves {player}'s team", card=Msg.of(s.deck.card_name(card)), player=player(seat))


def joins_team(s: RocketState, seat: int, card: str, source: str) -> Said:
    """Only a card from the Game Area is recruited (with its action); any other card is taken."""
    who, name = player(seat), card_text(s, card)
    base, _, arg = source.partition(":")
    if base == "game_area":
        return said("{player} recruits {card}", player=who, card=name)
    if base == "team":
        return said("{player} takes {card} from {other}", player=who, card=name, other=player(int(arg)))
    if base == "pile":
        period = Msg.of(s.deck.period_name(PERIODS.index(arg)))
        return said("{player} takes {card} from the {period} pile", player=who, card=name, period=period)
    return said("{player} takes {card} from the discard pile", player=who, card=name)


def takes_special(s: RocketState, seat: int, card: str) -> Said:
    """A Rocket, 2X Rocket or Vortex into `seat`'s Rocket area."""
    # the card's name put into words when shown (Rocket, Vortex: translated), as `repeated` reads it
    return said(TAKES_A_CARD, player=player(seat), card=Msg.of(s.deck.card_name(card)))


# --- the five actions ----------------------------------------------------------------------------------
def explorer_looks(seat: int, count: int) -> Said:
    return said_counted(
        count,
        "{player} looks at the top card of the discard pile",
        "{player} looks at the top {n} cards of the discard pile",
        player=player(seat),
    )


def action_skipped(seat: int) -> Said:
    return said("{player} does not use the action", player=player(seat))


def discarded(s: RocketState, card: str, other: int) -> Said:
    return said(
        "{player} discards {card} from {other}'s team",
        player=player(s.turn),
        card=Msg.of(s.deck.card_name(card)),
        other=player(other),
    )


def creative_looks(s: RocketState) -> Said:
    return said(
        "{player} looks at the top of the {period} pile",
        player=player(s.turn),
        period=Msg.of(s.deck.period_name(s.pile)),
    )


def looks_at_a_card(seat: int) -> Said:
    return said(LOOKS_AT_A_CARD, player=player(seat))


def put_back_on_pile(s: RocketState, seat: int, count: int, pile: int) -> Said:
    return said_counted(
        count,
        "{player} puts {n} card back on the {period} pile",
        "{player} puts {n} cards back on the {period} pile",
        player=player(seat),
        period=Msg.of(s.deck.period_name(pile)),
    )


def put_back_on_discard(seat: int, count: int) -> Said:
    return said_counted(
        count,
        "{player} puts {n} card back on the discard pile",
        "{player} puts {n} cards back on the discard pile",
        player=player(seat),
    )


def rocket_pile_empty(seat: int) -> Said:
    return said("The Rocket pile is empty: {player} may take Rockets from opponents", player=player(seat))


# --- turns, rounds and the end ------------------------------------------------------------------------
def turn_started(seat: int) -> Said:
    return said("{player}'s turn", player=player(seat))


def game_area_cleared() -> Said:
    return said("The Game Area is cleared to the discard pile")


def team_complete(seat: int) -> Said:
    return said("{player} has a complete team of five: the round ends", player=player(seat))


def objective_completed(seat: int, objective: ObjectiveBase) -> Said:
    return said(
        "{player} completes {name} (+{points}): the round ends",
        player=player(seat),
        name=Msg.of(objective.name),
        points=objective.points,
    )


def scored(seat: int, points: int, total: int) -> Said:
    return said("{player} scores {points} (total {total})", player=player(seat), points=points, total=total)


def round_ended(number: int) -> Said:
    return said("Round {n} ends", n=number)


def final_round(tied: list[int]) -> Said:
    return said("A tie between {players}: they play a final round", players=players(tied))


def game_won(winners: list[int]) -> Said:
    if len(winners) == 1:
        return said("{player} wins the game", player=player(winners[0]))
    return said("{players} share the win", players=players(winners))


def round_started(number: int, first: int) -> Said:
    return said("Round {n}: every pile is shuffled; {player} starts", n=number, player=player(first))
