"""The command line: `timetravel` opens the app; simulate, demo and bench run without a window.

Every bad argument ends in a usage message and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NoReturn

from timetravel import __version__
from timetravel.engine.errors import TimetravelError

AI_SEATS = ("random", "easy", "normal", "hard")

# Upper bounds: far beyond any sensible run, low enough that a typo never runs until killed.
MAX_GAMES = 100_000
MAX_FRAMES = 1_000_000
MAX_RUNS = 1_000
MAX_THINK_MS = 600_000
MAX_SEED = 2**63 - 1  # seeds are 0 to 2^63 - 1 (README)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


def _seat_list(text: str) -> list[str]:
    seats = [s.strip() for s in text.split(",") if s.strip()]
    for seat in seats:
        if seat not in AI_SEATS and seat != "human":
            raise argparse.ArgumentTypeError(f"seat {seat!r} is not one of {', '.join(AI_SEATS)}")
    if not seats:
        raise argparse.ArgumentTypeError("name at least one seat")
    return seats


def _option(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"option {text!r} is not KEY=VALUE")
    return key.strip(), value.strip()


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size {text!r} is not WIDTHxHEIGHT") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"size {text!r} is out of range")
    return w, h


def _whole(text: str, low: int, high: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < low:
        raise argparse.ArgumentTypeError(f"{text!r} must be at least {low}")
    if value > high:
        raise argparse.ArgumentTypeError(f"{text!r} must be at most {high}")
    return value


def _count(high: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        return _whole(text, 1, high)

    parse.__name__ = "count"
    return parse


SEAT_FROM_1 = (
    "seats count from 1: give the seat's \"number\" from the host's table line (its \"seat\" is the "
    "engine's index, one less)"
)


def _seat_number(text: str) -> int:
    """`join --seat`: a seat's number from 1 (the usage error says how the table line names it)."""
    try:
        value = _whole(text, 1, 8)
    except argparse.ArgumentTypeError as exc:
        raise argparse.ArgumentTypeError(f"{exc}; {SEAT_FROM_1}") from None
    return value


def _positive(text: str) -> int:
    return _whole(text, 1, MAX_FRAMES)


def _seed(text: str) -> int:
    return _whole(text, 0, MAX_SEED)


def _screenshot(text: str) -> str:
    if Path(text).suffix.lower() != ".png":
        raise argparse.ArgumentTypeError(f"{text!r} is not a .png file name")
    return text


