"""How often each of Time Machine Rocket's ten objectives is completed in AI play.

    python bench/rocket_objectives.py [--games 300] [--level normal] [--seats 2] [--seed 1] [--json]

Every seat plays at the same level (normal by default: hard's time budget makes runs depend on the
machine). For each objective: the rounds it was drawn in, the rounds a seat completed it, and the
share. Seats decide from their own view only, as in `timetravel simulate`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from timetravel.ai.factory import make_agent  # noqa: E402
from timetravel.ai.view import AgentView  # noqa: E402
from timetravel.engine.registry import get_game  # noqa: E402
from timetravel.engine.rng import Rng  # noqa: E402
from timetravel.engine.state import CHANCE, TERMINAL  # noqa: E402


def play_game(level: str, seats: int, seed: int, drawn: dict[str, int], done: dict[str, int]) -> None:
    game = get_game("rocket")
    rng = Rng(seed)
    agents = [make_agent(level, game, seat, rng.next_u64(), think_ms=100) for seat in range(seats)]
    state = game.new_initial_state(game.make_config(seats))
    while state.to_act() != TERMINAL:
        actor = state.to_act()
        if actor == CHANCE:
            outcomes = state.chance_outcomes()
            action = outcomes[rng.weighted_index([p for _, p in outcomes])][0]
        else:
            action = agents[actor].decide(AgentView.of(state, actor))
        before = state.objective_done_by  # type: ignore[attr-defined]
        state = state.apply(action)[0]
        if action.kind == "objective":
            drawn[str(action.args[0])] += 1
        if before is None and state.objective_done_by is not None:  # type: ignore[attr-defined]
            done[str(state.objective)] += 1  # type: ignore[attr-defined]


def run(games: int, level: str, seats: int, seed: int) -> dict[str, Any]:
    ids = sorted(get_game("rocket").deck.objectives)  # type: ignore[attr-defined]
    drawn = dict.fromkeys(ids, 0)
    done = dict.fromkeys(ids, 0)
    seeds = Rng(seed)
    for _ in range(games):
        play_game(level, seats, seeds.next_u64(), drawn, done)
    return {
        "games": games,
        "level": level,
        "seats": seats,
        "seed": seed,
        "rounds": sum(drawn.values()),
        "completed": sum(done.values()),
        "objectives": {i: {"drawn": drawn[i], "completed": done[i]} for i in ids},
    }


def table(result: dict[str, Any]) -> str:
    lines = [
        f"{result['games']} games, {result['seats']} {result['level']} seats, seed {result['seed']}: "
        f"{result['completed']} of {result['rounds']} rounds ended on their objective",
        f"{'objective':<20}{'drawn':>7}{'completed':>11}{'share':>8}",
    ]
    for objective, row in result["objectives"].items():
        share = row["completed"] / row["drawn"] if row["drawn"] else 0.0
        lines.append(f"{objective:<20}{row['drawn']:>7}{row['completed']:>11}{share:>8.1%}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = run(args.games, args.level, args.seats, args.seed)
    print(json.dumps(result) if args.json else table(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
