"""Play through the network on loopback: actions a second, and the delay from an action sent to the
update that shows it (median and p99), for a headless host and random bot clients.

    python bench/net_loopback.py [GAME ...] [--games 3]

Every seat is remote and played by a random bot (deciding takes no time), so the figures are the
table's and the transport's: checking, applying, autosaving each decision, building each seat's
view, websockets on loopback. The host autosaves every decision of a person, as the app does.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout
os.environ.setdefault("TIMETRAVEL_HOME", tempfile.mkdtemp(prefix="timetravel-netbench-"))

from timetravel.ai.factory import make_agent  # noqa: E402
from timetravel.ai.view import AgentView  # noqa: E402
from timetravel.engine.actions import Action  # noqa: E402
from timetravel.engine.registry import get_game  # noqa: E402
from timetravel.net.client import ClientService  # noqa: E402
from timetravel.net.host import HostService  # noqa: E402
from timetravel.net.protocol import Act, Result, Update  # noqa: E402
from timetravel.net.seating import parse_plans  # noqa: E402
from timetravel.net.serve import HostLoop, open_table  # noqa: E402

SEATS = {"rocket": 2, "division": 2, "ministerio": 3, "arena": 2, "stories": 2}


def one_game(game_id: str, seed: int) -> tuple[int, float, list[float]]:
    """(steps logged, seconds, delays in ms from each action sent to the update after it)."""
    count = SEATS[game_id]
    table = open_table(game_id, parse_plans(",".join(["remote"] * count)), {}, seed)
    service = HostService("127.0.0.1", 0)
    port = service.start()
    loop = HostLoop(table, service)
    thread = threading.Thread(target=loop.run, args=(300.0,), daemon=True)
    clients = [ClientService("127.0.0.1", port, table.code) for _ in range(count)]
    for seat, client in enumerate(clients):
        client.start()
        client.join(seat)
    game = get_game(game_id)
    agents = [make_agent("random", game, seat, seed + seat) for seat in range(count)]
    delays: list[float] = []
    sent: dict[int, float] = {}
    start = time.perf_counter()
    thread.start()
    done = False
    while not done:
        for seat, client in enumerate(clients):
            for event in client.poll(0.0005):
                if isinstance(event, Result):
                    done = True
                if not isinstance(event, Update):
                    continue
                if seat in sent:
                    delays.append((time.perf_counter() - sent.pop(seat)) * 1000)
                if event.legal and seat in client.tokens:
                    legal = tuple(Action.parse(a) for a in event.legal)
                    choice = agents[seat].decide(AgentView(game, seat, event.observation, legal))
                    sent[seat] = time.perf_counter()
                    client.send(
                        Act(seat=seat, token=client.tokens[seat], step=event.step, action=str(choice))
                    )
    seconds = time.perf_counter() - start
    for client in clients:
        client.close()
    loop.stop()
    thread.join()
    service.close()
    return len(table.match.log), seconds, delays


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*", default=list(SEATS))
    parser.add_argument("--games", dest="count", type=int, default=3)
    args = parser.parse_args()
    report: dict[str, Any] = {}
    for game_id in args.games:
        steps = 0
        seconds = 0.0
        delays: list[float] = []
        for seed in range(1, args.count + 1):
            s, t, d = one_game(game_id, seed)
            steps, seconds, delays = steps + s, seconds + t, delays + d
        ordered = sorted(delays)
        report[game_id] = {
            "actions_per_s": round(steps / seconds, 1),
            "delay_ms_median": round(statistics.median(ordered), 2),
            "delay_ms_p99": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))], 2),
            "actions": steps,
        }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
