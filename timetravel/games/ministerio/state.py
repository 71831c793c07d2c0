"""El Ministerio's state: plain declared fields, JSON in and out, and the small queries that the
rules, the card verbs (verbs.py), the words and the view share. It changes nothing that would need
an event: those changes are the rules' (changes.py), and the protocol methods that need the rules,
the words or the view are bound in game.py (MinisterioPlay).

Hidden parts hold no future: the deck is an unordered set of card ids and a face-down enemy tile is
drawn from the pool of unplaced tiles at the moment it is revealed (or looked at), as a chance
outcome.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated

from timetravel.engine.events import Event
from timetravel.engine.record import TRANSIENT, Codec, Record, RecordState, json_key
from timetravel.engine.state import CHANCE, TERMINAL, Json
from timetravel.games.ministerio import tally
from timetravel.games.ministerio.content import (
    CATEGORIES,
    FIRST_DELIVERY_BONUS,
    HAND_SIZE,
    PRISON_ABOVE,
    ROUND_LIMIT,
    SLOTS,
    TRIAL_SKILL,
    content,
)
from timetravel.games.ministerio.staircase import stair
from timetravel.games.ministerio.verbs import Modifiers
from timetravel.i18n import N_

if TYPE_CHECKING:
    from timetravel.engine.game import Game

# the rules' numbers and the cached content, where the rules and the tests have long found them
__all__ = ["FIRST_DELIVERY_BONUS", "HAND_SIZE", "PRISON_ABOVE", "ROUND_LIMIT", "SLOTS", "content", "stair"]


@dataclass(eq=False)
class Agent(Record):
    """One seat's agent. `door` None while choosing, in the office or in prison."""

    protagonist: str | None = None
    door: int | None = None
    in_office: bool = False
    pa: int = 0
    hand: list[str] = field(default_factory=list)  # kept sorted: a hand has no order
    controlled: list[str] = field(default_factory=list)
    enemies: list[str] = field(default_factory=list)  # enemy tiles won, still enemies
    converted: list[str] = field(default_factory=list)  # debriefed: 1 VP each, no longer enemies
    mission: str | None = None
    delivered: bool = False
    first_delivery: bool = False
    prison: bool = False

    def to_json(self) -> Json:
        return self.fields_json()

    def copy(self) -> Agent:
        return self.copy_fields(Agent.__new__(Agent))


# the fields of the current turn, reset when a turn starts
TURN_DEFAULTS: Json = {
    "dice": [],
    "die": None,  # index of the die used to move
    "steps": 0,
    "direction": 0,  # 0 = a direction is to be chosen
    "just_jumped": False,
    "hops": 0,
    "key": False,  # the office key opens for this move
    "left_office": False,  # the turn started in the office: no way back in
    "played": None,  # {"card", "from_pile"} or {"investigate": True} or {"pass": True}
    "faced": False,  # an enemy was faced on the door this turn (else the door is closed)
    "enemy": None,  # the enemy being fought
    "enemy_roll": None,  # Napoleon's own die for this fight
    "roll": None,  # the agent's die in the fight or trial under way
    "bonus": 0,  # discard bonuses added to that roll
    "trial": None,  # {"card", "closed"}: the trial under way
    "flee": [],  # an escaping enemy's tie: [tile, door, door]
}


def copy_turn(turn: Json) -> Json:
    """The turn fields hold flat lists and flat dicts of plain values: one level of copying is enough."""
    new = dict(turn)
    new["dice"], new["flee"] = list(turn["dice"]), list(turn["flee"])
    for key in ("played", "trial"):
        if turn[key] is not None:
            new[key] = dict(turn[key])
    return new


def _load_turn(data: object) -> Json:
    if not isinstance(data, dict) or set(data) != set(TURN_DEFAULTS):
        raise ValueError("unknown turn fields")
    return copy.deepcopy(data)


TurnFields = Annotated[Json, Codec(copy_turn, copy_turn, _load_turn)]


