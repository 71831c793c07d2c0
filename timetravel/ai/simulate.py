"""`timetravel simulate`: AI seats play many games headless, for strength and speed figures.

Seats are named per column in the order given (e.g. hard,random). Game i rotates the assignment by
i: column j plays seat (j + i) mod n, so every column takes every seat equally often and the first
player's advantage does not bias the result. Wins are reported per column, not per seat. Each game
gets its own Match seed drawn from --seed, and each agent a seed drawn from the game's seed, so the
same command gives the same games (up to hard's time budget, which depends on machine speed).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from timetravel.ai.agent import Agent
from timetravel.ai.factory import LEVELS, make_agent
from timetravel.ai.view import AgentView
from timetravel.engine.errors import ConfigError, TimetravelError
from timetravel.engine.game import Game
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import get_game
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, TERMINAL

REAL_TIME_STEP_MS = 500  # default virtual time a decision costs in a real-time game


class SimulationError(TimetravelError):
    """A game that did not finish within its declared maximum length."""


@dataclass
class Tally:
    """Counts over all games, per column where it matters."""

    columns: int
    wins: list[int] = field(default_factory=list)
    win_share: list[float] = field(default_factory=list)
    all_lose: int = 0
    draws: int = 0
    successes: int = 0
    actions: int = 0
    runs: list[float] = field(default_factory=list)
    decision_ms: dict[str, list[float]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.wins = [0] * self.columns
        self.win_share = [0.0] * self.columns


class Budget(NamedTuple):
    think_ms: int
    iterations: int | None


def default_seats(game: Game) -> list[str]:
    """Hard against random seats, at the game's smallest seat count."""
    return ["hard"] + ["random"] * (game.info.min_seats - 1)


def run_simulation(
    game_id: str,
    games: int,
    seats: list[str] | None,
    seed: int,
    think_ms: int,
    options: dict[str, str] | None = None,
    iterations: int | None = None,
    decision_ms: int = REAL_TIME_STEP_MS,
) -> dict[str, Any]:
    """Play `games` games between the named seat levels and return the figures as a dict.

    `iterations` fixes hard's iterations per decision instead of its time budget (for tests). In a
    real-time game each decision costs `decision_ms` of virtual clock time, whatever the thinking
    really took, so that results do not depend on the machine.
    """
    if decision_ms < 1:
        raise ConfigError("a decision must cost at least 1 ms of virtual time")
    game = get_game(game_id)
    levels = list(seats) if seats else default_seats(game)
    for level in levels:
        if level not in LEVELS:
            raise ConfigError(f"simulate plays AI seats only ({', '.join(LEVELS)}), not {level!r}")
    if games < 1:
        raise ConfigError("simulate needs at least one game")
    config = game.make_config(len(levels), options or {})
    tally = Tally(len(levels))
    seeds = Rng(seed)
    started = time.perf_counter()
    for index in range(games):
        budget = Budget(think_ms, iterations)
        _play_one(game, config, levels, index, seeds.next_u64(), budget, tally, decision_ms)
    seconds = time.perf_counter() - started
    result = _report(game, levels, games, seed, think_ms, tally, seconds)
    if game.info.real_time:
        result["decision_ms"] = decision_ms
    return result


def random_seats_rate(game: Game, seed: int, seconds: float) -> float:
    """Actions per second of this command's whole loop (Match, log, agents, tallies) with random
    seats at the game's smallest seat count, over whole games for about `seconds`: what bench sets
    beside the bare engine and the AI's view."""
    levels = ["random"] * game.info.min_seats
    config = game.make_config(len(levels), {})
    tally = Tally(len(levels))
    seeds = Rng(seed)
    budget = Budget(1000, None)
    started = time.perf_counter()
    index = 0
    while True:
        _play_one(game, config, levels, index, seeds.next_u64(), budget, tally, REAL_TIME_STEP_MS)
        index += 1
        elapsed = time.perf_counter() - started
        if elapsed >= seconds:
            return tally.actions / elapsed


