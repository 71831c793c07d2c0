"""What one seat may know, and whole worlds sampled from that knowledge.

Public: teams, Rocket areas, the Rocket pile's counts, the discard pile, the Game Area, the
objective, scores and the turn. Hidden: which cards lie where inside a period pile. A seat that saw
cards with a Creative knows those cards (on top of a pile, or in its hand while the action runs);
the others know only how many there are and the pool they came from. A pile's pool for a seat is
the multiset of the cards that seat cannot place: the unordered pile plus every hidden known card.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from timetravel.engine.rng import Rng
from timetravel.engine.state import Json
from timetravel.games.rocket.content import CATEGORIES, PERIODS, ROCKET, ROCKET_2X

if TYPE_CHECKING:
    from timetravel.games.rocket.game import RocketGame
    from timetravel.games.rocket.state import RocketState

_PUBLIC = (
    "seats", "active", "round", "first_player", "totals", "last_points", "last_chars", "final_rounds",
    "winners", "objective", "objective_done_by", "rocket_pile", "teams", "areas", "discard", "turn",
    "phase", "pile", "seen", "area", "last",
)  # fmt: skip


def _creative_look_hidden(s: RocketState, seat: int) -> bool:
    return "source" in s.act and s.turn != seat


def observe(s: RocketState, seat: int) -> Json:
    # Built straight from the state in to_json()'s key order (not from to_json() itself): the AI
    # asks for it at every decision, and the hard AI keys chance results by its repr.
    obs: dict[str, Any] = {
        "seats": s.seats,
        "active": s.active[:],
        "round": s.round_number,
        "first_player": s.first_player,
        "totals": s.totals[:],
        "last_points": s.last_points[:],
        "last_chars": s.last_chars[:],
        "final_rounds": s.final_rounds,
        "winners": None if s.winners is None else s.winners[:],
        "objective": s.objective,
        "objective_done_by": s.objective_done_by,
        "rocket_pile": dict(sorted(s.rocket_pile.items())),
        "teams": [dict(t) for t in s.teams],
        "areas": [dict(sorted(a.items())) for a in s.areas],
        "discard": s.discard[:],
        "turn": s.turn,
        "phase": s.phase,
        "pile": s.pile,
        "seen": s.seen[:],
        "area": s.area[:],
        "last": s.last,
        "seat": seat,
    }
    pools: list[dict[str, int]] | None = None  # the piles plus hidden known cards, copied when needed
    tops = []
    for index, top in enumerate(s.tops):
        shown = []
        for card, knowers in top:
            if seat in knowers:
                shown.append([card, knowers[:]])
            else:
                shown.append([None, knowers[:]])
                pools = pools or [dict(p) for p in s.piles]
                pools[index][card] = pools[index].get(card, 0) + 1
        tops.append(shown)
    act = {k: (v[:] if isinstance(v, list) else v) for k, v in s.act.items()}
    if _creative_look_hidden(s, seat):
        source: int = s.act["source"]
        pools = pools or [dict(p) for p in s.piles]
        for card in act["look"] + act["order"]:
            pools[source][card] = pools[source].get(card, 0) + 1
        act["look"] = [None] * len(act["look"])
        act["order"] = [None] * len(act["order"])
    obs["pools"] = [dict(sorted(p.items())) for p in (s.piles if pools is None else pools)]
    obs["tops"] = tops
    obs["act"] = act
    return obs


TEAM_SIZE = len(CATEGORIES)  # a full team: one character of each category
OUT_OF_TURN = frozenset({"objective", "over"})  # phases outside anybody's turn
REVEAL_PHASES = frozenset({"start", "reveal", "decide"})  # a turn revealing cards into the Game Area
PUT_PHASES = frozenset({"creative_put", "explorer_put"})  # looked-at cards go back in a chosen order
LOOK_PHASES = frozenset({"creative_take", "creative_put", "explorer_take", "explorer_put", "creative_look"})


@dataclass(frozen=True)
class RocketView:
    """What one seat sees of Time Machine Rocket, typed, with what a board shows already counted by
    the rules: pile sizes, team points, Rocket values. to_json() is observe(seat), the JSON the AI and
    hot-seat hand-offs compare."""

    seat: int
    seats: int
    active: tuple[int, ...]
    round: int
    turn: int
    phase: str
    pile: int  # the period pile the turn is in
    totals: tuple[int, ...]
    last_chars: tuple[int, ...]  # characters each seat held at the end of the last round
    final_rounds: int
    objective: str | None
    objective_done_by: int | None
    rocket_pile: Mapping[str, int]
    teams: tuple[Mapping[str, str], ...]  # category -> character, per seat
    areas: tuple[Mapping[str, int], ...]  # Rocket area: kind -> count, per seat
    discard: tuple[str, ...]  # bottom first
    area: tuple[str, ...]  # the Game Area, in the order revealed
    last: str | None  # the card revealed last this turn
    seen: tuple[str, ...]  # categories revealed since the turn began or the last Rocket
    tops: tuple[tuple[tuple[str | None, tuple[int, ...]], ...], ...]  # known top cards of each pile
    act: Mapping[str, Any]  # the running character action (look, order, source, category, ...)
    pile_sizes: tuple[int, ...]  # cards left in each period pile
    team_points: tuple[int, ...]
    rocket_values: tuple[int, ...]  # periods each seat's Rocket area can jump back
    _json: Json = field(repr=False, compare=False)

    @property
    def in_turn(self) -> bool:
        return self.phase not in OUT_OF_TURN

    @property
    def revealing(self) -> bool:
        return self.phase in REVEAL_PHASES

    @property
    def looking(self) -> bool:
        """A Creative or an Explorer is looking at cards."""
        return self.act.get("look") is not None and self.phase in LOOK_PHASES

    @property
    def putting_back(self) -> bool:
        return self.phase in PUT_PHASES

    @property
    def rockets(self) -> tuple[int, int]:
        """Plain and 2X Rockets left in the Rocket pile."""
        return self.rocket_pile.get(ROCKET, 0), self.rocket_pile.get(ROCKET_2X, 0)

    @property
    def full_teams(self) -> tuple[int, ...]:
        """The seats that ended the last round with a full team."""
        return tuple(seat for seat in range(self.seats) if self.last_chars[seat] >= TEAM_SIZE)

    def to_json(self) -> Json:
        return copy.deepcopy(self._json)


def view(s: RocketState, seat: int) -> RocketView:
    """The typed view of observe(s, seat), with the derived values taken from the rules' queries."""
    obs = observe(s, seat)
    return RocketView(
        seat=seat,
        seats=int(obs["seats"]),
        active=tuple(obs["active"]),
        round=int(obs["round"]),
        turn=int(obs["turn"]),
        phase=str(obs["phase"]),
        pile=int(obs["pile"]),
        totals=tuple(obs["totals"]),
        last_chars=tuple(obs["last_chars"]),
        final_rounds=int(obs["final_rounds"]),
        objective=obs["objective"],
        objective_done_by=obs["objective_done_by"],
        rocket_pile=dict(obs["rocket_pile"]),
        teams=tuple(dict(team) for team in obs["teams"]),
        areas=tuple(dict(area) for area in obs["areas"]),
        discard=tuple(obs["discard"]),
        area=tuple(obs["area"]),
        last=obs["last"],
        seen=tuple(obs["seen"]),
        tops=tuple(tuple((card, tuple(knowers)) for card, knowers in top) for top in obs["tops"]),
        act=copy.deepcopy(obs["act"]),
        pile_sizes=tuple(s.pile_size(i) for i in range(len(PERIODS))),
        team_points=tuple(s.team_points(p) for p in range(s.seats)),
        rocket_values=tuple(s.rocket_value(p) for p in range(s.seats)),
        _json=obs,
    )


def determinize(game: RocketGame, obs: Json, rng: Rng) -> RocketState:
    """A full state that this observation fits, with every hidden card drawn from its pool."""
    pools = [dict(p) for p in obs["pools"]]
    tops = []
    for index, top in enumerate(obs["tops"]):
        tops.append(
            [[card if card is not None else _draw(pools[index], rng), knowers] for card, knowers in top]
        )
    act = dict(obs["act"])
    if act.get("look") is not None and None in act["look"] + act.get("order", []):
        source = act["source"]
        act["look"] = [_draw(pools[source], rng) for _ in act["look"]]
        act["order"] = [_draw(pools[source], rng) for _ in act["order"]]
    data = {key: obs[key] for key in _PUBLIC}
    data.update(piles=pools, tops=tops, act=act)
    return game.state_from_json(data)


def _draw(pool: dict[str, int], rng: Rng) -> str:
    """One card from an unordered pool, each copy equally likely (sorted for reproducibility)."""
    cards = sorted(pool)
    index = rng.weighted_index([pool[c] for c in cards])
    card = cards[index]
    if pool[card] == 1:
        del pool[card]
    else:
        pool[card] -= 1
    return card
