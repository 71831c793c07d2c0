"""`timetravel bench`: the performance figures of issue 2, section 7, as medians over --runs.

For each game: random-play actions per second (legal_actions, apply and chance sampling, every step
counted, chance included), save and load time of a late-game match, and the frame times of
`timetravel demo GAME` (a subprocess under the dummy video driver), once with random seats and once
with hard seats thinking in the background (is the UI still fluid while the AI thinks? it counts the
frames over 33 ms, leaving out each run's first frame, which builds the screen), and the resident
memory after each of 31 demo games (it must stay flat after the first). Once for
all games: the wall time until the title screen has drawn its first frame. Nothing here imports
pygame; the UI figures come from subprocesses and are skipped with a note when they fail. Those
subprocesses start this same timetravel: in the packaged app that is the app itself (app_command).
`--quick` takes a first look in about a minute: short demo runs and no memory figure.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from timetravel.ai.simulate import random_seats_rate
from timetravel.ai.view import AgentView
from timetravel.engine.game import Game
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import all_games, get_game
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, TERMINAL, GameState

PLAY_SECONDS = 0.5  # wall time of one random-play run
REAL_TIME_STEP_MS = 100  # simulated time fed to real-time games between random steps
LATE_GAME = 0.9  # a late-game match is this fraction of a random game's log
DEMO_FRAMES = 600
DEMO_HARD_FRAMES = 300
QUICK_DEMO_FRAMES = 60  # --quick: frames per demo run (with random seats, then with hard seats)
SUBPROCESS_TIMEOUT_S = 600

Figures = dict[str, Any]


# --- engine speed --------------------------------------------------------------------------------
def _random_step(state: GameState, rng: Rng) -> GameState:
    """One step of random play; real-time games get REAL_TIME_STEP_MS of clock before each step."""
    if state.game.info.real_time:
        state = state.after_time(REAL_TIME_STEP_MS)
    if state.to_act() == CHANCE:
        outcomes = state.chance_outcomes()
        return state.apply(outcomes[rng.weighted_index([p for _, p in outcomes])][0])[0]
    if state.to_act() == TERMINAL:
        return state
    return state.apply(rng.choice(state.legal_actions()))[0]


def _play_rate(game: Game, seed: int, seconds: float, step: Callable[[GameState, Rng], GameState]) -> float:
    """Steps per second of play from fresh games, each step made by `step`, for about `seconds`."""
    rng = Rng(seed)
    config = game.make_config()
    steps = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        state = game.new_initial_state(config)
        while state.to_act() != TERMINAL:
            state = step(state, rng)
            steps += 1
            if steps % 512 == 0 and time.perf_counter() >= deadline:
                break
    return steps / (time.perf_counter() - started)


def random_play_rate(game: Game, seed: int, seconds: float = PLAY_SECONDS) -> float:
    """Steps per second of random play from fresh games, for about `seconds`."""
    return _play_rate(game, seed, seconds, _random_step)


def view_play_rate(game: Game, seed: int, seconds: float = PLAY_SECONDS) -> float:
    """Steps per second of random play where each decision is made from the acting seat's view
    (its observation and legal actions), as random seats decide in `timetravel simulate`: the
    cost of the path every AI decision, and every hard AI search iteration, goes through."""

    def step(state: GameState, rng: Rng) -> GameState:
        actor = state.to_act()
        if actor == CHANCE or game.info.real_time:
            return _random_step(state, rng)
        return state.apply(rng.choice(AgentView.of(state, actor).legal_actions))[0]

    return _play_rate(game, seed, seconds, step)


# --- the yardstick: python-chess's random playout ------------------------------------------------
CHESS_MISSING = 'python-chess is not installed (from a source checkout: pip install ".[bench]"): no ratios'
CHESS_NOT_PACKAGED = (
    "python-chess is not part of the packaged app: no ratios (bench from a source checkout has them)"
)


def frozen() -> bool:
    """Whether this is the packaged app (PyInstaller sets sys.frozen), where no pip can add anything."""
    return bool(getattr(sys, "frozen", False))


def chess_play_rate(seed: int, seconds: float = PLAY_SECONDS) -> float | None:
    """Plies per second of python-chess random games from the start position until game over
    (legal moves and push in a loop); None without python-chess, an optional bench extra."""
    try:
        import chess
    except ImportError:
        return None
    rng = Rng(seed)
    plies = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            plies += 1
    return plies / (time.perf_counter() - started)


def speed_figures(game: Game, runs: int, seconds: float = PLAY_SECONDS) -> Figures:
    """Engine and view-path speed, each as a ratio to python-chess measured alongside it: chess
    runs before and after each game run and the game's rate is set against their mean, so both see
    the same machine load. Medians over `runs`."""
    bare: list[float] = []
    view: list[float] = []
    simulated: list[float] = []
    bare_ratios: list[float] = []
    view_ratios: list[float] = []
    simulate_ratios: list[float] = []
    chess_rates: list[float] = []
    for seed in range(1, runs + 1):
        before = chess_play_rate(seed, seconds)
        bare.append(random_play_rate(game, seed, seconds))
        middle = chess_play_rate(seed + 1, seconds)
        view.append(view_play_rate(game, seed, seconds))
        after = chess_play_rate(seed + 2, seconds)
        simulated.append(random_seats_rate(game, seed, seconds))
        last = chess_play_rate(seed + 3, seconds)
        if before is not None and middle is not None and after is not None and last is not None:
            chess_rates += [before, middle, after, last]
            bare_ratios.append(bare[-1] / ((before + middle) / 2))
            view_ratios.append(view[-1] / ((middle + after) / 2))
            simulate_ratios.append(simulated[-1] / ((after + last) / 2))
    figures: Figures = {
        "bare_actions_per_s": round(statistics.median(bare)),
        "view_actions_per_s": round(statistics.median(view)),
        "simulate_actions_per_s": round(statistics.median(simulated)),
        # simulate against the view path run just before it, on the same seed (issue 20: within 10%)
        "simulate_vs_view": round(statistics.median(s / v for s, v in zip(simulated, view, strict=True)), 2),
    }
    if not chess_rates:
        figures["chess"] = CHESS_NOT_PACKAGED if frozen() else CHESS_MISSING
        return figures
    figures["chess_plies_per_s"] = round(statistics.median(chess_rates))
    figures["bare_ratio"] = round(statistics.median(bare_ratios), 2)
    figures["view_ratio"] = round(statistics.median(view_ratios), 2)
    figures["simulate_ratio"] = round(statistics.median(simulate_ratios), 2)
    return figures


def _speed_text(figures: Figures) -> list[str]:
    if "chess" in figures:
        return [
            f"  through the view {figures['view_actions_per_s']:,} actions/s",
            f"  simulate         {figures['simulate_actions_per_s']:,} actions/s with random seats",
            f"  vs python-chess  {figures['chess']}",
        ]
    return [
        f"  vs python-chess  engine {figures['bare_ratio']}x, through the AI's view {figures['view_ratio']}x "
        f"({figures['view_actions_per_s']:,} actions/s; chess {figures['chess_plies_per_s']:,} plies/s)",
        f"  simulate         {figures['simulate_ratio']}x with random seats "
        f"({figures['simulate_actions_per_s']:,} actions/s, {figures['simulate_vs_view']} of the view path's)",
    ]


# --- saves ---------------------------------------------------------------------------------------
def late_game_match(game: Game, seed: int) -> Match:
    """A match of random seats replayed to LATE_GAME of a finished random game's log."""
    config = game.make_config()
    seats = [SeatSpec(name=f"Seat {i + 1}", kind="ai", level="random") for i in range(config.seats)]
    full = Match.new(game, config, seats, seed)
    rng = Rng(seed + 1)
    while not full.is_over:
        if full.to_act() == CHANCE:
            full.sample_chance()  # at once, as in play: no time passes while a die is due
            continue
        if game.info.real_time:
            full.let_time_pass(REAL_TIME_STEP_MS)
            if full.is_over or full.to_act() == CHANCE:
                continue
        full.apply(rng.choice(full.state.legal_actions()))
    match = Match.new(game, config, seats, seed)
    for entry in full.log[: int(len(full.log) * LATE_GAME)]:
        if entry.actor == CHANCE:
            match.sample_chance()  # the same seed draws the same outcome, and the Rng keeps pace
        else:
            match.apply(entry.action)
    return match


