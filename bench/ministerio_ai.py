"""El Ministerio's AI against its targets: the four matchups of issue 11, one after the other.

    python bench/ministerio_ai.py [--think-ms 100] [--seed 1] [--games-2 60] [--games-4 40] [--json]

Each matchup is exactly `timetravel simulate ministerio --think-ms T --games N --seats ... --seed S`
(the columns rotate over the seats game by game, so hard sits at every seat equally often), and the
table prints that command next to its figures. Targets: hard beats random in >= 90% at 2 seats and
>= 2.5x its fair share at 4; hard against normal >= 55% at 2 seats and >= 1.3x at 4 (hard against
three normals); normal decides in a median <= 100 ms. Hard thinks by the clock, so its figures
depend a little on how busy the machine is.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from timetravel.ai.simulate import run_simulation  # noqa: E402

MATCHUPS = (  # seats, the target of hard's share times the seat count (its ratio to a fair share)
    (("hard", "random"), 1.8),
    (("hard", "random", "random", "random"), 2.5),
    (("hard", "normal"), 1.1),
    (("hard", "normal", "normal", "normal"), 1.3),
)
NORMAL_MEDIAN_MS = 100.0


def measure(seats: tuple[str, ...], games: int, seed: int, think_ms: int) -> dict[str, Any]:
    result = run_simulation("ministerio", games, list(seats), seed, think_ms)
    share = result["win_share"][0] / games
    command = (
        f"timetravel simulate ministerio --think-ms {think_ms} --games {games} "
        f"--seats {','.join(seats)} --seed {seed}"
    )
    return {
        "command": command,
        "hard_share": round(share, 3),
        "ratio": round(share * len(seats), 2),
        "all_lose": result["all_lose"],
        "decisions": result["ai_ms"]["by_level"],
        "seconds": result["seconds"],
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--think-ms", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games-2", type=int, default=60)
    parser.add_argument("--games-4", type=int, default=40)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = []
    for seats, target in MATCHUPS:
        games = args.games_2 if len(seats) == 2 else args.games_4
        row = measure(seats, games, args.seed, args.think_ms)
        row["target_ratio"] = target
        row["met"] = row["ratio"] >= target
        normal = row["decisions"].get("normal")
        if normal is not None:
            row["met"] = row["met"] and normal["median"] <= NORMAL_MEDIAN_MS
        rows.append(row)
        if not args.json:
            print(
                f"{row['command']}\n    hard {row['hard_share']:.1%} = {row['ratio']}x fair "
                f"(target {target}x), everyone lost {row['all_lose']}, "
                + ", ".join(f"{lv} median {t['median']} ms" for lv, t in row["decisions"].items())
                + f", {row['seconds']} s{'' if row['met'] else '  MISSED'}",
                flush=True,
            )
    if args.json:
        print(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
