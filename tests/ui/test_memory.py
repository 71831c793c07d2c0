"""A finished game's screen and board are freed when they leave, without a full garbage collection."""

from __future__ import annotations

import gc
import weakref

import pytest

from tests.ui.conftest import TINY
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import get_game
from timetravel.ui import services
from timetravel.ui.app import App
from timetravel.ui.demo import FRAME_DT
from timetravel.ui.screens.game import GameScreen


def demo_games(game_id: str, games: int, frame_limit: int) -> tuple[int, list[str]]:
    """Play `games` AI games in the real app, as `timetravel demo` does; the finished ones still alive."""
    game = TINY if game_id == "tiny" else get_game(game_id)
    seeds = iter(range(1, 1000))
    seats = [SeatSpec(name=f"Bot{i}", kind="ai", level="random") for i in range(game.info.min_seats)]

    def next_match() -> Match:
        return Match.new(game, game.make_config(len(seats)), seats, next(seeds))

    app = App(
        (1280, 720),
        demo=True,
        settings=services.default_settings(),
        first=lambda ctx: GameScreen(ctx, next_match(), next_match),
    )
    refs: list[weakref.ref] = []
    seen = None
    try:
        for _ in range(frame_limit):
            app.step(FRAME_DT)
            services.leave_time_to_the_ai()
            top = app.stack.top
            if top is not seen:
                seen = top
                refs += [weakref.ref(top), weakref.ref(top.board), weakref.ref(top.actions)]
            if len(refs) > 3 * games:
                break
        current = {id(app.stack.top), id(app.stack.top.board), id(app.stack.top.actions)}
        seen = top = None
        alive = [type(r()).__name__ for r in refs if r() is not None and id(r()) not in current]
        return len(refs) // 3 - 1, alive
    finally:
        app.close()


@pytest.mark.parametrize("game_id,frame_limit", [("tiny", 3000), ("division", 12000)])
def test_finished_games_are_freed_without_a_full_collection(game_id: str, frame_limit: int) -> None:
    gc.collect()
    gc.disable()  # only reference counting frees objects now: a reference cycle would keep them
    try:
        finished, alive = demo_games(game_id, 3, frame_limit)
    finally:
        gc.enable()
    assert finished >= 3, f"only {finished} games finished"
    assert alive == [], f"still alive after their games ended: {alive}"
