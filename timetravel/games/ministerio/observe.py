"""What one seat may know of El Ministerio, and worlds sampled from it.

Hidden: the other agents' hands and missions (until delivered), the deck (an unordered set), the
face-down enemy tiles (a tile somebody looked at is known to the lookers only). The typed form of an
observation is view.py's MinisterioView, whose to_json() gives it back exactly; observe builds the
JSON straight from the state, as the AI asks for it at every decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from timetravel.engine.rng import Rng
from timetravel.engine.state import Json
from timetravel.games.ministerio.content import content
from timetravel.games.ministerio.state import Agent, MinisterioState

_PUBLIC = (
    "stage", "turn", "round", "piles", "facedown", "peekers", "on_door", "office_tiles", "slots",
    "bosses", "lola", "removed", "to_draw", "draw_for", "peeks_left", "peek_door", "ending",
    "cards_out", "all_lose", "turn_state",
)  # fmt: skip


_WRITTEN = frozenset(_PUBLIC)  # the hidden deck, tiles and looks are never written out


def observe(st: MinisterioState, seat: int) -> Json:
    known = {d: tile for d, tile in st.peeked.items() if seat in st.peekers.get(d, [])}
    return {
        "seat": seat,
        "seats": st.seats,
        "agents": [_agent(agent, s == seat) for s, agent in enumerate(st.agents)],
        "deck_size": len(st.deck),
        "known_tiles": known,
        **st.fields_json(_WRITTEN),  # fresh copies, in _PUBLIC's order
    }


def _agent(agent: Agent, own: bool) -> Json:
    """An agent as a seat sees it: its own hand and mission, or the size of another's hand and
    whether it holds a mission (shown once delivered)."""
    public = agent.fields_json()
    hand = public["hand"]
    public["hand"] = hand if own else None
    public["hand_size"] = len(hand)
    public["has_mission"] = agent.mission is not None
    if not own and not agent.delivered:
        public["mission"] = None
    return public


def _table_cards(observation: Json) -> set[str]:
    """Cards the observation places: own hand, piles, controlled, the card on the table."""
    seen: set[str] = set(observation["agents"][observation["seat"]]["hand"])
    for pile in observation["piles"].values():
        seen.update(pile)
    for agent in observation["agents"]:
        seen.update(agent["controlled"])
    turn: dict[str, Any] = observation["turn_state"]
    for key in ("played", "trial"):
        if turn[key] and "card" in turn[key]:
            seen.add(turn[key]["card"])
    return seen


def _placed_tiles(observation: Json) -> set[str]:
    placed = set(observation["slots"]) | set(observation["bosses"]) | set(observation["removed"])
    for door in observation["on_door"]:
        placed.update(door)
    for agent in observation["agents"]:
        placed.update(agent["enemies"])
        placed.update(agent["converted"])
    return placed | set(observation["known_tiles"].values())


def determinize(make: Callable[[Json], MinisterioState], observation: Json, rng: Rng) -> MinisterioState:
    """A full state consistent with the observation, made by `make` (the game's state_from_json)."""
    seat, seats = int(observation["seat"]), int(observation["seats"])
    data: Json = {key: observation[key] for key in _PUBLIC}  # load_json below makes its own copies
    data["seats"] = seats
    # cards: the unplaced ones fill the other hands (by size), the rest is the deck
    unseen = sorted(set(content().cards) - _table_cards(observation))
    rng.shuffle(unseen)
    # missions: the ones not delivered and not our own are spread among those who hold one
    shown = {a["mission"] for a in observation["agents"] if a["mission"] is not None}
    missions = sorted(set(content().missions) - shown)
    rng.shuffle(missions)
    agents = []
    for s, public in enumerate(observation["agents"]):
        agent = {k: v for k, v in public.items() if k not in ("hand_size", "has_mission")}
        if s != seat:
            agent["hand"] = sorted(unseen.pop() for _ in range(public["hand_size"]))
            if public["has_mission"] and public["mission"] is None:
                agent["mission"] = missions.pop()
        agents.append(agent)
    data["agents"] = agents
    data["deck"] = sorted(unseen)
    # tiles: our own looks stay; other looks and the pool are drawn from the unplaced tiles
    unplaced = sorted(set(content().enemies) - _placed_tiles(observation))
    rng.shuffle(unplaced)
    peeked = dict(observation["known_tiles"])
    for door in sorted(observation["peekers"], key=int):
        if door not in peeked:
            peeked[door] = unplaced.pop()
    data["peeked"] = peeked
    data["tile_pool"] = sorted(unplaced)
    return make(data)
