"""What one seat of Time Tricks may see (layer 4, view): the typed view, observe and determinize.

The template for a game's view module. `TricksView` is a frozen dataclass; its `to_json()` is
exactly `observe(seat)`, the JSON the AI, the saves and the hot-seat hand-off compare. Beside it the
view carries what a board shows that the rules work out (`taking`), so that no board re-derives a
rule. `world(observation, rng)` is the other half of hidden information: a full state's JSON that
agrees with an observation, every secret drawn again (Game.determinize reads it back).
"""

from __future__ import annotations

from dataclasses import dataclass

from timetravel.engine.rng import Rng
from timetravel.engine.state import Json
from timetravel.games.tricks import trick
from timetravel.games.tricks.content import content
from timetravel.games.tricks.state import TricksState


@dataclass(frozen=True)
class TricksView:
    seat: int  # whose view it is
    seats: int
    hand: tuple[int, ...]  # this seat's cards; the others' are secret
    hand_sizes: tuple[int, ...]  # how many cards each seat holds (public)
    table: tuple[int | None, ...]  # the current trick, by seat
    tricks: tuple[int, ...]
    leader: int
    turn: int
    played: tuple[int, ...]  # every card played so far, in order
    # for the board, worked out by the rules (not part of the observation's JSON)
    taking: int | None  # the seat whose card takes the trick so far (rule T3)
    acting: int  # the seat to act, or CHANCE / TERMINAL

    def to_json(self) -> Json:
        return {
            "seat": self.seat,
            "seats": self.seats,
            "hand": list(self.hand),
            "hand_sizes": list(self.hand_sizes),
            "table": list(self.table),
            "tricks": list(self.tricks),
            "leader": self.leader,
            "turn": self.turn,
            "played": list(self.played),
        }


def view(state: TricksState, seat: int) -> TricksView:
    return TricksView(
        seat=seat,
        seats=state.seats,
        hand=tuple(state.hands[seat]),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        table=tuple(state.table),
        tricks=tuple(state.tricks),
        leader=state.leader,
        turn=state.turn,
        played=tuple(state.played),
        taking=trick.taker(state.table),
        acting=state.to_act(),
    )


def observe(state: TricksState, seat: int) -> Json:
    return view(state, seat).to_json()


def world(observation: Json, rng: Rng) -> Json:
    """A full state's JSON consistent with `observation`: the other hands drawn from the unseen cards."""
    seat = int(observation["seat"])
    hand = [int(rank) for rank in observation["hand"]]
    known = set(hand) | {int(rank) for rank in observation["played"]}
    unseen = [rank for rank in content().ranks if rank not in known]
    rng.shuffle(unseen)
    hands = [hand if other == seat else sorted(unseen.pop() for _ in range(size))
             for other, size in enumerate(observation["hand_sizes"])]  # fmt: skip
    keys = ("seats", "table", "tricks", "leader", "turn", "played")
    return {"hands": hands, **{key: observation[key] for key in keys}}
