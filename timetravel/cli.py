"""The command line: `timetravel` opens the app; simulate, demo and bench run without a window.

Every bad argument ends in a usage message and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from timetravel import __version__
from timetravel.engine.errors import TimetravelError

AI_SEATS = ("random", "easy", "normal", "hard")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
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


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} must be at least 1")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="timetravel", description="Five time-travel board games.")
    parser.add_argument("--version", action="version", version=f"timetravel {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    sim = sub.add_parser("simulate", help="play games between AI seats without a window")
    sim.set_defaults(usage=sim)
    sim.add_argument("game")
    sim.add_argument("--games", type=_positive, default=10)
    sim.add_argument("--seats", type=_seat_list, default=None, help="e.g. hard,random")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--think-ms", type=_positive, default=1000, help="hard's budget per decision")
    sim.add_argument("--option", type=_option, action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--json", action="store_true")

    demo = sub.add_parser("demo", help="run the real UI with AI seats at full speed")
    demo.set_defaults(usage=demo)
    demo.add_argument("game", help="a game id, or 'menu' for the title screen")
    demo.add_argument("--seats", type=_seat_list, default=None)
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--frames", type=_positive, default=600)
    demo.add_argument("--size", type=_size, default=(1280, 720))
    demo.add_argument("--screenshot", default=None, metavar="FILE.png")
    demo.add_argument("--option", type=_option, action="append", default=[], metavar="KEY=VALUE")
    demo.add_argument("--json", action="store_true")

    bench = sub.add_parser("bench", help="measure engine speed, frame times, start-up and saves")
    bench.set_defaults(usage=bench)
    bench.add_argument("games", nargs="*", help="game ids (default: all)")
    bench.add_argument("--runs", type=_positive, default=5)
    bench.add_argument("--json", action="store_true")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "simulate":
            from timetravel.ai.simulate import simulate_command

            return simulate_command(args)
        if args.command == "demo":
            from timetravel.ui.demo import demo_command

            return demo_command(args)
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


if __name__ == "__main__":
    sys.exit(main())
