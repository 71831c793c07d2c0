"""El Ministerio's balance by simulation: normal AI against normal AI from fixed seeds.

    python bench/ministerio_balance.py [--games 1000] [--seats 4] [--seed 1] [--json]

Game i is played from seed `seed + i` (chance and every agent's seed derive from it), so the same
command prints the same tables. Protagonists are drawn at random (not picked by the AI), so each is
measured as often as the others. Reported: the win share of each protagonist and each mission against
its fair share (a game won by k seats gives each 1/k; the fair share of a protagonist or mission is
what it would win if every seat holding it were equally likely to win), how often everyone loses
(and why), and the game length in rounds.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from timetravel.ai.factory import make_agent  # noqa: E402
from timetravel.ai.view import AgentView  # noqa: E402
from timetravel.engine.rng import Rng  # noqa: E402
from timetravel.engine.state import CHANCE, TERMINAL  # noqa: E402
from timetravel.games.ministerio import GAME  # noqa: E402
from timetravel.games.ministerio.state import MinisterioState  # noqa: E402


def play_one(seats: int, seed: int) -> dict[str, Any]:
    """One normal-vs-normal game: who held what, who won, why it ended and how long it lasted."""
    rng = Rng(seed)
    agents = [make_agent("normal", GAME, seat, rng.next_u64()) for seat in range(seats)]
    state = GAME.new_initial_state(GAME.make_config(seats))
    assert isinstance(state, MinisterioState)
    protagonists: list[str | None] = [None] * seats
    missions: list[str | None] = [None] * seats
    while state.to_act() != TERMINAL:
        actor = state.to_act()
        if actor == CHANCE:
            outcomes = state.chance_outcomes()
            action = outcomes[rng.weighted_index([p for _, p in outcomes])][0]
        elif state.stage == "choose_agent":  # drawn at random, so every protagonist is measured
            action = rng.choice(state.legal_actions())
        else:
            action = agents[actor].decide(AgentView.of(state, actor))
        state = state.apply(action)[0]
        for seat, agent in enumerate(state.agents):
            protagonists[seat] = protagonists[seat] or agent.protagonist
            missions[seat] = missions[seat] or agent.mission
    outcome = state.outcome()
    assert outcome is not None
    return {
        "protagonists": protagonists,
        "missions": missions,
        "winners": sorted(outcome.winners),
        "all_lose": outcome.detail if outcome.all_lose else "",
        "ending": state.ending,
        "rounds": state.round,
    }


def share_table(games: list[dict[str, Any]], key: str) -> list[dict[str, Any]]:
    """Per protagonist (or mission): games held, win share, fair share and their ratio."""
    held: Counter[str] = Counter()
    fair: dict[str, float] = defaultdict(float)
    won: dict[str, float] = defaultdict(float)
    for game in games:
        names = game[key]
        decided = not game["all_lose"]
        for seat, name in enumerate(names):
            held[name] += 1
            if decided:
                fair[name] += 1 / len(names)
                if seat in game["winners"]:
                    won[name] += 1 / len(game["winners"])
    return [
        {
            "name": name,
            "held": held[name],
            "won": round(won[name], 2),
            "fair": round(fair[name], 2),
            "ratio": round(won[name] / fair[name], 2) if fair[name] else 0.0,
        }
        for name in sorted(held)
    ]


def summary(games: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    rounds = sorted(g["rounds"] for g in games)
    lost = [g["all_lose"] for g in games if g["all_lose"]]
    return {
        "games": len(games),
        "seconds": round(seconds, 1),
        "protagonists": share_table(games, "protagonists"),
        "missions": share_table(games, "missions"),
        "everyone_loses": round(len(lost) / len(games), 3),
        "everyone_loses_why": dict(Counter(lost)),
        "endings": dict(Counter(g["ending"] or "-" for g in games)),
        "rounds_median": statistics.median(rounds),
        "rounds_p90": rounds[min(len(rounds) - 1, int(0.9 * len(rounds)))],
    }


def print_tables(figures: dict[str, Any]) -> None:
    print(f"{figures['games']} games, normal vs normal ({figures['seconds']} s)")
    for key in ("protagonists", "missions"):
        print(f"\n{key:<24}{'held':>6}{'won':>9}{'fair':>9}{'ratio':>7}")
        for row in figures[key]:
            print(f"{row['name']:<24}{row['held']:>6}{row['won']:>9}{row['fair']:>9}{row['ratio']:>7}")
    print(f"\neveryone loses: {figures['everyone_loses']:.1%} {figures['everyone_loses_why']}")
    print(f"endings: {figures['endings']}")
    print(f"rounds: median {figures['rounds_median']}, p90 {figures['rounds_p90']}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    games = [play_one(args.seats, args.seed + i) for i in range(args.games)]
    figures = summary(games, time.perf_counter() - started)
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print_tables(figures)


if __name__ == "__main__":
    main()
