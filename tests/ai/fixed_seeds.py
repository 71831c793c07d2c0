"""Digests of fixed-seed random games, to show that speed work changes no game (run as a script to
print the digests: python -m tests.ai.fixed_seeds).

A digest covers, at every step: the acting seat, its legal action strings, every seat's
observation, a determinized world of the acting seat, the events (kinds and fields other than the
log text and its parameters, which translators and writers may change) and the action chosen.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json

from timetravel.engine.registry import get_game
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, TERMINAL

CASES = (("rocket", 2, {}), ("rocket", 4, {}), ("division", 2, {}), ("division", 2, {"mode": "campaign"}))
SEEDS = (1, 2, 3)


def _event(event: object) -> list[object]:
    fields = {
        f.name: getattr(event, f.name) for f in dataclasses.fields(event) if f.name not in ("text", "params")
    }  # type: ignore[arg-type]
    return [type(event).__name__, repr(sorted(fields.items()))]


def game_digest(game_id: str, seats: int, options: dict[str, str], seed: int) -> str:
    game = get_game(game_id)
    rng = Rng(seed)
    state = game.new_initial_state(game.make_config(seats, options))
    digest = hashlib.sha256()
    step = 0
    while state.to_act() != TERMINAL:
        step += 1
        actor = state.to_act()
        record: list[object] = [actor]
        if actor == CHANCE:
            outcomes = state.chance_outcomes()
            record.append([[str(a), p] for a, p in outcomes])
            action = outcomes[rng.weighted_index([p for _, p in outcomes])][0]
        else:
            legal = state.legal_actions()
            record.append([str(a) for a in legal])  # labels are words, which writers may change
            record.append(state.determinize(actor, Rng(seed * 7919 + step)).to_json())
            action = rng.choice(legal)
        record.append([state.observe(seat) for seat in range(seats)])
        state, events = state.apply(action)
        record += [str(action), [_event(e) for e in events]]
        digest.update(repr(record).encode())  # repr keeps key order, which the hard AI's keys depend on
    digest.update(repr(state.to_json()).encode())
    return digest.hexdigest()[:16]


def all_digests() -> dict[str, str]:
    return {
        f"{gid}-{n}p-{'-'.join(opts.values()) or 'default'}-seed{seed}": game_digest(gid, n, opts, seed)
        for gid, n, opts in CASES
        for seed in SEEDS
    }


if __name__ == "__main__":
    print(json.dumps(all_digests(), indent=4))
