"""What each seat may see of Time Division: the typed view a board and the AI read, its JSON form
(observe), the scoring figures an era's events carry, and whole states rebuilt from a seat's
knowledge alone (determinize).

A seat's knowledge is state.seen[seat], the cards whose place it knows (what it drew, kept, gave
away, stacked, received once hands are taken up, looked at through an effect, and every face-up
card), and state.maybe[seat], the sets of places of cards it lost sight of (see knowledge.py).
determinize() keeps the first, puts each card of the second in one of its places, and deals every
other card at random into the spaces the seat cannot identify.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from timetravel.engine.events import Event, ScoreChanged
from timetravel.engine.rng import Rng
from timetravel.engine.state import Json
from timetravel.games.division import knowledge
from timetravel.games.division.content import load_era
from timetravel.games.division.influence import ScoredCard, influence_values
from timetravel.games.division.program import frame_from_json, frame_json
from timetravel.games.division.state import DivisionState, zone_hidden, zone_names

PLAIN_FIELDS = (
    "mode",
    "era_i",
    "coin",
    "step",
    "drafter",
    "draft_turns",
    "stack_left",
    "round",
    "first",
    "simultaneous",
    "blocked",
    "armed",
    "standee",
    "results",
    "draft_stage",
    "resolving",
    "rotated",
)


def observe(state: DivisionState, seat: int) -> Json:
    # Built straight from the state (not from to_json()): the AI asks for it at every decision.
    known = state.seen[seat]
    facedown = state.facedown
    obs: Json = {"seat": seat, "eras": list(state.eras)}
    obs.update(_plain_fields(state))
    hidden = _hidden_zones(seat, state.in_play())
    zones: dict[str, list[Any]] = {}  # a card id, or None where the seat cannot name it
    for name, cards in state.z.items():
        if name in hidden:
            if cards:
                seen = sorted(c for c in cards if c in known)
                zones[name] = [*seen, *([None] * (len(cards) - len(seen)))]
            else:
                zones[name] = []
        elif facedown:  # an open zone: only face-down cards the seat does not know are hidden
            zones[name] = [c if c in known or c not in facedown else None for c in cards]
        else:
            zones[name] = cards[:]
    obs["zones"] = zones
    obs["maybe"] = knowledge.observed(state, seat) if state.maybe[seat] else []
    obs["quota"] = knowledge.observed_quota(state, seat) if state.quota[seat] else []
    obs["facedown"] = (
        sorted([z, cards.index(c)] for z, cards in state.z.items() for c in cards if c in facedown)
        if facedown
        else []
    )
    obs["triggered"] = sorted(c for c in state.triggered if c not in facedown)
    obs["frames"] = [_mask_frame(frame_json(f), known, facedown) for f in state.frames]
    return obs


DRAFT_STEPS = frozenset({"flip", "travelers", "draft"})  # the hands are not taken up yet
NO_TRIGGER_STEPS = DRAFT_STEPS | {"facedown", "over"}  # steps in which no card is triggered


@dataclass(frozen=True, slots=True)
class EraResult:
    """A finished era: its id, each seat's influence, the winner, each seat's VP (campaign) and
    where the VP marker stood after it."""

    era: str
    totals: tuple[int, ...]
    winner: int
    vp: tuple[int, ...]
    standee: int

    @staticmethod
    def of(data: Mapping[str, Any]) -> EraResult:
        return EraResult(
            era=str(data["era"]),
            totals=tuple(int(n) for n in data["totals"]),
            winner=int(data["winner"]),
            vp=tuple(int(n) for n in data["vp"]),
            standee=int(data["standee"]),
        )


@dataclass(frozen=True)
class DivisionView:
    """What one seat sees of Time Division, typed, with what a board shows already counted by the
    rules: each card's influence and each seat's total, who is orange, what the seat knows of the
    rival's hand. to_json() is observe(seat), the JSON the AI and hot-seat hand-offs compare."""

    seat: int
    mode: str
    eras: tuple[str, ...]
    era_i: int
    step: str
    coin: int | None
    standee: int
    stack_left: tuple[int, ...]  # cards of each seat's undrafted stack
    zones: Mapping[str, tuple[str | None, ...]]  # None: a card the seat cannot name
    facedown: frozenset[tuple[str, int]]  # (zone, index) of each card lying face down
    facedown_cards: frozenset[str]  # the face-down cards the seat can name
    rotated: frozenset[str]
    blocked: frozenset[str]  # cards that cannot be triggered this round
    armed: tuple[tuple[str, int], ...]  # delayed cards waiting on a Temporary Space, with their owner
    simultaneous: bool
    results: tuple[EraResult, ...]  # each finished era
    orange: int | None  # the orange player of the running check, if any
    influence: tuple[tuple[int, ...], ...]  # each seat's Influence Area, card by card, as scored
    rival_hand: tuple[str, ...]  # cards the seat knows are in the rival's hand or face-down card
    _json: Json = field(repr=False, compare=False)

    @property
    def era(self) -> str:
        return self.eras[self.era_i]

    @property
    def campaign(self) -> bool:
        return self.mode == "campaign"

    @property
    def drafting(self) -> bool:
        return self.step in DRAFT_STEPS

    @property
    def influence_totals(self) -> tuple[int, ...]:
        return tuple(sum(values) for values in self.influence)

    @property
    def untriggerable(self) -> tuple[str, ...]:
        """The blocked cards worth showing now: from the play of the round until its end."""
        return () if self.step in NO_TRIGGER_STEPS else tuple(sorted(self.blocked))

    @property
    def together(self) -> bool:
        """Both seats play this round's cards at once."""
        return self.simultaneous and self.step == "play"

    def to_json(self) -> Json:
        return copy.deepcopy(self._json)


