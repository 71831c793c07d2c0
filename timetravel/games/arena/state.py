"""Time Arena's state: plain declared fields, JSON in and out, and the protocol methods.

The board's eight fighters are kept by *slot*: slot = side * 4 + colour index (yellow, green, blue,
red), so a slot is also the Gate the fighter belongs to. Squares are indices 0 (a1) to 63 (h8); -1
means the fighter stands on its Gate. Times are milliseconds. The rules live in rules.py and the
modules it dispatches to, the words in words.py, and the protocol methods that need them are bound
by `ArenaPlay` in game.py; this module holds the data and the small queries everything shares.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Self

from timetravel.engine.events import Event
from timetravel.engine.record import TRANSIENT, RecordState, json_key, missing_as
from timetravel.engine.state import CHANCE, TERMINAL, Json
from timetravel.games.arena.content import CURRENT_ROSTER, ORIGINAL_ROSTER, Fighter, content

if TYPE_CHECKING:
    from timetravel.engine.game import Game

WHITE, BLACK = 0, 1
SIDES = (WHITE, BLACK)
SLOTS = 8
OFF = -1  # a fighter's square while it stands on its Gate
TOTEM = 8  # target code of a side's Totem: TOTEM + side
TOTEM_WORD = "totem"  # an attack's target argument for the enemy Totem
NO_ONE = -1
# the rulebook's hourglasses, by Gate colour (yellow, green, blue, red)
HOURGLASS_MS: tuple[int, ...] = (30_000, 45_000, 60_000, 90_000)
MODES = ("first", "full", "expert")
# the draft (AB / BA / BA / AB), White being A: the side making each of the eight picks
DRAFT_ORDER: tuple[int, ...] = (WHITE, BLACK, BLACK, WHITE, BLACK, WHITE, WHITE, BLACK)
DRAFT_LEADS = (2, 4)  # Black's picks that choose the colour White then takes (AB / BA / BA / AB)
DRAFT_FOLLOWS = (3, 5)


@cache
def fighter_of(fighter_id: str, roster: str) -> Fighter:
    """A fighter with its figures in a roster."""
    return content().roster(roster)[fighter_id]


def slot_of(side: int, colour: int) -> int:
    return side * 4 + colour


def side_of(slot: int) -> int:
    return slot >> 2


def colour_of(slot: int) -> int:
    return slot & 3


def side_seats(seats: int, side: int) -> tuple[int, ...]:
    """The seats playing a side: seat `side`, and seat `side + 2` when there is one (team play)."""
    return (side, side + 2) if side + 2 < seats else (side,)


def controller_of(seats: int, slot: int) -> int:
    """The seat that activates a slot's fighter: the first seat of a side has the Yellow and Blue
    Gates, the second the Green and Red ones."""
    mine = side_seats(seats, side_of(slot))
    return mine[1] if len(mine) == 2 and colour_of(slot) & 1 else mine[0]


CONTROLLERS: dict[int, tuple[int, ...]] = {
    n: tuple(controller_of(n, s) for s in range(SLOTS)) for n in (2, 3, 4)
}


def seat_side(seat: int) -> int:
    return seat & 1


@dataclass(init=False, eq=False, repr=False)
class ArenaState(RecordState):
    # The saved fields, in the order of the JSON form (clone and JSON are derived from them).
    seats: int
    mode: str  # first, full or expert
    stage: str  # draft, play or over
    side: int  # the side whose turn it is
    seat: int = field(
        metadata=json_key("acting_seat")
    )  # the seat acting for the side (team play: one of two)
    running: int  # the side whose clock runs, NO_ONE during the draft and once over
    picks: int  # draft picks made
    led: int  # the colour Black chose at its second or third pick, which White follows; NO_ONE
    team: list[str]  # per slot: the fighter's id ("" until drafted)
    at: list[int]  # per slot: its square, or OFF on its Gate
    sand: list[int]  # per slot: ms left on the Gate's hourglass (0 = ready)
    clock: list[int]  # per side: ms left
    energy: list[int]  # per side: the Totem's energy
    wheel: list[int]  # per side: the charge wheel's notch
    acted: int  # bit per slot: activated this turn
    active: int  # the slot whose activation is under way, or NO_ONE
    moved: bool  # the active fighter has moved
    attacked: bool  # the active fighter has attacked (or exploded)
    step_bonus: bool  # the next move this turn goes one square further
    fight: str  # "" or what is being resolved: attack, bomb
    fight_stage: str  # roll (the attacker's die), decide (a bonus?), counter (the counter's die)
    attacker: int  # slot
    target: int  # slot, TOTEM + side, or NO_ONE (a bomb)
    roll: str  # the attacker's face ("" until rolled)
    plus: int  # +1 bonuses spent on that roll
    counter: int  # who counters: slot, TOTEM + side, or NO_ONE
    counter_roll: str
    winner: int  # the winning side, or NO_ONE
    reason: str  # why the game ended: totem, clock, blockade
    turns: int  # turns ended
    # the fighters' figures the game plays with (content.ROSTERS); a snapshot from before rosters
    # has none and played the original figures, which are never written, so it still verifies
    roster: str = field(default=CURRENT_ROSTER, metadata=missing_as(lambda: ORIGINAL_ROSTER, omit=True))
    events: list[Event] = field(default_factory=list, metadata=TRANSIENT)
    _reach: dict[int, dict[int, int]] = field(default_factory=dict)  # per slot, worked out once
    _targets: dict[int, list[int]] = field(default_factory=dict)  # per slot, worked out once
    _occupied: int = -1  # the occupied squares' bit mask once worked out

    def __init__(
        self, game: Game, seats: int, mode: str, clocks: tuple[int, int], roster: str = CURRENT_ROSTER
    ) -> None:
        self.game = game
        self.seats = seats
        self.mode = mode
        self.roster = roster
        self.stage = "draft"
        self.side = WHITE
        self.seat = WHITE
        self.running = NO_ONE
        self.picks = 0
        self.led = NO_ONE
        self.team = [""] * SLOTS
        self.at = [OFF] * SLOTS
        self.sand = [0] * SLOTS
        self.clock = list(clocks)
        self.energy = [content().totem.energy] * 2
        self.wheel = [0, 0]
        self.acted = 0
        self.active = NO_ONE
        self.moved = self.attacked = self.step_bonus = False
        self.clear_fight()
        self.winner = NO_ONE
        self.reason = ""
        self.turns = 0
        self.events = []
        self._reach = {}
        self._targets = {}
        self._occupied = -1

    def clear_fight(self) -> None:
        self.fight = self.fight_stage = ""
        self.attacker = self.target = self.counter = NO_ONE
        self.roll = self.counter_roll = ""
        self.plus = 0

    # --- the protocol ----------------------------------------------------------------------------
    def to_act(self) -> int:
        stage = self.fight_stage
        if self.stage == "over":
            return TERMINAL
        if stage == "roll" or stage == "counter":
            return CHANCE
        return self.seat

    def time_runs(self) -> bool:
        return self.stage == "play"  # R1: the clocks run only during turns, so not in the draft

    def clock_left_ms(self, seat: int) -> int | None:
        return self.clock[seat % 2] if self.stage == "play" else None  # a side's seats: side, side + 2

    def clone(self) -> Self:
        new = super().clone()
        # The squares worked out still hold in the clone until a fighter moves there: the rules
        # then call forget_geometry, which puts fresh tables in place (never changing these).
        new._reach, new._targets, new._occupied = self._reach, self._targets, self._occupied
        return new

    def forget_geometry(self) -> None:
        """Drop the reachable squares and targets worked out: the rules call it whenever a fighter
        enters, moves or leaves, or may go further (a test changing `at` by hand calls it too)."""
        self._reach = {}
        self._targets = {}
        self._occupied = -1


    def load_json(self, data: Json) -> None:
        super().load_json(data)
        self.events = []
        self.forget_geometry()
        lists = (self.team, self.at, self.sand)
        if any(len(values) != SLOTS for values in lists) or len(self.clock) != 2:
            raise ValueError("the slots or the clocks do not fit the game")
        if len(self.energy) != 2 or len(self.wheel) != 2 or self.mode not in MODES:
            raise ValueError("the Totems, the wheels or the mode do not fit the game")
        if self.stage not in ("draft", "play", "over") or not 0 <= self.seat < self.seats:
            raise ValueError(f"stage {self.stage!r} or seat {self.seat} does not fit the game")
        if self.roster not in content().rosters:
            raise ValueError(f"an unknown roster {self.roster!r}")
        fighters = self.fighters
        if any(f and f not in fighters for f in self.team):
            raise ValueError("an unknown fighter")
        if any(not OFF <= square < 64 for square in self.at) or min(self.sand + self.clock) < 0:
            raise ValueError("a square or a time out of range")

    # --- small queries ---------------------------------------------------------------------------
    @property
    def abilities(self) -> bool:
        """The full and expert games play the abilities and the charge wheel; the first game not."""
        return self.mode != "first"

    @property
    def board_id(self) -> str:
        return "expert" if self.mode == "expert" else "normal"

    @property
    def fighters(self) -> dict[str, Fighter]:
        """Every fighter with the figures of this game's roster (read figures here, never from
        content().fighters, which holds the current roster's)."""
        return content().roster(self.roster)

    def fighter(self, slot: int) -> Fighter:
        return fighter_of(self.team[slot], self.roster)

    def slot_of_fighter(self, fighter_id: str) -> int:
        """The slot of a drafted fighter, or NO_ONE."""
        try:
            return self.team.index(fighter_id)
        except ValueError:
            return NO_ONE

    def controller(self, slot: int) -> int:
        """The seat that activates this slot's fighter (see `controller_of`)."""
        return CONTROLLERS[self.seats][slot]

    def occupant(self, square: int) -> int:
        """The slot standing on a square, or NO_ONE."""
        try:
            return self.at.index(square)
        except ValueError:
            return NO_ONE

    def occupied(self) -> int:
        """The squares holding a fighter, as a bit mask."""
        mask = self._occupied
        if mask < 0:
            mask = 0
            for square in self.at:
                if square >= 0:
                    mask |= 1 << square
            self._occupied = mask
        return mask

    def on_board(self, side: int) -> list[int]:
        return [s for s in range(side * 4, side * 4 + 4) if self.at[s] >= 0]


def own_hourglass(st: ArenaState) -> int:
    """The ms until the acting side's next hourglass runs out (0: none runs)."""
    running = [st.sand[s] for s in range(st.side * 4, st.side * 4 + 4) if st.sand[s] > 0]
    return min(running) if running else 0
