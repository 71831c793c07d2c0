"""The normal and hard AIs play whole games of every era and the campaign without a fault.

Strength figures come from `timetravel simulate` (docs/rules/division.md); this only proves that both
levels reach the end of each kind of game. Hard runs on a fixed number of iterations, not a clock.
"""

from __future__ import annotations

import pytest

from timetravel.ai.simulate import run_simulation

OPTIONS = [{"era": "egypt"}, {"era": "darkages"}, {"era": "eighties"}, {"mode": "campaign"}]


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: "-".join(o.values()))
def test_hard_and_normal_play_a_whole_game(options: dict[str, str]) -> None:
    result = run_simulation("division", 1, ["hard", "normal"], 3, think_ms=20, options=options, iterations=40)
    assert result["games"] == 1 and sum(result["wins"]) == 1  # Division always has one winner
    by_level = result["ai_ms"]["by_level"]
    assert by_level["hard"]["decisions"] > 10 and by_level["normal"]["decisions"] > 10
