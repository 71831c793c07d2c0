"""`timetravel host` and `timetravel join`: a headless table and a bot client, for the command line.

With `--json` each prints one JSON object a line: first the table (`"type": "table"`, its code and
seats), last the result (`"type": "result"`), the same `result` object on the host and every client.
Every seat a line names carries both `"seat"` (the engine's index, from 0) and `"number"` (from 1,
what `timetravel join --seat` takes and the short lines print), so neither can be misread.
Without it, the same in short sentences. A bad argument is a TimetravelError (the command line
prints it as a usage error); a lost host or a refused seat is a message and exit status 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from timetravel.engine.errors import ConfigError
from timetravel.net.bot import Bot
from timetravel.net.client import ClientService
from timetravel.net.host import HostService
from timetravel.net.protocol import Json, SeatInfo, Welcome
from timetravel.net.seating import parse_plans
from timetravel.net.serve import HostLoop, open_table, reopen_table
from timetravel.net.table import Table

HEADLESS_PERSON = (
    "a 'person' seat needs the app's window; a headless host serves 'remote' seats (join them with "
    "`timetravel join`) and AI levels (random, easy, normal, hard)"
)


def say(line: Json, as_json: bool) -> None:
    if as_json:
        print(json.dumps(line, sort_keys=True), flush=True)
        return
    kind = line.get("type")
    if kind == "table":
        seats = ", ".join(
            f"{s['number']}: {s['kind']}{' ' + s['level'] if s.get('level') else ''}" for s in line["seats"]
        )
        where = f" on port {line['port']}" if "port" in line else ""
        mine = f"; playing seat {line['number']}" if "number" in line else ""
        print(f"Table {line['code']} ({line['game']}){where}; seats {seats}{mine}", flush=True)
        if line.get("save"):
            print(f"Kept in {line['save']} (reopen with --resume)", flush=True)
    elif kind == "result":
        print(f"Result: {json.dumps(line['result'], sort_keys=True)}", flush=True)
    else:
        print(json.dumps(line, sort_keys=True), flush=True)


def seat_lines(plan: list[SeatInfo]) -> list[Json]:
    """Each seat as a line prints it: its engine index `seat` (from 0) and its `number` (from 1)."""
    return [{**s.model_dump(exclude={"held", "taken"}), "number": s.seat + 1} for s in plan]


def table_line(table: Table, port: int) -> Json:
    info = table.info()
    return {
        "type": "table",
        "code": info.code,
        "game": info.game,
        "options": info.options,
        "port": port,
        "seats": seat_lines(info.plan),
        "save": str(table.save_path or ""),
    }


def host_command(args: argparse.Namespace) -> int:
    if args.resume is not None:
        table = reopen_table(Path(args.resume), think_ms=args.think_ms, pace_ms=args.pace_ms)
    else:
        try:
            plans = parse_plans(args.seats)
        except ValueError as exc:
            raise ConfigError(str(exc)) from None
        if any(plan.kind == "person" for plan in plans):
            raise ConfigError(HEADLESS_PERSON)
        table = open_table(
            args.game, plans, dict(args.option), args.seed, think_ms=args.think_ms, pace_ms=args.pace_ms
        )
    service = HostService(args.bind, args.port)
    try:
        port = service.start()
    except OSError as exc:
        raise ConfigError(f"cannot listen on port {args.port}: {exc.strerror or exc}") from None
    try:
        say(table_line(table, port), args.json)
        result = HostLoop(table, service).run()
    finally:
        service.close()
    if result is None:
        print("timetravel host: the game did not end", file=sys.stderr)
        return 1
    say({"type": "result", "result": result}, args.json)
    return 0


def split_address(text: str) -> tuple[str, int]:
    """`ADDRESS:PORT` (an IPv6 address in brackets) as the address and the port."""
    address, sep, port_text = text.rpartition(":")
    address = address.strip("[]")
    if not sep or not address or not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise ConfigError(f"{text!r} is not ADDRESS:PORT (for example 192.168.1.20:8765)")
    return address, int(port_text)


def join_command(args: argparse.Namespace) -> int:
    address, port = split_address(args.address)
    service = ClientService(address, port, args.code, reconnect_s=args.wait)
    service.start()
    if args.token:
        service.rejoin(args.seat - 1, args.token)
    else:
        service.join(args.seat - 1, args.name)
    bot = Bot(service, args.seat - 1, args.ai, seed=args.seed, think_ms=args.think_ms)

    shown: list[int] = []

    def show(event: object) -> None:
        if isinstance(event, Welcome) and not shown:  # the first only: a reconnection welcomes again
            shown.append(event.seat)
            info = event.table
            line: Json = {
                "type": "table",
                "code": info.code,
                "game": info.game,
                "options": info.options,
                "seat": event.seat,
                "number": event.seat + 1,
                "token": event.token,
                "seats": seat_lines(info.plan),
            }
            say(line, args.json)

    try:
        result = bot.run(on_event=show)
    finally:
        service.close()
    if result is None:
        print(f"timetravel join: {bot.failure or 'the host was lost'}", file=sys.stderr)
        return 1
    say({"type": "result", "result": result}, args.json)
    return 0