def screenshot_problem(path: str) -> str | None:
    """Why a screenshot cannot be written to `path` (checked before the demo runs), or None."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    if target.is_dir():
        return f"screenshot {path!r} is a folder; give a file name ending in .png"
    if not folder.is_dir():
        return f"cannot write screenshot {path!r}: the folder {str(folder)!r} does not exist"
    existed = target.exists()
    try:
        with open(target, "ab"):
            pass
    except OSError as exc:
        return f"cannot write screenshot {path!r}: {exc.strerror or exc}"
    if not existed:
        target.unlink(missing_ok=True)
    return None


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="timetravel", description="Five time-travel board games.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    sim = sub.add_parser("simulate", help="play games between AI seats without a window")
    sim.set_defaults(usage=sim)
    sim.add_argument("game")
    sim.add_argument("--games", type=_count(MAX_GAMES), default=10, help=f"1 to {MAX_GAMES}")
    sim.add_argument("--seats", type=_seat_list, default=None, help="e.g. hard,random")
    sim.add_argument("--seed", type=_seed, default=1, help="0 to 2^63-1")
    sim.add_argument(
        "--think-ms",
        type=_count(MAX_THINK_MS),
        default=1000,
        help=f"hard's budget per decision (≤ {MAX_THINK_MS})",
    )
    sim.add_argument(
        "--decision-ms",
        type=_count(MAX_THINK_MS),
        default=500,
        help="real-time games: the virtual clock time each decision costs",
    )
    sim.add_argument("--option", type=_option, action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--json", action="store_true")

    demo = sub.add_parser("demo", help="run the real UI with AI seats at full speed")
    demo.set_defaults(usage=demo)
    demo.add_argument("game", help="a game id, or 'menu' for the title screen")
    demo.add_argument("--seats", type=_seat_list, default=None)
    demo.add_argument("--seed", type=_seed, default=1, help="0 to 2^63-1")
    demo.add_argument("--frames", type=_count(MAX_FRAMES), default=600, help=f"1 to {MAX_FRAMES}")
    demo.add_argument(
        "--games", type=_count(MAX_GAMES), default=None, help="stop once this many games have ended"
    )
    demo.add_argument(
        "--animations", choices=("normal", "fast", "slow", "off"), default="normal",
        help="the animation speed (off: every step shows at once, many games a minute)",
    )  # fmt: skip
    demo.add_argument("--size", type=_size, default=(1280, 720))
    demo.add_argument("--screenshot", type=_screenshot, default=None, metavar="FILE.png")
    demo.add_argument("--option", type=_option, action="append", default=[], metavar="KEY=VALUE")
    demo.add_argument(
        "--language", choices=_languages(), default="en",
        help="the interface's language (xx: the pseudo-language); --json lists what showed untranslated",
    )  # fmt: skip
    demo.add_argument("--json", action="store_true")

    bench = sub.add_parser("bench", help="measure engine speed, frame times, start-up and saves")
    bench.set_defaults(usage=bench)
    bench.add_argument("games", nargs="*", help="game ids (default: all)")
    bench.add_argument("--runs", type=_count(MAX_RUNS), default=5, help=f"1 to {MAX_RUNS}")
    bench.add_argument("--quick", action="store_true", help="short demo runs and no memory figure")
    bench.add_argument("--json", action="store_true")

    _add_net_commands(sub)

    check = sub.add_parser("validate-scenario", help="check a T.I.M.E Stories scenario folder")
    check.set_defaults(usage=check)
    check.add_argument("path", help="the scenario's folder (or its scenario.toml)")
    return parser


def _whole_ms(text: str) -> int:
    return _whole(text, 0, MAX_THINK_MS)


def _port(text: str) -> int:
    return _whole(text, 0, 65535)


def _add_net_commands(sub: argparse._SubParsersAction[_Parser]) -> None:
    host = sub.add_parser("host", help="serve a table to other computers without a window")
    host.set_defaults(usage=host)
    host.add_argument("game", nargs="?", default=None, help="a game id (not with --resume)")
    host.add_argument("--port", type=_port, default=8765, help="the TCP port to listen on (0: any free one)")
    host.add_argument("--bind", default="0.0.0.0", help="the address to listen on (default: every one)")
    host.add_argument("--seats", default=None, help="e.g. remote,remote,normal (person needs the window)")
    host.add_argument("--option", type=_option, action="append", default=[], metavar="KEY=VALUE")
    host.add_argument("--seed", type=_seed, default=None, help="0 to 2^63-1 (default: a random one)")
    host.add_argument("--think-ms", type=_count(MAX_THINK_MS), default=500, help="hard AI seats' budget")
    host.add_argument(
        "--pace-ms", type=_whole_ms, default=0, help="how long each AI move waits, so people can follow"
    )
    host.add_argument("--resume", default=None, metavar="SAVE", help="reopen the table kept in this autosave")
    host.add_argument("--json", action="store_true")

    join = sub.add_parser("join", help="play a seat of a hosted table with the local AI")
    join.set_defaults(usage=join)
    join.add_argument("address", metavar="ADDRESS:PORT")
    join.add_argument("--code", required=True, help="the table's code")
    join.add_argument(
        "--seat", type=_seat_number, required=True, help="the seat to take: its \"number\", from 1"
    )
    join.add_argument("--ai", choices=AI_SEATS, default="normal", help="the AI level that plays the seat")
    join.add_argument("--name", default="Guest", help="the name the table shows for the seat")
    join.add_argument("--token", default=None, help="take the seat back with its token (after a drop)")
    join.add_argument("--seed", type=_seed, default=1, help="0 to 2^63-1")
    join.add_argument("--think-ms", type=_count(MAX_THINK_MS), default=500, help="hard's budget")
    join.add_argument(
        "--wait", type=_count(3600), default=60, help="seconds to keep trying to reach the host"
    )
    join.add_argument("--json", action="store_true")


def _check_host(args: argparse.Namespace) -> None:
    usage: argparse.ArgumentParser = args.usage
    if args.resume is not None:
        if args.game is not None or args.seats is not None or args.option:
            usage.error("--resume reopens a table as it was: give no game, --seats or --option")
        return
    if args.game is None:
        usage.error("name the game to host (or --resume SAVE)")
    if args.seats is None:
        usage.error("--seats is required, e.g. --seats remote,normal")


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.version:
        if args.command is not None:
            parser.error("--version takes no other arguments")
        print(f"timetravel {__version__}")
        return 0
    if args.command == "demo":
        _check_demo(args)
    if args.command == "host":
        _check_host(args)
    try:
        if args.command == "simulate":
            from timetravel.ai.simulate import simulate_command

            return simulate_command(args)
        if args.command == "demo":
            from timetravel.ui.demo import demo_command

            return demo_command(args)
        if args.command in ("host", "join"):
            from timetravel.net.commands import host_command, join_command

            return host_command(args) if args.command == "host" else join_command(args)
        if args.command == "validate-scenario":
            from timetravel.games.stories.check import validate_command

            return validate_command(args.path)
        if args.command == "bench":
            from timetravel.bench import bench_command

            return bench_command(args)
        from timetravel.ui.app import run_app

        return run_app()
    except TimetravelError as exc:
        # found after parsing (unknown game, bad option, seat count): the same shape as argparse's
        usage: argparse.ArgumentParser = getattr(args, "usage", None) or parser
        usage.print_usage(sys.stderr)
        print(f"{usage.prog}: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def _languages() -> list[str]:
    from timetravel.i18n import LANGUAGES, PSEUDO

    return [*LANGUAGES, PSEUDO]


def _check_demo(args: argparse.Namespace) -> None:
    """Demo arguments that only make sense together; a usage error before any window opens."""
    usage: argparse.ArgumentParser = args.usage
    if args.game == "menu" and args.seats is not None:
        usage.error("--seats needs a game; 'demo menu' shows the title screen")
    if args.seats is not None and "human" in args.seats:
        usage.error(f"every seat in the demo is an AI: use {', '.join(AI_SEATS)}")
    if args.screenshot is not None:
        problem = screenshot_problem(args.screenshot)
        if problem:
            usage.error(problem)


if __name__ == "__main__":
    sys.exit(main())