@dataclass(init=False, eq=False, repr=False)
class MinisterioState(RecordState):
    # The saved fields, in the order of the JSON form (clone and JSON are derived from them).
    seats: int
    agents: list[Agent]
    stage: str
    turn: int
    round: int
    deck: list[str]  # unordered: sorted ids
    piles: dict[str, list[str]]  # category -> discard pile, last = top
    facedown: list[bool]
    peeked: dict[str, str]  # door (as text) -> tile put there when someone looked
    peekers: dict[str, list[int]]  # door (as text) -> seats that know that tile
    tile_pool: list[str]  # tiles not yet on a known door
    on_door: list[tuple[str, ...]]  # face-up enemies (tuples: a clone shares them; see put_on_door)
    office_tiles: list[str]
    slots: list[str]
    bosses: list[str]
    lola: int | None
    removed: list[str]  # tiles out of the game
    to_draw: int
    draw_for: int
    peeks_left: int
    peek_door: int | None
    ending: str  # why the game ends with this round: delivered, revealed, cards, limit
    cards_out: bool
    all_lose: str  # "" or why everybody lost: ministry, prison
    t: TurnFields = field(metadata=json_key("turn_state"))
    events: list[Event] = field(default_factory=list, metadata=TRANSIENT)

    def __init__(self, game: Game, seats: int) -> None:
        self.game = game
        self.seats = seats
        self.agents = [Agent() for _ in range(seats)]
        self.stage = "choose_agent"
        self.turn = 0
        self.round = 1
        self.deck = sorted(content().cards)
        self.piles = {c: [] for c in CATEGORIES}
        self.facedown = [True] * len(stair())
        self.peeked = {}
        self.peekers = {}
        self.tile_pool = sorted(content().enemies)
        self.on_door = [() for _ in range(len(stair()))]
        self.office_tiles = list(content().office)
        self.slots = []
        self.bosses = []
        self.lola = None
        self.removed = []
        self.to_draw = 0
        self.draw_for = 0
        self.peeks_left = 0
        self.peek_door = None
        self.ending = ""
        self.cards_out = False
        self.all_lose = ""
        self.t = copy.deepcopy(TURN_DEFAULTS)
        self.events = []

    # --- the protocol ----------------------------------------------------------------------------
    def to_act(self) -> int:
        if self.stage == "over":
            return TERMINAL
        if self.stage in ("deal", "roll", "reveal", "fight_roll", "enemy_roll", "trial_roll", "peek_roll"):
            return CHANCE
        if self.to_draw:
            return CHANCE
        return self.turn

    def load_json(self, data: Json) -> None:
        super().load_json(data)
        if len(self.agents) != self.seats:
            raise ValueError("agents do not match seats")
        if set(self.piles) != set(CATEGORIES):
            raise ValueError("the discard piles are not the four categories")
        if len(self.facedown) != len(stair()) or len(self.on_door) != len(stair()):
            raise ValueError("the staircase has another number of doors")
        self.events = []

    def handoff_label(self) -> str:
        return N_("I am {name}: show my cards")

    def private_view(self, seat: int) -> Json:
        agent = self.agents[seat]
        known = {d: self.peeked[d] for d in self.peeked if seat in self.peekers.get(d, [])}
        return {"hand": list(agent.hand), "mission": agent.mission, "known_tiles": known}

    def give_first_game_agents(self) -> None:
        """The rulebook's first game: Pacino, Alonso and Amelia for the first seats; a fourth chooses."""
        first = [p.id for p in content().protagonists.values() if p.first_game]
        order = sorted(first, key=["pacino", "alonso", "amelia"].index)
        for seat, protagonist in zip(range(self.seats), order, strict=False):
            self.agents[seat].protagonist = protagonist
        choosing = [s for s in range(self.seats) if self.agents[s].protagonist is None]
        self.stage, self.turn = ("choose_agent", choosing[0]) if choosing else ("deal", 0)

    # --- queries ------------------------------------------------------------------------------------
    @property
    def agent(self) -> Agent:
        return self.agents[self.turn]

    def put_on_door(self, door: int, tile: str) -> None:
        """A face-up enemy tile joins the door (a new tuple: the doors' tuples are never changed)."""
        self.on_door[door] = (*self.on_door[door], tile)

    def take_from_door(self, door: int, tile: str) -> None:
        """An enemy tile leaves the door it stood on."""
        if tile not in self.on_door[door]:
            raise ValueError(f"{tile} is not on door {door}")
        self.on_door[door] = tuple(t for t in self.on_door[door] if t != tile)

    def modifiers(self, seat: int) -> Modifiers:
        """What the lasting effects of the seat's controlled cards add up to."""
        return tally.modifiers(self.agents[seat], seat)

    def stat(self, seat: int, name: str) -> int:
        return tally.stat(self.agents[seat], seat, name)

    def pa_cost(self, seat: int, card_id: str) -> int:
        return tally.pa_cost(self.agents[seat], seat, card_id)

    def enemy_combat(self, tile_id: str) -> int:
        """The value a fight against this enemy must reach now (bosses add to every other enemy)."""
        return tally.enemy_combat(tile_id, self.t["enemy_roll"], len(self.bosses))

    def peekable_doors(self, seat: int) -> list[int]:
        return [
            d for d, down in enumerate(self.facedown) if down and seat not in self.peekers.get(str(d), [])
        ]

    def cards_left(self) -> bool:
        return bool(self.deck) or any(self.piles.values())

    def free_seats(self) -> list[int]:
        return [s for s in range(self.seats) if not self.agents[s].prison]

    def requirement_counts(self, seat: int) -> list[tuple[int, int]]:
        """(have, need) for each line of the seat's mission."""
        return tally.requirement_counts(self.agents[seat])

    def mission_met(self, seat: int) -> bool:
        return tally.mission_met(self.agents[seat])

    def mission_vp(self, seat: int) -> int:
        return tally.mission_vp(self.agents[seat])

    def score_parts(self, seat: int) -> dict[str, int]:
        return tally.score_parts(self.agents[seat])

    def score(self, seat: int) -> int:
        return sum(self.score_parts(seat).values())

    def public_score(self, seat: int) -> int:
        """The score every seat may know: a mission counts only once delivered (shown to all)."""
        parts = self.score_parts(seat)
        if not self.agents[seat].delivered:
            parts["mission"] = 0
        return sum(parts.values())

    def winners(self) -> frozenset[int]:
        """Once over: the free seats with the best score (nobody when everybody lost)."""
        if self.all_lose:
            return frozenset()
        free = self.free_seats()
        best = max(self.score(s) for s in free)
        return frozenset(s for s in free if self.score(s) == best)

    # --- the turn under way -------------------------------------------------------------------------
    def here(self) -> int:
        """The door of the agent whose turn it is (who stands on one)."""
        door = self.agent.door
        assert door is not None
        return door

    def walk_options(self) -> list[str]:
        """The choices at the walker's door: a direction, going on, a jump, the office, or stopping."""
        t = self.t
        return tally.walk_options(
            self.here(), t["steps"], t["direction"], t["just_jumped"], t["key"], t["hops"]
        )

    def fight_total(self) -> int:
        return int(self.t["roll"]) + self.stat(self.turn, "combat") + int(self.t["bonus"])

    def trial_needed(self) -> int:
        """M-CARD-3, M-FIGHT-5: the card's requirement, +2 on a closed door."""
        trial = self.t["trial"]
        return tally.trial_needed(trial["card"], bool(trial["closed"]))

    def trial_total(self) -> int:
        skill = TRIAL_SKILL[content().cards[self.t["trial"]["card"]].category]
        assert skill is not None
        return int(self.t["roll"]) + self.stat(self.turn, skill) + int(self.t["bonus"])

    # --- a change that needs no event -----------------------------------------------------------------
    def start_draw(self, seat: int, count: int) -> None:
        self.draw_for = seat
        self.to_draw += count
