"""A turn's reveals: the round's objective, Rockets spent before the first reveal, each card
revealed (a Vortex, a Rocket, a character to recruit or not) and recruiting."""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.events import CardFlipped, CardMoved, Event, Message, PhaseChanged, Revealed
from timetravel.games.rocket import actions, gains, objectives, rounds, words_events
from timetravel.games.rocket.content import PERIODS, ROCKET_VALUE, VORTEX
from timetravel.games.rocket.state import RocketState, add_to, take_from


def on_objective(s: RocketState, action: Action, ev: list[Event]) -> None:
    objective_id = str(action.args[0])
    s.objective = objective_id
    objective = s.deck.objectives[objective_id]
    ev.append(
        CardFlipped(
            objective_id,
            "objective",
            **words_events.objective_revealed(objective),
        )
    )
    rounds.start_turn(s, s.first_player, ev)


def on_use(s: RocketState, action: Action, ev: list[Event]) -> None:
    card = str(action.args[0])
    seat = s.turn
    take_from(s.areas[seat], card)
    s.area.append(card)
    s.pile = max(0, s.pile - ROCKET_VALUE[card])
    ev.append(
        CardMoved(
            card,
            f"rockets:{seat}",
            "game_area",
            seat=seat,
            **words_events.rocket_used(s, seat, card),
        )
    )


def on_reveal(s: RocketState, action: Action, ev: list[Event]) -> None:
    if s.phase == "decide":
        s.last = None
    _reveal_next(s, ev)


def on_flip(s: RocketState, action: Action, ev: list[Event]) -> None:
    card = str(action.args[0])
    take_from(s.piles[s.pile], card)
    _revealed(s, card, ev)


def _reveal_next(s: RocketState, ev: list[Event]) -> None:
    """Reveal the top card of the current pile: a known top card at once, else by chance."""
    pile = s.pile
    if s.pile_size(pile) == 0:
        ev.append(
            Message(
                **words_events.pile_empty(s, pile),
                important=True,
            )
        )
        rounds.end_round(s, ev)
        return
    if s.tops[pile]:
        card, knowers = s.tops[pile].pop(0)
        unaware = tuple(seat for seat in range(s.seats) if seat not in knowers)
        if unaware:
            ev.append(Revealed(seats=unaware))
        _revealed(s, card, ev)
        return
    s.phase = "reveal"


def _revealed(s: RocketState, card: str, ev: list[Event]) -> None:
    seat, pile = s.turn, s.pile
    ev.append(
        CardFlipped(
            card,
            f"pile:{PERIODS[pile]}",
            **words_events.revealed(s, seat, card, pile),
        )
    )
    if objectives.completes_on_reveal(s, seat, pile):
        s.discard.append(card)
        ev.append(
            CardMoved(
                card,
                f"pile:{PERIODS[pile]}",
                "discard",
                seat=seat,
                **words_events.reveal_only_completes(),
            )
        )
        rounds.complete_objective(s, seat, ev)
        return
    if card == VORTEX:
        _revealed_vortex(s, ev)
    elif card in ROCKET_VALUE:
        _revealed_rocket(s, card, ev)
    else:
        _revealed_character(s, card, ev)


def _revealed_vortex(s: RocketState, ev: list[Event]) -> None:
    seat = s.turn
    ev.append(Message(**words_events.vortex_revealed(seat), important=True))
    if objectives.vortexes_are_kept(s):
        add_to(s.areas[seat], VORTEX)
        ev.append(
            CardMoved(
                VORTEX,
                "game_area",
                f"rockets:{seat}",
                seat=seat,
                **words_events.vortex_kept(seat),
            )
        )
        if rounds.check_holdings(s, seat, ev):
            return
    else:
        s.discard.append(VORTEX)
        ev.append(CardMoved(VORTEX, "game_area", "discard", seat=seat))
    rounds.end_turn(s, ev)


def _revealed_rocket(s: RocketState, card: str, ev: list[Event]) -> None:
    s.area.append(card)
    s.seen = []
    if s.pile == 0:
        ev.append(Message(**words_events.rocket_spent_in_ancient_age()))
    else:
        s.pile -= 1
        ev.append(Message(**words_events.rocket_carries_back(s), important=True))
    ev.append(PhaseChanged("reveal", text=""))
    _reveal_next(s, ev)


def _revealed_character(s: RocketState, card: str, ev: list[Event]) -> None:
    category = s.deck.characters[card].category
    s.area.append(card)
    if category in s.seen:
        ev.append(Message(**words_events.forced_recruit(s, category, card), important=True))
        _recruit(s, card, ev)
        return
    s.seen.append(category)
    s.last = card
    s.phase = "decide"


# --- recruiting ---------------------------------------------------------------------------------
def on_recruit(s: RocketState, action: Action, ev: list[Event]) -> None:
    _recruit(s, str(action.args[0]), ev)


def _recruit(s: RocketState, card: str, ev: list[Event]) -> None:
    """Recruit straight from the Game Area: the one way a character's action becomes available."""
    seat = s.turn
    s.area.remove(card)
    s.last = None
    gains.place_in_team(s, seat, card, "game_area", ev)
    if rounds.check_holdings(s, seat, ev):
        return  # an objective completed by recruiting ends the round before the action
    actions.begin_action(s, card, ev)
