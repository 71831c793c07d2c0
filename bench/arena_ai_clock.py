"""Time Arena: does an AI finish its games within its clock, now that its pace and thinking run it?

    python bench/arena_ai_clock.py [--levels random,easy,normal,hard] [--against LEVEL] [--games 20]
                                   [--seed 1] [--pace-ms 700] [--think-ms 1000] [--animation normal]
                                   [--mode full] [--json]

Each level plays `games` full games against itself (or against `--against`, taking White and Black
in turn) through the PlayDriver, as the app plays them,
on virtual time: frames of 50 ms, the pace before each AI move, each decision's own thinking (its
wall time measured here, charged as that much virtual time; the app thinks on a thread while the
frames run), and an estimate of the animations that the driver waits for after each step (the app
lets nobody move while the board animates, and the clock runs meanwhile). Reported per level, over
the sides it played (two a game in its mirror, one against another level): sides that lost on time,
the median and lowest clock left at the end, the median decisions, its wins and how games ended.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from timetravel.ai.factory import make_agent  # noqa: E402
from timetravel.ai.view import AgentView  # noqa: E402
from timetravel.engine.actions import Action  # noqa: E402
from timetravel.engine.events import Event, PieceMoved  # noqa: E402
from timetravel.engine.game import Game  # noqa: E402
from timetravel.engine.match import Match, SeatSpec  # noqa: E402
from timetravel.engine.state import GameState  # noqa: E402
from timetravel.games.arena import GAME  # noqa: E402
from timetravel.games.arena.events import (  # noqa: E402
    AttackDeclared,
    BombDeclared,
    FightDieRolled,
    FighterMoved,
    KnockedOut,
)
from timetravel.games.arena.state import ArenaState  # noqa: E402
from timetravel.play.driver import PlayDriver, Step  # noqa: E402

FRAME_S = 0.05
SPEEDS = {"off": 0.0, "slow": 0.6, "normal": 1.0, "fast": 1.8}  # as ui/services.py's animation speeds


def shown_seconds(events: list[Event], speed: float) -> float:
    """About how long the board animates a step at `speed` (the durations of ui/boards/arena)."""
    if speed <= 0:
        return 0.0
    seconds = 0.0
    for event in events:
        if isinstance(event, FighterMoved):
            seconds += 0.12 * max(1, len(event.path) - 1)
        elif isinstance(event, KnockedOut):
            seconds += 1.27
        elif isinstance(event, PieceMoved):
            seconds += 0.4
        elif isinstance(event, FightDieRolled):
            seconds += 0.8
        elif isinstance(event, AttackDeclared) and event.ranged:
            seconds += 0.32
        elif isinstance(event, BombDeclared):
            seconds += 0.5
    return seconds / speed


class VirtualThinker:
    """Decides at once, on this thread, and answers once as much virtual time has passed as the
    decision took in wall time (the app's thread thinks while its frames run)."""

    def __init__(self, clock: list[float], level: str, state: GameState, seat: int, seed: int, think_ms: int,
                 spent: dict[str, list[float]]) -> None:  # fmt: skip
        began = time.perf_counter()
        self.action: Action | None = make_agent(level, GAME, seat, seed, think_ms).decide(
            AgentView.of(state, seat)
        )
        took = time.perf_counter() - began
        spent.setdefault(level, []).append(took * 1000)
        self.clock, self.ready_at = clock, clock[0] + took

    def poll(self) -> Action | None:
        return self.action if self.clock[0] >= self.ready_at else None

    def cancel(self) -> None:
        self.action = None


def play_one(
    levels: list[str], seed: int, args: argparse.Namespace, spent: dict[str, list[float]]
) -> dict[str, Any]:
    seats = [SeatSpec(name=f"{lv} {i}", kind="ai", level=lv) for i, lv in enumerate(levels)]  # type: ignore[arg-type]
    match = Match.new(GAME, GAME.make_config(2, {"mode": args.mode}), seats, seed)
    now = [0.0]

    def start(
        level: str, game: Game, state: GameState, seat: int, seed: int, think_ms: int
    ) -> VirtualThinker:
        return VirtualThinker(now, level, state, seat, seed, think_ms, spent)

    driver = PlayDriver(match, frozenset(), pace_ms=args.pace_ms, think_ms=args.think_ms, start_thinker=start)
    speed = SPEEDS[args.animation]
    showing = 0.0
    while not match.is_over:
        now[0] += FRAME_S
        showing = max(0.0, showing - FRAME_S)
        for report in driver.update(FRAME_S, animating=showing > 0):
            if isinstance(report, Step):
                showing += shown_seconds(report.events, speed)
        if now[0] > 3600:
            raise RuntimeError(f"{levels} seed {seed}: no end after an hour of virtual time")
    st: ArenaState = match.state  # type: ignore[assignment]
    decisions = [
        sum(1 for e in match.log if e.actor == seat and not e.action.startswith("time:")) for seat in (0, 1)
    ]
    return {"winner": st.winner, "reason": st.reason, "clock": list(st.clock), "decisions": decisions}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--levels", default="random,easy,normal,hard")
    parser.add_argument("--against", default="", help="the opponent's level (default: the same)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pace-ms", type=int, default=700)
    parser.add_argument("--think-ms", type=int, default=1000)
    parser.add_argument("--animation", choices=tuple(SPEEDS), default="normal")
    parser.add_argument("--mode", choices=("full", "expert", "first"), default="full")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    results: dict[str, Any] = {}
    spent: dict[str, list[float]] = {}
    for level in args.levels.split(","):
        other = args.against or level
        sides: list[dict[str, Any]] = []  # the level's sides: its clock left, decisions, win, the end
        for i in range(args.games):
            levels = [level, other] if i % 2 == 0 else [other, level]
            game = play_one(levels, args.seed * 1_000_003 + i, args, spent)
            mine = [seat for seat in (0, 1) if levels[seat] == level]
            sides += [
                {"clock": game["clock"][s], "decisions": game["decisions"][s], "won": game["winner"] == s,
                 "reason": game["reason"]}
                for s in mine
            ]  # fmt: skip
            if not args.json:
                print(f"{level} v {other} game {i + 1}: {game['reason']}", file=sys.stderr, flush=True)
        results[level if other == level else f"{level} v {other}"] = {
            "games": args.games,
            "sides": len(sides),
            "lost_on_time": sum(s["reason"] == "clock" and not s["won"] for s in sides),
            "won": sum(s["won"] for s in sides),
            "clock_left_median_s": round(statistics.median(s["clock"] for s in sides) / 1000, 1),
            "clock_left_lowest_s": round(min(s["clock"] for s in sides) / 1000, 1),
            "decisions_median": statistics.median(s["decisions"] for s in sides),
            "ends": dict(Counter(str(s["reason"]) for s in sides)),
            "think_median_ms": round(statistics.median(spent.get(level, [0.0])), 1),
        }
    out = {
        "pace_ms": args.pace_ms,
        "against": args.against or "itself",
        "think_ms": args.think_ms,
        "animation": args.animation,
        "mode": args.mode,
        "seed": args.seed,
        "levels": results,
        "seconds": round(time.perf_counter() - started, 1),
    }
    print(json.dumps(out, indent=None if args.json else 1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
