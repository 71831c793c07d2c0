"""What one seat may know, and whole worlds sampled from that knowledge.

Public: teams, Rocket areas, the Rocket pile's counts, the discard pile, the Game Area, the
objective, scores and the turn. Hidden: which cards lie where inside a period pile. A seat that saw
cards with a Creative knows those cards (on top of a pile, or in its hand while the action runs);
the others know only how many there are and the pool they came from. A pile's pool for a seat is
the multiset of the cards that seat cannot place: the unordered pile plus every hidden known card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from timetravel.engine.rng import Rng
from timetravel.engine.state import Json

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
        source = act["source"]
        pools = pools or [dict(p) for p in s.piles]
        for card in act["look"] + act["order"]:
            pools[source][card] = pools[source].get(card, 0) + 1
        act["look"] = [None] * len(act["look"])
        act["order"] = [None] * len(act["order"])
    obs["pools"] = [dict(sorted(p.items())) for p in (s.piles if pools is None else pools)]
    obs["tops"] = tops
    obs["act"] = act
    return obs


def determinize(game: RocketGame, obs: Json, rng: Rng) -> RocketState:
    """A full state that this observation fits, with every hidden card drawn from its pool."""
    from timetravel.games.rocket.state import state_from_json

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
    return state_from_json(game, data)


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
