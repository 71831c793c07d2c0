"""Time Arena: one AI level against another over full games, with how the games end.

    python bench/arena_hard.py [--seats hard,normal] [--games 50] [--seed 1] [--think-ms 100]
                               [--decision-ms 1000] [--mode full] [--fixed] [--json]

Seats rotate as in `timetravel simulate` (game i: column j plays seat (j + i) mod 2) and each
decision costs `decision-ms` of virtual clock time, so the win rate compares with simulate's.
Reported beyond simulate: the 95% interval (Wilson), how the games end (Totem, clock...) by winner's
column, and the median decisions and clock left per column. `--fixed` runs hard's fixed effort
(think_ms None: deterministic, independent of the machine's load).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from timetravel.ai.factory import make_agent  # noqa: E402
from timetravel.ai.view import AgentView  # noqa: E402
from timetravel.engine.rng import Rng  # noqa: E402
from timetravel.engine.state import CHANCE, TERMINAL, GameState  # noqa: E402
from timetravel.games.arena import GAME  # noqa: E402
from timetravel.games.arena.state import ArenaState  # noqa: E402


def play_one(index: int, seed: int, levels: list[str], args: argparse.Namespace) -> dict[str, Any]:
    rng = Rng(seed)
    column_of_seat = [(seat - index) % 2 for seat in range(2)]
    agents = [
        make_agent(
            levels[column_of_seat[seat]], GAME, seat, rng.next_u64(), args.think_ms, 1 if args.fixed else None
        )
        for seat in range(2)
    ]
    state: GameState = GAME.new_initial_state(GAME.make_config(2, {"mode": args.mode}))
    decisions = [0, 0]
    thinking: dict[str, list[float]] = {}
    while state.to_act() != TERMINAL:
        actor = state.to_act()
        if actor == CHANCE:
            outcomes = state.chance_outcomes()
            state = state.apply(outcomes[rng.weighted_index([p for _, p in outcomes])][0])[0]
            continue
        if state.stage == "play":  # type: ignore[attr-defined]
            state = state.after_time(args.decision_ms)
            if state.to_act() != actor:
                continue
        decisions[column_of_seat[actor]] += 1
        began = time.perf_counter()
        action = agents[actor].decide(AgentView.of(state, actor))
        thinking.setdefault(agents[actor].level, []).append((time.perf_counter() - began) * 1000)
        state = state.apply(action)[0]
    st: ArenaState = state  # type: ignore[assignment]
    winner = None if st.winner is None or st.winner < 0 else column_of_seat[st.winner]
    return {
        "winner": winner,
        "reason": st.reason,
        "decisions": decisions,
        "clock": [st.clock[column_of_seat.index(c)] for c in range(2)],
        "thinking": thinking,
    }


def wilson(wins: int, games: int) -> tuple[float, float]:
    """The 95% interval of a win rate (Wilson score)."""
    z = 1.96
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seats", default="hard,normal")
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think-ms", type=int, default=100)
    parser.add_argument("--decision-ms", type=int, default=1000)
    parser.add_argument("--mode", choices=("full", "expert", "first"), default="full")
    parser.add_argument("--fixed", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    levels = args.seats.split(",")
    started = time.perf_counter()
    games = []
    for i in range(args.games):
        games.append(play_one(i, args.seed * 1_000_003 + i, levels, args))
        if not args.json:
            wins = sum(g["winner"] == 0 for g in games)
            print(f"game {i + 1}: {levels[0]} {wins}/{i + 1}", file=sys.stderr, flush=True)
    wins = sum(g["winner"] == 0 for g in games)
    low, high = wilson(wins, len(games))
    thinking: dict[str, list[float]] = {}
    for game in games:
        for level, times in game["thinking"].items():
            thinking.setdefault(level, []).extend(times)
    result = {
        "seats": levels,
        "games": len(games),
        "seed": args.seed,
        "think_ms": None if args.fixed else args.think_ms,
        "wins": [wins, sum(g["winner"] == 1 for g in games)],
        "share": round(wins / len(games), 3),
        "interval95": [round(low, 3), round(high, 3)],
        "ends": dict(
            Counter(f"{levels[g['winner']] if g['winner'] is not None else '-'} {g['reason']}" for g in games)
        ),
        "decisions_median": [statistics.median(g["decisions"][c] for g in games) for c in range(2)],
        "clock_left_median_s": [statistics.median(g["clock"][c] for g in games) / 1000 for c in range(2)],
        "think_median_ms": {lv: round(statistics.median(t), 2) for lv, t in thinking.items()},
        "seconds": round(time.perf_counter() - started, 1),
    }
    print(json.dumps(result, indent=None if args.json else 1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