def save_load_ms(match: Match, folder: Path) -> tuple[float, float]:
    """Milliseconds to write the match's save (atomic, fsynced) and to load it back."""
    path = folder / f"bench-{match.game.info.id}.json"
    try:
        from timetravel.saves.store import load_match, write_save
    except ImportError:  # the saves layer is missing: time the state's JSON round trip instead
        return _json_round_trip_ms(match, path)
    started = time.perf_counter()
    write_save(match, path)
    saved = time.perf_counter()
    loaded = load_match(path)
    done = time.perf_counter()
    if loaded.state != match.state:
        raise AssertionError(f"{match.game.info.id}: the loaded match differs from the saved one")
    return (saved - started) * 1000, (done - saved) * 1000


def _json_round_trip_ms(match: Match, path: Path) -> tuple[float, float]:
    started = time.perf_counter()
    path.write_text(json.dumps(match.state.to_json()), encoding="utf-8")
    saved = time.perf_counter()
    match.game.state_from_json(json.loads(path.read_text(encoding="utf-8")))
    return (saved - started) * 1000, (time.perf_counter() - saved) * 1000


# --- UI subprocesses -----------------------------------------------------------------------------
def app_command() -> list[str]:
    """The command that starts this same timetravel: the packaged app is its own command line (its
    sys.executable is the app, not a Python); from Python, this interpreter with -m timetravel."""
    return [sys.executable] if frozen() else [sys.executable, "-m", "timetravel"]