def view(state: DivisionState, seat: int) -> DivisionView:
    """The typed view of observe(state, seat), with the derived values worked out once."""
    obs = observe(state, seat)
    zones = {name: tuple(cards) for name, cards in obs["zones"].items()}
    facedown = frozenset((str(z), int(i)) for z, i in obs["facedown"])
    facedown_cards = frozenset(c for z, i in facedown if (c := zones[z][i]) is not None)
    rotated = frozenset(obs["rotated"])
    frames = obs["frames"]
    orange = frames[-1].get("orange") if frames else None
    return DivisionView(
        seat=seat,
        mode=str(obs["mode"]),
        eras=tuple(obs["eras"]),
        era_i=int(obs["era_i"]),
        step=str(obs["step"]),
        coin=None if obs["coin"] is None else int(obs["coin"]),
        standee=int(obs["standee"]),
        stack_left=tuple(obs["stack_left"]),
        zones=zones,
        facedown=facedown,
        facedown_cards=facedown_cards,
        rotated=rotated,
        blocked=frozenset(obs["blocked"]),
        armed=tuple((str(card), int(owner)) for card, owner in obs["armed"]),
        simultaneous=bool(obs["simultaneous"]),
        results=tuple(EraResult.of(r) for r in obs["results"]),
        orange=None if orange is None else int(orange),
        influence=tuple(tuple(influence_values(zones, rotated, facedown_cards, s)) for s in (0, 1)),
        rival_hand=_rival_hand(obs, seat),
        _json=obs,
    )


def scored_areas(events: Sequence[Event]) -> dict[int, tuple[ScoredCard, ...]]:
    """The Influence Areas an era's scoring counted, seat by seat, with each card's influence: the
    figures its ScoreChanged events carry (empty when the events score no era)."""
    areas: dict[int, tuple[ScoredCard, ...]] = {}
    for event in events:
        if isinstance(event, ScoreChanged):
            area = event.params.get("area", ())
            if isinstance(area, tuple):
                areas[event.seat] = tuple(c for c in area if isinstance(c, ScoredCard))
    return areas


def _rival_hand(obs: Json, seat: int) -> tuple[str, ...]:
    """The cards the seat knows are in the rival's hand or face-down card (the seat's gifts, say)
    but can no longer point to, once the rival has laid a card face down."""
    if obs["step"] in DRAFT_STEPS:
        return ()
    hand, area = f"hand:{1 - seat}", f"influence:{1 - seat}#"
    return tuple(
        str(card)
        for card, places in obs["maybe"]
        if hand in places and all(p == hand or str(p).startswith(area) for p in places)
    )


def _plain_fields(state: DivisionState) -> Json:
    """PLAIN_FIELDS as to_json() writes them."""
    return {
        "mode": state.mode,
        "era_i": state.era_i,
        "coin": state.coin,
        "step": state.step,
        "drafter": state.drafter,
        "draft_turns": state.draft_turns[:],
        "stack_left": state.stack_left[:],
        "round": state.round,
        "first": state.first,
        "simultaneous": state.simultaneous,
        "blocked": sorted(state.blocked),
        "armed": [a[:] for a in state.armed],
        "standee": state.standee,
        "results": [dict(r) for r in state.results],
        "draft_stage": state.draft_stage,
        "resolving": state.resolving[:],
        "rotated": sorted(state.rotated),
    }


