"""How much thinking the hard AI's early stop saves, decision by decision.

    python bench/hard_early_stop.py [GAME ...] [--positions 40] [--think-ms 100] [--seed 1]

Positions come from seeded random play (a seat to act with at least two legal actions). At each,
the hard AI decides once with its time budget and early stop, and once more without it (same
seed); the script reports the median decision time of each, how many decisions stopped early,
and whether any chose differently (with a time budget the iterations actually run vary with the
machine's load, so a rare difference is possible; with a fixed iteration count there is none).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from timetravel.ai.ismcts import HardAgent  # noqa: E402
from timetravel.ai.view import AgentView  # noqa: E402
from timetravel.engine.game import Game  # noqa: E402
from timetravel.engine.registry import get_game  # noqa: E402
from timetravel.engine.rng import Rng  # noqa: E402
from timetravel.engine.state import CHANCE, TERMINAL, GameState  # noqa: E402


def positions(game: Game, count: int, seed: int) -> list[GameState]:
    rng = Rng(seed)
    found: list[GameState] = []
    while len(found) < count:
        state = game.new_initial_state(game.make_config())
        while state.to_act() != TERMINAL and len(found) < count:
            if state.to_act() == CHANCE:
                outcomes = state.chance_outcomes()
                state = state.apply(outcomes[rng.weighted_index([p for _, p in outcomes])][0])[0]
                continue
            if len(state.legal_actions()) > 1 and rng.random() < 0.2:
                found.append(state)
            state = state.apply(rng.choice(state.legal_actions()))[0]
    return found


def measure(game_id: str, count: int, think_ms: int, seed: int) -> dict[str, Any]:
    game = get_game(game_id)
    times: dict[bool, list[float]] = {True: [], False: []}
    stopped = differ = 0
    for i, state in enumerate(positions(game, count, seed)):
        seat = state.to_act()
        chosen = {}
        for early in (True, False):
            agent = HardAgent(game, seat, seed + i, think_ms=think_ms, early_stop=early)
            started = time.perf_counter()
            chosen[early] = str(agent.decide(AgentView.of(state, seat)))
            times[early].append((time.perf_counter() - started) * 1000)
        stopped += times[True][-1] < 0.8 * think_ms
        differ += chosen[True] != chosen[False]
    return {
        "game": game_id,
        "positions": count,
        "think_ms": think_ms,
        "median_ms_early_stop": round(statistics.median(times[True]), 1),
        "median_ms_full_budget": round(statistics.median(times[False]), 1),
        "stopped_before_80_percent": stopped,
        "different_choices": differ,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=["rocket", "division"])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--think-ms", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for game_id in args.games:
        print(json.dumps(measure(game_id, args.positions, args.think_ms, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
