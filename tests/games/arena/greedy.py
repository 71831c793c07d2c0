"""A greedy Time Arena player for the balance check (docs/rules/arena.md, "Balance"): take the Totem
when it can, else the likeliest knockout, else head for the enemy Totem; half a second per decision."""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, TERMINAL
from timetravel.games.arena import GAME, rules
from timetravel.games.arena.combat import hit_chance
from timetravel.games.arena.content import content
from timetravel.games.arena.draft import start_play
from timetravel.games.arena.geometry import INDEX, adjacent, chebyshev, totem_edge
from timetravel.games.arena.state import TOTEM, ArenaState

DECISION_MS = 500


def _to_edge(st: ArenaState, square: int) -> int:
    return min(chebyshev(square, e) for e in totem_edge(st.board_id, 1 - st.side))


def _score(st: ArenaState, action: Action) -> float:  # noqa: PLR0911
    kind, args = action.kind, action.args
    if kind == "bonus":
        return 50 if args[0] in ("plus", "reroll", "energy") else 5
    if kind in ("accept", "wheel"):
        return 10
    if kind == "end":
        return 1
    if kind in ("wait", "pass"):
        return -5
    slot = st.slot_of_fighter(str(args[0]))
    if kind == "attack":
        target = rules._parse_target(st, slot, str(args[1]))
        return 100 if target >= TOTEM else 60 * hit_chance(st, slot, target)
    if kind == "bomb":
        near = sum(1 for o in st.on_board(1 - st.side) if adjacent(st.at[slot], st.at[o]))
        return 25 * near - 10
    goal = INDEX[str(args[1])]
    if kind == "summon":
        return 30 - _to_edge(st, goal)
    return 20 + _to_edge(st, st.at[slot]) - 2 * _to_edge(st, goal)  # a move


def choose(st: ArenaState, rng: Rng) -> Action:
    return max(st.legal_actions(), key=lambda a: _score(st, a) + rng.random() * 0.01)


def play(white: str, black: str, seed: int, mode: str = "full") -> ArenaState:
    """One game between two factions (White's first), both sides played greedily."""
    st = GAME.new_initial_state(GAME.make_config(2, {"mode": mode}))
    st.team = content().faction_team(white) + content().faction_team(black)
    st.picks = 8
    start_play(st)
    st.forget_options()
    rng = Rng(seed)
    while st.to_act() != TERMINAL:
        if st.to_act() == CHANCE:
            outcomes = st.chance_outcomes()
            st = st.apply(outcomes[rng.weighted_index([p for _, p in outcomes])][0])[0]
            continue
        st = _let_time_pass(st, DECISION_MS)
        if st.to_act() >= 0:
            st = st.apply(choose(st, rng))[0]
    return st


def _let_time_pass(st: ArenaState, ms: int) -> ArenaState:
    while ms and st.to_act() != TERMINAL:
        due = st.time_action(ms)
        step = int(due.args[0]) if due is not None else ms
        st = st.apply(Action("time", (step,)))[0]
        ms -= step
    return st
