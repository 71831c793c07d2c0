"""Time Arena's balance by simulation: normal AI against normal AI (mirror matches), full game.

    python bench/arena_balance.py [--games 300] [--draft random|normal|factions] [--seed 1]
                                  [--decision-ms 1000] [--mode full] [--json]

Game i is played from seed `seed + i`; the same command prints the same tables. Each decision costs
`decision-ms` of virtual clock time, as in `timetravel simulate --decision-ms`.

Drafts: `random` (each pick drawn at random among the legal ones, so every fighter is measured about
as often as the others), `normal` (the AI drafts both sides) or `factions` (each side plays a whole
faction; game i plays the i-th of the six ordered pairs of different factions, so each pair is
played from both sides equally often).

Reported: White's win rate; per fighter, the games it was picked in and the win rate of the side
that picked it; per faction, the same over its fighters' picks (a side holding two of its fighters
counts twice) and, with `factions`, the win rate of the side playing it; how games end; the length.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from itertools import permutations
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from timetravel.ai.factory import make_agent  # noqa: E402
from timetravel.ai.view import AgentView  # noqa: E402
from timetravel.engine.rng import Rng  # noqa: E402
from timetravel.engine.state import CHANCE, TERMINAL, GameState  # noqa: E402
from timetravel.games.arena import GAME  # noqa: E402
from timetravel.games.arena.content import content  # noqa: E402
from timetravel.games.arena.state import ArenaState  # noqa: E402

FACTION_PAIRS = list(permutations(sorted(content().factions), 2))


def draft_action(state: ArenaState, how: str, index: int, rng: Rng, agents: list[Any]) -> Any:
    """The next pick: at random, by the AI, or the fighter of the side's faction for this game."""
    actions = state.legal_actions()
    if how == "random":
        return rng.choice(actions)
    if how == "factions":
        faction = FACTION_PAIRS[index % len(FACTION_PAIRS)][state.seat & 1]
        fighters = content().fighters
        return next(a for a in actions if fighters[str(a.args[0])].faction == faction)
    return agents[state.to_act()].decide(AgentView.of(state, state.to_act()))


def play_one(index: int, seed: int, how: str, decision_ms: int, mode: str) -> dict[str, Any]:
    rng = Rng(seed)
    agents = [make_agent("normal", GAME, seat, rng.next_u64()) for seat in range(2)]
    state: GameState = GAME.new_initial_state(GAME.make_config(2, {"mode": mode}))
    decisions = 0
    while state.to_act() != TERMINAL:
        st: ArenaState = state  # type: ignore[assignment]
        actor = state.to_act()
        if actor == CHANCE:
            outcomes = state.chance_outcomes()
            state = state.apply(outcomes[rng.weighted_index([p for _, p in outcomes])][0])[0]
            continue
        if st.stage == "draft":
            state = state.apply(draft_action(st, how, index, rng, agents))[0]
            continue
        state = state.after_time(decision_ms)
        if state.to_act() != actor:
            continue
        decisions += 1
        state = state.apply(agents[actor].decide(AgentView.of(state, actor)))[0]
    st = state  # type: ignore[assignment]
    return {
        "teams": [st.team[:4], st.team[4:]],
        "winner": st.winner,
        "reason": st.reason,
        "turns": st.turns,
        "decisions": decisions,
        "energy": list(st.energy),
    }


def tables(games: list[dict[str, Any]], how: str) -> dict[str, Any]:
    fighters = content().fighters
    picked: Counter[str] = Counter()
    won: Counter[str] = Counter()
    faction_picks: Counter[str] = Counter()
    faction_wins: Counter[str] = Counter()
    for game in games:
        for side, team in enumerate(game["teams"]):
            for fighter in team:
                picked[fighter] += 1
                faction_picks[fighters[fighter].faction] += 1
                if game["winner"] == side:
                    won[fighter] += 1
                    faction_wins[fighters[fighter].faction] += 1
    result: dict[str, Any] = {
        "games": len(games),
        "white_wins": round(sum(g["winner"] == 0 for g in games) / len(games), 3),
        "reasons": dict(Counter(g["reason"] for g in games)),
        "mean_turns": round(statistics.mean(g["turns"] for g in games), 1),
        "mean_decisions": round(statistics.mean(g["decisions"] for g in games), 1),
        "fighters": {
            f: [picked[f], _rate(won[f], picked[f])]
            for f in sorted(picked, key=lambda f: -won[f] / picked[f])
        },
        "factions": {
            f: [faction_picks[f], _rate(faction_wins[f], faction_picks[f])] for f in sorted(faction_picks)
        },
    }
    if how == "factions":
        sides: Counter[str] = Counter()
        wins: Counter[str] = Counter()
        for game in games:
            for side, team in enumerate(game["teams"]):
                faction = fighters[team[0]].faction
                sides[faction] += 1
                wins[faction] += game["winner"] == side
        result["faction_teams"] = {f: [sides[f], _rate(wins[f], sides[f])] for f in sorted(sides)}
    return result


def _rate(wins: int, games: int) -> float:
    return round(wins / games, 3) if games else 0.0


def format_tables(result: dict[str, Any]) -> str:
    names = content().fighters
    lines = [
        f"{result['games']} games, White wins {100 * result['white_wins']:.1f}%, "
        f"mean {result['mean_turns']} turns, {result['mean_decisions']} decisions; ends {result['reasons']}",
        f"{'fighter':<12}{'faction':<10}{'picked':>7}{'wins %':>8}",
    ]
    for fighter, (count, rate) in result["fighters"].items():
        lines.append(f"{names[fighter].name:<12}{names[fighter].faction:<10}{count:>7}{100 * rate:>7.1f}%")
    lines.append(f"{'faction':<22}{'picks':>7}{'wins %':>8}")
    for faction, (count, rate) in result["factions"].items():
        lines.append(f"{faction:<22}{count:>7}{100 * rate:>7.1f}%")
    for faction, (count, rate) in result.get("faction_teams", {}).items():
        lines.append(f"{faction + ' (whole team)':<22}{count:>7}{100 * rate:>7.1f}%")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--draft", choices=("random", "normal", "factions"), default="random")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--decision-ms", type=int, default=1000)
    parser.add_argument("--mode", choices=("full", "expert"), default="full")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    games = [play_one(i, args.seed + i, args.draft, args.decision_ms, args.mode) for i in range(args.games)]
    result = {
        "draft": args.draft,
        "seed": args.seed,
        "decision_ms": args.decision_ms,
        **tables(games, args.draft),
        "seconds": round(time.perf_counter() - started, 1),
    }
    print(json.dumps(result) if args.json else format_tables(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
