"""Cases and seeded random playthroughs for the conformance suite.

A case is one game at one seat count with one set of option values. Every registered game gets a
case per valid seat count (default options) and one per non-default option value, so each declared
option value is played at least once. A playthrough samples chance with the engine's Rng and picks
actions uniformly at random; it keeps the states at the checkpoints (the first steps, then powers of
two, and the end), so the property tests stay fast for long games.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.engine.game import Game, GameConfig
from timetravel.engine.registry import every_game, get_game
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, TERMINAL, GameState

SEEDS = (11, 22, 33)
FIRST_STEPS = 64
TIME_STEP_CHANCE = 0.3  # real-time games: how often the playthrough lets time pass before acting


@dataclass(frozen=True)
class Case:
    game_id: str
    seats: int
    options: tuple[tuple[str, str], ...] = ()

    @property
    def id(self) -> str:
        opts = "".join(f"-{k}={v}" for k, v in self.options)
        return f"{self.game_id}-{self.seats}p{opts}"

    @property
    def game(self) -> Game:
        return get_game(self.game_id)

    def config(self) -> GameConfig:
        return self.game.make_config(self.seats, dict(self.options))


def all_cases() -> list[Case]:
    cases: list[Case] = []
    for game in every_game():  # the template game too (GameInfo.template)
        info = game.info
        cases += [Case(info.id, n) for n in info.seat_choices]
        seat_counts = list(info.seat_choices)
        for spec in info.options:
            for value in spec.choices:
                if value != spec.default:
                    # rotate seat counts so that option cases do not all sit at the minimum
                    seats = seat_counts[len(cases) % len(seat_counts)]
                    cases.append(Case(info.id, seats, (*spec.requires, (spec.key, value))))
    return cases


def is_checkpoint(step: int) -> bool:
    return step < FIRST_STEPS or step & (step - 1) == 0


@dataclass
class Step:
    """A checkpoint: the state before step `index`, and what was done there."""

    index: int
    state: GameState
    snapshot: str  # json.dumps(state.to_json()) when it was reached, to catch later mutation
    action: Action | None  # None at the end
    events: list[Event] = field(default_factory=list)


@dataclass
class Playthrough:
    case: Case
    seed: int
    log: list[tuple[int, str]]  # (actor, action string), chance included
    checkpoints: list[Step]
    final: GameState
    length_limit_hit: bool

    @property
    def length(self) -> int:
        return len(self.log)


def snapshot(state: GameState) -> str:
    return json.dumps(state.to_json(), sort_keys=True, allow_nan=False)


def choose(state: GameState, rng: Rng) -> Action:
    """A chance outcome drawn by its probability, or a uniformly random legal action."""
    if state.to_act() == CHANCE:
        outcomes = state.chance_outcomes()
        return outcomes[rng.weighted_index([p for _, p in outcomes])][0]
    if state.game.info.real_time and rng.random() < TIME_STEP_CHANCE:
        timed = state.time_action(rng.randint(20, 2000))
        if timed is not None:
            return timed
    return rng.choice(state.legal_actions())


def play(case: Case, seed: int) -> Playthrough:
    """Play one seeded random game to the end (or one step past the declared maximum length)."""
    game = case.game
    rng = Rng(seed)
    state = game.new_initial_state(case.config())
    limit = game.info.max_length
    log: list[tuple[int, str]] = []
    checkpoints: list[Step] = []
    while state.to_act() != TERMINAL and len(log) <= limit:
        actor = state.to_act()
        action = choose(state, rng)
        before = snapshot(state) if is_checkpoint(len(log)) else ""
        new_state, events = state.apply(action)
        if before:
            checkpoints.append(Step(len(log), state, before, action, events))
        log.append((actor, str(action)))
        state = new_state
    checkpoints.append(Step(len(log), state, snapshot(state), None))
    return Playthrough(case, seed, log, checkpoints, state, len(log) > limit)


@cache
def playthrough(case: Case, seed: int) -> Playthrough:
    """The shared, cached playthrough that most property tests inspect."""
    return play(case, seed)


def playthroughs(case: Case) -> list[Playthrough]:
    return [playthrough(case, seed) for seed in SEEDS]