def _play_one(
    game: Game,
    config: Any,
    levels: list[str],
    index: int,
    game_seed: int,
    budget: Budget,
    tally: Tally,
    decision_ms: int,
) -> None:
    n = len(levels)
    column_of_seat = [(seat - index) % n for seat in range(n)]
    specs = [
        SeatSpec.model_validate({"name": f"{levels[c]} {c + 1}", "kind": "ai", "level": levels[c]})
        for c in column_of_seat
    ]
    match = Match.new(game, config, specs, game_seed)
    agent_seeds = Rng(game_seed ^ 0x5EA7)
    agents: list[Agent] = [
        make_agent(levels[column_of_seat[seat]], game, seat, agent_seeds.next_u64(), *budget)
        for seat in range(n)
    ]
    real_time = game.info.real_time
    steps = 0
    clock_fed = False
    while (actor := match.to_act()) != TERMINAL:
        if steps > game.info.max_length:
            raise SimulationError(
                f"{game.info.title} did not end within {game.info.max_length} actions (game {index})"
            )
        steps += 1
        if actor == CHANCE:
            match.sample_chance()
            continue
        if real_time and not clock_fed:  # the time a decision costs, once per decision
            clock_fed = True
            match.let_time_pass(decision_ms)
            continue
        clock_fed = False
        agent = agents[actor]
        view = AgentView.of(match.state, actor)
        if agent.level == "random":
            match.apply(agent.decide(view))
            continue
        before = time.perf_counter()
        action = agent.decide(view)
        tally.decision_ms.setdefault(agent.level, []).append((time.perf_counter() - before) * 1000)
        match.apply(action)
    _count(match, column_of_seat, tally)


def _count(match: Match, column_of_seat: list[int], tally: Tally) -> None:
    outcome = match.state.outcome()
    assert outcome is not None
    tally.actions += len(match.log)
    if outcome.all_lose:
        tally.all_lose += 1
    elif len(outcome.winners) > 1:
        tally.draws += 1
    if outcome.team_success:
        tally.successes += 1
    if not outcome.all_lose:
        for seat in outcome.winners:
            tally.wins[column_of_seat[seat]] += 1
            tally.win_share[column_of_seat[seat]] += 1 / len(outcome.winners)
    runs = getattr(match.state, "runs", None)
    if isinstance(runs, int | float):
        tally.runs.append(float(runs))


def _timing(values: list[float]) -> dict[str, float | int | None]:
    if not values:
        return {"median": None, "p95": None, "decisions": 0}
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, max(0, round(0.95 * len(ordered)) - 1))]
    return {"median": round(statistics.median(ordered), 3), "p95": round(p95, 3), "decisions": len(ordered)}


def _report(
    game: Game, levels: list[str], games: int, seed: int, think_ms: int, tally: Tally, seconds: float
) -> dict[str, Any]:
    every = [ms for times in tally.decision_ms.values() for ms in times]
    result: dict[str, Any] = {
        "game": game.info.id,
        "games": games,
        "seats": levels,
        "seed": seed,
        "think_ms": think_ms,
        "wins": tally.wins,
        "win_share": [round(w, 4) for w in tally.win_share],
        "all_lose": tally.all_lose,
        "draws": tally.draws,
        "mean_actions": round(tally.actions / games, 2),
        "actions_per_s": round(tally.actions / seconds, 1) if seconds > 0 else None,
        "ai_ms": {
            **_timing(every),
            "by_level": {lv: _timing(ms) for lv, ms in sorted(tally.decision_ms.items())},
        },
        "seconds": round(seconds, 3),
    }
    if game.info.cooperative:
        result["success_rate"] = round(tally.successes / games, 4)
        result["mean_runs"] = round(statistics.mean(tally.runs), 3) if tally.runs else None
    return result


def format_table(result: dict[str, Any]) -> str:
    games = result["games"]
    lines = [
        f"{result['game']}: {games} games, seed {result['seed']}, hard thinks {result['think_ms']} ms",
        f"{'column':<8}{'level':<8}{'wins':>6}{'win %':>8}",
    ]
    for column, level in enumerate(result["seats"]):
        share = 100 * result["win_share"][column] / games
        lines.append(f"{column + 1:<8}{level:<8}{result['wins'][column]:>6}{share:>7.1f}%")
    lines.append(f"draws {result['draws']}, everyone lost {result['all_lose']}")
    if "success_rate" in result:
        lines.append(f"team success {100 * result['success_rate']:.1f}%, mean runs {result['mean_runs']}")
    lines.append(f"mean actions {result['mean_actions']}, {result['actions_per_s']} actions/s")
    for level, timing in result["ai_ms"]["by_level"].items():
        lines.append(f"{level} decides in {timing['median']} ms median, {timing['p95']} ms p95")
    lines.append(f"{result['seconds']} s")
    return "\n".join(lines)


def simulate_command(args: argparse.Namespace) -> int:
    options = dict(args.option or [])
    result = run_simulation(
        args.game, args.games, args.seats, args.seed, args.think_ms, options, decision_ms=args.decision_ms
    )
    print(json.dumps(result) if args.json else format_table(result))
    return 0
