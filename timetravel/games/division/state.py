"""The data of one moment of Time Division: zones of cards, the coin, the round, who knows what.

Zones are named lists of card ids: "deck" (the unordered, undrafted stacks), "temp:S" (a Temporary
Space), "front:S" (face-down cards in front of a player during the draft), "hand:S", "decision:S",
"influence:S" (ordered: first free space first), "past" and "independent". `seen[S]` is the set of
cards whose current place seat S knows and `maybe[S]` the places of cards S lost sight of (see
knowledge.py); they are the single source of observe().
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any

from timetravel.engine.events import CardMoved, Event
from timetravel.engine.record import TRANSIENT, Codec, Record, Sorted, json_key, missing_as
from timetravel.engine.script import Frame
from timetravel.engine.script.messages import Msg
from timetravel.engine.state import GameState, Json
from timetravel.games.division import knowledge
from timetravel.games.division.content import Card, card_index
from timetravel.games.division.log_text import move_text
from timetravel.games.division.program import copy_frames, dump_frames, load_frames
from timetravel.i18n import Seat

SEATS = (0, 1)
ROUNDS = 6  # rounds of play in an era (a tie adds more)
ORDERED_PREFIXES = ("influence", "past", "decision", "temp")
HIDDEN_PREFIXES = ("deck", "front", "independent", "hand")


def zone_names() -> list[str]:
    names = ["deck", "past", "independent"]
    for kind in ("temp", "front", "hand", "decision", "influence"):
        names += [f"{kind}:{s}" for s in SEATS]
    return names


def side_name(zone: str, seat: int) -> str:
    """How `seat` reads a zone in a sentence ("your hand", "your rival's Influence Area")."""
    kind, _, owner = zone.partition(":")
    nice = {
        "past": "The Past",
        "independent": "the Independent Stack",
        "deck": "the draw stacks",
        "temp": "Temporary Space",
        "front": "draft pile",
        "hand": "hand",
        "decision": "Decision Space",
        "influence": "Influence Area",
    }[kind]
    if not owner:
        return nice
    return f"your {nice}" if int(owner) == seat else f"your rival's {nice}"


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
class DivisionData(Record, GameState):
    """Plain data and the primitive card moves; the rules live in rules.py."""

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

    # --- primitive moves -----------------------------------------------------------------------
    def move(
        self, card_id: str, target: str, knowers: frozenset[int] = frozenset(), face_down: bool = False
    ) -> None:
        source = self.zone_of(card_id)
        was_down = card_id in self.facedown
        self.z[source].remove(card_id)
        self.z[target].append(card_id)
        self._settle(card_id, source, target, face_down)
        self._learn(card_id, source, target, knowers, was_down)
        self._announce(card_id, source, target, was_down)

    def exchange(self, a: str, b: str, knowers: frozenset[int]) -> None:
        """Swap two cards in place (each takes the other's space), at the same time."""
        za, zb = self.zone_of(a), self.zone_of(b)
        ia, ib = self.z[za].index(a), self.z[zb].index(b)
        down = {c: c in self.facedown for c in (a, b)}
        self.z[za][ia], self.z[zb][ib] = b, a
        for card_id, source, target in ((a, za, zb), (b, zb, za)):
            self._settle(card_id, source, target, False)
        for card_id, source, target in ((a, za, zb), (b, zb, za)):
            self._learn(card_id, source, target, knowers, down[card_id])
            self._announce(card_id, source, target, down[card_id])

    def _settle(self, card_id: str, source: str, target: str, face_down: bool) -> None:
        kind = target.partition(":")[0]
        if face_down:
            self.facedown.add(card_id)
        elif kind in ("hand", "independent", "deck", "front", "temp"):
            # Back in a hand or a stack a card is an ordinary card again: upright and face up.
            self.facedown.discard(card_id)
            self.rotated.discard(card_id)

    def zone_hidden(self, seat: int, zone: str) -> bool:
        """Whether `seat` cannot see which cards a zone holds (hands, stacks, draft piles)."""
        kind, _, owner = zone.partition(":")
        if kind in ("deck", "front", "independent"):
            return True
        if kind == "hand":
            return int(owner) != seat
        if kind == "temp":
            return not self.in_play() and int(owner) != seat
        return False

    def _learn(self, card_id: str, source: str, target: str, knowers: frozenset[int], was_down: bool) -> None:
        """Update each seat's knowledge after `card_id` went from `source` to `target`.

        A seat knows the card's new place if it moved the card knowingly (never a face-down one),
        followed it in the open, or sees it at the target. Otherwise it only saw a card leave a
        place (a zone it cannot see into, or a face-down space) for another.
        """
        now_down = card_id in self.facedown
        for seat in SEATS:
            if (
                (seat in knowers and not was_down)
                or (not self.zone_hidden(seat, source) and (not was_down or card_id in self.seen[seat]))
                or self.visible(seat, target, card_id)
            ):
                if card_id not in self.seen[seat] or card_id in self.maybe[seat]:
                    knowledge.know(self, seat, (card_id,))
                continue
            src = f"{knowledge.FD}{card_id}" if was_down else source
            dst = f"{knowledge.FD}{card_id}" if now_down else target
            if src != dst:
                knowledge.lose_track(self, seat, card_id, src, dst)

    def _announce(self, card_id: str, source: str, target: str, was_down: bool = False) -> None:
        """A CardMoved event; the card is named when every seat saw it, where it left or where it lies."""
        public = self.visible(0, target, card_id) and self.visible(1, target, card_id)
        left_open = not was_down and not self.zone_hidden(0, source) and not self.zone_hidden(1, source)
        shown = card_id if public or left_open else None
        name = self.card(card_id).name if shown else None
        text = move_text(name, source, target, face_down=card_id in self.facedown)
        self.events.append(CardMoved(shown, source, target, face_up=public, **text))

    # --- cloning and JSON ----------------------------------------------------------------------
    def copy_into(self, new: DivisionData) -> None:
        self.copy_fields(new)
        new.forget_options()  # the options kept belong to self

    def to_json(self) -> Json:
        return self.fields_json()

    def load_json(self, data: Json) -> None:
        self.load_fields(data)
        if set(self.z) != set(zone_names()):
            raise ValueError("the zones of a Time Division state are incomplete")
        index = card_index()
        for cards in self.z.values():
            for card_id in cards:
                if card_id not in index:
                    raise ValueError(f"unknown card {card_id!r}")
        self.events = []


_NICE = {
    "past": "The Past",
    "independent": "Independent Stack",
    "deck": "draw stack",
    "temp": "Temporary Space",
    "front": "draft pile",
    "hand": "hand",
    "decision": "Decision Space",
    "influence": "Influence Area",
}


def zone_phrase(zone: str) -> Msg:
    """A zone as words any seat may read: "The Past", "the hand of Ada" (the seat named when shown)."""
    kind, _, owner = zone.partition(":")
    if kind == "past":
        return Msg.of(_NICE[kind])
    if owner:
        return Msg.of("the {place} of {player}", place=Msg.of(_NICE[kind]), player=Seat(int(owner)))
    return Msg.of("the {place}", place=Msg.of(_NICE[kind]))


def own_zone_phrase(kind: str) -> Msg:
    """One of the chooser's own zones: "their hand"."""
    return Msg.of("their {place}", place=Msg.of(_NICE[kind]))
