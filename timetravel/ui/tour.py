"""A tour of every screen as a new player meets it, saved as PNGs for a person to look at.

`python -m timetravel.ui.tour [FOLDER]` (default /tmp/timetravel-tour) renders the title, game
select, setup, game, pause, results, settings, rules, load, hand-off and delete-confirmation screens
of the registered games under the dummy video driver, with saves in a throwaway TIMETRAVEL_HOME.
tests/ui/test_tour.py runs it, so the tour itself never rots.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from timetravel.engine.match import Match
    from timetravel.ui.app import App
    from timetravel.ui.context import AppContext
    from timetravel.ui.scene import Scene

# builds a scene from the app context and the scene it will cover (None: the scene is there already)
SceneFactory = Callable[["AppContext", "Scene"], "Scene | None"]


def played_match(
    game_id: str, seats: int, *, steps: int | None, seed: int = 5, options: dict[str, str] | None = None
) -> Match:
    """A match with a person in seat 0 and AI elsewhere, played by first legal moves and seeded
    chance for `steps` steps (then on until seat 0 must act), or to the end when steps is None."""
    from timetravel.engine.match import Match, SeatSpec
    from timetravel.engine.registry import get_game
    from timetravel.engine.rng import Rng
    from timetravel.ui.setup_names import ai_name

    game = get_game(game_id)
    specs = [SeatSpec(name="Ada")] + [
        SeatSpec(name=ai_name(i), kind="ai", level="normal") for i in range(1, seats)
    ]
    match = Match.new(game, game.make_config(seats, dict(options or {})), specs, seed)
    rng = Rng(seed)
    done = 0
    while not match.is_over:
        actor = match.to_act()
        if steps is not None and done >= steps and actor == 0:
            break
        if actor < 0:
            match.sample_chance()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
        done += 1
    return match


def _screens(game_ids: list[str]) -> list[tuple[str, list[SceneFactory]]]:
    """(file name, scenes pushed in order) for every screen of the tour."""
    from timetravel.engine.registry import get_game
    from timetravel.ui.screens.dialog import MessageDialog
    from timetravel.ui.screens.game import GameScreen
    from timetravel.ui.screens.game_select import GameSelectScreen
    from timetravel.ui.screens.handoff import HandoffScreen
    from timetravel.ui.screens.load import LoadScreen
    from timetravel.ui.screens.pause import PauseScreen
    from timetravel.ui.screens.results import ResultsScreen
    from timetravel.ui.screens.rules import RulesScreen
    from timetravel.ui.screens.settings import SettingsScreen
    from timetravel.ui.screens.setup import SetupScreen, default_seats

    def setup(game_id: str, seats: int, options: dict[str, str] | None = None) -> SceneFactory:
        def make(ctx: AppContext, top: Scene) -> Scene:
            screen = SetupScreen(ctx, get_game(game_id))
            screen.seats = default_seats(seats)
            screen.options.update(options or {})
            screen._build()
            return screen

        return make

    def game(game_id: str, seats: int, steps: int) -> SceneFactory:
        return lambda ctx, top: GameScreen(ctx, played_match(game_id, seats, steps=steps))

    def pause(ctx: AppContext, top: Scene) -> Scene | None:
        if isinstance(top, PauseScreen):
            return None  # a game against the clock pauses itself when its window has no focus
        assert isinstance(top, GameScreen)  # the tour pauses the game it just opened
        return PauseScreen(ctx, top.match, 0)

    def results(game_id: str, seats: int) -> SceneFactory:
        return lambda ctx, top: ResultsScreen(ctx, played_match(game_id, seats, steps=None))

    def rules(game_id: str, full: bool = False) -> SceneFactory:
        return lambda ctx, top: RulesScreen(ctx, get_game(game_id), full=full)

    def handoff(game_id: str, seats: int) -> SceneFactory:
        return lambda ctx, top: HandoffScreen(ctx, played_match(game_id, seats, steps=4), 1)

    tour: list[tuple[str, list[SceneFactory]]] = [
        ("title", []),
        ("game_select", [lambda ctx, top: GameSelectScreen(ctx)]),
        ("settings", [lambda ctx, top: SettingsScreen(ctx)]),
        ("load", [lambda ctx, top: LoadScreen(ctx)]),
    ]
    for gid in game_ids:
        info = get_game(gid).info
        seats = info.max_seats
        tour += [
            (f"setup_{gid}", [setup(gid, seats)]),
            *(
                [(f"setup_{gid}_{info.options[0].choices[-1]}",
                  [setup(gid, seats, {info.options[0].key: info.options[0].choices[-1]})])]
                if info.options else []
            ),
            (f"game_{gid}", [game(gid, seats, 40)]),
            (f"pause_{gid}", [game(gid, seats, 40), pause]),
            (f"results_{gid}", [results(gid, seats)]),
            (f"rules_{gid}", [rules(gid)]),
            (f"rules_full_{gid}", [rules(gid), rules(gid, full=True)]),
            (f"handoff_{gid}", [handoff(gid, seats)]),
        ]  # fmt: skip
    tour.append(
        (
            "dialog",
            [
                lambda ctx, top: LoadScreen(ctx),
                lambda ctx, top: MessageDialog(ctx, "A question", "A short explanation."),
            ],
        )
    )
    return tour


def write_sample_saves(game_ids: list[str]) -> None:
    """A named save, an autosave and a damaged file, so the load screen shows every kind of row."""
    from timetravel.saves import store

    for i, gid in enumerate(game_ids[:2]):
        match = played_match(gid, 2, steps=20 + 10 * i)
        if i == 0:
            store.write_save(match, name="Friday night")
        else:
            store.autosave(match)
    store.saves_dir().joinpath("half-written.json").write_text('{"version": 1, "game"', encoding="utf-8")


def render_tour(
    folder: Path, game_ids: list[str] | None = None, frames: int = 4, *, sample_saves: bool = False
) -> list[Path]:
    """Render every screen of the tour into `folder`; returns the PNG files written. With
    `sample_saves`, first writes saves of several kinds into the current (throwaway) saves folder."""
    import pygame

    from timetravel.engine.registry import all_games
    from timetravel.ui.app import App
    from timetravel.ui.scene import Push

    folder.mkdir(parents=True, exist_ok=True)
    ids = game_ids if game_ids is not None else [g.info.id for g in all_games()]
    if sample_saves:
        write_sample_saves(ids)
    written = []
    for name, factories in _screens(ids):
        app = App((1280, 720))
        try:
            for factory in factories:
                scene = factory(app.ctx, app.stack.top)
                if scene is not None:
                    app.stack.apply(Push(scene))
                _settle(app, 1)  # the covered scene's widgets are drawn once before an overlay
            _settle(app, frames)
            path = folder / f"{name}.png"
            pygame.image.save(app.ctx.display.screenshot(), str(path))
            written.append(path)
        finally:
            app.close()
    return written


def _settle(app: App, frames: int) -> None:
    for _ in range(frames):
        app.step(1 / 60, events=[])


def main(argv: list[str]) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    folder = Path(argv[0]) if argv else Path(tempfile.gettempdir()) / "timetravel-tour"
    with tempfile.TemporaryDirectory(prefix="timetravel-tour-home-") as home:
        os.environ["TIMETRAVEL_HOME"] = home
        for path in render_tour(folder, argv[1:] or None, sample_saves=True):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
