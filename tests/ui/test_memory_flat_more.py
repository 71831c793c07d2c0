"""Memory stays flat over many games of Time Arena, El Ministerio and Time Division (the check and the
other two games are in test_memory_flat.py)."""

from __future__ import annotations

import pytest

from tests.ui.test_memory_flat import check_memory_stays_flat


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["arena", "ministerio", "division"])
def test_resident_memory_stays_flat_over_many_games(game_id: str) -> None:
    check_memory_stays_flat(game_id)
