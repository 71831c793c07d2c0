"""Time Tricks' state: its fields and the protocol methods that need only them (layer 1, data).

The template for a game's state module. The state is a Record dataclass: the fields, declared once,
give its clone and its JSON (engine/record.py). Here live only what data alone answers: who acts,
the JSON in and out, the clone, small queries. The rules, the words and the view are other modules,
which this one never imports; game.py's `TricksPlay` binds them to the protocol.
"""

from __future__ import annotations

from dataclasses import dataclass

from timetravel.engine.game import Game
from timetravel.engine.record import RecordState
from timetravel.engine.state import CHANCE, TERMINAL, Json
from timetravel.games.tricks.content import HAND_SIZE, MAX_SEATS, MIN_SEATS


@dataclass(init=False, eq=False, repr=False)
class TricksState(RecordState):
    # the saved fields, in the order of the JSON form
    seats: int
    hands: list[list[int]]  # each seat's cards (ranks), secret to the others
    table: list[int | None]  # the card each seat put in the current trick, None before it plays
    tricks: list[int]  # tricks taken by each seat
    leader: int  # the seat that leads the current trick
    turn: int  # the seat to play within the trick
    played: list[int]  # every card played so far, in order: public

    def __init__(self, game: Game, seats: int) -> None:
        self.game = game
        self.seats = seats
        self.hands = [[] for _ in range(seats)]
        self.table = [None] * seats
        self.tricks = [0] * seats
        self.leader = self.turn = 0
        self.played = []

    # --- who acts ---------------------------------------------------------------------------------
    def dealing(self) -> bool:
        """Chance still deals (rule T1): some hand is short and no card has been played."""
        return not self.played and sum(map(len, self.hands)) < HAND_SIZE * self.seats

    def over(self) -> bool:
        """Every dealt card has been played (rule T4)."""
        return len(self.played) == HAND_SIZE * self.seats

    def to_act(self) -> int:
        if self.dealing():
            return CHANCE
        return TERMINAL if self.over() else self.turn

    # --- data in and out --------------------------------------------------------------------------


    def load_json(self, data: Json) -> None:
        """Read every field, then check what the types cannot (raises ValueError)."""
        super().load_json(data)
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise ValueError(f"{self.seats} seats")
        sized = (self.hands, self.table, self.tricks)
        seats = range(self.seats)
        if (
            any(len(part) != self.seats for part in sized)
            or self.turn not in seats
            or self.leader not in seats
        ):
            raise ValueError("hands, table, tricks, turn or leader do not match the seats")
