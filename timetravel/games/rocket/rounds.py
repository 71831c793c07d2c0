"""Turns, rounds and the end of Time Machine Rocket: a turn's start and end, an objective completed,
a round scored, tie-break rounds and the winners.

Rules code changes a fresh clone in place (GameState.apply clones first).
"""

from __future__ import annotations

from timetravel.engine.events import (
    CardMoved,
    Event,
    GameEnded,
    Message,
    PhaseChanged,
    RoundEnded,
    ScoreChanged,
    TurnStarted,
)
from timetravel.engine.loops import next_seat
from timetravel.games.rocket import objectives, words_events
from timetravel.games.rocket.content import WINNING_SCORE
from timetravel.games.rocket.state import POSTWAR, RocketState

MAX_FINAL_ROUNDS = 3  # tie-break rounds before tied players share the win
MAX_ROUNDS = 40  # a safeguard so every game ends; random games end by round 8 (docs/rules/rocket.md)


def start_turn(s: RocketState, seat: int, ev: list[Event]) -> None:
    s.turn = seat
    s.phase = "start"
    s.pile = POSTWAR
    s.seen = []
    s.area = []
    s.last = None
    s.act = {}
    ev.append(TurnStarted(seat, **words_events.turn_started(seat)))


def end_turn(s: RocketState, ev: list[Event]) -> None:
    seat = s.turn
    if s.area:
        ev.append(
            CardMoved(
                None,
                "game_area",
                "discard",
                seat=seat,
                **words_events.game_area_cleared(),
            )
        )
        s.discard.extend(s.area)
        s.area = []
    s.last = None
    if objectives.completes_at_turn_end(s, seat):
        complete_objective(s, seat, ev)
        return
    complete = [p for p in s.active if len(s.teams[p]) == 5]
    if complete:
        ev.append(Message(**words_events.team_complete(complete[0]), important=True))
        end_round(s, ev)
        return
    start_turn(s, _next_seat(s, seat), ev)


def _next_seat(s: RocketState, seat: int) -> int:
    for step in range(1, s.seats + 1):
        candidate = (seat + step) % s.seats
        if candidate in s.active:
            return candidate
    return seat


def check_holdings(s: RocketState, seat: int, ev: list[Event]) -> bool:
    """End the round when `seat` now holds what the open objective asks for."""
    if objectives.holds_now(s, seat):
        complete_objective(s, seat, ev)
        return True
    return False


def complete_objective(s: RocketState, seat: int, ev: list[Event]) -> None:
    objective = s.deck.objectives[s.objective or ""]
    s.objective_done_by = seat
    ev.append(Message(**words_events.objective_completed(seat, objective), important=True))
    end_round(s, ev)


def end_round(s: RocketState, ev: list[Event]) -> None:
    breakdown: list[tuple[int, str, int]] = []
    for seat in range(s.seats):
        if seat not in s.active:
            s.last_points[seat] = s.last_chars[seat] = 0
            continue
        team = s.team_points(seat)
        bonus = 0
        if s.objective_done_by == seat and s.objective is not None:
            bonus = s.deck.objectives[s.objective].points
        s.last_points[seat] = team + bonus
        s.last_chars[seat] = len(s.teams[seat])
        s.totals[seat] += team + bonus
        breakdown.append((seat, "team", team))  # stable keys: the UI words them
        if bonus:
            breakdown.append((seat, "objective", bonus))
        ev.append(
            ScoreChanged(
                seat,
                team + bonus,
                s.totals[seat],
                **words_events.scored(seat, team + bonus, s.totals[seat]),
            )
        )
    ev.append(RoundEnded(s.round_number, tuple(breakdown), **words_events.round_ended(s.round_number)))
    _decide_what_next(s, ev)


def _decide_what_next(s: RocketState, ev: list[Event]) -> None:
    if s.final_rounds:
        contenders = list(s.active)
        rank: dict[int, tuple[int, ...]] = {
            seat: (s.last_points[seat], s.last_chars[seat]) for seat in contenders
        }
    else:
        contenders = [seat for seat in s.active if s.totals[seat] >= WINNING_SCORE]
        if not contenders and s.round_number >= MAX_ROUNDS:
            contenders = list(s.active)
        rank = {seat: (s.totals[seat], s.last_chars[seat], s.last_points[seat]) for seat in contenders}
    if not contenders:
        new_round(s, ev)
        return
    best = max(rank.values())
    tied = [seat for seat in contenders if rank[seat] == best]
    if len(tied) == 1 or s.final_rounds >= MAX_FINAL_ROUNDS:
        _finish_game(s, tied, ev)
        return
    s.final_rounds += 1
    s.active = tied
    ev.append(Message(**words_events.final_round(tied), important=True))
    new_round(s, ev)


def _finish_game(s: RocketState, winners: list[int], ev: list[Event]) -> None:
    s.winners = winners
    s.phase = "over"
    ev.append(GameEnded(tuple(winners), **words_events.game_won(winners)))


def new_round_setup(s: RocketState) -> None:
    """Every card goes back to its pile and each pile is whole again (shuffled = unordered)."""
    deck = s.deck
    s.round_number += 1
    s.piles = [deck.pile_contents(i) for i in range(5)]
    s.tops = [[] for _ in range(5)]
    s.rocket_pile = deck.rocket_pile_contents()
    s.teams = [{} for _ in range(s.seats)]
    s.areas = [{} for _ in range(s.seats)]
    s.discard = []
    s.objective = None
    s.objective_done_by = None
    s.area, s.seen, s.last, s.act = [], [], None, {}
    s.pile = POSTWAR
    s.phase = "objective"


def new_round(s: RocketState, ev: list[Event]) -> None:
    s.first_player = next_seat(s.first_player, s.seats, s.active)
    new_round_setup(s)
    ev.append(
        PhaseChanged(
            "round",
            **words_events.round_started(s.round_number, s.first_player),
        )
    )
