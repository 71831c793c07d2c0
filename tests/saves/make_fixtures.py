"""Write saves/fixtures/tiny-v0.json and tiny-v1.json: one mid-game Tiny Tricks save per schema version.

Run once from the checkout (`python -m tests.saves.make_fixtures`). The files are then kept as they
are forever: they are what older versions of timetravel wrote, and every later version must open them.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.games.tiny_tricks import GAME as TINY
from tests.saves.helpers import SEATS_3, downgrade_to_v0, new_match, play
from timetravel.engine import registry
from timetravel.engine.rng import Rng
from timetravel.saves.codec import match_to_save

FIXTURES = Path(__file__).resolve().parents[2] / "saves" / "fixtures"
FIXTURE_SEED = 2024
FIXTURE_STEPS = 11  # the nine deals and two plays: mid-game, a trick half played


def main() -> None:
    registry.register(TINY)
    match = new_match(FIXTURE_SEED, SEATS_3)
    play(match, Rng(7), FIXTURE_STEPS)
    save = match_to_save(match, label="Fixture: mid-game")
    save = save.model_copy(
        update={"created": "2024-05-01T12:00:00.000+00:00", "updated": "2024-05-01T12:05:00.000+00:00"}
    )
    FIXTURES.mkdir(parents=True, exist_ok=True)
    (FIXTURES / "tiny-v1.json").write_text(save.model_dump_json(indent=1) + "\n", encoding="utf-8")
    v0 = json.dumps(downgrade_to_v0(save), indent=1)
    (FIXTURES / "tiny-v0.json").write_text(v0 + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
