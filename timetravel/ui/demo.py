"""`timetravel demo`: the real UI with every seat played by the AI, at full speed, for N frames.

No 60 FPS sleep and no AI pacing; animations run with a fixed 1/60 s step per frame, so a run is the
same on a fast and a slow machine except for the AI's own thinking. When a game ends before N frames
the next begins with seed + 1. `demo menu` shows the title screen instead. The game screen plays
through the play driver (timetravel.play) as in a real game, with no pace and no autosave.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from timetravel.ui.setup_names import ai_name

if TYPE_CHECKING:
    from timetravel.engine.match import AILevel, Match, SeatSpec
    from timetravel.ui.app import App
    from timetravel.ui.context import AppContext
    from timetravel.ui.scene import Scene

FRAME_DT = 1 / 60
DEMO_LEVEL: AILevel = "random"
# games whose random play shows little of the board (T.I.M.E Stories' random team mostly travels)
DEMO_LEVELS: dict[str, AILevel] = {"stories": "normal"}
SLOW_FRAME_MS = 33  # a frame slower than this is a visible stutter (issue 2: none while the AI thinks)


def demo_seats(game_id: str, seats: list[str] | None) -> list[SeatSpec]:
    from typing import get_args

    from timetravel.engine.match import AILevel, SeatSpec
    from timetravel.engine.registry import get_game

    game = get_game(game_id)
    default = DEMO_LEVELS.get(game_id, DEMO_LEVEL)
    levels = seats or [default] * max(game.info.min_seats, min(2, game.info.max_seats))
    # every seat is an AI in the demo; "human" becomes the game's demo level
    return [
        SeatSpec(name=ai_name(i), kind="ai", level=_ai_level(lv, get_args(AILevel), default))
        for i, lv in enumerate(levels)
    ]


def _ai_level(name: str, known: tuple[AILevel, ...], default: AILevel = DEMO_LEVEL) -> AILevel:
    """An AI level by name; "human" (and anything else) plays at the game's demo level."""
    return next((level for level in known if level == name), default)


def match_factory(
    game_id: str, seats: list[str] | None, seed: int, options: dict[str, str]
) -> Callable[[], Match]:
    from timetravel.engine.match import Match
    from timetravel.engine.registry import get_game

    game = get_game(game_id)
    specs = demo_seats(game_id, seats)
    config = game.make_config(len(specs), options)
    counter = {"seed": seed}

    def next_match() -> Match:
        match = Match.new(game, config, specs, counter["seed"] % (1 << 64))
        counter["seed"] += 1
        return match

    return next_match


def rss_mb() -> float | None:
    """The process's resident memory now, in MB (Linux); None where it cannot be read cheaply."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return round(pages * os.sysconf("SC_PAGE_SIZE") / 2**20, 1)


def frame_figures(times_ms: list[float]) -> dict[str, Any]:
    """Frame-time figures; `slow_frames` counts frames over SLOW_FRAME_MS after the first, which
    builds the first screen and warms caches in every run."""
    ordered = sorted(times_ms)
    p99 = ordered[min(len(ordered) - 1, max(0, round(0.99 * len(ordered)) - 1))]
    return {
        "frames": len(ordered),
        "median_ms": round(statistics.median(ordered), 3),
        "p99_ms": round(p99, 3),
        "max_ms": round(ordered[-1], 3),
        "slow_frames": sum(1 for ms in times_ms[1:] if ms > SLOW_FRAME_MS),
    }


def run_demo(
    game_id: str,
    *,
    seats: list[str] | None = None,
    seed: int = 1,
    frames: int = 600,
    size: tuple[int, int] = (1280, 720),
    screenshot: str | None = None,
    options: dict[str, str] | None = None,
    games_wanted: int | None = None,
    animations: str = "normal",
    language: str = "en",
) -> dict[str, Any]:
    """Run the demo and return its frame-time figures (and the number of games started). It stops
    after `frames`, or once `games_wanted` games have ended; `animations` is the animation speed.
    `language` is the interface's; `untranslated` lists the messages shown in English in it."""
    from timetravel import i18n

    next_match = None if game_id == "menu" else match_factory(game_id, seats, seed, dict(options or {}))
    from timetravel.ui.app import App

    def first(ctx: AppContext) -> Scene:
        if next_match is None:
            from timetravel.ui.screens.title import TitleScreen

            return TitleScreen(ctx)
        from timetravel.ui.screens.game import GameScreen

        return GameScreen(ctx, next_match(), next_match)

    from timetravel.ui import services

    # the player's settings (animations off, another palette, a slow pace) must not change the figures
    settings = services.updated(services.default_settings(), animation_speed=animations, language=language)
    i18n.forget_untranslated()
    app = App(size, demo=True, first=first, settings=settings)
    times: list[float] = []
    memory: list[float | None] = []
    games = 1
    last_top = app.stack.top
    try:
        for _ in range(frames):
            start = time.perf_counter()
            app.step(FRAME_DT)
            times.append((time.perf_counter() - start) * 1000)
            services.leave_time_to_the_ai()  # as the app sleeps out each frame, outside the figures
            if not app.running:
                break
            if app.stack.top is not last_top:
                last_top = app.stack.top
                games += 1
                memory.append(rss_mb())  # after each finished game, without forcing a collection
                if games_wanted is not None and len(memory) >= games_wanted:
                    break
        if screenshot:
            save_screenshot(app, size, screenshot)
    finally:
        app.close()
    figures = frame_figures(times or [0.0])
    figures["games"] = games if next_match is not None else 0
    figures["rss_mb_after_games"] = memory
    figures["untranslated"] = i18n.untranslated() if i18n.language() != i18n.ENGLISH else []
    return figures


def save_screenshot(app: App, size: tuple[int, int], path: str) -> None:
    import pygame

    from timetravel.engine.errors import ConfigError

    try:
        pygame.image.save(app.ctx.display.screenshot(size), path)
    except (pygame.error, OSError) as exc:  # the CLI checked the place; it can still vanish meanwhile
        raise ConfigError(f"cannot write screenshot {path!r}: {exc}") from None


def demo_command(args: argparse.Namespace) -> int:
    options = dict(getattr(args, "option", None) or [])
    figures = run_demo(
        args.game,
        seats=args.seats,
        seed=args.seed,
        frames=args.frames,
        size=tuple(args.size),
        screenshot=args.screenshot,
        options=options,
        games_wanted=getattr(args, "games", None),
        animations=getattr(args, "animations", "normal"),
        language=getattr(args, "language", "en"),
    )
    if args.json:
        print(json.dumps(figures))
    else:
        print(
            f"{figures['frames']} frames: median {figures['median_ms']} ms, "
            f"p99 {figures['p99_ms']} ms, max {figures['max_ms']} ms"
        )
        if figures["untranslated"]:
            print(f"{len(figures['untranslated'])} messages shown untranslated (--json lists them)")
    return 0