_HIDDEN_ZONES: dict[tuple[int, bool], frozenset[str]] = {}


def _hidden_zones(seat: int, in_play: bool) -> frozenset[str]:
    """The zones state.zone_hidden hides from `seat`, worked out once per case."""
    found = _HIDDEN_ZONES.get((seat, in_play))
    if found is None:
        found = _HIDDEN_ZONES[(seat, in_play)] = frozenset(
            name for name in zone_names() if zone_hidden(name, seat, in_play)
        )
    return found


def _mask_frame(frame: dict[str, Any], known: set[str], facedown: set[str]) -> dict[str, Any]:
    out = {k: (v[:] if isinstance(v, list) else v) for k, v in frame.items()}
    for key in ("picked", "target"):
        out[key] = [c if c in known and c not in facedown else None for c in frame[key]]
    return out


def determinize(state: DivisionState, observation: Json, rng: Rng) -> None:
    """Fill `state` (a new one, its game set) with a world consistent with `observation`."""
    state.init_data(str(observation["mode"]), tuple(observation["eras"]))
    for key in PLAIN_FIELDS:
        value = observation[key]
        setattr(
            state,
            key,
            [v[:] if isinstance(v, list) else v for v in value] if isinstance(value, list) else value,
        )
    state.rotated = set(observation["rotated"])
    state.blocked = set(observation["blocked"])
    state.triggered = set(observation["triggered"])
    state.results = [dict(r) for r in observation["results"]]
    zones = {name: list(cards) for name, cards in observation["zones"].items()}
    seat = int(observation["seat"])
    _fill_unknown(state, seat, observation, zones, rng)
    state.z = zones
    state.facedown = {zones[z][i] for z, i in observation["facedown"]}
    state.seen[seat] = {c for cards in observation["zones"].values() for c in cards if c is not None}
    state.maybe[seat] = knowledge.from_observed(state.z, observation["maybe"])
    state.quota[seat] = [
        [list(c), next(iter(knowledge.from_observed(state.z, [["q", [p]]])["q"])), int(k)]
        for c, p, k in observation["quota"]
    ]
    other = 1 - seat
    state.seen[other] = {
        c
        for z, cards in state.z.items()
        for c in cards
        if not state.zone_hidden(other, z) and c not in state.facedown
    }
    known = state.seen[int(observation["seat"])]
    state.frames = [frame_from_json(_fill_frame(state, f, rng, known)) for f in observation["frames"]]


def _fill_unknown(
    state: DivisionState, seat: int, observation: Json, zones: dict[str, list[Any]], rng: Rng
) -> None:
    """Put the cards the seat lost sight of into their possible places, then deal the unknown rest."""
    era = load_era(state.eras[state.era_i])
    dealt = state.mode == "campaign" and state.step not in ("flip", "travelers")
    in_play = [c.id for c in era.cards if dealt or not c.traveler] if state.step != "flip" else []
    known = {c for cards in zones.values() for c in cards if c is not None}
    constrained = {str(c): [str(p) for p in places] for c, places in observation["maybe"]}
    slots: dict[str, list[tuple[str, int]]] = {}
    for name, cards in zones.items():
        hidden = state.zone_hidden(seat, name)
        for i, c in enumerate(cards):
            if c is None:
                slots.setdefault(name if hidden else f"{name}#{i}", []).append((name, i))
    quotas = [[c, p, k] for c, p, k in observation["quota"]]
    for (name, i), card_id in knowledge.assign(slots, constrained, quotas, rng).items():
        zones[name][i] = card_id
    pool = [c for c in in_play if c not in known and c not in constrained]
    rng.shuffle(pool)
    for cards in zones.values():
        for i, c in enumerate(cards):
            if c is None:
                cards[i] = pool.pop()
    if pool:
        raise ValueError("observation does not account for every card")


def _fill_frame(state: DivisionState, frame: dict[str, Any], rng: Rng, known: set[str]) -> dict[str, Any]:
    out = dict(frame)
    for key, zone_key in (("picked", "origin"), ("target", "tzone")):
        cards = list(frame[key])
        for i, c in enumerate(cards):
            if c is None:
                choices = [x for x in state.z[frame[zone_key][i]] if x not in cards]
                # the seat saw no name here, so it was a card the seat does not know (or a face-down one)
                unseen = [x for x in choices if x not in known or x in state.facedown]
                cards[i] = rng.choice(unseen or choices)
        out[key] = cards
    return out
