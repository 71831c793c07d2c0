"""Write the real games' example saves (saves/examples/) and fixture saves (saves/fixtures/).

    python -m tests.saves.make_game_saves [GAME ...]

Examples are mid-game matches a player can open from the load screen; fixtures are what this
version writes, kept forever so every later version must still open them (never regenerate a
fixture that already exists: write a new one next to it).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from timetravel.ai import make_agent
from timetravel.ai.view import AgentView
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.registry import get_game
from timetravel.engine.state import CHANCE
from timetravel.saves.codec import match_to_save

ROOT = Path(__file__).resolve().parents[2]
REAL_TIME_DECISION_MS = 4000
STAMP = {"created": "2026-12-02T12:00:00.000+00:00", "updated": "2026-12-02T12:30:00.000+00:00"}


@dataclass(frozen=True)
class SaveSpec:
    folder: str  # "examples" or "fixtures"
    name: str
    game: str
    seats: tuple[SeatSpec, ...]
    steps: int
    label: str
    options: tuple[tuple[str, str], ...] = ()
    seed: int = 7


YOU = SeatSpec(name="Ada")
ADA = SeatSpec(name="Ada")


def _bot(name: str, level: str) -> SeatSpec:
    return SeatSpec(name=name, kind="ai", level=level)  # type: ignore[arg-type]


SPECS = [
    SaveSpec("examples", "rocket-three-seats-mid-round.json", "rocket",
             (YOU, _bot("Nova", "normal"), _bot("Chrono", "hard")), 120,
             "Rocket: three pilots, second round under way"),
    SaveSpec("fixtures", "rocket-v1.json", "rocket",
             (ADA, _bot("Bot", "easy")), 60, "Fixture: Rocket mid-game"),
    SaveSpec("examples", "division-egypt-mid-draft.json", "division",
             (YOU, _bot("Zephyr", "normal")), 9, "Time Division: Ancient Egypt, mid-draft",
             (("mode", "single"), ("era", "egypt"))),
    SaveSpec("examples", "division-campaign-second-era.json", "division",
             (YOU, _bot("Quasar", "hard")), 80, "Time Division: campaign under way",
             (("mode", "campaign"),)),
    SaveSpec("fixtures", "division-v1.json", "division",
             (ADA, _bot("Bot", "easy")), 40, "Fixture: Time Division mid-round",
             (("mode", "single"), ("era", "darkages"))),
    SaveSpec("examples", "ministerio-four-agents-mid-mission.json", "ministerio",
             (YOU, _bot("Nova", "normal"), _bot("Chrono", "hard"), _bot("Zephyr", "easy")), 90,
             "El Ministerio: four agents on the staircase"),
    SaveSpec("fixtures", "ministerio-v1.json", "ministerio",
             (ADA, _bot("Bot", "easy")), 50, "Fixture: El Ministerio mid-game"),
    SaveSpec("examples", "arena-full-game-mid-fight.json", "arena",
             (YOU, _bot("Quasar", "normal")), 40, "Time Arena: full game, fighters on the board",
             (("mode", "full"),)),
    # arena-v1.json was written before rosters existed (no roster in its config: the original
    # figures); it is kept as it is, never written again (KEPT). arena-v2.json plays the 2026-12 roster.
    SaveSpec("fixtures", "arena-v1.json", "arena",
             (ADA, _bot("Bot", "easy")), 30, "Fixture: Time Arena mid-fight", (("mode", "full"),)),
    SaveSpec("fixtures", "arena-v2.json", "arena",
             (ADA, _bot("Bot", "easy")), 30, "Fixture: Time Arena mid-fight, 2026-12 figures",
             (("mode", "full"), ("roster", "2026-12"))),
    SaveSpec("examples", "stories-venice-first-run.json", "stories",
             (YOU, _bot("Nova", "normal"), _bot("Chrono", "normal")), 36,
             "T.I.M.E Stories: Venice, 1630, the first run under way"),
    SaveSpec("fixtures", "stories-v1.json", "stories",
             (ADA, _bot("Bot", "normal")), 40, "Fixture: T.I.M.E Stories mid-run"),
]  # fmt: skip


# Fixtures made by an older version that this one could not make again (an option the save lacks
# means what it meant then): never written by this script, even when missing; a test checks them.
KEPT = frozenset({"arena-v1.json"})


def build(spec: SaveSpec) -> Path:
    target = ROOT / "saves" / spec.folder / spec.name
    if spec.folder == "fixtures" and (target.exists() or spec.name in KEPT):
        if not target.exists():
            raise SystemExit(
                f"{spec.name} is kept from an older version: restore it from git, never remake it"
            )
        return target
    game = get_game(spec.game)
    config = game.make_config(len(spec.seats), dict(spec.options))
    match = Match.new(game, config, list(spec.seats), spec.seed)
    agents = {seat: make_agent("normal", game, seat, spec.seed + seat) for seat in range(len(spec.seats))}
    for _ in range(spec.steps):
        if match.is_over:
            raise SystemExit(f"{spec.name}: the game ended before step {spec.steps}")
        actor = match.to_act()
        if actor == CHANCE:
            match.sample_chance()
        else:
            if game.info.real_time:
                match.let_time_pass(REAL_TIME_DECISION_MS)  # clocks and hourglasses show a game under way
            view = AgentView.of(match.state, actor)
            match.apply(agents[actor].decide(view))
    save = match_to_save(match, label=spec.label).model_copy(update=STAMP)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(save.model_dump_json(indent=1) + "\n", encoding="utf-8")
    return target


def main(games: list[str]) -> None:
    for spec in SPECS:
        if not games or spec.game in games:
            print(build(spec))


if __name__ == "__main__":
    main(sys.argv[1:])
