"""A frame time from outside (the clock, a demo, a test) that is NaN or infinite is a clean value:
no time for NaN, -inf and negatives, the frame cap for +inf; every scene keeps running and the app's
time stays a finite number."""

from __future__ import annotations

import math

import pytest

from tests.play.test_driver import countdown
from tests.ui.conftest import tiny_match
from timetravel.ui.app import MAX_DT, App
from timetravel.ui.scene import Push
from timetravel.ui.screens.game import GameScreen


@pytest.mark.parametrize(
    "dt, passes",
    [(math.nan, 0.0), (-math.inf, 0.0), (-0.5, 0.0), (math.inf, MAX_DT), (1e300, MAX_DT), (0.01, 0.01)],
    ids=str,
)
@pytest.mark.parametrize("real_time", [False, True], ids=["turns", "clock"])
def test_a_frame_time_is_clean(app: App, dt: float, passes: float, real_time: bool) -> None:
    match = countdown("human", "random") if real_time else tiny_match("human", "random")
    app.stack.apply(Push(GameScreen(app.ctx, match)))
    app.step(1 / 60)
    before = app.ctx.time
    app.step(dt)
    assert math.isfinite(app.ctx.time) and app.ctx.time == pytest.approx(before + passes)
    for _ in range(5):
        app.step(1 / 60)
    assert app.running and math.isfinite(app.ctx.time)
