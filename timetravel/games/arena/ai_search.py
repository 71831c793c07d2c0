"""Time Arena's hard AI: the whole-turn search (`TurnSearch`) and its thinking budget drawn from the
clock (`search_budget_ms`)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from timetravel.engine.actions import Action, interned
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE
from timetravel.games.arena.ai_value import WIN, decision_cost, standing
from timetravel.games.arena.combat import die_outcomes
from timetravel.games.arena.state import ArenaState

if TYPE_CHECKING:
    from timetravel.games.arena.ai import ArenaHooks

CLOCK_SHARE = 0.5  # hard spends at most half its clock left thinking, spread over the game left
DECISIONS_PER_TURN = 5
MIN_THINK_MS = 20
SEARCH_WIDTH = 4  # normal's best first actions that hard plays out (and ending the turn)
FIXED_BLOCKS = 2  # blocks of rounds without a time budget (tests: deterministic)
SWITCH_MARGIN = 0.05  # how much better than normal's choice another must be, in energy
SWITCH_SURE = 1.5  # and by how many standard errors of the blocks' differences
TURN_STEPS = 40  # decisions and rolls played out to finish a turn, at most


def search_budget_ms(st: ArenaState, think_ms: int | None) -> int | None:
    """hard's thinking time for one decision: at most `think_ms`, and at most a share of its clock
    left spread over the decisions the game may still ask (None: a fixed effort, for tests)."""
    if think_ms is None:
        return None
    turns_left = max(4, 2 * min(st.energy))
    share = st.clock[st.side] * CLOCK_SHARE / (turns_left * DECISIONS_PER_TURN)
    return max(MIN_THINK_MS, min(think_ms, int(share)))


class TurnSearch:
    """hard: normal's best first actions (and ending the turn) are each played on the real rules,
    the rest of the turn finished by normal's choices, and the table at the end of the turn valued
    for both sides, less the clock the turn's decisions cost. The turn's first roll is weighed
    exactly (a block of rounds shows each face of the die once, weighted by its chance); later
    rolls are drawn, the same for every candidate in a round (common random numbers). hard starts
    from normal's best first action and plays another only when the blocks show it better by a
    margin and beyond their noise, so with little time it plays as normal does."""

    def __init__(self, hooks: ArenaHooks, st: ArenaState, seat: int, rng: Rng) -> None:
        self.hooks = hooks
        self.st = st
        self.rng = rng
        actions = st.legal_actions()
        scores = hooks.action_scores(st, seat, actions)
        ranked = sorted(zip(scores, range(len(actions)), strict=True), key=lambda pair: -pair[0])
        useful = [i for _, i in ranked if actions[i].kind != "wait"]  # waiting only burns the clock
        chosen = [actions[i] for i in useful[:SEARCH_WIDTH]] or [actions[ranked[0][1]]]
        end = interned("end")
        if end in actions and end not in chosen:
            chosen.append(end)
        self.candidates = chosen  # the first is normal's choice
        self.faces = [p for _, p in die_outcomes()]
        self.blocks: list[list[float]] = []  # per block, each candidate's value
        self.fixed: dict[int, float] = {}  # candidates whose turn rolled no die: one value

    def run(
        self, budget_ms: int | None, elapsed_ms: Callable[[], float], stop: Callable[[], bool] | None
    ) -> Action:
        if len(self.candidates) == 1:
            return self.candidates[0]
        started = elapsed_ms()

        def spent_all() -> bool:
            return budget_ms is not None and elapsed_ms() - started > budget_ms

        while True:
            values = self.block(spent_all)
            if values is None:
                break  # the budget ran out inside the block: it is left out
            self.blocks.append(values)
            spent = elapsed_ms() - started
            if budget_ms is None:
                if len(self.blocks) >= FIXED_BLOCKS:
                    break
            elif spent * (len(self.blocks) + 1) / len(self.blocks) > budget_ms:
                break
            if stop is not None and stop():
                break
            if len(self.fixed) == len(self.candidates):
                break  # no die rolls in any of these turns: one block says it all
        return self.candidates[self.choice_of(self.blocks)]

    def block(self, spent_all: Callable[[], bool] = lambda: False) -> list[float] | None:
        """Each candidate's value over one block: the turn's first roll shows every face once,
        weighted by its chance; later rolls drawn from one seed per face, shared by all. None when
        the budget runs out before the block is done (so a decision keeps to its think time)."""
        seeds = [self.rng.next_u64() for _ in self.faces]
        values = []
        for i, action in enumerate(self.candidates):
            if spent_all():
                return None
            if i in self.fixed:
                values.append(self.fixed[i])
                continue
            total = 0.0
            for face, (p, seed) in enumerate(zip(self.faces, seeds, strict=True)):
                value, rolled = self.finish_turn(action, Rng(seed), face)
                if not rolled:
                    self.fixed[i] = value
                    total = value
                    break
                total += p * value
            values.append(total)
        return values

    def choice_of(self, blocks: list[list[float]]) -> int:
        """normal's choice (the first candidate) unless another beats it, block by block, by more
        than the margin and more than its noise."""
        n = len(blocks)
        best, best_gain = 0, 0.0
        if n == 0:
            return best
        for i in range(1, len(self.candidates)):
            diffs = [values[i] - values[0] for values in blocks]
            mean = sum(diffs) / n
            if n >= 2:
                spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
                needed = SWITCH_MARGIN + SWITCH_SURE * spread
            else:
                needed = 2 * SWITCH_MARGIN
            if mean > needed and mean > best_gain:
                best, best_gain = i, mean
        return best

    def finish_turn(self, first: Action, rng: Rng, face: int) -> tuple[float, bool]:
        """The turn played on from `first` by normal's choices, its first roll showing `face`;
        valued at its end for our side, less the clock its decisions cost; and whether a die was
        rolled."""
        side = self.st.side
        cost = decision_cost(self.st, side)
        state = self.st.apply(first)[0]
        rolls = 0
        decisions = 1
        for _ in range(TURN_STEPS):
            if state.stage != "play" or state.side != side:
                break
            if state.to_act() == CHANCE:
                outcomes = state.chance_outcomes()
                if rolls == 0 and len(outcomes) == len(self.faces):
                    index = face
                else:
                    index = rng.weighted_index([p for _, p in outcomes])
                state = state.apply(outcomes[index][0])[0]
                rolls += 1
            else:
                state = state.apply(self.hooks.rollout_action(state, rng))[0]
                decisions += 1
        if state.stage == "over":
            return (WIN if state.winner == side else -WIN), rolls > 0
        return standing(state, side) - cost * decisions, rolls > 0
