from __future__ import annotations

import pytest

from tests.games.rocket.fixtures import EXTRA, game_with
from timetravel.games.rocket.game import RocketGame

_GAME = game_with(EXTRA)


@pytest.fixture
def game() -> RocketGame:
    return _GAME
