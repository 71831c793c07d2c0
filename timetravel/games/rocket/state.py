"""The data of one moment of Time Machine Rocket, and its JSON form.

Period piles are unordered multisets (card id -> count) until a card is revealed, so a state never
holds a future deck order. The exception is the known prefix of a pile: cards a Creative put back on
top, in the chosen order, each with the seats that know it. Everything else is public.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, TypeVar

from timetravel.engine.outcome import Outcome
from timetravel.engine.record import RecordState, Sorted, json_key
from timetravel.engine.state import CHANCE, TERMINAL, Json
from timetravel.games.rocket.content import Deck

if TYPE_CHECKING:
    from timetravel.games.rocket.game import RocketGame

PHASES = (
    "objective", "start", "reveal", "decide", "humanitarian", "military", "creative_offer",
    "creative_look", "creative_take", "creative_put", "scientist_offer", "scientist_draw",
    "scientist_steal", "explorer_take", "explorer_put", "over",
)  # fmt: skip
POSTWAR = 4  # index of the most recent period pile, where every turn starts
CHANCE_PHASES = frozenset({"objective", "reveal", "creative_look", "scientist_draw"})

Multiset = Annotated[dict[str, int], Sorted]  # card id -> count, written sorted
TopCard = list[Any]  # [card id, [seats that know it]]


@dataclass(init=False, eq=False, repr=False)
class RocketState(RecordState):
    """The fields and the protocol methods that need only data; game.RocketPlay, the class a game
    is played with, binds the rules, the words and the view."""

    if TYPE_CHECKING:
        game: RocketGame

    # The saved fields, in the order of the JSON form (clone and JSON are derived from them).
    seats: int
    active: list[int]  # who plays this round (a final round: the tied)
    round_number: int = field(metadata=json_key("round"))
    first_player: int
    totals: list[int]
    last_points: list[int]  # points scored in the last finished round
    last_chars: list[int]  # characters held at the end of the last finished round
    final_rounds: int  # tie-break rounds started so far
    winners: list[int] | None
    objective: str | None
    objective_done_by: int | None
    piles: list[Multiset]
    tops: list[list[TopCard]]
    rocket_pile: Multiset
    teams: list[dict[str, str]]  # category -> card id
    areas: list[Multiset]  # Rockets and Vortexes kept
    discard: list[str]  # bottom first; the last card is the top
    turn: int
    phase: str
    pile: int
    seen: list[str]  # categories revealed since the turn started or the last Rocket
    area: list[str]  # the Game Area: spent Rockets and revealed cards
    last: str | None  # the revealed character waiting to be recruited
    act: dict[str, Any]  # the running character action (see actions.py)

    def __init__(self, game: RocketGame, seats: int) -> None:
        self.game = game
        self.deck: Deck = game.deck
        self.seats = seats
        self.active = list(range(seats))
        self.round_number = 0
        self.first_player = 0
        self.totals = [0] * seats
        self.last_points = [0] * seats
        self.last_chars = [0] * seats
        self.final_rounds = 0
        self.winners = None
        self.objective = None
        self.objective_done_by = None
        self.piles = [{} for _ in range(5)]
        self.tops = [[] for _ in range(5)]
        self.rocket_pile = {}
        self.teams = [{} for _ in range(seats)]
        self.areas = [{} for _ in range(seats)]
        self.discard = []
        self.turn = 0
        self.phase = "objective"
        self.pile = POSTWAR
        self.seen = []
        self.area = []
        self.last = None
        self.act = {}

    # --- the protocol ----------------------------------------------------------------------------
    def to_act(self) -> int:
        if self.phase == "over":
            return TERMINAL
        if self.phase in CHANCE_PHASES:
            return CHANCE
        return self.turn

    def outcome(self) -> Outcome | None:
        if self.phase != "over" or self.winners is None:
            return None
        return Outcome(tuple(float(t) for t in self.totals), frozenset(self.winners))



    def __eq__(self, other: object) -> bool:
        return isinstance(other, RocketState) and self.to_json() == other.to_json()

    # --- small queries the rules, the AI and the board view share ------------------------------
    def rocket_value(self, seat: int) -> int:
        area = self.areas[seat]
        return area.get("rocket", 0) + 2 * area.get("rocket2x", 0)

    def team_points(self, seat: int) -> int:
        chars = self.deck.characters
        return sum(chars[c].points for c in self.teams[seat].values())

    def pile_size(self, index: int) -> int:
        return sum(self.piles[index].values()) + len(self.tops[index])

    def opponents(self, seat: int) -> list[int]:
        """The other seats playing this round, clockwise from `seat`."""
        order = [(seat + i) % self.seats for i in range(1, self.seats)]
        return [s for s in order if s in self.active]


S = TypeVar("S", bound=RocketState)


def state_from_json(cls: type[S], game: RocketGame, data: Json) -> S:
    """A state of class `cls` (game.RocketPlay) read from its JSON form, checked."""
    state = cls.__new__(cls)
    state.game, state.deck = game, game.deck
    state.load_fields(data)
    _check(state)
    return state


def _check(state: RocketState) -> None:
    """What the field types cannot say: sizes, positive pile counts, a known phase."""
    for name, size in (("totals", state.seats), ("last_points", state.seats), ("last_chars", state.seats)):
        _sized(getattr(state, name), size)
    for name in ("teams", "areas"):
        _sized(getattr(state, name), state.seats)
    for name in ("piles", "tops"):
        _sized(getattr(state, name), 5)
    for pile in (*state.piles, state.rocket_pile, *state.areas):
        if any(count <= 0 for count in pile.values()):
            raise ValueError("a pile count must be positive")
    if state.phase not in PHASES:
        raise ValueError(f"unknown phase {state.phase!r}")


def _sized(values: list[Any], size: int) -> list[Any]:
    if not isinstance(values, list) or len(values) != size:
        raise ValueError(f"expected a list of {size}")
    return values


# --- multisets ----------------------------------------------------------------------------------
def take_from(pile: dict[str, int], card: str) -> None:
    count = pile[card]
    if count == 1:
        del pile[card]
    else:
        pile[card] = count - 1


def add_to(pile: dict[str, int], card: str) -> None:
    pile[card] = pile.get(card, 0) + 1
