"""What each seat may know, and whole states rebuilt from that knowledge alone.

A seat's knowledge is state.seen[seat], the cards whose place it knows (what it drew, kept, gave
away, stacked, received once hands are taken up, looked at through an effect, and every face-up
card), and state.maybe[seat], the sets of places of cards it lost sight of (see knowledge.py).
determinize() keeps the first, puts each card of the second in one of its places, and deals every
other card at random into the spaces the seat cannot identify.
"""

from __future__ import annotations

from typing import Any

from timetravel.engine.rng import Rng
from timetravel.engine.state import Json
from timetravel.games.division import knowledge
from timetravel.games.division.content import load_era
from timetravel.games.division.state import zone_names

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


def observe(state: Any, seat: int) -> Json:
    # Built straight from the state (not from to_json()): the AI asks for it at every decision.
    known = state.seen[seat]
    facedown = state.facedown
    obs: Json = {"seat": seat, "eras": list(state.eras)}
    obs.update(_plain_fields(state))
    hidden = _hidden_zones(seat, state.in_play())
    zones: dict[str, list[str | None]] = {}
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
    obs["frames"] = [_mask_frame(f, known, facedown) for f in state.frames]
    return obs


def _plain_fields(state: Any) -> Json:
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
    """The zones DivisionData.zone_hidden hides from `seat`, worked out once per case."""
    found = _HIDDEN_ZONES.get((seat, in_play))
    if found is None:
        found = _HIDDEN_ZONES[(seat, in_play)] = frozenset(
            name for name in zone_names() if _zone_hidden(name, seat, in_play)
        )
    return found


def _zone_hidden(zone: str, seat: int, in_play: bool) -> bool:
    kind, _, owner = zone.partition(":")
    if kind in ("deck", "front", "independent"):
        return True
    if kind == "hand":
        return int(owner) != seat
    if kind == "temp":
        return not in_play and int(owner) != seat
    return False


def _mask_frame(frame: dict[str, Any], known: set[str], facedown: set[str]) -> dict[str, Any]:
    out = {k: (v[:] if isinstance(v, list) else v) for k, v in frame.items()}
    for key in ("picked", "target"):
        out[key] = [c if c in known and c not in facedown else None for c in frame[key]]
    return out


def determinize(game: Any, observation: Json, rng: Rng) -> Any:
    from timetravel.games.division.rules import DivisionState

    state = DivisionState.__new__(DivisionState)
    state.game = game
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
    state.z = zones  # type: ignore[assignment]
    state.facedown = {zones[z][i] for z, i in observation["facedown"]}  # type: ignore[misc]
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
    state.frames = [_fill_frame(state, f, rng, known) for f in observation["frames"]]
    return state


def _fill_unknown(state: Any, seat: int, observation: Json, zones: dict[str, list[Any]], rng: Rng) -> None:
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


def _fill_frame(state: Any, frame: dict[str, Any], rng: Rng, known: set[str]) -> dict[str, Any]:
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