def _run_cli(*args: str) -> tuple[Figures | None, float, str]:
    """Run `timetravel ARGS` headless (app_command): its JSON figures, wall seconds, and any error."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    if not frozen():  # the child imports this same timetravel, even from an uninstalled checkout
        source = str(Path(__file__).resolve().parent.parent)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (source, env.get("PYTHONPATH", "")) if p)
    started = time.perf_counter()
    try:
        done = subprocess.run(
            [*app_command(), *args],
            capture_output=True,
            text=True,
            env=env,
            timeout=SUBPROCESS_TIMEOUT_S,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        return None, time.perf_counter() - started, str(exc)
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        tail = (done.stderr.strip().splitlines() or ["no message"])[-1]
        return None, seconds, f"exit {done.returncode}: {tail}"
    try:
        return json.loads(done.stdout.strip().splitlines()[-1]), seconds, ""
    except (json.JSONDecodeError, IndexError):
        return None, seconds, "no JSON figures on stdout"


def demo_figures(game_id: str, runs: int, frames: int, seats: str | None = None) -> Figures:
    """Median of each frame figure over `runs` demo runs (the worst max), or a skip note."""
    extra = ["--seats", seats] if seats else []
    results: list[Figures] = []
    for run in range(runs):
        figures, _, error = _run_cli(
            "demo", game_id, "--frames", str(frames), "--seed", str(run + 1), "--json", *extra
        )
        if figures is None:
            return {"skipped": error}
        results.append(figures)
    return {
        "frames": frames,
        "median_ms": _median([r["median_ms"] for r in results]),
        "p99_ms": _median([r["p99_ms"] for r in results]),
        "max_ms": max(r["max_ms"] for r in results),
        # frames over 33 ms after each run's first (warm-up) frame, summed over the runs
        "slow_frames": sum(int(r.get("slow_frames", 0)) for r in results),
        "runs": len(results),
    }


MEMORY_GAMES = 31  # a warm-up game, then thirty to see the slope


def growth_per_game(samples: list[float]) -> float:
    """Megabytes per game as the median of the slopes between every pair of samples (Theil-Sen): one
    reading taken just before the allocator hands pages back, or just after it grows an arena, moves
    it little, where the first-to-last difference takes the whole step."""
    slopes = [
        (samples[j] - samples[i]) / (j - i) for i in range(len(samples)) for j in range(i + 1, len(samples))
    ]
    return statistics.median(slopes) if slopes else 0.0
MEMORY_FRAME_CAP = 1_000_000  # a game that never ends stops the demo here


def memory_figures(game_id: str, games: int = MEMORY_GAMES) -> Figures:
    """Resident memory after each finished game of a long demo of random seats (animations off, so
    thirty games take seconds, not an hour; every picture is still drawn): it must stay flat (issues 9
    and 20, §4)."""
    figures, _, error = _run_cli(
        "demo", game_id, "--seats", "random,random", "--games", str(games), "--animations", "off",
        "--frames", str(MEMORY_FRAME_CAP), "--json",
    )  # fmt: skip
    if figures is None:
        return {"skipped": error}
    samples = [mb for mb in figures.get("rss_mb_after_games", []) if mb is not None]
    if len(samples) < 3:
        return {"skipped": f"{len(samples)} memory samples (needs Linux and 3 finished games)"}
    later = samples[1:]  # the first game warms caches, fonts and the AI's tables
    return {
        "game": game_id,
        "games": len(samples),
        "rss_mb": samples,
        "growth_mb_per_game": round(growth_per_game(later), 2),
    }


def memory_text(memory: Figures) -> str:
    if "skipped" in memory:
        return f"  memory           skipped ({memory['skipped']})"
    return (
        f"  memory           {memory['rss_mb'][0]} MB after the first game, "
        f"{memory['rss_mb'][-1]} MB after {memory['games']}: {memory['growth_mb_per_game']} MB per game"
    )


def startup_figures(runs: int) -> Figures:
    """Wall seconds from launch until the title screen has drawn one frame and the app closed."""
    times = []
    for _ in range(runs):
        figures, seconds, error = _run_cli("demo", "menu", "--frames", "1", "--json")
        if figures is None:
            return {"skipped": error}
        times.append(seconds)
    return {"median_s": _median(times), "max_s": round(max(times), 3), "runs": runs}


# --- the command ---------------------------------------------------------------------------------
def _median(values: list[float]) -> float:
    return round(statistics.median(values), 3)


def bench_game(game: Game, runs: int, folder: Path, *, quick: bool = False) -> Figures:
    rates = [random_play_rate(game, seed) for seed in range(1, runs + 1)]
    match = late_game_match(game, seed=7)
    timings = [save_load_ms(match, folder) for _ in range(runs)]
    hard_seats = ",".join(["hard"] * game.info.min_seats)
    return {
        "random_play": {"actions_per_s": round(statistics.median(rates)), "runs": [round(r) for r in rates]},
        "speed": speed_figures(game, runs),
        "late_game_actions": len(match.log),
        "save_ms": _median([s for s, _ in timings]),
        "load_ms": _median([lo for _, lo in timings]),
        "demo": demo_figures(game.info.id, runs, QUICK_DEMO_FRAMES if quick else DEMO_FRAMES),
        "demo_hard_thinking": demo_figures(
            game.info.id, 1, QUICK_DEMO_FRAMES if quick else DEMO_HARD_FRAMES, hard_seats
        ),
        "memory": {"skipped": "left out by --quick"} if quick else memory_figures(game.info.id),
    }


def run_bench(game_ids: list[str], runs: int, *, quick: bool = False) -> Figures:
    games = [get_game(gid) for gid in game_ids] if game_ids else all_games()
    result: Figures = {"runs": runs, "games": {}}
    with tempfile.TemporaryDirectory(prefix="timetravel-bench-") as tmp:
        for game in games:
            result["games"][game.info.id] = bench_game(game, runs, Path(tmp), quick=quick)
    result["startup"] = startup_figures(runs)
    return result


def _demo_text(figures: Figures) -> str:
    if "skipped" in figures:
        return f"skipped ({figures['skipped']})"
    return (
        f"median {figures['median_ms']} ms, p99 {figures['p99_ms']} ms, max {figures['max_ms']} ms, "
        f"{figures['slow_frames']} frames over 33 ms"
    )


def format_table(result: Figures) -> str:
    lines = [f"timetravel bench: medians of {result['runs']} runs"]
    for gid, g in result["games"].items():
        lines += [
            f"{gid}",
            f"  random play      {g['random_play']['actions_per_s']:,} actions/s",
            *_speed_text(g["speed"]),
            f"  save / load      {g['save_ms']} ms / {g['load_ms']} ms (after {g['late_game_actions']} actions)",
            f"  demo frames      {_demo_text(g['demo'])}",
            f"  with hard AI     {_demo_text(g['demo_hard_thinking'])}",
            *([memory_text(g["memory"])] if "memory" in g else []),
        ]
    startup = result["startup"]
    shown = f"skipped ({startup['skipped']})" if "skipped" in startup else f"{startup['median_s']} s"
    lines.append(f"title screen up in {shown}")
    return "\n".join(lines)


def bench_command(args: argparse.Namespace) -> int:
    result = run_bench(list(args.games or []), args.runs, quick=bool(getattr(args, "quick", False)))
    print(json.dumps(result) if args.json else format_table(result))
    return 0
