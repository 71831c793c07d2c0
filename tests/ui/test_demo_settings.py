"""The demo (and so the benchmarks) measure the same app for everyone: never the player's settings."""

from __future__ import annotations

import pytest

from timetravel.saves.settings import Settings, save_settings
from timetravel.ui import app as app_module
from timetravel.ui import services
from timetravel.ui.demo import SLOW_FRAME_MS, frame_figures, run_demo


def test_the_demo_ignores_the_players_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(Settings(animation_speed="off", colour_blind=True, ai_pace_ms=2000))
    assert services.load_settings().colour_blind  # the file is there to be (wrongly) read
    seen = []

    class Recording(app_module.App):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            seen.append(self.ctx)

    monkeypatch.setattr(app_module, "App", Recording)
    run_demo("tiny", frames=3)
    (ctx,) = seen
    assert ctx.settings.animation_speed == "normal" and ctx.animation_factor > 0
    assert not ctx.settings.colour_blind and not ctx.palette.colour_blind
    assert ctx.ai_pace_ms == 0  # the demo never waits for a person to follow


def test_slow_frames_leave_out_the_warm_up_frame() -> None:
    over = SLOW_FRAME_MS + 1
    figures = frame_figures([500.0, 10.0, over, SLOW_FRAME_MS, over + 20, 12.0])
    assert figures["slow_frames"] == 2
    assert figures["max_ms"] == 500.0 and figures["frames"] == 6
    assert frame_figures([400.0])["slow_frames"] == 0
