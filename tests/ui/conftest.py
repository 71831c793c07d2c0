"""UI tests run headless: dummy video and audio drivers are set before pygame is imported, and
saves and settings go to a fresh TIMETRAVEL_HOME per test."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["TIMETRAVEL_STRICT_UI"] = "1"  # a failing board view fails the test instead of falling back

from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from tests.games.tiny_tricks import GAME as TINY  # noqa: E402
from timetravel.engine import registry  # noqa: E402
from timetravel.engine.match import Match, SeatSpec  # noqa: E402
from timetravel.ui import services  # noqa: E402
from timetravel.ui.app import App  # noqa: E402

registry.register(TINY)


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TIMETRAVEL_HOME", str(tmp_path))


@pytest.fixture
def app() -> Iterator[App]:
    application = App((1280, 720))
    yield application
    application.close()


def tiny_match(*kinds: str, seed: int = 3) -> Match:
    """A Tiny Tricks match; each kind is "human" or an AI level."""
    seats = [
        SeatSpec(name=f"P{i + 1}") if kind == "human" else SeatSpec(name=f"Bot{i + 1}", kind="ai", level=kind)
        for i, kind in enumerate(kinds)
    ]
    return Match.new(TINY, TINY.make_config(len(seats)), seats, seed)


def frames(app: App, n: int = 1) -> None:
    """Frames of 1/60 s; while an AI decision is due, each leaves the AI's thread a millisecond, as
    the app's frames leave it the rest of their 16 ms (back to back, they would starve it)."""
    for _ in range(n):
        app.step(1 / 60)
        services.leave_time_to_the_ai()


def click(app: App, pos: tuple[int, int], settle: int = 2) -> None:
    """A left click at a logical position (the test window is 1280x720, so window = logical)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, settle)


def find_button(scene, text: str):
    for button in scene._handlers:
        if button.text == text and button.alive():
            return button
    raise AssertionError(f"no button {text!r}; have {[b.text for b in scene._handlers]}")


def press(app: App, text: str, settle: int = 2) -> None:
    button = find_button(app.stack.top, text)
    assert button.is_enabled, f"{text!r} is disabled"
    click(app, button.rect.center, settle)


def run_until(app: App, condition, limit: int = 600) -> None:
    for _ in range(limit):
        if condition():
            return
        frames(app)
    raise AssertionError("condition not reached")


def pixel_variance(surface: pygame.Surface) -> float:
    """Variance of luminance over a coarse grid: near zero for a blank screen."""
    small = pygame.transform.smoothscale(surface, (64, 36))
    values = []
    for y in range(36):
        for x in range(64):
            r, g, b, *_ = small.get_at((x, y))
            values.append(0.299 * r + 0.587 * g + 0.114 * b)
    mean = sum(values) / len(values)
    return sum((v - mean) ** 2 for v in values) / len(values)


def pytest_collection_modifyitems(items) -> None:
    # pygame_gui warns when it shrinks a scroll bar's corner radius or shadow to fit: harmless
    for item in items:
        if "tests/ui" in str(item.fspath).replace("\\", "/"):
            item.add_marker(pytest.mark.filterwarnings("ignore:Clamping:UserWarning"))
