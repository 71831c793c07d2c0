"""The data of one moment of Time Division: zones of cards, the coin, the round, who knows what.

Zones are named lists of card ids: "deck" (the unordered, undrafted stacks), "temp:S" (a Temporary
Space), "front:S" (face-down cards in front of a player during the draft), "hand:S", "decision:S",
"influence:S" (ordered: first free space first), "past" and "independent". `seen[S]` is the set of
cards whose current place seat S knows and `maybe[S]` the places of cards S lost sight of (see
knowledge.py); they are the single source of what view.py shows a seat.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Annotated, Any

from timetravel.engine.events import Event
from timetravel.engine.phases import Phase
from timetravel.engine.record import TRANSIENT, Codec, RecordState, Sorted, json_key, missing_as
from timetravel.engine.script import Frame
from timetravel.engine.state import CHANCE, TERMINAL, Json
from timetravel.games.division import influence
from timetravel.games.division.content import Card, card_index, load_era
from timetravel.games.division.program import chooser, copy_frames, dump_frames, load_frames, waits_for_chance

SEATS = (0, 1)
ROUNDS = 6  # rounds of play in an era (a tie adds more)
DRAFT_TURNS = 3  # draws of three cards each player makes in a draft


def zone_names() -> list[str]:
    names = ["deck", "past", "independent"]
    for kind in ("temp", "front", "hand", "decision", "influence"):
        names += [f"{kind}:{s}" for s in SEATS]
    return names


def zone_hidden(zone: str, seat: int, in_play: bool) -> bool:
    """Whether `seat` cannot see which cards a zone holds (hands, stacks, draft piles): the one
    privacy rule of the zones. A Temporary Space is private until the play begins."""
    kind, _, owner = zone.partition(":")
    if kind in ("deck", "front", "independent"):
        return True
    if kind == "hand":
        return int(owner) != seat
    if kind == "temp":
        return not in_play and int(owner) != seat
    return False


def _copy_quota(quota: list[list[list[Any]]]) -> list[list[list[Any]]]:
    return [[q[:] for q in qs] for qs in quota]


def _dump_quota(quota: list[list[list[Any]]]) -> list[list[list[Any]]]:
    return [[[sorted(c), p, k] for c, p, k in qs] for qs in quota]


def _load_quota(data: Any) -> list[list[list[Any]]]:
    return [[[list(c), str(p), int(k)] for c, p, k in qs] for qs in data]


Frames = Annotated[list[Frame], Codec(copy_frames, dump_frames, load_frames)]

# [cards, place, k] per seat (knowledge.py): a seat knows that k of these cards lie in that place
Quotas = Annotated[list[list[list[Any]]], Codec(_copy_quota, _dump_quota, _load_quota)]


@dataclass(init=False, eq=False, repr=False)
class DivisionState(RecordState):
    """The data of one moment and the queries that need only data; the rules that change it live in
    rules.py and the modules of its stages (card moves in moves.py)."""

    # The saved fields, in the order of the JSON form (clone and JSON are derived from them).
    mode: str
    eras: tuple[str, ...]
    era_i: int
    z: dict[str, list[str]] = field(metadata=json_key("zones"))
    rotated: set[str]
    facedown: set[str]
    seen: list[set[str]]
    maybe: list[Annotated[dict[str, set[str]], Sorted]] = field(metadata=missing_as(lambda: [{}, {}]))
    quota: Quotas = field(metadata=missing_as(lambda: [[], []]))
    coin: int | None
    step: str
    drafter: int
    draft_turns: list[int]
    stack_left: list[int]
    round: int
    first: int
    simultaneous: bool
    triggered: set[str]
    blocked: set[str]
    armed: list[list[Any]]  # [card, owner] of delayed cards waiting for their round
    frames: Frames  # the effects being carried out (effects.py), the running one last
    standee: int  # campaign VP track: positive towards seat 0, bounded by TRACK
    results: list[dict[str, Any]]  # per finished era: totals, winner, vp
    draft_stage: str  # draw, keep or give
    resolving: list[Any]  # trigger card, its owner, collect card, its owner
    # What one step says, and the options rules.py caches: never saved, fresh in a clone.
    events: list[Event] = field(default_factory=list, metadata=TRANSIENT)

    def init_data(self, mode: str, eras: tuple[str, ...]) -> None:
        self.mode = mode
        self.eras = eras
        self.era_i = 0
        self.z = {name: [] for name in zone_names()}
        self.rotated = set()
        self.facedown = set()
        self.seen = [set(), set()]
        self.maybe = [{}, {}]
        self.quota = [[], []]
        self.coin = None
        self.step = "flip"
        self.drafter = 0
        self.draft_turns = [0, 0]
        self.stack_left = [9, 9]
        self.round = 0
        self.first = 0
        self.simultaneous = False
        self.triggered = set()
        self.blocked = set()
        self.armed = []
        self.frames = []
        self.standee = 0
        self.results = []
        self.draft_stage = "draw"
        self.resolving = ["", 0, "", 0]
        self.events = []

    # --- lookups -------------------------------------------------------------------------------
    @staticmethod
    def card(card_id: str) -> Card:
        return card_index()[card_id]

    def zone_of(self, card_id: str) -> str:
        for name, cards in self.z.items():
            if card_id in cards:
                return name
        raise KeyError(card_id)

    def owner_of_decision(self, card_id: str) -> int | None:
        for seat in SEATS:
            if card_id in self.z[f"decision:{seat}"]:
                return seat
        return None

    def in_play(self) -> bool:
        return self.step not in ("flip", "travelers", "draft")

    def visible(self, seat: int, zone: str, card_id: str) -> bool:
        """Whether `seat` can see `card_id` lying in `zone`."""
        if card_id in self.facedown:
            return False
        kind, _, owner = zone.partition(":")
        if kind in ("past", "decision", "influence"):
            return True
        if kind == "temp":
            return self.in_play() or int(owner) == seat
        if kind == "hand":
            return int(owner) == seat
        return False

    def zone_hidden(self, seat: int, zone: str) -> bool:
        """Whether `seat` cannot see which cards a zone holds (hands, stacks, draft piles)."""
        return zone_hidden(zone, seat, self.in_play())

    # --- who acts ------------------------------------------------------------------------------
    def to_act(self) -> int:
        if self.step == "over":
            return TERMINAL
        if self.frames:
            return CHANCE if waits_for_chance(self.frames) else chooser(self.frames[-1])
        if self.step in ("flip", "travelers"):
            return CHANCE
        if self.step == "draft":
            return CHANCE if self.draft_stage == "draw" else self.drafter
        if self.step == "facedown":
            return self.drafter
        if self.step == "play":
            return self.first if not self.z[f"decision:{self.first}"] else 1 - self.first
        if self.step == "decide":
            return self.coin or 0
        raise AssertionError(f"no actor in step {self.step}")

    def turn_phase(self) -> Phase:
        """The rulebook's draft is played by both at once; the engine takes it in turns, so a screen
        must not make a person wait on an AI's pace here."""
        if self.step == "draft":  # the draw between picks belongs to the draft too
            return Phase("draft", frozenset(SEATS) if self.to_act() >= 0 else frozenset(), simultaneous=True)
        return Phase.turn(self.to_act(), self.step)

    # --- small queries the rules, the effects and the AI use -------------------------------------
    def travelers(self) -> list[str]:
        return [c.id for c in load_era(self.eras[self.era_i]).cards if c.traveler]

    def card_count(self, seat: int) -> int:
        return len(self.z[f"influence:{seat}"])

    def play_total(self, seat: int) -> int:
        return sum(self.card(c).value for c in self.z[f"influence:{seat}"] if c not in self.facedown)

    def highest_card(self, seat: int) -> int:
        return max(
            (self.card(c).value for c in self.z[f"influence:{seat}"] if c not in self.facedown), default=-1
        )

    def check_metric(self, condition: str) -> Callable[[int], int]:
        """What a check bar's condition compares, seat by seat."""
        by_count = {
            "most_cards": self.card_count,
            "fewest_cards": self.card_count,
            "highest_card": self.highest_card,
        }
        return by_count.get(condition, self.play_total)

    def influence_of(self, card_id: str, seat: int) -> int:
        return influence.influence_of(card_id, seat, self.z, self.rotated, self.facedown)

    def score_total(self, seat: int) -> int:
        return sum(self.influence_of(c, seat) for c in self.z[f"influence:{seat}"])

    def token(self, card_id: str) -> str:
        """How an action names a card: its id, or its space when it lies face down."""
        if card_id not in self.facedown:
            return card_id
        zone = self.zone_of(card_id)
        return f"fd_{zone.replace(':', '')}_{self.z[zone].index(card_id)}"

    def from_token(self, text: str) -> str:
        """The card an action's token names."""
        if not text.startswith("fd_"):
            return text
        _, zone, index = text.split("_")
        name = zone[:-1] + ":" + zone[-1] if zone[-1].isdigit() else zone
        return self.z[name][int(index)]

    # --- cloning and JSON ----------------------------------------------------------------------


    def load_json(self, data: Json) -> None:
        super().load_json(data)
        if set(self.z) != set(zone_names()):
            raise ValueError("the zones of a Time Division state are incomplete")
        index = card_index()
        for cards in self.z.values():
            for card_id in cards:
                if card_id not in index:
                    raise ValueError(f"unknown card {card_id!r}")
        self.events = []
