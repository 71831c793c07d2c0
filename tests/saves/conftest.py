"""Every save test gets its own TIMETRAVEL_HOME and an empty examples folder; tiny is registered."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.games.tiny_tricks import GAME as TINY
from tests.saves.helpers import BULKY
from timetravel import resources
from timetravel.engine import registry


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("TIMETRAVEL_HOME", str(home))
    examples = tmp_path / "examples"
    examples.mkdir()
    monkeypatch.setattr(resources, "example_saves_dir", lambda: examples)
    registry.register(TINY)
    return home


@pytest.fixture
def examples_dir() -> Path:
    folder = resources.example_saves_dir()
    assert folder is not None
    return folder


@pytest.fixture
def bulky() -> Iterator[None]:
    registry.register(BULKY)
    yield
    registry.unregister(BULKY.info.id)


@pytest.fixture
def deadline() -> Iterator[None]:
    """Fail (instead of hanging the suite) when the code under test loops or blocks for 20 s."""

    def _timeout(signum: int, frame: Any) -> None:
        raise TimeoutError("still running after 20 s: an endless loop or a blocking read")

    if not hasattr(signal, "SIGALRM"):  # Windows: no alarm, the test may hang instead of failing
        yield
        return
    previous = signal.signal(signal.SIGALRM, _timeout)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)
